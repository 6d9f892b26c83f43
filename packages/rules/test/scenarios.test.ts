/**
 * Whole people, each the worked example of one rule (today = 2026-12-01 unless a test says otherwise): every case
 * of the person is evaluated together, with the answers the person gives.
 */
import { describe, expect, it } from 'vitest';
import type { CaseAnswers, PersonAnswers } from '../src/model';
import { CLEAN_ANSWERS, codes, mkCase, run } from './helpers';

const TODAY = '2026-12-01';
const CLASS_C_YES: PersonAnswers = { ...CLEAN_ANSWERS, hasClassCConviction: true };
const CLASS_C_UNANSWERED: PersonAnswers = { ...CLEAN_ANSWERS, hasClassCConviction: undefined };

describe('Ana: a Class C record is asked about for 411.0725 too (Gov\u2019t Code 411.074(a))', () => {
  const ana = () => [
    mkCase({
      id: 'poss',
      level: 'FS',
      statute: 'HSC 481.115(b)',
      chapter: null,
      cats: ['drug_possession'],
      literal: 'POSS CS PG 1 <1G',
      disposition: 'deferred_discharged',
      filing: '2015-11-01',
      placement: '2016-01-10',
      discharge: '2019-01-10',
    }),
  ];
  it('before the answer: could_not_determine (CLASS_C_ANSWER_NEEDED) and the question is asked', () => {
    const out = run(ana(), TODAY, CLASS_C_UNANSWERED);
    expect(out.decisions[0]?.final_eligibility).toBe('could_not_determine');
    expect(codes(out.decisions[0])).toContain('CLASS_C_ANSWER_NEEDED');
    expect(out.preliminaryQuestions).toContain('hasClassCConviction');
  });
  it('yes, inside the window: ineligible (CLEAN_PERIOD_VIOLATED)', () => {
    const d = run(ana(), TODAY, CLASS_C_YES, { poss: { class_c_in_window: true } }).decisions[0];
    expect(d?.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('CLEAN_PERIOD_VIOLATED');
  });
  it('no Class C record: nondisclosure under 411.0725 from 2024-01-10', () => {
    const d = run(ana(), TODAY).decisions[0];
    expect(d).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.0725', eligible_date: '2024-01-10' });
  });
});

describe('Ivy: a Class C record after the case is not a prior one (411.073(b)(2))', () => {
  const ivy = () => [
    mkCase({
      id: 'trespass',
      level: 'MB',
      statute: 'PC 30.05',
      literal: 'CRIM TRESPASS',
      disposition: 'probation_completed',
      filing: '2018-01-15',
      conviction: '2018-03-05',
      placement: '2018-03-05',
      supervisionEnd: '2019-03-04',
      supervisionMonths: 12,
    }),
  ];
  const paid: CaseAnswers = { paid_all_fines_and_costs: true, completion_payment_month: '2019-02' };
  it('yes / not before / not in the window: could_not_determine (LATER_RECORD_AMBIGUOUS)', () => {
    const d = run(ivy(), TODAY, CLASS_C_YES, {
      trespass: { ...paid, class_c_before_case: false, class_c_in_window: false },
    }).decisions[0];
    expect(d?.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('LATER_RECORD_AMBIGUOUS');
    expect(codes(d)).not.toContain('FIRST_OFFENDER_CLASS_C_RECORD');
    expect(d?.questions).toEqual([]);
  });
  it('yes and before the case: ineligible (FIRST_OFFENDER_CLASS_C_RECORD)', () => {
    const d = run(ivy(), TODAY, CLASS_C_YES, { trespass: { ...paid, class_c_before_case: true } }).decisions[0];
    expect(d?.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('FIRST_OFFENDER_CLASS_C_RECORD');
  });
  it('yes, not yet said when: both Class C questions are asked', () => {
    const d = run(ivy(), TODAY, CLASS_C_YES, { trespass: paid }).decisions[0];
    expect(d?.final_eligibility).toBe('could_not_determine');
    expect(d?.questions).toEqual(['class_c_in_window', 'class_c_before_case']);
  });
  it('no Class C record: nondisclosure under 411.073 from 2019-03-04', () => {
    const d = run(ivy(), TODAY, CLEAN_ANSWERS, { trespass: paid }).decisions[0];
    expect(d).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.073', eligible_date: '2019-03-04' });
  });
});
