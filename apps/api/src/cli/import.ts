/**
 * `npm run import -- --file PATH [--mode merge|snapshot] [--batch N] [--report FILE.json] [--accept-shrink] [--wait SECONDS]`
 * `npm run import -- --list-quarantined | --accept IMPORT_ID | --reject IMPORT_ID`
 *
 * Imports a District Clerk criminal extract (`.txt`, or the weekly historical `.zip`) into the configured
 * database (DATABASE_URL, else PGlite under DATA_DIR) through the checked snapshot import (sync/snapshot.ts): the
 * file loads beside the data in use, is checked against it (rows, cases and people may not shrink by more than
 * IMPORT_MAX_SHRINK, required fields may not go blank, rejected rows stay few) and replaces it in one transaction;
 * a file that fails the checks is quarantined and the data in use stays, until a person accepts it
 * (`--accept IMPORT_ID`, or the same file again with `--accept-shrink`) or rejects it (`--reject IMPORT_ID`).
 * Only one import runs at a time: a second is refused at once (or waits `--wait` seconds for the first).
 *
 * Exit code: 0 imported (or accepted/rejected as asked), 1 failed, quarantined, superseded by newer data or
 * refused (the data in use did not change; the reason is printed and stored in `imports`), 2 bad usage.
 * Shows a progress bar on a TTY and, at the end, the import report (also stored with the import and, with
 * `--report`, written as JSON). Never prints row content (names, dates of birth, SPNs, cause numbers): only
 * line numbers, reasons, codes, literals and counts. With `--report`, the report also evaluates every case with
 * the engine (as the person's only case, today) and counts the cases it will not decide before and after the
 * answers a person can give, by cause (services/undecided.ts).
 */
import { writeFileSync } from 'node:fs';
import type { ImportProgress } from '@cyr/harris-data';
import { loadConfig } from '../config';
import { createDb, migrate, type Db } from '../db';
import { reportJudge } from '../services/undecided';
import { importFile, summaryLines } from '../sync/imports';
import { decideQuarantined, listQuarantined } from '../sync/snapshot';

const USAGE = [
  'usage: npm run import -- --file PATH [--mode merge|snapshot] [--batch N] [--report FILE.json] [--accept-shrink] [--wait SECONDS]',
  '       npm run import -- --list-quarantined | --accept IMPORT_ID | --reject IMPORT_ID',
].join('\n');

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const flag = (name: string): boolean => process.argv.includes(`--${name}`);

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

async function decide(db: Db, id: string, decision: 'accept' | 'reject', waitMs: number): Promise<number> {
  const r = await decideQuarantined(db, id, decision, { lockWaitMs: waitMs, log: (l) => console.log(l) });
  if (decision === 'reject') {
    console.log(`Import ${id} rejected; the data in use is unchanged.`);
    return 0;
  }
  if (r.status === 'ok') {
    console.log(`Import ${id} accepted: it is now the data in use.`);
    return 0;
  }
  console.error(`Import ${id} was not switched in: ${r.message ?? r.status}`);
  return 1;
}

async function main(): Promise<number> {
  const file = arg('file');
  const mode = arg('mode');
  const batch = arg('batch');
  const reportFile = arg('report');
  const wait = arg('wait');
  const accept = arg('accept');
  const reject = arg('reject');
  const list = flag('list-quarantined');
  const actions = [file, accept, reject, list ? 'list' : undefined].filter((a) => a !== undefined);
  if (
    actions.length !== 1 ||
    (mode !== undefined && mode !== 'merge' && mode !== 'snapshot') ||
    (batch !== undefined && !(Number(batch) > 0)) ||
    (wait !== undefined && !(Number(wait) >= 0)) ||
    reportFile === '' ||
    accept === '' ||
    reject === ''
  ) {
    console.error(USAGE);
    return 2;
  }
  const waitMs = wait ? Number(wait) * 1000 : 0;
  const config = loadConfig();
  // On PGlite this takes DATA_DIR's lock: refused with what to do while the server (or another import) runs.
  const handle = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const tty = process.stderr.isTTY === true;
  const started = Date.now();
  let lastDraw = 0;
  try {
    await migrate(handle.db);
    if (list) {
      const q = await listQuarantined(handle.db);
      if (q.length === 0) console.log('No quarantined import.');
      for (const i of q)
        console.log(
          `${i.id}  ${i.startedAt}  ${i.fileName}  rows ${i.rows ?? '?'}, cases ${i.cases ?? '?'}, data to ${i.dataDate ?? '?'}` +
            `${i.acceptable ? '' : ' (cannot be accepted: import the file again with --accept-shrink)'}\n    ${i.message ?? ''}`,
        );
      return 0;
    }
    if (accept) return await decide(handle.db, accept, 'accept', waitMs);
    if (reject) return await decide(handle.db, reject, 'reject', waitMs);
    const r = await importFile(handle.db, file as string, {
      origin: 'import',
      acceptShrink: flag('accept-shrink'),
      limits: config.importLimits,
      lockWaitMs: waitMs,
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
    if (r.summary) console.log(summaryLines(r.summary).join('\n'));
    if (reportFile && r.summary) {
      const s = r.summary;
      const json = {
        importId: r.importId,
        status: r.status,
        message: r.message,
        mode: s.mode,
        sha256: r.sha256,
        rows: s.rows,
        acceptedRows: s.acceptedRows,
        rejectedCount: s.rejectedCount,
        cases: s.cases,
        people: s.people,
        notOffered: s.notOffered,
        dataEndDate: s.dataEndDate,
        report: s.report,
        // The import's own checks: what was compared, and what failed.
        checks: { quality: s.quality, problems: r.problems },
      };
      writeFileSync(reportFile, `${JSON.stringify(json, null, 2)}\n`);
      console.log(`  report written to ${reportFile}`);
    }
    switch (r.status) {
      case 'ok':
        console.log(r.message ? `Imported (${r.message}).` : `Imported: import ${r.importId} is now the data in use.`);
        return 0;
      case 'quarantined':
        console.error(
          `QUARANTINED: import ${r.importId} did not replace the data in use.\n  ${r.problems.map((p) => p.message).join('\n  ')}\n` +
            `If the file is right (the county really has less data), accept it: npm run import -- --accept ${r.importId}` +
            `\n(or run the import again with --accept-shrink); otherwise reject it: npm run import -- --reject ${r.importId}`,
        );
        return 1;
      default:
        console.error(`Not imported (${r.status}); the data in use is unchanged. ${r.message ?? ''}`);
        return 1;
    }
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (process.stderr.isTTY) process.stderr.write('\n');
    console.error(`Import failed; the previous data is unchanged. ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
