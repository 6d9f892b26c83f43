import { describe, expect, it } from 'vitest';

import type { CaseAnswers } from '../../src/model';
import { codes, decide1, DWI_OK, mkCase } from '../helpers';

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

describe('§4.3 411.0726 DWI / BWI deferred adjudication', () => {
  const dwi = (over: Partial<Parameters<typeof mkCase>[0]> = {}) =>
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
  const ANS: CaseAnswers = {
    bac_under_015: true,
    had_commercial_license_or_permit: false,
    collision_with_another_person: false,
  };
  it('#25 second anniversary of the discharge (day before / day of)', () => {
    expect(decide1(dwi(), { asOf: '2025-02-28', caseAnswers: ANS })).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      eligible_date: '2025-03-01',
    });
    expect(decide1(dwi(), { asOf: '2025-03-01', caseAnswers: ANS })).toMatchObject({
      final_eligibility: 'nondisclosure',
      ndo_form: '411.0726',
      eligible_date: '2025-03-01',
    });
  });
  it('#27 BWI uses the boating form and the same 2-year wait', () => {
    const d = decide1(dwi({ statute: 'PC 49.06', cats: ['bwi'], discharge: '2023-07-01' }), { caseAnswers: ANS });
    expect(d).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      ndo_form: '411.0726-bwi',
      eligible_date: '2025-07-01',
      bwi: true,
    });
  });
  it('DWI deferred never goes to 411.072 or 411.0725', () => {
    const d = decide1(dwi(), { asOf: '2023-06-01', caseAnswers: ANS });
    expect(d.ndo_form).toBe('411.0726');
    expect(d.final_eligibility).toBe('not_yet_eligible');
  });
  it('offense before 2019-09-01 → could_not_determine (deferred not lawfully available), on 2019-09-01 fine', () => {
    expect(decide1(dwi({ offense: '2019-08-31', filing: '2019-09-05' }), { caseAnswers: ANS }).final_eligibility).toBe(
      'could_not_determine',
    );
    expect(decide1(dwi({ offense: '2019-09-01', filing: '2019-09-05' }), { caseAnswers: ANS }).final_eligibility).toBe(
      'nondisclosure',
    );
  });
  it('D16 a "no" to BAC under 0.15 or a "yes" to CDL → could_not_determine (DWI_DEFERRED_ANOMALY), not ineligible', () => {
    for (const a of [
      { ...ANS, bac_under_015: false },
      { ...ANS, had_commercial_license_or_permit: true },
    ]) {
      const d = decide1(dwi(), { caseAnswers: a });
      expect(d.final_eligibility).toBe('could_not_determine');
      expect(codes(d)).toContain('DWI_DEFERRED_ANOMALY');
    }
  });
  it('collision with another person: DWI → ineligible; BWI → could_not_determine', () => {
    expect(decide1(dwi(), { caseAnswers: { ...ANS, collision_with_another_person: true } }).final_eligibility).toBe(
      'ineligible',
    );
    expect(
      decide1(dwi({ statute: 'PC 49.06', cats: ['bwi'] }), {
        caseAnswers: { ...ANS, collision_with_another_person: true },
      }).final_eligibility,
    ).toBe('could_not_determine');
  });
  it('first offender: a prior conviction bars 411.0726', () => {
    const prior = mkCase({
      disposition: 'convicted_sentence',
      statute: 'PC 31.03',
      filing: '2010-01-01',
      conviction: '2010-03-01',
      sentenceCompletion: '2010-03-01',
    });
    expect(decide1(dwi(), { others: [prior], caseAnswers: ANS }).final_eligibility).toBe('ineligible');
  });
  it('a Class A (49.04(d)) deferred DWI is a record anomaly → could_not_determine (docs/law D31)', () => {
    const d = decide1(dwi({ level: 'MA' }), { caseAnswers: ANS });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('DWI_DEFERRED_ANOMALY');
  });
  it('D16 questions: bac, CDL, collision (no interlock, no fines question)', () => {
    expect(decide1(dwi()).questions).toEqual([
      'bac_under_015',
      'had_commercial_license_or_permit',
      'collision_with_another_person',
    ]);
  });
});
