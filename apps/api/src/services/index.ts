import { DbRateLimiter } from '../limits';
import { ApplicationService } from './application';
import type { ServiceContext } from './context';
import { SessionService } from './sessions';
import { staffServices, type SyncJob } from './staff';

export type { ServiceContext } from './context';

/** What a test may put in place of the real thing (a sync job that does not reach the District Clerk). */
export interface ServiceOptions {
  syncJob?: SyncJob;
}

/**
 * Every service, built once from `{ config, db, clock }` (main.ts for the server, createApp when it is given none,
 * the tests through test/app.ts). Routes get them from here and hold no policy of their own.
 */
export function services(context: ServiceContext, options: ServiceOptions = {}) {
  const { config, db, clock } = context;
  const sessions = new SessionService(db, clock);
  return {
    ...context,
    sessions,
    /** Counts shared by every instance (limits/): emails per client and inbox, lookups per name, PDFs. */
    limiter: new DbRateLimiter(db, config.sessionSecret, clock),
    application: new ApplicationService(db, sessions, clock),
    staff: staffServices(context, options),
  };
}

export type Services = ReturnType<typeof services>;
