import { z } from 'zod';
import {
  IsoDateSchema,
  LanguageSchema,
  LIMITS,
  RealIsoDateSchema,
  SessionTokenSchema,
  VALIDATION_MESSAGES as M,
} from './common';
import {
  CASE_QUESTION_KEYS,
  DISQUALIFYING_OFFENSES,
  FINAL_ELIGIBILITIES,
  NDO_SECTION_IDS,
  PERSON_QUESTION_KEYS,
  VETERAN_QUESTION_KEYS,
  VICTIM_QUESTION_KEYS,
  type DisqualifyingOffense,
  type PersonQuestionKey,
} from '@cyr/rules/vocabulary';
import { followupAnswersShape } from './followup';
import { CASE_ORIGINS, CourtRecordSchema, ENTERED_DISPOSITIONS, NotMineCaseSchema } from './person-cases';

/**
 * Bodies and responses of the `/api/application/*` calls (api-contract "Calls" and `eligibilityInfo`).
 * Request bodies are `.strict()`: an unknown field is a 400.
 */

// ---------------------------------------------------------------------------------------------------
// Shared vocabularies: the offense choices, question keys and sections come from @cyr/rules/vocabulary

export const SUFFIX_VALUES = ['', 'Jr', 'Sr', 'II', 'III', 'IV'] as const;
export type SuffixValue = (typeof SUFFIX_VALUES)[number];

// ---------------------------------------------------------------------------------------------------
// Requests

/** `required` when the field is absent, `invalid` when it has the wrong type. */
const missingOrInvalid = (iss: { input?: unknown }) => (iss.input === undefined ? M.required : M.invalid);
const requiredBool = () => z.boolean({ error: missingOrInvalid });
const optionalBool = () => z.boolean({ error: M.invalid }).optional();

/** `POST /api/application/pre-check`. */
export const PreCheckBodySchema = z
  .object({
    hasCrimeOutsideTexas: requiredBool(),
    hasCrimeBefore1990: requiredBool(),
  })
  .strict()
  .meta({ id: 'PreCheckBody' });
export type PreCheckBody = z.infer<typeof PreCheckBodySchema>;

export const PreCheckResponseSchema = SessionTokenSchema.meta({ id: 'PreCheckResponse' });

/**
 * 200 of `POST /api/application/cont/steps-opened`: the next steps were opened by a session with results;
 * `counted` is true the first time (the staff console's usage counts each session once), with the refreshed token.
 */
export const StepsOpenedResponseSchema = SessionTokenSchema.extend({ counted: z.boolean() }).meta({
  id: 'StepsOpenedResponse',
});
export type StepsOpenedResponse = z.infer<typeof StepsOpenedResponseSchema>;
export type PreCheckResponse = z.infer<typeof PreCheckResponseSchema>;

/** `GET /api/application/lookup-end-date`. */
export const LookupEndDateResponseSchema = z
  .object({
    lookupEndDateEn: z.string().meta({ example: 'August 31, 2020' }),
    lookupEndDateEs: z.string().meta({ example: '31 de agosto de 2020' }),
  })
  .meta({ id: 'LookupEndDateResponse' });
export type LookupEndDateResponse = z.infer<typeof LookupEndDateResponseSchema>;

/** A name field: at most LIMITS.nameMaxLength characters. */
const personName = () => z.string({ error: missingOrInvalid }).max(LIMITS.nameMaxLength, { error: M.tooLong });
/** A required name: at most LIMITS.nameMaxLength characters, not blank. */
const requiredName = () => personName().refine((v) => v.trim() !== '', { error: M.required });
/** Alias first or last names: at most LIMITS.aliasMaxCount. */
const aliasNames = () =>
  z.array(personName(), { error: M.invalid }).max(LIMITS.aliasMaxCount, { error: M.tooMany }).optional().default([]);
const suffix = () => z.enum(SUFFIX_VALUES, { error: M.invalid });
/** A real date of birth, `YYYY-MM-DD`, born LIMITS.dobMinYear or later. */
const dob = () => RealIsoDateSchema.refine((v) => Number(v.slice(0, 4)) >= LIMITS.dobMinYear, { error: M.invalidDate });
const agreeToTerms = () => z.literal(true, { error: M.mustAgreeToTerms });

/** `POST /api/application/cont/case-lookup`. */
export const CaseLookupBodySchema = z
  .object({
    firstName: requiredName(),
    middleName: personName().optional().default(''),
    lastName: requiredName(),
    suffix: suffix().optional().default(''),
    aliasFirstNames: aliasNames(),
    aliasLastNames: aliasNames(),
    dob: dob(),
    agreeToTerms: agreeToTerms(),
  })
  .strict()
  .meta({ id: 'CaseLookupBody' });
export type CaseLookupBody = z.output<typeof CaseLookupBodySchema>;
export type CaseLookupInput = z.input<typeof CaseLookupBodySchema>;

/**
 * The basic-info form (product-spec §2, §5) that becomes the case-lookup body (`toCaseLookupBody`), built
 * from the body's own field schemas. It differs in shape only: other names are rows of an alias first and
 * last name (at most LIMITS.aliasMaxCount rows, so neither list the body gets can pass the limit), the date
 * of birth is `''` until its month, day and year are all chosen ("Required"), and the terms box starts
 * unchecked ("Must agree to terms to continue").
 */
export const BasicInfoFormSchema = z.object({
  firstName: requiredName(),
  middleName: personName(),
  lastName: requiredName(),
  suffix: suffix(),
  aliases: z
    .array(z.object({ first: personName(), last: personName() }), { error: M.invalid })
    .max(LIMITS.aliasMaxCount, { error: M.tooMany }),
  dob: z.string({ error: missingOrInvalid }).min(1, { error: M.required, abort: true }).pipe(dob()),
  agreeToTerms: z.boolean({ error: M.mustAgreeToTerms }).pipe(agreeToTerms()),
});
export type BasicInfoFormInput = z.input<typeof BasicInfoFormSchema>;
export type BasicInfoForm = z.output<typeof BasicInfoFormSchema>;

/**
 * The case-lookup body of a valid basic-info form: names trimmed, and the alias first and last names each
 * listed without the blank ones (a row may give only one of the two).
 */
export function toCaseLookupBody(form: BasicInfoForm): CaseLookupBody {
  const given = (names: string[]) => names.map((n) => n.trim()).filter((n) => n !== '');
  return {
    firstName: form.firstName.trim(),
    middleName: form.middleName.trim(),
    lastName: form.lastName.trim(),
    suffix: form.suffix,
    aliasFirstNames: given(form.aliases.map((a) => a.first)),
    aliasLastNames: given(form.aliases.map((a) => a.last)),
    dob: form.dob,
    agreeToTerms: form.agreeToTerms,
  };
}

/** `POST /api/application/cont/confirm-cases`: the def_spn of the list the person says is theirs. */
export const ConfirmCasesBodySchema = z
  .object({
    spn: z.string({ error: missingOrInvalid }).regex(/^[0-9A-Za-z]{1,64}$/, { error: M.invalid }),
  })
  .strict()
  .meta({ id: 'ConfirmCasesBody' });
export type ConfirmCasesBody = z.infer<typeof ConfirmCasesBodySchema>;

/**
 * `POST /api/application/cont/eligibility-preliminary-questions`. When `sexOffender` is false, exactly one
 * of a non-empty `disqualifyingOffenses` or `noneOfTheAbove: true` is required; when it is true the list
 * may be empty (an offense together with `noneOfTheAbove: true` is still a 400).
 */
export const PreliminaryQuestionsBodySchema = z
  .object({
    sexOffender: requiredBool(),
    disqualifyingOffenses: z
      .array(z.enum(DISQUALIFYING_OFFENSES, { error: M.invalid }), { error: missingOrInvalid })
      .max(DISQUALIFYING_OFFENSES.length * 2, { error: M.tooMany }),
    noneOfTheAbove: requiredBool(),
    /**
     * Decision 0006 (extension of the contract): a non-traffic Class C conviction, deferred adjudication or
     * deferred disposition, ever. Optional, like the other questions the engine may list in `preliminaryQuestions`.
     */
    hasClassCConviction: optionalBool(),
    isVeteran: optionalBool(),
    completedVetReemploymentPrg: optionalBool(),
    completedVetTreatmentCrt: optionalBool(),
    hasBeenVictim: optionalBool(),
    hasVictimCaseInHarrisCounty: optionalBool(),
    investigationAssistanceRequested: optionalBool(),
    assistedInvestigation: optionalBool(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.noneOfTheAbove && v.disqualifyingOffenses.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['noneOfTheAbove'], message: M.noneAndOffense });
    } else if (!v.sexOffender && !v.noneOfTheAbove && v.disqualifyingOffenses.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['disqualifyingOffenses'], message: M.offenseOrNone });
    }
  })
  .meta({ id: 'PreliminaryQuestionsBody' });
export type PreliminaryQuestionsBody = z.infer<typeof PreliminaryQuestionsBodySchema>;

/** The yes/no questions after the offense list, asked only when the server lists them (`preliminaryQuestions`). */
export type PreliminaryFollowupKey = Exclude<PersonQuestionKey, 'sexOffender' | 'disqualifyingOffenses'>;
export const PRELIMINARY_FOLLOWUP_KEYS: readonly PreliminaryFollowupKey[] = PERSON_QUESTION_KEYS.filter(
  (k): k is PreliminaryFollowupKey => k !== 'sexOffender' && k !== 'disqualifyingOffenses',
);

/** The additional-info form: each yes/no answer is `null` until it is given. */
export type PreliminaryQuestionsForm = {
  sexOffender: boolean | null;
  disqualifyingOffenses: DisqualifyingOffense[];
  noneOfTheAbove: boolean;
} & Record<PreliminaryFollowupKey, boolean | null>;

/** The additional-info form before any answer. */
export const EMPTY_PRELIMINARY_QUESTIONS_FORM: PreliminaryQuestionsForm = {
  sexOffender: null,
  disqualifyingOffenses: [],
  noneOfTheAbove: false,
  ...(Object.fromEntries(PRELIMINARY_FOLLOWUP_KEYS.map((k) => [k, null])) as Record<PreliminaryFollowupKey, null>),
};

/**
 * The follow-up questions the additional-info form asks for these answers (product-spec §4 "progressive
 * reveal"): none until the sex-offender answer is no and "None of the above" alone is checked; then the
 * Class C question, the veteran question (and the two programs after a yes), and the trafficking-victim
 * questions one after another while the answers are yes, each only when the server lists its group.
 */
export function askedPreliminaryQuestions(
  v: PreliminaryQuestionsForm,
  listed: readonly string[],
): PreliminaryFollowupKey[] {
  const cleared = v.sexOffender === false && v.noneOfTheAbove && v.disqualifyingOffenses.length === 0;
  if (!cleared) return [];
  const asked: PreliminaryFollowupKey[] = [];
  if (listed.includes('hasClassCConviction')) asked.push('hasClassCConviction');
  if (listed.some((k) => (VETERAN_QUESTION_KEYS as readonly string[]).includes(k))) {
    asked.push('isVeteran');
    if (v.isVeteran === true) asked.push('completedVetReemploymentPrg', 'completedVetTreatmentCrt');
  }
  if (listed.some((k) => (VICTIM_QUESTION_KEYS as readonly string[]).includes(k))) {
    asked.push('hasBeenVictim');
    if (v.hasBeenVictim === true) {
      asked.push('hasVictimCaseInHarrisCounty');
      if (v.hasVictimCaseInHarrisCounty === true) {
        asked.push('investigationAssistanceRequested');
        if (v.investigationAssistanceRequested === true) asked.push('assistedInvestigation');
      }
    }
  }
  return asked;
}

const answerOrNull = () => z.boolean({ error: M.invalid }).nullable();

/**
 * The additional-info form for the questions the server lists (product-spec §5): the sex-offender answer is
 * required; when it is no, at least one offense or "None of the above", never both (the body's messages); then
 * every question asked (`askedPreliminaryQuestions`) is required.
 */
export function preliminaryQuestionsFormSchema(listed: readonly string[]) {
  return z
    .object({
      sexOffender: answerOrNull(),
      disqualifyingOffenses: PreliminaryQuestionsBodySchema.shape.disqualifyingOffenses,
      noneOfTheAbove: z.boolean({ error: M.invalid }),
      ...(Object.fromEntries(PRELIMINARY_FOLLOWUP_KEYS.map((k) => [k, answerOrNull()])) as Record<
        PreliminaryFollowupKey,
        ReturnType<typeof answerOrNull>
      >),
    })
    .superRefine((v, ctx) => {
      if (v.sexOffender === null) {
        ctx.addIssue({ code: 'custom', path: ['sexOffender'], message: M.required });
        return;
      }
      if (v.sexOffender) return;
      if (v.noneOfTheAbove && v.disqualifyingOffenses.length > 0) {
        ctx.addIssue({ code: 'custom', path: ['disqualifyingOffenses'], message: M.noneAndOffense });
        return;
      }
      if (!v.noneOfTheAbove && v.disqualifyingOffenses.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['disqualifyingOffenses'], message: M.offenseOrNone });
        return;
      }
      for (const k of askedPreliminaryQuestions(v, listed)) {
        if (v[k] === null) ctx.addIssue({ code: 'custom', path: [k], message: M.required });
      }
    });
}

/**
 * The eligibility-preliminary-questions body of a valid additional-info form: a yes to the sex-offender
 * question sends no offenses; only the questions asked are sent.
 */
export function toPreliminaryQuestionsBody(
  v: PreliminaryQuestionsForm,
  listed: readonly string[],
): PreliminaryQuestionsBody {
  const body: PreliminaryQuestionsBody = {
    sexOffender: v.sexOffender === true,
    disqualifyingOffenses: v.sexOffender ? [] : v.disqualifyingOffenses,
    noneOfTheAbove: v.sexOffender ? false : v.noneOfTheAbove,
  };
  for (const k of askedPreliminaryQuestions(v, listed)) {
    const answer = v[k];
    if (typeof answer === 'boolean') body[k] = answer;
  }
  return body;
}

/**
 * `POST /api/application/cont/case-followup-questions`: `{_id, ...answers}`. Every answer is optional here
 * (the service requires the keys the case's `questions` lists); an answer of the wrong type or shape is a
 * 400 whose `fields` names the key.
 */
export const CaseFollowupBodySchema = z
  .object({
    _id: z
      .string({ error: missingOrInvalid })
      .min(1, { error: M.required })
      .max(LIMITS.idMaxLength, { error: M.invalid }),
    ...followupAnswersShape,
  })
  .strict()
  .meta({ id: 'CaseFollowupBody' });
export type CaseFollowupBody = z.output<typeof CaseFollowupBodySchema>;

/**
 * `POST /api/application/cont/case-followup-change`: `{_id}`. The person wants to change what they answered
 * about one case: its follow-up answers are dropped, so its `questions` list them again.
 */
export const CaseFollowupChangeBodySchema = z
  .object({
    _id: z
      .string({ error: missingOrInvalid })
      .min(1, { error: M.required })
      .max(LIMITS.idMaxLength, { error: M.invalid }),
  })
  .strict()
  .meta({ id: 'CaseFollowupChangeBody' });
export type CaseFollowupChangeBody = z.output<typeof CaseFollowupChangeBodySchema>;

/** `GET /api/application/pdf/case-info` query. */
export const CaseInfoQuerySchema = z
  .object({
    format: z.enum(['json', 'pdf']).optional(),
    lang: LanguageSchema.optional(),
  })
  .meta({ id: 'CaseInfoQuery' });
export type CaseInfoQuery = z.infer<typeof CaseInfoQuerySchema>;

// ---------------------------------------------------------------------------------------------------
// Responses

const nullableDate = () => IsoDateSchema.nullable();

export const ReasonSchema = z
  .object({
    code: z.string(),
    citation: z.string(),
    params: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'Reason' });
export type ReasonOut = z.infer<typeof ReasonSchema>;

/** The contract's `Case` (one evaluated court case). */
export const CaseSchema = z
  .object({
    _id: z.string().meta({ description: 'opaque id of this case within the session' }),
    casID: z.string().meta({ description: 'cause number as printed on court papers' }),
    current_offense_name: z.string(),
    current_charge_level: z.string().meta({ description: 'level code (MA, MB, F3, FS, …)' }),
    misdemeanor_felony: z.enum(['Misdemeanor', 'Felony']),
    full_name: z.string(),
    def_spn: z.string(),
    fda: z.string().meta({ description: 'filing date' }),
    crt: z.string().meta({ description: 'court' }),
    conviction_date: nullableDate(),
    dismissal_date: nullableDate(),
    da_start: nullableDate(),
    da_end: nullableDate(),
    probation_start: nullableDate(),
    probation_end: nullableDate(),
    waiting_period_start: nullableDate(),
    sentence_completion_date: nullableDate(),
    estimated: z.array(z.string()).meta({ description: 'names of the date fields above that are estimated' }),
    sentence: z.string().nullable(),
    fine: z.string().nullable(),
    final_eligibility: z.enum(FINAL_ELIGIBILITIES),
    ndo_form: z.enum(NDO_SECTION_IDS).nullable(),
    eligible_date: nullableDate(),
    expunction_route: z.string().nullable(),
    reasons: z.array(ReasonSchema),
    questions: z.array(z.enum(CASE_QUESTION_KEYS)),
    answers: z.object(followupAnswersShape).optional().meta({
      description:
        'the follow-up answers the person gave about this case in this session, as sent (absent when none); case-followup-change drops them',
    }),
    pend_elig_411_0727_0729: z.boolean(),
    pend_elig_411_0728: z.boolean(),
    final_pot_elig_411_0727: z.boolean(),
    final_pot_elig_411_0728: z.boolean(),
    final_pot_elig_411_0729: z.boolean(),
    final_pot_elig_411_0731: z.boolean(),
    final_pot_elig_411_0736: z.boolean(),
    bwi: z.boolean(),
    hideStatus: z.boolean(),
    origin: z.enum(CASE_ORIGINS).optional().meta({
      description:
        'entered: a case the person entered from their papers; corrected: a court case as the person corrected it (court_record keeps what the court data said). Absent: court data.',
    }),
    disposition: z
      .enum(ENTERED_DISPOSITIONS)
      .optional()
      .meta({ description: 'how the case ended, as the person read it on their papers (entered and corrected cases)' }),
    court_record: CourtRecordSchema.optional().meta({ description: 'what the court data said (corrected cases)' }),
  })
  .meta({ id: 'Case' });
export type Case = z.infer<typeof CaseSchema>;

/** The contract's `eligibilityInfo`. */
export const EligibilityInfoSchema = z
  .object({
    needSPN: z.boolean(),
    needsPreliminaryQuestions: z.boolean(),
    preliminaryQuestions: z.array(z.string()),
    cases: z.array(CaseSchema),
    notMine: z
      .array(NotMineCaseSchema)
      .optional()
      .meta({ description: 'court cases the person marked "not mine": left out of `cases` (absent when none)' }),
    personCasesLeftOut: z.number().int().min(1).optional().meta({
      description:
        'emailed results and petitions pages only: how many cases the person entered, corrected or marked "not mine" this saved copy leaves out (they are kept only as long as the session; absent when none)',
    }),
  })
  .meta({ id: 'EligibilityInfo' });
export type EligibilityInfo = z.infer<typeof EligibilityInfoSchema>;

/** Lookup's `eligibilityInfo`: `{needSPN, cases}` (cases of every matching person, not yet confirmed). */
export const LookupEligibilityInfoSchema = z
  .object({
    needSPN: z.boolean(),
    cases: z.array(CaseSchema),
  })
  .meta({ id: 'LookupEligibilityInfo' });

export const CaseLookupFoundSchema = z
  .object({
    ...SessionTokenSchema.shape,
    eligibilityInfo: LookupEligibilityInfoSchema,
    ...LookupEndDateResponseSchema.shape,
  })
  .meta({ id: 'CaseLookupFound' });

export const CaseLookupNameErrorSchema = z
  .object({
    ...SessionTokenSchema.shape,
    nameError: z.literal(true),
  })
  .meta({ id: 'CaseLookupNameError' });

export const CaseLookupResponseSchema = z
  .union([CaseLookupFoundSchema, CaseLookupNameErrorSchema])
  .meta({ id: 'CaseLookupResponse' });
export type CaseLookupResponse = z.infer<typeof CaseLookupResponseSchema>;

/** confirm-cases, eligibility-preliminary-questions, case-followup-questions, pdf/case-info (JSON). */
export const EligibilityResponseSchema = z
  .object({
    ...SessionTokenSchema.shape,
    eligibilityInfo: EligibilityInfoSchema,
  })
  .meta({ id: 'EligibilityResponse' });
export type EligibilityResponse = z.infer<typeof EligibilityResponseSchema>;
