import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../app';
import { loadConfig, type Config } from '../config';
import { createDb, type DbHandle } from '../db';
import { importSynthetic } from '../services/seed';
import { DEMO_LOOKUP, TEST_SECRET, TestClock } from '../test/app';
import { testDb } from '../test/db';

/**
 * Two instances, each with its own connection pool, on one PostgreSQL database (docs/deploy.md): the /64
 * limit and the per-name limit are one count shared by both, so a client that alternates between instances
 * (as a load balancer would send it) gets the limit once, not twice.
 */
let first: DbHandle & { url?: string };
let second: DbHandle;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error('this test needs TEST_DATABASE_URL (a PostgreSQL server)');
  first = await testDb();
  await importSynthetic(first.db, { people: 2, seed: 'test', rundate: '2026-11-20' });
  second = await createDb({ databaseUrl: first.url ?? '' });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await second?.close();
  await first?.close();
});

async function twoInstances(extra: Partial<Config>): Promise<[FastifyInstance, FastifyInstance]> {
  const clock = new TestClock();
  const config: Config = {
    ...loadConfig({ SESSION_SECRET: TEST_SECRET, NODE_ENV: 'test' }),
    webDist: '/nonexistent',
    preCheckRateLimit: 1_000_000,
    lookupRateLimit: 1_000_000,
    lookupNameRateLimit: 1_000_000,
    trustProxy: ['127.0.0.1'],
    ...extra,
  };
  const a = await createApp({ config, db: first, clock: clock.now, logger: false });
  const b = await createApp({ config, db: second, clock: clock.now, logger: false });
  apps.push(a, b);
  return [a, b];
}

async function session(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/application/pre-check',
    payload: { hasCrimeOutsideTexas: false, hasCrimeBefore1990: false },
  });
  expect(res.statusCode).toBe(200);
  return `Bearer ${(res.json() as { token: string }).token}`;
}

async function lookup(app: FastifyInstance, auth: string, ip: string, body: object): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/application/cont/case-lookup',
    headers: { authorization: auth, 'x-forwarded-for': ip },
    payload: { ...DEMO_LOOKUP, ...body },
  });
  return res.statusCode;
}

describe('limits shared by two instances on one PostgreSQL', () => {
  it('20 addresses of one /64, alternating instances, get one limit of 6', async () => {
    const [a, b] = await twoInstances({ lookupRateLimit: 6 });
    const auth = await session(a);
    const statuses: number[] = [];
    for (let i = 1; i <= 20; i++) {
      statuses.push(await lookup(i % 2 ? a : b, auth, `2001:db8:77:1:${i.toString(16)}::1`, { firstName: 'Ana' }));
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(6);
    expect(statuses.slice(6).every((s) => s === 429)).toBe(true);
  });

  it('one name and birth year from 20 addresses, alternating instances, gets 4 lookups', async () => {
    const [a, b] = await twoInstances({ lookupNameRateLimit: 4 });
    const statuses: number[] = [];
    for (let i = 1; i <= 20; i++) {
      const app = i % 2 ? a : b;
      statuses.push(
        await lookup(app, await session(app), `198.51.100.${i}`, { firstName: 'Bea', dob: `1990-03-${10 + i}` }),
      );
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(statuses.slice(4).every((s) => s === 429)).toBe(true);
  });
});
