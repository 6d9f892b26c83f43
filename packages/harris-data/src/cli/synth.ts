/**
 * `npm run synth -- --people N --seed S --out FILE [--layout dispositions|historical] [--rundate YYYY-MM-DD] [--rows MAX]`
 * Writes a synthetic District Clerk extract (CP1252, tabs, CRLF). Deterministic for the same arguments.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { generateExtract, type SynthLayout } from '../synth';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const people = Number(arg('people') ?? '1000');
  const seed = arg('seed') ?? '1';
  const out = arg('out');
  const layout = (arg('layout') ?? 'dispositions') as SynthLayout;
  const rundate = arg('rundate');
  const rows = arg('rows');
  if (!out || !Number.isInteger(people) || people < 0 || (layout !== 'dispositions' && layout !== 'historical')) {
    console.error(
      'usage: npm run synth -- --people N --seed S --out FILE [--layout dispositions|historical] [--rundate YYYY-MM-DD] [--rows MAX]',
    );
    process.exit(2);
  }
  const file = createWriteStream(out);
  let bytes = 0;
  for await (const chunk of generateExtract({
    people,
    seed,
    layout,
    ...(rundate ? { rundate } : {}),
    ...(rows ? { maxRows: Number(rows) } : {}),
  })) {
    bytes += chunk.length;
    if (!file.write(chunk)) await once(file, 'drain');
  }
  file.end();
  await once(file, 'finish');
  console.log(`wrote ${bytes} bytes (${people} people + demo people, seed ${seed}, ${layout} layout) to ${out}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
