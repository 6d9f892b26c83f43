// First: zod must be configured before any schema parses (see lib/zodConfig).
import '../../../lib/zodConfig';
import {
  UNKNOWN_MONTH,
  followupAnswerKind,
  followupAnswerSchema,
  type CaseFollowupKey,
  type FollowupAnswer,
  type FollowupAnswerMap,
} from '@cyr/schemas/followup';

/**
 * The case follow-up form (api-contract case-followup-questions). Which questions to ask comes from the case's
 * `questions` (the engine lists only what can still change the outcome or date); each answer is checked with
 * the shared schema of its key (`@cyr/schemas/followup`), so the form and the server accept the same answers.
 */

/** Form values: an answer, or null while none is chosen; a month picker gives '' while incomplete. */
export type Answers = Partial<Record<CaseFollowupKey, FollowupAnswer | null>>;

interface Issue {
  path: PropertyKey[];
  message: string;
}

/** `YYYY-MM` of a date (the device's calendar). */
export function monthOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/**
 * Validation for the shown questions; messages are i18n keys. A month must be complete (or "I do not know")
 * and not after the current month.
 */
export function verificationSchema(questions: readonly CaseFollowupKey[], today: Date = new Date()) {
  return {
    safeParse(data: unknown): { success: true; data: Answers } | { success: false; error: { issues: Issue[] } } {
      const v = (data ?? {}) as Answers;
      const issues: Issue[] = [];
      for (const q of questions) {
        const a = v[q];
        const month = followupAnswerKind(q) === 'month_or_unknown';
        if (a === null || a === undefined || a === '') {
          issues.push({ path: [q], message: month ? 'validation:monthRequired' : 'validation:required' });
        } else if (!followupAnswerSchema(q).safeParse(a).success) {
          issues.push({ path: [q], message: month ? 'validation:monthRequired' : 'validation:answerInvalid' });
        } else if (month && a !== UNKNOWN_MONTH && String(a) > monthOf(today)) {
          issues.push({ path: [q], message: 'validation:monthInFuture' });
        }
      }
      return issues.length > 0 ? { success: false, error: { issues } } : { success: true, data: v };
    },
  };
}

/** The given answers of the shown questions (nothing for an unanswered one). */
export function answersOf(questions: readonly CaseFollowupKey[], values: Answers): FollowupAnswerMap {
  const out: FollowupAnswerMap = {};
  for (const q of questions) {
    const a = values[q];
    if (a !== null && a !== undefined && a !== '') out[q] = a;
  }
  return out;
}

/** The questions still to ask: those the case lists that were not answered on this visit. */
export function openQuestions(listed: readonly CaseFollowupKey[], given: FollowupAnswerMap): CaseFollowupKey[] {
  const open = listed.filter((q) => !Object.hasOwn(given, q));
  // Every listed key already answered (the engine lists one again): ask them all again rather than nothing.
  return open.length > 0 ? open : [...listed];
}

/** The request body: every key the case lists, from this visit's answers. */
export function followupBody(
  id: string,
  listed: readonly CaseFollowupKey[],
  given: FollowupAnswerMap,
): { _id: string } & FollowupAnswerMap {
  const body: { _id: string } & FollowupAnswerMap = { _id: id };
  for (const q of listed) {
    const a = given[q];
    if (a !== undefined) body[q] = a;
  }
  return body;
}

/** The id an error-summary link moves focus to: the first select of a month, else the first radio. */
export function fieldIdOf(q: CaseFollowupKey): string {
  return followupAnswerKind(q) === 'month_or_unknown' ? `${q}-month` : q;
}
