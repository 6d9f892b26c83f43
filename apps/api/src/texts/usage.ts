import type { Kysely } from 'kysely';
import type { TextOutcome } from '@cyr/schemas';
import type { Database } from '../db/schema';
import { addDailyCounts } from '../services/analytics';

/**
 * Texts counted per day for the staff console's usage page (docs/api/staff.md "Usage"): how many the provider
 * accepted, how many were given up, and how many were not sent because the number replied STOP. Counts only, in
 * `analytics_daily` (event `text`, path `/texts`; the outcomes are @cyr/schemas `TEXT_OUTCOMES`): never a number,
 * and kept like the other daily counts.
 */
export const TEXT_USAGE = { event: 'text', path: '/texts' } as const;

export async function countTexts(db: Kysely<Database>, day: string, outcome: TextOutcome, n = 1): Promise<void> {
  if (n <= 0) return;
  await addDailyCounts(db, day, [{ ...TEXT_USAGE, target: outcome, count: n }]);
}
