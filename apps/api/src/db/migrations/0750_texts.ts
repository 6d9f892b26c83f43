import { sql, type Kysely } from 'kysely';

/**
 * Text messages (docs/decisions/0110-text-messages-through-twilio.md):
 * - `outbox.channel`: `email` (every row before this migration) or `text`. A text row keeps the number (E.164)
 *   in `recipient` and the message in `text` until it is delivered or given up, exactly like an email's address
 *   and content; `subject` and `html` stay NULL.
 * - `text_opt_outs`: the numbers that replied STOP (or PARA, …) and have not replied START since, each as a keyed
 *   hash (texts/opt-outs.ts), never the number itself. A row lives until the person replies START.
 * - `reminders`: a reminder is sent by email or by text; the row holds the address or the number, never both,
 *   and is deleted when it is sent or cancelled, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('channel', 'text', (c) => c.notNull().defaultTo('email'))
    .execute();
  await db.schema
    .createTable('text_opt_outs')
    .addColumn('number_hash', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .alterTable('reminders')
    .alterColumn('email', (c) => c.dropNotNull())
    .execute();
  await db.schema.alterTable('reminders').addColumn('phone', 'text').execute();
  await sql`ALTER TABLE reminders ADD CONSTRAINT reminders_one_contact CHECK ((email IS NULL) <> (phone IS NULL))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM reminders WHERE phone IS NOT NULL`.execute(db);
  await sql`ALTER TABLE reminders DROP CONSTRAINT reminders_one_contact`.execute(db);
  await db.schema.alterTable('reminders').dropColumn('phone').execute();
  await db.schema
    .alterTable('reminders')
    .alterColumn('email', (c) => c.setNotNull())
    .execute();
  await db.schema.dropTable('text_opt_outs').execute();
  await db.schema.alterTable('outbox').dropColumn('channel').execute();
}
