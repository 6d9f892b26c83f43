/**
 * Second read (docs/law D69, §2.1–§2.4, D3, D4, D7, D15): date arithmetic, the 411.074(b) bars,
 * the 411.074(a) clean period, the first-offender condition and the records the data cannot settle.
 */
import { describe, expect, it } from 'vitest';
import { addDays, addYears } from '../../src/dates';
import type { PersonAnswers } from '../../src/model';
import { CLEAN_ANSWERS, codes, decide1, mkCase, run, PAID_BEFORE } from '../helpers';

/** Class A assault (PC 22.01, stranger) deferred: 411.0725, two-year wait from the discharge. */
const assault0725 = (discharge = '2023-06-01', placement = '2022-06-01') =>
  mkCase({
    disposition: 'deferred_discharged',
    level: 'MA',
    statute: 'PC 22.01',
    cats: ['assault'],
    filing: '2022-05-01',
    placement,
    discharge,
  });
/** Class B theft deferred, discharged after day 180: 411.072 (first-offender section). */
const theft072 = () =>
  mkCase({
    disposition: 'deferred_discharged',
    statute: 'PC 31.03',
    cats: ['theft'],
    filing: '2021-12-01',
    placement: '2022-01-10',
    discharge: '2022-09-15',
  });
/** Class B trespass straight probation (411.073, first-offender section), completed 2020-06-01. */
const trespass073 = () =>
  mkCase({
    disposition: 'probation_completed',
    statute: 'PC 30.05',
    filing: '2019-05-01',
    conviction: '2019-06-01',
    placement: '2019-06-01',
    supervisionEnd: '2020-06-01',
  });
const conviction = (day: string, over: Partial<Parameters<typeof mkCase>[0]> = {}) =>
  mkCase({
    disposition: 'convicted_sentence',
    statute: 'PC 31.03',
    cats: ['theft'],
    filing: addDays(day, -30),
    conviction: day,
    sentenceCompletion: day,
    ...over,
  });
const PAID = { paid_all_fines_and_costs: true, completion_payment_month: PAID_BEFORE };

describe('§1.4 / D3 date arithmetic', () => {
  it.each([
    ['2020-02-29', 1, '2021-02-28'],
    ['2020-02-29', 2, '2022-02-28'],
    ['2020-02-29', 4, '2024-02-29'],
    ['2020-02-29', 5, '2025-02-28'],
    ['2019-03-01', 1, '2020-03-01'],
    ['2023-12-31', 2, '2025-12-31'],
  ] as const)('add_years(%s, %i) = %s', (from, n, want) => {
    expect(addYears(from, n)).toBe(want);
  });
  it('180 days after placement counts calendar days (2024 is a leap year)', () => {
    expect(addDays('2024-01-10', 180)).toBe('2024-07-08');
    expect(addDays('2022-01-10', 180)).toBe('2022-07-09');
  });
  it('a 29 February discharge with a 2-year wait is eligible on 28 February, not before', () => {
    const c = assault0725('2020-02-29', '2019-03-01');
    expect(decide1(c, { asOf: '2022-02-27' })).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      eligible_date: '2022-02-28',
    });
    expect(decide1(c, { asOf: '2022-02-28' })).toMatchObject({
      final_eligibility: 'nondisclosure',
      eligible_date: '2022-02-28',
      ndo_form: '411.0725',
    });
  });
});

describe('§2.1 411.074(b) bars', () => {
  it.each([
    ['PC 19.02', 'BAR_411074_MURDER'],
    ['PC 19.03', 'BAR_411074_MURDER'],
    ['PC 20.04', 'BAR_411074_AGGRAVATED_KIDNAPPING'],
    ['PC 20A.03', 'BAR_411074_HUMAN_TRAFFICKING'],
    ['PC 22.04', 'BAR_411074_INJURY_CHILD_ELDERLY_DISABLED'],
    ['PC 22.041', 'BAR_411074_CHILD_ABANDON_ENDANGER'],
    ['PC 25.072', 'BAR_411074_PROTECTIVE_ORDER_VIOLATION'],
    ['PC 42.072', 'BAR_411074_STALKING'],
  ] as const)('a prior deferred adjudication for %s (statute only, no category) bars the target', (statute, code) => {
    const prior = mkCase({
      disposition: 'deferred_discharged',
      level: 'F3',
      statute,
      filing: '1995-01-01',
      placement: '1995-06-01',
      discharge: '1999-06-01',
    });
    const d = decide1(assault0725(), { others: [prior] });
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain(code);
  });
  it('PC 22.04 does not catch PC 22.041 nor the reverse; PC 22.01 is not barred by the 22.04 prefix', () => {
    const d = decide1(
      mkCase({
        disposition: 'deferred_discharged',
        level: 'MA',
        statute: 'PC 22.01',
        filing: '2022-05-01',
        placement: '2022-06-01',
        discharge: '2023-06-01',
      }),
    );
    expect(d.final_eligibility).toBe('nondisclosure');
  });
  it('the target itself carries a bar: PC 25.07 protective-order violation deferred → ineligible', () => {
    const d = decide1(
      mkCase({
        disposition: 'deferred_discharged',
        level: 'MA',
        statute: 'PC 25.07',
        filing: '2015-01-01',
        placement: '2015-02-01',
        discharge: '2016-02-01',
      }),
    );
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('BAR_411074_PROTECTIVE_ORDER_VIOLATION');
  });
  it('D7 a family-violence literal without a finding bars the target', () => {
    const d = decide1(
      mkCase({
        disposition: 'deferred_discharged',
        level: 'MA',
        statute: 'PC 22.01',
        cats: ['assault', 'family_violence'],
        fvFinding: null,
        filing: '2015-01-01',
        placement: '2015-02-01',
        discharge: '2016-02-01',
      }),
    );
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('BAR_411074_FAMILY_VIOLENCE');
  });
  it('D7 a family-violence conviction bars every other case of the person, even an old one', () => {
    const fv = conviction('2001-01-01', { level: 'MA', statute: 'PC 22.01', cats: ['assault', 'family_violence'] });
    expect(decide1(theft072(), { others: [fv] }).final_eligibility).toBe('ineligible');
  });
  it('§2.1 an affirmative family-violence finding bars the target even on a non-assault literal', () => {
    const d = decide1(
      mkCase({
        disposition: 'deferred_discharged',
        level: 'MA',
        statute: 'PC 28.03',
        fvFinding: true,
        filing: '2015-01-01',
        placement: '2015-02-01',
        discharge: '2016-02-01',
      }),
    );
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('BAR_411074_FAMILY_VIOLENCE_FINDING');
  });
  it('D7 the family-violence answer settles a plain assault: answered → bar, unanswered → ask', () => {
    const fvAnswer: PersonAnswers = {
      ...CLEAN_ANSWERS,
      noneOfTheAbove: false,
      disqualifyingOffenses: ['family_violence'],
    };
    expect(decide1(assault0725(), { answers: fvAnswer }).final_eligibility).toBe('ineligible');
    const out = run([assault0725()], '2025-06-01', { isVeteran: false, hasBeenVictim: false });
    expect(out.decisions[0]?.final_eligibility).toBe('could_not_determine');
    expect(out.preliminaryQuestions).toEqual(expect.arrayContaining(['sexOffender', 'disqualifyingOffenses']));
    expect(out.needsPreliminaryQuestions).toBe(true);
  });
  it('a dismissed or acquitted barred offense does not bar (only convictions and deferred count)', () => {
    const acquitted = mkCase({
      disposition: 'acquitted',
      level: 'F1',
      statute: 'PC 19.02',
      filing: '2000-01-01',
      dismissal: '2001-01-01',
    });
    expect(decide1(assault0725(), { others: [acquitted] }).final_eligibility).toBe('nondisclosure');
  });
});

describe('§2.2 / D4 411.074(a) clean period (window: day after placement/sentence → eligible date)', () => {
  it('#10 felony deferred: a conviction inside the 5-year window bars permanently', () => {
    const t = mkCase({
      disposition: 'deferred_discharged',
      level: 'F3',
      statute: 'PC 31.03',
      filing: '2015-12-01',
      placement: '2016-01-15',
      discharge: '2019-01-15',
    });
    const d = decide1(t, {
      others: [conviction('2021-03-01', { statute: 'PC 49.04', cats: ['dwi'] })],
      asOf: '2026-01-01',
    });
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('CLEAN_PERIOD_VIOLATED');
  });
  it('a conviction the day after placement is inside the window (bars 411.0725, which has no first-offender test)', () => {
    const d = decide1(assault0725(), { others: [conviction('2022-06-02')] });
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('CLEAN_PERIOD_VIOLATED');
  });
  it('a deferred placement (not only a conviction) inside the window bars', () => {
    const other = mkCase({
      disposition: 'deferred_discharged',
      statute: 'PC 31.03',
      filing: '2023-01-01',
      placement: '2024-01-01',
      discharge: '2024-07-01',
    });
    expect(decide1(assault0725(), { others: [other] }).final_eligibility).toBe('ineligible');
  });
  it('D4 a record the same day as the target placement is not a 411.074(a) bar for 411.0725', () => {
    const d = decide1(assault0725(), { others: [conviction('2022-06-01')] });
    expect(d.final_eligibility).toBe('nondisclosure');
    expect(d.ndo_form).toBe('411.0725');
  });
  it('D4 a record the same day makes a first-offender section could_not_determine (SAME_DAY_RECORD)', () => {
    const d = decide1(trespass073(), { others: [conviction('2019-06-01')], caseAnswers: PAID });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('SAME_DAY_RECORD');
  });
  it('#52 a conviction after the 411.0725 window does not bar it; the judge may weigh it', () => {
    const t = mkCase({
      disposition: 'deferred_discharged',
      level: 'F3',
      statute: 'PC 31.03',
      filing: '2015-12-01',
      placement: '2016-01-10',
      discharge: '2019-01-10',
    });
    const d = decide1(t, { others: [conviction('2025-04-15')] });
    expect(d).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.0725', eligible_date: '2024-01-10' });
    expect(codes(d)).toContain('LATER_CONVICTION_MAY_WEIGH');
  });
  it('#53 a conviction after a first-offender section window → could_not_determine (LATER_RECORD_AMBIGUOUS)', () => {
    const d = decide1(trespass073(), { others: [conviction('2024-03-01')], caseAnswers: PAID });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('LATER_RECORD_AMBIGUOUS');
  });
  it('a fine-only traffic conviction inside the window does not bar', () => {
    const traffic = conviction('2024-01-01', {
      level: 'MC',
      statute: null,
      chapter: null,
      cats: ['traffic_fine_only'],
      fineOnly: true,
    });
    expect(decide1(assault0725(), { others: [traffic] }).final_eligibility).toBe('nondisclosure');
  });
  it('§1.3 a non-traffic Class C conviction inside the window does bar', () => {
    const pi = conviction('2024-01-01', { level: 'MC', statute: 'PC 49.02', cats: [], fineOnly: true });
    expect(decide1(assault0725(), { others: [pi] }).final_eligibility).toBe('ineligible');
  });
  it('a dismissal or acquittal inside the window does not bar', () => {
    const dism = mkCase({
      disposition: 'dismissed',
      dismissalReason: 'other',
      statute: 'PC 31.03',
      filing: '2023-01-01',
      dismissal: '2024-01-01',
    });
    expect(decide1(assault0725(), { others: [dism] }).final_eligibility).toBe('nondisclosure');
  });
  it('another case whose disposition date is unknown → could_not_determine, never nondisclosure', () => {
    const other = mkCase({ disposition: 'convicted_sentence', statute: 'PC 31.03', filing: '2023-01-01' });
    const d = decide1(assault0725(), { others: [other] });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('RECORD_DATE_UNKNOWN');
  });
});

describe('§2.3 / D4 first-offender sections', () => {
  it('#9 a prior non-traffic Class C conviction defeats 411.072; 411.0725 applies with no wait', () => {
    const prior = conviction('2015-03-01', { level: 'MC', statute: 'PC 49.02', cats: [], fineOnly: true });
    const d = decide1(
      mkCase({
        disposition: 'deferred_discharged',
        cats: ['theft'],
        filing: '2020-07-01',
        placement: '2020-08-01',
        discharge: '2021-08-01',
      }),
      { others: [prior] },
    );
    expect(d).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.0725', eligible_date: '2021-08-01' });
  });
  it('a prior fine-only traffic conviction does not defeat 411.072', () => {
    const traffic = conviction('2015-03-01', {
      level: 'MC',
      statute: null,
      chapter: null,
      cats: ['traffic_fine_only'],
      fineOnly: true,
    });
    expect(decide1(theft072(), { others: [traffic] })).toMatchObject({
      final_eligibility: 'nondisclosure',
      ndo_form: '411.072',
    });
  });
  it('a prior conviction defeats 411.073 and no other section takes a completed probation → ineligible', () => {
    const d = decide1(trespass073(), { others: [conviction('2010-01-01')], caseAnswers: PAID });
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('FIRST_OFFENDER_FAILED');
  });
  it('a prior deferred adjudication (not a conviction) also defeats the first-offender test', () => {
    const prior = mkCase({
      disposition: 'deferred_discharged',
      statute: 'PC 31.03',
      filing: '2009-01-01',
      placement: '2010-01-01',
      discharge: '2011-01-01',
    });
    expect(decide1(trespass073(), { others: [prior], caseAnswers: PAID }).final_eligibility).toBe('ineligible');
  });
  it('a prior conviction does not defeat 411.0725 (no first-offender condition)', () => {
    const d = decide1(assault0725(), { others: [conviction('2010-01-01')] });
    expect(d).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.0725' });
  });
  it('D1 records outside Texas: a first-offender section and 411.0725 both become could_not_determine', () => {
    const outside: PersonAnswers = { ...CLEAN_ANSWERS, hasCrimeOutsideTexas: true };
    expect(decide1(theft072(), { answers: outside }).final_eligibility).toBe('could_not_determine');
    expect(decide1(assault0725(), { answers: outside }).final_eligibility).toBe('could_not_determine');
  });
  it('D1 records before 1990 make a first-offender section could_not_determine (411.0725 still fits a deferred case)', () => {
    const before1990: PersonAnswers = { ...CLEAN_ANSWERS, hasCrimeBefore1990: true };
    const d = decide1(trespass073(), { answers: before1990, caseAnswers: PAID });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('RECORD_OUTSIDE_DATA');
    expect(decide1(theft072(), { answers: before1990 })).toMatchObject({
      final_eligibility: 'nondisclosure',
      ndo_form: '411.0725',
    });
  });
});

describe('§2.4 / D15 pending cases', () => {
  it('#54 the pending case itself → could_not_determine', () => {
    expect(
      decide1(mkCase({ disposition: 'pending', statute: 'PC 31.03', filing: '2025-01-01' })).final_eligibility,
    ).toBe('could_not_determine');
  });
  it('a pending case filed inside the window → could_not_determine (PENDING_CASE_MAY_BAR)', () => {
    const pending = mkCase({ disposition: 'pending', statute: 'PC 31.03', filing: '2024-01-01' });
    const d = decide1(assault0725(), { others: [pending] });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('PENDING_CASE_MAY_BAR');
  });
  it('a pending case while the window is still open → could_not_determine', () => {
    const pending = mkCase({ disposition: 'pending', statute: 'PC 31.03', filing: '2021-01-01' });
    const d = decide1(assault0725('2024-06-01', '2023-06-01'), { others: [pending] });
    expect(d.final_eligibility).toBe('could_not_determine');
  });
  it('a pending case filed after a closed window does not block 411.0725', () => {
    const pending = mkCase({ disposition: 'pending', statute: 'PC 31.03', filing: '2025-07-01' });
    expect(decide1(assault0725(), { others: [pending], asOf: '2025-08-01' }).final_eligibility).toBe('nondisclosure');
    // Filed on the eligible date: still inside the window → could_not_determine.
    const onEnd = mkCase({ disposition: 'pending', statute: 'PC 31.03', filing: '2025-06-01' });
    expect(decide1(assault0725(), { others: [onEnd], asOf: '2025-08-01' }).final_eligibility).toBe(
      'could_not_determine',
    );
  });
});
