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

/** The server's own usage counts (staff console "Usage"): events of `analytics_daily` under path `/check`. */
export const FUNNEL_PATH = '/check';
export const FUNNEL_EVENTS = {
  step: 'funnel',
  language: 'funnel_language',
  device: 'funnel_device',
  outcome: 'outcome',
} as const;

/** Adds one count per `[event, target]` to today's (Harris County) counters under FUNNEL_PATH. */
export async function countFunnel(
  db: Db,
  day: string,
  entries: readonly (readonly [event: (typeof FUNNEL_EVENTS)[keyof typeof FUNNEL_EVENTS], target: string])[],
): Promise<void> {
  const counts = new Map<string, DailyCount>();
  for (const [event, target] of entries) {
    const key = `${event}\u0000${target}`;
    const row = counts.get(key) ?? { event, path: FUNNEL_PATH, target, count: 0 };
    row.count++;
    counts.set(key, row);
  }
  await addDailyCounts(db, day, [...counts.values()]);
}

/**
 * Counts a funnel step of a visitor's session once: the step (and `extra`, counted with it: the outcomes shown
 * with `results`) is added only when the session has not counted it before, checked and marked in one
 * statement (`sessions.funnel_counted`), so repeating a call cannot add to the figures a director reports.
 * Returns whether it counted.
 */
export async function countFunnelOnce(
  db: Db,
  sessionId: string,
  day: string,
  step: string,
  extra: readonly (readonly [event: (typeof FUNNEL_EVENTS)[keyof typeof FUNNEL_EVENTS], target: string])[] = [],
): Promise<boolean> {
  const marked = await db
    .updateTable('sessions')
    .set({ funnel_counted: sql<string>`funnel_counted || ${JSON.stringify([step])}::jsonb` })
    .where('id', '=', sessionId)
    .where(sql<boolean>`NOT jsonb_exists(funnel_counted, ${step})`)
    .returning('id')
    .executeTakeFirst();
  if (!marked) return false;
  await countFunnel(db, day, [[FUNNEL_EVENTS.step, step], ...extra]);
  return true;
}

/** Every `analytics_daily` row from `from` to `to` (inclusive) with its day as `YYYY-MM-DD`. */
export async function dailyRows(db: Db, from: string, to: string): Promise<(DailyCount & { day: string })[]> {
  const rows = await db
    .selectFrom('analytics_daily')
    .select(['day', 'event', 'path', 'target', 'count'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  return rows.map((r) => ({
    day: typeof r.day === 'string' ? r.day.slice(0, 10) : r.day.toISOString().slice(0, 10),
    event: r.event,
    path: r.path,
    target: r.target,
    count: Number(r.count),
  }));
}

/**
 * Phone or desktop, from what the browser says about itself: the `Sec-CH-UA-Mobile` client hint (`?1`), else
 * `Mobi`/`iPhone`/`Android … Mobile` in the User-Agent (MDN's advice for detecting a mobile device). Only the
 * class is counted; the header is not stored.
 */
export function deviceOf(headers: {
  'sec-ch-ua-mobile'?: string | string[];
  'user-agent'?: string;
}): 'phone' | 'desktop' {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 'phone';
  if (hint === '?0') return 'desktop';
  return /Mobi|iPhone|Android.*Mobile/.test(headers['user-agent'] ?? '') ? 'phone' : 'desktop';
}
