import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE } from '@cyr/schemas';
import type { DbHandle } from '../../db';
import { TEST_SECRET, TestClock } from '../../test/app';
import { testDb } from '../../test/db';
import { auditClientHash, countyDayStart, listAudit, writeAudit } from './audit';

/**
 * The audit log's rules in the database (migration 0761): repeated failures fold into one entry with a count,
 * the client is a keyed hash, a change keeps its before and after, nothing else may be updated or deleted, and
 * the page of entries filters by who, what and when.
 */
let h: DbHandle;
const clock = new TestClock();
const admin = { id: 'a-1', email: 'admin@cyr.example' };
const anonymous = { id: null, email: null };

beforeAll(async () => {
  h = await testDb();
});
afterAll(async () => {
  await h.close();
});

const rows = () => h.db.selectFrom('staff_audit').selectAll().orderBy('id').execute();

describe('writing', () => {
  it('folds repeated failures from one client within the hour into one entry with a count', async () => {
    const one = auditClientHash(TEST_SECRET, '203.0.113.1');
    const two = auditClientHash(TEST_SECRET, '203.0.113.2');
    expect(one).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(one).not.toBe(two);
    expect(one).not.toContain('203');
    await writeAudit(h.db, admin, 'help_viewed', 'help:1', { at: clock.now() });
    for (let i = 0; i < 7; i++) {
      clock.advance(1);
      await writeAudit(h.db, anonymous, 'sign_in_failed', null, { client: one, at: clock.now() });
      await writeAudit(h.db, anonymous, 'sign_in_failed', null, { client: two, at: clock.now() });
    }
    const all = await rows();
    expect(all.map((r) => [r.action, r.client_hash, r.count])).toEqual([
      ['help_viewed', null, 1],
      ['sign_in_failed', one, 7],
      ['sign_in_failed', two, 7],
    ]);
    expect(new Date(all[1]?.last_at ?? 0).getTime() - new Date(all[1]?.at ?? 0).getTime()).toBe(6000);
    // An hour later it is a new entry; a staff action is never folded.
    clock.advance(3600);
    await writeAudit(h.db, anonymous, 'sign_in_failed', null, { client: one, at: clock.now() });
    await writeAudit(h.db, admin, 'help_viewed', 'help:1', { at: clock.now() });
    await writeAudit(h.db, admin, 'help_viewed', 'help:1', { at: clock.now() });
    expect((await rows()).length).toBe(6);
  });

  it('keeps what a change changed', async () => {
    await writeAudit(h.db, admin, 'role_changed', 'staff:s-9', {
      before: { role: 'staff' },
      after: { role: 'admin' },
      at: clock.now(),
    });
    const last = (await rows()).at(-1);
    expect(last).toMatchObject({ action: 'role_changed', before: { role: 'staff' }, after: { role: 'admin' } });
  });
});

describe('the database itself', () => {
  it('lets an UPDATE through only when it raises a count and nothing else changes', async () => {
    const [first] = await rows();
    const id = first?.id ?? 0;
    await expect(sql`UPDATE staff_audit SET action = 'sign_in' WHERE id = ${id}`.execute(h.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(
      sql`UPDATE staff_audit SET count = count + 1, last_at = at, subject = 'x' WHERE id = ${id}`.execute(h.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`UPDATE staff_audit SET count = 0, last_at = at WHERE id = ${id}`.execute(h.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM staff_audit WHERE id = ${id}`.execute(h.db)).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE staff_audit`.execute(h.db)).rejects.toThrow(/append-only/);
    // The purge function deletes nothing younger than two years.
    const purged = await sql<{ n: number }>`SELECT staff_audit_purge(0) AS n`.execute(h.db);
    expect(Number(purged.rows[0]?.n)).toBe(0);
    expect((await rows()).length).toBe(7);
  });
});

describe('reading', () => {
  it('pages newest first and filters by who, what, when and client', async () => {
    for (let i = 0; i < 2 * AUDIT_PAGE_SIZE; i++)
      await writeAudit(h.db, { id: 's-1', email: 'staff@cyr.example' }, 'help_updated', `help:${i}`, {
        at: clock.now(),
      });
    const first = await listAudit(h.db);
    expect(first).toMatchObject({ total: 2 * AUDIT_PAGE_SIZE + 7, page: 1, pageSize: AUDIT_PAGE_SIZE });
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries[0]?.subject).toBe(`help:${2 * AUDIT_PAGE_SIZE - 1}`);
    const third = await listAudit(h.db, { page: 3 });
    expect(third.entries).toHaveLength(7);
    expect(third.entries.at(-1)?.action).toBe('help_viewed');

    const anon = await listAudit(h.db, { actor: 'anonymous' });
    expect(anon.entries.map((e) => e.count)).toEqual([1, 7, 7]);
    expect(anon.entries.every((e) => e.action === 'sign_in_failed' && e.client)).toBe(true);
    const byAdmin = await listAudit(h.db, { actor: 'ADMIN@cyr.example ' });
    expect(byAdmin.total).toBe(4);
    expect((await listAudit(h.db, { action: 'role_changed' })).entries[0]).toMatchObject({
      before: { role: 'staff' },
      after: { role: 'admin' },
    });
    const client = auditClientHash(TEST_SECRET, '203.0.113.2');
    expect((await listAudit(h.db, { client })).entries.map((e) => e.count)).toEqual([7]);
    // Days in Harris County: the test clock started on 2026-11-21 at noon in Houston.
    expect((await listAudit(h.db, { from: '2026-11-21', to: '2026-11-21' })).total).toBe(2 * AUDIT_PAGE_SIZE + 7);
    expect((await listAudit(h.db, { from: '2026-11-22' })).total).toBe(0);
    expect((await listAudit(h.db, { to: '2026-11-20' })).total).toBe(0);
  });

  it('a Harris County day starts at midnight in Houston, in summer and in winter', () => {
    expect(countyDayStart('2026-11-21').toISOString()).toBe('2026-11-21T06:00:00.000Z');
    expect(countyDayStart('2026-07-04').toISOString()).toBe('2026-07-04T05:00:00.000Z');
    expect(countyDayStart('2026-03-08').toISOString()).toBe('2026-03-08T06:00:00.000Z');
  });
});
