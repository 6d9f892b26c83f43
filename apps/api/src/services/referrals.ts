import { hkdfSync, randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Selectable } from 'kysely';
import type { Language } from '@cyr/i18n';
import {
  REFERRAL_LIMITS,
  type EligibilityInfo,
  type PartnerProfile,
  type ReferralCase,
  type ReferralPersonal,
} from '@cyr/schemas';
import type { Db } from '../db';
import type { PartnersTable, ReferralsTable } from '../db/schema';
import { enqueueMail, enqueueText } from '../outbox/enqueue';
import { referralAckText } from '../texts/messages';
import { renderReferralAck, renderReferralNotice } from '../mail/templates';
import { formatDate } from '@cyr/i18n';
import { todayInCounty } from '../clock';

/**
 * Referrals (docs/decisions/0106-what-a-referral-shares.md): a person sends a partner their case list and how to
 * reach them, after a consent screen showing exactly `referralCasesOf` of their results. The partner gets an email
 * with a signed link that expires; the person an acknowledgement. The personal part is deleted at its expiry.
 */
export type ReferralRow = Selectable<ReferralsTable>;
type PartnerRow = Selectable<PartnersTable>;

const DAY_MS = 86_400_000;

/** The cases a referral sends: what the court papers say and the site's result, nothing the person answered. */
export function referralCasesOf(info: EligibilityInfo): ReferralCase[] {
  return info.cases.map((c) => ({
    cause: c.casID,
    court: c.crt,
    offense: c.current_offense_name,
    level: c.current_charge_level,
    filed: c.fda,
    outcome: c.final_eligibility,
    section: c.ndo_form,
    expunctionRoute: c.expunction_route,
    eligibleDate: c.eligible_date,
    ...(c.origin ? { origin: c.origin } : {}),
  }));
}

// ---- the partner's link: a JWT (jose, HS256) naming the referral and the partner, expiring with the link ----

const ISSUER = 'clear-your-record';
const AUDIENCE = 'partner-referral';

/** The link's key, derived from SESSION_SECRET for this use only (HKDF-SHA256). */
function linkKey(secret: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'referral-link', 'cyr referral link v1', 32));
}

export async function signReferralLink(
  secret: string,
  claims: { referralId: string; partnerId: string; expiresAt: Date },
): Promise<string> {
  return new SignJWT({ ptn: claims.partnerId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.referralId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
    .sign(linkKey(secret));
}

export type LinkCheck =
  { ok: true; referralId: string; partnerId: string } | { ok: false; reason: 'expired' | 'invalid' };

/** Checks a link's signature, issuer, audience and expiry at `now` (no clock tolerance). */
export async function verifyReferralLink(secret: string, token: string, now: Date): Promise<LinkCheck> {
  try {
    const { payload } = await jwtVerify(token, linkKey(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.ptn !== 'string') return { ok: false, reason: 'invalid' };
    return { ok: true, referralId: payload.sub, partnerId: payload.ptn };
  } catch (err) {
    return { ok: false, reason: err instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}

// ---- sending ---------------------------------------------------------------------------------------------

export interface NewReferral {
  partner: PartnerRow;
  personal: ReferralPersonal;
  language: Language;
  now: Date;
  publicUrl: string;
  secret: string;
}

/**
 * Stores a referral and queues, in the same transaction, the partner's notice (to its referral address) and the
 * person's acknowledgement (by email when they gave an address; by text to `personal.textTo` when they gave only a
 * number, with text consent): both are sent if and only if the referral is saved.
 */
export async function sendReferral(db: Db, r: NewReferral): Promise<{ id: string; acknowledged: boolean }> {
  const id = randomUUID();
  const linkExpires = new Date(r.now.getTime() + REFERRAL_LIMITS.linkDays * DAY_MS);
  const token = await signReferralLink(r.secret, { referralId: id, partnerId: r.partner.id, expiresAt: linkExpires });
  const url = `${r.publicUrl}/staff/referrals/open?link=${encodeURIComponent(token)}`;
  const profile = r.partner.profile as PartnerProfile;
  const outcomes = [...new Set(r.personal.cases.map((c) => c.outcome))];
  const to = r.partner.referral_email;
  if (!to) throw new Error('partner takes no referrals');
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('referrals')
      .values({
        id,
        partner_id: r.partner.id,
        status: 'sent',
        language: r.language,
        sent_at: r.now.toISOString(),
        link_expires_at: linkExpires.toISOString(),
        updated_at: r.now.toISOString(),
        case_count: r.personal.cases.length,
        outcomes: JSON.stringify(outcomes),
        personal: JSON.stringify(r.personal),
        personal_expires_at: new Date(r.now.getTime() + REFERRAL_LIMITS.personalDays * DAY_MS).toISOString(),
        delete_at: new Date(r.now.getTime() + REFERRAL_LIMITS.rowDays * DAY_MS).toISOString(),
      })
      .execute();
    // The partner's notice is in English (partner accounts have no language yet); it carries no personal data.
    const notice = renderReferralNotice('en', {
      partner: profile.name.en,
      url,
      date: formatDate(todayInCounty(linkExpires), 'en'),
    });
    await enqueueMail(trx, { ...notice, kind: 'referral_notice', language: 'en', to });
    if (r.personal.email) {
      const ack = renderReferralAck(r.language, {
        partner: profile.name[r.language],
        days: REFERRAL_LIMITS.personalDays,
      });
      await enqueueMail(trx, { ...ack, kind: 'referral_ack', language: r.language, to: r.personal.email });
    } else if (r.personal.textTo) {
      await enqueueText(trx, {
        kind: 'referral_ack',
        language: r.language,
        to: r.personal.textTo,
        body: referralAckText(r.language, profile.name[r.language]),
      });
    }
  });
  return { id, acknowledged: r.personal.email !== '' || r.personal.textTo !== undefined };
}
