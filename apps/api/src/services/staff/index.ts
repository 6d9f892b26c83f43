import type { ServiceContext } from '../context';
import { StaffAudit } from './audit';
import { StaffAuth } from './auth';
import { CountyReports } from './county';
import { DataDesk, type SyncJob } from './data';
import { ClinicDays } from '../clinic';
import { FeedbackView } from './feedback';
import { HelpInbox } from './help';
import { StaffMembers } from './members';
import { OutcomesView } from './outcomes';
import { ReferralDesk } from './referrals';
import { StaffSessions } from './sessions';
import { runConsoleSync } from './sync-job';
import { UsageView } from './usage';

export type { SyncJob } from './data';

/**
 * The staff console's services (docs/api/staff.md), one per area of its API: each holds the area's policy (who
 * may see what, what is written to the audit log, the lockout) so the routes only validate, gate and answer.
 */
export function staffServices({ config, db, clock }: ServiceContext, options: { syncJob?: SyncJob } = {}) {
  const audit = new StaffAudit(db);
  const sessions = new StaffSessions(db, clock);
  const syncJob: SyncJob = options.syncJob ?? ((log) => runConsoleSync(db, config, log));
  return {
    sessions,
    audit,
    auth: new StaffAuth(db, clock, sessions, audit),
    members: new StaffMembers(db, audit),
    help: new HelpInbox(db, clock, audit, config.helpInbox),
    feedback: new FeedbackView(db, clock, audit),
    usage: new UsageView(db, clock),
    data: new DataDesk(db, clock, audit, syncJob),
    county: new CountyReports(db, audit),
    outcomes: new OutcomesView(db, clock, audit),
    referrals: new ReferralDesk(db, clock, audit, config.sessionSecret, config.publicUrl),
    clinic: new ClinicDays(db, clock, audit),
  };
}

export type StaffServices = ReturnType<typeof staffServices>;
