import { z } from 'zod';

/**
 * Shared pieces of every API body and response (api-contract "General"). Plain zod 4 schemas; the web
 * may import them directly or re-declare light `zod/mini` versions from the same constants.
 */

/** Shared limits (one place for the server, the client and the OpenAPI description). */
export const LIMITS = {
  /** Longest accepted name (first, middle, last, each alias). */
  nameMaxLength: 100,
  /** Most alias first names or alias last names in one lookup (each pair is searched: at most 4 × 4 names). */
  aliasMaxCount: 3,
  /** Longest accepted def_spn / opaque case id. */
  idMaxLength: 64,
  /** Largest accepted JSON body in bytes. */
  bodyMaxBytes: 64 * 1024,
  /** Minutes a session lasts after its last successful authenticated call. */
  sessionMinutes: 60,
  /** Earliest filing date the lookup returns. */
  lookupStartDate: '1990-01-01',
  /** Oldest year of birth accepted. */
  dobMinYear: 1900,
} as const;

/**
 * Translation keys (i18n namespace `errors`, `validation` group) used as zod issue messages: the one place
 * the web forms and the server take a validation message from (product-spec §5 gives the English words).
 * The server answers the matching snake_case code in the error body's `fields`.
 */
export const VALIDATION_MESSAGES = {
  required: 'errors:validation.required',
  invalid: 'errors:validation.invalid',
  tooLong: 'errors:validation.tooLong',
  tooMany: 'errors:validation.tooMany',
  invalidDate: 'errors:validation.invalidDate',
  mustAgreeToTerms: 'errors:validation.mustAgreeToTerms',
  offenseOrNone: 'errors:validation.offenseOrNone',
  noneAndOffense: 'errors:validation.noneAndOffense',
  invalidEmail: 'errors:validation.invalidEmail',
  invalidPhone: 'errors:validation.invalidPhone',
  /** A help request with neither an email address nor a phone number: no way to answer it. */
  emailOrPhone: 'errors:validation.emailOrPhone',
  /** A referral's consent box left unchecked (docs/decisions/0106-what-a-referral-shares.md). */
  consentRequired: 'errors:validation.consentRequired',
  /** Not a United States mobile number a text can be sent to (schemas/texts.ts). */
  invalidTextNumber: 'errors:validation.invalidTextNumber',
  /** A number given without the opt-in checkbox ticked. */
  textConsentRequired: 'errors:validation.textConsentRequired',
  /** A follow-up month left incomplete (forms only: the API treats it as any other invalid answer). */
  monthRequired: 'errors:validation.monthRequired',
  /** A follow-up month after the current month (forms only: the server does not know the person's today). */
  monthInFuture: 'errors:validation.monthInFuture',
  /** A follow-up year not chosen (forms only). */
  yearRequired: 'errors:validation.yearRequired',
  /** A follow-up year after the current year (forms only). */
  yearInFuture: 'errors:validation.yearInFuture',
  /** A date on the person's papers that has not come yet (an offense, a filing, how the case ended). */
  dateInFuture: 'errors:validation.dateInFuture',
  /** The end of a supervision "not finished yet" that is today or past: the case is over (schemas/person-cases.ts). */
  supervisionEndPassed: 'errors:validation.supervisionEndPassed',
  /** A follow-up answer that is not one of the choices (forms only). */
  answerInvalid: 'errors:validation.answerInvalid',
  /** A feedback survey with no answer at all: nothing to store. */
  surveyEmpty: 'errors:validation.surveyEmpty',
} as const;
export type ValidationMessageKey = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];

/** The `fields` code for each validation message key. */
export const VALIDATION_CODES: Record<ValidationMessageKey, string> = {
  'errors:validation.required': 'required',
  'errors:validation.invalid': 'invalid',
  'errors:validation.tooLong': 'too_long',
  'errors:validation.tooMany': 'too_many',
  'errors:validation.invalidDate': 'invalid_date',
  'errors:validation.mustAgreeToTerms': 'must_agree_to_terms',
  'errors:validation.offenseOrNone': 'offense_or_none_required',
  'errors:validation.noneAndOffense': 'none_and_offense',
  'errors:validation.invalidEmail': 'invalid',
  'errors:validation.invalidPhone': 'invalid',
  'errors:validation.emailOrPhone': 'email_or_phone_required',
  'errors:validation.consentRequired': 'consent_required',
  'errors:validation.invalidTextNumber': 'invalid',
  'errors:validation.textConsentRequired': 'consent_required',
  'errors:validation.monthRequired': 'invalid',
  'errors:validation.monthInFuture': 'invalid',
  'errors:validation.yearRequired': 'invalid',
  'errors:validation.yearInFuture': 'invalid',
  'errors:validation.dateInFuture': 'date_in_future',
  'errors:validation.supervisionEndPassed': 'supervision_end_passed',
  'errors:validation.answerInvalid': 'invalid',
  'errors:validation.surveyEmpty': 'empty',
};

const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a string shaped `YYYY-MM-DD` (the one test of that shape; `isRealIsoDate` also checks the calendar). */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && ISO_DATE_RE.test(value);
}

/** True for a real calendar date written `YYYY-MM-DD` (no 2021-02-29, no 2021-13-01). */
export function isRealIsoDate(value: string): boolean {
  const m = ISO_DATE_RE.exec(value);
  if (!m) return false;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (mo < 1 || mo > 12 || d < 1) return false;
  const days = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return d <= (days[mo - 1] ?? 0);
}

/** A `YYYY-MM-DD` date string (response fields). */
export const IsoDateSchema = z.string().regex(ISO_DATE_RE).meta({ format: 'date', example: '1988-04-12' });

/** A real calendar `YYYY-MM-DD` date (request fields). */
export const RealIsoDateSchema = z
  .string({
    error: (iss) => (iss.input === undefined ? VALIDATION_MESSAGES.required : VALIDATION_MESSAGES.invalidDate),
  })
  .regex(ISO_DATE_RE, { error: VALIDATION_MESSAGES.invalidDate })
  .refine(isRealIsoDate, { error: VALIDATION_MESSAGES.invalidDate })
  .meta({ format: 'date', example: '1988-04-12' });

/** Epoch seconds. */
export const EpochSecondsSchema = z.number().int().nonnegative();

/** The contract's error body: `{error: {code, message, messageEs, fields?}}`. */
export const ErrorBodySchema = z
  .object({
    error: z.object({
      code: z.string().regex(/^[a-z][a-z0-9_]*$/),
      message: z.string(),
      messageEs: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Every authenticated 200 (and the pre-check) carries the current session token. */
export const SessionTokenSchema = z.object({
  token: z.string().min(1),
  /** Epoch seconds when the token (and the session) expires unless used again. */
  tokenExpirationTime: EpochSecondsSchema,
});
export type SessionToken = z.infer<typeof SessionTokenSchema>;

export const LANGUAGES = ['en', 'es'] as const;
export const LanguageSchema = z.enum(LANGUAGES);
