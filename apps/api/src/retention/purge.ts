import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MailLog } from '../outbox/worker';
import { purgeFollowups, type FollowupPurgeCounts } from '../outcomes/service';
import { todayInCounty } from '../clock';
import { repeat } from '../repeat';

/** How long delivery facts (no address, no content) of a finished outbox message are kept. */
export const OUTBOX_KEEP_DAYS = 30;
/**
 * How long a help request is kept (staff console inbox): 180 days after it was last changed once answered or
 * closed, and at most a year after it arrived whatever its status; never before the hotline has its email.
 */
export const HELP_REQUEST_KEEP_DAYS = 180;
export const HELP_REQUEST_MAX_DAYS = 365;
/** How long the "contact me" details of a survey answer are kept; the answers stay (anonymous) for two years. */
export const SURVEY_CONTACT_KEEP_DAYS = 180;
/** How long staff audit entries are kept (the database refuses to delete a younger one: migrations 0500, 0761). */
export const AUDIT_KEEP_DAYS = 731;
/** How long daily usage counts and survey answers are kept (two years: a year compared with the one before). */
export const ANALYTICS_KEEP_DAYS = 731;
export const SURVEY_KEEP_DAYS = 731;

export interface PurgeCounts extends FollowupPurgeCounts {
  emailPages: number;
  outbox: number;
  rateLimits: number;
  helpRequests: number;
  analyticsDays: number;
  surveys: number;
  surveyContacts: number;
  auditEntries: number;
  referralsExpired: number;
  referralPersonal: number;
  referralRows: number;
  clinicRuns: number;
}

/**
 * Deletes what has outlived its purpose: expired email-link snapshots, finished outbox rows, old
 * rate-limit windows, help requests (180 days after answered or closed, a year at most, once the hotline has
 * their email), survey contact details after 180 days, usage counts, survey answers and staff audit entries
 * older than two years, and referrals: one not accepted when its link expires turns `expired`, the personal part
 * of each goes at its expiry, the row of codes after a year; clinic-day runs nobody downloaded; the outcome follow-ups' expired links, finished follow-ups, contacts with
 * nothing left to send and outcome codes older than five years (outcomes/service.ts `purgeFollowups`) (docs/deploy.md
 * §1).
 * Safe to run on every instance at once (plain deletes).
 */
export async function purgeMailData(db: Kysely<Database>, now: Date = new Date()): Promise<PurgeCounts> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const pages = await db.deleteFrom('email_pages').where('expires_at', '<=', nowSeconds).executeTakeFirst();
  const outbox = await db
    .deleteFrom('outbox')
    .where((eb) => eb.or([eb('delivered_at', 'is not', null), eb('failed_at', 'is not', null)]))
    .where('created_at', '<', sql<string>`now() - ${OUTBOX_KEEP_DAYS} * interval '1 day'`)
    .executeTakeFirst();
  const limits = await db
    .deleteFrom('rate_limit_counters')
    .where('window_start', '<', nowSeconds - 2 * 86400)
    .executeTakeFirst();
  const help = await db
    .deleteFrom('help_requests')
    .where((eb) =>
      eb.or([
        eb('created_at', '<', sql<string>`now() - ${HELP_REQUEST_MAX_DAYS} * interval '1 day'`),
        eb.and([
          eb('status', 'in', ['answered', 'closed']),
          eb(
            sql`coalesce(updated_at, created_at)`,
            '<',
            sql<string>`now() - ${HELP_REQUEST_KEEP_DAYS} * interval '1 day'`,
          ),
        ]),
      ]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('outbox')
            .select('outbox.id')
            .whereRef('outbox.id', '=', 'help_requests.outbox_id')
            .where('outbox.delivered_at', 'is', null),
        ),
      ),
    )
    .executeTakeFirst();
  const analytics = await db
    .deleteFrom('analytics_daily')
    .where('day', '<', sql<string>`current_date - ${ANALYTICS_KEEP_DAYS}::integer`)
    .executeTakeFirst();
  const surveys = await db
    .deleteFrom('survey_feedback')
    .where('created_at', '<', sql<string>`now() - ${SURVEY_KEEP_DAYS} * interval '1 day'`)
    .executeTakeFirst();
  const contacts = await db
    .updateTable('survey_feedback')
    .set({ answers: sql<string>`answers - 'name' - 'email' - 'phone'` })
    .where('created_at', '<', sql<string>`now() - ${SURVEY_CONTACT_KEEP_DAYS} * interval '1 day'`)
    .where(sql<boolean>`jsonb_exists_any(answers, array['name', 'email', 'phone'])`)
    .executeTakeFirst();
  // Through the owner's function (migration 0761): the site's role may not delete from the audit itself.
  const audit = await sql<{ n: number }>`SELECT staff_audit_purge(${AUDIT_KEEP_DAYS}::integer) AS n`.execute(db);
  const nowIso = now.toISOString();
  const expired = await db
    .updateTable('referrals')
    .set({ status: 'expired', personal: null, personal_expires_at: null, updated_at: nowIso })
    .where('status', '=', 'sent')
    .where('link_expires_at', '<=', nowIso)
    .executeTakeFirst();
  const personal = await db
    .updateTable('referrals')
    .set({ personal: null, personal_expires_at: null })
    .where('personal_expires_at', '<=', nowIso)
    .executeTakeFirst();
  const referralRows = await db.deleteFrom('referrals').where('delete_at', '<=', nowIso).executeTakeFirst();
  const clinicRuns = await db.deleteFrom('clinic_runs').where('expires_at', '<=', nowIso).executeTakeFirst();
  const followups = await purgeFollowups(db, todayInCounty(now));
  return {
    ...followups,
    emailPages: Number(pages.numDeletedRows),
    outbox: Number(outbox.numDeletedRows),
    rateLimits: Number(limits.numDeletedRows),
    helpRequests: Number(help.numDeletedRows),
    analyticsDays: Number(analytics.numDeletedRows),
    surveys: Number(surveys.numDeletedRows),
    surveyContacts: Number(contacts.numUpdatedRows),
    auditEntries: Number(audit.rows[0]?.n ?? 0),
    referralsExpired: Number(expired.numUpdatedRows),
    referralPersonal: Number(personal.numUpdatedRows),
    referralRows: Number(referralRows.numDeletedRows),
    clinicRuns: Number(clinicRuns.numDeletedRows),
  };
}

/** Runs the purge now and then every `intervalMs` (unref'd timer); returns a stop function. */
export function startMailPurges(
  deps: { db: Kysely<Database>; clock?: () => Date; log?: MailLog },
  intervalMs = 60 * 60 * 1000,
): () => void {
  return repeat(
    async () => {
      const counts = await purgeMailData(deps.db, (deps.clock ?? (() => new Date()))());
      if (Object.values(counts).some((n) => n > 0)) deps.log?.info({ purged: counts }, 'mail data purged');
    },
    {
      firstAfterMs: 5_000,
      everyMs: intervalMs,
      onError: () => deps.log?.warn({}, 'mail purge could not reach the database; will retry'),
    },
  );
}
