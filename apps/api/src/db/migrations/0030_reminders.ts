import type { Kysely } from 'kysely';

/**
 * Opt-in reminders (api-contract "Reminders"; docs/decisions/0031-reminders.md). A row holds exactly what
 * the contract allows: the address, the day to send (`YYYY-MM-DD` in Harris County), the language, and the
 * hash of the unsubscribe token (the token itself is only in the confirmation email). Nothing about the
 * case. A row is deleted when its email is queued in the outbox, or when the person unsubscribes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reminders')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('send_on', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reminders_send_on').on('reminders').column('send_on').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reminders').execute();
}
