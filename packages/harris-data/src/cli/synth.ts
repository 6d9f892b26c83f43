/**
 * `npm run synth -- --out FILE [--county] [--people N] [--rows MAX] [--seed S] [--layout dispositions|historical|weekly] [--rundate YYYY-MM-DD]`
 *
 * Writes a synthetic District Clerk extract (CP1252, tabs, CRLF), streamed to disk in 64 KB chunks (memory
 * stays flat whatever the size). Deterministic for the same arguments. `--county` is the whole county at the
 * size of the clerk's Weekly Historical Criminal file: 4.5 million rows, one a case, of about 1.8 million
 * people, in the weekly layout (override with `--rows`, `--people`, `--layout`). With `--rows` and no
 * `--people`, enough people are generated to reach the rows.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import cliProgress from 'cli-progress';
import { COUNTY_PRESET, generateExtract, peopleForWeeklyRows, type SynthLayout } from '../synth';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const USAGE =
  'usage: npm run synth -- --out FILE [--county] [--people N] [--rows MAX] [--seed S] [--layout dispositions|historical|weekly] [--rundate YYYY-MM-DD]';
const LAYOUTS: readonly SynthLayout[] = ['dispositions', 'historical', 'weekly'];

async function main(): Promise<void> {
  const county = process.argv.includes('--county');
  const rowsArg = arg('rows') ?? (county ? String(COUNTY_PRESET.rows) : undefined);
  const rows = rowsArg === undefined ? undefined : Number(rowsArg);
  const layout = (arg('layout') ?? (county ? COUNTY_PRESET.layout : 'dispositions')) as SynthLayout;
  const peopleArg = arg('people');
  const people = Number(
    peopleArg ??
      (rows !== undefined ? (layout === 'weekly' ? peopleForWeeklyRows(rows) : Math.ceil(rows / 1.5)) : 1000),
  );
  const seed = arg('seed') ?? '1';
  const out = arg('out');
  const rundate = arg('rundate');
  if (
    !out ||
    !Number.isInteger(people) ||
    people < 0 ||
    (rows !== undefined && !(Number.isInteger(rows) && rows >= 0)) ||
    !LAYOUTS.includes(layout)
  ) {
    console.error(USAGE);
    process.exit(2);
  }
  const started = performance.now();
  const file = createWriteStream(out);
  const bar =
    rows !== undefined && process.stderr.isTTY
      ? new cliProgress.SingleBar(
          {
            format: 'synth [{bar}] {percentage}% | {value}/{total} rows | {eta_formatted} left',
            stream: process.stderr,
          },
          cliProgress.Presets.shades_classic,
        )
      : null;
  bar?.start(rows ?? 0, 0);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of generateExtract({
    people,
    seed,
    layout,
    ...(rundate ? { rundate } : {}),
    ...(rows !== undefined ? { maxRows: rows } : {}),
  })) {
    bytes += chunk.length;
    for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines++;
    bar?.update(Math.max(0, lines - 1));
    if (!file.write(chunk)) await once(file, 'drain');
  }
  file.end();
  await once(file, 'finish');
  bar?.stop();
  const secs = (performance.now() - started) / 1000;
  console.log(
    `wrote ${Math.max(0, lines - 1).toLocaleString('en-US')} rows, ${(bytes / 1048576).toFixed(0)} MB (up to ${people.toLocaleString('en-US')} people + the demo people, seed ${seed}, ${layout} layout) ` +
      `to ${out} in ${secs.toFixed(1)} s; peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
