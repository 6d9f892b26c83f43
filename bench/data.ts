/**
 * `npm run bench:data [-- --rows 1000000 --db-rows 1000000 --pglite-rows 200000 --searches 10000 --seed 1]`
 *
 * 1. Generates a synthetic District Clerk extract of `--rows` rows (bench/out/, CP1252, CRLF; kept and
 *    reused when it already exists).
 * 2. Parses it and builds every case (parse + events + EngineCase), measuring rows/s and peak RSS.
 * 3. Imports an extract of `--pglite-rows` rows from disk into an in-memory PGlite, and — when DATABASE_URL
 *    is set — `--db-rows` rows into that PostgreSQL database (its `cases` table is emptied first: use a
 *    throwaway database), each through the API's kysely sink in one transaction like the import CLI; then
 *    times `--searches` person searches (p50/p99) on each. `0` skips a database.
 * Every figure prints wall-clock and this process's CPU time (process.cpuUsage), plus the PostgreSQL backend's
 * CPU time when the server is local (/proc), next to the load average, and the target it is measured against. Nothing about the synthetic people.
 */
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
} from 'node:fs';
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { generateExtract, importExtract, Rng, type CaseRecord, type CaseSink, type NameQuery } from '@cyr/harris-data';
import { createDb, migrate, type DbHandle } from '../apps/api/src/db/index';
import { sql } from 'kysely';
import { caseSink, searchPerson } from '../apps/api/src/services/case-store';

function arg(name: string, def: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : def;
  if (!Number.isFinite(v) || v < 0) throw new Error(`--${name} must be a number`);
  return v;
}

const ROWS = arg('rows', 1_000_000);
const DB_ROWS = arg('db-rows', ROWS);
const PGLITE_ROWS = arg('pglite-rows', Math.min(ROWS, 200_000));
const SEARCHES = arg('searches', 10_000);
const SEED = arg('seed', 1);
const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
const mb = (n: number): string => `${(n / 1048576).toFixed(0)} MB`;
const load = (): string =>
  `load avg ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;

/** Wall-clock and CPU time (user+system of this process) since start. */
function timer(): { secs(): number; cpuSecs(): number } {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  return {
    secs: () => (performance.now() - t0) / 1000,
    cpuSecs: () => {
      const c = process.cpuUsage(c0);
      return (c.user + c.system) / 1e6;
    },
  };
}

/** Peak RSS sampler for one phase. */
function rssMeter(): { stop(): number } {
  let peak = process.memoryUsage.rss();
  const t = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  return {
    stop() {
      clearInterval(t);
      return Math.max(peak, process.memoryUsage.rss());
    },
  };
}

/** A people count big enough to reach `rows` rows (about 2.4 rows per person). */
const peopleFor = (rows: number): number => Math.ceil(rows / 1.9) + 10;

/** Keeps a uniform sample of (name, dob) to search for (reservoir sampling; fixed memory). */
class Sampler {
  readonly items: { query: NameQuery; dob: string }[] = [];
  private seen = 0;
  constructor(
    private readonly size: number,
    private readonly rng: Rng,
  ) {}
  add(r: CaseRecord): void {
    this.seen++;
    const item = {
      query: {
        firstName: r.name.display.first,
        lastName: r.name.display.last,
        middleName: '',
        suffix: '',
        aliasFirstNames: [],
        aliasLastNames: [],
      },
      dob: r.dob,
    };
    if (this.items.length < this.size) this.items.push(item);
    else {
      const j = Math.floor(this.rng.next() * this.seen);
      if (j < this.size) this.items[j] = item;
    }
  }
}

/** CPU seconds (user+system) of a local process from /proc, or null (not Linux, other host, gone). */
function processCpuSecs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks / 100 : null;
  } catch {
    return null;
  }
}

/**
 * The synthetic extract of `rows` rows under bench/out (generated once, then reused), in the layout the clerk
 * publishes weekly (49 columns, spaced levels, `DISP` + literal). The name leaves out "historical" so the import
 * runs in merge mode, as the earlier figures did.
 */
async function extractFile(outDir: string, rows: number): Promise<string> {
  const file = path.join(outDir, `synthetic-weekly-layout-${rows}-seed${SEED}.txt`);
  if (existsSync(file) && statSync(file).size > 0) return file;
  const tm = timer();
  const tmp = `${file}.part`;
  const out = createWriteStream(tmp);
  for await (const chunk of generateExtract({
    people: peopleFor(rows),
    seed: SEED,
    maxRows: rows,
    layout: 'historical',
  })) {
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  renameSync(tmp, file);
  console.log(
    `generate: ${fmt(rows)} rows, ${mb(statSync(file).size)} in ${tm.secs().toFixed(1)} s (${fmt(rows / tm.secs())} rows/s) [${load()}]`,
  );
  return file;
}

/** Imports `file` into the database like the import CLI (one transaction), then times person searches. */
async function dbPhase(
  label: string,
  handle: DbHandle,
  file: string,
  targets: { importRate?: number; rssMb?: number; p99Ms: number },
): Promise<void> {
  await migrate(handle.db);
  await sql`TRUNCATE cases`.execute(handle.db);
  const sampler = new Sampler(2000, new Rng(SEED));
  global.gc?.();
  const rssBefore = process.memoryUsage.rss();
  const dbMeter = rssMeter();
  const tm = timer();
  let server: { pid: number; cpu0: number } | null = null;
  const imported = await handle.db.transaction().execute(async (trx) => {
    if (handle.kind === 'postgres') {
      const pid = (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx)).rows[0]?.pid ?? 0;
      const cpu0 = processCpuSecs(pid);
      if (cpu0 !== null) server = { pid, cpu0 };
    }
    const inner = caseSink(trx);
    const sink: CaseSink = {
      ...inner,
      upsertCases: async (b) => {
        for (const r of b) sampler.add(r);
        await inner.upsertCases(b);
      },
    };
    return importExtract(createReadStream(file, { highWaterMark: 1 << 20 }), sink, {
      fileName: path.basename(file),
      totalBytes: statSync(file).size,
    });
  });
  const secs = tm.secs();
  const cpu = tm.cpuSecs();
  const peak = dbMeter.stop();
  const srv = server as { pid: number; cpu0: number } | null;
  const serverCpu = srv ? (processCpuSecs(srv.pid) ?? srv.cpu0) - srv.cpu0 : null;
  const rate = imported.rows / secs;
  const rateTarget = targets.importRate
    ? ` (target ≥ ${fmt(targets.importRate)} rows/s: ${rate >= targets.importRate ? 'MET' : 'MISSED'})`
    : '';
  const rssTarget = targets.rssMb
    ? ` (target < ${targets.rssMb} MB: ${peak / 1048576 < targets.rssMb ? 'MET' : 'MISSED'})`
    : '';
  console.log(
    `${label} import: ${fmt(imported.rows)} rows → ${fmt(imported.cases)} cases in ${secs.toFixed(1)} s wall = ${fmt(rate)} rows/s${rateTarget}; ` +
      `node CPU ${cpu.toFixed(1)} s = ${fmt(imported.rows / cpu)} rows per CPU-second; ` +
      (serverCpu !== null
        ? `PostgreSQL backend CPU ${serverCpu.toFixed(1)} s = ${fmt(imported.rows / serverCpu)} rows per CPU-second; `
        : '') +
      `peak RSS ${mb(peak)}${rssTarget} (${mb(rssBefore)} before the import) [${load()}]`,
  );
  await sql`ANALYZE cases`.execute(handle.db);

  const rng = new Rng(`${SEED}-search`);
  const lat: number[] = [];
  let hits = 0;
  // warm-up (connection, plan cache), not measured
  for (let i = 0; i < Math.min(200, SEARCHES); i++) {
    const pick = rng.pick(sampler.items);
    await searchPerson(handle.db, pick.query, pick.dob, imported.dataEndDate);
  }
  const st = timer();
  for (let i = 0; i < SEARCHES; i++) {
    const pick = rng.pick(sampler.items);
    // one search in ten misses (wrong date of birth), like real traffic
    const dob = rng.chance(0.1) ? '1901-01-01' : pick.dob;
    const s = performance.now();
    const res = await searchPerson(handle.db, pick.query, dob, imported.dataEndDate);
    lat.push(performance.now() - s);
    if (!res.nameError && res.people.length > 0) hits++;
  }
  const searchCpu = st.cpuSecs();
  lat.sort((a, b) => a - b);
  const q = (p: number): number => lat[Math.min(lat.length - 1, Math.floor(p * lat.length))] ?? 0;
  console.log(
    `${label} person search: ${fmt(SEARCHES)} searches (${fmt(hits)} with results) on ${fmt(imported.cases)} cases: p50 ${q(0.5).toFixed(2)} ms, p99 ${q(0.99).toFixed(2)} ms ` +
      `(target p99 < ${targets.p99Ms} ms: ${q(0.99) < targets.p99Ms ? 'MET' : 'MISSED'}), max ${q(1).toFixed(2)} ms; node CPU ${((searchCpu / SEARCHES) * 1000).toFixed(2)} ms a search [${load()}]`,
  );
}

async function main(): Promise<void> {
  const outDir = path.resolve(import.meta.dirname, 'out');
  mkdirSync(outDir, { recursive: true });
  const file = await extractFile(outDir, ROWS);
  const size = statSync(file).size;

  // parse + build (no database)
  let cases = 0;
  const countSink: CaseSink = {
    upsertCases: async (b) => {
      cases += b.length;
    },
    deleteCases: async () => undefined,
    setDataEndDate: async () => undefined,
  };
  global.gc?.();
  const meter = rssMeter();
  const tm = timer();
  const summary = await importExtract(createReadStream(file, { highWaterMark: 1 << 20 }), countSink, {
    fileName: path.basename(file),
    totalBytes: size,
  });
  const secs = tm.secs();
  const peak = meter.stop();
  console.log(
    `parse+build: ${fmt(summary.rows)} rows → ${fmt(cases)} cases, ${fmt(summary.people)} people, ${fmt(summary.rejectedCount)} rejected in ${secs.toFixed(1)} s = ${fmt(summary.rows / secs)} rows/s (${(size / 1048576 / secs).toFixed(1)} MB/s); ` +
      `CPU ${tm.cpuSecs().toFixed(1)} s = ${fmt(summary.rows / tm.cpuSecs())} rows per CPU-second; peak RSS ${mb(peak)} [${load()}]`,
  );

  // Each database runs in its own process so its peak RSS is its own (PGlite's WASM heap is never returned).
  for (const phase of ['pglite', 'postgresql'] as const) {
    const rows = phase === 'pglite' ? PGLITE_ROWS : DB_ROWS;
    if (rows === 0) continue;
    if (phase === 'postgresql' && !process.env.DATABASE_URL) {
      console.log('postgresql: skipped (set DATABASE_URL to a throwaway database: its cases table is emptied)');
      continue;
    }
    if (rows !== ROWS) await extractFile(outDir, rows);
    const child = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1), '--phase', phase], {
      stdio: 'inherit',
    });
    if (child.status !== 0) throw new Error(`${phase} phase failed`);
  }
}

/** One database phase (a child process of main). */
async function runPhase(phase: string): Promise<void> {
  const outDir = path.resolve(import.meta.dirname, 'out');
  if (phase === 'pglite') {
    const handle = await createDb({ dataDir: 'memory://' });
    try {
      await dbPhase('pglite', handle, await extractFile(outDir, PGLITE_ROWS), { p99Ms: 5 });
    } finally {
      await handle.close();
    }
  } else {
    const handle = await createDb({ databaseUrl: process.env.DATABASE_URL });
    try {
      await dbPhase('postgresql', handle, await extractFile(outDir, DB_ROWS), {
        importRate: 50_000,
        rssMb: 300,
        p99Ms: DB_ROWS >= 5_000_000 ? 10 : 5,
      });
    } finally {
      await handle.close();
    }
  }
}

const phaseIdx = process.argv.indexOf('--phase');
(phaseIdx >= 0 ? runPhase(process.argv[phaseIdx + 1] ?? '') : main()).catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : String(err));
  process.exit(1);
});
