/**
 * `npm run report:county -- [--out DIR] [--as-of YYYY-MM-DD] [--threads N] [--batch N] [--no-store]`
 *
 * Evaluates every person in the configured database (DATABASE_URL, else PGlite under DATA_DIR) with the
 * engine and no answers, on worker threads, and stores the county report with the data date (the
 * `county_reports` table). Prints the table and what the figures mean; with `--out`, writes
 * county-report.json, county-report.csv and county-report-years.csv there. Prints counts only, never a
 * name, a date of birth, an SPN or a cause number.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import cliProgress from 'cli-progress';
import { isRealIsoDate } from '@cyr/schemas';
import { loadConfig } from '../config';
import { createDb, migrate } from '../db';
import { runCountyReport } from '../services/county-report';
import { meaningLines, reportCsv, tableLines, yearsCsv } from '../services/county-report-format';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const USAGE = 'usage: npm run report:county -- [--out DIR] [--as-of YYYY-MM-DD] [--threads N] [--batch N] [--no-store]';

async function main(): Promise<void> {
  const out = arg('out');
  const asOf = arg('as-of');
  const threads = arg('threads');
  const batch = arg('batch');
  if (
    out === '' ||
    (asOf !== undefined && !isRealIsoDate(asOf)) ||
    (threads !== undefined && !(Number.isInteger(Number(threads)) && Number(threads) > 0)) ||
    (batch !== undefined && !(Number.isInteger(Number(batch)) && Number(batch) > 0))
  ) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const handle = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const bar = new cliProgress.SingleBar(
    {
      format:
        'county report [{bar}] {percentage}% | {value}/{total} cases read | {people} people counted | {eta_formatted} left',
      stream: process.stderr,
      noTTYOutput: true,
      notTTYSchedule: 10_000,
      etaBuffer: 50,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  try {
    await migrate(handle.db);
    const { id, report } = await runCountyReport({
      db: handle.db,
      ...(asOf ? { asOf } : {}),
      ...(threads ? { threads: Number(threads) } : {}),
      ...(batch ? { batchCases: Number(batch) } : {}),
      store: !process.argv.includes('--no-store'),
      onProgress: (p) => {
        if (!started) {
          bar.start(p.totalCases, 0, { people: 0 });
          started = true;
        }
        bar.update(p.casesRead, { people: p.people.toLocaleString('en-US') });
      },
    });
    if (started) bar.stop();
    console.log(tableLines(report).join('\n'));
    console.log('');
    console.log(meaningLines(report).join('\n'));
    console.log('');
    console.log(
      `${report.totals.people.toLocaleString('en-US')} people in ${(report.millis / 1000).toFixed(1)} s on ${report.threads} worker threads` +
        (id ? `; stored as county report ${id}` : '; not stored (--no-store)'),
    );
    if (out) {
      mkdirSync(out, { recursive: true });
      writeFileSync(path.join(out, 'county-report.json'), `${JSON.stringify(report, null, 2)}\n`);
      writeFileSync(path.join(out, 'county-report.csv'), reportCsv(report));
      writeFileSync(path.join(out, 'county-report-years.csv'), yearsCsv(report));
      console.log(
        `written: ${['county-report.json', 'county-report.csv', 'county-report-years.csv'].join(', ')} in ${out}`,
      );
    }
  } finally {
    if (started) bar.stop();
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(`County report failed; nothing was stored. ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
