/**
 * Reading a case's follow-up answers (api-contract case-followup-questions). A yes/no question has four states:
 * not asked yet, yes, no, and "not sure", which the engine treats as unknown (docs/law/decisions.md, its three rules): the
 * case is could_not_determine unless the unknown only moves a date later. A month answer counts from the last
 * day of that month, the latest day the event can have happened (docs/law D18 and D22).
 */
import type { CaseAnswers, CaseQuestionKey, InterlockCondition, RefiledCaseOutcome } from '../model';
import { MONTH_PATTERN, NOT_SURE, REFILED_CASE_OUTCOMES, UNKNOWN_MONTH, YEAR_PATTERN } from '../vocabulary';
import { daysFromCivil } from '../dates';

export type YesNo = 'unasked' | 'yes' | 'no' | 'not_sure';

type YesNoKey = {
  [K in CaseQuestionKey]: CaseAnswers[K] extends boolean | typeof NOT_SURE | undefined ? K : never;
}[CaseQuestionKey];

/** The state of a yes/no answer; anything but `true`, `false` or `"not_sure"` counts as not asked. */
export function yesNo(a: CaseAnswers, key: YesNoKey): YesNo {
  const v = a[key];
  if (v === true) return 'yes';
  if (v === false) return 'no';
  if (v === NOT_SURE) return 'not_sure';
  return 'unasked';
}

export type MonthAnswer = { kind: 'unasked' } | { kind: 'unknown' } | { kind: 'month'; lastDay: number };

/** The last day of a `YYYY-MM` answer, `unknown`, or not asked (also for a malformed value). */
export function monthAnswer(
  a: CaseAnswers,
  key:
    | 'completion_payment_month'
    | 'arrest_month'
    | 'offense_month'
    | 'supervision_end_month'
    | 'refiled_case_end_month'
    | 'revocation_sentence_end_month',
): MonthAnswer {
  const v = a[key];
  if (v === UNKNOWN_MONTH) return { kind: 'unknown' };
  if (typeof v !== 'string' || !MONTH_PATTERN.test(v)) return { kind: 'unasked' };
  const year = Number(v.slice(0, 4));
  const month = Number(v.slice(5, 7));
  // The day before the first of the next month.
  const next = month === 12 ? daysFromCivil(year + 1, 1, 1) : daysFromCivil(year, month + 1, 1);
  return { kind: 'month', lastDay: next - 1 };
}

export type YearAnswer =
  { kind: 'unasked' } | { kind: 'unknown' } | { kind: 'year'; firstDay: number; lastDay: number };

/** The first and last day of a `YYYY` answer, `unknown`, or not asked (also for a malformed value). */
export function yearAnswer(a: CaseAnswers, key: 'supervision_end_year' | 'completion_payment_year'): YearAnswer {
  const v = a[key];
  if (v === UNKNOWN_MONTH) return { kind: 'unknown' };
  if (typeof v !== 'string' || !YEAR_PATTERN.test(v)) return { kind: 'unasked' };
  const year = Number(v);
  return { kind: 'year', firstDay: daysFromCivil(year, 1, 1), lastDay: daysFromCivil(year, 12, 31) };
}

/** The interlock order answer, or null when not asked. */
export function interlockCondition(a: CaseAnswers): InterlockCondition | null {
  const v = a.interlock_condition;
  return v === 'probation' || v === 'bond' || v === 'both' || v === 'other_or_not_sure' ? v : null;
}

/** What became of the refiled case (docs/law D80), or null when not asked (also for a value not in the list). */
export function refiledCaseOutcomeOf(a: CaseAnswers): RefiledCaseOutcome | null {
  const v = a.refiled_case_outcome;
  return REFILED_CASE_OUTCOMES.find((o) => o === v) ?? null;
}
