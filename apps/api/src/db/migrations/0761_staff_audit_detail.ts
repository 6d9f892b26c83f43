import { sql, type Kysely } from 'kysely';

/**
 * An audit a person can read, which the site's own database role can only add to and read
 * (docs/decisions/0091-audit-owned-apart.md):
 * - `before` and `after`: what a change changed (a role, a status, an assignee), as JSON;
 * - `client_hash`: the client's address as a keyed hash (HMAC with the site's secret), so the entries of one
 *   address can be told apart and followed without the address being kept;
 * - `count` and `last_at`: a repeated failure (the same action, account, subject and address within a few
 *   minutes) is one entry with a count, so an attack cannot push the staff's actions out of view;
 * - the trigger of migration 0500 now lets an UPDATE through only when it raises `count` and moves `last_at`
 *   on, changing nothing else: an entry's facts stay as written;
 * - `staff_audit_record(...)` adds an entry or folds it into the last like it, and `staff_audit_purge(days)`
 *   deletes entries past their retention period. Both are SECURITY DEFINER: once the table and the functions
 *   belong to a separate owner role (apps/api/src/db/audit-owner.ts, docs/deploy.md "The audit's owner"), the
 *   site's role holds only SELECT and INSERT on the table and EXECUTE on these two.
 */
export const AUDIT_KEEP_DAYS_AT_0761 = 731;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('staff_audit')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('client_hash', 'text')
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('last_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('staff_audit_action_at').on('staff_audit').columns(['action', 'at']).execute();
  await db.schema.createIndex('staff_audit_actor').on('staff_audit').columns(['actor_email', 'id']).execute();

  const keep = sql.raw(String(AUDIT_KEEP_DAYS_AT_0761));
  await sql`
    CREATE OR REPLACE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' AND OLD.at < now() - interval '${keep} days' THEN
        RETURN OLD;
      END IF;
      IF TG_OP = 'UPDATE'
        AND NEW.count > OLD.count
        AND NEW.last_at IS NOT NULL
        AND NEW.last_at >= coalesce(OLD.last_at, OLD.at)
        AND (NEW.id, NEW.at, NEW.actor_id, NEW.actor_email, NEW.action, NEW.subject, NEW.before, NEW.after,
             NEW.client_hash)
          IS NOT DISTINCT FROM
            (OLD.id, OLD.at, OLD.actor_id, OLD.actor_email, OLD.action, OLD.subject, OLD.before, OLD.after,
             OLD.client_hash)
      THEN
        RETURN NEW;
      END IF;
      RAISE EXCEPTION 'staff_audit is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
    END;
    $$`.execute(db);

  await sql`
    CREATE FUNCTION staff_audit_record(
      p_at timestamptz, p_actor_id text, p_actor_email text, p_action text, p_subject text,
      p_before jsonb, p_after jsonb, p_client_hash text, p_fold_seconds integer
    ) RETURNS integer LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    DECLARE
      entry_id integer;
    BEGIN
      IF p_fold_seconds > 0 THEN
        SELECT id INTO entry_id FROM staff_audit
          WHERE action = p_action
            AND actor_id IS NOT DISTINCT FROM p_actor_id
            AND subject IS NOT DISTINCT FROM p_subject
            AND client_hash IS NOT DISTINCT FROM p_client_hash
            AND at >= p_at - make_interval(secs => p_fold_seconds)
          ORDER BY id DESC
          LIMIT 1
          FOR UPDATE;
        IF entry_id IS NOT NULL THEN
          UPDATE staff_audit SET count = count + 1, last_at = greatest(coalesce(last_at, at), p_at)
            WHERE id = entry_id;
          RETURN entry_id;
        END IF;
      END IF;
      INSERT INTO staff_audit (at, actor_id, actor_email, action, subject, before, after, client_hash)
        VALUES (p_at, p_actor_id, p_actor_email, p_action, p_subject, p_before, p_after, p_client_hash)
        RETURNING id INTO entry_id;
      RETURN entry_id;
    END;
    $$`.execute(db);

  await sql`
    CREATE FUNCTION staff_audit_purge(p_keep_days integer) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    DECLARE
      n integer;
    BEGIN
      DELETE FROM staff_audit WHERE at < now() - make_interval(days => greatest(p_keep_days, ${keep}));
      GET DIAGNOSTICS n = ROW_COUNT;
      RETURN n;
    END;
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const keep = sql.raw(String(AUDIT_KEEP_DAYS_AT_0761));
  // Migration 0500's trigger function: no UPDATE at all.
  await sql`
    CREATE OR REPLACE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' AND OLD.at < now() - interval '${keep} days' THEN
        RETURN OLD;
      END IF;
      RAISE EXCEPTION 'staff_audit is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
    END;
    $$`.execute(db);
  await sql`DROP FUNCTION staff_audit_purge(integer)`.execute(db);
  await sql`DROP FUNCTION staff_audit_record(timestamptz, text, text, text, text, jsonb, jsonb, text, integer)`.execute(
    db,
  );
  await db.schema.dropIndex('staff_audit_actor').execute();
  await db.schema.dropIndex('staff_audit_action_at').execute();
  await db.schema
    .alterTable('staff_audit')
    .dropColumn('before')
    .dropColumn('after')
    .dropColumn('client_hash')
    .dropColumn('count')
    .dropColumn('last_at')
    .execute();
}
