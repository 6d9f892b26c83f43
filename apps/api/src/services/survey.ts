import { randomUUID } from 'node:crypto';
import { addCountyBusinessDays, type Language } from '@cyr/i18n';
import { STAFF_LIMITS, type SurveyFeedback } from '@cyr/schemas';
import type { Db } from '../db';
import type { RenderedEmail } from '../mail/templates';
import { enqueueMail, enqueueText, type OutboxMessage, type OutboxText } from '../outbox/enqueue';
import { alertAdminsOnce } from './staff/alerts';
import { todayInCounty } from '../clock';

/** The feedback survey and the help form (api-contract "Survey"); kept as docs/deploy.md says. */

/**
 * The due date of a help request arriving at `now`: two business days after the day (Harris County) it arrived,
 * skipping weekends and the county holidays (packages/i18n/src/county/holidays.ts).
 */
export function helpDueOn(now: Date): string {
  return addCountyBusinessDays(todayInCounty(now), STAFF_LIMITS.helpDueBusinessDays);
}

/** Stores one feedback survey. */
export async function saveFeedback(db: Db, language: Language, answers: SurveyFeedback): Promise<void> {
  await db
    .insertInto('survey_feedback')
    .values({ id: randomUUID(), language, answers: JSON.stringify(answers) })
    .execute();
}

/** The `app_meta` marker of the hour whose help-inbox alert was sent (services/staff/alerts.ts). */
const HELP_INBOX_ALERT_KEY = 'help.inbox_capped';

/**
 * Stores a help request (status `new`, due two business days later, in the site's language) and queues, in one
 * transaction, what its limits allow (routes/survey): the email to the hotline (`notify`, or, past the hourly cap
 * across clients, the one alert of that hour to the admins) and the acknowledgement to the person (`ack`, null
 * when that inbox has had its messages for the hour). The request itself is always stored and shown in the
 * staff console (docs/api/staff.md); `acknowledged` there says whether an acknowledgement went out.
 */
export async function saveHelpRequest(
  db: Db,
  request: {
    language: Language;
    name: string | null;
    email: string;
    phone: string;
    description: string;
    dueOn: string;
    /** SHA-256 of the token of the acknowledgement's "add to your request" link. */
    replyTokenHash: string;
  },
  mail: {
    notify: OutboxMessage | { capped: { hour: string; alert: RenderedEmail } };
    ack: OutboxMessage | null;
    /** The acknowledgement by text, when the person ticked the opt-in box (docs/decisions/0110-text-messages-through-twilio.md). */
    textAck?: OutboxText | null;
  },
): Promise<void> {
  const { dueOn, replyTokenHash, ...fields } = request;
  await db.transaction().execute(async (trx) => {
    let outboxId: string | null = null;
    if ('capped' in mail.notify) {
      const { hour, alert } = mail.notify.capped;
      await alertAdminsOnce(trx, { key: HELP_INBOX_ALERT_KEY, period: hour }, 'help_inbox_capped', alert);
    } else {
      outboxId = await enqueueMail(trx, mail.notify);
    }
    const ackId = mail.ack ? await enqueueMail(trx, mail.ack) : null;
    if (mail.textAck) await enqueueText(trx, mail.textAck);
    await trx
      .insertInto('help_requests')
      .values({
        id: randomUUID(),
        ...fields,
        outbox_id: outboxId,
        ack_outbox_id: ackId,
        due_on: dueOn,
        reply_token_hash: replyTokenHash,
      })
      .execute();
  });
}
