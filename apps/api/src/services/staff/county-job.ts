import os from 'node:os';
import type { CountyReportJob } from '@cyr/schemas';
import type { Db } from '../../db';
import { runCountyReport } from '../county-report';
import { startJob } from './jobs';

/**
 * A county report started from the console (docs/api/staff.md "County report"): the work of
 * `npm run report:county` as a `staff_jobs` row of kind `county_report`, one at a time across instances (the
 * jobs' unique index), its progress (`{done, total}` cases) written at most once a second for the page to poll.
 */
export const COUNTY_JOB = 'county_report';
const PROGRESS_EVERY_MS = 1000;

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

/** The newest county report job, or null. */
export async function countyJob(db: Db): Promise<CountyReportJob | null> {
  const row = await db
    .selectFrom('staff_jobs')
    .select(['id', 'status', 'started_at', 'finished_at', 'progress', 'message'])
    .where('kind', '=', COUNTY_JOB)
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const p = row.progress as { done?: unknown; total?: unknown } | null;
  const progress =
    p && typeof p.done === 'number' && typeof p.total === 'number' ? { done: p.done, total: p.total } : null;
  return {
    id: row.id,
    status: row.status,
    startedAt: new Date(row.started_at).toISOString(),
    finishedAt: iso(row.finished_at),
    progress,
    message: row.message,
  };
}

/**
 * Starts the report in this process (threads: the machine's cores but one, so the site keeps answering); throws
 * data.ts `JobRunningError` when one runs. `onDone` is told when it ends (tests).
 */
export async function startCountyJob(db: Db, startedBy: string, onDone?: (err?: unknown) => void): Promise<void> {
  let last = 0;
  let total = 0;
  const write = (done: number, total: number) =>
    db
      .updateTable('staff_jobs')
      .set({ progress: JSON.stringify({ done, total }) })
      .where('kind', '=', COUNTY_JOB)
      .where('finished_at', 'is', null)
      .execute()
      .catch(() => undefined);
  await startJob(
    db,
    COUNTY_JOB,
    startedBy,
    async () => {
      await runCountyReport({
        db,
        threads: Math.max(1, os.availableParallelism() - 1),
        onProgress: (p) => {
          total = p.totalCases;
          const now = Date.now();
          if (now - last < PROGRESS_EVERY_MS) return;
          last = now;
          void write(p.casesRead, p.totalCases);
        },
      });
      await write(total, total);
      return { status: 'ok', message: null };
    },
    onDone,
  );
}
