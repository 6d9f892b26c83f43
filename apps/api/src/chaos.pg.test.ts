import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './test/net';
import { importSynthetic } from './services/seed';
import { DEMO_LOOKUP } from './test/app';
import { testDb } from './test/db';
import { startServerProcess, type ServerProcess } from './test/server-process';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy';

/**
 * The server (its own process, as deployed) under lookups at full speed while PostgreSQL drops every
 * connection (`pg_terminate_backend`, what a managed failover does) and while the database is frozen.
 *
 * The database is frozen by a TCP proxy this test controls between the server and PostgreSQL, not by
 * SIGSTOP of the cluster: the cluster is shared with the other integration tests (a stopped postmaster
 * would stall them too), and it belongs to the postgres user. To the server both look the same: the
 * connection is open and nothing answers.
 *
 * Run by `.ci/run` with TEST_DATABASE_URL: `vitest run --config apps/api/src/test/postgres.config.ts`.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

let handle: Awaited<ReturnType<typeof testDb>>;
let proxy: TcpProxy;
let server: ServerProcess;
let dataDir: string;
let dbName = '';

interface Outcome {
  start: number;
  end: number;
  status: number | string;
}

beforeAll(async () => {
  if (!adminUrl) throw new Error('the chaos test needs TEST_DATABASE_URL (a PostgreSQL server)');
  handle = await testDb();
  await importSynthetic(handle.db, { people: 20, seed: 'chaos', rundate: '2026-11-20' });
  const url = new URL(handle.url ?? '');
  dbName = url.pathname.slice(1);
  proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'cyr-chaos-'));
  server = await startServerProcess(
    {
      NODE_ENV: 'development',
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      SESSION_SECRET: 'chaos-test-secret-'.padEnd(48, 'c'),
      LOG_LEVEL: 'warn',
      LOOKUP_RATE_LIMIT: '100000000',
      LOOKUP_NAME_RATE_LIMIT: '100000000',
      PRE_CHECK_RATE_LIMIT: '100000',
      DB_STATEMENT_TIMEOUT_MS: '2000',
      DB_CONNECT_TIMEOUT_MS: '1000',
    },
    await freePort(),
  );
});

afterAll(async () => {
  await server?.stop('SIGKILL');
  await proxy?.close();
  await handle?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function preCheck(): Promise<string> {
  const res = await fetch(`${server.base}/api/application/pre-check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ hasCrimeOutsideTexas: false, hasCrimeBefore1990: false }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** One lookup; its status, or the network error's code (a reset, a refused connection). */
async function lookup(token: string): Promise<Outcome> {
  const start = Date.now();
  try {
    const res = await fetch(`${server.base}/api/application/cont/case-lookup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...DEMO_LOOKUP, firstName: 'Ana' }),
    });
    await res.arrayBuffer();
    return { start, end: Date.now(), status: res.status };
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause;
    return { start, end: Date.now(), status: cause?.code ?? String(err) };
  }
}

/** `workers` loops of back-to-back lookups until `stop()` resolves. */
async function load(token: string, workers: number, until: Promise<void>): Promise<Outcome[]> {
  let done = false;
  void until.then(() => (done = true));
  const outcomes: Outcome[] = [];
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (!done) outcomes.push(await lookup(token));
    }),
  );
  return outcomes;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function terminateBackends(): Promise<number> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ n: string }>(
      'SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [dbName],
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await admin.end();
  }
}

async function health(): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  const res = await fetch(`${server.base}/api/health`);
  await res.arrayBuffer();
  return { status: res.status, ms: Date.now() - started };
}

describe('the server while PostgreSQL fails', () => {
  it('answers only 200 or 503 while every backend is terminated, stays up and serves 200 again within 5 s', async () => {
    const token = await preCheck();
    const kills: { at: number; terminated: number }[] = [];
    const chaos = (async () => {
      for (let i = 0; i < 4; i++) {
        await sleep(1500);
        kills.push({ at: Date.now(), terminated: await terminateBackends() });
      }
      await sleep(5000);
    })();
    const outcomes = await load(token, 16, chaos);

    expect(server.child.exitCode).toBeNull();
    expect(kills.every((k) => k.terminated > 0)).toBe(true);
    const statuses = new Map<string | number, number>();
    for (const o of outcomes) statuses.set(o.status, (statuses.get(o.status) ?? 0) + 1);
    console.log('lookups during pg_terminate_backend:', Object.fromEntries(statuses));
    expect([...statuses.keys()].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(100);
    // Back to 200 within 5 s of the last termination.
    const last = kills.at(-1)?.at ?? 0;
    const firstOk = outcomes.filter((o) => o.start >= last && o.status === 200).sort((a, b) => a.end - b.end)[0];
    expect(firstOk).toBeDefined();
    expect((firstOk?.end ?? Infinity) - last).toBeLessThan(5000);
    expect((await health()).status).toBe(200);
  });

  it('answers health 503 within 2 s while the database is frozen, and recovers when it thaws', async () => {
    const token = await preCheck();
    proxy.freeze();
    let thawedAt = 0;
    try {
      const frozen = await health();
      expect(frozen.status).toBe(503);
      expect(frozen.ms).toBeLessThan(2000);
      // Lookups end (503) instead of hanging: the statement timeout plus the client's own one second.
      const during = await Promise.all(Array.from({ length: 8 }, () => lookup(token)));
      for (const o of during) {
        expect(o.status).toBe(503);
        expect(o.end - o.start).toBeLessThan(5000);
      }
      const again = await health();
      expect(again.status).toBe(503);
      expect(again.ms).toBeLessThan(2000);
    } finally {
      proxy.thaw();
      thawedAt = Date.now();
    }
    let ok: Outcome | undefined;
    while (!ok && Date.now() - thawedAt < 10_000) {
      const o = await lookup(token);
      if (o.status === 200) ok = o;
      else expect(o.status).toBe(503);
    }
    expect(ok).toBeDefined();
    expect((ok?.end ?? Infinity) - thawedAt).toBeLessThan(5000);
    expect((await health()).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });

  it('logged each outage once, without stacks', () => {
    const out = server.output();
    const down = out.split('\n').filter((l) => l.includes('database unavailable'));
    const back = out.split('\n').filter((l) => l.includes('database available again'));
    // Four rounds of terminations and one freeze: at most five outages, each logged once when it starts.
    expect(down.length).toBeGreaterThan(0);
    expect(down.length).toBeLessThanOrEqual(5);
    expect(back.length).toBeGreaterThanOrEqual(down.length - 1);
    expect(back.join('\n')).toMatch(/"failures":\d+/);
    expect(out).not.toContain('"stack"');
  });
});
