/**
 * Importing one extract file into the database, for `npm run import` and `npm run sync` alike, through the
 * checked snapshot import of `snapshot.ts`; and what `sync` reads back from `imports`.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { formatReport, openExtractFile, type ImportSummary } from '@cyr/harris-data';
import type { Db } from '../db';
import { importSource, type SnapshotImportOptions, type SnapshotImportResult } from './snapshot';

export { recordAttempt } from './snapshot';

export interface ImportFileOptions extends Omit<SnapshotImportOptions, 'fileName' | 'sha256' | 'bytes'> {
  /** Name recorded for the file (default: its base name). */
  fileName?: string;
  /** SHA-256 of the file when the caller already computed it. */
  sha256?: string;
}

export interface ImportFileResult extends SnapshotImportResult {
  sha256: string;
  bytes: number;
}

export async function sha256File(file: string): Promise<string> {
  const h = createHash('sha256');
  for await (const chunk of createReadStream(file)) h.update(chunk as Buffer);
  return h.digest('hex');
}

/**
 * Imports a file (`.txt` or the weekly `.zip`) as one checked attempt (sync/snapshot.ts: the writer lock, a
 * snapshot loaded beside the data in use, the checks, the switch) and returns how it ended. Throws
 * `ImportFailedError`, with the data in use unchanged and the failure recorded, when the file cannot be read
 * (no readable row, a refused zip, a database error).
 */
export async function importFile(db: Db, file: string, opts: ImportFileOptions): Promise<ImportFileResult> {
  const fileName = opts.fileName ?? path.basename(file);
  const bytes = (await stat(file)).size;
  const sha256 = opts.sha256 ?? (await sha256File(file));
  const r = await importSource(db, () => openExtractFile(file), { ...opts, fileName, sha256, bytes, filePath: file });
  return { ...r, sha256, bytes };
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
    ...(s.rejectedCount > 0
      ? [
          `  rejected by reason: ${Object.entries(s.quality.rejectedByReason)
            .map(([reason, n]) => `${reason} ${fmt(n)}`)
            .join(', ')}`,
        ]
      : []),
    `  data end date:  ${s.dataEndDate ?? 'unknown'}`,
    `  blank fields:   name ${fmt(s.quality.blank.name)}, SPN ${fmt(s.quality.blank.spn)}, date of birth ${fmt(s.quality.blank.dob)}, cause number ${fmt(s.quality.blank.causeNumber)} (rows)`,
    ...formatReport(s.report),
  ];
  if (s.rejectedCount > 0) {
    const shown = s.rejected.slice(0, 20);
    lines.push(`  rejected rows (first ${shown.length} of ${fmt(s.rejectedCount)}):`);
    for (const r of shown) lines.push(`    line ${r.line}: ${r.reason}`);
  }
  return lines;
}
