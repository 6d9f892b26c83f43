import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db';

/** The staff console's background jobs (`staff_jobs`): one of a kind at a time, across every instance. */

/** How often a running job's process writes its heartbeat (`staff_jobs.heartbeat_at`, migration 0720). */
export const JOB_HEARTBEAT_SECONDS = 10;
/**
 * A job whose heartbeat is older than this (by the database's clock) belongs to a process that stopped: it is
 * closed as `abandoned`. Three missed beats: a busy or briefly frozen server is not taken for dead, and after a
 * `kill -9` and a restart a new sync can start within a minute.
 */
export const JOB_HEARTBEAT_STALE_SECONDS = 30;

/** Whether a job's heartbeat is recent, by the database's clock (never the instance's, which may be wrong). */
const heartbeatFresh = sql<boolean>`heartbeat_at >= now() - make_interval(secs => ${JOB_HEARTBEAT_STALE_SECONDS})`;

export async function isSyncRunning(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('staff_jobs')
    .select('id')
    .where('kind', '=', 'sync')
    .where('finished_at', 'is', null)
    .where(heartbeatFresh)
    .executeTakeFirst();
  return row !== undefined;
}

export class JobRunningError extends Error {}

/**
 * Starts a job of `kind` unless one is running (the unique partial index on `staff_jobs` makes two instances racing
 * to start one end with one job). A job left by a process that died is closed first (`closeAbandonedJobs`). Runs
 * `work` in the background, beats its heartbeat every `JOB_HEARTBEAT_SECONDS` while it runs, and records how it
 * ended; every time is the database's.
 */
export async function startJob(
  db: Db,
  kind: string,
  startedBy: string,
  work: () => Promise<{ status: string; message: string | null }>,
  onDone?: (err?: unknown) => void,
): Promise<{ jobId: string; startedAt: string }> {
  await closeAbandonedJobs(db);
  const id = randomUUID();
  const row = await db
    .insertInto('staff_jobs')
    .values({ id, kind, started_by: startedBy, status: 'running' })
    .onConflict((oc) => oc.column('kind').where('finished_at', 'is', null).doNothing())
    .returning(['id', 'started_at'])
    .executeTakeFirst();
  if (!row) throw new JobRunningError(`a ${kind} is running`);
  const beat = setInterval(() => {
    db.updateTable('staff_jobs')
      .set({ heartbeat_at: sql<string>`now()` })
      .where('id', '=', id)
      .where('finished_at', 'is', null)
      .execute()
      // A missed beat is harmless: the next one follows; three in a row and the job is taken for dead.
      .catch(() => undefined);
  }, JOB_HEARTBEAT_SECONDS * 1000);
  beat.unref();
  const finish = (status: string, message: string | null) => {
    clearInterval(beat);
    return db
      .updateTable('staff_jobs')
      .set({ finished_at: sql<string>`now()`, status, message: message?.slice(0, 2000) ?? null })
      .where('id', '=', id)
      .execute();
  };
  void work().then(
    async (r) => {
      await finish(r.status, r.message).catch(() => undefined);
      onDone?.();
    },
    async (err: unknown) => {
      await finish('failed', err instanceof Error ? err.message : String(err)).catch(() => undefined);
      onDone?.(err);
    },
  );
  return { jobId: id, startedAt: new Date(row.started_at).toISOString() };
}

/**
 * Closes every unfinished job whose heartbeat stopped more than `JOB_HEARTBEAT_STALE_SECONDS` ago (its process was
 * killed, crashed or restarted), as `abandoned`, so the console stops saying it runs and a new one can start.
 * Returns how many it closed. Safe on every instance at once.
 */
export async function closeAbandonedJobs(db: Db): Promise<number> {
  const r = await db
    .updateTable('staff_jobs')
    .set({
      finished_at: sql<string>`now()`,
      status: 'abandoned',
      message: 'the process running it stopped (no heartbeat)',
    })
    .where('finished_at', 'is', null)
    .where(sql<boolean>`NOT (${heartbeatFresh})`)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
