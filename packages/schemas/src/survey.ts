import { z } from 'zod';
import { VALIDATION_MESSAGES } from './common';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, INVALID_EMAIL_MESSAGE } from './email';
import { toTextNumber } from './texts';

/**
 * The feedback survey and the help form (product-spec §3 "Survey feedback", "Help form";
 * api-contract "Survey and help"). Option values are stable snake_case codes; the labels live in the
 * i18n `survey` namespace. Options the spec leaves unlisted are recorded in
 * docs/decisions/0003-survey-options.md.
 */

import {
  HOW_HELPFUL,
  COMPLETED_FORMS,
  PETITION_FORMS,
  TIME_TO_COMPLETE,
  FOUND_WHAT_NEEDED,
  EASE_OF_FINDING,
  AGE_RANGES,
  GENDERS,
  RACE_ETHNICITIES,
  EDUCATION_LEVELS,
  INCOME_RANGES,
  ADDITIONAL_INFO,
  ACCESS_PLACES,
  HEARD_ABOUT,
  SURVEY_LIMITS,
} from './survey-options';

export * from './survey-options';

/** Message key for a phone number with fewer than 7 digits. */
export const INVALID_PHONE_MESSAGE = VALIDATION_MESSAGES.invalidPhone;

const optionalText = (max: number) => z.string().trim().max(max, { error: VALIDATION_MESSAGES.tooLong }).optional();

/** An optional email address: absent or `""`, or a valid address. */
export const OptionalEmailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: VALIDATION_MESSAGES.tooLong })
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), { error: INVALID_EMAIL_MESSAGE })
  .optional();

const hasSevenDigits = (v: string) => (v.match(/[0-9]/g) ?? []).length >= 7;

export const OptionalPhoneSchema = z
  .string()
  .trim()
  .max(SURVEY_LIMITS.phoneMaxLength, { error: VALIDATION_MESSAGES.tooLong })
  .refine((v) => v === '' || hasSevenDigits(v), { error: INVALID_PHONE_MESSAGE })
  .optional();

const uniqueList = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values))
    .max(values.length)
    .refine((list) => new Set(list).size === list.length, { error: VALIDATION_MESSAGES.invalid });

/**
 * The survey fields as the client sends them. Every question is optional (a person may skip any);
 * an "Other"/"self-describe" text is required only when its option is chosen, and
 * `petitionFormsUsed`/`timeToCompleteForms` apply only when `didUserCompleteForms` is `yes`.
 * A conditional answer whose condition does not hold is accepted and discarded (the form may keep a
 * stale value after the person changes their mind); see `normalizeSurvey`.
 */
export const SurveyFeedbackObjectSchema = z.strictObject({
  howHelpfulWasWebsite: z.enum(HOW_HELPFUL).optional(),
  didUserCompleteForms: z.enum(COMPLETED_FORMS).optional(),
  petitionFormsUsed: z.enum(PETITION_FORMS).optional(),
  timeToCompleteForms: z.enum(TIME_TO_COMPLETE).optional(),
  didYouFindWhatYouNeeded: z.enum(FOUND_WHAT_NEEDED).optional(),
  howEasyWasInfoToFind: z.enum(EASE_OF_FINDING).optional(),
  applicantAge: z.enum(AGE_RANGES).optional(),
  applicantGender: z.enum(GENDERS).optional(),
  applicantGenderSelfDescribeInput: optionalText(SURVEY_LIMITS.otherInputMaxLength),
  applicantRaceEthnicity: uniqueList(RACE_ETHNICITIES).optional(),
  applicantRaceEthnicityOtherInput: optionalText(SURVEY_LIMITS.otherInputMaxLength),
  educationLevel: z.enum(EDUCATION_LEVELS).optional(),
  incomeRange: z.enum(INCOME_RANGES).optional(),
  additionalInfo: uniqueList(ADDITIONAL_INFO).optional(),
  whereDidYouAccessWebsite: z.enum(ACCESS_PLACES).optional(),
  howUserHeardAboutSite: z.enum(HEARD_ABOUT).optional(),
  howUserHeardAboutSiteOtherInput: optionalText(SURVEY_LIMITS.otherInputMaxLength),
  additionalFeedback: optionalText(SURVEY_LIMITS.feedbackMaxLength),
  name: optionalText(SURVEY_LIMITS.nameMaxLength),
  email: OptionalEmailSchema,
  phone: OptionalPhoneSchema,
});
export type SurveyFeedbackInput = z.input<typeof SurveyFeedbackObjectSchema>;

type SurveyParsed = z.output<typeof SurveyFeedbackObjectSchema>;

/** Drops conditional answers whose condition does not hold, and empty strings. */
export function normalizeSurvey(s: SurveyParsed): SurveyParsed {
  const out = Object.fromEntries(Object.entries(s).filter(([, v]) => v !== '')) as SurveyParsed;
  const formsDone = s.didUserCompleteForms === 'yes';
  if (!formsDone) {
    delete out.petitionFormsUsed;
    delete out.timeToCompleteForms;
  }
  if (s.applicantGender !== 'self_describe') delete out.applicantGenderSelfDescribeInput;
  if (!s.applicantRaceEthnicity?.includes('other')) delete out.applicantRaceEthnicityOtherInput;
  if (s.howUserHeardAboutSite !== 'other') delete out.howUserHeardAboutSiteOtherInput;
  return out;
}

/** Body of `POST /api/survey/submit-feedback`. */
export const SurveyFeedbackSchema = SurveyFeedbackObjectSchema.superRefine((s, ctx) => {
  const requireText = (when: boolean, key: keyof SurveyParsed) => {
    const v = s[key];
    if (when && (typeof v !== 'string' || v === '')) {
      ctx.addIssue({ code: 'custom', path: [key], message: VALIDATION_MESSAGES.required });
    }
  };
  requireText(s.applicantGender === 'self_describe', 'applicantGenderSelfDescribeInput');
  requireText(s.applicantRaceEthnicity?.includes('other') ?? false, 'applicantRaceEthnicityOtherInput');
  requireText(s.howUserHeardAboutSite === 'other', 'howUserHeardAboutSiteOtherInput');
  if (s.additionalInfo?.includes('none_of_the_above') && s.additionalInfo.length > 1) {
    ctx.addIssue({ code: 'custom', path: ['additionalInfo'], message: VALIDATION_MESSAGES.invalid });
  }
  // A survey with no answer tells nobody anything: it is refused, not stored (the message sits at the first
  // question, where the person starts).
  const answered = Object.values(normalizeSurvey(s)).some((v) =>
    Array.isArray(v) ? v.length > 0 : v !== undefined && v !== '',
  );
  if (!answered)
    ctx.addIssue({ code: 'custom', path: ['howHelpfulWasWebsite'], message: VALIDATION_MESSAGES.surveyEmpty });
})
  .transform(normalizeSurvey)
  .meta({ id: 'SurveyFeedback' });
export type SurveyFeedback = z.output<typeof SurveyFeedbackSchema>;

/** The survey form's values: `''` for a question not answered, `[]` for a list with nothing checked. */
export type SurveyFormValues = {
  [K in keyof SurveyFeedbackInput]-?: NonNullable<SurveyFeedbackInput[K]> extends readonly unknown[]
    ? string[]
    : string;
};

/** The survey form before any answer, its questions in the order they are asked. */
export const EMPTY_SURVEY_FORM: SurveyFormValues = {
  howHelpfulWasWebsite: '',
  didUserCompleteForms: '',
  petitionFormsUsed: '',
  timeToCompleteForms: '',
  didYouFindWhatYouNeeded: '',
  howEasyWasInfoToFind: '',
  applicantAge: '',
  applicantGender: '',
  applicantGenderSelfDescribeInput: '',
  applicantRaceEthnicity: [],
  applicantRaceEthnicityOtherInput: '',
  educationLevel: '',
  incomeRange: '',
  additionalInfo: [],
  whereDidYouAccessWebsite: '',
  howUserHeardAboutSite: '',
  howUserHeardAboutSiteOtherInput: '',
  additionalFeedback: '',
  name: '',
  email: '',
  phone: '',
};

/** The survey form's values as the body's input: questions not answered are left out. */
export function toSurveyFeedbackInput(v: SurveyFormValues): SurveyFeedbackInput {
  return Object.fromEntries(
    Object.entries(v).filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value !== '')),
  ) as SurveyFeedbackInput;
}

/**
 * The survey form, checked by the submit-feedback body schema itself: its output is the body to send (texts
 * trimmed, answers to questions no longer shown dropped).
 */
export const SurveyFormSchema: z.ZodType<SurveyFeedback, SurveyFormValues> = z
  .custom<SurveyFormValues>((v) => typeof v === 'object' && v !== null, { error: VALIDATION_MESSAGES.invalid })
  .transform(toSurveyFeedbackInput)
  .pipe(SurveyFeedbackSchema);

/** Body of `POST /api/survey/submit-help-form`. */
/** A help request must say how to answer it: an email address or a phone number. */
export const hasContact = (form: { email: string; phone: string }) => form.email !== '' || form.phone !== '';
/** Whether the body is an object at all (the two refinements below also run when the description failed). */
export const isObject = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

export const HelpFormSchema = z
  .strictObject({
    /** Optional: the name staff may call the person by (shown in the staff inbox). */
    name: z.string().trim().max(SURVEY_LIMITS.nameMaxLength, { error: VALIDATION_MESSAGES.tooLong }).optional(),
    // Either one is enough (a person without email asks for help by phone); absent is `""`.
    email: OptionalEmailSchema.default(''),
    phone: OptionalPhoneSchema.default(''),
    /**
     * The opt-in box for a text acknowledgement (offered only where the site sends texts; its wording is
     * i18n `texts:consent.helpAck`): true asks for one text to `phone`, which must then be a U.S. mobile number.
     */
    textConsent: z.boolean().optional(),
    description: z
      .string({ error: VALIDATION_MESSAGES.required })
      .trim()
      .min(1, { error: VALIDATION_MESSAGES.required })
      .max(SURVEY_LIMITS.helpDescriptionMaxLength, { error: VALIDATION_MESSAGES.tooLong }),
  })
  // Checked even when the description is missing, so the form shows every error at once. A malformed contact
  // field is not empty, so it never adds this error beside its own.
  .refine(hasContact, { path: ['email'], message: VALIDATION_MESSAGES.emailOrPhone, when: isObject })
  .refine(hasContact, { path: ['phone'], message: VALIDATION_MESSAGES.emailOrPhone, when: isObject })
  .refine((f) => f.textConsent !== true || toTextNumber(f.phone) !== null, {
    path: ['phone'],
    message: VALIDATION_MESSAGES.invalidTextNumber,
    when: isObject,
  })
  .meta({ id: 'HelpForm' });
export type HelpForm = z.infer<typeof HelpFormSchema>;

/** 200 body of both survey calls. */
export const SurveyResponseSchema = z.object({ message: z.string() }).meta({ id: 'SurveyResponse' });
export const FEEDBACK_SUBMITTED_MESSAGE = 'Feedback submitted successfully.';

/** What a person may add to their help request from the acknowledgement's link. */
export const HELP_MESSAGE_LIMITS = {
  /** Longest addition, as the request's own message. */
  maxLength: SURVEY_LIMITS.helpDescriptionMaxLength,
  /** Additions one request keeps; then the person sends a new request. */
  perRequest: 20,
} as const;

/** Body of `POST /api/help/add/:token`. */
export const HelpAddSchema = z
  .strictObject({
    message: z
      .string({ error: VALIDATION_MESSAGES.required })
      .trim()
      .min(1, { error: VALIDATION_MESSAGES.required, abort: true })
      .max(HELP_MESSAGE_LIMITS.maxLength, { error: VALIDATION_MESSAGES.tooLong }),
  })
  .meta({ id: 'HelpAdd' });
export type HelpAdd = z.infer<typeof HelpAddSchema>;

/** `:token` of `POST /api/help/add/:token` (the acknowledgement's link). */
export const HelpAddParamsSchema = z.strictObject({ token: z.string().min(1).max(200) });
