import type { Db } from '../../db';
import type { MailLog } from '../../outbox/worker';
import type { Clock } from '../../clock';
import { notifyStaleOnce } from './data';
import { closeAbandonedJobs } from './jobs';
import { sendOverdueDigests } from './notices';
import type { StaffSessions } from './sessions';
import type { SignInPolicy } from './sign-in-policy';
import { repeat } from '../../repeat';

/** What the chores need of the services (services/index.ts). */
export interface StaffChoreDeps {
  db: Db;
  clock: Clock;
  config: { publicUrl: string };
  staff: { sessions: Pick<StaffSessions, 'purgeExpired'>; signIn: Pick<SignInPolicy, 'purge'> };
}

/**
 * The staff console's hourly chores, safe on every instance at once: purge expired staff sessions, forgotten
 * sign-in counts and expired device cookies, close jobs a stopped process left running, email the admins once
 * when the court data turns stale, and once a day (from 8 AM Houston time) each member's overdue requests.
 */
export async function runStaffChores(
  deps: StaffChoreDeps,
): Promise<{ sessions: number; staleNotices: number; digests: number }> {
  const { db } = deps;
  const now = deps.clock();
  const sessions = await deps.staff.sessions.purgeExpired();
  await deps.staff.signIn.purge();
  // Jobs whose process stopped (no heartbeat: jobs.ts) are closed here too, not only when a new one starts.
  await closeAbandonedJobs(db);
  const staleNotices = await notifyStaleOnce(db, now);
  const digests = await sendOverdueDigests(db, now, deps.config.publicUrl);
  return { sessions, staleNotices, digests };
}

/** Runs the chores a minute after boot and then every `intervalMs` (unref'd timers); returns a stop function. */
export function startStaffChores(deps: StaffChoreDeps, log?: MailLog, intervalMs = 3600_000): () => void {
  return repeat(
    async () => {
      const r = await runStaffChores(deps);
      if (r.staleNotices > 0) log?.warn({ staleNotices: r.staleNotices }, 'court data is stale; admins emailed');
    },
    {
      firstAfterMs: 60_000,
      everyMs: intervalMs,
      onError: () => log?.warn({}, 'staff chores could not reach the database; will retry'),
    },
  );
}
