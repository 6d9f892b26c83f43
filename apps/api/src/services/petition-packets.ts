/**
 * Where the petition packet's data comes from: a live session (the session's confirmed cases, evaluated
 * now, with its answers), or the copy saved with a petitions email page.
 */
import { evaluate, type CaseAnswers } from '@cyr/rules';
import type { Language } from '@cyr/i18n';
import type { Db } from '../db';
import { toLanguage } from '../http/language';
import type { PacketCase } from '../documents/petitions';
import { caseIdFor } from '../presenters/case';
import { personAnswersOf, sessionCaseRows } from './eligibility';
import type { SessionRow } from './sessions';

export interface PacketCaseWithId extends PacketCase {
  /** The API's `_id` of the case in this session. */
  id: string;
}

export interface SessionPacket {
  /** Name from the court data (first case's record); each case also carries its own record's name. */
  fullName: string;
  cases: PacketCaseWithId[];
}

/**
 * The session's confirmed cases in their presented order, each with its decision at `asOf` and the answers,
 * with the person's changes (ADR 0073): a case marked "not mine" is left out, a corrected or added case is
 * printed as the person entered it and marked so (the packet says to attach the papers).
 */
export async function sessionPacket(db: Db, session: SessionRow, asOf: string): Promise<SessionPacket> {
  const { rows } = await sessionCaseRows(db, session);
  const personAnswers = personAnswersOf(session);
  const caseAnswers: Record<string, CaseAnswers> = {};
  for (const r of rows) {
    const answers = session.case_answers[r.cas];
    if (answers) caseAnswers[r.engine_case.id] = answers as CaseAnswers;
  }
  const out = evaluate({ cases: rows.map((r) => r.engine_case), personAnswers, caseAnswers, asOf });
  const byId = new Map(out.decisions.map((d) => [d.caseId, d]));
  const cases: PacketCaseWithId[] = [];
  for (const r of rows) {
    const engineCase = r.engine_case;
    const decision = byId.get(engineCase.id);
    if (!decision) continue;
    cases.push({
      id: caseIdFor(session.id, r.cas),
      engineCase,
      decision,
      answers: { case: caseAnswers[engineCase.id] ?? {}, person: personAnswers },
      name: r.def_nam,
      ...(r.origin !== 'court' ? { origin: r.origin } : {}),
    });
  }
  return { fullName: rows[0]?.def_nam ?? '', cases };
}

/** Saves the packet with a petitions email page (call in the transaction that inserts the email_pages row). */
export async function storePetitionPacket(
  trx: Db,
  tokenHash: string,
  packet: SessionPacket,
  language: Language,
): Promise<void> {
  await trx
    .insertInto('petition_packets')
    .values({ token_hash: tokenHash, packet: JSON.stringify(packet), language })
    .execute();
}

/** The packet saved with a live (unexpired) petitions email page, or null. */
export async function loadStoredPacket(
  db: Db,
  tokenHash: string,
  nowSeconds: number,
): Promise<{ packet: SessionPacket; language: Language } | null> {
  const row = await db
    .selectFrom('petition_packets')
    .innerJoin('email_pages', 'email_pages.token_hash', 'petition_packets.token_hash')
    .select(['petition_packets.packet', 'petition_packets.language'])
    .where('petition_packets.token_hash', '=', tokenHash)
    .where('email_pages.kind', '=', 'petitions')
    .where('email_pages.expires_at', '>', nowSeconds)
    .executeTakeFirst();
  if (!row) return null;
  return { packet: row.packet as SessionPacket, language: toLanguage(row.language) };
}

/**
 * For the send-petitions-email route: builds the session's packet and saves it with the email page. Pass
 * the transaction that inserts the email_pages row.
 */
export async function savePetitionPacketForEmail(
  trx: Db,
  sessionId: string,
  tokenHash: string,
  language: Language,
  asOf: string,
): Promise<void> {
  const session = await trx.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
  if (!session) return;
  // Like the emailed results (email-pages.ts `emailCopyOf`), the saved packet keeps only court cases: a case
  // the person entered or corrected lives only as long as the session (ADR 0073).
  const packet = await sessionPacket(trx, session, asOf);
  const court = { ...packet, cases: packet.cases.filter((c) => c.origin === undefined) };
  await storePetitionPacket(trx, tokenHash, court, language);
}
