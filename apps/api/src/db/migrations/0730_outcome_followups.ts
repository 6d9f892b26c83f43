import { sql, type Kysely } from 'kysely';

/**
 * Outcome follow-ups and court notes (issue #38; docs/decisions/0100-outcome-follow-ups.md):
 * - `followups`: one person's request to be asked how their petition went. `channel` says how they are reached
 *   (`email`; a text-message channel adds its own value) and `contact` is the address on that channel, set to
 *   NULL (with `contact_erased_at`) once no message is left to send, or at once on unsubscribe. Nothing else
 *   about the person: no name, case number, SPN or date of birth.
 * - `followup_messages`: the messages of a follow-up, by the day they are due (`send_on`, Harris County). A
 *   message is queued in the outbox once; its answer links carry a random token whose SHA-256 is `token_hash`,
 *   valid until `links_expire_on`. A message not yet queued is deleted when it is no longer needed (answered
 *   ahead, unsubscribed).
 * - `outcomes`: one followed petition, as codes only: the remedy and its section or expunction route, the court
 *   (`district:178`, `ccl:3`, `unknown`), the month of the download, how far it got, the months filed and
 *   decided, and whether the record is gone. It outlives the follow-up (`followup_id` set NULL) for reporting.
 * - `outcome_answers`: each answer to one question about one petition, once (primary key): the second answer to
 *   the same question is refused. `message_id` has no foreign key: messages are purged when their links expire,
 *   their answers stay as codes.
 * - `court_notes`: what staff know of each court's practice, in English and Spanish, with the day it was checked.
 * - `outbox.headers`: extra mail headers of a message (the follow-ups' one-click `List-Unsubscribe`, RFC 8058),
 *   blanked with the content once delivered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('followups')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('contact', 'text')
    .addColumn('language', 'text', (c) => c.notNull())
    // base64url SHA-256 of the unsubscribe token (in every message); the token itself is never stored.
    .addColumn('unsubscribe_hash', 'text', (c) => c.notNull().unique())
    // `YYYY-MM-DD` in Harris County: the day the person asked (the day of the download).
    .addColumn('started_on', 'text', (c) => c.notNull())
    .addColumn('contact_erased_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('followup_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('followup_id', 'uuid', (c) => c.notNull().references('followups.id').onDelete('cascade'))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('send_on', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('queued_on', 'text')
    .addColumn('links_expire_on', 'text')
    .execute();
  await sql`CREATE INDEX followup_messages_due ON followup_messages (send_on) WHERE queued_on IS NULL`.execute(db);
  await db.schema.createIndex('followup_messages_followup').on('followup_messages').column('followup_id').execute();

  await db.schema
    .createTable('outcomes')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('followup_id', 'uuid', (c) => c.references('followups.id').onDelete('set null'))
    // 1, 2, … within its follow-up: the links and messages name a petition by it.
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('court', 'text', (c) => c.notNull())
    .addColumn('started_month', 'text', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull().defaultTo('asked'))
    .addColumn('filed_month', 'text')
    .addColumn('decided_month', 'text')
    .addColumn('record_check', 'text')
    .addColumn('updated_on', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outcomes_followup').on('outcomes').column('followup_id').execute();
  await db.schema.createIndex('outcomes_started_month').on('outcomes').column('started_month').execute();

  await db.schema
    .createTable('outcome_answers')
    .addColumn('outcome_id', 'uuid', (c) => c.notNull().references('outcomes.id').onDelete('cascade'))
    .addColumn('message_id', 'uuid', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('month', 'text')
    .addColumn('stuck_reason', 'text')
    .addColumn('answered_on', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('outcome_answers_pk', ['outcome_id', 'message_id'])
    .execute();

  await db.schema
    .createTable('court_notes')
    // The court's code, as `outcomes.court`.
    .addColumn('court', 'text', (c) => c.primaryKey())
    .addColumn('setting_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('setting_es', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('objections_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('objections_es', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('wait_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('wait_es', 'text', (c) => c.notNull().defaultTo(''))
    // `YYYY-MM-DD`: the day staff last checked these notes with the court.
    .addColumn('checked_on', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text')
    .execute();

  await db.schema.alterTable('outbox').addColumn('headers', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('headers').execute();
  for (const table of ['court_notes', 'outcome_answers', 'outcomes', 'followup_messages', 'followups']) {
    await db.schema.dropTable(table).execute();
  }
}
