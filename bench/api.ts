/**
 * `npm run bench:api [-- --rows 1000000 --duration 10 --connections 10 --dir bench/out/api-db]`
 *
 * 1. Opens a database (PostgreSQL when DATABASE_URL is set, else PGlite under `--dir`, kept between runs)
 *    and, when it holds fewer extract rows than asked, imports harris-data's synthetic county of `--rows`
 *    extract rows through the API's kysely sink (one transaction).
 * 2. Starts the real app (createApp) on a free port, as deployed behind a proxy (TRUST_PROXY), and runs
 *    autocannon against `POST /api/application/cont/case-lookup` (a name with two people, so both lists
 *    come back evaluated) and `POST /api/application/cont/confirm-cases`, each for `--duration` seconds.
 *    Each of the `--connections` is one visitor with their own session and address, so the figures are
 *    those of many people at once, not of one session's row taking every request in turn. autocannon
 *    runs in a worker thread, as a load generator apart from the server would.
 * Prints the stored row count, requests/s, p50 and p99 latency. Nothing about the synthetic people.
 */
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { generateExtract, importExtract } from '@cyr/harris-data';
import { createApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDb, migrate } from '../apps/api/src/db/index';
import { caseSink, countCases } from '../apps/api/src/services/case-store';

function arg(name: string, def: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : def;
  if (!Number.isFinite(v) || v < 0) throw new Error(`--${name} must be a number`);
  return v;
}
function strArg(name: string, def: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? def) : def;
}

const ROWS = arg('rows', 1_000_000);
const DURATION = arg('duration', 10);
const CONNECTIONS = arg('connections', 10);
const DIR = path.resolve(strArg('dir', path.join(import.meta.dirname, 'out', 'api-db')));
const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const db = await createDb({ databaseUrl, dataDir: DIR });
  await migrate(db.db);
  const meta = await db.db.selectFrom('app_meta').select('value').where('key', '=', 'bench_rows').executeTakeFirst();
  let rows = Number(meta?.value ?? 0);
  if (rows < ROWS) {
    console.log(`Importing ${fmt(ROWS)} synthetic extract rows into ${db.kind === 'pglite' ? DIR : 'PostgreSQL'}…`);
    const started = Date.now();
    await db.db.deleteFrom('cases').execute();
    const summary = await db.db.transaction().execute((trx) => {
      const { loadEvents: _skip, ...sink } = caseSink(trx);
      return importExtract(
        generateExtract({ people: Math.ceil(ROWS / 1.5), seed: 'bench', maxRows: ROWS, demo: true }),
        sink,
        {
          batchSize: 2000,
          progressEvery: 100_000,
          onProgress: (p) =>
            console.log(
              `  ${fmt(p.rows)} rows, ${fmt(p.cases)} cases, ${((Date.now() - started) / 1000).toFixed(0)} s`,
            ),
        },
      );
    });
    rows = summary.rows;
    await db.db
      .insertInto('app_meta')
      .values({ key: 'bench_rows', value: String(rows) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(rows) }))
      .execute();
    console.log(
      `Imported ${fmt(summary.rows)} rows → ${fmt(summary.cases)} cases of ${fmt(summary.people)} people in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  const cases = await countCases(db.db);

  const config = {
    ...loadConfig({ SESSION_SECRET: 'bench-secret-'.padEnd(48, 'b'), NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    webDist: '/nonexistent',
    lookupRateLimit: 100_000_000,
    lookupNameRateLimit: 100_000_000,
    // Deployed behind a proxy (docs/deploy.md): the proxy on 127.0.0.1 names each visitor's address.
    trustProxy: ['127.0.0.1'],
  };
  // The app runs as the server does: on PostgreSQL with its statement and connection timeouts (DB_*), the
  // rate limits counted in the database. The import above ran without them.
  const served = databaseUrl ? await createDb({ databaseUrl, timeouts: config.db }) : db;
  const app = await createApp({ config, db: served, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;

  // Each connection is one visitor: their own session (pre-check) and their own address, as a thousand
  // people a second would be. One shared session would measure ten requests queueing on one session row.
  const visitors: Record<string, string>[] = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    const address = `10.1.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    const pre = await fetch(`${base}/api/application/pre-check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ hasCrimeOutsideTexas: false, hasCrimeBefore1990: false }),
    });
    const { token } = (await pre.json()) as { token: string };
    visitors.push({ 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-forwarded-for': address });
  }
  const lookupBody = JSON.stringify({
    firstName: 'Dan',
    middleName: '',
    lastName: 'Demo',
    suffix: '',
    aliasFirstNames: [],
    aliasLastNames: [],
    dob: '1990-01-01',
    agreeToTerms: true,
  });
  for (const headers of visitors) {
    const first = await fetch(`${base}/api/application/cont/case-lookup`, {
      method: 'POST',
      headers,
      body: lookupBody,
    });
    if (first.status !== 200) throw new Error(`lookup answered ${first.status}`);
  }
  // autocannon runs in a worker thread, which loads its per-connection setup from a file (api-visitor.cjs).
  process.env.BENCH_VISITORS = JSON.stringify(visitors);
  const setupClient = path.join(import.meta.dirname, 'api-visitor.cjs');

  const results: { name: string; r: autocannon.Result; cpuMsPerReq: number; load: string }[] = [];
  for (const [name, url, body] of [
    ['case-lookup', '/api/application/cont/case-lookup', lookupBody],
    ['confirm-cases', '/api/application/cont/confirm-cases', JSON.stringify({ spn: '09990005' })],
  ] as const) {
    const c0 = process.cpuUsage();
    const r = await autocannon({
      url: base + url,
      method: 'POST',
      body,
      // autocannon's types name a function; in workers mode it takes the file that exports one.
      setupClient: setupClient as unknown as (client: autocannon.Client) => void,
      workers: 1,

      duration: DURATION,
      connections: CONNECTIONS,
    });
    const c = process.cpuUsage(c0);
    const done = r.requests.total || 1;
    results.push({
      name,
      r,
      cpuMsPerReq: (c.user + c.system) / 1000 / done,
      load: os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' '),
    });
  }
  await app.close();
  if (served !== db) await served.close();
  await db.close();

  console.log(
    `\nDatabase: ${db.kind}, ${fmt(rows)} extract rows → ${fmt(cases)} stored cases; ${CONNECTIONS} connections, ${DURATION} s each`,
  );
  console.log(
    '(one node process serves the API and runs autocannon in a worker thread; its CPU per request below covers both, not PostgreSQL)',
  );
  console.log('call            req/s     p50 ms   p99 ms   non-2xx   node CPU ms/req   load avg (1/5/15 min)');
  for (const { name, r, cpuMsPerReq, load } of results) {
    console.log(
      `${name.padEnd(15)} ${r.requests.average.toFixed(0).padStart(6)}   ${String(r.latency.p50).padStart(6)}   ${String(r.latency.p99).padStart(6)}   ${String(r.non2xx).padStart(7)}   ${cpuMsPerReq.toFixed(2).padStart(15)}   ${load}`,
    );
  }
  const lookup = results.find((x) => x.name === 'case-lookup');
  if (lookup) {
    const okRate = lookup.r.requests.average >= 1000;
    const okP99 = lookup.r.latency.p99 < 50;
    console.log(
      `target (case-lookup on 1,000,000 rows, PostgreSQL): ≥ 1,000 req/s ${okRate ? 'MET' : 'MISSED'}; p99 < 50 ms ${okP99 ? 'MET' : 'MISSED'}` +
        (db.kind !== 'postgres' || rows < 1_000_000
          ? ` (this run: ${db.kind}, ${fmt(rows)} rows — not the target setup)`
          : ''),
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
