/**
 * `npm run bench:soak [-- --rows 100000 --minutes 30 --visitors 4 --idle 3 --dir bench/out/soak-db]`
 *
 * The embedded database (PGlite) under a long mixed load, at the size the README documents for it (about 100,000
 * extract rows): how the server's memory moves over time, and whether it comes back when the load stops.
 *
 * 1. Makes a PGlite DATA_DIR under `--dir` holding `--rows` synthetic extract rows (kept between runs).
 * 2. Starts the real server (`apps/api/src/main.ts`) as its own process on that directory, behind a pretend proxy
 *    (TRUST_PROXY), so each visitor has an address of their own and no limit decides the figures.
 * 3. For `--minutes`, `--visitors` loops each act as one person after another: a new session, a lookup, the
 *    confirmation (eligibility), and every fifth person the results PDF, every tenth the feedback survey and a
 *    help request.
 * 4. Then `--idle` minutes without load.
 * Every 30 s it prints the server's resident memory (VmRSS, and the peak VmHWM, from /proc), the requests done,
 * the errors and the load average; at the end, the curve's summary. Nothing about the synthetic people.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateExtract, importExtract } from '@cyr/harris-data';
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

const ROWS = arg('rows', 100_000);
const MINUTES = arg('minutes', 30);
const VISITORS = arg('visitors', 4);
const IDLE_MINUTES = arg('idle', 3);
const PORT = arg('port', 3917);
const DIR = path.resolve(strArg('dir', path.join(import.meta.dirname, 'out', 'soak-db')));
const ROOT = path.resolve(import.meta.dirname, '..');
const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** VmRSS and VmHWM of a process, in MB (Linux /proc). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

async function prepare(): Promise<number> {
  const db = await createDb({ dataDir: DIR });
  try {
    await migrate(db.db);
    const meta = await db.db.selectFrom('app_meta').select('value').where('key', '=', 'bench_rows').executeTakeFirst();
    if (Number(meta?.value ?? 0) !== ROWS) {
      console.log(`Importing ${fmt(ROWS)} synthetic extract rows into ${DIR}…`);
      await db.db.deleteFrom('cases').execute();
      const summary = await db.db.transaction().execute((trx) => {
        const { loadEvents: _skip, ...sink } = caseSink(trx);
        return importExtract(
          generateExtract({ people: Math.ceil(ROWS / 1.5), seed: 'soak', maxRows: ROWS, demo: true }),
          sink,
          { batchSize: 2000 },
        );
      });
      await db.db
        .insertInto('app_meta')
        .values({ key: 'bench_rows', value: String(ROWS) })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(ROWS) }))
        .execute();
      console.log(`Imported ${fmt(summary.rows)} rows → ${fmt(summary.cases)} cases`);
    }
    return await countCases(db.db);
  } finally {
    await db.close();
  }
}

interface Tally {
  requests: number;
  errors: number;
  byStatus: Map<number, number>;
}

/** One person after another until `until`: session, lookup, confirmation, sometimes the PDF and the forms. */
async function visitor(base: string, n: number, until: number, tally: Tally): Promise<void> {
  const address = `10.9.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  const json = { 'content-type': 'application/json', 'x-forwarded-for': address };
  const call = async (url: string, init: RequestInit = {}): Promise<Response | null> => {
    tally.requests++;
    try {
      const res = await fetch(base + url, init);
      await res.arrayBuffer();
      tally.byStatus.set(res.status, (tally.byStatus.get(res.status) ?? 0) + 1);
      if (res.status >= 500) tally.errors++;
      return res;
    } catch {
      tally.errors++;
      return null;
    }
  };
  for (let person = 0; Date.now() < until; person++) {
    const pre = await fetch(`${base}/api/application/pre-check`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ hasCrimeOutsideTexas: false, hasCrimeBefore1990: false }),
    }).catch(() => null);
    tally.requests++;
    if (pre) tally.byStatus.set(pre.status, (tally.byStatus.get(pre.status) ?? 0) + 1);
    if (!pre || pre.status !== 200) {
      tally.errors++;
      await sleep(1000);
      continue;
    }
    const { token } = (await pre.json()) as { token: string };
    const headers = { ...json, authorization: `Bearer ${token}` };
    await call('/api/application/cont/case-lookup', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        firstName: 'Dan',
        middleName: '',
        lastName: 'Demo',
        suffix: '',
        aliasFirstNames: [],
        aliasLastNames: [],
        dob: '1990-01-01',
        agreeToTerms: true,
      }),
    });
    await call('/api/application/cont/confirm-cases', {
      method: 'POST',
      headers,
      body: JSON.stringify({ spn: '09990005' }),
    });
    if (person % 5 === 0) await call('/api/application/pdf/case-info', { headers });
    if (person % 10 === 0) {
      await call('/api/survey/submit-feedback', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ howHelpfulWasWebsite: 'very_helpful' }),
      });
      await call('/api/survey/submit-help-form', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          email: `soak-${n}-${person}@example.org`,
          phone: '7135550100',
          description: 'soak test',
        }),
      });
    }
  }
}

async function main(): Promise<void> {
  const cases = await prepare();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(PORT),
      NODE_ENV: 'development',
      DATA_DIR: DIR,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'soak-secret-'.padEnd(48, 's'),
      TRUST_PROXY: '127.0.0.1',
      LOOKUP_RATE_LIMIT: '100000000',
      LOOKUP_NAME_RATE_LIMIT: '100000000',
      PRE_CHECK_RATE_LIMIT: '100000000',
      EMAIL_RATE_LIMIT: '100000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const pid = child.pid ?? 0;
  let exited: string | null = null;
  child.on('exit', (code, signal) => {
    exited = `the server exited (code ${code}, signal ${signal}) at ${new Date().toISOString()}`;
    console.log(exited);
  });
  const base = `http://127.0.0.1:${PORT}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error('the server exited');
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 600) throw new Error('the server did not start');
    await sleep(500);
  }
  const started = Date.now();
  const until = started + MINUTES * 60_000;
  const tally: Tally = { requests: 0, errors: 0, byStatus: new Map() };
  const samples: { minute: number; rss: number; peak: number; phase: string }[] = [];
  const sample = (phase: string) => {
    if (exited) return;
    const m = memoryOf(pid);
    const minute = (Date.now() - started) / 60_000;
    samples.push({ minute, ...m, phase });
    console.log(
      `${minute.toFixed(1).padStart(5)} min  ${phase.padEnd(4)}  RSS ${fmt(m.rss).padStart(5)} MB  peak ${fmt(m.peak).padStart(5)} MB  ` +
        `requests ${fmt(tally.requests).padStart(7)}  5xx/failed ${tally.errors}  load ${load()}`,
    );
  };
  console.log(
    `PGlite, ${fmt(cases)} stored cases (${fmt(ROWS)} rows); ${VISITORS} visitors for ${MINUTES} min, then ${IDLE_MINUTES} min idle`,
  );
  sample('load');
  const ticker = setInterval(() => sample(Date.now() < until ? 'load' : 'idle'), 30_000);
  await Promise.all(Array.from({ length: VISITORS }, (_, n) => visitor(base, n, until, tally)));
  if (exited) throw new Error(exited);
  await sleep(IDLE_MINUTES * 60_000);
  clearInterval(ticker);
  sample('idle');
  const done = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await done;

  const loadPart = samples.filter((s) => s.phase === 'load');
  const firstFive = loadPart.filter((s) => s.minute >= 4.5 && s.minute <= 5.5)[0] ?? loadPart[0];
  const lastLoad = loadPart.at(-1);
  const lastIdle = samples.at(-1);
  console.log(`\nrequests ${fmt(tally.requests)}; by status ${JSON.stringify(Object.fromEntries(tally.byStatus))}`);
  console.log(
    `RSS at start ${fmt(samples[0]?.rss ?? 0)} MB, at 5 min ${fmt(firstFive?.rss ?? 0)} MB, at the end of the load ${fmt(lastLoad?.rss ?? 0)} MB, ` +
      `after ${IDLE_MINUTES} min idle ${fmt(lastIdle?.rss ?? 0)} MB; peak ${fmt(Math.max(...samples.map((s) => s.peak)))} MB; load average ${load()}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
