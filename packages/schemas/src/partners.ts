import { z } from 'zod';
import { FINAL_ELIGIBILITIES, type FinalEligibility } from '@cyr/rules/vocabulary';
import { LANGUAGES, LanguageSchema, VALIDATION_MESSAGES } from './common';
import { hasContact, isObject, OptionalEmailSchema, OptionalPhoneSchema } from './survey';
import { toTextNumber } from './texts';

/**
 * The partner directory (issue #39; docs/decisions/0105-partner-directory-and-role.md): organisations the
 * nonprofit works with, what they take, what they cost, whom and where they serve and how to reach them, each
 * text in English and Spanish. Admins keep it in the staff console; the public sees the visible entries.
 */

/** What a partner takes on: a nondisclosure, an expunction, a hearing, a record-clearing clinic day. */
export const PARTNER_SERVICES = ['nondisclosure', 'expunction', 'hearings', 'clinic_days'] as const;
export type PartnerService = (typeof PARTNER_SERVICES)[number];
export const PartnerServiceSchema = z.enum(PARTNER_SERVICES);

/**
 * Which partners fit a case's outcome (the results, the results PDF, the help form): a partner fits when it
 * takes one of the services listed for the outcome.
 * - likely nondisclosure: a nondisclosure, a hearing (felonies are set for one), a clinic day that files them;
 * - expunction possible: an expunction;
 * - could not determine: anyone who takes either, or a hearing, or a clinic day, to read the record with them;
 * - likely ineligible: anyone who takes either, for a second reading of the record;
 * - not yet eligible: nobody yet (the result gives the date to come back).
 */
export const SERVICES_FOR_OUTCOME: Record<FinalEligibility, readonly PartnerService[]> = {
  nondisclosure: ['nondisclosure', 'hearings', 'clinic_days'],
  expunction: ['expunction'],
  not_yet_eligible: [],
  could_not_determine: ['nondisclosure', 'expunction', 'hearings', 'clinic_days'],
  ineligible: ['nondisclosure', 'expunction'],
};

/** Whether a partner with these services fits any of these outcomes. */
export function partnerFitsOutcomes(
  services: readonly PartnerService[],
  outcomes: readonly FinalEligibility[],
): boolean {
  return outcomes.some((o) => SERVICES_FOR_OUTCOME[o].some((s) => services.includes(s)));
}

/**
 * Whether a partner serves a language: it lists it, or it lists none (not known: the directory then says to
 * ask). A partner that lists languages without this one does not fit.
 */
export function partnerServesLanguage(languages: readonly string[], lang: string): boolean {
  return languages.length === 0 || languages.includes(lang);
}

export const PARTNER_LIMITS = {
  nameMaxLength: 120,
  textMaxLength: 600,
  urlMaxLength: 300,
} as const;

const text = (max: number) => z.string().trim().max(max, { error: VALIDATION_MESSAGES.tooLong });

/** A required text in both languages. */
const BilingualRequired = (max: number) =>
  z.strictObject({
    en: text(max).min(1, { error: VALIDATION_MESSAGES.required }),
    es: text(max).min(1, { error: VALIDATION_MESSAGES.required }),
  });

/** An optional text: empty in both languages, or written in both. */
const BilingualOptional = (max: number) =>
  z.strictObject({ en: text(max), es: text(max) }).superRefine((v, ctx) => {
    if ((v.en === '') === (v.es === '')) return;
    ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.required, path: [v.en === '' ? 'en' : 'es'] });
  });

const OptionalUrl = z
  .string()
  .trim()
  .max(PARTNER_LIMITS.urlMaxLength, { error: VALIDATION_MESSAGES.tooLong })
  .refine((v) => v === '' || /^https:\/\/[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$/.test(v), {
    error: VALIDATION_MESSAGES.invalid,
  });

/**
 * What the public sees of a partner (and what an admin edits). Texts in English and Spanish; an empty optional
 * text is not shown. `languages`: the site's languages it serves, empty when not known.
 */
const partnerProfileShape = {
  name: BilingualRequired(PARTNER_LIMITS.nameMaxLength),
  description: BilingualRequired(PARTNER_LIMITS.textMaxLength),
  services: z
    .array(PartnerServiceSchema)
    .min(1, { error: VALIDATION_MESSAGES.required })
    .max(PARTNER_SERVICES.length)
    .refine((l) => new Set(l).size === l.length, { error: VALIDATION_MESSAGES.invalid }),
  cost: BilingualOptional(PARTNER_LIMITS.textMaxLength),
  incomeLimits: BilingualOptional(PARTNER_LIMITS.textMaxLength),
  languages: z
    .array(LanguageSchema)
    .max(LANGUAGES.length)
    .refine((l) => new Set(l).size === l.length, { error: VALIDATION_MESSAGES.invalid }),
  languagesNote: BilingualOptional(PARTNER_LIMITS.textMaxLength),
  areas: BilingualOptional(PARTNER_LIMITS.textMaxLength),
  hours: BilingualOptional(PARTNER_LIMITS.textMaxLength),
  address: BilingualOptional(PARTNER_LIMITS.textMaxLength),
  phone: OptionalPhoneSchema,
  email: OptionalEmailSchema,
  website: OptionalUrl,
};
export const PartnerProfileSchema = z.strictObject(partnerProfileShape).meta({ id: 'PartnerProfile' });
export type PartnerProfile = z.infer<typeof PartnerProfileSchema>;

/**
 * The same entry as an admin sends it (`StaffPartnerBody.profile`): a schema of its own, because its phone and
 * address are normalised on the way in, so the OpenAPI document names the request's shape apart from the answers'.
 */
export const PartnerProfileBodySchema = z.strictObject(partnerProfileShape).meta({ id: 'PartnerProfileBody' });

/** One partner as the public API answers it. `acceptsReferrals`: a person may send it their cases. */
export const PublicPartnerSchema = PartnerProfileSchema.extend({
  id: z.string(),
  acceptsReferrals: z.boolean(),
}).meta({ id: 'PublicPartner' });
export type PublicPartner = z.infer<typeof PublicPartnerSchema>;

/** `GET /api/partners`: the visible partners, or those that fit `outcomes` and `lang`. */
export const PartnerListQuerySchema = z.strictObject({
  outcomes: z
    .string()
    .max(200)
    .optional()
    .describe(`Comma-separated case outcomes (${FINAL_ELIGIBILITIES.join(', ')}): only partners that fit one.`),
  service: PartnerServiceSchema.optional().describe('Only partners that take this.'),
  lang: LanguageSchema.optional().describe(
    'Only partners that serve this language (or whose languages are not known).',
  ),
});
export type PartnerListQuery = z.infer<typeof PartnerListQuerySchema>;

export const PartnerListResponseSchema = z
  .object({ partners: z.array(PublicPartnerSchema) })
  .meta({ id: 'PartnerListResponse' });
export type PartnerListResponse = z.infer<typeof PartnerListResponseSchema>;

/** The outcomes named in a `?outcomes=` list; an unknown word makes the whole list invalid (null). */
export function parseOutcomes(list: string | undefined): FinalEligibility[] | null {
  if (list === undefined || list === '') return [];
  const words = list.split(',').map((w) => w.trim());
  const known = new Set<string>(FINAL_ELIGIBILITIES);
  if (!words.every((w) => known.has(w))) return null;
  return [...new Set(words)] as FinalEligibility[];
}

// ---------------------------------------------------------------------------------------------------------
// Referrals: a person sends a partner their cases (docs/decisions/0106-what-a-referral-shares.md)
// ---------------------------------------------------------------------------------------------------------

/**
 * How long each part of a referral lives (docs/deploy.md "What is stored"):
 * - the partner's link works `linkDays` after sending; a referral not accepted by then expires;
 * - the personal part (name, contact, cases) is deleted `personalDays` after sending at the latest, and
 *   `afterDecisionDays` after the partner declines or closes it;
 * - the row that remains (partner, status and outcome codes, dates, how many cases) is deleted after `rowDays`.
 */
export const REFERRAL_LIMITS = {
  linkDays: 14,
  personalDays: 60,
  afterDecisionDays: 14,
  rowDays: 365,
  nameMaxLength: 100,
} as const;

/** Where a referral stands: sent (waiting), accepted, declined, closed (with an outcome), expired (not accepted in time). */
export const REFERRAL_STATUSES = ['sent', 'accepted', 'declined', 'closed', 'expired'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** Why a partner declines (labels in i18n `staff:referrals.declineReasons`). */
export const REFERRAL_DECLINE_REASONS = [
  'outside_area',
  'over_income_limit',
  'no_capacity',
  'conflict_of_interest',
  'not_a_service_we_offer',
  'other',
] as const;
export type ReferralDeclineReason = (typeof REFERRAL_DECLINE_REASONS)[number];

/** How a referral the partner took ended (labels in i18n `staff:referrals.outcomes`). */
export const REFERRAL_OUTCOMES = [
  'petition_filed',
  'order_granted',
  'advice_given',
  'not_eligible',
  'could_not_reach',
  'person_withdrew',
  'other',
] as const;
export type ReferralOutcome = (typeof REFERRAL_OUTCOMES)[number];

/** One case as a referral shares it: what the court papers show and the site's result, nothing else. */
export const ReferralCaseSchema = z
  .object({
    cause: z.string(),
    court: z.string(),
    offense: z.string(),
    level: z.string(),
    filed: z.string(),
    outcome: z.enum(FINAL_ELIGIBILITIES),
    section: z.string().nullable(),
    expunctionRoute: z.string().nullable(),
    eligibleDate: z.string().nullable(),
    /** `entered` or `corrected`: the person entered or corrected this case from their papers. */
    origin: z.string().optional(),
  })
  .meta({ id: 'ReferralCase' });
export type ReferralCase = z.infer<typeof ReferralCaseSchema>;

export const ReferralPreviewQuerySchema = z.strictObject({ partnerId: z.string().min(1).max(64) });

/** `GET /api/application/referrals/preview`: exactly the cases a referral would send now, and to whom. */
export const ReferralPreviewSchema = z
  .object({
    partner: z.object({ id: z.string(), name: z.object({ en: z.string(), es: z.string() }) }),
    /** The name on the court record, offered as the person's name (they may change it). */
    suggestedName: z.string(),
    cases: z.array(ReferralCaseSchema),
    personalDays: z.number().int(),
  })
  .meta({ id: 'ReferralPreview' });
export type ReferralPreview = z.infer<typeof ReferralPreviewSchema>;

/**
 * `POST /api/application/referrals`: send the session's cases to a partner. `consent` must be true: the person
 * checked the box under the exact list of what is sent. At least one of email and phone.
 */
export const ReferralBodySchema = z
  .strictObject({
    partnerId: z.string().min(1).max(64),
    name: z
      .string({ error: VALIDATION_MESSAGES.required })
      .trim()
      .min(1, { error: VALIDATION_MESSAGES.required })
      .max(REFERRAL_LIMITS.nameMaxLength, { error: VALIDATION_MESSAGES.tooLong }),
    email: OptionalEmailSchema.default(''),
    phone: OptionalPhoneSchema.default(''),
    /**
     * The opt-in box for texts (offered only where the site sends texts; its wording is i18n
     * `texts:consent.referral`): with no email address, the acknowledgement and the partner's answers are texted
     * to `phone`, which must then be a U.S. mobile number.
     */
    textConsent: z.boolean().optional(),
    consent: z
      .boolean({ error: VALIDATION_MESSAGES.consentRequired })
      .pipe(z.literal(true, { error: VALIDATION_MESSAGES.consentRequired })),
  })
  // As the help form: one way to reach the person is enough; both fields are marked when neither is given.
  .refine(hasContact, { path: ['email'], message: VALIDATION_MESSAGES.emailOrPhone, when: isObject })
  .refine(hasContact, { path: ['phone'], message: VALIDATION_MESSAGES.emailOrPhone, when: isObject })
  .refine((f) => f.textConsent !== true || toTextNumber(f.phone) !== null, {
    path: ['phone'],
    message: VALIDATION_MESSAGES.invalidTextNumber,
    when: isObject,
  })
  .meta({ id: 'ReferralBody' });
export type ReferralBody = z.input<typeof ReferralBodySchema>;

export const ReferralSentSchema = z
  .object({
    message: z.string(),
    /** True when an acknowledgement was queued to the person's email address, or texted to their number. */
    acknowledged: z.boolean(),
    token: z.string(),
    tokenExpirationTime: z.number().int(),
  })
  .meta({ id: 'ReferralSent' });
export type ReferralSent = z.infer<typeof ReferralSentSchema>;

/** The personal part of a stored referral (deleted at its expiry). */
export const ReferralPersonalSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /**
   * The number (E.164) the site texts about this referral: set only when the person gave no email address and
   * ticked the text opt-in box; erased with the personal part.
   */
  textTo: z.string().optional(),
  cases: z.array(ReferralCaseSchema),
});
export type ReferralPersonal = z.infer<typeof ReferralPersonalSchema>;
