import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { FinalEligibility } from '@cyr/rules/vocabulary';
import { PARTNER_SEED } from '@cyr/i18n/county/partners';
import {
  partnerFitsOutcomes,
  partnerServesLanguage,
  PartnerProfileSchema,
  type PartnerProfile,
  type PartnerService,
  type PublicPartner,
} from '@cyr/schemas';
import type { Language } from '@cyr/i18n';
import type { Db } from '../db';
import type { PartnersTable } from '../db/schema';

/**
 * The partner directory (docs/decisions/0105-partner-directory.md): seeded once from the county profile,
 * kept by admins in the staff console, read by the public directory page, the results, the results PDF and the
 * help form.
 */
type PartnerRow = Selectable<PartnersTable>;

/**
 * Adds each organisation of the county profile's seed that is not in the table yet (by its key): what the profile
 * marks not confirmed is added hidden, with the reason as its check note. An entry already there is left as an
 * admin left it. Run at start-up, after the migrations; safe on several instances at once.
 */
export async function seedPartners(db: Db): Promise<number> {
  let added = 0;
  for (const seed of PARTNER_SEED) {
    const profile = PartnerProfileSchema.parse(seed.profile);
    const res = await db
      .insertInto('partners')
      .values({
        id: randomUUID(),
        seed_key: seed.key,
        profile: JSON.stringify(profile),
        visible: seed.hiddenUntilChecked === null,
        check_note: seed.hiddenUntilChecked,
        accepts_referrals: false,
        referral_email: null,
      })
      .onConflict((oc) => oc.column('seed_key').doNothing())
      .executeTakeFirst();
    added += Number(res.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}

export function profileOf(row: Pick<PartnerRow, 'profile'>): PartnerProfile {
  return row.profile as PartnerProfile;
}

function publicOf(row: PartnerRow): PublicPartner {
  return { id: row.id, ...profileOf(row), acceptsReferrals: acceptsReferrals(row) };
}

/** A person may send their cases to a partner that takes referrals, has somewhere to send them and is shown. */
export function acceptsReferrals(row: Pick<PartnerRow, 'visible' | 'accepts_referrals' | 'referral_email'>): boolean {
  return row.visible && row.accepts_referrals && !!row.referral_email;
}

export interface PartnerFilter {
  /** Only partners that fit one of these outcomes (none given: every partner). */
  outcomes?: readonly FinalEligibility[];
  service?: PartnerService;
  /** Only partners that serve this language or whose languages are not known; those that list it come first. */
  lang?: Language;
}

/**
 * The visible partners that fit: by outcome, service and language; those that take referrals first, then those
 * that list the language, then by name in the language asked for (English without one).
 */
export async function listPublicPartners(db: Db, filter: PartnerFilter = {}): Promise<PublicPartner[]> {
  const rows = await db.selectFrom('partners').selectAll().where('visible', '=', true).execute();
  const lang = filter.lang;
  const fits = rows.map(publicOf).filter((p) => {
    if (filter.outcomes && filter.outcomes.length > 0 && !partnerFitsOutcomes(p.services, filter.outcomes))
      return false;
    if (filter.service && !p.services.includes(filter.service)) return false;
    return !lang || partnerServesLanguage(p.languages, lang);
  });
  const rank = (p: PublicPartner) => (p.acceptsReferrals ? 0 : 2) + (lang && p.languages.includes(lang) ? 0 : 1);
  return fits.sort((a, b) => rank(a) - rank(b) || a.name[lang ?? 'en'].localeCompare(b.name[lang ?? 'en']));
}

/** One visible partner that takes referrals, or null. */
export async function referralPartner(db: Db, id: string): Promise<PartnerRow | null> {
  const row = await db.selectFrom('partners').selectAll().where('id', '=', id).executeTakeFirst();
  return row && acceptsReferrals(row) ? row : null;
}
