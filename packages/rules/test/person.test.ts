/** Whole-person scenarios: one case's outcome changing another's, and the question flow across cases. */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../src/evaluate';
import { CLEAN_ANSWERS, DWI_OK, codes, mkCase, run } from './helpers';

describe('whole person', () => {
  it('a later DWI conviction inside the window turns an eligible deferred case ineligible', () => {
    const theft = mkCase({
      id: 'theft',
      disposition: 'deferred_discharged',
      level: 'F3',
      statute: 'PC 31.03',
      cats: ['theft'],
      placement: '2016-01-01',
      discharge: '2019-01-01',
    });
    const alone = run([theft]).decisions[0];
    expect(alone?.final_eligibility).toBe('nondisclosure');
    const dwi = mkCase({
      id: 'dwi',
      disposition: 'convicted_sentence',
      statute: 'PC 49.04',
      cats: ['dwi'],
      filing: '2021-01-01',
      conviction: '2021-03-01',
      sentenceCompletion: '2021-03-05',
    });
    const out = run([theft, dwi], '2025-06-01', CLEAN_ANSWERS, { dwi: DWI_OK });
    expect(out.decisions[0]?.final_eligibility).toBe('ineligible');
    expect(codes(out.decisions[0])).toContain('CLEAN_PERIOD_VIOLATED');
    // and the earlier deferred adjudication fails the DWI's first-offender test
    expect(out.decisions[1]?.final_eligibility).toBe('ineligible');
    expect(codes(out.decisions[1])).toContain('FIRST_OFFENDER_FAILED');
  });
  it('a family-violence conviction in one case bars every other case', () => {
    const fv = mkCase({
      id: 'fv',
      disposition: 'convicted_sentence',
      level: 'MA',
      statute: 'PC 22.01',
      cats: ['assault', 'family_violence'],
      filing: '2005-01-01',
      conviction: '2005-03-01',
      sentenceCompletion: '2005-04-01',
    });
    const theft = mkCase({
      id: 'theft',
      disposition: 'deferred_discharged',
      cats: ['theft'],
      placement: '2020-01-01',
      discharge: '2021-01-01',
    });
    const out = run([fv, theft]);
    expect(out.decisions.map((d) => d.final_eligibility)).toEqual(['ineligible', 'ineligible']);
  });
  it('one decision per case, in input order, and preliminary questions only while they matter', () => {
    const a = mkCase({
      id: 'a',
      disposition: 'deferred_discharged',
      cats: ['theft'],
      placement: '2020-01-01',
      discharge: '2021-01-01',
    });
    const b = mkCase({ id: 'b', disposition: 'acquitted', filing: '2023-05-01', dismissal: '2024-01-01' });
    const out = evaluate({ cases: [a, b], personAnswers: {}, caseAnswers: {}, asOf: '2025-06-01' });
    expect(out.decisions.map((d) => d.caseId)).toEqual(['a', 'b']);
    expect(out.needsPreliminaryQuestions).toBe(true);
    expect(out.preliminaryQuestions).toEqual([
      'sexOffender',
      'disqualifyingOffenses',
      'hasClassCConviction',
      'isVeteran',
      'hasBeenVictim',
    ]);
    expect(out.decisions[0]?.final_eligibility).toBe('could_not_determine');
    expect(out.decisions[0]?.hideStatus).toBe(true);
    expect(out.decisions[1]?.final_eligibility).toBe('expunction');
    // The Class C answer decides between 411.072 and 411.0725, and 411.074(a) counts a Class C record for every
    // section, so no route is open until it is answered; the other additional-info questions are still asked.
    const noClassC = evaluate({
      cases: [a, b],
      personAnswers: { sexOffender: false, noneOfTheAbove: true },
      caseAnswers: {},
      asOf: '2025-06-01',
    });
    expect(noClassC.decisions[0]?.final_eligibility).toBe('could_not_determine');
    expect(noClassC.preliminaryQuestions).toEqual(['hasClassCConviction', 'isVeteran', 'hasBeenVictim']);
    const answered = evaluate({
      cases: [a, b],
      personAnswers: { sexOffender: false, noneOfTheAbove: true, hasClassCConviction: false },
      caseAnswers: {},
      asOf: '2025-06-01',
    });
    expect(answered.decisions[0]?.final_eligibility).toBe('nondisclosure');
    expect(answered.decisions[0]?.ndo_form).toBe('411.072');
    expect(answered.needsPreliminaryQuestions).toBe(false);
    expect(answered.preliminaryQuestions).toEqual([]);
  });
  it('a person with only expunction-eligible cases needs no preliminary questions', () => {
    const out = evaluate({
      cases: [mkCase({ disposition: 'acquitted', dismissal: '2024-01-01' })],
      personAnswers: {},
      caseAnswers: {},
      asOf: '2025-06-01',
    });
    expect(out.needsPreliminaryQuestions).toBe(false);
  });
  it('veteran chain: isVeteran, then the program questions, then the case question', () => {
    const felony = mkCase({
      id: 'f',
      disposition: 'convicted_sentence',
      level: 'F3',
      statute: 'PC 31.03',
      filing: '2018-01-01',
      conviction: '2018-06-01',
      sentenceCompletion: '2019-06-01',
    });
    const base = { sexOffender: false, noneOfTheAbove: true, hasBeenVictim: false, hasClassCConviction: false };
    expect(run([felony], '2025-06-01', base).preliminaryQuestions).toEqual(['isVeteran']);
    expect(run([felony], '2025-06-01', { ...base, isVeteran: true }).preliminaryQuestions).toEqual([
      'completedVetTreatmentCrt',
    ]);
    const last = run([felony], '2025-06-01', { ...base, isVeteran: true, completedVetTreatmentCrt: true });
    expect(last.preliminaryQuestions).toEqual([]);
    expect(last.decisions[0]?.questions).toEqual(['completed_vet_treatment_court_for_case']);
    expect(run([felony], '2025-06-01', { ...base, isVeteran: false }).decisions[0]?.final_eligibility).toBe(
      'ineligible',
    );
  });
  it('an unidentified offense in one case makes that case could_not_determine; others still decided', () => {
    const unk = mkCase({
      id: 'u',
      disposition: 'deferred_discharged',
      statute: null,
      chapter: null,
      unidentified: true,
      placement: '2020-01-01',
      discharge: '2020-06-01',
    });
    const ok = mkCase({ id: 'o', disposition: 'acquitted', filing: '2023-05-01', dismissal: '2024-01-01' });
    const out = run([unk, ok]);
    expect(out.decisions[0]?.final_eligibility).toBe('could_not_determine');
    expect(codes(out.decisions[0])).toEqual(expect.arrayContaining(['UNIDENTIFIED_OFFENSE']));
    expect(out.decisions[1]?.final_eligibility).toBe('expunction');
  });
  it('still on deferred adjudication: not yet, dated from the scheduled end', () => {
    const c = mkCase({
      disposition: 'on_deferred',
      level: 'F3',
      statute: 'PC 31.03',
      placement: '2024-01-15',
      supervisionMonths: 36,
    });
    const d = run([c]).decisions[0];
    expect(d?.final_eligibility).toBe('not_yet_eligible');
    expect(d?.eligible_date).toBe('2032-01-14');
    expect(codes(d)).toContain('STILL_ON_SUPERVISION');
  });
  it('out of scope: Class C and pre-1990 cases are not evaluated', () => {
    expect(
      run([mkCase({ disposition: 'convicted_sentence', level: 'MC', conviction: '2020-01-01' })]).decisions[0]
        ?.reasons[0]?.code,
    ).toBe('OUT_OF_SCOPE_CLASS_C');
    expect(run([mkCase({ disposition: 'acquitted', filing: '1989-12-31' })]).decisions[0]?.reasons[0]?.code).toBe(
      'OUT_OF_SCOPE_BEFORE_1990',
    );
  });
  it('the input is not modified', () => {
    const c = mkCase({
      disposition: 'deferred_discharged',
      cats: ['theft'],
      placement: '2020-01-01',
      discharge: '2021-01-01',
    });
    const input = { cases: [c], personAnswers: CLEAN_ANSWERS, caseAnswers: {}, asOf: '2025-06-01' };
    const before = JSON.stringify(input);
    evaluate(input);
    expect(JSON.stringify(input)).toBe(before);
  });
});

describe('evaluation date', () => {
  it('refuses an invalid asOf instead of guessing', () => {
    expect(() => evaluate({ cases: [], personAnswers: {}, caseAnswers: {}, asOf: '2025-13-01' })).toThrow(RangeError);
  });
});
