/**
 * `npm run sync`: keeps the court data fresh without a person downloading files. It reads the District Clerk's
 * Public Datasets page, takes the newest `Weekly_Historical_Criminal_*.zip` (and, with `daily`, the daily
 * disposition and filing files dated on or after the data already loaded), checks each download (hcdc.ts,
 * `verifyDownload`) and imports it: the weekly file in snapshot mode, daily files merged. A download that fails
 * a check is recorded with its reason and imported nowhere, so good data is never replaced by a broken file; a
 * file already imported is not downloaded again, so a second run with nothing new changes nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ImportSummary } from '@cyr/harris-data';
import type { Db } from '../db';
import { getDataEndDate } from '../services/case-store';
import { downloadFile, fetchDatasetsPage, verifyDownload, type DatasetFile, type FetchedPage } from './hcdc';
import { findImported, importFile, recordAttempt, sha256File } from './imports';

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
  /** Where downloads are kept while they are checked and imported (a fresh temporary directory by default). */
  workDir?: string;
  log?: (line: string) => void;
}

export type FileOutcome = 'imported' | 'already_imported' | 'rejected' | 'failed';

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

async function fetchAndImport(
  db: Db,
  opts: Required<Pick<SyncOptions, 'url' | 'maxBytes' | 'timeoutMs'>> & {
    dir: string;
    minBytes: number;
    log: (l: string) => void;
  },
  page: FetchedPage,
  file: DatasetFile,
): Promise<SyncFileResult> {
  const base = { name: file.name, kind: file.kind };
  if (await findImported(db, file.name)) {
    opts.log(`${file.name}: already imported, nothing to do`);
    return { ...base, outcome: 'already_imported' };
  }
  const dest = path.join(opts.dir, file.name.replace(/[^\w.-]/g, '_'));
  let bytes: number | null = null;
  let sha: string | null = null;
  try {
    opts.log(`${file.name}: downloading`);
    bytes = (await downloadFile(opts.url, page, file, dest, { maxBytes: opts.maxBytes, timeoutMs: opts.timeoutMs }))
      .bytes;
    sha = await sha256File(dest);
    if (await findImported(db, file.name, sha)) return { ...base, outcome: 'already_imported' };
    const problem = await verifyDownload(dest, file.kind, opts.minBytes);
    if (problem) {
      await recordAttempt(db, {
        origin: 'sync',
        fileName: file.name,
        sha256: sha,
        bytes,
        status: 'rejected',
        message: problem,
      });
      opts.log(`${file.name}: REFUSED, the previous data stays: ${problem}`);
      return { ...base, outcome: 'rejected', message: problem };
    }
    opts.log(`${file.name}: ${bytes} bytes, checks passed; importing`);
    const { summary } = await importFile(db, dest, {
      origin: 'sync',
      fileName: file.name,
      sha256: sha,
      mode: file.kind === 'weekly' ? 'snapshot' : 'merge',
    });
    return { ...base, outcome: 'imported', summary };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // importFile records its own failures; a failed download is recorded here.
    if (sha === null)
      await recordAttempt(db, { origin: 'sync', fileName: file.name, sha256: null, bytes, status: 'failed', message });
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
    dir,
    log,
  };
  const files: SyncFileResult[] = [];
  try {
    const page = await fetchDatasetsPage(options.url, Math.min(common.timeoutMs, 120_000));
    const weekly = page.files
      .filter((f) => f.kind === 'weekly' && f.date !== null)
      .sort((a, b) => ((a.date ?? '') < (b.date ?? '') ? 1 : -1))[0];
    if (!weekly) {
      log('the Public Datasets page lists no Weekly_Historical_Criminal_*.zip; nothing was changed');
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
  const problem = files.some((f) => f.outcome === 'rejected' || f.outcome === 'failed');
  return { status: problem ? 'problem' : 'ok', files, dataEndDate: await getDataEndDate(db) };
}
