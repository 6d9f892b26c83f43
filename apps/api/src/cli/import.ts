/**
 * `npm run import -- --file PATH [--mode merge|snapshot] [--batch N] [--report FILE.json]`
 *
 * Imports a District Clerk criminal extract (`.txt`, or the weekly historical `.zip`) into the configured
 * database (DATABASE_URL, else PGlite under DATA_DIR). The whole import runs in one transaction: a crash
 * or a database error leaves the previous data intact. Shows a progress bar on a TTY and, at the end, the
 * import report (packages/harris-data/src/report.ts: what each code and literal was read as, every unknown
 * value with its count), which is also stored with the import (`imports` table) and, with `--report`,
 * written as JSON. Never prints row content (names, dates of birth, SPNs, cause numbers): only line
 * numbers, reasons, codes, literals and counts. With `--report`, the report also evaluates every case with the
 * engine (as the person's only case, today) and counts the cases it will not decide before and after the answers a
 * person can give, by cause (services/undecided.ts).
 */
import { writeFileSync } from 'node:fs';
import type { ImportProgress } from '@cyr/harris-data';
import { loadConfig } from '../config';
import { createDb, migrate } from '../db';
import { reportJudge } from '../services/undecided';
import { importFile, summaryLines } from '../sync/imports';

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

async function main(): Promise<void> {
  const file = arg('file');
  const mode = arg('mode');
  const batch = arg('batch');
  const reportFile = arg('report');
  if (
    !file ||
    (mode !== undefined && mode !== 'merge' && mode !== 'snapshot') ||
    (batch !== undefined && !(Number(batch) > 0)) ||
    reportFile === ''
  ) {
    console.error('usage: npm run import -- --file PATH [--mode merge|snapshot] [--batch N] [--report FILE.json]');
    process.exit(2);
  }
  const config = loadConfig();
  const handle = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const tty = process.stderr.isTTY === true;
  const started = Date.now();
  let lastDraw = 0;
  try {
    await migrate(handle.db);
    const { summary, sha256 } = await importFile(handle.db, file, {
      origin: 'import',
      ...(mode === 'merge' || mode === 'snapshot' ? { mode } : {}),
      ...(batch ? { batchSize: Number(batch) } : {}),
      // With --report, the report also counts what the engine will not decide, before and after answers (ADR 0060).
      ...(reportFile ? { judge: reportJudge() } : {}),
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
    });
    if (tty) process.stderr.write('\n');
    console.log(summaryLines(summary).join('\n'));
    if (reportFile) {
      const {
        report,
        importId,
        mode: m,
        rows,
        acceptedRows,
        rejectedCount,
        cases,
        people,
        notOffered,
        deletedStale,
        dataEndDate,
      } = summary;
      const json = {
        importId,
        mode: m,
        sha256,
        rows,
        acceptedRows,
        rejectedCount,
        cases,
        people,
        notOffered,
        deletedStale,
        dataEndDate,
        report,
      };
      writeFileSync(reportFile, `${JSON.stringify(json, null, 2)}\n`);
      console.log(`  report written to ${reportFile}`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  if (process.stderr.isTTY) process.stderr.write('\n');
  console.error(`Import failed; the previous data is unchanged. ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
