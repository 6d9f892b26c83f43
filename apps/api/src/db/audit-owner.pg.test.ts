import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit, writeAudit } from '../services/staff/audit';
import { testDb } from '../test/db';
import { auditOwnership, handAuditToOwner } from './audit-owner';
import { createDb, type DbHandle } from '.';

/**
 * The audit log owned apart (docs/decisions/0091-audit-owned-apart.md): once `npm run db:audit-owner` ran, the
 * role the site signs in as can add entries and read them, and nothing else: it cannot switch the append-only
 * trigger off, replace its function, delete, update, truncate or drop, even as the table's former owner would.
 */
let admin: DbHandle & { url?: string };
let site: DbHandle;
const suffix = randomBytes(4).toString('hex');
const OWNER = `cyr_audit_owner_${suffix}`;
const SITE = `cyr_site_${suffix}`;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error('this test needs TEST_DATABASE_URL (a PostgreSQL server)');
  admin = await testDb();
  await sql`CREATE ROLE ${sql.id(OWNER)} NOLOGIN`.execute(admin.db);
  await sql`CREATE ROLE ${sql.id(SITE)} LOGIN PASSWORD ${sql.lit(suffix)}`.execute(admin.db);
  await writeAudit(admin.db, { id: 'a-1', email: 'admin@cyr.example' }, 'staff_added', 'staff:s-1');
  await handAuditToOwner(admin.db, { owner: OWNER, site: SITE });
  const url = new URL(admin.url ?? '');
  url.username = SITE;
  url.password = suffix;
  site = await createDb({ databaseUrl: url.toString() });
});
afterAll(async () => {
  await site?.close();
  const db = admin?.db;
  if (db) {
    await admin.close();
    // Roles belong to the whole cluster: dropped once the test's database (and what they own in it) is gone.
    const root = await createDb({ databaseUrl: process.env.TEST_DATABASE_URL ?? '' });
    await sql`DROP ROLE IF EXISTS ${sql.id(SITE)}`.execute(root.db).catch(() => undefined);
    await sql`DROP ROLE IF EXISTS ${sql.id(OWNER)}`.execute(root.db).catch(() => undefined);
    await root.close();
  }
});

const count = async () =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM staff_audit`.execute(admin.db)).rows[0]?.n);

describe("the site's role on the audit log", () => {
  it('belongs to the owner role, and the site is no member of it', async () => {
    expect(await auditOwnership(admin.db, SITE)).toEqual({ owner: OWNER, siteIsOwner: false });
  });

  it('adds entries and folds repeated failures through the functions, and reads them', async () => {
    await writeAudit(site.db, { id: 's-1', email: 'staff@cyr.example' }, 'help_viewed', 'help:1');
    await writeAudit(site.db, { id: null, email: null }, 'sign_in_failed', null, { client: 'AAAAAAAAAAAAAAAA' });
    await writeAudit(site.db, { id: null, email: null }, 'sign_in_failed', null, { client: 'AAAAAAAAAAAAAAAA' });
    const page = await listAudit(site.db);
    expect(page.entries.map((e) => [e.action, e.count])).toEqual([
      ['sign_in_failed', 2],
      ['help_viewed', 1],
      ['staff_added', 1],
    ]);
  });

  it('cannot switch the trigger off, replace its function, or turn triggers off for its session', async () => {
    for (const statement of [
      sql`ALTER TABLE staff_audit DISABLE TRIGGER staff_audit_no_change`,
      sql`ALTER TABLE staff_audit DISABLE TRIGGER ALL`,
      sql`DROP TRIGGER staff_audit_no_change ON staff_audit`,
      sql`CREATE OR REPLACE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN OLD; END; $$`,
      sql`SET session_replication_role = replica`,
    ]) {
      await expect(statement.execute(site.db)).rejects.toThrow(/must be owner|permission denied/);
    }
  });

  it('cannot delete, update, truncate or drop entries', async () => {
    const before = await count();
    for (const statement of [
      sql`DELETE FROM staff_audit`,
      sql`UPDATE staff_audit SET action = 'sign_in'`,
      sql`UPDATE staff_audit SET count = count + 1, last_at = at`,
      sql`TRUNCATE staff_audit`,
      sql`DROP TABLE staff_audit`,
      sql`ALTER TABLE staff_audit RENAME TO staff_audit_old`,
    ]) {
      await expect(statement.execute(site.db)).rejects.toThrow(/must be owner|permission denied/);
    }
    // The retention purge runs as the owner and removes only entries past two years: none here.
    const purged = await sql<{ n: number }>`SELECT staff_audit_purge(0) AS n`.execute(site.db);
    expect(Number(purged.rows[0]?.n)).toBe(0);
    expect(await count()).toBe(before);
  });

  it('refuses to hand the table to a role name that is not plain, or to the site itself', async () => {
    await expect(handAuditToOwner(admin.db, { owner: 'x; DROP TABLE staff_audit', site: SITE })).rejects.toThrow(
      /plain role/,
    );
    await expect(handAuditToOwner(admin.db, { owner: SITE, site: SITE })).rejects.toThrow(/different/);
  });
});
