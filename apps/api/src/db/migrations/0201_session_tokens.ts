import { sql, type Kysely } from 'kysely';

/**
 * The tokens of each session, by SHA-256 (docs/decisions/0045-opaque-session-tokens.md). Each token has its
 * own expiry; deleting a session deletes its tokens. Sessions started before this table existed carried
 * signed tokens that no longer authenticate, so they are deleted with what they held.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('session_tokens')
    // base64url SHA-256 of the token; the token itself is never stored.
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    // Epoch seconds (the app's clock).
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('session_tokens_session_id').on('session_tokens').column('session_id').execute();
  await db.schema.createIndex('session_tokens_expires_at').on('session_tokens').column('expires_at').execute();
  await sql`DELETE FROM sessions`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('session_tokens').execute();
}
