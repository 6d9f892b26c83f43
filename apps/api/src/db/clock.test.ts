/**
 * Two instances on one database, the second on a machine whose clock runs 19 hours ahead: both keep the
 * database's time (db/clock.ts), so the second neither purges nor refuses the first one's live sessions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { SessionService } from '../services/sessions';
import { TEST_SECRET } from '../test/app';
import { testDb } from '../test/db';
import type { DbHandle } from '.';
import { DatabaseClock } from './clock';

const AHEAD_MS = 19 * 3600_000;
const config = {
  ...loadConfig({ SESSION_SECRET: TEST_SECRET, NODE_ENV: 'test' }),
  webDist: '/nonexistent',
  trustProxy: ['127.0.0.1'],
};

let handle: DbHandle;
let first: FastifyInstance;
let second: FastifyInstance;
const right = { clock: null as unknown as DatabaseClock };
const ahead = { clock: null as unknown as DatabaseClock };

beforeAll(async () => {
  handle = await testDb();
  right.clock = new DatabaseClock(handle.db);
  ahead.clock = new DatabaseClock(handle.db, () => Date.now() + AHEAD_MS);
  await right.clock.sync();
  await ahead.clock.sync();
  first = await createApp({ config, db: handle, logger: false, clock: right.clock.now });
  second = await createApp({ config, db: handle, logger: false, clock: ahead.clock.now });
});
afterAll(async () => {
  await first.close();
  await second.close();
  await handle.close();
});

describe('an instance whose machine clock is 19 hours ahead', () => {
  it("measures its offset to the database's clock", () => {
    expect(ahead.clock.offset).toBeLessThan(-AHEAD_MS + 60_000);
    expect(ahead.clock.offset).toBeGreaterThan(-AHEAD_MS - 60_000);
    expect(Math.abs(ahead.clock.now().getTime() - right.clock.now().getTime())).toBeLessThan(60_000);
  });

  it("leaves the first instance's 5 sessions alive: its purge and its expiry checks keep the database's time", async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await first.inject({
        method: 'POST',
        url: '/api/application/pre-check',
        headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
        payload: { hasCrimeOutsideTexas: false, hasCrimeBefore1990: false },
      });
      expect(res.statusCode).toBe(200);
      tokens.push((res.json() as { token: string }).token);
    }
    // The second instance's purge, wired as main.ts wires it (its sessions service on its clock).
    expect(await new SessionService(handle.db, ahead.clock.now).purgeExpired()).toBe(0);
    for (const token of tokens) {
      expect(await new SessionService(handle.db, right.clock.now).sessionIdOf(`Bearer ${token}`)).not.toBeNull();
      // A request routed to the second instance finds the session too.
      expect(await new SessionService(handle.db, ahead.clock.now).sessionIdOf(`Bearer ${token}`)).not.toBeNull();
    }
    // The machine's own clock, 19 hours ahead, would have taken every one of them for expired.
    const raw = new SessionService(handle.db, () => new Date(Date.now() + AHEAD_MS));
    expect(await raw.sessionIdOf(`Bearer ${tokens[0] ?? ''}`)).toBeNull();
  });
});
