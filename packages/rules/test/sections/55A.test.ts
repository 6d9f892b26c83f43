/** CCP ch. 55A expunction flags. */
import { describe, expect, it } from 'vitest';
import type { PersonAnswers } from '../../src/model';
import { reasonOf } from './cases';
import { CLEAN_ANSWERS, codes, decide1, mkCase, PAID_BEFORE, run } from '../helpers';

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
        statute: 'PC 71.022',
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

describe('§6 expunction routes and earliest dates', () => {
  it('#41 felony no-bill: 3 years from the recorded arrest, day before / day of', () => {
    const c = mkCase({
      disposition: 'no_bill',
      level: 'F3',
      statute: 'PC 31.03',
      filing: '2022-06-01',
      arrest: '2022-06-01',
    });
    expect(decide1(c, { asOf: '2025-05-31' })).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      expunction_route: '55A.052',
      eligible_date: '2025-06-01',
      ndo_form: null,
    });
    expect(decide1(c)).toMatchObject({
      final_eligibility: 'expunction',
      expunction_route: '55A.052',
      eligible_date: '2025-06-01',
    });
    expect(codes(decide1(c))).toContain('EXPUNCTION_PARTIAL');
  });
  it('Class A/B no-bill: 1 year from the arrest', () => {
    const c = mkCase({
      disposition: 'no_bill',
      level: 'MA',
      statute: 'PC 31.03',
      filing: '2024-06-01',
      arrest: '2024-06-01',
    });
    expect(decide1(c, { asOf: '2025-05-31' })).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      eligible_date: '2025-06-01',
    });
    expect(decide1(c)).toMatchObject({ final_eligibility: 'expunction', eligible_date: '2025-06-01' });
  });
  it('no-bill of unknown level uses the felony (longest) wait', () => {
    const c = mkCase({ disposition: 'no_bill', level: 'unknown', statute: 'PC 31.03', filing: '2024-06-01' });
    expect(decide1(c)).toMatchObject({ final_eligibility: 'not_yet_eligible', eligible_date: '2027-06-01' });
  });
  it('#43 acquittal → expunction on the acquittal date', () => {
    const c = mkCase({
      disposition: 'acquitted',
      level: 'MA',
      statute: 'PC 22.01',
      cats: ['assault'],
      filing: '2024-06-01',
      dismissal: '2025-04-01',
    });
    expect(decide1(c)).toMatchObject({
      final_eligibility: 'expunction',
      expunction_route: '55A.002',
      eligible_date: '2025-04-01',
    });
  });
  it('acquittal with another charge of the same episode convicted → could_not_determine (55A.151)', () => {
    const c = mkCase({
      disposition: 'acquitted',
      level: 'MA',
      statute: 'PC 22.01',
      filing: '2024-06-01',
      dismissal: '2025-04-01',
    });
    const other = mkCase({
      disposition: 'convicted_sentence',
      level: 'MB',
      statute: 'PC 38.02',
      filing: '2024-06-01',
      conviction: '2025-04-01',
      sentenceCompletion: '2025-04-01',
    });
    expect(decide1(c, { others: [other] }).final_eligibility).toBe('could_not_determine');
  });
  it('#38 presented charge dismissed for lack of probable cause → 55A.053 at once', () => {
    const c = mkCase({
      disposition: 'dismissed',
      dismissalReason: 'no_probable_cause',
      chargePresented: true,
      statute: 'HSC 481.121',
      cats: ['marijuana'],
      filing: '2024-01-01',
      dismissal: '2024-08-01',
    });
    expect(decide1(c)).toMatchObject({ final_eligibility: 'expunction', eligible_date: '2024-08-01' });
    expect(decide1(c).expunction_route).toMatch(/^55A\.053/);
    // Not known whether an information was presented: the later of 55A.052 (a year from the arrest, which the
    // person is asked) and 55A.053 (CCP 55A.052(a)(2), 55A.053(a)(1)).
    const unknown = { ...c, chargePresented: null };
    expect(decide1(unknown)).toMatchObject({ final_eligibility: 'could_not_determine', questions: ['arrest_month'] });
    const arrested = { arrest_month: '2023-12' };
    expect(decide1(unknown, { caseAnswers: arrested })).toMatchObject({
      final_eligibility: 'expunction',
      expunction_route: '55A.052',
      eligible_date: '2024-12-31',
    });
    expect(decide1(unknown, { caseAnswers: arrested, asOf: '2024-12-30' }).final_eligibility).toBe('not_yet_eligible');
  });
  it('pretrial intervention dismissal → 55A.053 at once; DWI PTI too, with the Harris DA one-year note', () => {
    const pti = mkCase({
      disposition: 'dismissed',
      dismissalReason: 'pretrial_intervention',
      statute: 'PC 31.03',
      filing: '2024-01-01',
      dismissal: '2025-01-01',
    });
    expect(decide1(pti)).toMatchObject({ final_eligibility: 'expunction', eligible_date: '2025-01-01' });
    const dwiPti = mkCase({
      disposition: 'dismissed',
      dismissalReason: 'pretrial_intervention',
      statute: 'PC 49.04',
      cats: ['dwi'],
      filing: '2024-01-01',
      dismissal: '2025-01-01',
    });
    const d = decide1(dwiPti);
    expect(d).toMatchObject({ final_eligibility: 'expunction', eligible_date: '2025-01-01' });
    expect(d.reasons.find((r) => r.code === 'HARRIS_DA_PTI_ONE_YEAR')?.params?.date).toBe('2026-01-01');
  });
  it('D12 misdemeanor dismissal, no reason: dismissal + 2 years + 2 days (day before / day of)', () => {
    const c = mkCase({
      disposition: 'dismissed',
      dismissalReason: 'unknown',
      statute: 'PC 31.03',
      filing: '2022-01-01',
      dismissal: '2023-05-30',
    });
    expect(decide1(c, { asOf: '2025-05-31' })).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      expunction_route: '55A.054',
      eligible_date: '2025-06-01',
    });
    expect(decide1(c, { asOf: '2025-06-01' })).toMatchObject({
      final_eligibility: 'expunction',
      expunction_route: '55A.054',
      eligible_date: '2025-06-01',
    });
  });
  it('D12 indicted felony dismissal: theft 5 years; ch. 481 drug felonies 3 years (docs/law D24); others by the table (docs/law D55), unlisted could_not_determine', () => {
    const theft = mkCase({
      disposition: 'dismissed',
      dismissalReason: 'other',
      level: 'F3',
      statute: 'PC 31.03',
      cats: ['theft'],
      filing: '2018-01-01',
      dismissal: '2019-01-01',
      chargePresented: true,
    });
    expect(decide1(theft)).toMatchObject({
      final_eligibility: 'expunction',
      expunction_route: '55A.054',
      eligible_date: '2024-01-03',
    });
    const drug = mkCase({
      disposition: 'dismissed',
      dismissalReason: 'other',
      level: 'F2',
      statute: 'HSC 481.112',
      filing: '2018-01-01',
      dismissal: '2019-01-01',
      chargePresented: true,
    });
    expect(decide1(drug, { asOf: '2022-01-02' })).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      expunction_route: '55A.054',
      eligible_date: '2022-01-03',
    });
    expect(decide1(drug, { asOf: '2022-01-03' })).toMatchObject({
      final_eligibility: 'expunction',
      eligible_date: '2022-01-03',
    });
    const orgCrime = mkCase({
      disposition: 'dismissed',
      dismissalReason: 'other',
      level: 'F2',
      statute: 'PC 71.02',
      filing: '2018-01-01',
      dismissal: '2019-01-01',
      chargePresented: true,
    });
    expect(decide1(orgCrime).final_eligibility).toBe('could_not_determine');
  });
  it('#34 VTC dismissal → 55A.053(a)(2)(A) at once (beats the limitations route)', () => {
    const vet: PersonAnswers = {
      ...CLEAN_ANSWERS,
      isVeteran: true,
      completedVetTreatmentCrt: true,
      completedVetReemploymentPrg: false,
    };
    const c = mkCase({
      disposition: 'dismissed',
      dismissalReason: 'unknown',
      level: 'MA',
      statute: 'HSC 481.121',
      cats: ['marijuana'],
      filing: '2022-01-01',
      dismissal: '2023-04-10',
    });
    const d = decide1(c, { answers: vet, caseAnswers: { completed_vet_treatment_court_for_case: true } });
    expect(d).toMatchObject({
      final_eligibility: 'expunction',
      expunction_route: '55A.053(a)(2)(A)',
      eligible_date: '2023-04-10',
    });
  });
  it('a dismissal after deferred adjudication is not an expunction (55A.051(3)) but 411.072 / 411.0725', () => {
    const c = mkCase({
      disposition: 'dismissed',
      dismissalReason: 'after_deferred',
      statute: 'PC 31.03',
      cats: ['theft'],
      filing: '2021-12-01',
      placement: '2022-01-10',
      dismissal: '2022-09-15',
    });
    expect(decide1(c)).toMatchObject({
      final_eligibility: 'nondisclosure',
      ndo_form: '411.072',
      expunction_route: null,
    });
  });
  it('D17 handgun (PC 46.02) conviction for an offense before 2021-09-01 → expunction; on 2021-09-01 → not', () => {
    const before = mkCase({
      disposition: 'convicted_sentence',
      level: 'MA',
      statute: 'PC 46.02',
      offense: '2021-08-31',
      filing: '2021-09-02',
      conviction: '2021-10-01',
      sentenceCompletion: '2021-10-01',
    });
    const carried = { weapon_only_in_own_vehicle: false } as const;
    expect(decide1(before, { caseAnswers: carried })).toMatchObject({
      final_eligibility: 'expunction',
      expunction_route: '55A.005',
      ndo_form: null,
    });
    const after = mkCase({
      disposition: 'convicted_sentence',
      level: 'MA',
      statute: 'PC 46.02',
      offense: '2021-09-01',
      filing: '2021-09-02',
      conviction: '2021-10-01',
      sentenceCompletion: '2021-10-01',
    });
    expect(decide1(after).final_eligibility).not.toBe('expunction');
  });
  it('D17 handgun deferred adjudication stays with 411.0725 (2-year chapter-46 wait)', () => {
    const c = mkCase({
      disposition: 'deferred_discharged',
      level: 'MA',
      statute: 'PC 46.02',
      offense: '2019-01-01',
      filing: '2019-01-02',
      placement: '2019-03-01',
      discharge: '2020-03-01',
    });
    expect(decide1(c)).toMatchObject({
      final_eligibility: 'nondisclosure',
      ndo_form: '411.0725',
      eligible_date: '2022-03-01',
      expunction_route: null,
    });
  });
  it('D9 Class C and pre-1990 cases are not evaluated', () => {
    expect(
      decide1(mkCase({ disposition: 'no_bill', level: 'MC', statute: 'PC 49.02', filing: '2020-01-01' }))
        .final_eligibility,
    ).toBe('could_not_determine');
    const old = mkCase({
      disposition: 'deferred_discharged',
      statute: 'PC 31.03',
      filing: '1989-12-31',
      placement: '1990-02-01',
      discharge: '1991-02-01',
    });
    expect(codes(decide1(old))).toContain('OUT_OF_SCOPE_BEFORE_1990');
  });
});

describe('docs/law D21: dismissed and refiled', () => {
  it('example: a dismissal refiled under a new number that ended in deferred adjudication is not expunction', () => {
    const dismissed = mkCase({
      id: 'd',
      disposition: 'dismissed',
      dismissalReason: 'other',
      statute: 'PC 31.03',
      literal: 'THEFT PROP>=$100<$750',
      filing: '2020-01-10',
      dismissal: '2020-03-01',
    });
    const refiled = mkCase({
      disposition: 'deferred_discharged',
      statute: 'PC 31.03',
      literal: 'THEFT PROP>=$100<$750',
      filing: '2020-04-15',
      placement: '2020-06-01',
      discharge: '2021-06-01',
    });
    const d = run([dismissed, refiled]).decisions[0];
    expect(d?.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('SAME_EPISODE_MIXED');
    // The same dismissal with a later, unrelated case (more than 90 days after) stays an expunction.
    const unrelated = mkCase({
      ...{ disposition: 'deferred_discharged' as const },
      filing: '2020-07-01',
      placement: '2020-08-01',
      discharge: '2021-08-01',
    });
    expect(run([dismissed, unrelated]).decisions[0]?.final_eligibility).toBe('expunction');
  });
});

describe('docs/law D80: a dismissal the clerk records as refiled (CCP 55A.051)', () => {
  const TODAY = '2026-12-06';
  /** Val's case: an indicted drug felony (3 years' limitations), "DISMISSED CASE REFILED" 2024-10-23. */
  const val = (over: Partial<Parameters<typeof mkCase>[0]> = {}) =>
    mkCase({
      id: 'val',
      level: 'F3',
      statute: 'HSC 481.115(c)',
      chapter: null,
      literal: 'POSS CS PG 1/1-B >=1G<4G',
      disposition: 'dismissed',
      dismissalReason: 'refiled_or_other_case',
      chargePresented: true,
      filing: '2024-07-29',
      dismissal: '2024-10-23',
      ...over,
    });
  const refiledCase = (disposition: 'convicted_sentence' | 'dismissed', over: Partial<Parameters<typeof mkCase>[0]>) =>
    mkCase({
      id: 'new',
      level: 'F3',
      statute: 'HSC 481.115(c)',
      chapter: null,
      literal: 'POSS CS PG 1/1-B >=1G<4G',
      disposition,
      chargePresented: true,
      filing: '2024-10-25',
      ...over,
    });
  it.each([
    { answers: {}, code: 'REFILED_CASE_OUTCOME_NEEDED', questions: ['refiled_case_outcome'] },
    // The old question's "no" opens nothing: the clerk's words say the charge was refiled.
    {
      answers: { charge_refiled_or_replaced: false },
      code: 'REFILED_CASE_OUTCOME_NEEDED',
      questions: ['refiled_case_outcome'],
    },
    { answers: { refiled_case_outcome: 'convicted_or_deferred' }, code: 'SAME_EPISODE_MIXED', questions: [] },
    { answers: { refiled_case_outcome: 'pending' }, code: 'REFILED_CASE_PENDING', questions: [] },
    { answers: { refiled_case_outcome: 'not_sure' }, code: 'ANSWER_NOT_SURE', questions: [] },
    {
      answers: { refiled_case_outcome: 'dismissed_or_no_billed' },
      code: 'REFILED_CASE_END_MONTH_NEEDED',
      questions: ['refiled_case_end_month'],
    },
    {
      answers: { refiled_case_outcome: 'dismissed_or_no_billed', refiled_case_end_month: 'unknown' },
      code: 'REFILED_CASE_END_MONTH_UNKNOWN',
      questions: [],
    },
  ] as const)('answers $answers: could_not_determine ($code)', ({ answers, code, questions }) => {
    const d = decide1(val(), { asOf: TODAY, caseAnswers: answers });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(d.eligible_date).toBeNull();
    expect(codes(d)).toContain(code);
    expect(d.questions).toEqual(questions);
  });
  it('dismissed or no-billed in 2025-03: the later of the two dates, 2025-03-31 + 3 years + 2 days (day before / day of)', () => {
    const answers = { refiled_case_outcome: 'dismissed_or_no_billed', refiled_case_end_month: '2025-03' } as const;
    const before = decide1(val(), { asOf: '2028-04-01', caseAnswers: answers });
    expect(before).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      expunction_route: '55A.054',
      eligible_date: '2028-04-02',
    });
    expect(reasonOf(before, 'SAME_ARREST_LATEST_DATE')?.params?.date).toBe('2028-04-02');
    expect(decide1(val(), { asOf: '2028-04-02', caseAnswers: answers }).final_eligibility).toBe('expunction');
  });
  it('a month before the dismissal counts from the dismissal: never earlier than its own date', () => {
    const answers = { refiled_case_outcome: 'dismissed_or_no_billed', refiled_case_end_month: '2024-09' } as const;
    expect(decide1(val(), { asOf: TODAY, caseAnswers: answers })).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      eligible_date: '2027-10-25',
    });
  });
  it('a misdemeanor recorded as refiled, dismissed again in 2023-05: 2 years + 2 days from 2023-05-31', () => {
    const c = mkCase({
      id: 'm',
      level: 'MB',
      statute: 'PC 31.03',
      literal: 'THEFT PROP>=$100<$750',
      disposition: 'dismissed',
      dismissalReason: 'refiled_or_other_case',
      chargePresented: true,
      filing: '2022-12-01',
      dismissal: '2023-02-01',
    });
    const answers = { refiled_case_outcome: 'dismissed_or_no_billed', refiled_case_end_month: '2023-05' } as const;
    expect(decide1(c, { asOf: '2025-06-01', caseAnswers: answers })).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      eligible_date: '2025-06-02',
    });
    expect(decide1(c, { asOf: '2025-06-02', caseAnswers: answers }).final_eligibility).toBe('expunction');
  });
  it.each([
    { label: 'no report numbers', a: null, b: null },
    { label: 'different report numbers', a: '24-0001', b: '24-0077' },
    { label: 'the same report number', a: '24-0001', b: '24-0001' },
  ])('the refiled case in the data ended in a conviction ($label): SAME_EPISODE_MIXED, nothing asked', ({ a, b }) => {
    const out = run(
      [
        val({ reportNumber: a, agency: 'HPD' }),
        refiledCase('convicted_sentence', {
          reportNumber: b,
          agency: 'HPD',
          conviction: '2025-02-03',
          sentenceCompletion: '2025-02-03',
        }),
      ],
      TODAY,
    );
    const d = out.decisions[0];
    expect(d?.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('SAME_EPISODE_MIXED');
    expect(d?.questions).toEqual([]);
  });
  it('the refiled case in the data was dismissed 2025-06-01: the later date, nothing asked', () => {
    const out = run([val(), refiledCase('dismissed', { dismissalReason: 'other', dismissal: '2025-06-01' })], TODAY);
    expect(out.decisions[0]).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      eligible_date: '2028-06-03',
      questions: [],
    });
    expect(codes(out.decisions[0])).toContain('SAME_ARREST_LATEST_DATE');
  });
});

describe('docs/law D80(b): a felony charge on a misdemeanor-level dismissal keeps the felony periods', () => {
  /** A Class A assault dismissed 2024-03-01 whose grand-jury literal is aggravated assault (F2). */
  const reduced = (over: Partial<Parameters<typeof mkCase>[0]> = {}, felonyCharge = true) => ({
    ...mkCase({
      id: 'assault',
      level: 'MA',
      statute: 'PC 22.01',
      literal: 'ASSAULT BODILY INJURY',
      disposition: 'dismissed',
      dismissalReason: 'other',
      chargePresented: true,
      filing: '2023-12-01',
      dismissal: '2024-03-01',
      ...over,
    }),
    chargeFacts: {
      familyVictim: false,
      priorConviction: false,
      chargeStatutes: ['PC 22.01', 'PC 22.02'],
      chargeLevels: ['MA' as const, 'F2' as const],
      ...(felonyCharge ? { felonyCharge } : {}),
    },
    arrestNoLaterThan: '2024-03-01',
  });
  it('presented: 55A.054 with the felony’s 3 years, not 2 (day before / day of 2027-03-03)', () => {
    expect(decide1(reduced(), { asOf: '2027-03-02' })).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      expunction_route: '55A.054',
      eligible_date: '2027-03-03',
    });
    expect(decide1(reduced(), { asOf: '2027-03-03' }).final_eligibility).toBe('expunction');
    // Without the felony charge the misdemeanor's two years stand.
    expect(decide1(reduced({}, false), { asOf: '2026-03-03' }).final_eligibility).toBe('expunction');
  });
  it('no charge presented: 55A.052’s three years from the arrest, not one (day before / day of 2027-03-01)', () => {
    const c = reduced({ chargePresented: false });
    const before = decide1(c, { asOf: '2027-02-28', caseAnswers: { arrest_month: '2024-03' } });
    expect(before).toMatchObject({ final_eligibility: 'not_yet_eligible', expunction_route: '55A.052' });
    expect(before.eligible_date).toBe('2027-03-01');
    expect(before.waiting_period?.group).toBe('felonyTransaction');
    expect(decide1(c, { asOf: '2027-03-01', caseAnswers: { arrest_month: '2024-03' } }).final_eligibility).toBe(
      'expunction',
    );
  });
  it('a felony charge with no listed period: could_not_determine (FELONY_LIMITATIONS_UNKNOWN)', () => {
    const c = reduced();
    c.chargeFacts.chargeStatutes = ['PC 22.01', null];
    const d = decide1(c, { asOf: '2030-01-01' });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('FELONY_LIMITATIONS_UNKNOWN');
  });
});

describe('docs/law D82: organized criminal activity takes its object offense’s period, screened by one question', () => {
  const ocr = (dismissal: string, over: Partial<Parameters<typeof mkCase>[0]> = {}) =>
    mkCase({
      id: 'ocr',
      level: 'F2',
      statute: 'PC 71.02',
      cats: ['organized_crime'],
      literal: 'ENGAGING IN ORG CRIM ACTIVITY',
      disposition: 'dismissed',
      dismissalReason: 'other',
      chargePresented: true,
      filing: '2012-06-01',
      dismissal,
      ...over,
    });
  it('not asked: could_not_determine, the question is asked', () => {
    const d = decide1(ocr('2013-04-10'), { asOf: '2026-12-06' });
    expect(d).toMatchObject({
      final_eligibility: 'could_not_determine',
      questions: ['organized_crime_object_serious'],
    });
    expect(codes(d)).toContain('ORGANIZED_CRIME_OBJECT_NEEDED');
  });
  it('no: ten years from the dismissal, plus two days (day before / day of 2023-04-12)', () => {
    const no = { organized_crime_object_serious: false };
    expect(decide1(ocr('2013-04-10'), { asOf: '2023-04-11', caseAnswers: no })).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      expunction_route: '55A.054',
      eligible_date: '2023-04-12',
    });
    const on = decide1(ocr('2013-04-10'), { asOf: '2023-04-12', caseAnswers: no });
    expect(on.final_eligibility).toBe('expunction');
    expect(codes(on)).toContain('ORGANIZED_CRIME_TEN_YEARS');
  });
  it.each([true, 'not_sure'] as const)('%s: could_not_determine (NO_LIMITATIONS_PERIOD), nothing more asked', (v) => {
    const d = decide1(ocr('2013-04-10'), { asOf: '2026-12-06', caseAnswers: { organized_crime_object_serious: v } });
    expect(d).toMatchObject({ final_eligibility: 'could_not_determine', questions: [] });
    expect(codes(d)).toContain('NO_LIMITATIONS_PERIOD');
  });
  it('a grand-jury literal naming murder: no question, NO_LIMITATIONS_PERIOD', () => {
    const c = {
      ...ocr('2013-04-10'),
      chargeFacts: { familyVictim: false, priorConviction: false, chargeStatutes: ['PC 71.02', 'PC 19.02'] },
    };
    const d = decide1(c, { asOf: '2026-12-06' });
    expect(d).toMatchObject({ final_eligibility: 'could_not_determine', questions: [] });
    expect(codes(d)).toContain('NO_LIMITATIONS_PERIOD');
  });
  it('presentment unknown (docs/law D81): the same question, then the same date', () => {
    const c = ocr('2018-01-12', { chargePresented: null });
    expect(decide1(c, { asOf: '2026-12-06' }).questions).toEqual(['organized_crime_object_serious']);
    const d = decide1(c, { asOf: '2026-12-06', caseAnswers: { organized_crime_object_serious: false } });
    expect(d).toMatchObject({ final_eligibility: 'not_yet_eligible', eligible_date: '2028-01-14' });
    expect(codes(d)).toContain('PRESENTMENT_UNKNOWN_MAY_BE_EARLIER');
  });
});

describe('docs/law D85: three years for five identified felonies CCP 12.01 does not name', () => {
  it.each(['PC 22.11', 'PC 25.11', 'PC 38.11', 'PC 38.112', 'PC 38.14'])(
    '%s (F3), indicted, dismissed 2024-10-15: 55A.054 from 2027-10-17 (day before / day of)',
    (statute) => {
      const c = mkCase({
        level: 'F3',
        statute,
        disposition: 'dismissed',
        dismissalReason: 'other',
        chargePresented: true,
        filing: '2024-06-01',
        dismissal: '2024-10-15',
      });
      expect(decide1(c, { asOf: '2027-10-16' })).toMatchObject({
        final_eligibility: 'not_yet_eligible',
        expunction_route: '55A.054',
        eligible_date: '2027-10-17',
      });
      expect(decide1(c, { asOf: '2027-10-17' }).final_eligibility).toBe('expunction');
    },
  );
  it('a misdemeanor level of the same statute is not in the felony row', () => {
    const c = mkCase({
      level: 'MA',
      statute: 'PC 38.11',
      disposition: 'dismissed',
      dismissalReason: 'other',
      chargePresented: true,
      dismissal: '2024-10-15',
    });
    expect(decide1(c, { asOf: '2026-12-06' }).eligible_date).toBe('2026-10-17');
  });
});

describe('docs/law D22–D23: arrest month and charges never presented', () => {
  it('example: a no-bill in a warrant case counts from the arrest month, not the filing (day before / day of)', () => {
    const c = mkCase({ id: 'nb', disposition: 'no_bill', level: 'F3', statute: 'PC 31.03', filing: '2021-06-01' });
    const asked = decide1(c);
    expect(asked).toMatchObject({ final_eligibility: 'could_not_determine', questions: ['arrest_month'] });
    const answers = { arrest_month: '2022-09' };
    expect(decide1(c, { caseAnswers: answers, asOf: '2025-09-29' })).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      eligible_date: '2025-09-30',
    });
    expect(decide1(c, { caseAnswers: answers, asOf: '2025-09-30' })).toMatchObject({
      final_eligibility: 'expunction',
      expunction_route: '55A.052',
    });
  });
  it('example: a felony "no probable cause" before any indictment waits 3 years under 55A.052, not 55A.053 now', () => {
    const npcf = (presented: boolean | null) =>
      mkCase({
        disposition: 'dismissed',
        dismissalReason: 'no_probable_cause',
        level: 'F3',
        statute: 'HSC 481.115',
        filing: '2024-01-10',
        arrest: '2024-01-09',
        dismissal: '2024-03-01',
        chargePresented: presented,
      });
    const d = decide1(npcf(false));
    expect(d).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      expunction_route: '55A.052',
      eligible_date: '2027-01-09',
    });
    expect(reasonOf(d, 'NO_CHARGE_PRESENTED')?.citation).toContain('55A.052');
    expect(decide1(npcf(true))).toMatchObject({
      final_eligibility: 'expunction',
      expunction_route: '55A.053(a)(2)(D)',
    });
  });
  it('a felony dismissal whose record does not say whether a charge was presented takes 55A.054’s date (docs/law D81)', () => {
    const dismissal = (presented: boolean | null, why: 'no_probable_cause' | 'unknown', statute = 'PC 31.03') =>
      mkCase({
        disposition: 'dismissed',
        dismissalReason: why,
        level: 'F3',
        statute,
        filing: '2018-01-10',
        arrest: '2018-01-09',
        dismissal: '2018-03-01',
        chargePresented: presented,
      });
    for (const why of ['no_probable_cause', 'unknown'] as const) {
      // Theft: five years from the dismissal, plus two days (day before / day of 2023-03-03).
      const before = decide1(dismissal(null, why), { asOf: '2023-03-02' });
      expect(before).toMatchObject({
        final_eligibility: 'not_yet_eligible',
        expunction_route: '55A.054',
        eligible_date: '2023-03-03',
      });
      expect(reasonOf(before, 'PRESENTMENT_UNKNOWN_MAY_BE_EARLIER')?.citation).toContain('55A.052');
      const on = decide1(dismissal(null, why), { asOf: '2023-03-03' });
      expect(on).toMatchObject({ final_eligibility: 'expunction', expunction_route: '55A.054' });
      expect(codes(on)).not.toContain('PRESENTMENT_UNKNOWN_MAY_BE_EARLIER');
      // No period the table gives: the presentment stays the unknown.
      const murder = decide1(dismissal(null, why, 'PC 19.02'), { asOf: '2040-01-01' });
      expect(murder.final_eligibility).toBe('could_not_determine');
      expect(codes(murder)).toEqual(expect.arrayContaining(['CHARGE_PRESENTED_UNKNOWN', 'NO_LIMITATIONS_PERIOD']));
      expect(reasonOf(murder, 'CHARGE_PRESENTED_UNKNOWN')?.citation).toContain('55A.052');
    }
    // Known to be presented and dismissed for no stated reason: limitations (theft, 5 years from the dismissal).
    expect(decide1(dismissal(true, 'unknown'))).toMatchObject({
      final_eligibility: 'expunction',
      expunction_route: '55A.054',
    });
  });
  it('a misdemeanor dismissal counts as presented (charged by information): 55A.053 at once', () => {
    const c = mkCase({
      disposition: 'dismissed',
      dismissalReason: 'no_probable_cause',
      level: 'MB',
      dismissal: '2024-08-01',
    });
    expect(decide1(c)).toMatchObject({ final_eligibility: 'expunction', expunction_route: '55A.053(a)(2)(D)' });
  });
});

describe('docs/law D29: handgun expunction only for PC 46.02(a)', () => {
  const handgun = (over: { offense?: string; filing?: string; literal?: string }) =>
    mkCase({
      id: 'h',
      disposition: 'convicted_sentence',
      level: 'MA',
      statute: 'PC 46.02',
      literal: over.literal ?? 'UNL CARRYING WEAPON',
      offense: over.offense,
      filing: over.filing ?? '2021-06-10',
      conviction: '2021-12-01',
      sentenceCompletion: '2021-12-01',
    });
  const paid = { paid_all_fines_and_costs: true, completion_payment_month: PAID_BEFORE } as const;
  it('asks whether the weapon was only in the person’s own vehicle; no → expunction, yes → no handgun route, not sure → unknown', () => {
    const c = handgun({ offense: '2021-06-01' });
    // Nondisclosure under 411.0735 is open today; the answer could make it an expunction, so it is asked.
    const asked = decide1(c, { caseAnswers: paid });
    expect(asked).toMatchObject({ final_eligibility: 'nondisclosure', questions: ['weapon_only_in_own_vehicle'] });
    expect(decide1(c, { caseAnswers: { ...paid, weapon_only_in_own_vehicle: false } })).toMatchObject({
      final_eligibility: 'expunction',
      expunction_route: '55A.005',
    });
    const no = decide1(c, { caseAnswers: { ...paid, weapon_only_in_own_vehicle: true } });
    expect(no).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.0735', expunction_route: null });
    // Before the 411.0735 wait ends, "not sure" leaves the case undetermined.
    const unsure = decide1(c, {
      caseAnswers: { ...paid, weapon_only_in_own_vehicle: 'not_sure' },
      asOf: '2022-06-01',
    });
    expect(unsure.final_eligibility).toBe('could_not_determine');
  });
  it('a licence-holder or places literal (46.035, 46.03) is never this route', () => {
    const c = handgun({ offense: '2021-06-01', literal: 'UNL CARRY HANDGUN BY LICENSE HOLDER' });
    const d = decide1(c, { caseAnswers: { ...paid, weapon_only_in_own_vehicle: false } });
    expect(d.expunction_route).toBeNull();
    expect(d.questions).not.toContain('weapon_only_in_own_vehicle');
  });
  it('filed within 90 days after 2021-09-01 with no offense date: asks the offense month', () => {
    const c = handgun({ filing: '2021-10-15' });
    const carried = { ...paid, weapon_only_in_own_vehicle: false } as const;
    expect(decide1(c, { caseAnswers: carried }).questions).toEqual(['offense_month']);
    expect(decide1(c, { caseAnswers: { ...carried, offense_month: '2021-08' } }).final_eligibility).toBe('expunction');
    expect(decide1(c, { caseAnswers: { ...carried, offense_month: '2021-09' } }).expunction_route).toBeNull();
  });
});

describe('docs/law D34: expunction citations and the mental health court route', () => {
  it('dismissal after a mental health court program → 55A.053(a)(2)(B) at once; PTI is (a)(2)(C)', () => {
    const mhc = mkCase({
      disposition: 'dismissed',
      dismissalReason: 'mental_health_court',
      level: 'MA',
      dismissal: '2025-02-01',
    });
    expect(decide1(mhc)).toMatchObject({
      final_eligibility: 'expunction',
      expunction_route: '55A.053(a)(2)(B)',
      eligible_date: '2025-02-01',
    });
    const pti = decide1(
      mkCase({ disposition: 'dismissed', dismissalReason: 'pretrial_intervention', dismissal: '2025-02-01' }),
    );
    expect(pti.expunction_route).toBe('55A.053(a)(2)(C)');
    expect(reasonOf(pti, 'EXPUNCTION_PRETRIAL_INTERVENTION')?.citation).toContain('55A.053(a)(2)(C)');
  });
});

describe('second-read findings (docs/law numbers in each title)', () => {
  it('F4 §6.2 55A.052: a misdemeanor no-bill from the same transaction as a felony waits 3 years', () => {
    const m = mkCase({
      id: 'm',
      disposition: 'no_bill',
      level: 'MA',
      statute: 'PC 31.03',
      filing: '2023-01-01',
      offense: '2022-12-31',
    });
    const f = mkCase({
      id: 'f',
      disposition: 'no_bill',
      level: 'F3',
      statute: 'PC 31.03',
      filing: '2023-01-01',
      offense: '2022-12-31',
    });
    expect(run([m, f], '2024-06-01').decisions[0]).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      eligible_date: '2026-01-01',
    });
  });
  it('F7 §6.1 55A.051(3): a dismissal with a deferred placement on record is not an expunction', () => {
    const t = mkCase({
      disposition: 'dismissed',
      dismissalReason: 'unknown',
      level: 'MB',
      statute: 'PC 31.03',
      filing: '2018-12-01',
      placement: '2019-01-01',
      dismissal: '2020-01-01',
    });
    expect(decide1(t).final_eligibility).not.toBe('expunction');
  });
});
