import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@cyr/schemas';
import { DEMO_LOOKUP, makeTestApp, startSession, TestClock, type TestApp } from '../test/app';
import { testDb } from '../test/db';
import type { DbHandle } from '../db';
import { clientAddressKey } from './client';
import { DbRateLimiter, secondsUntilAllowed } from './counter';
import { searchedNameKeys } from './searched-name';

/**
 * Limits that follow people, not sockets: IPv6 clients by their /64, lookups counted per searched name and
 * birth year across every client, and a `Retry-After` that is the lockout's real end.
 */
const LOOKUP = '/api/application/cont/case-lookup';

function expect429(res: { statusCode: number; json(): unknown; headers: Record<string, unknown> }) {
  expect(res.statusCode).toBe(429);
  const body = ErrorBodySchema.parse(res.json());
  expect(body.error.code).toBe('rate_limited');
  expect(body.error.messageEs).not.toBe(body.error.message);
  expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
}

describe('clientAddressKey', () => {
  it('counts IPv6 by its network prefix, IPv4 (also written as IPv6) by its address', () => {
    expect(clientAddressKey('2001:db8:1:2:3:4:5:6', 64)).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:DB8:1:2::FF', 64)).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8:1:3::1', 64)).toBe('2001:db8:1:3::/64');
    expect(clientAddressKey('2001:db8:1:3::1', 48)).toBe('2001:db8:1::/48');
    expect(clientAddressKey('2001:db8:1:3::1', 128)).toBe('2001:db8:1:3::1/128');
    expect(clientAddressKey('::ffff:203.0.113.7', 64)).toBe('203.0.113.7');
    expect(clientAddressKey('203.0.113.7', 64)).toBe('203.0.113.7');
    expect(clientAddressKey('', 64)).toBe('unknown');
  });
});

describe('searchedNameKeys', () => {
  it('is every first × last name pair (aliases included), normalised, with the birth year only', () => {
    expect(searchedNameKeys({ firstName: 'Ána', lastName: "O'Neil" }, '1990-05-06')).toEqual(['ANA|ONEIL|1990']);
    expect(searchedNameKeys({ firstName: 'ana', lastName: 'oneil' }, '1990-12-31')).toEqual(['ANA|ONEIL|1990']);
    expect(
      searchedNameKeys(
        { firstName: 'X', lastName: 'Y', aliasFirstNames: ['Ana'], aliasLastNames: ['Oneil'] },
        '1990-01-01',
      ),
    ).toEqual(['X|Y|1990', 'X|ONEIL|1990', 'ANA|Y|1990', 'ANA|ONEIL|1990']);
    expect(searchedNameKeys({ firstName: '!!', lastName: 'Y' }, '1990-01-01')).toEqual([]);
  });
});

describe('Retry-After is the real end of the lockout', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await testDb();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('a client that waits Retry-After seconds is let in, one second earlier it is not', async () => {
    // Two clients with the same history: one comes back a second early, the other exactly on time.
    for (const [history, max, windowSeconds] of [
      // A burst at the end of one window, then hammering early in the next (the old header said "50 s").
      [[55, 55, 55, 55, 55, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70], 5, 60],
      [[0, 1, 2, 3], 3, 60],
      [[10, 20, 30, 40, 50, 59, 60, 61], 4, 60],
      [[100, 100, 100, 3000, 3500, 3599, 3600, 3601], 3, 3600],
    ] as const) {
      const clock = new TestClock(Date.UTC(2026, 2, 2, 10, 0, 0));
      const start = clock.ms;
      const limiter = new DbRateLimiter(handle.db, 's'.repeat(32), clock.now);
      const scope = `retry-${history.join('-')}`;
      let last = { allowed: true, retryAfter: 0, count: 0 };
      for (const at of history) {
        clock.ms = start + at * 1000;
        last = await limiter.hit(scope, 'early', max, windowSeconds);
        await limiter.hit(scope, 'on-time', max, windowSeconds);
      }
      expect(last.allowed).toBe(false);
      const wait = last.retryAfter;
      const refusedAt = clock.ms;
      clock.ms = refusedAt + (wait - 1) * 1000;
      expect((await limiter.hit(scope, 'early', max, windowSeconds)).allowed).toBe(false);
      clock.ms = refusedAt + wait * 1000;
      expect((await limiter.hit(scope, 'on-time', max, windowSeconds)).allowed).toBe(true);
    }
  });

  it("is longer than the rest of the window when this window's hits still weigh in the next", () => {
    // 20 hits in the window ending in a second: in the next window they weigh 20 × (1 − x/60), and a hit
    // is let in once 1 + that is at most 5, 48 s into it: 49 s from now, not the 1 s left in the window.
    const state = { windowStart: 0, windowSeconds: 60, current: 20, previous: 0 };
    expect(secondsUntilAllowed(59_000, 5, state)).toBe(49);
    // 5 of 5 used 10 s into a window: not at its end (50 s), but 12 s into the next, when 1 + 5 × (1 − 12/60) = 5.
    expect(secondsUntilAllowed(10_000, 5, { windowStart: 0, windowSeconds: 60, current: 5, previous: 0 })).toBe(62);
  });
});

describe('per-client limits of a route', () => {
  let t: TestApp;
  let auth: string;
  beforeAll(async () => {
    t = await makeTestApp({ config: { lookupRateLimit: 5 } });
    auth = await startSession(t.app);
  });
  afterAll(async () => {
    await t.close();
  });
  const lookup = (headers: Record<string, string>, body: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: LOOKUP,
      headers: { authorization: auth, ...headers },
      payload: { ...DEMO_LOOKUP, firstName: 'Ana', ...body },
    });

  it('20 addresses of one /64 share one limit; another /64 has its own', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 20; i++) {
      statuses.push((await lookup({ 'x-forwarded-for': `2001:db8:aa:bb:${i.toString(16)}::${i}` })).statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    expect429(await lookup({ 'x-forwarded-for': '2001:db8:aa:bb:ffff:ffff:ffff:ffff' }));
    expect((await lookup({ 'x-forwarded-for': '2001:db8:aa:bc::1' })).statusCode).toBe(200);
  });

  it('sends Retry-After equal to the wait until the route lets the client in again', async () => {
    const client = { 'x-forwarded-for': '198.51.100.77' };
    for (let i = 0; i < 5; i++) expect((await lookup(client)).statusCode).toBe(200);
    const refused = await lookup(client);
    expect429(refused);
    const wait = Number(refused.headers['retry-after']);
    // The other client with the very same history checks the exact second.
    const twin = { 'x-forwarded-for': '198.51.100.78' };
    for (let i = 0; i < 6; i++) await lookup(twin);
    const at = t.clock.ms;
    t.clock.ms = at + (wait - 1) * 1000;
    expect429(await lookup(client));
    t.clock.ms = at + wait * 1000;
    expect((await lookup(twin)).statusCode).toBe(200);
  });

  it('no header resets the count: not X-Forwarded-For on the left, X-Real-IP, Forwarded or a new session', async () => {
    const client = '2001:db8:cc:dd::1';
    for (let i = 0; i < 5; i++) await lookup({ 'x-forwarded-for': client });
    expect429(await lookup({ 'x-forwarded-for': client }));
    const forged: Record<string, string>[] = [
      { 'x-forwarded-for': `203.0.113.9, ${client}` },
      { 'x-forwarded-for': '2001:db8:cc:dd::2', 'x-real-ip': '203.0.113.9' },
      { 'x-forwarded-for': '2001:db8:cc:dd::3', forwarded: 'for=203.0.113.9' },
      { 'x-forwarded-for': '2001:db8:cc:dd::4', 'x-ratelimit-reset': '0', 'retry-after': '0' },
    ];
    for (const headers of forged) expect429(await lookup(headers));
    const fresh = await startSession(t.app);
    expect429(await lookup({ 'x-forwarded-for': '2001:db8:cc:dd:1:2:3:4', authorization: fresh }));
  });
});

describe('lookups per searched name and birth year, from any client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ config: { lookupNameRateLimit: 5 } });
  });
  afterAll(async () => {
    await t.close();
  });
  const lookup = async (ip: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: LOOKUP,
      headers: { authorization: await startSession(t.app), 'x-forwarded-for': ip },
      payload: { ...DEMO_LOOKUP, ...body },
    });

  it('one name from 20 addresses (each with its own session) gets 5 lookups an hour, whatever the date of birth', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 20; i++) {
      const dob = `1990-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
      statuses.push((await lookup(`203.0.113.${i}`, { firstName: 'Ana', dob })).statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    // Spelled differently, or hidden among aliases, it is the same name.
    expect429(await lookup('198.51.100.1', { firstName: 'ANA', lastName: 'de-mo' }));
    expect429(
      await lookup('198.51.100.2', {
        firstName: 'Zed',
        lastName: 'Nobody',
        aliasFirstNames: ['Ana'],
        aliasLastNames: ['Demo'],
      }),
    );
    // Another name, or another birth year, has its own count.
    expect((await lookup('198.51.100.3', { firstName: 'Bea' })).statusCode).toBe(200);
    expect((await lookup('198.51.100.4', { firstName: 'Ana', dob: '1991-01-01' })).statusCode).toBe(200);
    // Only HMACs of the names are stored.
    const keys = (await t.db.db.selectFrom('rate_limit_counters').select('key').execute()).map((r) => r.key);
    expect(keys.some((k) => k.startsWith('lookup-name:'))).toBe(true);
    expect(keys.join(' ')).not.toMatch(/ANA|DEMO|1990/i);
  });

  it('ends an hour after the lookups, as Retry-After says', async () => {
    const res = await lookup('192.0.2.50', { firstName: 'Ana' });
    expect429(res);
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThan(60);
    expect(wait).toBeLessThanOrEqual(2 * 3600 + 1);
    t.clock.advance(wait);
    expect((await lookup('192.0.2.51', { firstName: 'Ana' })).statusCode).toBe(200);
  });
});
