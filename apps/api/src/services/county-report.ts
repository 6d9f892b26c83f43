/**
 * The county report: every person in the stored court data evaluated by the engine with no answers given,
 * counted (county-tally.ts), stored in `county_reports` (migration 0400) with the data date. The CLI is
 * `npm run report:county` (apps/api/src/cli/report-county.ts); a server job can call `runCountyReport`.
 *
 * - People are read in the order of their SPN through one cursor inside one read-only repeatable-read
 *   transaction, so the report sees one consistent state of the data even while an import runs, and
 *   memory holds only the batches in flight, never the county.
 * - Batches (a person's cases never split between two) go to a pool of worker threads (piscina), one per
 *   core by default; each returns its counts, which add up (people never overlap between batches).
 * - The cases counted are those a person search shows (case-store.ts searchPerson): not Class C, filed from
 *   1990-01-01 to the data end date, and offered by the current rules.
 */
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { Piscina } from 'piscina';
import { todayInHarrisCounty } from '@cyr/rules';
import { CountyReportSchema, LIMITS, type CountyReport } from '@cyr/schemas';
import type { Db } from '../db';
import { getDataEndDate } from './case-store';
import { emptyTally, mergeTally, toCountyReport, type CountyTally } from './county-tally';
import type { CountyTask } from './county-report.worker';

export interface CountyReportProgress {
  /** Cases read from the database so far. */
  casesRead: number;
  /** People counted so far (their batch came back from a worker). */
  people: number;
  /** Cases the report will read (counted before it starts). */
  totalCases: number;
}

export interface CountyReportOptions {
  db: Db;
  /** Evaluation date (default: today in Harris County). */
  asOf?: string;
  /** Worker threads (default: the machine's available parallelism). */
  threads?: number;
  /** Cases fetched per cursor read, about one batch for a worker (default 20,000). */
  batchCases?: number;
  onProgress?: (p: CountyReportProgress) => void;
  /** Store the report in `county_reports` (default true). */
  store?: boolean;
  /** Clock, for `generatedAt` (tests). */
  now?: () => Date;
}

export interface CountyReportResult {
  /** The `county_reports` row id (null when not stored). */
  id: string | null;
  report: CountyReport;
}

/** The worker module, run by tsx as TypeScript wherever the API runs (npm scripts, vitest). */
const WORKER = new URL(`./county-report.worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

/** Worker threads inherit the loader flags of `tsx`; under another runner (vitest) the worker loads tsx itself. */
function workerExecArgv(): string[] {
  const argv = process.execArgv;
  if (!WORKER.pathname.endsWith('.ts') || argv.some((a) => a.includes('tsx'))) return argv;
  return [...argv, '--import', import.meta.resolve('tsx')];
}

/** The search's filter (case-store.ts searchPerson): what a person would be shown. */
function shownCases(dataEndDate: string | null) {
  return sql`level <> 'MC' and (filing_date is null or (filing_date >= ${LIMITS.lookupStartDate}${
    dataEndDate ? sql` and filing_date <= ${dataEndDate}` : sql``
  }))`;
}

export async function runCountyReport(options: CountyReportOptions): Promise<CountyReportResult> {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const started = performance.now();
  const threads = Math.max(1, options.threads ?? os.availableParallelism());
  const batchCases = Math.max(1, options.batchCases ?? 20_000);
  const dataEndDate = await getDataEndDate(db);
  const asOf = options.asOf ?? todayInHarrisCounty(now());
  const filter = shownCases(dataEndDate);
  const total = await sql<{ n: number }>`select count(*)::int as n from cases where ${filter}`.execute(db);
  const progress: CountyReportProgress = { casesRead: 0, people: 0, totalCases: Number(total.rows[0]?.n ?? 0) };

  const pool = new Piscina<CountyTask, CountyTally>({
    filename: WORKER.href,
    minThreads: threads,
    maxThreads: threads,
    execArgv: workerExecArgv(),
  });
  const tally = emptyTally();
  const inFlight = new Set<Promise<void>>();
  const maxInFlight = threads * 2;
  const dispatch = async (lines: string[]): Promise<void> => {
    if (lines.length === 0) return;
    const task = pool.run({ text: lines.join('\n'), asOf }).then((t) => {
      mergeTally(tally, t);
      progress.people = tally.people;
      options.onProgress?.({ ...progress });
    });
    const tracked = task.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    // Bounded memory: at most two batches a thread are read ahead of the workers.
    while (inFlight.size >= maxInFlight) await Promise.race(inFlight);
  };

  try {
    await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        await sql`declare county_report no scroll cursor for
          select def_spn, events from cases where ${filter} order by def_spn, cas`.execute(trx);
        // The last person of a full fetch may go on in the next one: their lines wait in `carry`.
        let carry: string[] = [];
        let carrySpn: string | null = null;
        for (;;) {
          const { rows } = await sql<{ def_spn: string; events: string }>`fetch forward ${sql.lit(
            batchCases,
          )} from county_report`.execute(trx);
          progress.casesRead += rows.length;
          const lastSpn = rows.length === batchCases ? (rows[rows.length - 1]?.def_spn ?? null) : null;
          // A fetch that is all one person (the one carried) keeps carrying them.
          const lines: string[] = carrySpn !== null && carrySpn === lastSpn ? [] : carry;
          const next: string[] = lines === carry ? [] : carry;
          for (const r of rows)
            (lastSpn !== null && r.def_spn === lastSpn ? next : lines).push(`${r.def_spn}\t${r.events}`);
          await dispatch(lines);
          carry = next;
          carrySpn = lastSpn;
          if (lastSpn === null) break;
        }
        await dispatch(carry);
        await sql`close county_report`.execute(trx);
      });
    await Promise.all(inFlight);
  } finally {
    await pool.destroy();
  }

  const report = CountyReportSchema.parse(
    toCountyReport(tally, {
      dataEndDate,
      asOf,
      generatedAt: now().toISOString(),
      millis: performance.now() - started,
      threads,
    }),
  );
  if (options.store === false) return { id: null, report };
  const id = randomUUID();
  await db
    .insertInto('county_reports')
    .values({
      id,
      data_end_date: dataEndDate,
      as_of: asOf,
      people: report.totals.people,
      cases: report.totals.cases,
      millis: report.millis,
      report: JSON.stringify(report),
    })
    .execute();
  return { id, report };
}

/** The newest stored county report (for a data date, when given), validated; null when there is none. */
export async function latestCountyReport(db: Db, dataEndDate?: string): Promise<CountyReport | null> {
  let q = db.selectFrom('county_reports').select('report').orderBy('created_at', 'desc').limit(1);
  if (dataEndDate !== undefined) q = q.where('data_end_date', '=', dataEndDate);
  const row = await q.executeTakeFirst();
  return row ? CountyReportSchema.parse(row.report) : null;
}
