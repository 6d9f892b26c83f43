import { describe, expect, it } from 'vitest';
import type { CaseAnswers } from '../../src/model';
import { DWI_OK, codes, decide1, mkCase } from '../helpers';

const dwi = (over: Parameters<typeof mkCase>[0] | object = {}) =>
  mkCase({
    disposition: 'deferred_discharged',
    statute: 'PC 49.04',
    cats: ['dwi'],
    offense: '2020-02-01',
    filing: '2020-02-02',
    placement: '2020-09-01',
    discharge: '2023-03-01',
    ...over,
  });
const bwi = () =>
  mkCase({
    disposition: 'deferred_discharged',
    statute: 'PC 49.06',
    cats: ['bwi'],
    offense: '2020-02-01',
    filing: '2020-02-02',
    placement: '2020-09-01',
    discharge: '2023-03-01',
  });

describe('§ 411.0726 DWI / BWI deferred adjudication', () => {
  it.each([
    { asOf: '2025-02-28', want: 'not_yet_eligible' },
    { asOf: '2025-03-01', want: 'nondisclosure' },
  ])('2-year wait: $asOf → $want', ({ asOf, want }) => {
    const d = decide1(dwi(), { asOf, caseAnswers: DWI_OK });
    expect(d.final_eligibility).toBe(want);
    expect(d.eligible_date).toBe('2025-03-01');
    expect(d.ndo_form).toBe('411.0726');
  });
  it.each([
    ['bac_under_015', 'BAC_UNKNOWN'],
    ['had_commercial_license_or_permit', 'CDL_UNKNOWN'],
    ['collision_with_another_person', 'COLLISION_UNKNOWN'],
  ] as const)('unanswered %s → could_not_determine asking it', (key, code) => {
    const answers: CaseAnswers = { ...DWI_OK, [key]: undefined };
    const d = decide1(dwi(), { caseAnswers: answers });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(d.questions).toEqual([key]);
    expect(codes(d)).toContain(code);
    expect(d.hideStatus).toBe(true);
  });
  it('asks all three DWI questions at once when none is answered', () => {
    const d = decide1(dwi());
    expect(d.questions).toEqual(['bac_under_015', 'had_commercial_license_or_permit', 'collision_with_another_person']);
  });
  it('BAC 0.15+ or CDL on a deferred DWI is an anomaly, not ineligible', () => {
    expect(decide1(dwi(), { caseAnswers: { ...DWI_OK, bac_under_015: false } }).final_eligibility).toBe(
      'could_not_determine',
    );
    const d = decide1(dwi(), { caseAnswers: { ...DWI_OK, had_commercial_license_or_permit: true } });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('DWI_DEFERRED_ANOMALY');
  });
  it('collision with another person → ineligible for DWI', () => {
    const d = decide1(dwi(), { caseAnswers: { ...DWI_OK, collision_with_another_person: true } });
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('COLLISION_WITH_ANOTHER_PERSON');
  });
  it('collision in a BWI case needs review', () => {
    const d = decide1(bwi(), { caseAnswers: { ...DWI_OK, collision_with_another_person: true } });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('BWI_COLLISION_REVIEW');
  });
  it('BWI uses the boating form and flag', () => {
    const d = decide1(bwi(), { caseAnswers: DWI_OK });
    expect(d.ndo_form).toBe('411.0726-bwi');
    expect(d.bwi).toBe(true);
    expect(d.final_eligibility).toBe('nondisclosure');
  });
  it.each([
    { offense: '2019-08-31', want: 'could_not_determine' },
    { offense: '2019-09-01', want: 'nondisclosure' },
  ])('deferred DWI for an offense on $offense → $want (HB 3582 date)', ({ offense, want }) => {
    expect(decide1(dwi({ offense, filing: '2019-09-05' }), { caseAnswers: DWI_OK }).final_eligibility).toBe(want);
  });
  it('Class A or felony DWI deferred → could_not_determine, DWI_DEFERRED_ANOMALY, not a bar (docs/law D31)', () => {
    for (const level of ['MA', 'F3'] as const) {
      const d = decide1(dwi({ level }), { caseAnswers: DWI_OK });
      expect(d.final_eligibility).toBe('could_not_determine');
      expect(codes(d)).toContain('DWI_DEFERRED_ANOMALY');
      expect(codes(d)).not.toContain('DWI_NOT_CLASS_B');
    }
  });
  it('earlier conviction fails the first-offender test', () => {
    const prior = mkCase({
      disposition: 'convicted_sentence',
      statute: 'PC 31.03',
      filing: '2015-01-01',
      conviction: '2015-03-01',
      sentenceCompletion: '2015-03-01',
    });
    const d = decide1(dwi(), { caseAnswers: DWI_OK, others: [prior] });
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('FIRST_OFFENDER_FAILED');
  });
});
