/**
 * `npm run sync`: keeps the court data fresh without a person downloading files. It reads the District Clerk's
 * Public Datasets page, takes the newest `Weekly_Historical_Criminal_*.zip` (and, with `daily`, the daily
 * disposition and filing files dated on or after the data already loaded), checks each download (hcdc.ts,
 * `verifyDownload`) and imports it: the weekly file in snapshot mode, daily files merged. A download that fails
 * a check is recorded with its reason and imported nowhere, so good data is never replaced by a broken file; the
 * import's own checks (snapshot.ts) quarantine a file that reads as much less data than the data in use. A file is
 * imported again when its size, date (Last-Modified) or content differs from the file imported under its name (a
 * corrected file republished under the same name), so a second run with nothing new changes nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ImportLimits, ImportSummary } from '@cyr/harris-data';
import type { Db } from '../db';
import { getDataEndDate } from '../services/case-store';
import { downloadFile, fetchDatasetsPage, verifyDownload, type DatasetFile, type FetchedPage } from './hcdc';
import { findImported, importFile, recordAttempt, sha256File } from './imports';
import { ImportFailedError } from './snapshot';

export interface SyncOptions {
  /** The Public Datasets page (`HCDC_DATASETS_URL`). */
  url: string;
  /**
   * Also fetch the daily disposition and filing files dated on or after the loaded data's end date (the day
   * itself too: a merge is idempotent, and the weekly file may have been cut before that day's entries).
   */
  daily?: boolean;
  /** Smallest acceptable weekly zip, in bytes (a cut-off or empty file is refused). */
  minWeeklyBytes?: number;
  /** Largest acceptable download, in bytes. */
  maxBytes?: number;
  timeoutMs?: number;
  /** How long to wait for another import to finish before refusing (default 30 minutes). */
  lockWaitMs?: number;
  /** The import's checks (IMPORT_MAX_SHRINK and the other limits of config.ts). */
  limits?: ImportLimits;
  /** Where downloads are kept while they are checked and imported (a fresh temporary directory by default). */
  workDir?: string;
  log?: (line: string) => void;
}

/**
 * `quarantined`: the file failed the import's checks and waits for a person (the data in use stays);
 * `superseded`: newer data is already in use; `refused`: another import was running.
 */
export type FileOutcome =
  'imported' | 'already_imported' | 'rejected' | 'failed' | 'quarantined' | 'superseded' | 'refused';

export interface SyncFileResult {
  name: string;
  kind: DatasetFile['kind'];
  outcome: FileOutcome;
  message?: string;
  summary?: ImportSummary;
}

export interface SyncResult {
  /** `ok`: every file imported or already there; `no_weekly_file`: the page lists none; `problem`: a file was refused or failed. */
  status: 'ok' | 'no_weekly_file' | 'problem';
  files: SyncFileResult[];
  dataEndDate: string | null;
}

const MB = 1024 * 1024;
/** The file name an attempt is recorded under when the page itself failed. */
const PAGE_NAME = 'PublicDatasets.aspx';
/** Outcomes a person must look at (the exit code is 1). */
const PROBLEMS: ReadonlySet<FileOutcome> = new Set(['rejected', 'failed', 'quarantined', 'refused']);

/** The newest successful import of this file name: what a download is compared with. */
async function lastImportOf(
  db: Db,
  fileName: string,
): Promise<{ sha256: string | null; bytes: number | null; sourceModified: string | null } | null> {
  const row = await db
    .selectFrom('imports')
    .select(['sha256', 'bytes', 'source_modified'])
    .where('file_name', '=', fileName)
    .where('status', '=', 'ok')
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row
    ? { sha256: row.sha256, bytes: row.bytes === null ? null : Number(row.bytes), sourceModified: row.source_modified }
    : null;
}

async function fetchAndImport(
  db: Db,
  opts: Required<Pick<SyncOptions, 'url' | 'maxBytes' | 'timeoutMs' | 'lockWaitMs'>> & {
    dir: string;
    minBytes: number;
    log: (l: string) => void;
    limits?: ImportLimits;
  },
  page: FetchedPage,
  file: DatasetFile,
): Promise<SyncFileResult> {
  const base = { name: file.name, kind: file.kind };
  // By content, not by name: a file republished under the same name (corrected) differs in size, date or hash.
  const previous = await lastImportOf(db, file.name);
  const dest = path.join(opts.dir, file.name.replace(/[^\w.-]/g, '_'));
  let bytes: number | null = null;
  let sha: string | null = null;
  let lastModified: string | null = null;
  try {
    opts.log(`${file.name}: downloading`);
    const got = await downloadFile(opts.url, page, file, dest, {
      maxBytes: opts.maxBytes,
      timeoutMs: opts.timeoutMs,
      // Same declared size and same Last-Modified as the file imported: the same file, not read again.
      unchanged: (h) =>
        previous !== null &&
        h.bytes !== null &&
        h.lastModified !== null &&
        h.bytes === previous.bytes &&
        h.lastModified === previous.sourceModified,
    });
    lastModified = got.lastModified;
    if (got.skipped) {
      opts.log(`${file.name}: same size and date as the file imported; nothing to do`);
      return { ...base, outcome: 'already_imported' };
    }
    bytes = got.bytes;
    sha = await sha256File(dest);
    if (previous?.sha256 === sha || (await findImported(db, file.name, sha))) {
      opts.log(`${file.name}: same content as the file imported; nothing to do`);
      return { ...base, outcome: 'already_imported' };
    }
    // The same bytes already wait for a person, or a person rejected them: not imported (and quarantined) again.
    const decided = await db
      .selectFrom('imports')
      .select(['id', 'status', 'decision'])
      .where('file_name', '=', file.name)
      .where('sha256', '=', sha)
      .where((eb) => eb.or([eb('status', '=', 'quarantined'), eb('decision', '=', 'rejected')]))
      .orderBy('started_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (decided?.status === 'quarantined') {
      const message = `the same file is quarantined as import ${decided.id}, waiting for a person to accept or reject it`;
      opts.log(`${file.name}: ${message}`);
      return { ...base, outcome: 'quarantined', message };
    }
    if (decided) {
      opts.log(`${file.name}: a person rejected this file (import ${decided.id}); waiting for a new one`);
      return { ...base, outcome: 'already_imported', message: `rejected by a person (import ${decided.id})` };
    }
    const problem = await verifyDownload(dest, file.kind, opts.minBytes);
    if (problem) {
      await recordAttempt(db, {
        origin: 'sync',
        fileName: file.name,
        sha256: sha,
        bytes,
        sourceModified: lastModified,
        status: 'rejected',
        message: problem,
      });
      opts.log(`${file.name}: REFUSED, the previous data stays: ${problem}`);
      return { ...base, outcome: 'rejected', message: problem };
    }
    opts.log(`${file.name}: ${bytes} bytes, checks passed; importing`);
    const r = await importFile(db, dest, {
      origin: 'sync',
      fileName: file.name,
      sha256: sha,
      sourceModified: lastModified,
      mode: file.kind === 'weekly' ? 'snapshot' : 'merge',
      lockWaitMs: opts.lockWaitMs,
      log: (line) => opts.log(`${file.name}: ${line}`),
      ...(opts.limits ? { limits: opts.limits } : {}),
    });
    const outcome: FileOutcome = r.status === 'ok' ? 'imported' : r.status;
    return {
      ...base,
      outcome,
      ...(r.message ? { message: r.message } : {}),
      ...(r.summary ? { summary: r.summary } : {}),
    };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // importFile records its own failures; a failed download (or a failure before the import) is recorded here.
    if (!(err instanceof ImportFailedError))
      await recordAttempt(db, {
        origin: 'sync',
        fileName: file.name,
        sha256: sha,
        bytes,
        sourceModified: lastModified,
        status: 'failed',
        message: `download failed: ${message}`,
      });
    opts.log(`${file.name}: FAILED, the previous data stays: ${message}`);
    return { ...base, outcome: 'failed', message };
  } finally {
    await rm(dest, { force: true });
  }
}

export async function runSync(db: Db, options: SyncOptions): Promise<SyncResult> {
  const log = options.log ?? (() => undefined);
  const dir = options.workDir ?? (await mkdtemp(path.join(os.tmpdir(), 'cyr-sync-')));
  const common = {
    url: options.url,
    maxBytes: options.maxBytes ?? 4096 * MB,
    timeoutMs: options.timeoutMs ?? 30 * 60_000,
    lockWaitMs: options.lockWaitMs ?? 30 * 60_000,
    dir,
    log,
    ...(options.limits ? { limits: options.limits } : {}),
  };
  const files: SyncFileResult[] = [];
  try {
    const attempt = { origin: 'sync' as const, fileName: PAGE_NAME, sha256: null, bytes: null };
    let page: FetchedPage;
    try {
      page = await fetchDatasetsPage(options.url, Math.min(common.timeoutMs, 120_000));
    } catch (err) {
      // An attempt that could not even read the page is recorded too.
      const message = `the Public Datasets page could not be read: ${err instanceof Error ? err.message : String(err)}`;
      await recordAttempt(db, { ...attempt, status: 'failed', message });
      throw new Error(message, { cause: err });
    }
    const weekly = page.files
      .filter((f) => f.kind === 'weekly' && f.date !== null)
      .sort((a, b) => ((a.date ?? '') < (b.date ?? '') ? 1 : -1))[0];
    if (!weekly) {
      const message = 'the Public Datasets page lists no Weekly_Historical_Criminal_*.zip; nothing was changed';
      await recordAttempt(db, { ...attempt, status: 'rejected', message });
      log(message);
      return { status: 'no_weekly_file', files, dataEndDate: await getDataEndDate(db) };
    }
    files.push(await fetchAndImport(db, { ...common, minBytes: options.minWeeklyBytes ?? 1 * MB }, page, weekly));
    if (options.daily) {
      const since = (await getDataEndDate(db)) ?? weekly.date ?? '';
      const dailies = page.files
        .filter(
          (f) => (f.kind === 'daily_dispositions' || f.kind === 'daily_filings') && f.date !== null && f.date >= since,
        )
        .sort((a, b) =>
          (a.date ?? '') < (b.date ?? '') ? -1 : (a.date ?? '') > (b.date ?? '') ? 1 : a.name < b.name ? -1 : 1,
        );
      if (dailies.length === 0) log(`no daily file dated on or after ${since || 'the loaded data'}`);
      for (const f of dailies) files.push(await fetchAndImport(db, { ...common, minBytes: 1 }, page, f));
    }
  } finally {
    if (!options.workDir) await rm(dir, { recursive: true, force: true });
  }
  const problem = files.some((f) => PROBLEMS.has(f.outcome));
  return { status: problem ? 'problem' : 'ok', files, dataEndDate: await getDataEndDate(db) };
}
