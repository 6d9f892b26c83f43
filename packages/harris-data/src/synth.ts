/**
 * Synthetic county: a seeded, deterministic extract in the District Clerk's exact format (CP1252, tabs,
 * header row, the same columns, codes and quirks), with a realistic mix of levels, offenses,
 * dispositions and multi-event cases covering every rule path, plus the demo people (DOB 1990-01-01):
 * Ana Demo, Ben Demo, Carla Demo and two different Dan Demos. All names and numbers are fictional.
 */
import { encodeCp1252 } from './cp1252';
import { DISPOSITIONS_COLUMNS, HISTORICAL_COLUMNS, type SynthLayout } from './synth/columns';
import { demoCases } from './synth/demo';
import { Rng } from './synth/random';
import { randomPerson, rowsFor } from './synth/rows';
import { SCENARIO_WEIGHTS, scenarioCase } from './synth/scenarios';
import { weeklyCase, weeklyRowFor } from './synth/weekly';

// The synthetic county's parts, by concern (synth/): the layouts and their columns, the seeded randomness, what it
// writes (offenses, names, agencies, courts), the shapes of a case, the scenarios, the demo people, the rows of the
// daily layouts and the weekly file's one row per case. This file puts them together.
export { DISPOSITIONS_COLUMNS, HISTORICAL_COLUMNS, type SynthLayout } from './synth/columns';
export { DEMO_PEOPLE } from './synth/demo';
export { Rng } from './synth/random';
export { SCENARIO_WEIGHTS } from './synth/scenarios';
export { SYNTH_OFFENSE_LITERALS } from './synth/weekly';

export interface SynthOptions {
  people: number;
  seed: number | string;
  /** Extract date (`rundate`, data end date). Default 2026-11-20. */
  rundate?: string;
  layout?: SynthLayout;
  /** Stop after this many data rows (benchmarks). */
  maxRows?: number;
  /** Default CRLF. */
  lineEnding?: '\r\n' | '\r' | '\n';
  /** Include the demo people (default true). */
  demo?: boolean;
}

/**
 * The size of the District Clerk's whole Weekly Historical Criminal file (4.0–4.6 million rows, one a case;
 * 1.5–2.0 million people; 1.5–1.9 GB): `npm run synth -- --county`.
 */
export const COUNTY_PRESET = { rows: 4_500_000, layout: 'weekly' } as const;
/** Cases per person in the weekly layout (mean about 2.5: 4.5 million cases of about 1.8 million people). */
export const WEEKLY_CASES_PER_PERSON: readonly (readonly [number, number])[] = [
  [1, 45],
  [2, 22],
  [3, 12],
  [4, 8],
  [5, 5],
  [6, 3],
  [8, 3],
  [12, 1.5],
  [20, 0.5],
];
/** People enough for `rows` rows of the weekly layout (the row cap then ends the file). */
export const peopleForWeeklyRows = (rows: number): number => Math.ceil(rows / 2.4) + 10;

/** Data lines (without line ends), header first. Deterministic for a given options object. */
export function* generateExtractLines(options: SynthOptions): Generator<string> {
  const rng = new Rng(options.seed);
  const rundate = options.rundate ?? '2026-11-20';
  const layout = options.layout ?? 'dispositions';
  const weekly = layout === 'weekly';
  const cols = layout === 'dispositions' ? DISPOSITIONS_COLUMNS : HISTORICAL_COLUMNS;
  const maxRows = options.maxRows ?? Infinity;
  let rows = 0;
  yield cols.join('\t');
  if (options.demo !== false) {
    for (const { person, c } of demoCases()) {
      for (const row of rowsFor(rng, person, c, weekly ? 'historical' : layout, rundate)) {
        if (rows++ >= maxRows) return;
        yield row.join('\t');
      }
    }
  }
  let caseNo = 0;
  for (let i = 0; i < options.people; i++) {
    const p = randomPerson(rng, i);
    const n = weekly
      ? rng.weighted(WEEKLY_CASES_PER_PERSON)
      : rng.weighted([
          [1, 55],
          [2, 25],
          [3, 12],
          [4, 8],
        ] as const);
    for (let k = 0; k < n; k++) {
      const cause = 1_000_000 + caseNo++;
      const cas = `${String(cause).padStart(7, '0')}01010`;
      const scenario = rng.weighted(SCENARIO_WEIGHTS);
      const c = scenarioCase(rng, scenario, cas, rundate);
      if (weekly) {
        if (rows++ >= maxRows) return;
        yield weeklyRowFor(rng, p, weeklyCase(rng, scenario, c), rundate).join('\t');
        continue;
      }
      for (const row of rowsFor(rng, p, c, layout, rundate)) {
        if (rows++ >= maxRows) return;
        yield row.join('\t');
      }
    }
  }
}

/** The extract as CP1252 byte chunks (about 64 KB each), ready for `parseExtract`/`importExtract` or a file. */
export async function* generateExtract(options: SynthOptions): AsyncGenerator<Buffer> {
  const eol = options.lineEnding ?? '\r\n';
  let buf: string[] = [];
  let size = 0;
  for (const line of generateExtractLines(options)) {
    buf.push(line, eol);
    size += line.length + eol.length;
    if (size >= 65536) {
      yield encodeCp1252(buf.join(''));
      buf = [];
      size = 0;
    }
  }
  if (buf.length > 0) yield encodeCp1252(buf.join(''));
}
