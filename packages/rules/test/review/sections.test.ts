/**
 * Second read, section by section (the statutes; D5, D6, D13, D14, D16): disposition, level,
 * exclusions, event, wait (day before / day of), petition, precedence (§4.11).
 */
import { describe, expect, it } from 'vitest';
import type { CaseAnswers, PersonAnswers } from '../../src/model';
import { CLEAN_ANSWERS, DWI_OK, codes, decide1, mkCase, PAID_BEFORE } from '../helpers';

const PAID: CaseAnswers = { paid_all_fines_and_costs: true, completion_payment_month: PAID_BEFORE };
const deferred = (over: Partial<Parameters<typeof mkCase>[0]>) =>
  mkCase({
    disposition: 'deferred_discharged',
    statute: 'PC 31.03',
    cats: ['theft'],
    filing: '2021-12-01',
    placement: '2022-01-10',
    discharge: '2022-09-15',
    ...over,
  });

describe('§4.1 411.072 automatic order', () => {
  it('order date is the 180th day after placement when discharge comes earlier (day before / day of)', () => {
    const c = deferred({ discharge: '2022-03-01' });
    expect(decide1(c, { asOf: '2022-07-08' })).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      ndo_form: '411.072',
      eligible_date: '2022-07-09',
    });
    expect(decide1(c, { asOf: '2022-07-09' })).toMatchObject({
      final_eligibility: 'nondisclosure',
      ndo_form: '411.072',
      eligible_date: '2022-07-09',
    });
  });
  it('an early discharge does not let 411.0725 (no wait) jump ahead of the 411.072 floor', () => {
    const d = decide1(deferred({ discharge: '2022-03-01' }), { asOf: '2022-04-01' });
    expect(d.ndo_form).toBe('411.072');
    expect(d.final_eligibility).toBe('not_yet_eligible');
  });
  it('411.0716(b) cut-off: discharge 2017-08-31 → 411.0725; 2017-09-01 → 411.072', () => {
    const before = decide1(deferred({ filing: '2016-12-01', placement: '2017-01-01', discharge: '2017-08-31' }));
    expect(before).toMatchObject({
      final_eligibility: 'nondisclosure',
      ndo_form: '411.0725',
      eligible_date: '2017-08-31',
    });
    const on = decide1(deferred({ filing: '2016-12-01', placement: '2017-01-01', discharge: '2017-09-01' }));
    expect(on).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.072', eligible_date: '2017-09-01' });
  });
  it('no petition: the 411.072 route is marked as an automatic order', () => {
    expect(codes(decide1(deferred({})))).toContain('AUTOMATIC_ORDER_NO_PETITION');
  });
  it.each([
    ['PC 20.05', 20],
    ['PC 21.07', 21],
    ['PC 22.01', 22],
    ['PC 25.03', 25],
    ['PC 42.07', 42],
    ['PC 43.02', 43],
    ['PC 46.02', 46],
  ] as const)('chapter exclusion %s → 411.0725 with the 2-year wait', (statute) => {
    const d = decide1(
      deferred({
        level: 'MA',
        statute,
        cats: [],
        filing: '2021-01-01',
        placement: '2021-06-01',
        discharge: '2023-06-01',
      }),
      { asOf: '2025-05-31' },
    );
    expect(d).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      ndo_form: '411.0725',
      eligible_date: '2025-06-01',
    });
  });
  it('chapter 71 is excluded from 411.072 but is not on the 2-year list → 411.0725 with no wait', () => {
    const d = decide1(deferred({ level: 'MA', statute: 'PC 71.02', cats: ['organized_crime'] }));
    expect(d).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.0725', eligible_date: '2022-09-15' });
  });
  it('felony deferred never uses 411.072', () => {
    const d = decide1(
      deferred({
        level: 'FS',
        statute: 'HSC 481.115',
        cats: [],
        filing: '2015-01-01',
        placement: '2015-06-01',
        discharge: '2018-06-01',
      }),
    );
    expect(d).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.0725', eligible_date: '2023-06-01' });
  });
});

describe('§4.2 411.0725 waits (0 / 2 / 5) from the discharge', () => {
  it('#7 state jail felony: 5th anniversary, day before / day of', () => {
    const c = deferred({
      level: 'FS',
      statute: 'HSC 481.115',
      cats: [],
      filing: '2017-01-01',
      placement: '2017-06-02',
      discharge: '2020-06-02',
    });
    expect(decide1(c, { asOf: '2025-06-01' })).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      eligible_date: '2025-06-02',
    });
    expect(decide1(c, { asOf: '2025-06-02' })).toMatchObject({
      final_eligibility: 'nondisclosure',
      eligible_date: '2025-06-02',
      ndo_form: '411.0725',
    });
  });
  it('#45 felony deferred is never expunction (55A.051(3))', () => {
    const d = decide1(
      deferred({ level: 'F3', filing: '2014-01-01', placement: '2014-03-01', discharge: '2018-03-01' }),
    );
    expect(d).toMatchObject({
      final_eligibility: 'nondisclosure',
      ndo_form: '411.0725',
      eligible_date: '2023-03-01',
      expunction_route: null,
    });
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

describe('§4.7 411.073 straight probation', () => {
  const prob = (over: Partial<Parameters<typeof mkCase>[0]> = {}) =>
    mkCase({
      disposition: 'probation_completed',
      statute: 'PC 30.05',
      filing: '2023-10-01',
      conviction: '2023-11-20',
      placement: '2023-11-20',
      supervisionEnd: '2024-11-20',
      ...over,
    });
  it('#16 not-listed chapter → on completion', () => {
    expect(decide1(prob(), { caseAnswers: PAID })).toMatchObject({
      final_eligibility: 'nondisclosure',
      ndo_form: '411.073',
      eligible_date: '2024-11-20',
    });
  });
  it('chapter 42 (harassment) → 2nd anniversary of completion (day before / day of)', () => {
    const c = prob({
      statute: 'PC 42.07',
      filing: '2021-10-01',
      conviction: '2021-11-20',
      placement: '2021-11-20',
      supervisionEnd: '2022-11-20',
    });
    expect(decide1(c, { asOf: '2024-11-19', caseAnswers: PAID })).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      eligible_date: '2024-11-20',
    });
    expect(decide1(c, { asOf: '2024-11-20', caseAnswers: PAID })).toMatchObject({
      final_eligibility: 'nondisclosure',
      eligible_date: '2024-11-20',
    });
  });
  it('D5 fines unanswered → could_not_determine asking paid_all_fines_and_costs; "no" → could_not_determine', () => {
    const d = decide1(prob());
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(d.questions).toEqual(['paid_all_fines_and_costs']);
    expect(decide1(prob(), { caseAnswers: { paid_all_fines_and_costs: false } }).final_eligibility).toBe(
      'could_not_determine',
    );
  });
  it.each([
    ['ABC 106.041', 'minor_dui'],
    ['PC 49.05', 'fwi'],
    ['PC 49.06', 'bwi'],
    ['PC 49.065', 'amusement_ride_intoxicated'],
    ['PC 71.02', 'organized_crime'],
  ] as const)('excluded offense %s → ineligible', (statute, cat) => {
    expect(decide1(prob({ statute, cats: [cat] }), { caseAnswers: PAID }).final_eligibility).toBe('ineligible');
  });
  it('a felony straight probation → ineligible', () => {
    expect(decide1(prob({ level: 'F3' }), { caseAnswers: PAID }).final_eligibility).toBe('ineligible');
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

describe('§4.10 411.0736 DWI conviction', () => {
  const dwiConv = (over: Partial<Parameters<typeof mkCase>[0]> = {}) =>
    mkCase({
      disposition: 'convicted_sentence',
      statute: 'PC 49.04',
      cats: ['dwi'],
      filing: '2022-01-01',
      conviction: '2022-05-29',
      sentenceCompletion: '2022-06-01',
      ...over,
    });
  it('#22 interlock → undecided from the 3rd anniversary (text unread), 5th; none → 5th', () => {
    expect(decide1(dwiConv(), { caseAnswers: DWI_OK })).toMatchObject({
      final_eligibility: 'could_not_determine',
      ndo_form: '411.0736',
    });
    expect(decide1(dwiConv(), { asOf: '2025-05-31', caseAnswers: DWI_OK })).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      eligible_date: '2027-06-01',
    });
    expect(decide1(dwiConv(), { caseAnswers: { ...DWI_OK, used_ignition_interlock_device: false } })).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      eligible_date: '2027-06-01',
    });
  });
  it('revoked DWI probation → 411.0736 from the sentence completion', () => {
    const d = decide1(dwiConv({ disposition: 'probation_revoked', placement: '2021-01-01' }), {
      caseAnswers: DWI_OK,
      asOf: '2027-06-01',
    });
    expect(d).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.0736', eligible_date: '2027-06-01' });
  });
  it('Class A DWI conviction → ineligible (49.04(d) or repeat)', () => {
    expect(decide1(dwiConv({ level: 'MA' }), { caseAnswers: DWI_OK }).final_eligibility).toBe('ineligible');
  });
  it('felony DWI conviction → ineligible', () => {
    expect(decide1(dwiConv({ level: 'F3' }), { caseAnswers: DWI_OK }).final_eligibility).toBe('ineligible');
  });
});

describe('§4.9 / D13 / D14 411.0735', () => {
  const conv = (over: Partial<Parameters<typeof mkCase>[0]> = {}) =>
    mkCase({
      disposition: 'convicted_sentence',
      statute: 'PC 31.03',
      cats: ['theft'],
      filing: '2022-10-01',
      conviction: '2022-12-22',
      sentenceCompletion: '2023-01-01',
      ...over,
    });
  it('#29 Class B theft: 2nd anniversary of completion (day before / day of)', () => {
    expect(decide1(conv(), { caseAnswers: PAID })).toMatchObject({
      final_eligibility: 'nondisclosure',
      ndo_form: '411.0735',
      eligible_date: '2025-01-01',
    });
    expect(decide1(conv(), { asOf: '2024-12-31', caseAnswers: PAID })).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      eligible_date: '2025-01-01',
    });
  });
  it('PC 22.01 assault (no family violence) is excepted from the violent/sexual review', () => {
    const d = decide1(conv({ level: 'MA', statute: 'PC 22.01', cats: ['assault'] }), { caseAnswers: PAID });
    expect(d).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.0735' });
  });
  it.each([
    ['PC 22.05', 22],
    ['PC 21.08', 21],
    ['PC 43.02', 43],
    ['PC 20.02', 20],
  ] as const)('%s conviction → could_not_determine (JUDGE_DECIDES_VIOLENT_OR_SEXUAL)', (statute) => {
    const d = decide1(conv({ level: 'MA', statute, cats: [] }), { caseAnswers: PAID });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('JUDGE_DECIDES_VIOLENT_OR_SEXUAL');
  });
  it('D14 adjudicated deferred / revoked probation (non-DWI misdemeanor) → could_not_determine, never ineligible', () => {
    for (const disposition of ['deferred_adjudicated', 'probation_revoked'] as const) {
      const d = decide1(conv({ disposition, placement: '2020-01-01' }), { caseAnswers: PAID });
      expect(d.final_eligibility).toBe('could_not_determine');
      expect(codes(d)).toContain('NEEDS_LEGAL_REVIEW');
    }
  });
  it('state jail felony with a county-jail sentence is a felony conviction (docs/law D54, replacing D14)', () => {
    const d = decide1(conv({ level: 'FS', sentenceRaw: '180 DAYS HCJ' }), { caseAnswers: PAID });
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toEqual(expect.arrayContaining(['FELONY_CONVICTION', 'STATE_JAIL_FELONY_COUNTY_JAIL']));
  });
  it('felony conviction (no VTC) → ineligible', () => {
    expect(decide1(conv({ level: 'F3', sentenceRaw: '2 YEARS TDCJ' }), { caseAnswers: PAID }).final_eligibility).toBe(
      'ineligible',
    );
  });
  it('first offender: prior conviction → ineligible', () => {
    const prior = mkCase({
      disposition: 'convicted_sentence',
      statute: 'PC 30.05',
      filing: '2010-01-01',
      conviction: '2010-03-01',
      sentenceCompletion: '2010-03-01',
    });
    expect(decide1(conv(), { others: [prior], caseAnswers: PAID }).final_eligibility).toBe('ineligible');
  });
});

describe('D6 deferred still running or without a discharge', () => {
  it('scheduled end in the past and no discharge → could_not_determine (NO_DISCHARGE_ON_RECORD)', () => {
    const d = decide1(
      mkCase({
        disposition: 'on_deferred',
        statute: 'PC 31.03',
        filing: '2019-06-01',
        placement: '2020-01-01',
        supervisionMonths: 12,
      }),
    );
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('NO_DISCHARGE_ON_RECORD');
  });
  it('scheduled end in the future → not_yet_eligible from start + term − 1 day', () => {
    const d = decide1(
      mkCase({
        disposition: 'on_deferred',
        statute: 'PC 31.03',
        filing: '2024-06-01',
        placement: '2025-01-01',
        supervisionMonths: 12,
      }),
    );
    expect(d).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      ndo_form: '411.072',
      eligible_date: '2025-12-31',
    });
  });
  it('a discharge_discharged record with neither discharge nor dismissal date → could_not_determine', () => {
    const d = decide1(
      mkCase({
        disposition: 'deferred_discharged',
        statute: 'PC 31.03',
        filing: '2019-06-01',
        placement: '2020-01-01',
      }),
    );
    expect(d.final_eligibility).toBe('could_not_determine');
  });
  it('an estimated (not upper-bound) discharge date that makes the case eligible now → could_not_determine', () => {
    const d = decide1(deferred({ estimated: ['discharge'] }));
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('DATE_ESTIMATED_MATTERS');
  });
});

describe('§4.4 411.0727, §4.5 411.0728, §4.6 411.0729', () => {
  const VET_TC: PersonAnswers = {
    ...CLEAN_ANSWERS,
    isVeteran: true,
    completedVetTreatmentCrt: true,
    completedVetReemploymentPrg: false,
  };
  const VET_RE: PersonAnswers = {
    ...CLEAN_ANSWERS,
    isVeteran: true,
    completedVetTreatmentCrt: false,
    completedVetReemploymentPrg: true,
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
  it('D2 411.0728 never yields nondisclosure: all answers favourable → could_not_determine (NEEDS_LEGAL_REVIEW)', () => {
    const victim: PersonAnswers = {
      ...CLEAN_ANSWERS,
      hasBeenVictim: true,
      hasVictimCaseInHarrisCounty: true,
      investigationAssistanceRequested: false,
    };
    const t = mkCase({
      disposition: 'convicted_sentence',
      level: 'MB',
      statute: 'PC 43.02',
      cats: ['prostitution'],
      filing: '2019-01-01',
      conviction: '2019-02-01',
      sentenceCompletion: '2019-02-01',
    });
    const other = mkCase({
      disposition: 'convicted_sentence',
      level: 'MB',
      statute: 'PC 43.02',
      cats: ['prostitution'],
      filing: '2018-01-01',
      conviction: '2018-02-01',
      sentenceCompletion: '2018-02-01',
    });
    const d = decide1(t, {
      others: [other],
      answers: victim,
      caseAnswers: {
        committed_solely_as_trafficking_victim: true,
        commited_after_submitting_petition: false,
        paid_all_fines_and_costs: true,
        completion_payment_month: PAID_BEFORE,
      },
    });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('NEEDS_LEGAL_REVIEW');
    expect(d.final_pot_elig_411_0728).toBe(true);
  });
  it('D16 411.0728 asks committed_solely_as_trafficking_victim and commited_after_submitting_petition', () => {
    const victim: PersonAnswers = {
      ...CLEAN_ANSWERS,
      hasBeenVictim: true,
      hasVictimCaseInHarrisCounty: true,
      investigationAssistanceRequested: false,
    };
    const t = mkCase({
      disposition: 'convicted_sentence',
      level: 'MB',
      statute: 'PC 31.03',
      cats: ['theft'],
      filing: '2019-01-01',
      conviction: '2019-02-01',
      sentenceCompletion: '2019-02-01',
    });
    const prior = mkCase({
      disposition: 'convicted_sentence',
      level: 'MB',
      statute: 'PC 31.03',
      cats: ['theft'],
      filing: '2018-01-01',
      conviction: '2018-02-01',
      sentenceCompletion: '2018-02-01',
    });
    const d = decide1(t, {
      others: [prior],
      answers: victim,
      caseAnswers: { paid_all_fines_and_costs: true, completion_payment_month: PAID_BEFORE },
    });
    expect(d.questions).toEqual(['committed_solely_as_trafficking_victim', 'commited_after_submitting_petition']);
  });
  it('411.0728 list: Class A theft and Class A marijuana are not on it', () => {
    const victim: PersonAnswers = {
      ...CLEAN_ANSWERS,
      hasBeenVictim: true,
      hasVictimCaseInHarrisCounty: true,
      investigationAssistanceRequested: false,
    };
    for (const cats of [['theft'], ['marijuana']] as const) {
      const t = mkCase({
        disposition: 'convicted_sentence',
        level: 'MA',
        statute: cats[0] === 'theft' ? 'PC 31.03' : 'HSC 481.121',
        cats: [...cats],
        filing: '2019-01-01',
        conviction: '2019-02-01',
        sentenceCompletion: '2019-02-01',
      });
      const prior = mkCase({
        disposition: 'convicted_sentence',
        level: 'MB',
        statute: 'PC 30.05',
        filing: '2018-01-01',
        conviction: '2018-02-01',
        sentenceCompletion: '2018-02-01',
      });
      const d = decide1(t, {
        others: [prior],
        answers: victim,
        caseAnswers: { paid_all_fines_and_costs: true, completion_payment_month: PAID_BEFORE },
      });
      expect(d.final_pot_elig_411_0728).toBe(false);
      expect(d.final_eligibility).toBe('ineligible');
    }
  });
  it('411.0729: misdemeanor deferred, veteran, program completed → nondisclosure on completion, no petition, despite a prior record', () => {
    const prior = mkCase({
      disposition: 'convicted_sentence',
      statute: 'PC 30.05',
      filing: '2010-01-01',
      conviction: '2010-03-01',
      sentenceCompletion: '2010-03-01',
    });
    const t = deferred({
      level: 'MA',
      statute: 'PC 22.01',
      cats: ['assault'],
      filing: '2023-01-01',
      placement: '2023-06-01',
      discharge: '2024-06-01',
    });
    const d = decide1(t, {
      others: [prior],
      answers: VET_RE,
      caseAnswers: { completed_vet_reemployment_prg_for_case: true },
    });
    expect(d).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.0729', eligible_date: '2024-06-01' });
  });
  it('D2 / D4 411.0729 where 411.074 would bar → could_not_determine (NEEDS_LEGAL_REVIEW), never nondisclosure', () => {
    const inWindow = mkCase({
      disposition: 'convicted_sentence',
      statute: 'PC 30.05',
      filing: '2023-08-01',
      conviction: '2023-09-01',
      sentenceCompletion: '2023-09-01',
    });
    const t = deferred({
      level: 'MA',
      statute: 'PC 22.01',
      cats: ['assault'],
      filing: '2023-01-01',
      placement: '2023-06-01',
      discharge: '2024-06-01',
    });
    const d = decide1(t, {
      others: [inWindow],
      answers: VET_RE,
      caseAnswers: { completed_vet_reemployment_prg_for_case: true },
    });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('NEEDS_LEGAL_REVIEW');
  });
  it('411.0729 does not reach a felony or a conviction without supervision', () => {
    const fel = deferred({ level: 'F3', filing: '2015-01-01', placement: '2015-06-01', discharge: '2024-06-01' });
    expect(
      decide1(fel, { answers: VET_RE, caseAnswers: { completed_vet_reemployment_prg_for_case: true } }).ndo_form,
    ).toBe('411.0725');
  });
});
