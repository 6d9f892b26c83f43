import { describe, expect, it } from 'vitest';
import {
  CASE_QUESTION_KEYS,
  DISQUALIFYING_OFFENSES,
  INTERLOCK_CONDITIONS,
  type CaseQuestionKey,
} from '@cyr/rules/vocabulary';
import {
  CaseFollowupBodySchema,
  CaseSchema,
  PreliminaryQuestionsBodySchema,
  VALIDATION_MESSAGES,
  followupAnswerKind,
  followupAnswerSchema,
  isRealMonth,
} from './index';

const body = (answers: Record<string, unknown>) => CaseFollowupBodySchema.safeParse({ _id: 'c1', ...answers });
const failedKeys = (answers: Record<string, unknown>) =>
  (body(answers).error?.issues ?? []).map((i) => i.path.join('.'));

const YES_NO = CASE_QUESTION_KEYS.filter((k) => followupAnswerKind(k) === 'yes_no_not_sure');
const MONTHS = CASE_QUESTION_KEYS.filter((k) => followupAnswerKind(k) === 'month_or_unknown');

describe('follow-up answers (api-contract case-followup-questions)', () => {
  it('has the keys of docs/law/decisions.md with their answer kinds', () => {
    const kinds = Object.fromEntries(CASE_QUESTION_KEYS.map((k) => [k, followupAnswerKind(k)]));
    expect(kinds).toMatchObject({
      completion_payment_month: 'month_or_unknown',
      arrest_month: 'month_or_unknown',
      offense_month: 'month_or_unknown',
      interlock_condition: 'enum',
      class_c_in_window: 'yes_no_not_sure',
      victim_family_household_or_dating: 'yes_no_not_sure',
      handgun_carried_on_person_only: 'yes_no_not_sure',
      paid_all_fines_and_costs: 'yes_no_not_sure',
      // ADR 0060 item 58
      supervision_end_how: 'enum',
      supervision_end_month: 'month_or_unknown',
      // ADR 0074
      supervision_end_year: 'year_or_unknown',
      prior_record_before_case: 'yes_no_not_sure',
      // docs/law D77, D79
      revocation_sentence_end_month: 'month_or_unknown',
      family_violence_conduct: 'yes_no_not_sure',
      // docs/law D80
      refiled_case_outcome: 'enum',
      refiled_case_end_month: 'month_or_unknown',
    });
    const ENUMS = CASE_QUESTION_KEYS.filter((k) => followupAnswerKind(k) === 'enum');
    const YEARS = CASE_QUESTION_KEYS.filter((k) => followupAnswerKind(k) === 'year_or_unknown');
    expect(ENUMS).toEqual(['interlock_condition', 'refiled_case_outcome', 'supervision_end_how']);
    expect(YES_NO.length + MONTHS.length + ENUMS.length + YEARS.length).toBe(CASE_QUESTION_KEYS.length);
  });

  it('refiled_case_outcome takes one of the four outcomes, refiled_case_end_month a month (docs/law D80)', () => {
    for (const ok of ['dismissed_or_no_billed', 'convicted_or_deferred', 'pending', 'not_sure'])
      expect(body({ refiled_case_outcome: ok }).success).toBe(true);
    for (const bad of ['dismissed', true, false, ''])
      expect(failedKeys({ refiled_case_outcome: bad })).toEqual(['refiled_case_outcome']);
    for (const ok of ['2025-03', 'unknown']) expect(body({ refiled_case_end_month: ok }).success).toBe(true);
    expect(failedKeys({ refiled_case_end_month: '2025' })).toEqual(['refiled_case_end_month']);
  });

  it('supervision_end_year takes a year or "unknown" (ADR 0074)', () => {
    for (const ok of ['2021', 'unknown']) expect(body({ supervision_end_year: ok }).success).toBe(true);
    for (const bad of ['2021-05', '21', '1800', 2021, true, 'not_sure', ''])
      expect(failedKeys({ supervision_end_year: bad })).toEqual(['supervision_end_year']);
  });

  it('supervision_end_how takes one of the four endings (ADR 0060 item 58)', () => {
    for (const ok of ['discharged', 'adjudicated_or_revoked', 'not_over', 'other_or_not_sure'])
      expect(body({ supervision_end_how: ok }).success).toBe(true);
    for (const bad of ['finished', true, 'not_sure', ''])
      expect(failedKeys({ supervision_end_how: bad })).toEqual(['supervision_end_how']);
    expect(body({ supervision_end_month: '2024-10' }).success).toBe(true);
    expect(body({ supervision_end_month: 'unknown' }).success).toBe(true);
    expect(failedKeys({ supervision_end_month: '2024' })).toEqual(['supervision_end_month']);
  });

  it.each(YES_NO)('%s accepts yes, no and "not_sure", and nothing else', (key) => {
    for (const ok of [true, false, 'not_sure']) expect(body({ [key]: ok }).success).toBe(true);
    for (const bad of ['yes', 'true', 1, null, 'unknown', 'NOT_SURE', [], {}]) {
      expect(failedKeys({ [key]: bad })).toEqual([key]);
    }
  });

  it.each(MONTHS)('%s accepts a real month or "unknown"', (key) => {
    for (const ok of ['2023-04', '1990-01', '2026-12', 'unknown']) expect(body({ [key]: ok }).success).toBe(true);
    for (const bad of [
      '2023-13',
      '2023-00',
      '2023-4',
      '2023-04-01',
      '04/2023',
      '1800-01',
      '',
      'not_sure',
      true,
      202304,
    ]) {
      expect(failedKeys({ [key]: bad })).toEqual([key]);
    }
  });

  it('interlock_condition takes one of the four orders', () => {
    expect(INTERLOCK_CONDITIONS).toEqual(['probation', 'bond', 'both', 'other_or_not_sure']);
    for (const ok of INTERLOCK_CONDITIONS) expect(body({ interlock_condition: ok }).success).toBe(true);
    for (const bad of ['sentence', true, 'not_sure', ''])
      expect(failedKeys({ interlock_condition: bad })).toEqual(['interlock_condition']);
  });

  it('names every wrong key, with the invalid message, and still rejects unknown keys', () => {
    const issues =
      body({ arrest_month: 'soon', class_c_in_window: 'maybe', paid_all_fines_and_costs: true }).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message]).sort()).toEqual([
      ['arrest_month', VALIDATION_MESSAGES.invalid],
      ['class_c_in_window', VALIDATION_MESSAGES.invalid],
    ]);
    expect(body({ interlock: 'bond' }).success).toBe(false);
  });

  it('keeps the parsed answers as sent', () => {
    const parsed = CaseFollowupBodySchema.parse({
      _id: 'c1',
      paid_all_fines_and_costs: true,
      completion_payment_month: '2024-11',
      collision_with_another_person: 'not_sure',
      interlock_condition: 'bond',
    });
    expect(parsed).toEqual({
      _id: 'c1',
      paid_all_fines_and_costs: true,
      completion_payment_month: '2024-11',
      collision_with_another_person: 'not_sure',
      interlock_condition: 'bond',
    });
  });

  it('validates one answer at a time for the web form', () => {
    const ok = (k: CaseQuestionKey, v: unknown) => followupAnswerSchema(k).safeParse(v).success;
    expect(ok('offense_month', '2021-08')).toBe(true);
    expect(ok('offense_month', '2021-8')).toBe(false);
    expect(ok('victim_family_household_or_dating', 'not_sure')).toBe(true);
    expect(ok('interlock_condition', 'both')).toBe(true);
    expect(isRealMonth('2199-12')).toBe(true);
    expect(isRealMonth('2200-01')).toBe(false);
  });

  it('lists the new keys in a case and the protective-order choice among the disqualifying offenses', () => {
    expect(CaseSchema.shape.questions.safeParse(['arrest_month', 'interlock_condition']).success).toBe(true);
    expect(CaseSchema.shape.questions.safeParse(['arrest_date']).success).toBe(false);
    expect(DISQUALIFYING_OFFENSES).toContain('protective_order_violation');
    expect(
      PreliminaryQuestionsBodySchema.safeParse({
        sexOffender: false,
        disqualifyingOffenses: ['protective_order_violation'],
        noneOfTheAbove: false,
      }).success,
    ).toBe(true);
  });
});
