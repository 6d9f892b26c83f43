import { generateExtract, importExtract, type ImportSummary } from '@cyr/harris-data';
import type { Db } from '../db';
import { caseSink, countCases } from './case-store';

export interface SeedOptions {
  /** Synthetic people besides the demo people (Ana, Ben, Carla and the two Dans). */
  people: number;
  seed?: number | string;
  /** Extract date (data end date). */
  rundate?: string;
  /** The cases table is known to be empty (skip merging with stored events). */
  emptyTable?: boolean;
  /** Progress lines (no personal data: counts only). */
  log?: (line: string) => void;
}

/**
 * Imports harris-data's synthetic county (the demo people plus `people` random ones) in one transaction.
 * Deterministic for a given seed.
 */
export async function importSynthetic(db: Db, opts: SeedOptions): Promise<ImportSummary> {
  const source = generateExtract({
    people: opts.people,
    seed: opts.seed ?? 'demo',
    ...(opts.rundate ? { rundate: opts.rundate } : {}),
    demo: true,
  });
  return db.transaction().execute((trx) => {
    // The synthetic extract keeps each case's rows together, so into an empty table nothing needs
    // merging with stored events: skipping `loadEvents` saves one query per batch.
    const { loadEvents, ...rest } = caseSink(trx);
    const sink = opts.emptyTable ? rest : { ...rest, loadEvents };
    return importExtract(source, sink, {
      fileName: 'synthetic.txt',
      batchSize: 2000,
      progressEvery: 20_000,
      onProgress: (p) => opts.log?.(`  seeding: ${p.rows} rows, ${p.cases} cases`),
    });
  });
}

/** At start in demo mode: seed the synthetic county when the cases table is empty. Returns the summary or null. */
export async function seedDemoIfEmpty(db: Db, opts: SeedOptions): Promise<ImportSummary | null> {
  if ((await countCases(db)) > 0) return null;
  const started = Date.now();
  opts.log?.(`Seeding demo data: ${opts.people} synthetic people plus the demo people…`);
  const summary = await importSynthetic(db, { ...opts, emptyTable: true });
  opts.log?.(
    `Seeded ${summary.cases} cases of ${summary.people} people (${summary.rows} rows) in ${((Date.now() - started) / 1000).toFixed(1)} s; data current to ${summary.dataEndDate ?? 'unknown'}.`,
  );
  return summary;
}
