/**
 * Opt-in reminders (api-contract "Reminders"; docs/decisions/0031-reminders.md). Saving one stores only the
 * address (or, for a text reminder, the number: docs/decisions/0110-text-messages-through-twilio.md), the day, the
 * language and the hash of an unsubscribe token, and queues a confirmation with the
 * one-click cancel link in the same transaction. On its day the reminder's email is queued in the outbox
 * (which delivers it through SMTP outages and restarts like every other email) and the row is deleted in
 * that transaction: it is sent once, and nothing is left behind but the outbox's delivery facts.
 */
import { sql } from 'kysely';
import type { Language } from '@cyr/i18n';
import type { Db } from '../db';
import { hashEmailToken, newEmailToken } from '../mail/email-tokens';
import { enqueueMail, enqueueText } from '../outbox/enqueue';
import { reminderConfirmText, reminderDueText } from '../texts/messages';
import { renderReminderConfirmation, renderReminderDue } from '../mail/templates';
import type { MailLog } from '../outbox/worker';
import { formatDate } from '@cyr/i18n/dates';
import { toLanguage } from '../http/language';
import { todayInCounty } from '../clock';
import { repeat } from '../repeat';

export const REMINDER_KIND = 'reminder';
export const REMINDER_CONFIRMATION_KIND = 'reminder_confirmation';
/** Reminders moved to the outbox per batch (a batch is one transaction). */
const BATCH = 100;

export interface ReminderLinks {
  /** The site's public base URL (config `publicUrl`). */
  publicUrl: string;
}

const query = (lang: Language) => (lang === 'es' ? '?lang=es' : '');

/** Where a reminder goes: an email address, or a number (E.164) for a text. */
export type ReminderContact = { email: string } | { phone: string };

/**
 * Saves a reminder for `sendOn` and queues its confirmation; returns the unsubscribe token. A text reminder's
 * confirmation is a text with no link: replying STOP cancels it (texts/opt-outs.ts), which the text says.
 */
export async function createReminder(
  db: Db,
  links: ReminderLinks,
  r: ReminderContact & { sendOn: string; language: Language },
): Promise<string> {
  const token = newEmailToken();
  if ('phone' in r) {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('reminders')
        .values({
          token_hash: hashEmailToken(token),
          email: null,
          phone: r.phone,
          send_on: r.sendOn,
          language: r.language,
        })
        .execute();
      await enqueueText(trx, {
        kind: REMINDER_CONFIRMATION_KIND,
        language: r.language,
        to: r.phone,
        body: reminderConfirmText(r.language, r.sendOn),
      });
    });
    return token;
  }
  const cancelUrl = `${links.publicUrl}/reminders/unsubscribe/${token}${query(r.language)}`;
  const confirmation = renderReminderConfirmation(r.language, {
    date: formatDate(r.sendOn, r.language),
    cancelUrl,
  });
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('reminders')
      .values({ token_hash: hashEmailToken(token), email: r.email, send_on: r.sendOn, language: r.language })
      .execute();
    await enqueueMail(trx, { ...confirmation, kind: REMINDER_CONFIRMATION_KIND, language: r.language, to: r.email });
  });
  return token;
}

/** Deletes the reminder of an unsubscribe token; false when there is none (already sent or cancelled). */
export async function cancelReminder(db: Db, token: string): Promise<boolean> {
  const res = await db.deleteFrom('reminders').where('token_hash', '=', hashEmailToken(token)).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/**
 * Moves every reminder due on or before `today` (Harris County) to the outbox, deleting each in the same
 * transaction. Rows are locked with SKIP LOCKED, so several instances never queue one twice.
 */
export async function dispatchDueReminders(db: Db, links: ReminderLinks, today: string): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await db.transaction().execute(async (trx) => {
      const due = await sql<{ token_hash: string; email: string | null; phone: string | null; language: string }>`
        SELECT token_hash, email, phone, language FROM reminders
        WHERE send_on <= ${today}
        ORDER BY send_on
        LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED`.execute(trx);
      for (const row of due.rows) {
        const lang = toLanguage(row.language);
        if (row.phone !== null) {
          const body = reminderDueText(lang, links.publicUrl);
          await enqueueText(trx, { kind: REMINDER_KIND, language: lang, to: row.phone, body });
        } else if (row.email !== null) {
          const email = renderReminderDue(lang, { url: `${links.publicUrl}/${query(lang)}` });
          await enqueueMail(trx, { ...email, kind: REMINDER_KIND, language: lang, to: row.email });
        }
        await trx.deleteFrom('reminders').where('token_hash', '=', row.token_hash).execute();
      }
      return due.rows.length;
    });
    total += n;
    if (n < BATCH) return total;
  }
}

/** Runs the dispatch now (after a short delay) and then every `intervalMs` (unref'd timers); returns a stop function. */
export function startReminderDispatch(
  deps: { db: Db; publicUrl: string; clock?: () => Date; log?: MailLog },
  intervalMs = 15 * 60 * 1000,
): () => void {
  const clock = deps.clock ?? (() => new Date());
  return repeat(
    async () => {
      const n = await dispatchDueReminders(deps.db, { publicUrl: deps.publicUrl }, todayInCounty(clock()));
      if (n > 0) deps.log?.info({ reminders: n }, 'reminders queued');
    },
    {
      firstAfterMs: 5_000,
      everyMs: intervalMs,
      onError: () => deps.log?.warn({}, 'reminders could not reach the database; will retry'),
    },
  );
}
