import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db';
import { testDb } from '../test/db';
import { DbRateLimiter } from './counter';

let handle: DbHandle;
beforeAll(async () => {
  handle = await testDb();
});
afterAll(async () => {
  await handle.close();
});

describe('DbRateLimiter', () => {
  it('counts hits per scope and client, and refuses above the limit', async () => {
    let now = new Date('2026-03-02T10:00:05Z');
    const limiter = new DbRateLimiter(handle.db, 's'.repeat(32), () => now);
    const counts = [];
    for (let i = 0; i < 4; i++) counts.push((await limiter.hit('lookup', '203.0.113.9', 3, 60)).allowed);
    expect(counts).toEqual([true, true, true, false]);
    expect((await limiter.hit('lookup', '203.0.113.10', 3, 60)).allowed).toBe(true);
    expect((await limiter.hit('email', '203.0.113.9', 3, 60)).count).toBe(1);
    // Half a window later, half of the previous window still counts: 4 × 0.5 + 1.
    now = new Date('2026-03-02T10:01:30Z');
    expect((await limiter.hit('lookup', '203.0.113.9', 3, 60)).count).toBe(3);
  });

  it('stores an HMAC of the client, never the address', async () => {
    const limiter = new DbRateLimiter(handle.db, 's'.repeat(32));
    await limiter.hit('probe', '198.51.100.7', 5, 60);
    const keys = await handle.db.selectFrom('rate_limit_counters').select('key').execute();
    expect(keys.some((k) => k.key.startsWith('probe:'))).toBe(true);
    expect(keys.some((k) => k.key.includes('198.51.100.7'))).toBe(false);
  });

  it("commits its counter without waiting for the disk, and leaves other transactions' setting alone", async () => {
    const before = await sql<{ synchronous_commit: string }>`SHOW synchronous_commit`.execute(handle.db);
    expect(before.rows[0]?.synchronous_commit).toBe('on');
    const inside = await handle.db.transaction().execute(async (trx) => {
      await new DbRateLimiter(trx, 's'.repeat(32)).hit('probe', '198.51.100.8', 5, 60);
      return sql<{ synchronous_commit: string }>`SHOW synchronous_commit`.execute(trx);
    });
    expect(inside.rows[0]?.synchronous_commit).toBe('off');
    const after = await sql<{ synchronous_commit: string }>`SHOW synchronous_commit`.execute(handle.db);
    expect(after.rows[0]?.synchronous_commit).toBe('on');
  });
});
