import { sql } from 'kysely';
import type { Db } from '../db';

/**
 * Anonymous daily usage counts (`analytics_daily`): how many times an event happened on a path on a day in
 * Harris County, and nothing about who (docs/deploy.md).
 */

export interface DailyCount {
  event: string;
  path: string;
  target: string;
  count: number;
}

/** Adds the counts to the day's counters. */
export async function addDailyCounts(db: Db, day: string, counts: readonly DailyCount[]): Promise<void> {
  if (counts.length === 0) return;
  await db
    .insertInto('analytics_daily')
    .values(counts.map((r) => ({ day, ...r })))
    .onConflict((oc) =>
      oc
        .columns(['day', 'event', 'path', 'target'])
        .doUpdateSet({ count: sql<number>`analytics_daily.count + excluded.count` }),
    )
    .execute();
}
