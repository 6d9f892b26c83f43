import { followupAnswerKind, type FollowupAnswerMap } from '@cyr/schemas/followup';
import type { CaseQuestionKey } from '@cyr/rules/vocabulary';
import type { Case } from '@cyr/schemas';

/**
 * The case follow-up form (api-contract case-followup-questions). Which questions to ask comes from the case's
 * `questions` (the engine lists only what can still change the outcome or date); the form is checked with the
 * shared `caseFollowupFormSchema`, built from the body's schema of each key, so the form and the server accept
 * the same answers.
 */

/** `YYYY-MM` of a date (the device's calendar). */
export function monthOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** The questions still to ask: those the case lists that were not answered on this visit. */
export function openQuestions(listed: readonly CaseQuestionKey[], given: FollowupAnswerMap): CaseQuestionKey[] {
  const open = listed.filter((q) => !Object.hasOwn(given, q));
  // Every listed key already answered (the engine lists one again): ask them all again rather than nothing.
  return open.length > 0 ? open : [...listed];
}

/** The request body: every key the case lists, from this visit's answers. */
export function followupBody(
  id: string,
  listed: readonly CaseQuestionKey[],
  given: FollowupAnswerMap,
): { _id: string } & FollowupAnswerMap {
  const body: { _id: string } & FollowupAnswerMap = { _id: id };
  for (const q of listed) {
    const a = given[q];
    if (a !== undefined) body[q] = a;
  }
  return body;
}

/**
 * The window a question names, from the reason that asks it (docs/law D74: `class_c_in_window` is asked with the
 * dates of the widest window of the case's routes), or null when the server names none.
 */
export function windowOf(c: Pick<Case, 'reasons'>, q: CaseQuestionKey): { from: string; to: string } | null {
  for (const r of c.reasons) {
    const p = r.params;
    if (p?.question === q && typeof p.from === 'string' && typeof p.to === 'string') return { from: p.from, to: p.to };
  }
  return null;
}

/** The id an error-summary link moves focus to: the first select of a month or a year, else the first radio. */
export function fieldIdOf(q: CaseQuestionKey): string {
  const kind = followupAnswerKind(q);
  return kind === 'month_or_unknown' ? `${q}-month` : kind === 'year_or_unknown' ? `${q}-year` : q;
}
