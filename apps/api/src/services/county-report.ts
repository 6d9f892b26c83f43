/**
 * The county report: every person in the stored court data evaluated by the engine with no answers given,
 * counted (county-tally.ts), stored in `county_reports` (migration 0400) with the data date. The CLI is
 * `npm run report:county` (apps/api/src/cli/report-county.ts); a server job can call `runCountyReport`.
 *
 * - People are read in the order of their SPN, a page of cases at a time (keyset pages on the SPN index, each
 *   a short statement holding no lock afterwards), so memory holds only the batches in flight, never the
 *   county, and a snapshot import can switch the data in use at any moment without waiting for the report.
 *   If it does switch while the report reads, the report throws CountyDataChangedError rather than count
 *   a mix of two files.
 * - Batches (a person's cases never split between two) go to a pool of worker threads (piscina), one per
 *   core by default; each returns its counts, which add up (people never overlap between batches).
 * - The cases counted are those a person search shows (case-store.ts searchPerson): not Class C, filed from
 *   1990-01-01 to the data end date, and offered by the current rules.
 */
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { Piscina } from 'piscina';
import { workerExecArgv, workerModule } from '../worker-thread';
import { CountyReportSchema, LIMITS, type CountyReport } from '@cyr/schemas';
import type { Db } from '../db';
import { getDataEndDate } from './case-store';
import { emptyTally, mergeTally, toCountyReport, type CountyTally } from './county-tally';
import type { CountyTask } from './county-report.worker';
import { todayInCounty } from '../clock';

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
const WORKER = workerModule('county-report.worker', import.meta.url);

/** The search's filter (case-store.ts searchPerson): what a person would be shown. */
function shownCases(dataEndDate: string | null) {
  return sql`level <> 'MC' and (filing_date is null or (filing_date >= ${LIMITS.lookupStartDate}${
    dataEndDate ? sql` and filing_date <= ${dataEndDate}` : sql``
  }))`;
}

/** The data in use was replaced (a snapshot import switched) while the report read it. */
export class CountyDataChangedError extends Error {
  constructor() {
    super('the court data was replaced while the county report read it; run the report again');
    this.name = 'CountyDataChangedError';
  }
}

export async function runCountyReport(options: CountyReportOptions): Promise<CountyReportResult> {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const started = performance.now();
  const threads = Math.max(1, options.threads ?? os.availableParallelism());
  const batchCases = Math.max(1, options.batchCases ?? 20_000);
  const dataEndDate = await getDataEndDate(db);
  const asOf = options.asOf ?? todayInCounty(now());
  const filter = shownCases(dataEndDate);
  const total = await sql<{ n: number }>`select count(*)::int as n from cases where ${filter}`.execute(db);
  const progress: CountyReportProgress = { casesRead: 0, people: 0, totalCases: Number(total.rows[0]?.n ?? 0) };

  const pool = new Piscina<CountyTask, CountyTally>({
    filename: WORKER.href,
    minThreads: threads,
    maxThreads: threads,
    execArgv: workerExecArgv(WORKER),
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

  const fingerprint = async (): Promise<string> => {
    const { rows } = await sql<{ oid: string }>`select 'cases'::regclass::oid::text as oid`.execute(db);
    return `${rows[0]?.oid ?? ''}/${(await getDataEndDate(db)) ?? ''}`;
  };
  const select = sql`select def_spn, events from cases where ${filter}`;
  const line = (r: { def_spn: string; events: string }): string => `${r.def_spn}\t${r.events}`;
  let before = '';
  try {
    before = await fingerprint();
    // Keyset pages by SPN, each one short statement: no lock is held between them, so an import that replaces
    // the `cases` table (a snapshot switch) never waits for the report, nor do lookups queued behind it.
    // A page ends before its last person, who starts the next page (a person is never split).
    let after = '';
    for (;;) {
      const { rows } = await sql<{ def_spn: string; events: string }>`${select} and def_spn > ${after}
        order by def_spn, cas limit ${batchCases}`.execute(db);
      progress.casesRead += rows.length;
      if (rows.length < batchCases) {
        await dispatch(rows.map(line));
        break;
      }
      const lastSpn = rows[rows.length - 1]?.def_spn ?? '';
      const keep = rows.filter((r) => r.def_spn !== lastSpn);
      progress.casesRead -= rows.length - keep.length;
      if (keep.length === 0) {
        // One person with more cases than a page: read them alone.
        const one = await sql<{ def_spn: string; events: string }>`${select} and def_spn = ${lastSpn}
          order by cas`.execute(db);
        progress.casesRead += one.rows.length;
        await dispatch(one.rows.map(line));
        after = lastSpn;
        continue;
      }
      await dispatch(keep.map(line));
      after = keep[keep.length - 1]?.def_spn ?? lastSpn;
    }
    await Promise.all(inFlight);
  } finally {
    await pool.destroy();
  }
  // A snapshot switched in while the report read is a mix of two files: the caller runs it again.
  if ((await fingerprint()) !== before) throw new CountyDataChangedError();

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
