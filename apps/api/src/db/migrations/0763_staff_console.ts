import { sql, type Kysely } from 'kysely';

/**
 * Running the service from the staff console (docs/api/staff.md):
 * - `help_requests.name`: the name a person may give on the help form (optional);
 * - `help_requests.messages`: what the person added to their request from the link in the acknowledgement
 *   (`[{at, text}]`), `reply_token_hash` the SHA-256 of that link's token, and `unread_messages` how many
 *   of them no member has opened yet;
 * - `staff_jobs.progress`: how far a job has gone (a county report started from the console);
 * - `sessions.funnel_counted`: the checker funnel steps already counted for a visitor's session, so each is
 *   counted once per session by the server (staff console "Usage").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('help_requests')
    .addColumn('name', 'text')
    .addColumn('messages', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('unread_messages', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reply_token_hash', 'text')
    .execute();
  await db.schema
    .createIndex('help_requests_reply_token')
    .on('help_requests')
    .column('reply_token_hash')
    .unique()
    .execute();
  await db.schema.alterTable('staff_jobs').addColumn('progress', 'jsonb').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('funnel_counted', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('funnel_counted').execute();
  await db.schema.alterTable('staff_jobs').dropColumn('progress').execute();
  await db.schema.dropIndex('help_requests_reply_token').execute();
  await db.schema
    .alterTable('help_requests')
    .dropColumn('name')
    .dropColumn('messages')
    .dropColumn('unread_messages')
    .dropColumn('reply_token_hash')
    .execute();
}
