import type { Selectable } from 'kysely';
import { translate, type Language } from '@cyr/i18n';
import { staffMessages } from '@cyr/i18n/staff';
import {
  REFERRAL_LIMITS,
  type ReferralDeclineReason,
  type ReferralOutcome,
  type ReferralPersonal,
  type ReferralStatus,
  type StaffReferral,
  type StaffReferralAction,
  type StaffReferralDetail,
} from '@cyr/schemas';
import type { FinalEligibility } from '@cyr/rules/vocabulary';
import type { Db } from '../../db';
import type { PartnersTable, ReferralsTable } from '../../db/schema';
import { apiError } from '../../http/errors';
import { toLanguage } from '../../http/language';
import { renderReferralUpdate } from '../../mail/templates';
import { enqueueMail, enqueueText } from '../../outbox/enqueue';
import { referralUpdateText } from '../../texts/messages';
import type { Clock } from '../../clock';
import { profileOf } from '../partners';
import { verifyReferralLink } from '../referrals';
import type { AuditActor, StaffAudit } from './audit';
import type { StaffPrincipal } from './sessions';

/**
 * Referrals in the console (docs/decisions/0107-partner-role.md, 0106-what-a-referral-shares.md). A `partner`
 * account reaches only the referrals sent to its own organisation: the list, one referral with what the person
 * sent (each view audited `referral_viewed`), and its answer: accept, decline with a reason, close with an
 * outcome (audited `referral_updated`, the person told in their language by email, or by text when they left only a
 * number with text consent). Staff and admins see every
 * referral's status and age, never its personal part. A referral of another organisation is "not found", as one
 * that does not exist.
 */
type ReferralRow = Selectable<ReferralsTable>;
type Row = ReferralRow & Pick<Selectable<PartnersTable>, 'profile'>;

const DAY_MS = 86_400_000;

/** A label of the console's messages (a decline reason, an outcome) in the person's language, for their email. */
const staffLabel = (lang: Language, key: string) =>
  translate({ en: { staff: staffMessages.en }, es: { staff: staffMessages.es } }, lang, `staff:${key}`);

/** What each answer does: from which statuses, to which one. */
const TRANSITIONS: Record<StaffReferralAction['action'], { from: readonly ReferralStatus[]; to: ReferralStatus }> = {
  accept: { from: ['sent'], to: 'accepted' },
  decline: { from: ['sent', 'accepted'], to: 'declined' },
  close: { from: ['accepted'], to: 'closed' },
};

function summaryOf(r: Row, now: Date): StaffReferral {
  const profile = profileOf(r);
  const sent = new Date(r.sent_at);
  return {
    id: r.id,
    partner: { id: r.partner_id, name: profile.name },
    status: r.status as ReferralStatus,
    sentAt: sent.toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
    ageDays: Math.max(0, Math.floor((now.getTime() - sent.getTime()) / DAY_MS)),
    linkExpiresAt: new Date(r.link_expires_at).toISOString(),
    caseCount: r.case_count,
    outcomes: r.outcomes as FinalEligibility[],
    declineReason: r.decline_reason as ReferralDeclineReason | null,
    outcome: r.outcome as ReferralOutcome | null,
  };
}

export class ReferralDesk {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly audit: StaffAudit,
    private readonly secret: string,
    private readonly publicUrl: string,
  ) {}

  private rows() {
    return this.db
      .selectFrom('referrals as r')
      .innerJoin('partners as p', 'p.id', 'r.partner_id')
      .selectAll('r')
      .select((eb) => eb.ref('p.profile').$castTo<Row['profile']>().as('profile'));
  }

  /** A partner's own referral, or 404 (another organisation's referral is not found, as one that does not exist). */
  private async own(me: StaffPrincipal, id: string): Promise<Row> {
    if (me.role !== 'partner' || !me.partnerId) throw apiError(403, 'staff_forbidden');
    const row = await this.rows().where('r.id', '=', id).where('r.partner_id', '=', me.partnerId).executeTakeFirst();
    if (!row) throw apiError(404, 'not_found');
    return row;
  }

  /** A partner's own referrals; for staff and admins every referral. Newest first; codes only. */
  async list(me: StaffPrincipal): Promise<StaffReferral[]> {
    let q = this.rows().orderBy('r.sent_at', 'desc').limit(500);
    if (me.role === 'partner') q = q.where('r.partner_id', '=', me.partnerId ?? '');
    const now = this.clock();
    return (await q.execute()).map((r) => summaryOf(r, now));
  }

  /** One of the partner's referrals with what the person sent (audited). */
  async get(me: StaffPrincipal, id: string): Promise<StaffReferralDetail> {
    const row = await this.own(me, id);
    await this.audit.record(me, 'referral_viewed', `referral:${id}`);
    return {
      ...summaryOf(row, this.clock()),
      language: toLanguage(row.language),
      personal: row.personal as ReferralPersonal | null,
    };
  }

  /**
   * The referral a notice's signed link names, for the partner it was sent to: 410 once the link expired, 404 for
   * another organisation's account or a link that is not ours.
   */
  async open(me: StaffPrincipal, link: string): Promise<{ id: string }> {
    if (me.role !== 'partner' || !me.partnerId) throw apiError(403, 'staff_forbidden');
    const check = await verifyReferralLink(this.secret, link, this.clock());
    if (!check.ok && check.reason === 'expired') throw apiError(410, 'referral_link_expired');
    if (!check.ok || check.partnerId !== me.partnerId) throw apiError(404, 'not_found');
    await this.own(me, check.referralId);
    return { id: check.referralId };
  }

  /**
   * Accept, decline or close a referral; the person is told by email in their language when they gave an address.
   * The personal part is then kept REFERRAL_LIMITS.afterDecisionDays after a decline or a closing (never longer
   * than it was to be kept). 409 `referral_state` when its status does not allow the answer.
   */
  async answer(me: StaffPrincipal & AuditActor, id: string, action: StaffReferralAction): Promise<StaffReferral> {
    const row = await this.own(me, id);
    const step = TRANSITIONS[action.action];
    const now = this.clock();
    let personalExpires = row.personal_expires_at ? new Date(row.personal_expires_at) : null;
    if (step.to !== 'accepted' && personalExpires) {
      const after = new Date(now.getTime() + REFERRAL_LIMITS.afterDecisionDays * DAY_MS);
      if (after < personalExpires) personalExpires = after;
    }
    const set = {
      status: step.to,
      updated_at: now.toISOString(),
      personal_expires_at: personalExpires?.toISOString() ?? null,
      ...(action.action === 'decline' ? { decline_reason: action.reason } : {}),
      ...(action.action === 'close' ? { outcome: action.outcome } : {}),
    };
    const updated = await this.db.transaction().execute(async (trx) => {
      const out = await trx
        .updateTable('referrals')
        .set(set)
        .where('id', '=', id)
        .where('status', 'in', step.from)
        .returningAll()
        .executeTakeFirst();
      if (!out) return null;
      const personal = row.personal as ReferralPersonal | null;
      if (personal?.email) {
        const lang = toLanguage(row.language);
        const why =
          action.action === 'decline'
            ? staffLabel(lang, `referrals.declineReasons.${action.reason}`)
            : action.action === 'close'
              ? staffLabel(lang, `referrals.outcomes.${action.outcome}`)
              : '';
        const mail = renderReferralUpdate(lang, {
          partner: profileOf(row).name[lang],
          status: step.to as 'accepted' | 'declined' | 'closed',
          why,
          directoryUrl: `${this.publicUrl}/partners${lang === 'es' ? '?lang=es' : ''}`,
        });
        await enqueueMail(trx, { ...mail, kind: 'referral_update', language: lang, to: personal.email });
      } else if (personal?.textTo) {
        const lang = toLanguage(row.language);
        await enqueueText(trx, {
          kind: 'referral_update',
          language: lang,
          to: personal.textTo,
          body: referralUpdateText(
            lang,
            step.to as 'accepted' | 'declined' | 'closed',
            profileOf(row).name[lang],
            this.publicUrl,
          ),
        });
      }
      return out;
    });
    if (!updated) throw apiError(409, 'referral_state');
    await this.audit.record(me, 'referral_updated', `referral:${id}:${step.to}`);
    return summaryOf({ ...updated, profile: row.profile }, now);
  }
}
