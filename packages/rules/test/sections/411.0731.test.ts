import { describe, expect, it } from 'vitest';
import { DWI_OK, codes, decide1, mkCase } from '../helpers';

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
