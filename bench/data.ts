/**
 * `npm run bench:data [-- --rows 1000000 --db-rows 200000 --searches 10000 --seed 1]`
 *
 * 1. Generates a synthetic District Clerk extract of `--rows` rows (bench/out/, CP1252, CRLF).
 * 2. Parses it and builds every case (parse + events + EngineCase), measuring rows/s and peak RSS.
 * 3. Imports the first `--db-rows` rows into an in-memory PGlite through the API's kysely sink (one
 *    transaction) and times `--searches` person searches (p50/p99). `--db-rows 0` skips this part.
 * Prints figures only; nothing about the synthetic people.
 */
import { createReadStream, createWriteStream, mkdirSync, statSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { generateExtract, importExtract, Rng, type CaseRecord, type CaseSink, type NameQuery } from '@cyr/harris-data';
import { createDb, migrate } from '../apps/api/src/db/index';
import { caseSink, searchPerson } from '../apps/api/src/services/case-store';

function arg(name: string, def: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : def;
  if (!Number.isFinite(v) || v < 0) throw new Error(`--${name} must be a number`);
  return v;
}

const ROWS = arg('rows', 1_000_000);
const DB_ROWS = arg('db-rows', 200_000);
const SEARCHES = arg('searches', 10_000);
const SEED = arg('seed', 1);
const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
const mb = (n: number): string => `${(n / 1048576).toFixed(0)} MB`;

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
    const item = { query: { firstName: r.name.display.first, lastName: r.name.display.last, middleName: '', suffix: '', aliasFirstNames: [], aliasLastNames: [] }, dob: r.dob };
    if (this.items.length < this.size) this.items.push(item);
    else {
      const j = Math.floor(this.rng.next() * this.seen);
      if (j < this.size) this.items[j] = item;
    }
  }
}

async function main(): Promise<void> {
  const outDir = path.resolve(import.meta.dirname, 'out');
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `synthetic-extract-${ROWS}-seed${SEED}.txt`);

  // 1. generate
  let t = performance.now();
  const out = createWriteStream(file);
  for await (const chunk of generateExtract({ people: peopleFor(ROWS), seed: SEED, maxRows: ROWS })) {
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  const genSecs = (performance.now() - t) / 1000;
  const size = statSync(file).size;
  console.log(`generate: ${fmt(ROWS)} rows, ${mb(size)} in ${genSecs.toFixed(1)} s (${fmt(ROWS / genSecs)} rows/s)`);

  // 2. parse + build (no database)
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
  t = performance.now();
  const summary = await importExtract(createReadStream(file, { highWaterMark: 1 << 20 }), countSink, { fileName: path.basename(file), totalBytes: size });
  const secs = (performance.now() - t) / 1000;
  const peak = meter.stop();
  console.log(
    `parse+build: ${fmt(summary.rows)} rows → ${fmt(cases)} cases, ${fmt(summary.people)} people, ${fmt(summary.rejectedCount)} rejected in ${secs.toFixed(1)} s = ${fmt(summary.rows / secs)} rows/s (${(size / 1048576 / secs).toFixed(1)} MB/s); peak RSS ${mb(peak)}`,
  );

  if (DB_ROWS === 0) return;

  // 3. PGlite import + person search
  const handle = await createDb({ dataDir: 'memory://' });
  try {
    await migrate(handle.db);
    const sampler = new Sampler(2000, new Rng(SEED));
    const dbMeter = rssMeter();
    t = performance.now();
    const imported = await handle.db.transaction().execute((trx) => {
      const inner = caseSink(trx);
      const sink: CaseSink = {
        ...inner,
        upsertCases: async (b) => {
          for (const r of b) sampler.add(r);
          await inner.upsertCases(b);
        },
      };
      return importExtract(generateExtract({ people: peopleFor(DB_ROWS), seed: SEED, maxRows: DB_ROWS }), sink);
    });
    const dbSecs = (performance.now() - t) / 1000;
    console.log(`pglite import: ${fmt(imported.rows)} rows → ${fmt(imported.cases)} cases in ${dbSecs.toFixed(1)} s = ${fmt(imported.rows / dbSecs)} rows/s; peak RSS ${mb(dbMeter.stop())}`);

    const rng = new Rng(`${SEED}-search`);
    const lat: number[] = [];
    let hits = 0;
    for (let i = 0; i < SEARCHES; i++) {
      const pick = rng.pick(sampler.items);
      // one search in ten misses (wrong date of birth), like real traffic
      const dob = rng.chance(0.1) ? '1901-01-01' : pick.dob;
      const s = performance.now();
      const res = await searchPerson(handle.db, pick.query, dob, imported.dataEndDate);
      lat.push(performance.now() - s);
      if (!res.nameError && res.people.length > 0) hits++;
    }
    lat.sort((a, b) => a - b);
    const q = (p: number): string => (lat[Math.min(lat.length - 1, Math.floor(p * lat.length))] ?? 0).toFixed(2);
    console.log(`person search: ${fmt(SEARCHES)} searches (${fmt(hits)} with results) on ${fmt(imported.cases)} cases: p50 ${q(0.5)} ms, p99 ${q(0.99)} ms, max ${q(1)} ms`);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : String(err));
  process.exit(1);
});
