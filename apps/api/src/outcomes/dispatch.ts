import type { Db } from '../db';
import { type Clock, todayInCounty } from '../clock';
import type { MailLog } from '../outbox/worker';
import { dispatchDueFollowups } from './service';
import { withinSendingHours } from './schedule';
import { repeat } from '../repeat';

/**
 * Moves the outcome follow-ups due today (Harris County) to the outbox: shortly after boot, then every
 * `intervalMs` (FOLLOWUP_DISPATCH_INTERVAL_MS), only within sending hours (schedule.ts). Unref'd timers; returns a
 * stop function. Safe on every instance at once (outcomes/service.ts `dispatchDueFollowups`).
 */
export function startFollowupDispatch(
  deps: { db: Db; publicUrl: string; clock: Clock; log?: MailLog },
  intervalMs: number,
): () => void {
  return repeat(
    async () => {
      const now = deps.clock();
      if (!withinSendingHours(now)) return;
      const n = await dispatchDueFollowups(deps.db, { publicUrl: deps.publicUrl }, todayInCounty(now));
      if (n > 0) deps.log?.info({ followups: n }, 'outcome follow-ups queued');
    },
    {
      firstAfterMs: Math.min(5_000, intervalMs),
      everyMs: intervalMs,
      onError: () => deps.log?.warn({}, 'outcome follow-ups could not reach the database; will retry'),
    },
  );
}
