import type { ServiceContext } from '../context';
import { StaffAudit } from './audit';
import { StaffAuth } from './auth';
import { CountyReports } from './county';
import { DataDesk, type SyncJob } from './data';
import { ClinicDays } from '../clinic';
import { FeedbackView } from './feedback';
import { HelpInbox } from './help';
import { StaffExports } from './exports';
import { MemberPasskeys } from './member-passkeys';
import { StaffMembers } from './members';
import { OutcomesView } from './outcomes';
import { PartnerDirectory } from './directory';
import { ReferralDesk } from './referrals';
import { relyingParty, StaffPasskeys } from './passkeys';
import { SignInPolicy } from './sign-in-policy';
import { StaffSessions } from './sessions';
import { runConsoleSync } from './sync-job';
import { UsageView } from './usage';

export type { SyncJob } from './data';

/**
 * The staff console's services (docs/api/staff.md), one per area of its API: each holds the area's policy (who
 * may see what, what is written to the audit log, who may try to sign in and when) so the routes only validate,
 * gate and answer.
 */
export function staffServices({ config, db, clock }: ServiceContext, options: { syncJob?: SyncJob } = {}) {
  const audit = new StaffAudit(db, clock, config.sessionSecret);
  const sessions = new StaffSessions(db, clock);
  const signIn = new SignInPolicy(db, clock, config.sessionSecret);
  const passkeys = new StaffPasskeys(db, relyingParty(config.publicUrl));
  const syncJob: SyncJob = options.syncJob ?? ((log) => runConsoleSync(db, config, log));
  return {
    sessions,
    audit,
    signIn,
    auth: new StaffAuth(db, clock, sessions, audit, signIn, passkeys),
    passkeys: new MemberPasskeys(passkeys, sessions, audit),
    members: new StaffMembers(db, clock, audit, signIn),
    help: new HelpInbox(db, clock, audit, config.helpInbox, config.publicUrl),
    feedback: new FeedbackView(db, clock, audit),
    usage: new UsageView(db, clock),
    data: new DataDesk(db, clock, audit, syncJob),
    county: new CountyReports(db, audit),
    outcomes: new OutcomesView(db, clock, audit),
    referrals: new ReferralDesk(db, clock, audit, config.sessionSecret, config.publicUrl),
    clinic: new ClinicDays(db, clock, audit),
    exports: new StaffExports(db, clock, audit),
    directory: new PartnerDirectory(db, clock, audit),
  };
}

export type StaffServices = ReturnType<typeof staffServices>;
