import { z } from 'zod';
import { LanguageSchema } from '../common';
import {
  ACCESS_PLACES,
  ADDITIONAL_INFO,
  AGE_RANGES,
  COMPLETED_FORMS,
  EASE_OF_FINDING,
  EDUCATION_LEVELS,
  FOUND_WHAT_NEEDED,
  GENDERS,
  HEARD_ABOUT,
  HOW_HELPFUL,
  INCOME_RANGES,
  PETITION_FORMS,
  RACE_ETHNICITIES,
  TIME_TO_COMPLETE,
} from '../survey-options';
import { count, id, instant, range } from './fields';

// Feedback (survey)

/** The survey's choice questions, in the order they are asked, with their answer codes (labels in i18n `survey`). */
export const FEEDBACK_CHOICE_QUESTIONS = {
  howHelpfulWasWebsite: HOW_HELPFUL,
  didUserCompleteForms: COMPLETED_FORMS,
  petitionFormsUsed: PETITION_FORMS,
  timeToCompleteForms: TIME_TO_COMPLETE,
  didYouFindWhatYouNeeded: FOUND_WHAT_NEEDED,
  howEasyWasInfoToFind: EASE_OF_FINDING,
  applicantAge: AGE_RANGES,
  applicantGender: GENDERS,
  applicantRaceEthnicity: RACE_ETHNICITIES,
  educationLevel: EDUCATION_LEVELS,
  incomeRange: INCOME_RANGES,
  additionalInfo: ADDITIONAL_INFO,
  whereDidYouAccessWebsite: ACCESS_PLACES,
  howUserHeardAboutSite: HEARD_ABOUT,
} as const;
export type FeedbackChoiceQuestion = keyof typeof FEEDBACK_CHOICE_QUESTIONS;
export const FEEDBACK_CHOICE_QUESTION_KEYS = Object.keys(FEEDBACK_CHOICE_QUESTIONS) as FeedbackChoiceQuestion[];

/** The survey's free-text answers (contact details are not among them). */
export const FEEDBACK_TEXT_QUESTIONS = [
  'additionalFeedback',
  'applicantGenderSelfDescribeInput',
  'applicantRaceEthnicityOtherInput',
  'howUserHeardAboutSiteOtherInput',
] as const;
export type FeedbackTextQuestion = (typeof FEEDBACK_TEXT_QUESTIONS)[number];

/** 200 of `GET /api/staff/feedback/summary?from&to`: per question, how many chose each answer (and how many skipped). */
export const FeedbackSummarySchema = z
  .object({
    ...range,
    responses: count,
    byLanguage: z.object({ en: count, es: count }),
    questions: z.array(
      z.object({
        question: z.enum(FEEDBACK_CHOICE_QUESTION_KEYS as [FeedbackChoiceQuestion, ...FeedbackChoiceQuestion[]]),
        /** Every answer code of the question, in the survey's order, with its count (0 included). */
        answers: z.array(z.object({ answer: z.string(), count })),
        /** Responses that left the question out. */
        unanswered: count,
      }),
    ),
  })
  .meta({ id: 'FeedbackSummary' });
export type FeedbackSummary = z.infer<typeof FeedbackSummarySchema>;

/** 200 of `GET /api/staff/feedback/text?from&to`: the free-text answers, newest first. */
export const FeedbackTextResponseSchema = z
  .object({
    ...range,
    answers: z.array(
      z.object({
        responseId: id,
        createdAt: instant,
        language: LanguageSchema,
        question: z.enum(FEEDBACK_TEXT_QUESTIONS),
        text: z.string(),
      }),
    ),
  })
  .meta({ id: 'FeedbackText' });
export type FeedbackTextResponse = z.infer<typeof FeedbackTextResponseSchema>;

/** 200 of `GET /api/staff/feedback/contacts?from&to` (admin; written to the audit log): "contact me" details. */
export const FeedbackContactsResponseSchema = z
  .object({
    ...range,
    contacts: z.array(
      z.object({
        responseId: id,
        createdAt: instant,
        language: LanguageSchema,
        name: z.string(),
        email: z.string(),
        phone: z.string(),
      }),
    ),
  })
  .meta({ id: 'FeedbackContacts' });
export type FeedbackContactsResponse = z.infer<typeof FeedbackContactsResponseSchema>;

/**
 * `GET /api/staff/feedback/export.csv?from&to`: one row per response (`text/csv`, UTF-8 with BOM), written to the
 * audit log. Columns: id, created_at, language, each choice question (lists joined by `;`), each free-text
 * question, and for an admin only name, email, phone.
 */
export const FEEDBACK_CSV_CONTACT_COLUMNS = ['name', 'email', 'phone'] as const;
