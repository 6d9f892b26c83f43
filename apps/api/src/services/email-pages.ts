import type { EligibilityInfo, EmailPageKind } from '@cyr/schemas';
import type { Language } from '@cyr/i18n';
import type { Db } from '../db';
import { enqueueMail, type OutboxMessage } from '../outbox/enqueue';
import { savePetitionPacketForEmail } from './petition-packets';

/**
 * The pages an emailed link opens (api-contract "Emails"): a snapshot of the results saved under the hash of
 * the link's token, kept until it expires (docs/deploy.md lists what is stored and for how long).
 */

export interface NewEmailPage {
  tokenHash: string;
  kind: EmailPageKind;
  eligibilityInfo: EligibilityInfo;
  lookupEndDateEn: string;
  lookupEndDateEs: string;
  /** Epoch seconds. */
  createdAt: number;
  expiresAt: number;
}

/**
 * What an emailed copy of the results keeps (ADR 0073): the court cases as the person saw them evaluated,
 * without the cases they entered or corrected and without the list of cases they said are not theirs. What the
 * person typed lives only as long as their session; the copy, kept for the email page's days, only counts what
 * it left out so that the email and the page can say so.
 */
export function emailCopyOf(info: EligibilityInfo): EligibilityInfo {
  const cases = info.cases.filter((c) => c.origin === undefined);
  const leftOut = info.cases.length - cases.length + (info.notMine?.length ?? 0);
  const copy: EligibilityInfo = {
    needSPN: info.needSPN,
    needsPreliminaryQuestions: info.needsPreliminaryQuestions,
    preliminaryQuestions: info.preliminaryQuestions,
    cases,
  };
  return leftOut > 0 ? { ...copy, personCasesLeftOut: leftOut } : copy;
}

/**
 * Saves the page and queues its email in one transaction, so the email exists if and only if its page does.
 * A petitions page also saves the session's petition packet, which its PDF links print from.
 */
export async function saveEmailPageAndMail(
  db: Db,
  page: NewEmailPage,
  mail: OutboxMessage,
  petitions: { sessionId: string; language: Language; asOf: string } | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('email_pages')
      .values({
        token_hash: page.tokenHash,
        kind: page.kind,
        eligibility_info: JSON.stringify(page.eligibilityInfo),
        lookup_end_date_en: page.lookupEndDateEn,
        lookup_end_date_es: page.lookupEndDateEs,
        created_at: page.createdAt,
        expires_at: page.expiresAt,
      })
      .execute();
    if (petitions) {
      await savePetitionPacketForEmail(trx, petitions.sessionId, page.tokenHash, petitions.language, petitions.asOf);
    }
    await enqueueMail(trx, mail);
  });
}

/** The saved page of this kind under the token's hash, or undefined when there is none or it has expired. */
export async function loadEmailPage(db: Db, kind: string, tokenHash: string, nowSeconds: number) {
  return db
    .selectFrom('email_pages')
    .select(['eligibility_info', 'lookup_end_date_en', 'lookup_end_date_es'])
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', kind)
    .where('expires_at', '>', nowSeconds)
    .executeTakeFirst();
}
