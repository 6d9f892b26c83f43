/**
 * Second read: expunction flags (docs/law D71, D8, D10, D12, D17), precedence (§4.11), and the
 * person-level preliminaryQuestions / per-case questions (api-contract `eligibilityInfo`, docs/law D16).
 */
import { describe, expect, it } from 'vitest';
import type { PersonAnswers } from '../../src/model';
import { CLEAN_ANSWERS, codes, decide1, mkCase, run, PAID_BEFORE } from '../helpers';

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

describe('person-level preliminaryQuestions and per-case questions (api-contract, D16)', () => {
  const theft072 = () =>
    mkCase({
      disposition: 'deferred_discharged',
      statute: 'PC 31.03',
      cats: ['theft'],
      filing: '2021-12-01',
      placement: '2022-01-10',
      discharge: '2022-09-15',
    });
  it('no additional-info answers: nondisclosure cases are could_not_determine and the 411.074 keys are asked', () => {
    const out = run([theft072()], '2025-06-01', {});
    expect(out.decisions[0]?.final_eligibility).toBe('could_not_determine');
    expect(out.needsPreliminaryQuestions).toBe(true);
    expect(out.preliminaryQuestions).toEqual(expect.arrayContaining(['sexOffender', 'disqualifyingOffenses']));
    expect(out.decisions[0]?.hideStatus).toBe(true);
  });
  it('an expunction-only person needs no preliminary questions', () => {
    const out = run(
      [
        mkCase({
          disposition: 'acquitted',
          level: 'MA',
          statute: 'PC 31.03',
          filing: '2024-06-01',
          dismissal: '2025-04-01',
        }),
      ],
      '2025-06-01',
      {},
    );
    expect(out.decisions[0]?.final_eligibility).toBe('expunction');
    expect(out.needsPreliminaryQuestions).toBe(false);
    expect(out.preliminaryQuestions).toEqual([]);
  });
  it('a "yes" to sex offender is a stop state: ineligible, no further person questions', () => {
    const out = run([theft072()], '2025-06-01', { sexOffender: true });
    expect(out.decisions[0]?.final_eligibility).toBe('ineligible');
    expect(out.preliminaryQuestions).toEqual([]);
  });
  it('veteran chain: isVeteran first, then the program question', () => {
    const base: PersonAnswers = {
      sexOffender: false,
      noneOfTheAbove: true,
      disqualifyingOffenses: [],
      hasBeenVictim: false,
    };
    const fel = mkCase({
      disposition: 'convicted_sentence',
      level: 'F3',
      statute: 'PC 31.03',
      filing: '2015-01-01',
      conviction: '2015-06-01',
      sentenceCompletion: '2016-06-01',
    });
    expect(run([fel], '2025-06-01', base).preliminaryQuestions).toEqual(['isVeteran']);
    expect(run([fel], '2025-06-01', { ...base, isVeteran: true }).preliminaryQuestions).toEqual([
      'completedVetTreatmentCrt',
    ]);
    const d = run([fel], '2025-06-01', { ...base, isVeteran: true }).decisions[0];
    expect(d?.final_eligibility).toBe('could_not_determine');
    expect(d?.pend_elig_411_0727_0729).toBe(true);
    expect(run([fel], '2025-06-01', { ...base, isVeteran: false }).decisions[0]?.final_eligibility).toBe('ineligible');
  });
  it('trafficking chain only for 411.0728 offenses, asked in order', () => {
    const base: PersonAnswers = {
      sexOffender: false,
      noneOfTheAbove: true,
      disqualifyingOffenses: [],
      isVeteran: false,
      hasClassCConviction: false,
    };
    const prost = mkCase({
      disposition: 'convicted_sentence',
      level: 'MB',
      statute: 'PC 43.02',
      cats: ['prostitution'],
      filing: '2019-01-01',
      conviction: '2019-02-01',
      sentenceCompletion: '2019-02-01',
    });
    expect(run([prost], '2025-06-01', base).preliminaryQuestions).toEqual(['hasBeenVictim']);
    expect(run([prost], '2025-06-01', { ...base, hasBeenVictim: true }).preliminaryQuestions).toEqual([
      'hasVictimCaseInHarrisCounty',
    ]);
    const fel = mkCase({
      disposition: 'convicted_sentence',
      level: 'F3',
      statute: 'PC 31.03',
      filing: '2015-01-01',
      conviction: '2015-06-01',
      sentenceCompletion: '2016-06-01',
    });
    expect(run([fel], '2025-06-01', base).preliminaryQuestions).toEqual([]);
  });
  it('per-case questions use only contract keys, in contract order, and only while they can change the outcome', () => {
    const conv = mkCase({
      disposition: 'convicted_sentence',
      statute: 'PC 31.03',
      cats: ['theft'],
      filing: '2022-10-01',
      conviction: '2022-12-22',
      sentenceCompletion: '2023-01-01',
    });
    expect(decide1(conv).questions).toEqual(['paid_all_fines_and_costs']);
    expect(
      decide1(conv, { caseAnswers: { paid_all_fines_and_costs: true, completion_payment_month: PAID_BEFORE } })
        .questions,
    ).toEqual([]);
    const dwiConv = mkCase({
      disposition: 'convicted_sentence',
      statute: 'PC 49.04',
      cats: ['dwi'],
      filing: '2022-01-01',
      conviction: '2022-05-29',
      sentenceCompletion: '2022-06-01',
    });
    expect(decide1(dwiConv).questions).toEqual([
      'used_ignition_interlock_device',
      'collision_with_another_person',
      'paid_all_fines_and_costs',
    ]);
    // A collision bars the case: nothing more to ask.
    expect(decide1(dwiConv, { caseAnswers: { collision_with_another_person: true } })).toMatchObject({
      final_eligibility: 'ineligible',
      questions: [],
    });
  });
  it('411.0729 asks completed_vet_reemployment_prg_for_case; a DWI conviction of unknown level asks BAC first', () => {
    const vet: PersonAnswers = {
      ...CLEAN_ANSWERS,
      isVeteran: true,
      completedVetReemploymentPrg: true,
      completedVetTreatmentCrt: false,
    };
    const t = mkCase({
      disposition: 'deferred_discharged',
      level: 'MA',
      statute: 'PC 22.01',
      cats: ['assault'],
      filing: '2023-01-01',
      placement: '2023-06-01',
      discharge: '2024-06-01',
    });
    const d = decide1(t, { answers: vet });
    // 411.0725 (2-year chapter-22 wait) is the settled route; the 0729 answer could make it earlier.
    expect(d).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      ndo_form: '411.0725',
      eligible_date: '2026-06-01',
    });
    expect(d.questions).toEqual(['completed_vet_reemployment_prg_for_case']);
    const yes = decide1(t, { answers: vet, caseAnswers: { completed_vet_reemployment_prg_for_case: true } });
    expect(yes).toMatchObject({
      final_eligibility: 'nondisclosure',
      ndo_form: '411.0729',
      eligible_date: '2024-06-01',
      questions: [],
    });
    const dwi = mkCase({
      disposition: 'convicted_sentence',
      level: 'unknown',
      statute: 'PC 49.04',
      cats: ['dwi'],
      filing: '2022-01-01',
      conviction: '2022-05-29',
      sentenceCompletion: '2022-06-01',
    });
    expect(decide1(dwi).questions).toEqual([
      'bac_under_015',
      'used_ignition_interlock_device',
      'collision_with_another_person',
      'paid_all_fines_and_costs',
    ]);
  });
});
