import { describe, expect, it } from 'vitest';
import type { CaseAnswers } from '../../src/model';
import { reasonOf } from './cases';
import { codes, decide1, DWI_OK, mkCase, PAID_BEFORE } from '../helpers';

const dwiProb = (over: object = {}) =>
  mkCase({
    disposition: 'probation_completed',
    statute: 'PC 49.04',
    cats: ['dwi'],
    conviction: '2022-05-15',
    placement: '2022-05-15',
    supervisionEnd: '2023-05-15',
    ...over,
  });

describe('§ 411.0731 DWI with community supervision', () => {
  it.each([
    { interlock: true, before: '2025-05-14', on: '2025-05-15' },
    { interlock: false, before: '2028-05-14', on: '2028-05-15' },
  ])('interlock $interlock: day before / day of $on', ({ interlock, before, on }) => {
    const ca = { ...DWI_OK, used_ignition_interlock_device: interlock };
    expect(decide1(dwiProb(), { asOf: before, caseAnswers: ca }).final_eligibility).toBe('not_yet_eligible');
    const d = decide1(dwiProb(), { asOf: on, caseAnswers: ca });
    expect(d.final_eligibility).toBe('nondisclosure');
    expect(d.ndo_form).toBe('411.0731');
    expect(d.eligible_date).toBe(on);
  });
  it('unanswered interlock: longer wait, and asks', () => {
    const ca = { ...DWI_OK };
    delete ca.used_ignition_interlock_device;
    const d = decide1(dwiProb(), { caseAnswers: ca });
    expect(d.final_eligibility).toBe('not_yet_eligible');
    expect(d.eligible_date).toBe('2028-05-15');
    expect(d.questions).toEqual(['used_ignition_interlock_device']);
    expect(codes(d)).toContain('ASSUMED_NO_INTERLOCK');
    expect(d.final_pot_elig_411_0731).toBe(true);
  });
  it('unpaid fines → could_not_determine; unanswered → asks', () => {
    expect(decide1(dwiProb(), { caseAnswers: { ...DWI_OK, paid_all_fines_and_costs: false } }).final_eligibility).toBe(
      'could_not_determine',
    );
    const ca = { ...DWI_OK };
    delete ca.paid_all_fines_and_costs;
    const d = decide1(dwiProb(), { caseAnswers: ca });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(d.questions).toEqual(['paid_all_fines_and_costs']);
  });
  it('collision → ineligible', () => {
    expect(
      decide1(dwiProb(), { caseAnswers: { ...DWI_OK, collision_with_another_person: true } }).final_eligibility,
    ).toBe('ineligible');
  });
  it('Class A (49.04(d)) → ineligible, decided by the judgment not the answer', () => {
    const d = decide1(dwiProb({ level: 'MA' }), { caseAnswers: DWI_OK });
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('DWI_NOT_CLASS_B');
    expect(d.final_pot_elig_411_0731).toBe(false);
  });
  it('unknown level: asks the BAC question; under 0.15 settles it', () => {
    const ca = { ...DWI_OK };
    delete ca.bac_under_015;
    const d = decide1(dwiProb({ level: 'unknown' }), { caseAnswers: ca });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(d.questions).toContain('bac_under_015');
    expect(decide1(dwiProb({ level: 'unknown' }), { caseAnswers: DWI_OK }).final_eligibility).toBe('nondisclosure');
    expect(
      decide1(dwiProb({ level: 'unknown' }), { caseAnswers: { ...DWI_OK, bac_under_015: false } }).final_eligibility,
    ).toBe('ineligible');
  });
  it('a Class B DWI with a level in the data does not ask the BAC question', () => {
    const ca = { ...DWI_OK };
    delete ca.bac_under_015;
    expect(decide1(dwiProb(), { caseAnswers: ca }).questions).not.toContain('bac_under_015');
  });
});

describe('docs/law D19: ignition interlock by the order that imposed it', () => {
  const dwiProbation = () =>
    mkCase({
      id: 'dwi',
      disposition: 'probation_completed',
      statute: 'PC 49.04',
      cats: ['dwi'],
      conviction: '2022-05-15',
      placement: '2022-05-15',
      supervisionEnd: '2023-05-15',
    });
  const dwiJail = () =>
    mkCase({
      id: 'dwi',
      disposition: 'convicted_sentence',
      statute: 'PC 49.04',
      cats: ['dwi'],
      conviction: '2022-05-29',
      sentenceCompletion: '2022-06-01',
    });
  const ans = (condition?: CaseAnswers['interlock_condition']): CaseAnswers => ({
    bac_under_015: true,
    collision_with_another_person: false,
    paid_all_fines_and_costs: true,
    completion_payment_month: PAID_BEFORE,
    used_ignition_interlock_device: true,
    ...(condition === undefined ? {} : { interlock_condition: condition }),
  });
  it('example: a bond-only interlock does not shorten the 411.0731 wait (probation): 5th anniversary', () => {
    const d = decide1(dwiProbation(), { caseAnswers: ans('bond') });
    expect(d).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      ndo_form: '411.0731',
      eligible_date: '2028-05-15',
    });
    expect(reasonOf(d, 'INTERLOCK_CONDITION_NOT_MATCHED')?.params).toMatchObject({ years: '5', section: '411.0731' });
  });
  it('a probation interlock gives 411.0731 its 2nd anniversary (day before / day of)', () => {
    expect(decide1(dwiProbation(), { caseAnswers: ans('probation'), asOf: '2025-05-14' }).final_eligibility).toBe(
      'not_yet_eligible',
    );
    expect(decide1(dwiProbation(), { caseAnswers: ans('probation'), asOf: '2025-05-15' })).toMatchObject({
      final_eligibility: 'nondisclosure',
      eligible_date: '2025-05-15',
    });
  });
  it('411.0736 does not shorten on any interlock order while its text is unread: undecided from the 3rd anniversary', () => {
    expect(decide1(dwiJail(), { caseAnswers: ans('bond'), asOf: '2025-05-31' })).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      eligible_date: '2027-06-01',
    });
    for (const order of ['bond', 'other_or_not_sure'] as const) {
      const d = decide1(dwiJail(), { caseAnswers: ans(order) });
      expect(d).toMatchObject({ final_eligibility: 'could_not_determine', ndo_form: '411.0736', questions: [] });
      expect(codes(d)).toContain('NEEDS_LEGAL_REVIEW');
    }
  });
  it('after "yes" the order is asked next, with the long wait until it is answered', () => {
    const d = decide1(dwiProbation(), { caseAnswers: ans() });
    expect(d).toMatchObject({ final_eligibility: 'not_yet_eligible', eligible_date: '2028-05-15' });
    expect(d.questions).toEqual(['interlock_condition']);
  });
});

describe('docs/law D20: collision includes a passenger', () => {
  it('a "yes" bars 411.0731; "not sure" is could_not_determine', () => {
    const c = mkCase({
      disposition: 'probation_completed',
      statute: 'PC 49.04',
      cats: ['dwi'],
      conviction: '2015-05-15',
      placement: '2015-05-15',
      supervisionEnd: '2016-05-15',
    });
    const base: CaseAnswers = { paid_all_fines_and_costs: true, completion_payment_month: PAID_BEFORE };
    expect(decide1(c, { caseAnswers: { ...base, collision_with_another_person: true } }).final_eligibility).toBe(
      'ineligible',
    );
    const unsure = decide1(c, { caseAnswers: { ...base, collision_with_another_person: 'not_sure' } });
    expect(unsure.final_eligibility).toBe('could_not_determine');
    expect(reasonOf(unsure, 'ANSWER_NOT_SURE')?.params?.question).toBe('collision_with_another_person');
  });
});

describe('§4.8 411.0731 DWI probation', () => {
  const dwiProb = (over: Partial<Parameters<typeof mkCase>[0]> = {}) =>
    mkCase({
      disposition: 'probation_completed',
      statute: 'PC 49.04',
      cats: ['dwi'],
      filing: '2021-12-01',
      conviction: '2022-05-15',
      placement: '2022-05-15',
      supervisionEnd: '2023-05-15',
      ...over,
    });
  it('#19 interlock → 2 years; #20 no interlock → 5 years', () => {
    expect(decide1(dwiProb(), { caseAnswers: DWI_OK })).toMatchObject({
      final_eligibility: 'nondisclosure',
      ndo_form: '411.0731',
      eligible_date: '2025-05-15',
    });
    expect(decide1(dwiProb(), { asOf: '2025-05-14', caseAnswers: DWI_OK })).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      eligible_date: '2025-05-15',
    });
    const no = decide1(dwiProb(), { caseAnswers: { ...DWI_OK, used_ignition_interlock_device: false } });
    expect(no).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      ndo_form: '411.0731',
      eligible_date: '2028-05-15',
    });
  });
  it('D1 interlock unanswered → the longer wait, and the question is asked', () => {
    const d = decide1(dwiProb(), { caseAnswers: { ...DWI_OK, used_ignition_interlock_device: undefined } });
    expect(d).toMatchObject({ final_eligibility: 'not_yet_eligible', eligible_date: '2028-05-15' });
    expect(d.questions).toContain('used_ignition_interlock_device');
    expect(codes(d)).toContain('ASSUMED_NO_INTERLOCK');
  });
  it('D14 Class A DWI → ineligible; a "no" BAC answer does not override a Class B judgment', () => {
    expect(decide1(dwiProb({ level: 'MA' }), { caseAnswers: DWI_OK }).final_eligibility).toBe('ineligible');
    const d = decide1(dwiProb(), { caseAnswers: { ...DWI_OK, bac_under_015: false } });
    expect(d.final_eligibility).toBe('nondisclosure');
  });
  it('D14 / D16 bac_under_015 asked only when the level is unknown', () => {
    const a: CaseAnswers = {
      collision_with_another_person: false,
      used_ignition_interlock_device: true,
      interlock_condition: 'both',
      paid_all_fines_and_costs: true,
      completion_payment_month: PAID_BEFORE,
    };
    expect(decide1(dwiProb(), { caseAnswers: a }).questions).not.toContain('bac_under_015');
    const u = decide1(dwiProb({ level: 'unknown' }), { caseAnswers: a });
    expect(u.final_eligibility).toBe('could_not_determine');
    expect(u.questions).toEqual(['bac_under_015']);
  });
  it('D16 questions for a Class B DWI probation: interlock, collision, fines (not CDL)', () => {
    expect(decide1(dwiProb()).questions).toEqual([
      'used_ignition_interlock_device',
      'collision_with_another_person',
      'paid_all_fines_and_costs',
    ]);
  });
  it('collision → ineligible; first offender required', () => {
    expect(
      decide1(dwiProb(), { caseAnswers: { ...DWI_OK, collision_with_another_person: true } }).final_eligibility,
    ).toBe('ineligible');
    const prior = mkCase({
      disposition: 'convicted_sentence',
      statute: 'PC 31.03',
      filing: '2010-01-01',
      conviction: '2010-03-01',
      sentenceCompletion: '2010-03-01',
    });
    expect(decide1(dwiProb(), { others: [prior], caseAnswers: DWI_OK }).final_eligibility).toBe('ineligible');
  });
  it('CDL is not an element of 411.0731', () => {
    expect(
      decide1(dwiProb(), { caseAnswers: { ...DWI_OK, had_commercial_license_or_permit: true } }).final_eligibility,
    ).toBe('nondisclosure');
  });
});
