/** Every public worked case of the docs/law D72 (evaluation date 2025-06-01 unless stated). */
import { describe, expect, it } from 'vitest';
import { CLEAN_ANSWERS, DWI_OK, codes, decide1, mkCase, PAID_BEFORE } from './helpers';

describe('docs/law D72 worked cases', () => {
  it('#1 Class B theft deferred, discharged after day 180 → 411.072 on discharge', () => {
    const d = decide1(
      mkCase({
        disposition: 'deferred_discharged',
        statute: 'PC 31.03',
        cats: ['theft'],
        placement: '2022-01-10',
        discharge: '2022-09-15',
      }),
    );
    expect(d.final_eligibility).toBe('nondisclosure');
    expect(d.ndo_form).toBe('411.072');
    expect(d.eligible_date).toBe('2022-09-15');
  });
  it('#4 marijuana deferred discharged 2016 → 411.0725, no wait', () => {
    const d = decide1(
      mkCase({
        disposition: 'deferred_discharged',
        statute: 'HSC 481.121',
        cats: ['marijuana'],
        placement: '2015-11-01',
        discharge: '2016-05-01',
      }),
    );
    expect(d.final_eligibility).toBe('nondisclosure');
    expect(d.ndo_form).toBe('411.0725');
    expect(d.eligible_date).toBe('2016-05-01');
    expect(codes(d)).toContain('DISCHARGE_BEFORE_072_CUTOFF');
  });
  const assault = {
    disposition: 'deferred_discharged' as const,
    level: 'MA' as const,
    statute: 'PC 22.01',
    cats: ['assault' as const],
    placement: '2022-06-01',
    discharge: '2023-06-01',
  };
  it('#5 Class A assault deferred → 411.0725 on the second anniversary (day of)', () => {
    const d = decide1(mkCase(assault));
    expect(d.final_eligibility).toBe('nondisclosure');
    expect(d.ndo_form).toBe('411.0725');
    expect(d.eligible_date).toBe('2025-06-01');
  });
  it('#6 same, the day before → not_yet_eligible', () => {
    const d = decide1(mkCase(assault), { asOf: '2025-05-31' });
    expect(d.final_eligibility).toBe('not_yet_eligible');
    expect(d.ndo_form).toBe('411.0725');
    expect(d.eligible_date).toBe('2025-06-01');
  });
  it('#7 state jail felony deferred → 411.0725 fifth anniversary', () => {
    const d = decide1(
      mkCase({
        disposition: 'deferred_discharged',
        level: 'FS',
        statute: 'HSC 481.115',
        placement: '2017-06-02',
        discharge: '2020-06-02',
      }),
    );
    expect(d.final_eligibility).toBe('not_yet_eligible');
    expect(d.ndo_form).toBe('411.0725');
    expect(d.eligible_date).toBe('2025-06-02');
  });
  it('#9 prior Class C public intoxication conviction → 411.072 fails, 411.0725 applies', () => {
    const prior = mkCase({
      disposition: 'convicted_sentence',
      level: 'MC',
      statute: 'PC 49.02',
      conviction: '2015-03-01',
      filing: '2015-02-01',
    });
    const d = decide1(
      mkCase({ disposition: 'deferred_discharged', cats: ['theft'], placement: '2020-08-01', discharge: '2021-08-01' }),
      { others: [prior] },
    );
    expect(d.final_eligibility).toBe('nondisclosure');
    expect(d.ndo_form).toBe('411.0725');
    expect(d.eligible_date).toBe('2021-08-01');
  });
  it('#10 felony deferred; DWI conviction inside the 5-year window → ineligible', () => {
    const dwi = mkCase({
      disposition: 'convicted_sentence',
      statute: 'PC 49.04',
      cats: ['dwi'],
      conviction: '2021-03-01',
      filing: '2020-12-01',
    });
    const d = decide1(
      mkCase({
        disposition: 'deferred_discharged',
        level: 'F3',
        statute: 'PC 31.03',
        placement: '2016-01-15',
        discharge: '2019-01-15',
      }),
      { others: [dwi] },
    );
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('CLEAN_PERIOD_VIOLATED');
  });
  it('#12 assault on spouse with a family-violence finding → ineligible', () => {
    const d = decide1(
      mkCase({
        ...assault,
        cats: ['assault', 'family_violence'],
        fvFinding: true,
        discharge: '2020-06-01',
        placement: '2019-06-01',
      }),
    );
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toEqual(
      expect.arrayContaining(['BAR_411074_FAMILY_VIOLENCE_FINDING', 'BAR_411074_FAMILY_VIOLENCE']),
    );
  });
  it('#16 criminal trespass straight probation completed → 411.073 immediately', () => {
    const c = mkCase({
      disposition: 'probation_completed',
      statute: 'PC 30.05',
      conviction: '2023-11-20',
      placement: '2023-11-20',
      supervisionEnd: '2024-11-20',
    });
    const d = decide1(c, { caseAnswers: { paid_all_fines_and_costs: true, completion_payment_month: PAID_BEFORE } });
    expect(d.final_eligibility).toBe('nondisclosure');
    expect(d.ndo_form).toBe('411.073');
    expect(d.eligible_date).toBe('2024-11-20');
  });
  const dwiProb = {
    disposition: 'probation_completed' as const,
    statute: 'PC 49.04',
    cats: ['dwi' as const],
    conviction: '2022-05-15',
    placement: '2022-05-15',
    supervisionEnd: '2023-05-15',
  };
  it('#19 DWI probation, interlock 6 months → 411.0731 at 2 years', () => {
    const d = decide1(mkCase(dwiProb), { caseAnswers: DWI_OK });
    expect(d.final_eligibility).toBe('nondisclosure');
    expect(d.ndo_form).toBe('411.0731');
    expect(d.eligible_date).toBe('2025-05-15');
  });
  it('#20 same without interlock → not yet, 5 years', () => {
    const d = decide1(mkCase(dwiProb), { caseAnswers: { ...DWI_OK, used_ignition_interlock_device: false } });
    expect(d.final_eligibility).toBe('not_yet_eligible');
    expect(d.ndo_form).toBe('411.0731');
    expect(d.eligible_date).toBe('2028-05-15');
  });
  it('#22 DWI jail + fine, interlock → undecided from the third anniversary, 411.0736 from the fifth (text unread)', () => {
    const c = mkCase({
      disposition: 'convicted_sentence',
      statute: 'PC 49.04',
      cats: ['dwi'],
      conviction: '2022-05-29',
      sentenceCompletion: '2022-06-01',
      estimated: ['sentenceCompletion'],
    });
    const d = decide1(c, { caseAnswers: DWI_OK });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(d.reasons.find((r) => r.code === 'NEEDS_LEGAL_REVIEW')?.params).toMatchObject({
      section: '411.0736',
      date: '2025-06-01',
    });
    const fifth = decide1(c, { caseAnswers: DWI_OK, asOf: '2027-06-01' });
    expect(fifth).toMatchObject({
      final_eligibility: 'nondisclosure',
      ndo_form: '411.0736',
      eligible_date: '2027-06-01',
    });
    const dayBefore = decide1(c, { caseAnswers: DWI_OK, asOf: '2027-05-31' });
    expect(dayBefore.final_eligibility).toBe('could_not_determine');
  });
  it('#25 DWI deferred (offense 2020) → 411.0726 second anniversary', () => {
    const c = mkCase({
      disposition: 'deferred_discharged',
      statute: 'PC 49.04',
      cats: ['dwi'],
      offense: '2020-02-01',
      filing: '2020-02-02',
      placement: '2020-09-01',
      discharge: '2023-03-01',
    });
    const d = decide1(c, { caseAnswers: DWI_OK });
    expect(d.final_eligibility).toBe('nondisclosure');
    expect(d.ndo_form).toBe('411.0726');
    expect(d.eligible_date).toBe('2025-03-01');
  });
  it('#27 BWI deferred → 411.0726 boating form, not yet', () => {
    const c = mkCase({
      disposition: 'deferred_discharged',
      statute: 'PC 49.06',
      cats: ['bwi'],
      offense: '2020-07-01',
      filing: '2020-07-02',
      placement: '2021-07-01',
      discharge: '2023-07-01',
    });
    const d = decide1(c, { caseAnswers: DWI_OK });
    expect(d.final_eligibility).toBe('not_yet_eligible');
    expect(d.ndo_form).toBe('411.0726-bwi');
    expect(d.eligible_date).toBe('2025-07-01');
    expect(d.bwi).toBe(true);
  });
  it('#29 Class B theft, 10 days jail + fine → 411.0735 second anniversary', () => {
    const c = mkCase({
      disposition: 'convicted_sentence',
      cats: ['theft'],
      conviction: '2022-12-22',
      sentenceCompletion: '2023-01-01',
      estimated: ['sentenceCompletion'],
    });
    const d = decide1(c, { caseAnswers: { paid_all_fines_and_costs: true, completion_payment_month: PAID_BEFORE } });
    expect(d.final_eligibility).toBe('nondisclosure');
    expect(d.ndo_form).toBe('411.0735');
    expect(d.eligible_date).toBe('2025-01-01');
  });
  const vtcAnswers = {
    ...CLEAN_ANSWERS,
    isVeteran: true,
    completedVetTreatmentCrt: true,
    completedVetReemploymentPrg: false,
  };
  it('#33 Class A marijuana, VTC completed, convicted → 411.0727 second anniversary', () => {
    const c = mkCase({
      disposition: 'probation_completed',
      level: 'MA',
      statute: 'HSC 481.121',
      cats: ['marijuana'],
      conviction: '2022-04-10',
      placement: '2022-04-10',
      supervisionEnd: '2023-04-10',
    });
    const d = decide1(c, { answers: vtcAnswers, caseAnswers: { completed_vet_treatment_court_for_case: true } });
    expect(d.final_eligibility).toBe('nondisclosure');
    expect(d.ndo_form).toBe('411.0727');
    expect(d.eligible_date).toBe('2025-04-10');
  });
  it('#34 same but dismissed on VTC completion → expunction 55A.053(a)(2)(A) now', () => {
    const c = mkCase({
      disposition: 'dismissed',
      dismissalReason: 'other',
      level: 'MA',
      statute: 'HSC 481.121',
      cats: ['marijuana'],
      dismissal: '2023-04-10',
    });
    const d = decide1(c, { answers: vtcAnswers, caseAnswers: { completed_vet_treatment_court_for_case: true } });
    expect(d.final_eligibility).toBe('expunction');
    expect(d.expunction_route).toBe('55A.053(a)(2)(A)');
    expect(d.ndo_form).toBeNull();
  });
  it('#38 dismissed for lack of probable cause → expunction 55A.053 now', () => {
    const d = decide1(
      mkCase({
        disposition: 'dismissed',
        dismissalReason: 'no_probable_cause',
        statute: 'HSC 481.121',
        cats: ['marijuana'],
        dismissal: '2024-08-01',
      }),
    );
    expect(d.final_eligibility).toBe('expunction');
    expect(d.expunction_route).toBe('55A.053(a)(2)(D)');
    expect(d.eligible_date).toBe('2024-08-01');
  });
  it('#41 felony no-bill → expunction 3 years from arrest (day of)', () => {
    const d = decide1(mkCase({ disposition: 'no_bill', level: 'F3', arrest: '2022-06-01', filing: '2022-06-02' }));
    expect(d.final_eligibility).toBe('expunction');
    expect(d.expunction_route).toBe('55A.052');
    expect(d.eligible_date).toBe('2025-06-01');
  });
  it('#43 acquitted → expunction 55A.002', () => {
    const d = decide1(
      mkCase({
        disposition: 'acquitted',
        level: 'MA',
        statute: 'PC 22.01',
        cats: ['assault'],
        dismissal: '2025-04-01',
      }),
    );
    expect(d.final_eligibility).toBe('expunction');
    expect(d.expunction_route).toBe('55A.002');
    expect(d.eligible_date).toBe('2025-04-01');
  });
  it('#45 felony theft deferred → nondisclosure 411.0725, not expunction', () => {
    const d = decide1(
      mkCase({
        disposition: 'deferred_discharged',
        level: 'F3',
        cats: ['theft'],
        placement: '2015-03-01',
        discharge: '2018-03-01',
      }),
    );
    expect(d.final_eligibility).toBe('nondisclosure');
    expect(d.ndo_form).toBe('411.0725');
    expect(d.eligible_date).toBe('2023-03-01');
    expect(codes(d)).toContain('DEFERRED_BLOCKS_EXPUNCTION');
  });
  it('#52 conviction after the 411.0725 window → still nondisclosure, judge may weigh it', () => {
    const later = mkCase({
      disposition: 'convicted_sentence',
      cats: ['theft'],
      filing: '2025-03-25',
      conviction: '2025-04-15',
      sentenceCompletion: '2025-04-15',
    });
    const d = decide1(
      mkCase({
        disposition: 'deferred_discharged',
        level: 'F3',
        cats: ['theft'],
        placement: '2016-01-10',
        discharge: '2019-01-10',
      }),
      { others: [later] },
    );
    expect(d.final_eligibility).toBe('nondisclosure');
    expect(d.ndo_form).toBe('411.0725');
    expect(d.eligible_date).toBe('2024-01-10');
    expect(codes(d)).toContain('LATER_CONVICTION_MAY_WEIGH');
  });
  it('#53 411.073 with a later conviction → could_not_determine (previously is ambiguous)', () => {
    const later = mkCase({
      disposition: 'convicted_sentence',
      cats: ['theft'],
      filing: '2024-01-05',
      conviction: '2024-03-01',
      sentenceCompletion: '2024-03-01',
    });
    const c = mkCase({
      disposition: 'probation_completed',
      statute: 'PC 30.05',
      conviction: '2019-06-01',
      placement: '2019-06-01',
      supervisionEnd: '2020-06-01',
    });
    const d = decide1(c, {
      others: [later],
      caseAnswers: { paid_all_fines_and_costs: true, completion_payment_month: PAID_BEFORE },
    });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(d.ndo_form).toBe('411.073');
    expect(codes(d)).toContain('LATER_RECORD_AMBIGUOUS');
  });
  it('#54 pending case → could_not_determine', () => {
    const d = decide1(mkCase({ disposition: 'pending', cats: ['theft'] }));
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toEqual(['PENDING_CASE']);
  });
});
