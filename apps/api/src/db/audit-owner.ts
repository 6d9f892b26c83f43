import { sql } from 'kysely';
import type { Db } from '.';

/**
 * Hands the staff audit log to a role of its own (docs/decisions/0091-audit-owned-apart.md, docs/deploy.md
 * "The audit's owner"). Run once on PostgreSQL, after the migrations, by the database's administrator (a
 * superuser, or a role that is a member of both roles named here): `npm run db:audit-owner`.
 *
 * After it, `owner` (a role nobody signs in as) owns `staff_audit`, its sequence, its trigger function and the
 * two functions the site calls; `site` (the role the site signs in as) may only SELECT and INSERT rows and
 * EXECUTE `staff_audit_record` (add, or fold a repeat's count) and `staff_audit_purge` (delete entries past
 * their retention period). Only an owner may disable or replace a trigger, alter or drop the table, so the
 * site's role cannot switch the append-only trigger off and delete entries; UPDATE, DELETE and TRUNCATE are
 * not granted to it at all.
 *
 * Names are checked against a plain identifier pattern before they are put into the statements.
 */
const ROLE_RE = /^[a-z_][a-z0-9_]{0,62}$/;

const RECORD_FN = 'staff_audit_record(timestamptz, text, text, text, text, jsonb, jsonb, text, integer)';
const PURGE_FN = 'staff_audit_purge(integer)';

export async function handAuditToOwner(db: Db, roles: { owner: string; site: string }): Promise<void> {
  for (const r of [roles.owner, roles.site])
    if (!ROLE_RE.test(r)) throw new Error(`not a plain role name: ${JSON.stringify(r)}`);
  if (roles.owner === roles.site) throw new Error('the owner and the site must be different roles');
  const owner = sql.id(roles.owner);
  const site = sql.id(roles.site);
  await db.transaction().execute(async (trx) => {
    await sql`ALTER TABLE staff_audit OWNER TO ${owner}`.execute(trx);
    await sql`ALTER SEQUENCE staff_audit_id_seq OWNER TO ${owner}`.execute(trx);
    await sql`ALTER FUNCTION staff_audit_append_only() OWNER TO ${owner}`.execute(trx);
    await sql`ALTER FUNCTION ${sql.raw(RECORD_FN)} OWNER TO ${owner}`.execute(trx);
    await sql`ALTER FUNCTION ${sql.raw(PURGE_FN)} OWNER TO ${owner}`.execute(trx);
    await sql`REVOKE ALL ON staff_audit FROM PUBLIC, ${site}`.execute(trx);
    await sql`GRANT SELECT, INSERT ON staff_audit TO ${site}`.execute(trx);
    await sql`REVOKE ALL ON SEQUENCE staff_audit_id_seq FROM PUBLIC, ${site}`.execute(trx);
    await sql`GRANT USAGE ON SEQUENCE staff_audit_id_seq TO ${site}`.execute(trx);
    for (const fn of [RECORD_FN, PURGE_FN]) {
      await sql`REVOKE ALL ON FUNCTION ${sql.raw(fn)} FROM PUBLIC`.execute(trx);
      await sql`GRANT EXECUTE ON FUNCTION ${sql.raw(fn)} TO ${site}`.execute(trx);
    }
  });
}

/** Who owns the audit table, and whether `site` is a member of that role (it must not be). */
export async function auditOwnership(db: Db, site: string): Promise<{ owner: string; siteIsOwner: boolean }> {
  const { rows } = await sql<{ owner: string; member: boolean }>`
    SELECT pg_get_userbyid(c.relowner) AS owner, pg_has_role(${site}, c.relowner, 'USAGE') AS member
    FROM pg_class c WHERE c.oid = 'staff_audit'::regclass`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('staff_audit not found: run the migrations first');
  return { owner: row.owner, siteIsOwner: row.member };
}
