import { describe, expect, it } from 'vitest';
import { CLEAN_ANSWERS, codes, decide1, mkCase } from '../helpers';

const vet = { ...CLEAN_ANSWERS, isVeteran: true, completedVetTreatmentCrt: true, completedVetReemploymentPrg: false };
const felonyConv = (over: object = {}) =>
  mkCase({
    disposition: 'probation_completed',
    level: 'F3',
    statute: 'PC 31.03',
    cats: ['theft'],
    conviction: '2021-04-10',
    placement: '2021-04-10',
    supervisionEnd: '2023-04-10',
    ...over,
  });
const vtcYes = { completed_vet_treatment_court_for_case: true };

describe('§ 411.0727 veterans treatment court', () => {
  it('felony conviction after VTC: day before / day of the second anniversary', () => {
    expect(decide1(felonyConv(), { answers: vet, caseAnswers: vtcYes, asOf: '2025-04-09' }).final_eligibility).toBe(
      'not_yet_eligible',
    );
    const d = decide1(felonyConv(), { answers: vet, caseAnswers: vtcYes, asOf: '2025-04-10' });
    expect(d.final_eligibility).toBe('nondisclosure');
    expect(d.ndo_form).toBe('411.0727');
    expect(d.final_pot_elig_411_0727).toBe(true);
  });
  it('not a veteran → the felony conviction is ineligible', () => {
    expect(decide1(felonyConv()).final_eligibility).toBe('ineligible');
  });
  it('veteran status unanswered → could_not_determine, pending flag, person question', () => {
    const d = decide1(felonyConv(), { answers: { ...CLEAN_ANSWERS, isVeteran: undefined } });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(d.pend_elig_411_0727_0729).toBe(true);
    expect(codes(d)).toContain('VETERAN_ANSWERS_NEEDED');
  });
  it('case question unanswered → could_not_determine asking it', () => {
    const d = decide1(felonyConv(), { answers: vet });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(d.questions).toEqual(['completed_vet_treatment_court_for_case']);
    expect(d.final_pot_elig_411_0727).toBe(true);
  });
  it('a felony conviction within two years after completion bars it', () => {
    const later = mkCase({
      disposition: 'convicted_sentence',
      level: 'F3',
      statute: 'PC 31.03',
      filing: '2024-01-01',
      conviction: '2024-02-01',
      sentenceCompletion: '2024-06-01',
    });
    const d = decide1(felonyConv(), { answers: vet, caseAnswers: vtcYes, others: [later] });
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('VTC_FELONY_WITHIN_TWO_YEARS');
  });
  it('an earlier felony that may be a 42A.054(a) offense → could_not_determine', () => {
    const prior = mkCase({
      disposition: 'convicted_sentence',
      level: 'F2',
      statute: 'PC 29.02',
      filing: '2010-01-01',
      conviction: '2010-06-01',
      sentenceCompletion: '2012-06-01',
    });
    const d = decide1(felonyConv(), { answers: vet, caseAnswers: vtcYes, others: [prior] });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('VTC_PRIOR_LISTED_OFFENSE');
  });
  it('DWI entry offense is excluded', () => {
    const d = decide1(felonyConv({ statute: 'PC 49.04', cats: ['dwi'], level: 'F3' }), {
      answers: vet,
      caseAnswers: vtcYes,
    });
    expect(d.final_eligibility).toBe('ineligible');
    expect(d.final_pot_elig_411_0727).toBe(false);
  });
});
