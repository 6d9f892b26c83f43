import { randomUUID } from 'node:crypto';
import type { Language } from '@cyr/i18n';
import type { SurveyFeedback } from '@cyr/schemas';
import type { Db } from '../db';
import { enqueueMail, type OutboxMessage } from '../outbox/enqueue';

/** The feedback survey and the help form (api-contract "Survey"); kept as docs/deploy.md says. */

/** Stores one feedback survey. */
export async function saveFeedback(db: Db, language: Language, answers: SurveyFeedback): Promise<void> {
  await db
    .insertInto('survey_feedback')
    .values({ id: randomUUID(), language, answers: JSON.stringify(answers) })
    .execute();
}

/**
 * Stores a help request (status `new`, due two business days later, in the site's language) and queues, in one
 * transaction, its email to the hotline and the acknowledgement to the person (staff console, docs/api/staff.md).
 */
export async function saveHelpRequest(
  db: Db,
  request: { language: Language; email: string; phone: string; description: string; dueOn: string },
  mail: OutboxMessage,
  ack: OutboxMessage,
): Promise<void> {
  const { dueOn, ...fields } = request;
  await db.transaction().execute(async (trx) => {
    const outboxId = await enqueueMail(trx, mail);
    const ackId = await enqueueMail(trx, ack);
    await trx
      .insertInto('help_requests')
      .values({ id: randomUUID(), ...fields, outbox_id: outboxId, ack_outbox_id: ackId, due_on: dueOn })
      .execute();
  });
}
