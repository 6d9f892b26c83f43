/**
 * Importing one extract file into the database, for `npm run import` and `npm run sync` alike: the whole
 * import runs in one transaction together with its row in `imports` (migration 0010), so a crash or a bad file
 * leaves the previous data and the import history as they were. A failed attempt is then recorded on its own.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  dateFromFileName,
  formatReport,
  importExtract,
  openExtractFile,
  type ImportOptions,
  type ImportProgress,
  type ImportSummary,
} from '@cyr/harris-data';
import type { Db } from '../db';
import { caseSink } from '../services/case-store';

export interface ImportFileOptions {
  /** What started it: the import CLI or the sync. */
  origin: 'import' | 'sync';
  mode?: 'merge' | 'snapshot';
  batchSize?: number;
  onProgress?: (p: ImportProgress) => void;
  /** Name recorded for the file (default: its base name). */
  fileName?: string;
  /** SHA-256 of the file when the caller already computed it. */
  sha256?: string;
  /** Judge each case with the engine for the report's "will not decide" counts (services/undecided.ts). */
  judge?: ImportOptions['judge'];
}

export interface ImportFileResult {
  importId: string;
  summary: ImportSummary;
  sha256: string;
  bytes: number;
}

export async function sha256File(file: string): Promise<string> {
  const h = createHash('sha256');
  for await (const chunk of createReadStream(file)) h.update(chunk as Buffer);
  return h.digest('hex');
}

const newId = (): string => `imp-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

/**
 * Imports a file (`.txt` or the weekly `.zip`) and records it. Throws, with the previous data unchanged, when the
 * file has no readable row: a snapshot import of an empty or foreign file would otherwise delete every case.
 */
export async function importFile(db: Db, file: string, opts: ImportFileOptions): Promise<ImportFileResult> {
  const fileName = opts.fileName ?? path.basename(file);
  const bytes = (await stat(file)).size;
  const sha256 = opts.sha256 ?? (await sha256File(file));
  const importId = newId();
  try {
    const summary = await db.transaction().execute(async (trx) => {
      const source = await openExtractFile(file);
      const s = await importExtract(source.stream, caseSink(trx), {
        importId,
        // the .txt inside a zip may lack the date the .zip name carries
        fileName: dateFromFileName(source.name) ? source.name : fileName,
        totalBytes: source.size,
        ...(opts.mode ? { mode: opts.mode } : {}),
        ...(opts.batchSize ? { batchSize: opts.batchSize } : {}),
        ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
        ...(opts.judge ? { judge: opts.judge } : {}),
      });
      if (s.acceptedRows === 0)
        throw new Error(
          `no readable row in ${fileName} (${s.rejectedCount} rejected${s.rejected[0] ? `; line ${s.rejected[0].line}: ${s.rejected[0].reason}` : ''})`,
        );
      await trx
        .insertInto('imports')
        .values({
          id: importId,
          origin: opts.origin,
          file_name: fileName,
          sha256,
          bytes,
          mode: s.mode,
          status: 'ok',
          message: null,
          rows: s.rows,
          cases: s.cases,
          data_end_date: s.dataEndDate,
          report: JSON.stringify(s.report),
          finished_at: new Date().toISOString(),
        })
        .execute();
      return s;
    });
    return { importId, summary, sha256, bytes };
  } catch (err) {
    await recordAttempt(db, {
      origin: opts.origin,
      fileName,
      sha256,
      bytes,
      status: 'failed',
      message: err instanceof Error ? err.message : String(err),
    });
    throw err;
  }
}

/** Records an attempt that changed no data (a failed import, a download refused by its checks). */
export async function recordAttempt(
  db: Db,
  a: {
    origin: 'import' | 'sync';
    fileName: string;
    sha256: string | null;
    bytes: number | null;
    status: 'failed' | 'rejected';
    message: string;
  },
): Promise<void> {
  await db
    .insertInto('imports')
    .values({
      id: newId(),
      origin: a.origin,
      file_name: a.fileName,
      sha256: a.sha256,
      bytes: a.bytes,
      mode: null,
      status: a.status,
      message: a.message.slice(0, 2000),
      finished_at: new Date().toISOString(),
    })
    .execute();
}

/** The last successful import of this file name (and content, when `sha256` is given), or null. */
export async function findImported(
  db: Db,
  fileName: string,
  sha256?: string,
): Promise<{ id: string; sha256: string | null } | null> {
  let q = db
    .selectFrom('imports')
    .select(['id', 'sha256'])
    .where('file_name', '=', fileName)
    .where('status', '=', 'ok');
  if (sha256) q = q.where('sha256', '=', sha256);
  return (await q.orderBy('started_at', 'desc').limit(1).executeTakeFirst()) ?? null;
}

/** The newest successful import's data end date and file name (what `sync --daily` continues from). */
export async function lastImport(db: Db): Promise<{ fileName: string; dataEndDate: string | null } | null> {
  const row = await db
    .selectFrom('imports')
    .select(['file_name', 'data_end_date'])
    .where('status', '=', 'ok')
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { fileName: row.file_name, dataEndDate: row.data_end_date } : null;
}

const fmt = (n: number): string => n.toLocaleString('en-US');

/** The summary and import report as terminal lines (no personal data: counts, codes, literals, line numbers). */
export function summaryLines(s: ImportSummary): string[] {
  const lines = [
    `Import ${s.importId} (${s.mode}) finished in ${(s.millis / 1000).toFixed(1)} s`,
    `  rows read:      ${fmt(s.rows)} (${fmt(s.acceptedRows)} accepted, ${fmt(s.rejectedCount)} rejected)`,
    `  cases written:  ${fmt(s.cases)}`,
    `  people:         ${fmt(s.people)}`,
    `  not offered:    ${fmt(s.notOffered.pre_1990)} filed before 1990, ${fmt(s.notOffered.class_c)} Class C, ${fmt(s.notOffered.expunged)} expunged, ${fmt(s.notOffered.no_person)} without name/DOB`,
    ...(s.mode === 'snapshot' ? [`  stale removed:  ${fmt(s.deletedStale)}`] : []),
    `  data end date:  ${s.dataEndDate ?? 'unknown'}`,
    ...formatReport(s.report),
  ];
  if (s.rejectedCount > 0) {
    const shown = s.rejected.slice(0, 20);
    lines.push(`  rejected rows (first ${shown.length} of ${fmt(s.rejectedCount)}):`);
    for (const r of shown) lines.push(`    line ${r.line}: ${r.reason}`);
  }
  return lines;
}
