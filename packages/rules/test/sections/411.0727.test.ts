import { describe, expect, it } from 'vitest';
import type { PersonAnswers } from '../../src/model';
import { CLEAN_ANSWERS, codes, decide1, DWI_OK, mkCase } from '../helpers';

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

describe('§4.4 411.0727', () => {
  const VET_TC: PersonAnswers = {
    ...CLEAN_ANSWERS,
    isVeteran: true,
    completedVetTreatmentCrt: true,
    completedVetReemploymentPrg: false,
  };
  const vtcConv = (over: Partial<Parameters<typeof mkCase>[0]> = {}) =>
    mkCase({
      disposition: 'convicted_sentence',
      level: 'MA',
      statute: 'HSC 481.121',
      cats: ['marijuana'],
      filing: '2022-01-01',
      conviction: '2022-04-01',
      sentenceCompletion: '2023-04-10',
      ...over,
    });
  it('#33 VTC completed: 2nd anniversary of completion', () => {
    // Fines unanswered keeps 411.0735 open, so 411.0727 is the section that decides (as in the worked case).
    const d = decide1(vtcConv(), { answers: VET_TC, caseAnswers: { completed_vet_treatment_court_for_case: true } });
    expect(d).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.0727', eligible_date: '2025-04-10' });
  });
  it('411.0727 reaches a felony conviction but not one with a felony conviction within 2 years of completion', () => {
    const t = vtcConv({ level: 'F3', statute: 'PC 31.03', cats: ['theft'] });
    expect(
      decide1(t, { answers: VET_TC, caseAnswers: { completed_vet_treatment_court_for_case: true } }).ndo_form,
    ).toBe('411.0727');
    const later = mkCase({
      disposition: 'convicted_sentence',
      level: 'F3',
      statute: 'PC 30.02',
      filing: '2023-09-01',
      conviction: '2024-01-01',
      sentenceCompletion: '2024-06-01',
    });
    const d = decide1(t, {
      others: [later],
      answers: VET_TC,
      caseAnswers: { completed_vet_treatment_court_for_case: true },
    });
    expect(d.final_eligibility).toBe('ineligible');
  });
  it('411.0727 does not take a DWI entry offense', () => {
    const d = decide1(vtcConv({ level: 'MB', statute: 'PC 49.04', cats: ['dwi'] }), {
      answers: VET_TC,
      caseAnswers: { ...DWI_OK, completed_vet_treatment_court_for_case: true },
    });
    expect(d.ndo_form).not.toBe('411.0727');
  });
  it('411.0727 asks completed_vet_treatment_court_for_case and the answer "no" drops it', () => {
    const ask = decide1(vtcConv({ level: 'F3', statute: 'PC 31.03' }), { answers: VET_TC });
    expect(ask.final_eligibility).toBe('could_not_determine');
    expect(ask.questions).toEqual(['completed_vet_treatment_court_for_case']);
    const no = decide1(vtcConv({ level: 'F3', statute: 'PC 31.03' }), {
      answers: VET_TC,
      caseAnswers: { completed_vet_treatment_court_for_case: false },
    });
    expect(no.final_eligibility).toBe('ineligible');
  });
});

describe('second-read findings (docs/law numbers in each title)', () => {
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
});

describe('docs/law D84: a felony conviction needs neither the offense nor the degree', () => {
  /** Rex: "ATT POSS PROH SUB CORRECT FACI" (FS), unidentified, plea 2024-11-06, 1 year state jail. */
  const rex = (over: Parameters<typeof mkCase>[0] | object = {}) =>
    mkCase({
      id: 'rex',
      level: 'FS',
      statute: null,
      chapter: null,
      unidentified: true,
      literal: 'ATT POSS PROH SUB CORRECT FACI',
      disposition: 'convicted_sentence',
      conviction: '2024-11-06',
      sentenceCompletion: '2025-11-05',
      sentenceRaw: '1 YEAR SJ',
      ...over,
    });
  it.each([
    { label: 'FS unidentified conviction', over: {} },
    {
      label: 'F3 unidentified probation',
      over: { level: 'F3', disposition: 'probation_completed', supervisionEnd: '2026-11-05' },
    },
    { label: 'F2 unidentified revocation', over: { level: 'F2', disposition: 'probation_revoked' } },
    {
      label: 'bare F with an identified offense',
      over: { level: 'unknown', unidentified: false, statute: 'PC 31.03' },
    },
    { label: 'bare F unidentified', over: { level: 'unknown' } },
  ])('$label: ineligible (FELONY_CONVICTION), nothing asked', ({ over }) => {
    const c = rex(over);
    if (c.level === 'unknown') c.bareLevel = 'F';
    const d = decide1(c, { asOf: '2026-12-06' });
    expect(d).toMatchObject({ final_eligibility: 'ineligible', questions: [] });
    expect(codes(d)).toContain('FELONY_CONVICTION');
  });
  it('the veteran answers missing: waits for them; a veterans treatment court graduate needs the offense', () => {
    const waiting = decide1(rex(), { asOf: '2026-12-06', answers: { ...CLEAN_ANSWERS, isVeteran: undefined } });
    expect(waiting.final_eligibility).toBe('could_not_determine');
    expect(codes(waiting)).toEqual(expect.arrayContaining(['VETERAN_ANSWERS_NEEDED', 'FELONY_CONVICTION']));
    const graduate = decide1(rex(), { asOf: '2026-12-06', answers: vet });
    expect(graduate.final_eligibility).toBe('could_not_determine');
    expect(codes(graduate)).toContain('UNIDENTIFIED_OFFENSE');
  });
  it('not for deferred adjudication, nor a bare M', () => {
    const deferred = rex({ disposition: 'deferred_discharged', placement: '2022-01-10', discharge: '2024-01-09' });
    expect(codes(decide1(deferred, { asOf: '2026-12-06' }))).toContain('UNIDENTIFIED_OFFENSE');
    const misd = rex({ level: 'unknown' });
    misd.bareLevel = 'M';
    expect(decide1(misd, { asOf: '2026-12-06' }).final_eligibility).toBe('could_not_determine');
  });
  it('a felony-level carrying conviction never reaches 55A.005', () => {
    const c = rex({
      unidentified: false,
      statute: 'PC 46.02',
      level: 'F3',
      literal: 'UNL CARRYING WEAPON',
      conviction: '2016-05-01',
      sentenceCompletion: '2016-05-01',
    });
    const d = decide1(c, { asOf: '2026-12-06', caseAnswers: { weapon_only_in_own_vehicle: false } });
    expect(d.final_eligibility).toBe('ineligible');
    expect(d.expunction_route).toBeNull();
  });
});
