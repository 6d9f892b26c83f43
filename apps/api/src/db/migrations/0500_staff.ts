import { sql, type Kysely } from 'kysely';

/**
 * The staff console (docs/api/staff.md, docs/decisions/0070-staff-authentication.md):
 * - `staff_users`: staff accounts (argon2id password hash, TOTP secret, the last TOTP step used, wrong-password
 *   count and lockout, disabled);
 * - `staff_sessions`: staff sessions by the SHA-256 of their cookie token, with idle and absolute expiry, and the
 *   sign-ins between the password and the second factor (`stage = 'pending'`);
 * - `staff_audit`: append-only log of sign-ins, views of personal data and exports. A trigger refuses every
 *   UPDATE and TRUNCATE, and a DELETE of an entry younger than its retention period (the only delete is the
 *   retention purge, apps/api/src/retention/purge.ts);
 * - `staff_jobs`: console-started jobs (a sync), at most one running of a kind (unique partial index), so two
 *   instances cannot start two;
 * - `help_requests` gains its inbox columns: status, assignee, due date, internal notes, replies, the
 *   acknowledgement's outbox id.
 */
export const AUDIT_KEEP_DAYS_AT_MIGRATION = 731;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Lower-cased; the unique index makes two accounts for one address impossible.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    // base32 TOTP secret once enrolled; the secret being enrolled until its first code is confirmed.
    .addColumn('totp_secret', 'text')
    .addColumn('totp_pending_secret', 'text')
    // The last 30-second step a code was accepted for: a code of that step or an earlier one is refused.
    .addColumn('totp_last_step', 'bigint')
    // True until the person replaces the one-time password they were given (add, reset-password).
    .addColumn('must_change_password', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_at', 'timestamptz')
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_sign_in_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('staff_sessions')
    // base64url SHA-256 of the cookie token; the token itself is never stored.
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    // `pending` (password checked, second factor not yet) or `active`.
    .addColumn('stage', 'text', (c) => c.notNull())
    // Epoch seconds (the app's clock).
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('idle_expires_at', 'bigint', (c) => c.notNull())
    .addColumn('absolute_expires_at', 'bigint', (c) => c.notNull())
    .addColumn('totp_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('staff_sessions_staff_id').on('staff_sessions').column('staff_id').execute();
  await db.schema.createIndex('staff_sessions_expires').on('staff_sessions').column('idle_expires_at').execute();

  await db.schema
    .createTable('staff_audit')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // No foreign key: an entry outlives the account it names.
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .execute();
  await db.schema.createIndex('staff_audit_at').on('staff_audit').column('at').execute();
  await sql`
    CREATE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' AND OLD.at < now() - interval '${sql.raw(String(AUDIT_KEEP_DAYS_AT_MIGRATION))} days' THEN
        RETURN OLD;
      END IF;
      RAISE EXCEPTION 'staff_audit is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
    END;
    $$`.execute(db);
  await sql`CREATE TRIGGER staff_audit_no_change BEFORE UPDATE OR DELETE ON staff_audit
    FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only()`.execute(db);
  await sql`CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON staff_audit
    FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_append_only()`.execute(db);

  await db.schema
    .createTable('staff_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('started_by', 'text')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .execute();
  await sql`CREATE UNIQUE INDEX staff_jobs_one_running ON staff_jobs (kind) WHERE finished_at IS NULL`.execute(db);

  await db.schema
    .alterTable('help_requests')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('assignee_id', 'text')
    .addColumn('due_on', 'text')
    .addColumn('notes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('replies', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('ack_outbox_id', 'uuid')
    .addColumn('updated_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('help_requests_status').on('help_requests').columns(['status', 'due_on']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('help_requests_status').execute();
  await db.schema
    .alterTable('help_requests')
    .dropColumn('status')
    .dropColumn('assignee_id')
    .dropColumn('due_on')
    .dropColumn('notes')
    .dropColumn('replies')
    .dropColumn('ack_outbox_id')
    .dropColumn('updated_at')
    .execute();
  await db.schema.dropTable('staff_jobs').execute();
  await sql`DROP TABLE staff_audit`.execute(db);
  await sql`DROP FUNCTION staff_audit_append_only()`.execute(db);
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('staff_users').execute();
}
