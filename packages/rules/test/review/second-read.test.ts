/**
 * docs/law D18–D35: one whole-person scenario per item, with day-before/day-of edges where there is a
 * date, including the six examples of the second legal read. Evaluation date 2025-06-01 unless stated.
 */
import { describe, expect, it } from 'vitest';
import type { CaseAnswers, PersonAnswers } from '../../src/model';
import { CLEAN_ANSWERS, PAID_BEFORE, codes, decide1, mkCase, run } from '../helpers';

const reasonOf = (
  d: { reasons: { code: string; citation: string; params?: Record<string, string> }[] },
  code: string,
) => d.reasons.find((r) => r.code === code);

describe('docs/law D32: lewd visual material depicting a child is a registrable offense', () => {
  const lewd = (statute: string) =>
    mkCase({
      id: 'lewd',
      disposition: 'deferred_discharged',
      level: 'F3',
      statute,
      literal: 'POSS LEWD VISUAL MATERIAL DEPICTING CHILD',
      placement: '2015-01-01',
      discharge: '2018-01-01',
    });
  it('example: the conviction or deferred is ineligible, never "likely eligible" (411.074(b)(1)(A))', () => {
    const d = decide1(lewd('PC 43.262'));
    expect(d.final_eligibility).toBe('ineligible');
    expect(reasonOf(d, 'BAR_411074_SEX_OFFENDER')?.citation).toContain('411.074(b)(1)(A)');
  });
  it('a literal naming lewd visual material and a child is never public lewdness, whatever the statute read', () => {
    expect(decide1(lewd('PC 21.07')).final_eligibility).toBe('ineligible');
  });
  it('it bars every other case of the person', () => {
    const theft = mkCase({ disposition: 'deferred_discharged', placement: '2020-01-01', discharge: '2020-06-01' });
    const out = run([theft, lewd('PC 43.262')]);
    expect(out.decisions[0]?.final_eligibility).toBe('ineligible');
    expect(reasonOf(out.decisions[0] as never, 'BAR_411074_SEX_OFFENDER')?.params?.where).toBe('other_case');
  });
});

describe('docs/law D18: completion counts from the last payment', () => {
  // Worked case #29: Class B theft, 10 days jail + fine, confinement ended 2023-01-01; paid on a plan.
  const theft = () =>
    mkCase({ id: 't', disposition: 'convicted_sentence', conviction: '2022-12-22', sentenceCompletion: '2023-01-01' });
  const paid = (month?: string): CaseAnswers => ({
    paid_all_fines_and_costs: true,
    ...(month === undefined ? {} : { completion_payment_month: month }),
  });
  it('example: a payment plan ending March 2024 waits to the 2nd anniversary of 2024-03-31 (day before / day of)', () => {
    const before = decide1(theft(), { caseAnswers: paid('2024-03'), asOf: '2026-03-30' });
    expect(before).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      ndo_form: '411.0735',
      eligible_date: '2026-03-31',
    });
    const on = decide1(theft(), { caseAnswers: paid('2024-03'), asOf: '2026-03-31' });
    expect(on).toMatchObject({
      final_eligibility: 'nondisclosure',
      eligible_date: '2026-03-31',
      waiting_period_start: '2024-03-31',
    });
    expect(reasonOf(on, 'COMPLETION_FROM_LAST_PAYMENT')?.params?.date).toBe('2024-03-31');
  });
  it('after "paid" the month is asked; until answered the case is could_not_determine when it would be eligible today', () => {
    const d = decide1(theft(), { caseAnswers: paid() });
    expect(d).toMatchObject({ final_eligibility: 'could_not_determine', questions: ['completion_payment_month'] });
    expect(codes(d)).toContain('PAYMENT_MONTH_NEEDED');
    const unknown = decide1(theft(), { caseAnswers: paid('unknown') });
    expect(unknown).toMatchObject({ final_eligibility: 'could_not_determine', questions: [] });
    expect(codes(unknown)).toContain('PAYMENT_MONTH_UNKNOWN');
  });
  it('while the recorded date is still ahead, an unknown month keeps that date, marked as assumed', () => {
    const d = decide1(theft(), { caseAnswers: paid('unknown'), asOf: '2024-06-01' });
    expect(d).toMatchObject({ final_eligibility: 'not_yet_eligible', eligible_date: '2025-01-01' });
    expect(codes(d)).toContain('PAYMENT_MONTH_ASSUMED');
    const unasked = decide1(theft(), { caseAnswers: paid(), asOf: '2024-06-01' });
    expect(unasked).toMatchObject({ final_eligibility: 'not_yet_eligible', questions: ['completion_payment_month'] });
  });
  it('a payment before the confinement ended does not move the date; "not sure" about paying is unknown', () => {
    expect(decide1(theft(), { caseAnswers: paid(PAID_BEFORE) }).eligible_date).toBe('2025-01-01');
    const d = decide1(theft(), { caseAnswers: { paid_all_fines_and_costs: 'not_sure' } });
    expect(d).toMatchObject({ final_eligibility: 'could_not_determine', questions: [] });
    expect(reasonOf(d, 'ANSWER_NOT_SURE')?.params?.question).toBe('paid_all_fines_and_costs');
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
  it('a felony dismissal whose record does not say whether a charge was presented is not decided', () => {
    const dismissal = (presented: boolean | null, why: 'no_probable_cause' | 'unknown') =>
      mkCase({
        disposition: 'dismissed',
        dismissalReason: why,
        level: 'F3',
        statute: 'PC 31.03',
        filing: '2018-01-10',
        arrest: '2018-01-09',
        dismissal: '2018-03-01',
        chargePresented: presented,
      });
    for (const why of ['no_probable_cause', 'unknown'] as const) {
      const d = decide1(dismissal(null, why));
      expect(d.final_eligibility).toBe('could_not_determine');
      expect(reasonOf(d, 'CHARGE_PRESENTED_UNKNOWN')?.citation).toContain('55A.052');
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

describe('docs/law D26: family violence by the victim, asked per case', () => {
  const assault = () =>
    mkCase({
      id: 'a',
      disposition: 'deferred_discharged',
      level: 'MA',
      statute: 'PC 22.01',
      literal: 'ASSAULT-BODILY INJURY',
      cats: ['assault'],
      placement: '2019-01-01',
      discharge: '2020-01-01',
    });
  const theft = () =>
    mkCase({ id: 'th', disposition: 'deferred_discharged', placement: '2012-01-01', discharge: '2012-06-01' });
  it('example: "none of the above" no longer makes an assault likely eligible; the victim question is asked', () => {
    const d = run([assault()], '2025-06-01', CLEAN_ANSWERS).decisions[0];
    expect(d).toMatchObject({
      final_eligibility: 'could_not_determine',
      questions: ['victim_family_household_or_dating'],
    });
    expect(reasonOf(d as never, 'FAMILY_VIOLENCE_VICTIM_UNKNOWN')?.citation).toContain('71.004');
  });
  it('a former roommate ("yes") bars the case and, as a deferred record, every other case', () => {
    const out = run([assault(), theft()], '2025-06-01', CLEAN_ANSWERS, {
      a: { victim_family_household_or_dating: true },
    });
    expect(out.decisions[0]?.final_eligibility).toBe('ineligible');
    expect(codes(out.decisions[0])).toContain('BAR_411074_FAMILY_VIOLENCE');
    expect(out.decisions[1]?.final_eligibility).toBe('ineligible');
  });
  it('"no" lets the result stand; "not sure" is could_not_determine', () => {
    const no = run([assault()], '2025-06-01', CLEAN_ANSWERS, { a: { victim_family_household_or_dating: false } });
    expect(no.decisions[0]).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.0725' });
    const unsure = run([assault()], '2025-06-01', CLEAN_ANSWERS, {
      a: { victim_family_household_or_dating: 'not_sure' },
    });
    expect(unsure.decisions[0]).toMatchObject({ final_eligibility: 'could_not_determine', questions: [] });
  });
});

describe('docs/law D27: protective-order and bond-condition violations', () => {
  it('the protective_order_violation choice is a 411.074(b)(1)(C) bar', () => {
    const answers: PersonAnswers = {
      ...CLEAN_ANSWERS,
      noneOfTheAbove: false,
      disqualifyingOffenses: ['protective_order_violation'],
    };
    const d = decide1(
      mkCase({ disposition: 'deferred_discharged', placement: '2020-01-01', discharge: '2020-06-01' }),
      { answers },
    );
    expect(d.final_eligibility).toBe('ineligible');
    expect(reasonOf(d, 'BAR_411074_PROTECTIVE_ORDER_VIOLATION')?.citation).toContain('411.074(b)(1)(C)');
  });
});

describe('docs/law D28: offenses a judge may find violent under 411.0735', () => {
  it('harassment (PC 42.07) stays nondisclosure with the visible caution (day before / day of)', () => {
    const c = mkCase({
      disposition: 'convicted_sentence',
      level: 'MB',
      statute: 'PC 42.07',
      conviction: '2023-05-22',
      sentenceCompletion: '2023-06-01',
    });
    const answers = { paid_all_fines_and_costs: true, completion_payment_month: PAID_BEFORE } as const;
    expect(decide1(c, { caseAnswers: answers, asOf: '2025-05-31' }).final_eligibility).toBe('not_yet_eligible');
    const d = decide1(c, { caseAnswers: answers });
    expect(d).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.0735', eligible_date: '2025-06-01' });
    expect(codes(d)).toContain('JUDGE_MAY_FIND_VIOLENT');
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

describe('docs/law D30: the 411.0728 offense test is by statute', () => {
  const victim: PersonAnswers = {
    ...CLEAN_ANSWERS,
    hasBeenVictim: true,
    hasVictimCaseInHarrisCounty: true,
    investigationAssistanceRequested: false,
  };
  const conviction = (statute: string) =>
    mkCase({
      disposition: 'convicted_sentence',
      level: 'MB',
      statute,
      cats: ['prostitution'],
      conviction: '2020-01-01',
      sentenceCompletion: '2020-01-10',
    });
  it('prostitution (PC 43.02) can be a 0728 case; promotion of prostitution (PC 43.03) cannot', () => {
    expect(decide1(conviction('PC 43.02'), { answers: victim }).final_pot_elig_411_0728).toBe(true);
    expect(decide1(conviction('PC 43.03'), { answers: victim }).final_pot_elig_411_0728).toBe(false);
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
