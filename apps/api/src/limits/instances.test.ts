import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../app';
import { loadConfig, type Config } from '../config';
import { createDb, type DbHandle } from '../db';
import { importSynthetic } from '../services/seed';
import { DEMO_LOOKUP, TEST_SECRET } from '../test/app';
import { testDb } from '../test/db';

/**
 * Two instances on one database (docs/deploy.md): a limit is one count shared by both, and the client it
 * counts against is the connection's peer unless TRUST_PROXY names the proxy in front. On PostgreSQL
 * (TEST_DATABASE_URL) each instance has its own pool, as two processes would.
 */
let first: DbHandle & { url?: string };
let second: DbHandle;
const open: FastifyInstance[] = [];

beforeAll(async () => {
  first = await testDb();
  await importSynthetic(first.db, { people: 2, seed: 'test', rundate: '2026-11-20' });
  second = first.url ? await createDb({ databaseUrl: first.url }) : first;
});
afterAll(async () => {
  for (const app of open) await app.close();
  if (second && second !== first) await second.close();
  await first?.close();
});

async function twoInstances(extra: Partial<Config>): Promise<[string, string]> {
  const config: Config = {
    ...loadConfig({ SESSION_SECRET: TEST_SECRET, NODE_ENV: 'test' }),
    webDist: '/nonexistent',
    lookupRateLimit: 10,
    preCheckRateLimit: 1000,
    lookupNameRateLimit: 1_000_000,
    ...extra,
  };
  const bases: string[] = [];
  for (const db of [first, second]) {
    const app = await createApp({ config, db, logger: false });
    open.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    bases.push(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  }
  return [bases[0] ?? '', bases[1] ?? ''];
}

async function token(base: string): Promise<string> {
  const res = await fetch(`${base}/api/application/pre-check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ hasCrimeOutsideTexas: false, hasCrimeBefore1990: false }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

function lookup(base: string, auth: string, forwardedFor?: string): Promise<number> {
  return fetch(`${base}/api/application/cont/case-lookup`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${auth}`,
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify({ ...DEMO_LOOKUP, firstName: 'Ana' }),
  }).then(async (r) => {
    await r.arrayBuffer();
    return r.status;
  });
}

describe('a lookup limit of 10 per minute on two instances', () => {
  it('answers at most 10 of 30 lookups from one client, with or without forged X-Forwarded-For', async () => {
    const [a, b] = await twoInstances({ trustProxy: false });
    const auth = await token(a);
    const plain: number[] = [];
    for (let i = 0; i < 30; i++) plain.push(await lookup(i % 2 === 0 ? a : b, auth));
    expect(plain.filter((s) => s === 200)).toHaveLength(10);
    expect(plain.filter((s) => s === 429)).toHaveLength(20);

    // Forged addresses change nothing: the socket's peer is the client, and it has had its 10.
    const forged: number[] = [];
    for (let i = 0; i < 30; i++)
      forged.push(await lookup(i % 2 === 0 ? a : b, auth, `198.51.100.${i}, 203.0.113.${i}`));
    expect(forged.filter((s) => s === 200)).toHaveLength(0);
  });

  it('answers at most 10 of 30 forged lookups from a fresh client', async () => {
    const [a, b] = await twoInstances({ trustProxy: false, lookupRateLimit: 10 });
    const auth = await token(a);
    // A route of its own: the count above is per route, so clear it for this client first.
    await first.db.deleteFrom('rate_limit_counters').execute();
    const forged: number[] = [];
    for (let i = 0; i < 30; i++) forged.push(await lookup(i % 2 === 0 ? a : b, auth, `198.51.100.${i}`));
    expect(forged.filter((s) => s === 200)).toHaveLength(10);
  });

  it('tells clients apart behind a configured proxy, and a forged left-most entry does not help', async () => {
    const [a, b] = await twoInstances({ trustProxy: ['127.0.0.1'], lookupRateLimit: 5 });
    const auth = await token(a);
    await first.db.deleteFrom('rate_limit_counters').execute();
    const results = new Map<string, number[]>();
    for (const client of ['192.0.2.10', '192.0.2.11']) {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        statuses.push(await lookup(i % 2 === 0 ? a : b, auth, i < 4 ? client : `203.0.113.${i}, ${client}`));
      }
      results.set(client, statuses);
    }
    for (const statuses of results.values()) {
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
    }
  });
});
