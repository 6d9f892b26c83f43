import type { Db } from '../../db';
import type { MailLog } from '../../outbox/worker';
import { closeAbandonedJobs, notifyStaleOnce } from './data';
import { StaffSessions } from './sessions';

/**
 * The staff console's hourly chores, safe on every instance at once: purge expired staff sessions, close jobs a
 * stopped process left running, and email the admins once when the court data turns stale.
 */
export async function runStaffChores(db: Db, now: Date): Promise<{ sessions: number; staleNotices: number }> {
  const sessions = await new StaffSessions(db, () => now).purgeExpired();
  // Jobs whose process stopped (no heartbeat: data.ts) are closed here too, not only when a new one starts.
  await closeAbandonedJobs(db);
  const staleNotices = await notifyStaleOnce(db, now);
  return { sessions, staleNotices };
}

/** Runs the chores a minute after boot and then every `intervalMs` (unref'd timers); returns a stop function. */
export function startStaffChores(
  deps: { db: Db; clock?: () => Date; log?: MailLog },
  intervalMs = 3600_000,
): () => void {
  const run = () => {
    runStaffChores(deps.db, (deps.clock ?? (() => new Date()))()).then(
      (r) => {
        if (r.staleNotices > 0) deps.log?.warn({ staleNotices: r.staleNotices }, 'court data is stale; admins emailed');
      },
      () => deps.log?.warn({}, 'staff chores could not reach the database; will retry'),
    );
  };
  const first = setTimeout(run, 60_000);
  first.unref();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
