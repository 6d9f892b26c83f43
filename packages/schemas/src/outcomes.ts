import { z } from 'zod';
import {
  MONTH_PATTERN,
  OUTCOME_ANSWER_CODES,
  OUTCOME_KINDS,
  STUCK_REASONS,
  UNKNOWN_MONTH,
  type OutcomeStage,
} from '@cyr/rules/vocabulary';
import { VALIDATION_MESSAGES } from './common';
import { EmailAddressSchema } from './email';
import { TextConsentSchema, TextNumberSchema } from './texts';

/**
 * Outcome follow-ups (issue #38; docs/decisions/0100-outcome-follow-ups.md): asking for them, answering them,
 * and the staff console's Outcomes report and court notes.
 */

/** Most cases one follow-up asks about. */
export const OUTCOME_FOLLOWUP_MAX_CASES = 20;
const CASE_ID_MAX_LENGTH = 200;

/** Message key shown when no case is chosen. */
export const OUTCOME_CASES_MESSAGE = 'outcomes:form.errorCases';

/**
 * Body of `POST /api/application/outcome-followups` (bearer token) and of
 * `POST /api/email-pages/:kind/:emailToken/outcome-followups`: the address, or a mobile number (`phone`, with
 * `textConsent: true` from the opt-in checkbox, where the site sends texts), or both; the cases (`_id`s of likely
 * eligible or expunction cases) and the language of the messages.
 */
export const OutcomeFollowupBodySchema = z
  .strictObject({
    email: EmailAddressSchema.optional(),
    phone: TextNumberSchema.optional(),
    textConsent: TextConsentSchema.optional(),
    caseIds: z
      .array(z.string().min(1).max(CASE_ID_MAX_LENGTH))
      .min(1, { error: OUTCOME_CASES_MESSAGE })
      .max(OUTCOME_FOLLOWUP_MAX_CASES, { error: VALIDATION_MESSAGES.tooMany })
      .refine((ids) => new Set(ids).size === ids.length, { error: VALIDATION_MESSAGES.invalid }),
    useSpanishURL: z.boolean({ error: VALIDATION_MESSAGES.required }),
  })
  .superRefine((body, ctx) => {
    if (body.email === undefined && body.phone === undefined) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: VALIDATION_MESSAGES.required });
    } else if (body.phone !== undefined && body.textConsent !== true) {
      ctx.addIssue({ code: 'custom', path: ['textConsent'], message: VALIDATION_MESSAGES.textConsentRequired });
    }
  })
  .meta({ id: 'OutcomeFollowupBody' });
export type OutcomeFollowupBody = z.infer<typeof OutcomeFollowupBodySchema>;

/** How follow-ups reach a person: `text` is offered only where the site sends texts. */
export const OUTCOME_FOLLOWUP_CHANNELS = ['email', 'text'] as const;
export type OutcomeFollowupChannel = (typeof OUTCOME_FOLLOWUP_CHANNELS)[number];

/** Message key shown when neither email nor text is chosen. */
export const OUTCOME_CHANNELS_MESSAGE = 'outcomes:form.errorChannels';

/**
 * The sign-up form (results, steps, emailed results): which cases, and how: by email, by text (the number with the
 * opt-in box ticked), or both. Only the fields of the chosen channels are checked, each by the body's own schema.
 */
export const OutcomeFollowupFormSchema = z
  .object({
    caseIds: z.array(z.string(), { error: OUTCOME_CASES_MESSAGE }).min(1, { error: OUTCOME_CASES_MESSAGE }),
    channels: z.array(z.enum(OUTCOME_FOLLOWUP_CHANNELS)).default(['email']),
    email: z.string().default(''),
    phone: z.string().default(''),
    textConsent: z.boolean().default(false),
  })
  .superRefine((form, ctx) => {
    if (form.channels.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['channels'], message: OUTCOME_CHANNELS_MESSAGE });
    }
    const check = (field: 'email' | 'phone' | 'textConsent', schema: z.ZodType, value: unknown) => {
      const r = schema.safeParse(value);
      if (!r.success) ctx.addIssue({ code: 'custom', path: [field], message: r.error.issues[0]?.message ?? '' });
    };
    if (form.channels.includes('email')) check('email', EmailAddressSchema, form.email);
    if (form.channels.includes('text')) {
      check('phone', TextNumberSchema, form.phone);
      check('textConsent', TextConsentSchema, form.textConsent);
    }
  });
export type OutcomeFollowupFormInput = z.input<typeof OutcomeFollowupFormSchema>;
export type OutcomeFollowupFormValues = z.output<typeof OutcomeFollowupFormSchema>;

/** The body a valid form sends. */
export function toOutcomeFollowupBody(form: OutcomeFollowupFormValues, useSpanishURL: boolean): OutcomeFollowupBody {
  return {
    ...(form.channels.includes('email') ? { email: form.email.trim() } : {}),
    ...(form.channels.includes('text') ? { phone: form.phone.trim(), textConsent: true as const } : {}),
    caseIds: form.caseIds,
    useSpanishURL,
  };
}

/** 200 of the sign-up: the message, and the day of the first follow-up (`YYYY-MM-DD`, Harris County). */
export const OutcomeFollowupResponseSchema = z
  .object({ message: z.string(), messageEs: z.string(), firstOn: z.iso.date() })
  .meta({ id: 'OutcomeFollowupResponse' });
export type OutcomeFollowupResponse = z.infer<typeof OutcomeFollowupResponseSchema>;

/** A month answer: `YYYY-MM`, or `unknown`. */
export const OutcomeMonthSchema = z.union([z.string().regex(MONTH_PATTERN), z.literal(UNKNOWN_MONTH)]);

/**
 * The answer form of a follow-up page (`POST /followups/:token`, form-encoded, works without JavaScript): which
 * petition of the message, the answer, and with it the month (filed, granted, denied) or the reason (stuck). The
 * route checks that the answer is one the message's question offers and that the month or reason it needs is there.
 */
export const OutcomeAnswerFormSchema = z.object({
  case: z.coerce.number().int().min(1).max(OUTCOME_FOLLOWUP_MAX_CASES),
  answer: z.enum(OUTCOME_ANSWER_CODES),
  month: OutcomeMonthSchema.optional(),
  reason: z.enum(STUCK_REASONS).optional(),
});
export type OutcomeAnswerForm = z.infer<typeof OutcomeAnswerFormSchema>;

// ---------------------------------------------------------------------------------------------------------
// Staff console: Outcomes (funnel, by route, court and month, days to the order, stuck reasons) and court notes
// ---------------------------------------------------------------------------------------------------------

/** Counts below this are shown as "fewer than 5" (as `null` in the API and "<5" in the CSV). */
export const OUTCOME_SMALL_COUNT = 5;

/** A count, or null when it is below OUTCOME_SMALL_COUNT (and above zero). */
const SuppressedCount = z.number().int().min(0).nullable();

/**
 * The columns of each breakdown: the petitions followed, and how many reached each stage after `asked` (@cyr/rules
 * OUTCOME_STAGES).
 */
export const OUTCOME_BREAKDOWN_COLUMNS = [
  'followed',
  'filed',
  'hearing_set',
  'granted',
  'denied',
] as const satisfies readonly ('followed' | OutcomeStage)[];
export type OutcomeBreakdownColumn = (typeof OUTCOME_BREAKDOWN_COLUMNS)[number];

/** The funnel steps, in order: the first two come from the checker's usage counts, the rest from the follow-ups. */
export const OUTCOME_FUNNEL_STEPS = ['results', 'downloaded', ...OUTCOME_BREAKDOWN_COLUMNS] as const;
export type OutcomeFunnelStep = (typeof OUTCOME_FUNNEL_STEPS)[number];

const FunnelCounts = z.object(
  Object.fromEntries(OUTCOME_FUNNEL_STEPS.map((s) => [s, SuppressedCount])) as Record<
    OutcomeFunnelStep,
    typeof SuppressedCount
  >,
);

/** One row of a breakdown: the followed petitions of a route, a court or a month, and how far they got. */
export const OutcomeBreakdownRowSchema = z.object({
  key: z.string(),
  followed: SuppressedCount,
  filed: SuppressedCount,
  hearing_set: SuppressedCount,
  granted: SuppressedCount,
  denied: SuppressedCount,
});
export type OutcomeBreakdownRow = z.infer<typeof OutcomeBreakdownRowSchema>;

export const OutcomesReportSchema = z
  .object({
    /** Months of the download (`YYYY-MM`), inclusive. */
    from: z.string().regex(MONTH_PATTERN),
    to: z.string().regex(MONTH_PATTERN),
    funnel: FunnelCounts,
    byRoute: z.array(OutcomeBreakdownRowSchema.extend({ kind: z.enum(OUTCOME_KINDS) })),
    byCourt: z.array(OutcomeBreakdownRowSchema),
    byMonth: z.array(OutcomeBreakdownRowSchema),
    /** Median days from the month filed to the month decided (both given), and how many petitions it is over. */
    medianDaysToOrder: z.number().int().nullable(),
    decidedWithMonths: SuppressedCount,
    stuck: z.array(z.object({ reason: z.enum(STUCK_REASONS), count: SuppressedCount })),
  })
  .meta({ id: 'OutcomesReport' });
export type OutcomesReport = z.infer<typeof OutcomesReportSchema>;

/** `GET /api/staff/outcomes?from=YYYY-MM&to=YYYY-MM` (both optional: the last twelve months). */
export const OutcomesQuerySchema = z
  .strictObject({ from: z.string().regex(MONTH_PATTERN).optional(), to: z.string().regex(MONTH_PATTERN).optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: VALIDATION_MESSAGES.invalidDate, path: ['to'] });
export type OutcomesQuery = z.infer<typeof OutcomesQuerySchema>;

/** Longest court note, in characters (a few sentences). */
export const COURT_NOTE_MAX_LENGTH = 600;
const note = z.string().trim().max(COURT_NOTE_MAX_LENGTH, { error: VALIDATION_MESSAGES.tooLong });

/** The three things staff note about a court, each in English and Spanish. */
export const COURT_NOTE_TOPICS = ['setting', 'objections', 'wait'] as const;
export type CourtNoteTopic = (typeof COURT_NOTE_TOPICS)[number];

/** A court's notes as staff write them (`PUT /api/staff/courts/:court`). Both languages of a topic, or neither. */
export const CourtNoteBodySchema = z
  .strictObject({
    setting_en: note,
    setting_es: note,
    objections_en: note,
    objections_es: note,
    wait_en: note,
    wait_es: note,
    /** The day the notes were checked with the court (`YYYY-MM-DD`). */
    checkedOn: z.iso.date({ error: VALIDATION_MESSAGES.invalidDate }),
  })
  .superRefine((b, ctx) => {
    for (const topic of COURT_NOTE_TOPICS) {
      const en = b[`${topic}_en`];
      const es = b[`${topic}_es`];
      if ((en === '') !== (es === '')) {
        ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.required, path: [`${topic}_${en ? 'es' : 'en'}`] });
      }
    }
  })
  .meta({ id: 'CourtNoteBody' });
export type CourtNoteBody = z.infer<typeof CourtNoteBodySchema>;

export const CourtNoteSchema = z
  .object({
    court: z.string(),
    setting: z.object({ en: z.string(), es: z.string() }),
    objections: z.object({ en: z.string(), es: z.string() }),
    wait: z.object({ en: z.string(), es: z.string() }),
    checkedOn: z.iso.date(),
    updatedAt: z.string(),
  })
  .meta({ id: 'CourtNote' });
export type CourtNote = z.infer<typeof CourtNoteSchema>;

/** 200 of `GET /api/staff/courts`: every court with notes. */
export const CourtNoteListSchema = z.object({ notes: z.array(CourtNoteSchema) }).meta({ id: 'CourtNoteList' });

/** 200 of `GET /api/application/court-notes` (bearer): the notes of the session's own courts, in one language. */
export const PublicCourtNoteSchema = z.object({
  court: z.string(),
  setting: z.string(),
  objections: z.string(),
  wait: z.string(),
  checkedOn: z.iso.date(),
});
export const PublicCourtNotesResponseSchema = z
  .object({ notes: z.array(PublicCourtNoteSchema) })
  .meta({ id: 'PublicCourtNotes' });
export type PublicCourtNotesResponse = z.infer<typeof PublicCourtNotesResponseSchema>;
