/**
 * `npm run import -- --file PATH [--mode merge|snapshot] [--batch N]`
 *
 * Imports a District Clerk criminal extract (`.txt`, or the weekly historical `.zip`) into the configured
 * database (DATABASE_URL, else PGlite under DATA_DIR). The whole import runs in one transaction: a crash
 * or a database error leaves the previous data intact. Shows a progress bar on a TTY and a summary at the
 * end. Never prints row content (names, dates of birth, SPNs, cause numbers) — only line numbers and reasons.
 */
import path from 'node:path';
import { dateFromFileName, importExtract, openExtractFile, type ImportProgress, type ImportSummary } from '@cyr/harris-data';
import { loadConfig } from '../config';
import { createDb, migrate } from '../db';
import { caseSink } from '../services/case-store';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const fmt = (n: number): string => n.toLocaleString('en-US');
const mb = (n: number): string => `${(n / 1048576).toFixed(1)} MB`;

function progressLine(p: ImportProgress, started: number): string {
  const secs = Math.max(0.001, (Date.now() - started) / 1000);
  const rate = `${fmt(Math.round(p.rows / secs))} rows/s`;
  if (p.totalBytes) {
    const frac = Math.min(1, p.bytes / p.totalBytes);
    const width = 30;
    const filled = Math.round(frac * width);
    return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${(frac * 100).toFixed(1).padStart(5)}%  ${fmt(p.rows)} rows  ${mb(p.bytes)}  ${rate}`;
  }
  return `${fmt(p.rows)} rows  ${mb(p.bytes)}  ${rate}`;
}

function printSummary(s: ImportSummary): void {
  const lines = [
    `Import ${s.importId} (${s.mode}) finished in ${(s.millis / 1000).toFixed(1)} s`,
    `  rows read:      ${fmt(s.rows)} (${fmt(s.acceptedRows)} accepted, ${fmt(s.rejectedCount)} rejected)`,
    `  cases written:  ${fmt(s.cases)}`,
    `  people:         ${fmt(s.people)}`,
    `  not offered:    ${fmt(s.notOffered.pre_1990)} filed before 1990, ${fmt(s.notOffered.class_c)} Class C, ${fmt(s.notOffered.expunged)} expunged, ${fmt(s.notOffered.no_person)} without name/DOB`,
    ...(s.mode === 'snapshot' ? [`  stale removed:  ${fmt(s.deletedStale)}`] : []),
    `  data end date:  ${s.dataEndDate ?? 'unknown'}`,
  ];
  console.log(lines.join('\n'));
  if (s.rejectedCount > 0) {
    const shown = s.rejected.slice(0, 20);
    console.log(`  rejected rows (first ${shown.length} of ${fmt(s.rejectedCount)}):`);
    for (const r of shown) console.log(`    line ${r.line}: ${r.reason}`);
  }
}

async function main(): Promise<void> {
  const file = arg('file');
  const mode = arg('mode');
  const batch = arg('batch');
  if (!file || (mode !== undefined && mode !== 'merge' && mode !== 'snapshot') || (batch !== undefined && !(Number(batch) > 0))) {
    console.error('usage: npm run import -- --file PATH [--mode merge|snapshot] [--batch N]');
    process.exit(2);
  }
  const config = loadConfig();
  const handle = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const tty = process.stderr.isTTY === true;
  const started = Date.now();
  let lastDraw = 0;
  try {
    await migrate(handle.db);
    const source = await openExtractFile(file);
    const summary = await handle.db.transaction().execute((trx) =>
      importExtract(source.stream, caseSink(trx), {
        // the .txt inside a zip may lack the date the .zip name carries
        fileName: dateFromFileName(source.name) ? source.name : path.basename(file),
        totalBytes: source.size,
        ...(mode ? { mode } : {}),
        ...(batch ? { batchSize: Number(batch) } : {}),
        onProgress: (p) => {
          const now = Date.now();
          if (tty && now - lastDraw > 100) {
            lastDraw = now;
            process.stderr.write(`\r${progressLine(p, started)}\u001b[K`);
          } else if (!tty && now - lastDraw > 10_000) {
            lastDraw = now;
            process.stderr.write(`${progressLine(p, started)}\n`);
          }
        },
      }),
    );
    if (tty) process.stderr.write('\n');
    printSummary(summary);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  if (process.stderr.isTTY) process.stderr.write('\n');
  console.error(`Import failed; the previous data is unchanged. ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
