import { z } from 'zod';
import {
  CASE_QUESTIONS,
  CASE_QUESTION_KEYS,
  MONTH_PATTERN,
  NOT_SURE,
  UNKNOWN_MONTH,
  YEAR_PATTERN,
  type AnswerKind,
  type CaseAnswerOf,
  type CaseQuestionKey,
} from '@cyr/rules/vocabulary';
import { VALIDATION_MESSAGES as M } from './common';

/**
 * The per-case follow-up answers (api-contract `case-followup-questions`; docs/law D18–D29). The
 * keys and their answer kinds come from the rules vocabulary (`@cyr/rules/vocabulary`), declared once: a
 * yes/no question that also accepts `"not_sure"`, a month (`YYYY-MM` or `"unknown"`), or one value of a list
 * (the interlock order). The server validates request bodies with these schemas and the web form validates
 * each answer with the same ones. Kept apart from the other schemas so the checker page can load it on its
 * own (`@cyr/schemas/followup`).
 */

export function followupAnswerKind(key: CaseQuestionKey): AnswerKind {
  return CASE_QUESTIONS[key].kind;
}

/** The values an `enum` key takes (empty for the other kinds). */
export function followupAnswerValues(key: CaseQuestionKey): readonly string[] {
  const q: { kind: AnswerKind; values?: readonly string[] } = CASE_QUESTIONS[key];
  return q.values ?? [];
}

/** The answer type of each key. */
export type FollowupAnswerOf<K extends CaseQuestionKey> = CaseAnswerOf<K>;
export type FollowupAnswers = { [K in CaseQuestionKey]?: FollowupAnswerOf<K> };
/** Any key's answer: `true`, `false`, `"not_sure"`, a month or `"unknown"`, or an enum value. */
export type FollowupAnswer = boolean | typeof NOT_SURE | string;
/** Answers by key, as stored (each checked by `followupAnswerSchema` when it was received). */
export type FollowupAnswerMap = Partial<Record<CaseQuestionKey, FollowupAnswer>>;

/** Earliest year a month answer may name (the oldest cases the site reads were filed in 1990). */
export const MONTH_MIN_YEAR = 1950;

/** True for a real month written `YYYY-MM` from MONTH_MIN_YEAR through 2199. */
export function isRealMonth(value: string): boolean {
  if (!MONTH_PATTERN.test(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= MONTH_MIN_YEAR && year < 2200;
}

export const YesNoAnswerSchema = z
  .union([z.boolean(), z.literal(NOT_SURE)], { error: M.invalid })
  .meta({ description: 'true, false or "not_sure" (treated as unknown)' });

/** `YYYY-MM` or `unknown`, as a pattern (shown in the OpenAPI description). */
const MONTH_OR_UNKNOWN = new RegExp(`^(?:${MONTH_PATTERN.source.replace(/^\^|\$$/g, '')}|${UNKNOWN_MONTH})$`);

export const MonthAnswerSchema = z
  .string({ error: M.invalid })
  .regex(MONTH_OR_UNKNOWN, { error: M.invalid, abort: true })
  .refine((v) => v === UNKNOWN_MONTH || isRealMonth(v), { error: M.invalid })
  .meta({ description: '"YYYY-MM" or "unknown"', example: '2023-04' });

/** True for a year written `YYYY` from MONTH_MIN_YEAR through 2199. */
export function isRealYear(value: string): boolean {
  return YEAR_PATTERN.test(value) && Number(value) >= MONTH_MIN_YEAR && Number(value) < 2200;
}

/** `YYYY` or `unknown` (ADR 0074: a discharge the person knows by its year only). */
export const YearAnswerSchema = z
  .string({ error: M.invalid })
  .refine((v) => v === UNKNOWN_MONTH || isRealYear(v), { error: M.invalid })
  .meta({ description: '"YYYY" or "unknown"', example: '2021' });

/** One value of an `enum` key's list. */
function enumAnswerSchema(values: readonly string[]) {
  return z
    .enum(values as [string, ...string[]], { error: M.invalid })
    .meta({ description: 'one of the listed values' });
}

/** The schema of one key's answer. */
export function followupAnswerSchema(key: CaseQuestionKey): z.ZodType<FollowupAnswer> {
  const kind = followupAnswerKind(key);
  if (kind === 'month_or_unknown') return MonthAnswerSchema;
  if (kind === 'year_or_unknown') return YearAnswerSchema;
  if (kind === 'enum') return enumAnswerSchema(followupAnswerValues(key)) as z.ZodType<FollowupAnswer>;
  return YesNoAnswerSchema;
}

/** Every key as an optional field (the body of case-followup-questions, without `_id`). */
export const followupAnswersShape = Object.fromEntries(
  CASE_QUESTION_KEYS.map((k) => [k, followupAnswerSchema(k).optional()]),
) as unknown as { [K in CaseQuestionKey]: z.ZodOptional<z.ZodType<FollowupAnswerOf<K>>> };

/** The case follow-up form's value of one question: an answer, or `null`/`''` while none is chosen. */
export type FollowupFormAnswers = Partial<Record<CaseQuestionKey, FollowupAnswer | null>>;

/**
 * The case follow-up form for the questions shown (product-spec §5 "Case verification": every question shown
 * is required). Each answer is checked with its key's body schema (`followupAnswerSchema`); the messages say
 * what to do: a month must be chosen whole (or "I do not know the month") and not after `currentMonth`
 * (`YYYY-MM` of the person's today, which the server does not know), a choice must be one of the listed ones.
 * The output holds the shown questions' answers only.
 */
export function caseFollowupFormSchema(
  questions: readonly CaseQuestionKey[],
  currentMonth: string,
): z.ZodType<FollowupAnswerMap, FollowupFormAnswers> {
  const answer = (key: CaseQuestionKey) => {
    const month = followupAnswerKind(key) === 'month_or_unknown';
    const year = followupAnswerKind(key) === 'year_or_unknown';
    const schema = followupAnswerSchema(key);
    return z.unknown().transform((value, ctx): FollowupAnswer => {
      const fail = (message: string) => {
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      };
      const missing = month ? M.monthRequired : year ? M.yearRequired : M.required;
      if (value === null || value === undefined || value === '') return fail(missing);
      const parsed = schema.safeParse(value);
      if (!parsed.success) return fail(month || year ? missing : M.answerInvalid);
      if (month && parsed.data !== UNKNOWN_MONTH && String(parsed.data) > currentMonth) return fail(M.monthInFuture);
      if (year && parsed.data !== UNKNOWN_MONTH && String(parsed.data) > currentMonth.slice(0, 4))
        return fail(M.yearInFuture);
      return parsed.data;
    });
  };
  return z.object(Object.fromEntries(questions.map((q) => [q, answer(q)]))) as unknown as z.ZodType<
    FollowupAnswerMap,
    FollowupFormAnswers
  >;
}
