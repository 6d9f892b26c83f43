/** CCP ch. 55A expunction flags. */
import { describe, expect, it } from 'vitest';
import { CLEAN_ANSWERS, codes, decide1, mkCase, PAID_BEFORE } from '../helpers';

describe('expunction routes', () => {
  it.each([
    { level: 'MB' as const, before: '2023-05-31', on: '2023-06-01' },
    { level: 'MA' as const, before: '2023-05-31', on: '2023-06-01' },
    { level: 'F3' as const, before: '2025-05-31', on: '2025-06-01' },
    { level: 'unknown' as const, before: '2025-05-31', on: '2025-06-01' },
  ])('no-bill $level: day before / day of $on', ({ level, before, on }) => {
    const c = mkCase({ disposition: 'no_bill', level, arrest: '2022-06-01', filing: '2022-06-03' });
    const b = decide1(c, { asOf: before });
    expect(b.final_eligibility).toBe('not_yet_eligible');
    expect(b.expunction_route).toBe('55A.052');
    expect(b.eligible_date).toBe(on);
    const d = decide1(c, { asOf: on });
    expect(d.final_eligibility).toBe('expunction');
    expect(codes(d)).toContain('EXPUNCTION_PARTIAL');
  });
  it('no-bill without an arrest date: the filing date stands in while its date is ahead, then the arrest month decides (docs/law D22)', () => {
    const c = mkCase({ disposition: 'no_bill', level: 'MB', filing: '2022-06-03' });
    const ahead = decide1(c, { asOf: '2023-06-02' });
    expect(ahead).toMatchObject({ final_eligibility: 'not_yet_eligible', eligible_date: '2023-06-03', questions: [] });
    expect(codes(ahead)).toContain('DATE_ESTIMATED');
    const due = decide1(c, { asOf: '2023-06-03' });
    expect(due).toMatchObject({ final_eligibility: 'could_not_determine', questions: ['arrest_month'] });
    expect(codes(due)).toContain('ARREST_MONTH_NEEDED');
    // A warrant arrest months after the filing: counted from the last day of that month (day before / day of).
    const later = { arrest_month: '2022-09' };
    expect(decide1(c, { asOf: '2023-09-29', caseAnswers: later })).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      eligible_date: '2023-09-30',
    });
    const onTime = decide1(c, { asOf: '2023-09-30', caseAnswers: later });
    expect(onTime).toMatchObject({
      final_eligibility: 'expunction',
      expunction_route: '55A.052',
      eligible_date: '2023-09-30',
    });
    expect(codes(onTime)).toContain('ARREST_FROM_ANSWER');
    const unknown = decide1(c, { asOf: '2023-09-30', caseAnswers: { arrest_month: 'unknown' } });
    expect(unknown).toMatchObject({ final_eligibility: 'could_not_determine', questions: [] });
    expect(codes(unknown)).toContain('ARREST_MONTH_UNKNOWN');
  });
  it('misdemeanor dismissal, no reason: limitations from dismissal + 2 years + 2 days', () => {
    const c = mkCase({ disposition: 'dismissed', dismissalReason: 'unknown', dismissal: '2023-06-01' });
    const b = decide1(c, { asOf: '2025-06-02' });
    expect(b.final_eligibility).toBe('not_yet_eligible');
    expect(b.eligible_date).toBe('2025-06-03');
    expect(b.expunction_route).toBe('55A.054');
    expect(decide1(c, { asOf: '2025-06-03' }).final_eligibility).toBe('expunction');
  });
  it('felony theft dismissal: 5 years; an offense the limitations table does not list: could_not_determine', () => {
    expect(
      decide1(
        mkCase({
          disposition: 'dismissed',
          dismissalReason: 'other',
          level: 'F3',
          statute: 'PC 31.03',
          dismissal: '2020-06-01',
          chargePresented: true,
        }),
      ).eligible_date,
    ).toBe('2025-06-03');
    const d = decide1(
      mkCase({
        disposition: 'dismissed',
        dismissalReason: 'other',
        level: 'F3',
        statute: 'PC 71.02',
        dismissal: '2020-06-01',
        chargePresented: true,
      }),
    );
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('FELONY_LIMITATIONS_UNKNOWN');
  });
  it('pretrial intervention: now; DWI pretrial intervention: now, with the Harris DA one-year note', () => {
    expect(
      decide1(mkCase({ disposition: 'dismissed', dismissalReason: 'pretrial_intervention', dismissal: '2025-05-01' }))
        .final_eligibility,
    ).toBe('expunction');
    const dwi = decide1(
      mkCase({
        disposition: 'dismissed',
        dismissalReason: 'pretrial_intervention',
        statute: 'PC 49.04',
        cats: ['dwi'],
        dismissal: '2025-05-01',
      }),
    );
    expect(dwi.final_eligibility).toBe('expunction');
    expect(dwi.eligible_date).toBe('2025-05-01');
    expect(dwi.reasons.find((r) => r.code === 'HARRIS_DA_PTI_ONE_YEAR')?.params?.date).toBe('2026-05-01');
  });
  it('a dismissal after deferred adjudication is not an expunction', () => {
    const d = decide1(
      mkCase({
        disposition: 'dismissed',
        dismissalReason: 'after_deferred',
        placement: '2020-01-01',
        dismissal: '2021-01-01',
      }),
    );
    expect(d.final_eligibility).toBe('nondisclosure');
    expect(d.ndo_form).toBe('411.072');
  });
  it('acquittal with another charge from the same arrest convicted → could_not_determine', () => {
    const other = mkCase({
      disposition: 'convicted_sentence',
      filing: '2024-01-01',
      conviction: '2024-06-01',
      sentenceCompletion: '2024-06-01',
    });
    const d = decide1(mkCase({ disposition: 'acquitted', filing: '2024-01-01', dismissal: '2024-06-01' }), {
      others: [other],
    });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('SAME_EPISODE_MIXED');
  });
  it.each([
    { offense: '2021-08-31', want: 'expunction' },
    { offense: '2021-09-01', want: 'not_yet_eligible' },
  ])('unlawful carrying of a handgun, offense $offense → $want (else 411.0735 after 2 years)', ({ offense, want }) => {
    const c = mkCase({
      disposition: 'convicted_sentence',
      level: 'MA',
      statute: 'PC 46.02',
      offense,
      filing: '2021-09-10',
      conviction: '2021-12-01',
      sentenceCompletion: '2021-12-01',
    });
    const d = decide1(c, {
      caseAnswers: {
        paid_all_fines_and_costs: true,
        completion_payment_month: PAID_BEFORE,
        weapon_only_in_own_vehicle: false,
      },
      asOf: '2022-06-01',
    });
    expect(d.final_eligibility).toBe(want);
    expect(d.expunction_route).toBe(want === 'expunction' ? '55A.005' : null);
  });
  it('dismissed veteran: asks the VTC question when the dismissal is not already expunction-eligible', () => {
    const c = mkCase({ disposition: 'dismissed', dismissalReason: 'other', dismissal: '2024-08-01' });
    const vet = { ...CLEAN_ANSWERS, isVeteran: true, completedVetTreatmentCrt: true };
    const d = decide1(c, { answers: vet });
    expect(d.final_eligibility).toBe('not_yet_eligible');
    expect(d.questions).toEqual(['completed_vet_treatment_court_for_case']);
    expect(d.final_pot_elig_411_0727).toBe(true);
  });
});
