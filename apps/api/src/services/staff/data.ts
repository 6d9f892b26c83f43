import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import { formatDate } from '@cyr/i18n';
import { todayInHarrisCounty } from '@cyr/rules/dates';
import { STAFF_LIMITS, type DataFreshness, type DataOverview, type ImportDetail, type ImportRow } from '@cyr/schemas';
import type { Db } from '../../db';
import type { ImportsTable } from '../../db/schema';
import { renderStaleData } from '../../mail/templates';
import { listQuarantined } from '../../sync/snapshot';
import { alertAdminsOnce } from './alerts';

/**
 * The data view of the staff console (docs/api/staff.md "Data"): the last import and sync attempts with their
 * reports, the quarantined ones, and whether the data is stale (no successful import finished in the last
 * eight days). A stale period is announced once to the admins by email (through the outbox); the
 * `app_meta` key `staff.stale_notice` remembers which successful import the notice was about.
 */
const STALE_NOTICE_KEY = 'staff.stale_notice';
const DAY_MS = 86_400_000;

type ImportsRow = Selectable<ImportsTable>;

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

function toRow(r: ImportsRow, acceptable: ReadonlySet<string>): ImportRow {
  return {
    id: r.id,
    origin: r.origin,
    fileName: r.file_name,
    status: r.status,
    message: r.message,
    startedAt: new Date(r.started_at).toISOString(),
    finishedAt: iso(r.finished_at),
    rows: r.rows,
    cases: r.cases,
    dataDate: r.data_date ?? r.data_end_date,
    decision: r.decision === 'accepted' || r.decision === 'rejected' ? r.decision : null,
    acceptable: acceptable.has(r.id),
  };
}

/** The newest successful import. */
async function lastSuccess(db: Db): Promise<{ id: string; at: string; dataEndDate: string | null } | null> {
  const row = await db
    .selectFrom('imports')
    .select(['id', 'finished_at', 'started_at', 'data_end_date'])
    .where('status', '=', 'ok')
    .orderBy(sql`coalesce(finished_at, started_at)`, 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, at: new Date(row.finished_at ?? row.started_at).toISOString(), dataEndDate: row.data_end_date };
}

export async function freshness(db: Db, now: Date): Promise<DataFreshness> {
  const last = await lastSuccess(db);
  const stale = !last || now.getTime() - new Date(last.at).getTime() > STAFF_LIMITS.staleAfterDays * DAY_MS;
  return {
    stale,
    lastSuccessAt: last?.at ?? null,
    dataEndDate: last?.dataEndDate ?? null,
    staleAfterDays: STAFF_LIMITS.staleAfterDays,
  };
}

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

export async function dataOverview(db: Db, now: Date): Promise<DataOverview> {
  const quarantined = await listQuarantined(db);
  const acceptable = new Set(quarantined.filter((q) => q.acceptable).map((q) => q.id));
  const rows = await db.selectFrom('imports').selectAll().orderBy('started_at', 'desc').limit(50).execute();
  const qRows = await db
    .selectFrom('imports')
    .selectAll()
    .where('status', '=', 'quarantined')
    .orderBy('started_at', 'desc')
    .execute();
  return {
    freshness: await freshness(db, now),
    imports: rows.map((r) => toRow(r, acceptable)),
    quarantined: qRows.map((r) => toRow(r, acceptable)),
    syncRunning: await isSyncRunning(db),
  };
}

export async function importDetail(db: Db, id: string): Promise<ImportDetail | undefined> {
  const row = await db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const acceptable = new Set((await listQuarantined(db)).filter((q) => q.acceptable).map((q) => q.id));
  return { import: toRow(row, acceptable), report: row.report ?? null, quality: row.quality ?? null };
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

/**
 * When the data is stale and this stale period (since the same last successful import) has not been announced,
 * queues one email to every active admin and remembers it. Returns how many were queued.
 */
export async function notifyStaleOnce(db: Db, now: Date): Promise<number> {
  const f = await freshness(db, now);
  if (!f.stale) return 0;
  const last = await lastSuccess(db);
  const period = last?.id ?? 'never';
  const days = last ? Math.floor((now.getTime() - new Date(last.at).getTime()) / DAY_MS) : STAFF_LIMITS.staleAfterDays;
  const since = last ? formatDate(todayInHarrisCounty(new Date(last.at)), 'en') : null;
  const mail = renderStaleData('en', { days, since });
  return db.transaction().execute((trx) => alertAdminsOnce(trx, { key: STALE_NOTICE_KEY, period }, 'stale_data', mail));
}
