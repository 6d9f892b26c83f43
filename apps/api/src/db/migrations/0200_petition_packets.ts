import type { Kysely } from 'kysely';

/**
 * What the petitions email link prints (routes/petitions): the packet input (court data of each case,
 * the engine's decision, the person's answers, the name) saved with the email-page snapshot, so the PDF
 * behind `/api/email-pages/petitions/<emailToken>/pdf` is the one the person saw. It lives and dies with
 * its `email_pages` row (same token hash; deleted with it when the snapshot expires and is purged).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('petition_packets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey().references('email_pages.token_hash').onDelete('cascade'))
    .addColumn('packet', 'jsonb', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('petition_packets').execute();
}
