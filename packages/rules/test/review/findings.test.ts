/** Second-read findings: fail on HEAD 89439ca, pass once the engine is fixed. */
import { describe, expect, it } from 'vitest';
import { CLEAN_ANSWERS, codes, decide1, mkCase, run, PAID_BEFORE } from '../helpers';

describe('second-read findings (docs/law numbers in each title)', () => {
  const theft072 = () =>
    mkCase({
      disposition: 'deferred_discharged',
      statute: 'PC 31.03',
      cats: ['theft'],
      filing: '2021-12-01',
      placement: '2022-01-10',
      discharge: '2022-09-15',
    });
  it('F1 §2.2/§2.3/D1: another case with disposition "unknown" → could_not_determine, never nondisclosure', () => {
    const other = mkCase({
      disposition: 'unknown',
      level: 'MA',
      statute: 'PC 31.03',
      cats: ['theft'],
      filing: '2018-01-01',
    });
    expect(decide1(theft072(), { others: [other] }).final_eligibility).toBe('could_not_determine');
    const fv = mkCase({
      disposition: 'unknown',
      level: 'MA',
      statute: 'PC 22.01',
      cats: ['assault', 'family_violence'],
      filing: '2010-01-01',
    });
    expect(decide1(theft072(), { others: [fv] }).final_eligibility).not.toBe('nondisclosure');
  });
  it('F3 §4.4(e)/D1: 411.0727 does not take DWI with a child passenger (PC 49.045)', () => {
    const t = mkCase({
      disposition: 'convicted_sentence',
      level: 'FS',
      statute: 'PC 49.045',
      cats: [],
      filing: '2018-06-01',
      conviction: '2019-01-01',
      sentenceCompletion: '2020-01-01',
    });
    const vet = {
      ...CLEAN_ANSWERS,
      isVeteran: true,
      completedVetTreatmentCrt: true,
      completedVetReemploymentPrg: false,
    };
    expect(
      decide1(t, { answers: vet, caseAnswers: { completed_vet_treatment_court_for_case: true } }).final_eligibility,
    ).not.toBe('nondisclosure');
  });
  it('F4 §6.2 55A.052: a misdemeanor no-bill from the same transaction as a felony waits 3 years', () => {
    const m = mkCase({
      id: 'm',
      disposition: 'no_bill',
      level: 'MA',
      statute: 'PC 31.03',
      filing: '2023-01-01',
      offense: '2022-12-31',
    });
    const f = mkCase({
      id: 'f',
      disposition: 'no_bill',
      level: 'F3',
      statute: 'PC 31.03',
      filing: '2023-01-01',
      offense: '2022-12-31',
    });
    expect(run([m, f], '2024-06-01').decisions[0]).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      eligible_date: '2026-01-01',
    });
  });
  it('F5 D13: PC 22.012 (indecent assault) is not the PC 22.01 exception', () => {
    const t = mkCase({
      disposition: 'convicted_sentence',
      level: 'MA',
      statute: 'PC 22.012',
      chapter: 22,
      filing: '2019-06-01',
      conviction: '2020-01-01',
      sentenceCompletion: '2020-03-01',
    });
    const d = decide1(t, { caseAnswers: { paid_all_fines_and_costs: true, completion_payment_month: PAID_BEFORE } });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('JUDGE_DECIDES_VIOLENT_OR_SEXUAL');
  });
  it('F6 §2.1: a registrable offense given by statute only (PC 21.11) bars', () => {
    const t = mkCase({
      disposition: 'deferred_discharged',
      level: 'F2',
      statute: 'PC 21.11',
      filing: '2004-06-01',
      placement: '2005-01-01',
      discharge: '2015-01-01',
    });
    expect(decide1(t).final_eligibility).toBe('ineligible');
  });
  it('F7 §6.1 55A.051(3): a dismissal with a deferred placement on record is not an expunction', () => {
    const t = mkCase({
      disposition: 'dismissed',
      dismissalReason: 'unknown',
      level: 'MB',
      statute: 'PC 31.03',
      filing: '2018-12-01',
      placement: '2019-01-01',
      dismissal: '2020-01-01',
    });
    expect(decide1(t).final_eligibility).not.toBe('expunction');
  });
  it('F8 D13: 411.0735 waits 2 years for every Class A/B offense, whatever fineOnly says', () => {
    const t = mkCase({
      disposition: 'convicted_sentence',
      level: 'MB',
      statute: 'PC 31.03',
      cats: ['theft'],
      fineOnly: true,
      filing: '2023-06-01',
      conviction: '2024-01-01',
      sentenceCompletion: '2024-01-01',
    });
    expect(
      decide1(t, { caseAnswers: { paid_all_fines_and_costs: true, completion_payment_month: PAID_BEFORE } }),
    ).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      eligible_date: '2026-01-01',
    });
  });
});
