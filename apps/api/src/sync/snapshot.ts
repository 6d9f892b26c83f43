/**
 * Importing court data without ever replacing good data with worse, and without stopping the site
 * (docs/decisions/0050-import-snapshots.md):
 *
 * 1. **One writer at a time.** An import or sync holds the writer lock for its whole run: a PostgreSQL advisory
 *    lock on a connection of its own (released by the server if the process dies), plus an in-process guard.
 *    On PGlite, `createDb` also holds the lock on `DATA_DIR/pglite.owner` (ADR 0095), so a second process (the server, another import)
 *    cannot open the database at all. A second import waits up to `lockWaitMs` (default: not at all), then is
 *    refused, and the refusal is recorded in `imports`.
 * 2. **A snapshot loads beside the data in use**, into `cases_staging`; lookups keep reading `cases` all along.
 * 3. **Checks before the switch** (harris-data `checkImport`): rows, cases and people may not shrink by more than
 *    a share, required fields may not go blank, rejected rows stay few. A file that fails is **quarantined**: its
 *    table is kept as `cases_quarantined`, the attempt recorded with the reasons, and the data in use stays,
 *    until a person accepts it (`decideQuarantined`, `npm run import -- --accept ID`) or rejects it.
 * 4. **The switch is one short transaction**: the old table goes, the staging table becomes `cases`, the data end
 *    date and the `imports` row change with it. Lookups see the old data or the new, never a mix or nothing.
 *    A file older (by its own date) than the snapshot in use is refused as `superseded`: the newest file wins,
 *    not the last to finish.
 * 5. **Every attempt is a row of `imports`**: written as `running` when the import starts, finished as `ok`,
 *    `quarantined`, `superseded`, `refused` or `failed` with the reason. A process killed mid-import leaves its
 *    row `running` and its staging table; the next import, holding the lock, marks the row `failed`
 *    ("interrupted") and drops the table.
 *
 * Daily files (merge mode) add events to the cases in use, in one transaction, under the same lock.
 * Log lines and stored messages carry counts, codes and file names, never personal data.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  checkImport,
  dateFromFileName,
  DEFAULT_IMPORT_LIMITS,
  defaultImportMode,
  importExtract,
  type CheckProblem,
  type ExtractSource,
  type ImportLimits,
  type ImportOptions,
  type ImportProgress,
  type ImportQuality,
  type ImportSummary,
} from '@cyr/harris-data';
import type pg from 'pg';
import { pgPoolOf, type Db } from '../db';
import type { Database } from '../db/schema';
import { caseSink, getDataEndDate, SEARCH_INDEXES, type CasesTableName } from '../services/case-store';
import { importFileByCopy } from './copy-import';

export type ImportOrigin = 'import' | 'sync' | 'county' | 'console';

/** How an attempt ended (the `imports.status` it leaves). */
export type ImportStatus = 'ok' | 'quarantined' | 'superseded' | 'refused' | 'failed';

export interface SnapshotImportOptions {
  origin: ImportOrigin;
  /** The file's name as recorded (and for its date and default mode). */
  fileName: string;
  sha256?: string | null;
  bytes?: number | null;
  /** The download's Last-Modified header (sync). */
  sourceModified?: string | null;
  /** Default: `snapshot` for `Weekly_Historical…` files, else `merge` (harris-data `defaultImportMode`). */
  mode?: 'merge' | 'snapshot';
  batchSize?: number;
  onProgress?: (p: ImportProgress) => void;
  /** A person said to replace the data even though the checks fail (`--accept-shrink`). */
  acceptShrink?: boolean;
  limits?: ImportLimits;
  /** How long to wait for another import to finish before refusing (default 0: refuse at once). */
  lockWaitMs?: number;
  log?: (line: string) => void;
  /** Judge each case with the engine for the report's "will not decide" counts (services/undecided.ts). */
  judge?: ImportOptions['judge'];
  /**
   * The file on disk the source was opened from (importFile): on PostgreSQL a snapshot import of it is loaded
   * by a worker thread with COPY (copy-import.ts, docs/decisions/0076-import-copy-worker.md).
   */
  filePath?: string;
}

export interface SnapshotImportResult {
  importId: string;
  status: ImportStatus;
  /** Why it did not become the data (or what a person accepted), for the operator; null when it simply did. */
  message: string | null;
  summary: ImportSummary | null;
  problems: CheckProblem[];
}

/** An import that failed: the data in use is unchanged and the attempt is recorded with this reason. */
export class ImportFailedError extends Error {
  override readonly name = 'ImportFailedError';
  constructor(
    message: string,
    readonly importId: string,
  ) {
    super(message);
  }
}

const STAGING = 'cases_staging';
/**
 * Cases a COPY statement of a snapshot load (about 0.8 MB of text). The batches in flight are most of the import
 * worker's live data, so their size sets how far its heap grows (ADR 0076: 5,000 measured about 95 MB more peak RSS).
 */
const COPY_BATCH_CASES = 2000;
const QUARANTINE = 'cases_quarantined';
/** The advisory lock every court-data writer takes (an arbitrary constant: "CYRI"). */
const WRITER_LOCK_KEY = 0x43595249;

export const newImportId = (): string => `imp-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

// ---------------------------------------------------------------------------------------------------------
// The writer lock
// ---------------------------------------------------------------------------------------------------------

/** Databases (handles) of this process that have a writer running. */
const writing = new WeakSet<object>();

export class WriterBusyError extends Error {
  override readonly name = 'WriterBusyError';
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function isPglite(db: Db): Promise<boolean> {
  const { rows } = await sql<{ v: string }>`SELECT version() AS v`.execute(db);
  return /PGlite/i.test(rows[0]?.v ?? '');
}

async function busyMessage(db: Db): Promise<string> {
  const running = await db
    .selectFrom('imports')
    .select(['file_name', 'started_at', 'origin'])
    .where('status', '=', 'running')
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const what = running
    ? `${running.origin} of ${running.file_name}, started ${new Date(running.started_at).toISOString()}`
    : 'another import or sync';
  return (
    `another court-data import is running on this database (${what}); this one changed nothing. ` +
    'Run it again once that one has finished (npm run import -- --wait SECONDS waits for it).'
  );
}

/**
 * Runs `fn` as the one court-data writer of the database: `fn` gets the Kysely to write with (on PostgreSQL a
 * single connection holding the advisory lock). Throws `WriterBusyError` when another writer holds it past
 * `waitMs`.
 */
export async function withWriterLock<T>(db: Db, waitMs: number, fn: (w: Db) => Promise<T>): Promise<T> {
  const deadline = Date.now() + Math.max(0, waitMs);
  while (writing.has(db)) {
    if (Date.now() >= deadline) throw new WriterBusyError(await busyMessage(db));
    await sleep(200);
  }
  writing.add(db);
  try {
    if (await isPglite(db)) {
      // One process per embedded database (createDb's lock file), and the guard above within it; PGlite has one
      // connection, which lookups of this process share between the import's statements.
      return await fn(db);
    }
    return await db.connection().execute(async (conn) => {
      for (;;) {
        const { rows } = await sql<{
          ok: boolean;
        }>`SELECT pg_try_advisory_lock(${WRITER_LOCK_KEY}::bigint) AS ok`.execute(conn);
        if (rows[0]?.ok === true) break;
        if (Date.now() >= deadline) throw new WriterBusyError(await busyMessage(db));
        await sleep(250);
      }
      try {
        return await fn(conn);
      } finally {
        await sql`SELECT pg_advisory_unlock(${WRITER_LOCK_KEY}::bigint)`.execute(conn).catch(() => undefined);
      }
    });
  } finally {
    writing.delete(db);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Tables
// ---------------------------------------------------------------------------------------------------------

async function tableExists(db: Kysely<Database>, name: string): Promise<boolean> {
  const { rows } = await sql<{ t: string | null }>`SELECT to_regclass(${name})::text AS t`.execute(db);
  return Boolean(rows[0]?.t);
}

/** Renames a cases table with its primary key and search indexes (their names follow the table's). */
async function renameCasesTable(db: Kysely<Database>, from: CasesTableName, to: CasesTableName): Promise<void> {
  await sql`ALTER TABLE ${sql.table(from)} RENAME TO ${sql.table(to)}`.execute(db);
  for (const suffix of ['pkey', ...SEARCH_INDEXES.map(([s]) => s)])
    await sql`ALTER INDEX IF EXISTS ${sql.ref(`${from}_${suffix}`)} RENAME TO ${sql.ref(`${to}_${suffix}`)}`.execute(
      db,
    );
}

async function createStaging(db: Kysely<Database>): Promise<void> {
  await sql`DROP TABLE IF EXISTS ${sql.table(STAGING)}`.execute(db);
  // Same columns, order, types, defaults and NOT NULLs as `cases`; the search indexes come after the load.
  await sql`CREATE TABLE ${sql.table(STAGING)} (LIKE cases INCLUDING DEFAULTS)`.execute(db);
  await sql`ALTER TABLE ${sql.table(STAGING)} ADD CONSTRAINT ${sql.ref(`${STAGING}_pkey`)} PRIMARY KEY (cas)`.execute(
    db,
  );
}

// ---------------------------------------------------------------------------------------------------------
// The imports table
// ---------------------------------------------------------------------------------------------------------

/** The snapshot in use: its date and the counts it was checked with (null before any snapshot import). */
async function activeSnapshot(
  db: Kysely<Database>,
): Promise<{ id: string; dataDate: string | null; quality: ImportQuality | null } | null> {
  const row = await db
    .selectFrom('imports')
    .select(['id', 'data_date', 'data_end_date', 'quality'])
    .where('status', '=', 'ok')
    .where('mode', '=', 'snapshot')
    .orderBy('finished_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, dataDate: row.data_date ?? row.data_end_date, quality: (row.quality as ImportQuality) ?? null };
}

async function countRows(db: Kysely<Database>, table: CasesTableName): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Rows left `running` by a process that died: only called while holding the writer lock, so none is alive. */
async function closeInterrupted(db: Kysely<Database>): Promise<number> {
  const res = await db
    .updateTable('imports')
    .set({
      status: 'failed',
      message: 'interrupted: the process stopped before the import finished; the data in use did not change',
      finished_at: new Date().toISOString(),
    })
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/**
 * What an import killed mid-way left: its `running` row is closed as failed ("interrupted") and its staging table
 * dropped. Only called while holding the writer lock, so no live import owns either.
 */
async function cleanInterrupted(w: Db, log: (line: string) => void): Promise<void> {
  const interrupted = await closeInterrupted(w);
  if (interrupted > 0) log(`${interrupted} earlier import(s) had been interrupted; recorded as failed`);
  await sql`DROP TABLE IF EXISTS ${sql.table(STAGING)}`.execute(w);
}

export interface AttemptRecord {
  id?: string;
  origin: ImportOrigin;
  fileName: string;
  sha256: string | null;
  bytes: number | null;
  sourceModified?: string | null;
  mode?: 'merge' | 'snapshot' | null;
  status: 'failed' | 'rejected' | 'refused';
  message: string;
}

/** Records an attempt that changed no data (a refused or failed download or import). Never throws. */
export async function recordAttempt(db: Db, a: AttemptRecord): Promise<string> {
  const id = a.id ?? newImportId();
  try {
    await db
      .insertInto('imports')
      .values({
        id,
        origin: a.origin,
        file_name: a.fileName,
        sha256: a.sha256,
        bytes: a.bytes,
        source_modified: a.sourceModified ?? null,
        mode: a.mode ?? null,
        status: a.status,
        message: a.message.slice(0, 2000),
        finished_at: new Date().toISOString(),
      })
      .execute();
  } catch {
    // Recording is best effort when the database itself is what failed; the caller still reports the failure.
  }
  return id;
}

const summaryColumns = (s: ImportSummary): Omit<SwitchColumns, 'message'> => ({
  rows: s.rows,
  cases: s.cases,
  data_end_date: s.dataEndDate,
  data_date: s.dataEndDate,
  report: JSON.stringify(s.report),
  quality: JSON.stringify(s.quality),
});

// ---------------------------------------------------------------------------------------------------------
// Import
// ---------------------------------------------------------------------------------------------------------

/**
 * Imports an extract (`source`: opened by `openExtractFile`, or any stream of its bytes) as one checked attempt.
 * Returns how it ended; throws `ImportFailedError` when it failed (the data in use unchanged, the failure
 * recorded). This is the function other jobs (the county report, a staff console) call.
 */
export async function importSource(
  db: Db,
  source: ExtractSource | (() => Promise<ExtractSource>),
  opts: SnapshotImportOptions,
): Promise<SnapshotImportResult> {
  const importId = newImportId();
  const log = opts.log ?? (() => undefined);
  const base = {
    origin: opts.origin,
    fileName: opts.fileName,
    sha256: opts.sha256 ?? null,
    bytes: opts.bytes ?? null,
    sourceModified: opts.sourceModified ?? null,
  };
  const fail = async (w: Db, err: unknown): Promise<never> => {
    const message = err instanceof Error ? err.message : String(err);
    // Still holding the writer lock: no other import's staging table can be dropped here.
    await sql`DROP TABLE IF EXISTS ${sql.table(STAGING)}`.execute(w).catch(() => undefined);
    // The running row exists when the import got that far; otherwise this inserts the record of the failure.
    const done = await w
      .updateTable('imports')
      .set({ status: 'failed', message: message.slice(0, 2000), finished_at: new Date().toISOString() })
      .where('id', '=', importId)
      .executeTakeFirst()
      .then((r) => Number(r.numUpdatedRows) > 0)
      .catch(() => false);
    if (!done) await recordAttempt(db, { ...base, id: importId, status: 'failed', message });
    log(`FAILED, the data in use is unchanged: ${message}`);
    throw new ImportFailedError(message, importId);
  };
  try {
    return await withWriterLock(db, opts.lockWaitMs ?? 0, (w) =>
      runImport(w, pgPoolOf(db), importId, source, opts, log).catch((err: unknown) => fail(w, err)),
    );
  } catch (err) {
    if (err instanceof WriterBusyError) {
      await recordAttempt(db, { ...base, id: importId, status: 'refused', message: err.message });
      log(`REFUSED: ${err.message}`);
      return { importId, status: 'refused', message: err.message, summary: null, problems: [] };
    }
    if (err instanceof ImportFailedError) throw err;
    // The lock itself could not be taken or released (the database is down): record what can be recorded.
    const message = err instanceof Error ? err.message : String(err);
    await recordAttempt(db, { ...base, id: importId, status: 'failed', message });
    throw new ImportFailedError(message, importId);
  }
}

async function runImport(
  w: Db,
  pool: pg.Pool | null,
  importId: string,
  sourceOrOpen: ExtractSource | (() => Promise<ExtractSource>),
  opts: SnapshotImportOptions,
  log: (line: string) => void,
): Promise<SnapshotImportResult> {
  await cleanInterrupted(w, log);
  const source = typeof sourceOrOpen === 'function' ? await sourceOrOpen() : sourceOrOpen;
  // The .txt inside a zip may lack the date the .zip name carries.
  const dateName = dateFromFileName(source.name) ? source.name : opts.fileName;
  const mode = opts.mode ?? defaultImportMode(opts.fileName);
  await w
    .insertInto('imports')
    .values({
      id: importId,
      origin: opts.origin,
      file_name: opts.fileName,
      sha256: opts.sha256 ?? null,
      bytes: opts.bytes ?? null,
      source_modified: opts.sourceModified ?? null,
      mode,
      status: 'running',
      message: null,
    })
    .execute();
  const importOptions = {
    importId,
    fileName: dateName,
    totalBytes: source.size,
    mode,
    ...(opts.batchSize ? { batchSize: opts.batchSize } : {}),
    ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
    ...(opts.judge ? { judge: opts.judge } : {}),
  };
  const limits = opts.limits ?? DEFAULT_IMPORT_LIMITS;
  const noRows = (s: ImportSummary): string =>
    `no readable row in ${opts.fileName} (${s.rejectedCount} rejected${s.rejected[0] ? `; line ${s.rejected[0].line}: ${s.rejected[0].reason}` : ''})`;

  if (mode === 'merge') {
    // Daily files add to the cases in use: one transaction, so lookups see all of it or none.
    try {
      const s = await w.transaction().execute(async (trx) => {
        const inner = caseSink(trx);
        const current = await getDataEndDate(trx);
        const summary = await importExtract(
          source.stream,
          {
            ...inner,
            // A daily file never moves the data end date back.
            setDataEndDate: async (d) => (current === null || d > current ? inner.setDataEndDate(d) : undefined),
          },
          importOptions,
        );
        if (summary.acceptedRows === 0) throw new Error(noRows(summary));
        const problems = checkImport(summary.quality, null, limits);
        if (problems.length > 0 && !opts.acceptShrink) throw new QuarantineSignal(summary, problems);
        await trx
          .updateTable('imports')
          .set({
            ...summaryColumns(summary),
            status: 'ok',
            ...decided(problems),
            finished_at: new Date().toISOString(),
          })
          .where('id', '=', importId)
          .execute();
        return summary;
      });
      log(`imported (merge): ${s.cases} cases`);
      return { importId, status: 'ok', message: null, summary: s, problems: [] };
    } catch (err) {
      // The transaction was rolled back: nothing of the file was kept.
      if (err instanceof QuarantineSignal) return quarantineMerge(w, importId, err.summary, err.problems, log);
      throw err;
    }
  }

  // Snapshot: load beside the data in use.
  await createStaging(w);
  // A fresh table holds nothing stale to delete; the data end date changes with the switch, not before.
  const { deleteNotImportedIn: _nothingStale, ...sink } = caseSink(w, STAGING);
  let s: ImportSummary;
  if (pool && opts.filePath && !opts.judge) {
    // PostgreSQL, a file on disk: a worker thread parses and builds, this thread COPYs (copy-import.ts). The
    // source was opened above for its name, size and zip checks; the worker opens the file again.
    const opened = source.stream as AsyncIterable<Uint8Array> & { destroy?: () => void };
    opened.destroy?.();
    const { onProgress, judge: _none, ...workerOptions } = importOptions;
    s = await importFileByCopy(pool, STAGING, sink, opts.filePath, {
      ...workerOptions,
      batchSize: opts.batchSize ?? COPY_BATCH_CASES,
      ...(onProgress ? { onProgress } : {}),
    });
  } else {
    s = await importExtract(source.stream, { ...sink, setDataEndDate: async () => undefined }, importOptions);
  }
  if (s.acceptedRows === 0) throw new Error(noRows(s));
  await keepPreviousOfRejected(w, s, log);
  await sql`ANALYZE ${sql.table(STAGING)}`.execute(w);
  const staged = await countRows(w, STAGING);
  s.quality.cases = staged;
  const active = await activeSnapshot(w);
  const inUse = await countRows(w, 'cases');
  const problems = checkImport(s.quality, { cases: inUse, quality: active?.quality ?? null }, limits);
  if (problems.length > 0 && !opts.acceptShrink) return quarantine(w, importId, s, problems, log);
  const r = await switchIn(w, importId, s.dataEndDate, { ...summaryColumns(s), ...decided(problems) }, log);
  return { importId, ...r, summary: s, problems };
}

/**
 * A rejected row never silently removes a case: a case whose every row in the file was rejected (a NUL in a
 * name, a broken line) keeps its previous version from the data in use, copied into the staging table, and the
 * import report names it (`rejectedCases.keptPrevious`). A case with rejected rows that is in neither the new
 * data nor the old (new in this file, or read as no longer offered from its other rows) is named in
 * `rejectedCases.notInNewData`. Case ids go to the report only, never to the log.
 */
async function keepPreviousOfRejected(w: Db, s: ImportSummary, log: (line: string) => void): Promise<void> {
  const r = s.report.rejectedCases;
  const all = new Set(r.allRowsRejected);
  const candidates = [...r.allRowsRejected, ...r.someRowsRejected];
  const kept: string[] = [];
  const missing: string[] = [];
  for (let i = 0; i < candidates.length; i += 5000) {
    const chunk = candidates.slice(i, i + 5000);
    const { rows } = await sql<{ cas: string }>`
      SELECT c AS cas FROM unnest(${chunk}::text[]) AS c
      WHERE NOT EXISTS (SELECT 1 FROM ${sql.table(STAGING)} s WHERE s.cas = c)`.execute(w);
    const absent = rows.map((x) => x.cas);
    const keep = absent.filter((cas) => all.has(cas));
    const copied =
      keep.length === 0
        ? new Set<string>()
        : new Set(
            (
              await sql<{ cas: string }>`
                INSERT INTO ${sql.table(STAGING)} SELECT * FROM cases WHERE cas = ANY(${keep}::text[])
                RETURNING cas`.execute(w)
            ).rows.map((x) => x.cas),
          );
    for (const cas of absent) (copied.has(cas) ? kept : missing).push(cas);
  }
  r.keptPrevious = kept.sort();
  r.notInNewData = missing.sort();
  if (kept.length > 0)
    log(`${kept.length} case(s) had every row rejected: their previous version was kept (named in the report)`);
  if (missing.length > 0)
    log(`${missing.length} case(s) with rejected rows are not in the new data (named in the report)`);
}

/** Thrown inside a merge's transaction to undo it when the file fails its checks. */
class QuarantineSignal extends Error {
  constructor(
    readonly summary: ImportSummary,
    readonly problems: CheckProblem[],
  ) {
    super('quarantined');
  }
}

/** The columns that record a person's acceptance of failed checks (`--accept-shrink`), or nothing. */
const decided = (problems: CheckProblem[]) =>
  problems.length > 0
    ? {
        message: `accepted by a person despite: ${problems.map((p) => p.message).join('; ')}`,
        decision: 'accepted',
        decided_at: new Date().toISOString(),
      }
    : { message: null };

async function quarantineMerge(
  w: Db,
  importId: string,
  s: ImportSummary,
  problems: CheckProblem[],
  log: (line: string) => void,
): Promise<SnapshotImportResult> {
  const message = `quarantined, nothing of it was imported: ${problems.map((p) => p.message).join('; ')}. Import it again with --accept-shrink to take it anyway.`;
  await w
    .updateTable('imports')
    .set({ ...summaryColumns(s), status: 'quarantined', message, finished_at: new Date().toISOString() })
    .where('id', '=', importId)
    .execute();
  log(`QUARANTINED: ${message}`);
  return { importId, status: 'quarantined', message, summary: s, problems };
}

async function quarantine(
  w: Db,
  importId: string,
  s: ImportSummary,
  problems: CheckProblem[],
  log: (line: string) => void,
): Promise<SnapshotImportResult> {
  const message = `quarantined, the data in use did not change: ${problems.map((p) => p.message).join('; ')}`;
  await w.transaction().execute(async (trx) => {
    // One quarantined snapshot is kept: the newest. An older one can no longer be accepted.
    await trx
      .updateTable('imports')
      .set({
        status: 'rejected',
        // The reasons it was quarantined for stay on record.
        message: sql<string>`coalesce(message, '') || ' (replaced by a newer quarantined import)'`,
        decision: 'replaced',
      })
      .where('status', '=', 'quarantined')
      .execute();
    await sql`DROP TABLE IF EXISTS ${sql.table(QUARANTINE)}`.execute(trx);
    await renameCasesTable(trx, STAGING, QUARANTINE);
    await trx
      .updateTable('imports')
      .set({ ...summaryColumns(s), status: 'quarantined', message, finished_at: new Date().toISOString() })
      .where('id', '=', importId)
      .execute();
  });
  log(`QUARANTINED (import ${importId}): ${message}`);
  return { importId, status: 'quarantined', message, summary: s, problems };
}

/** The `imports` columns a switch writes besides its status. */
interface SwitchColumns {
  rows?: number;
  cases?: number;
  data_end_date?: string | null;
  data_date?: string | null;
  report?: string;
  quality?: string;
  message: string | null;
  decision?: string;
  decided_at?: string;
}

/**
 * Makes `cases_staging` the data in use, in one transaction, unless a newer snapshot is already in use (then the
 * staging table is dropped and the attempt recorded as superseded).
 */
async function switchIn(
  w: Db,
  importId: string,
  dataDate: string | null,
  columns: SwitchColumns,
  log: (line: string) => void,
): Promise<{ status: 'ok' | 'superseded'; message: string | null }> {
  const result = await w.transaction().execute(async (trx) => {
    const active = await activeSnapshot(trx);
    if (active?.dataDate && dataDate && dataDate < active.dataDate) {
      const message = `superseded: this file's data ends ${dataDate}, the data in use ends ${active.dataDate} (the newest file stays)`;
      await sql`DROP TABLE IF EXISTS ${sql.table(STAGING)}`.execute(trx);
      await trx
        .updateTable('imports')
        .set({ ...columns, status: 'superseded', message, finished_at: new Date().toISOString() })
        .where('id', '=', importId)
        .execute();
      return { status: 'superseded' as const, message };
    }
    // Waits for lookups running on the old table (milliseconds), and makes new ones wait for the commit.
    await sql`SET LOCAL lock_timeout = '30s'`.execute(trx);
    await sql`DROP TABLE cases`.execute(trx);
    await renameCasesTable(trx, STAGING, 'cases');
    if (dataDate) await caseSink(trx).setDataEndDate(dataDate);
    await trx
      .updateTable('imports')
      .set({
        ...columns,
        data_date: dataDate,
        data_end_date: dataDate,
        status: 'ok',
        finished_at: new Date().toISOString(),
      })
      .where('id', '=', importId)
      .execute();
    return { status: 'ok' as const, message: columns.message };
  });
  log(result.status === 'ok' ? 'switched to the new data' : (result.message ?? ''));
  return result;
}

// ---------------------------------------------------------------------------------------------------------
// A person's decision on a quarantined import
// ---------------------------------------------------------------------------------------------------------

export interface QuarantinedImport {
  id: string;
  fileName: string;
  startedAt: string;
  message: string | null;
  rows: number | null;
  cases: number | null;
  dataDate: string | null;
  /** The snapshot can still be accepted (its table is kept). */
  acceptable: boolean;
}

/** Quarantined imports, newest first (for the operator and the staff console). */
export async function listQuarantined(db: Db): Promise<QuarantinedImport[]> {
  const rows = await db
    .selectFrom('imports')
    .select(['id', 'file_name', 'started_at', 'message', 'rows', 'cases', 'data_date', 'mode'])
    .where('status', '=', 'quarantined')
    .orderBy('started_at', 'desc')
    .execute();
  const kept = await tableExists(db, QUARANTINE);
  return rows.map((r, i) => ({
    id: r.id,
    fileName: r.file_name,
    startedAt: new Date(r.started_at).toISOString(),
    message: r.message,
    rows: r.rows,
    cases: r.cases,
    dataDate: r.data_date,
    acceptable: kept && i === 0 && r.mode === 'snapshot',
  }));
}

/**
 * A person accepts or rejects a quarantined snapshot import. Accepting switches it in exactly as a passing import
 * would (one transaction; refused as `superseded` when newer data is in use); rejecting drops it. Either way the
 * decision is recorded in `imports` (`decision`, `decided_at`). Takes the writer lock.
 */
export async function decideQuarantined(
  db: Db,
  importId: string,
  decision: 'accept' | 'reject',
  opts: { lockWaitMs?: number; log?: (line: string) => void } = {},
): Promise<{ status: ImportStatus | 'rejected'; message: string | null }> {
  const log = opts.log ?? (() => undefined);
  return withWriterLock(db, opts.lockWaitMs ?? 0, async (w) => {
    const row = await w
      .selectFrom('imports')
      .select(['id', 'status', 'mode', 'report', 'quality', 'rows', 'cases', 'data_date', 'message'])
      .where('id', '=', importId)
      .executeTakeFirst();
    if (!row || row.status !== 'quarantined') throw new Error(`import ${importId} is not a quarantined import`);
    // An import killed before this decision left its row `running` and its staging table, which would stand in
    // the way of the quarantined table ("relation already exists"). Holding the writer lock, none is alive.
    await cleanInterrupted(w, log);
    const newest = (await listQuarantined(w))[0];
    if (decision === 'reject') {
      await w.transaction().execute(async (trx) => {
        if (newest?.id === importId) await sql`DROP TABLE IF EXISTS ${sql.table(QUARANTINE)}`.execute(trx);
        await trx
          .updateTable('imports')
          .set({ status: 'rejected', decision: 'rejected', decided_at: new Date().toISOString() })
          .where('id', '=', importId)
          .execute();
      });
      log(`import ${importId} rejected; its data was dropped`);
      return { status: 'rejected', message: null };
    }
    if (!newest?.acceptable || newest.id !== importId)
      throw new Error(
        `import ${importId} can no longer be accepted (its data was not kept: a daily file, or a newer import was quarantined after it); import the file again with --accept-shrink`,
      );
    await renameCasesTable(w, QUARANTINE, STAGING);
    const message = `accepted by a person after quarantine (${row.message ?? 'no reason recorded'})`;
    const r = await switchIn(
      w,
      importId,
      row.data_date,
      { message, decision: 'accepted', decided_at: new Date().toISOString() },
      log,
    );
    return r;
  });
}
