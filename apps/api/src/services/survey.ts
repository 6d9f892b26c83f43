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

/** Stores a help request and queues its email to the hotline in one transaction. */
export async function saveHelpRequest(
  db: Db,
  request: { language: Language; email: string; phone: string; description: string },
  mail: OutboxMessage,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const outboxId = await enqueueMail(trx, mail);
    await trx
      .insertInto('help_requests')
      .values({ id: randomUUID(), ...request, outbox_id: outboxId })
      .execute();
  });
}
