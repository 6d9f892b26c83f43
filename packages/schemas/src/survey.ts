import { z } from 'zod';
import { VALIDATION_MESSAGES } from './common';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, EmailAddressSchema, INVALID_EMAIL_MESSAGE } from './email';

/**
 * The feedback survey and the help form (product-spec §3 "Survey feedback", "Help form";
 * api-contract "Survey and help"). Option values are stable snake_case codes; the labels live in the
 * i18n `survey` namespace. Options the spec leaves unlisted are recorded in
 * docs/decisions/0003-survey-options.md.
 */

export const HOW_HELPFUL = ['very_helpful', 'moderately_helpful', 'slightly_helpful', 'not_helpful'] as const;
export const COMPLETED_FORMS = ['yes', 'no', 'not_yet_plan_to'] as const;
export const PETITION_FORMS = [
  'section_411_072',
  'section_411_0725',
  'section_411_0726',
  'section_411_0727',
  'section_411_0728',
  'section_411_0729',
  'section_411_073',
  'section_411_0731',
  'section_411_0735',
  'section_411_0736',
  'multiple',
] as const;
export const TIME_TO_COMPLETE = [
  'under_30_minutes',
  'from_30_minutes_to_1_hour',
  'from_1_to_2_hours',
  'from_2_to_4_hours',
  'over_4_hours',
] as const;
export const FOUND_WHAT_NEEDED = ['yes', 'partially', 'no'] as const;
export const EASE_OF_FINDING = ['very_easy', 'easy', 'neither_easy_nor_hard', 'hard', 'very_hard', 'did_not_find'] as const;
export const AGE_RANGES = [
  'under_18',
  'age_18_29',
  'age_30_39',
  'age_40_49',
  'age_50_59',
  'age_60_69',
  'age_70_and_over',
] as const;
export const GENDERS = ['male', 'female', 'trans_man', 'trans_woman', 'non_binary', 'self_describe'] as const;
export const RACE_ETHNICITIES = [
  'american_indian_or_alaska_native',
  'asian_or_pacific_islander',
  'black_or_african_american',
  'hispanic_or_latino',
  'white',
  'other',
] as const;
export const EDUCATION_LEVELS = [
  'less_than_high_school',
  'high_school_or_ged',
  'some_college_no_degree',
  'trade_or_vocational_certificate',
  'associate_degree',
  'bachelors_degree',
  'graduate_degree',
] as const;
export const INCOME_RANGES = [
  'under_20000',
  'from_20000_to_44999',
  'from_45000_to_59999',
  'from_60000_to_139999',
  'from_140000',
  'prefer_not_to_say',
] as const;
export const ADDITIONAL_INFO = [
  'veteran',
  'person_with_disability',
  'parent_or_guardian',
  'immigrant',
  'lgbtq',
  'experienced_homelessness',
  'formerly_incarcerated',
  'limited_english',
  'none_of_the_above',
] as const;
export const ACCESS_PLACES = [
  'home',
  'work',
  'public_library',
  'legal_aid_or_community_organization',
  'court_or_government_office',
  'other',
] as const;
export const HEARD_ABOUT = ['friend', 'social_media', 'local_publication', 'other'] as const;

/** Length limits shared by the client and the server. */
export const SURVEY_LIMITS = {
  otherInputMaxLength: 100,
  feedbackMaxLength: 2000,
  nameMaxLength: 100,
  phoneMaxLength: 30,
  helpDescriptionMaxLength: 2000,
} as const;

/** Message key for a phone number with fewer than 7 digits. */
export const INVALID_PHONE_MESSAGE = 'email:form.invalidPhone';

const optionalText = (max: number) =>
  z.string().trim().max(max, { error: VALIDATION_MESSAGES.tooLong }).optional();

/** An optional email address: absent or `""`, or a valid address. */
const OptionalEmailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: VALIDATION_MESSAGES.tooLong })
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), { error: INVALID_EMAIL_MESSAGE })
  .optional();

const hasSevenDigits = (v: string) => (v.match(/[0-9]/g) ?? []).length >= 7;

const OptionalPhoneSchema = z
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
})
  .transform(normalizeSurvey)
  .meta({ id: 'SurveyFeedback' });
export type SurveyFeedback = z.output<typeof SurveyFeedbackSchema>;

/** Body of `POST /api/survey/submit-help-form`. */
export const HelpFormSchema = z
  .strictObject({
    email: EmailAddressSchema,
    phone: z
      .string({ error: VALIDATION_MESSAGES.required })
      .trim()
      .min(1, { error: VALIDATION_MESSAGES.required, abort: true })
      .max(SURVEY_LIMITS.phoneMaxLength, { error: VALIDATION_MESSAGES.tooLong })
      .refine(hasSevenDigits, { error: INVALID_PHONE_MESSAGE }),
    description: z
      .string({ error: VALIDATION_MESSAGES.required })
      .trim()
      .min(1, { error: VALIDATION_MESSAGES.required, abort: true })
      .max(SURVEY_LIMITS.helpDescriptionMaxLength, { error: VALIDATION_MESSAGES.tooLong }),
  })
  .meta({ id: 'HelpForm' });
export type HelpForm = z.infer<typeof HelpFormSchema>;

/** 200 body of both survey calls. */
export const SurveyResponseSchema = z.object({ message: z.string() }).meta({ id: 'SurveyResponse' });
export const FEEDBACK_SUBMITTED_MESSAGE = 'Feedback submitted successfully.';
