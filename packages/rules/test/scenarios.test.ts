/**
 * Whole people, each the worked example of one rule (today = 2026-12-01 unless a test says otherwise): every case
 * of the person is evaluated together, with the answers the person gives.
 */
import { describe, expect, it } from 'vitest';
import type { CaseAnswers, EngineCase, PersonAnswers } from '../src/model';
import { CLEAN_ANSWERS, codes, mkCase, run } from './helpers';

const TODAY = '2026-12-01';
const CLASS_C_YES: PersonAnswers = { ...CLEAN_ANSWERS, hasClassCConviction: true };
const CLASS_C_UNANSWERED: PersonAnswers = { ...CLEAN_ANSWERS, hasClassCConviction: undefined };

describe('Ana: a Class C record is asked about for 411.0725 too (Gov\u2019t Code 411.074(a))', () => {
  const ana = () => [
    mkCase({
      id: 'poss',
      level: 'FS',
      statute: 'HSC 481.115(b)',
      chapter: null,
      cats: ['drug_possession'],
      literal: 'POSS CS PG 1 <1G',
      disposition: 'deferred_discharged',
      filing: '2015-11-01',
      placement: '2016-01-10',
      discharge: '2019-01-10',
    }),
  ];
  it('before the answer: could_not_determine (CLASS_C_ANSWER_NEEDED) and the question is asked', () => {
    const out = run(ana(), TODAY, CLASS_C_UNANSWERED);
    expect(out.decisions[0]?.final_eligibility).toBe('could_not_determine');
    expect(codes(out.decisions[0])).toContain('CLASS_C_ANSWER_NEEDED');
    expect(out.preliminaryQuestions).toContain('hasClassCConviction');
  });
  it('yes, inside the window: ineligible (CLEAN_PERIOD_VIOLATED)', () => {
    const d = run(ana(), TODAY, CLASS_C_YES, { poss: { class_c_in_window: true } }).decisions[0];
    expect(d?.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('CLEAN_PERIOD_VIOLATED');
  });
  it('no Class C record: nondisclosure under 411.0725 from 2024-01-10', () => {
    const d = run(ana(), TODAY).decisions[0];
    expect(d).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.0725', eligible_date: '2024-01-10' });
  });
});

describe('Ivy: a Class C record after the case is not a prior one (411.073(b)(2))', () => {
  const ivy = () => [
    mkCase({
      id: 'trespass',
      level: 'MB',
      statute: 'PC 30.05',
      literal: 'CRIM TRESPASS',
      disposition: 'probation_completed',
      filing: '2018-01-15',
      conviction: '2018-03-05',
      placement: '2018-03-05',
      supervisionEnd: '2019-03-04',
      supervisionMonths: 12,
    }),
  ];
  const paid: CaseAnswers = { paid_all_fines_and_costs: true, completion_payment_month: '2019-02' };
  it('yes / not before / not in the window: could_not_determine (LATER_RECORD_AMBIGUOUS)', () => {
    const d = run(ivy(), TODAY, CLASS_C_YES, {
      trespass: { ...paid, class_c_before_case: false, class_c_in_window: false },
    }).decisions[0];
    expect(d?.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('LATER_RECORD_AMBIGUOUS');
    expect(codes(d)).not.toContain('FIRST_OFFENDER_CLASS_C_RECORD');
    expect(d?.questions).toEqual([]);
  });
  it('yes and before the case: ineligible (FIRST_OFFENDER_CLASS_C_RECORD)', () => {
    const d = run(ivy(), TODAY, CLASS_C_YES, { trespass: { ...paid, class_c_before_case: true } }).decisions[0];
    expect(d?.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('FIRST_OFFENDER_CLASS_C_RECORD');
  });
  it('yes, not yet said when: both Class C questions are asked', () => {
    const d = run(ivy(), TODAY, CLASS_C_YES, { trespass: paid }).decisions[0];
    expect(d?.final_eligibility).toBe('could_not_determine');
    expect(d?.questions).toEqual(['class_c_in_window', 'class_c_before_case']);
  });
  it('no Class C record: nondisclosure under 411.073 from 2019-03-04', () => {
    const d = run(ivy(), TODAY, CLEAN_ANSWERS, { trespass: paid }).decisions[0];
    expect(d).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.073', eligible_date: '2019-03-04' });
  });
});

describe('Ben: 411.0736 does not grant the shorter interlock wait on an unread text', () => {
  const ben = () => [
    mkCase({
      id: 'dwi',
      level: 'MB',
      statute: 'PC 49.04',
      cats: ['dwi'],
      literal: 'DRIVING WHILE INTOXICATED',
      disposition: 'convicted_sentence',
      filing: '2022-03-01',
      conviction: '2022-05-02',
      sentenceCompletion: '2022-05-31',
      sentenceRaw: '3 DAYS HCJ',
    }),
  ];
  const answers: CaseAnswers = {
    collision_with_another_person: false,
    paid_all_fines_and_costs: true,
    completion_payment_month: '2022-05',
    used_ignition_interlock_device: true,
    interlock_condition: 'bond',
  };
  it('interlock for 7 months as a bond condition: could_not_determine today (NEEDS_LEGAL_REVIEW)', () => {
    const d = run(ben(), TODAY, CLEAN_ANSWERS, { dwi: answers }).decisions[0];
    expect(d?.final_eligibility).toBe('could_not_determine');
    expect(d?.reasons.find((r) => r.code === 'NEEDS_LEGAL_REVIEW')?.params?.section).toBe('411.0736');
  });
  it('nondisclosure under 411.0736 from 2027-05-31 (day before: still undecided)', () => {
    expect(run(ben(), '2027-05-30', CLEAN_ANSWERS, { dwi: answers }).decisions[0]?.final_eligibility).toBe(
      'could_not_determine',
    );
    expect(run(ben(), '2027-05-31', CLEAN_ANSWERS, { dwi: answers }).decisions[0]).toMatchObject({
      final_eligibility: 'nondisclosure',
      ndo_form: '411.0736',
      eligible_date: '2027-05-31',
    });
  });
  it('without an interlock: not_yet_eligible, 2027-05-31 (ASSUMED_NO_INTERLOCK)', () => {
    const d = run(ben(), TODAY, CLEAN_ANSWERS, { dwi: { ...answers, used_ignition_interlock_device: false } })
      .decisions[0];
    expect(d).toMatchObject({ final_eligibility: 'not_yet_eligible', eligible_date: '2027-05-31' });
    expect(codes(d)).toContain('ASSUMED_NO_INTERLOCK');
  });
});

describe('Mia: the Harris DA one-year practice after DWI pretrial intervention is a note, not a wait', () => {
  it('expunction under 55A.053(a)(2)(C) from 2026-10-01; DA agreement expected from 2027-10-01', () => {
    const mia = mkCase({
      id: 'dwi',
      level: 'MB',
      statute: 'PC 49.04',
      cats: ['dwi'],
      literal: 'DRIVING WHILE INTOXICATED',
      disposition: 'dismissed',
      dismissalReason: 'pretrial_intervention',
      chargePresented: true,
      filing: '2025-09-02',
      dismissal: '2026-10-01',
    });
    const d = run([mia], TODAY).decisions[0];
    expect(d).toMatchObject({
      final_eligibility: 'expunction',
      expunction_route: '55A.053(a)(2)(C)',
      eligible_date: '2026-10-01',
    });
    expect(d?.reasons.find((r) => r.code === 'HARRIS_DA_PTI_ONE_YEAR')?.params?.date).toBe('2027-10-01');
    expect(run([mia], '2026-09-30').decisions[0]?.final_eligibility).not.toBe('expunction');
  });
});

describe('Eli: the victim question on a barred felony case decides the bar for his other cases (411.074(b)(1)(D))', () => {
  const eli = () => [
    mkCase({
      id: 'agg',
      level: 'F2',
      statute: 'PC 22.02',
      cats: ['assault'],
      literal: 'AGG ASSAULT W/DEADLY WEAPON',
      disposition: 'convicted_sentence',
      filing: '2010-01-15',
      conviction: '2010-05-03',
      sentenceCompletion: '2014-05-03',
      sentenceRaw: '4 YEARS TDC',
    }),
    mkCase({
      id: 'theft',
      level: 'MB',
      statute: 'PC 31.03',
      cats: ['theft'],
      literal: 'THEFT PROP>=$100<$750',
      disposition: 'deferred_discharged',
      filing: '2020-01-10',
      placement: '2020-03-02',
      discharge: '2020-09-01',
      supervisionMonths: 6,
    }),
  ];
  it('before the answer: theft could_not_determine, the question is asked on the felony case', () => {
    const out = run(eli(), TODAY);
    expect(out.decisions[0]?.final_eligibility).toBe('ineligible');
    expect(out.decisions[0]?.questions).toEqual(['victim_family_household_or_dating']);
    expect(out.decisions[1]?.final_eligibility).toBe('could_not_determine');
    expect(codes(out.decisions[1])).toContain('FAMILY_VIOLENCE_VICTIM_UNKNOWN');
  });
  it('yes (a former girlfriend): both ineligible (BAR_411074_FAMILY_VIOLENCE)', () => {
    const out = run(eli(), TODAY, CLEAN_ANSWERS, { agg: { victim_family_household_or_dating: true } });
    for (const d of out.decisions) {
      expect(d.final_eligibility).toBe('ineligible');
      expect(codes(d)).toContain('BAR_411074_FAMILY_VIOLENCE');
    }
    expect(out.decisions[0]?.questions).toEqual([]);
  });
  it('not sure: the theft stays could_not_determine', () => {
    const out = run(eli(), TODAY, CLEAN_ANSWERS, { agg: { victim_family_household_or_dating: 'not_sure' } });
    expect(out.decisions[1]?.final_eligibility).toBe('could_not_determine');
  });
  it('no: theft nondisclosure under 411.0725 from 2020-09-01 (the felony fails 411.072 first offender)', () => {
    const out = run(eli(), TODAY, CLEAN_ANSWERS, { agg: { victim_family_household_or_dating: false } });
    expect(out.decisions[1]).toMatchObject({
      final_eligibility: 'nondisclosure',
      ndo_form: '411.0725',
      eligible_date: '2020-09-01',
    });
    expect(out.decisions[0]?.questions).toEqual([]);
  });
});

describe('Cal: a charge refiled at another level before the dismissal belongs to the same arrest (CCP 55A.051)', () => {
  const cal = (reportNumber: string | null) => [
    mkCase({
      id: 'a',
      level: 'MB',
      statute: 'HSC 481.121(b)(1)',
      chapter: null,
      cats: ['drug_possession'],
      literal: 'POSS MARIJ <2OZ',
      disposition: 'dismissed',
      dismissalReason: 'other',
      chargePresented: true,
      filing: '2019-03-01',
      dismissal: '2019-06-01',
      reportNumber,
      agency: 'HPD',
    }),
    mkCase({
      id: 'b',
      level: 'MA',
      statute: 'HSC 481.121(b)(2)',
      chapter: null,
      cats: ['drug_possession'],
      literal: 'POSS MARIJ 2-4OZ',
      disposition: 'deferred_discharged',
      filing: '2019-05-25',
      placement: '2019-07-15',
      discharge: '2020-07-14',
      supervisionMonths: 12,
      reportNumber,
      agency: 'HPD',
    }),
  ];
  it('same report number: A could_not_determine (SAME_EPISODE_MIXED), nothing asked; B 411.072 from 2020-07-14', () => {
    const out = run(cal('190301-0042'), TODAY);
    expect(out.decisions[0]?.final_eligibility).toBe('could_not_determine');
    expect(codes(out.decisions[0])).toContain('SAME_EPISODE_MIXED');
    expect(out.decisions[0]?.questions).toEqual([]);
    expect(out.decisions[1]).toMatchObject({
      final_eligibility: 'nondisclosure',
      ndo_form: '411.072',
      eligible_date: '2020-07-14',
    });
  });
  it('without report numbers: asked; yes → mixed; no → expunction under 55A.054 from 2021-06-03; not sure → undecided', () => {
    const asked = run(cal(null), TODAY).decisions[0];
    expect(asked?.final_eligibility).toBe('could_not_determine');
    expect(asked?.questions).toEqual(['charge_refiled_or_replaced']);
    const yes = run(cal(null), TODAY, CLEAN_ANSWERS, { a: { charge_refiled_or_replaced: true } }).decisions[0];
    expect(yes?.final_eligibility).toBe('could_not_determine');
    expect(codes(yes)).toContain('SAME_EPISODE_MIXED');
    expect(yes?.questions).toEqual([]);
    const no = run(cal(null), TODAY, CLEAN_ANSWERS, { a: { charge_refiled_or_replaced: false } }).decisions[0];
    expect(no).toMatchObject({
      final_eligibility: 'expunction',
      expunction_route: '55A.054',
      eligible_date: '2021-06-03',
    });
    const unsure = run(cal(null), TODAY, CLEAN_ANSWERS, { a: { charge_refiled_or_replaced: 'not_sure' } });
    expect(unsure.decisions[0]?.final_eligibility).toBe('could_not_determine');
  });
  it('different report numbers: an ordinary dismissal', () => {
    const [a, b] = cal('190301-0042');
    if (a === undefined || b === undefined) throw new Error('no cases');
    const out = run([a, { ...b, reportNumber: '190525-0007' }], TODAY);
    expect(out.decisions[0]).toMatchObject({ final_eligibility: 'expunction', eligible_date: '2021-06-03' });
  });
  it('a case filed 31 days before the dismissal, or 91 days after, is not linked by the window', () => {
    const [a, b] = cal(null);
    if (a === undefined || b === undefined) throw new Error('no cases');
    for (const filing of ['2019-05-01', '2019-08-31']) {
      const moved = { ...b, dates: { ...b.dates, filing: { date: filing, estimated: false } } };
      expect(run([a, moved], TODAY).decisions[0]?.final_eligibility).toBe('expunction');
    }
    for (const filing of ['2019-05-02', '2019-08-30']) {
      const moved = { ...b, dates: { ...b.dates, filing: { date: filing, estimated: false } } };
      expect(run([a, moved], TODAY).decisions[0]?.questions).toEqual(['charge_refiled_or_replaced']);
    }
  });
});

describe('Cal, continued: every charge of the arrest dropped, the arrest takes the latest date (docs/law D38)', () => {
  const charge = (id: string, dismissal: string | undefined, over: Partial<EngineCase> = {}): EngineCase => ({
    ...mkCase({
      id,
      level: 'MB',
      statute: 'HSC 481.121(b)(1)',
      chapter: null,
      cats: ['drug_possession'],
      literal: 'POSS MARIJ <2OZ',
      disposition: 'dismissed',
      dismissalReason: 'other',
      chargePresented: true,
      filing: id === 'a' ? '2019-03-01' : '2019-01-02',
      dismissal,
      reportNumber: '190301-0042',
      agency: 'HPD',
    }),
    ...over,
  });
  it.each([
    // [A dismissed, B dismissed, A's date, B's date, A carries SAME_ARREST_LATEST_DATE]
    ['2019-06-01', '2020-03-01', '2022-03-03', '2022-03-03', true],
    ['2020-03-01', '2019-06-01', '2022-03-03', '2022-03-03', false],
    ['2019-06-01', '2019-06-01', '2021-06-03', '2021-06-03', false],
  ])('A dismissed %s, B %s: A from %s, B from %s', (da, db, ea, eb, note) => {
    const out = run([charge('a', da), charge('b', db)], TODAY);
    expect(out.decisions[0]).toMatchObject({ final_eligibility: 'expunction', eligible_date: ea });
    expect(out.decisions[1]).toMatchObject({ final_eligibility: 'expunction', eligible_date: eb });
    expect(codes(out.decisions[0]).includes('SAME_ARREST_LATEST_DATE')).toBe(note);
  });
  it('the later charge not yet expungeable: the earlier one waits for it (day before / day of)', () => {
    const people = [charge('a', '2019-06-01'), charge('b', '2024-11-13')];
    // B: misdemeanor, presented, dismissed 2024-11-13 → 55A.054 two years and two days → 2026-11-15.
    expect(run(people, '2026-11-14').decisions[0]).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      eligible_date: '2026-11-15',
    });
    expect(run(people, '2026-11-15').decisions[0]).toMatchObject({
      final_eligibility: 'expunction',
      eligible_date: '2026-11-15',
    });
  });
  it('a linked charge with no date of its own leaves the arrest undecided (SAME_ARREST_DATE_UNKNOWN)', () => {
    const out = run([charge('a', '2019-06-01'), charge('b', undefined)], TODAY);
    expect(out.decisions[0]?.final_eligibility).toBe('could_not_determine');
    expect(codes(out.decisions[0])).toContain('SAME_ARREST_DATE_UNKNOWN');
  });
  it('an unlinked dismissal (another report number) keeps its own date', () => {
    const out = run([charge('a', '2019-06-01'), charge('b', '2020-03-01', { reportNumber: '200101-0001' })], TODAY);
    expect(out.decisions[0]).toMatchObject({ final_eligibility: 'expunction', eligible_date: '2021-06-03' });
  });
});

describe('Cal, continued: a duplicate indictment (bamexp I) links two charges like a report number (docs/law D38)', () => {
  const dismissed = (dup: boolean | null): EngineCase => ({
    ...mkCase({
      id: 'a',
      level: 'F3',
      statute: 'PC 31.03',
      cats: ['theft'],
      literal: 'THEFT >=2,500 <30,000',
      disposition: 'dismissed',
      dismissalReason: 'other',
      chargePresented: true,
      filing: '2019-03-01',
      dismissal: '2019-06-01',
    }),
    duplicateIndictment: dup,
  });
  // The same theft indicted again months before: outside the 30-day refiling window, so only the flag links it.
  const deferred = mkCase({
    id: 'b',
    level: 'F3',
    statute: 'PC 31.03',
    cats: ['theft'],
    literal: 'THEFT >=2,500 <30,000',
    disposition: 'deferred_discharged',
    filing: '2019-01-02',
    placement: '2019-07-15',
    discharge: '2021-07-14',
    supervisionMonths: 24,
  });
  it.each([
    [true, 'could_not_determine', true],
    [false, 'expunction', false],
    [null, 'expunction', false],
  ])('flag %s: the dismissal is %s (SAME_EPISODE_MIXED: %s), nothing asked', (dup, outcome, mixed) => {
    const d = run([dismissed(dup), deferred], TODAY).decisions[0];
    expect(d?.final_eligibility).toBe(outcome);
    expect(codes(d).includes('SAME_EPISODE_MIXED')).toBe(mixed);
    expect(d?.questions).toEqual([]);
  });
  it('the flag on the other case links them too; a different offense family does not', () => {
    expect(
      run([dismissed(null), { ...deferred, duplicateIndictment: true }], TODAY).decisions[0]?.final_eligibility,
    ).toBe('could_not_determine');
    const burglary = mkCase({
      ...{ id: 'c', level: 'F2', statute: 'PC 30.02', cats: [] },
      disposition: 'deferred_discharged',
      filing: '2019-01-02',
      placement: '2019-07-15',
      discharge: '2021-07-14',
      supervisionMonths: 24,
    });
    expect(run([dismissed(true), burglary], TODAY).decisions[0]?.final_eligibility).toBe('expunction');
  });
});

describe('Cal, continued: a misdemeanor information after a felony no-bill belongs to the same arrest (CCP 55A.052(a))', () => {
  // A: state jail felony possession, arrested 2019-02-28, no-billed 2019-04-01. B: the same arrest charged again by
  // information as a Class B marijuana possession (another H&S section, so only the no-bill rule links it), filed
  // 2019-04-20, deferred 2019-06-03 for 6 months, discharged 2019-12-02.
  const cal = (reportNumber: string | null, bFiling = '2019-04-20') => [
    mkCase({
      id: 'a',
      level: 'FS',
      statute: 'HSC 481.115(b)',
      chapter: null,
      cats: ['drug_possession'],
      literal: 'POSS CS PG 1 <1G',
      disposition: 'no_bill',
      arrest: '2019-02-28',
      filing: '2019-03-01',
      dismissal: '2019-04-01',
      reportNumber,
      agency: 'HPD',
    }),
    mkCase({
      id: 'b',
      level: 'MB',
      statute: 'HSC 481.121(b)(1)',
      chapter: null,
      cats: ['drug_possession'],
      literal: 'POSS MARIJ <2OZ',
      disposition: 'deferred_discharged',
      chargePresented: true,
      filing: bFiling,
      placement: '2019-06-03',
      discharge: '2019-12-02',
      supervisionMonths: 6,
      reportNumber,
      agency: 'HPD',
    }),
  ];
  it('same report number: the no-bill could_not_determine (SAME_EPISODE_MIXED), nothing asked; B 411.072 from 2019-12-02', () => {
    const out = run(cal('190228-0311'), TODAY);
    expect(out.decisions[0]?.final_eligibility).toBe('could_not_determine');
    expect(codes(out.decisions[0])).toContain('SAME_EPISODE_MIXED');
    expect(out.decisions[0]?.questions).toEqual([]);
    expect(out.decisions[1]).toMatchObject({
      final_eligibility: 'nondisclosure',
      ndo_form: '411.072',
      eligible_date: '2019-12-02',
    });
  });
  it('without report numbers: asked; yes → mixed; not sure → undecided; no → the no-bill’s own expunction', () => {
    const asked = run(cal(null), TODAY).decisions[0];
    expect(asked?.final_eligibility).toBe('could_not_determine');
    expect(asked?.questions).toEqual(['charge_refiled_or_replaced']);
    const yes = run(cal(null), TODAY, CLEAN_ANSWERS, { a: { charge_refiled_or_replaced: true } }).decisions[0];
    expect(yes?.final_eligibility).toBe('could_not_determine');
    expect(codes(yes)).toContain('SAME_EPISODE_MIXED');
    const unsure = run(cal(null), TODAY, CLEAN_ANSWERS, { a: { charge_refiled_or_replaced: 'not_sure' } });
    expect(unsure.decisions[0]?.final_eligibility).toBe('could_not_determine');
    const no = run(cal(null), TODAY, CLEAN_ANSWERS, { a: { charge_refiled_or_replaced: false } }).decisions[0];
    // A felony no-bill: 55A.052, three years from the arrest (2019-02-28 → 2022-02-28).
    expect(no).toMatchObject({
      final_eligibility: 'expunction',
      expunction_route: '55A.052',
      eligible_date: '2022-02-28',
    });
  });
  it.each([
    ['2019-06-30', true],
    ['2019-07-01', false],
    ['2019-03-31', false],
  ])('a misdemeanor filed %s (no-bill 2019-04-01) is linked by the 90-day window: %s', (filing, linked) => {
    const d = run(cal(null, filing), TODAY).decisions[0];
    expect(d?.questions).toEqual(linked ? ['charge_refiled_or_replaced'] : []);
    expect(d?.final_eligibility).toBe(linked ? 'could_not_determine' : 'expunction');
  });
});

describe('Ola: a refiled dismissal is a dismissal for her other cases', () => {
  it('A could_not_determine (SAME_EPISODE_MIXED); B nondisclosure under 411.072 from 2020-09-01', () => {
    const out = run(
      [
        mkCase({
          id: 'a',
          level: 'MB',
          statute: 'PC 31.03',
          cats: ['theft'],
          literal: 'THEFT PROP>=$100<$750',
          disposition: 'dismissed',
          dismissalReason: 'refiled_or_other_case',
          chargePresented: true,
          filing: '2019-12-01',
          dismissal: '2020-01-10',
        }),
        mkCase({
          id: 'b',
          level: 'MB',
          statute: 'PC 31.03',
          cats: ['theft'],
          literal: 'THEFT PROP>=$100<$750',
          disposition: 'deferred_discharged',
          filing: '2020-01-12',
          placement: '2020-03-02',
          discharge: '2020-09-01',
          supervisionMonths: 6,
        }),
      ],
      TODAY,
    );
    expect(out.decisions[0]?.final_eligibility).toBe('could_not_determine');
    expect(codes(out.decisions[0])).toContain('SAME_EPISODE_MIXED');
    expect(out.decisions[1]).toMatchObject({
      final_eligibility: 'nondisclosure',
      ndo_form: '411.072',
      eligible_date: '2020-09-01',
    });
    expect(codes(out.decisions[1])).not.toContain('OTHER_CASE_OUTCOME_UNKNOWN');
  });
  it('the refiled charge not in the data: the person is asked what became of it (docs/law D80)', () => {
    const a = mkCase({
      id: 'a',
      disposition: 'dismissed',
      dismissalReason: 'refiled_or_other_case',
      chargePresented: true,
      dismissal: '2020-01-10',
    });
    expect(run([a], TODAY).decisions[0]?.questions).toEqual(['refiled_case_outcome']);
  });
});

describe('Dee: a misdemeanor with no information presented waits under 55A.052 (CCP 55A.052(a)(2))', () => {
  it('criminal trespass, complaint only, NPCF: not_yet_eligible under 55A.052, partial unless the prosecutor certifies', () => {
    const dee = mkCase({
      id: 'trespass',
      level: 'MB',
      statute: 'PC 30.05',
      literal: 'CRIM TRESPASS',
      disposition: 'dismissed',
      dismissalReason: 'no_probable_cause',
      chargePresented: false,
      filing: '2026-08-03',
      dismissal: '2026-08-04',
    });
    const d = run([dee], TODAY).decisions[0];
    expect(d).toMatchObject({ final_eligibility: 'not_yet_eligible', expunction_route: '55A.052' });
    expect(d?.waiting_period).toMatchObject({ group: 'misdemeanor', amount: 1, unit: 'years' });
    expect(codes(d)).toEqual(expect.arrayContaining(['EXPUNCTION_PARTIAL', 'NO_PROBABLE_CAUSE_MAYBE']));
    expect(codes(d)).not.toContain('EXPUNCTION_NO_PROBABLE_CAUSE');
    // Presented by information: 55A.053(a)(2)(D) from the dismissal.
    const presented = run([{ ...dee, chargePresented: true }], TODAY).decisions[0];
    expect(presented).toMatchObject({ final_eligibility: 'expunction', expunction_route: '55A.053(a)(2)(D)' });
  });
  // The worked example's date: the arrest is no later than the NPCF (2026-08-04, ADR 0060 item 56), so one year
  // from it. The importer sets arrestNoLaterThan to the no-bill or dismissal date.
  const dee = {
    ...mkCase({
      id: 'trespass',
      level: 'MB',
      statute: 'PC 30.05',
      literal: 'CRIM TRESPASS',
      disposition: 'dismissed',
      dismissalReason: 'no_probable_cause',
      chargePresented: false,
      filing: '2026-08-03',
      dismissal: '2026-08-04',
    }),
    arrestNoLaterThan: '2026-08-04',
  };
  it.each([
    ['2026-12-01', 'not_yet_eligible', ['arrest_month']],
    ['2027-08-03', 'not_yet_eligible', ['arrest_month']],
    ['2027-08-04', 'expunction', []],
    ['2027-08-05', 'expunction', []],
  ])('on %s: %s under 55A.052(a)(2), dated 2027-08-04', (asOf, outcome, questions) => {
    const d = run([dee], asOf).decisions[0];
    expect(d).toMatchObject({
      final_eligibility: outcome,
      expunction_route: '55A.052',
      eligible_date: '2027-08-04',
      waiting_period_start: '2026-08-04',
      questions,
    });
    expect(codes(d)).toContain('EXPUNCTION_PARTIAL');
    if (outcome === 'expunction') expect(codes(d)).toContain('ARREST_BOUNDED_BY_DISPOSITION');
  });
  it.each([
    ['2025-08', '2026-08-31', 'expunction'],
    ['2026-07', '2027-07-31', 'not_yet_eligible'],
    ['2026-09', '2027-08-04', 'not_yet_eligible'],
  ])('arrest month %s answered: from its last day, never later than the NPCF: %s, %s', (month, date, outcome) => {
    const d = run([dee], TODAY, CLEAN_ANSWERS, { trespass: { arrest_month: month } }).decisions[0];
    expect(d).toMatchObject({ eligible_date: date, final_eligibility: outcome, questions: [] });
  });
});

describe('Ned: a lewd-visual-material literal cut before "CHILD" is PC 43.262 (411.074(b)(1)(A))', () => {
  it('both cases ineligible (BAR_411074_SEX_OFFENDER)', () => {
    const out = run(
      [
        mkCase({
          id: 'lewd',
          level: 'FS',
          statute: null,
          chapter: 43,
          literal: 'POSS/PROMO LEWD VISUAL MATERIAL',
          disposition: 'deferred_discharged',
          filing: '2019-11-01',
          placement: '2020-02-03',
          discharge: '2025-02-02',
          supervisionMonths: 60,
        }),
        mkCase({
          id: 'theft',
          level: 'MB',
          statute: 'PC 31.03',
          cats: ['theft'],
          disposition: 'deferred_discharged',
          filing: '2025-03-01',
          placement: '2025-05-01',
          discharge: '2025-10-31',
          supervisionMonths: 6,
        }),
      ],
      TODAY,
    );
    for (const d of out.decisions) {
      expect(d.final_eligibility).toBe('ineligible');
      expect(codes(d)).toContain('BAR_411074_SEX_OFFENDER');
    }
  });
});

describe('Fay: a licence-holder carrying literal never reaches 55A.005', () => {
  it('nondisclosure under 411.0735 from 2019-03-31, no carrying question', () => {
    const fay = mkCase({
      id: 'carry',
      level: 'MA',
      statute: 'PC 46.02',
      literal: 'UNL CARRY HANDGUN LIC HOLDER',
      disposition: 'convicted_sentence',
      filing: '2017-01-10',
      offense: '2017-01-09',
      conviction: '2017-03-01',
      sentenceCompletion: '2017-03-11',
      sentenceRaw: '10 DAYS HCJ',
    });
    const d = run([fay], TODAY, CLEAN_ANSWERS, {
      carry: { paid_all_fines_and_costs: true, completion_payment_month: '2017-03' },
    }).decisions[0];
    expect(d).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.0735', eligible_date: '2019-03-31' });
    expect(d?.questions).not.toContain('weapon_only_in_own_vehicle');
    // PC 46.035 itself is never the 46.02(a) route either.
    const d2 = run(
      [{ ...fay, offense: { ...fay.offense, statute: 'PC 46.035', literal: 'UNL CARRY' } }],
      TODAY,
      CLEAN_ANSWERS,
      {
        carry: { paid_all_fines_and_costs: true, completion_payment_month: '2017-03' },
      },
    ).decisions[0];
    expect(d2?.expunction_route).toBeNull();
  });
});

describe('Gus: the carrying question asks what separates former PC 46.02(a) from (a-1)', () => {
  const gus = () => [
    mkCase({
      id: 'carry',
      level: 'MA',
      statute: 'PC 46.02',
      literal: 'UNL CARRYING WEAPON',
      disposition: 'convicted_sentence',
      filing: '2016-04-03',
      offense: '2016-04-02',
      conviction: '2016-05-01',
      sentenceCompletion: '2016-05-03',
      sentenceRaw: '3 DAYS HCJ',
    }),
  ];
  const paid: CaseAnswers = { paid_all_fines_and_costs: true, completion_payment_month: '2016-05' };
  it('on foot (No): expunction under 55A.005, available now', () => {
    const d = run(gus(), TODAY, CLEAN_ANSWERS, { carry: { ...paid, weapon_only_in_own_vehicle: false } }).decisions[0];
    expect(d).toMatchObject({ final_eligibility: 'expunction', expunction_route: '55A.005', eligible_date: TODAY });
  });
  it('only in his own truck (Yes): nondisclosure under 411.0735 from 2018-05-31', () => {
    const d = run(gus(), TODAY, CLEAN_ANSWERS, { carry: { ...paid, weapon_only_in_own_vehicle: true } }).decisions[0];
    expect(d).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.0735', eligible_date: '2018-05-31' });
  });
  it('not asked yet: the question is asked; not sure: the expunction is undecided, the open nondisclosure shows (D42)', () => {
    expect(run(gus(), TODAY, CLEAN_ANSWERS, { carry: paid }).decisions[0]?.questions).toEqual([
      'weapon_only_in_own_vehicle',
    ]);
    const unsure = run(gus(), TODAY, CLEAN_ANSWERS, { carry: { ...paid, weapon_only_in_own_vehicle: 'not_sure' } });
    expect(unsure.decisions[0]).toMatchObject({
      final_eligibility: 'nondisclosure',
      ndo_form: '411.0735',
      expunction_route: null,
      eligible_date: '2018-05-31',
      questions: [],
    });
    expect(codes(unsure.decisions[0])).toContain('HANDGUN_CARRY_UNKNOWN');
    // No nondisclosure open yet (the day before 411.0735's wait ends): not sure leaves the case undecided.
    const early = run(gus(), '2018-05-30', CLEAN_ANSWERS, {
      carry: { ...paid, weapon_only_in_own_vehicle: 'not_sure' },
    });
    expect(early.decisions[0]?.final_eligibility).toBe('could_not_determine');
    expect(codes(early.decisions[0])).toContain('HANDGUN_CARRY_UNKNOWN');
  });
  it.each([
    [undefined, 'WEAPON_IN_VEHICLE_NEEDED', ['weapon_only_in_own_vehicle']],
    ['not_sure', 'HANDGUN_CARRY_UNKNOWN', []],
  ] as const)('answer %s: the reason is %s and the questions %j (docs/law D42)', (answer, code, questions) => {
    const carry: CaseAnswers = answer === undefined ? paid : { ...paid, weapon_only_in_own_vehicle: answer };
    const d = run(gus(), TODAY, CLEAN_ANSWERS, { carry }).decisions[0];
    expect(d?.questions).toEqual(questions);
    expect(codes(d)).toContain(code);
    expect(codes(d)).not.toContain(
      code === 'HANDGUN_CARRY_UNKNOWN' ? 'WEAPON_IN_VEHICLE_NEEDED' : 'HANDGUN_CARRY_UNKNOWN',
    );
  });
});

describe('Hal: the veterans-court wait counts two years from the case end on record (411.0727(b)(3), (d))', () => {
  it('not_yet_eligible under 411.0727, 2027-11-26 (not ineligible)', () => {
    const hal = mkCase({
      id: 'theft',
      level: 'F3',
      statute: 'PC 31.03',
      cats: ['theft'],
      literal: 'THEFT >=2,500 <30,000',
      disposition: 'probation_completed',
      filing: '2023-06-01',
      conviction: '2023-11-27',
      placement: '2023-11-27',
      supervisionEnd: '2025-11-26',
      supervisionMonths: 24,
    });
    const answers: PersonAnswers = { ...CLEAN_ANSWERS, isVeteran: true, completedVetTreatmentCrt: true };
    const d = run([hal], TODAY, answers, { theft: { completed_vet_treatment_court_for_case: true } }).decisions[0];
    expect(d).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      ndo_form: '411.0727',
      eligible_date: '2027-11-26',
    });
    expect(
      run([hal], '2027-11-25', answers, { theft: { completed_vet_treatment_court_for_case: true } }).decisions[0]
        ?.final_eligibility,
    ).toBe('not_yet_eligible');
    expect(
      run([hal], '2027-11-26', answers, { theft: { completed_vet_treatment_court_for_case: true } }).decisions[0]
        ?.final_eligibility,
    ).toBe('nondisclosure');
  });
});

describe('Kim: compelling prostitution opens 411.0728, which stays behind review (411.0728(a))', () => {
  it('could_not_determine: NEEDS_LEGAL_REVIEW for 411.0728, and 411.0735 is for the judge (violent or sexual)', () => {
    const kim = mkCase({
      id: 'prost',
      level: 'MB',
      statute: 'PC 43.02',
      literal: 'PROSTITUTION',
      disposition: 'convicted_sentence',
      filing: '2022-12-01',
      conviction: '2023-02-01',
      sentenceCompletion: '2023-02-06',
      sentenceRaw: '5 DAYS HCJ',
    });
    const answers: PersonAnswers = {
      ...CLEAN_ANSWERS,
      hasBeenVictim: true,
      hasVictimCaseInHarrisCounty: true,
      investigationAssistanceRequested: false,
    };
    const d = run([kim], TODAY, answers, {
      prost: {
        paid_all_fines_and_costs: true,
        completion_payment_month: '2023-02',
        committed_solely_as_trafficking_victim: true,
        commited_after_submitting_petition: false,
      },
    }).decisions[0];
    expect(d?.final_eligibility).toBe('could_not_determine');
    expect(d?.reasons.find((r) => r.code === 'NEEDS_LEGAL_REVIEW')?.params?.section).toBe('411.0728');
    expect(codes(d)).toContain('JUDGE_DECIDES_VIOLENT_OR_SEXUAL');
  });
});

describe('Cy: no filing fee for an acquittal petition filed by the 30th day (CCP art. 102.0061, docs/law D62)', () => {
  const cy = mkCase({
    id: 'assault',
    level: 'MA',
    statute: 'PC 22.01',
    literal: 'ASSAULT-BODILY INJURY',
    disposition: 'acquitted',
    filing: '2026-06-01',
    dismissal: '2026-11-10',
  });
  it.each([
    ['2026-12-01', true],
    ['2026-12-09', true],
    ['2026-12-10', true],
    ['2026-12-11', false],
  ])('on %s: expunction under 55A.002 now; the fee waiver note: %s', (asOf, waived) => {
    const d = run([cy], asOf, CLEAN_ANSWERS, { assault: { victim_family_household_or_dating: false } }).decisions[0];
    expect(d).toMatchObject({
      final_eligibility: 'expunction',
      expunction_route: '55A.002',
      eligible_date: '2026-11-10',
    });
    const note = d?.reasons.find((r) => r.code === 'FEE_WAIVED_ACQUITTAL_30_DAYS');
    expect(note !== undefined).toBe(waived);
    if (note !== undefined) {
      expect(note.params).toEqual({ date: '2026-12-10' });
      expect(note.citation).toContain('art. 102.0061');
    }
  });
});

describe('A veterans treatment court or mental health court dismissal has no filing fee (CCP art. 102.0061)', () => {
  const dismissed = (reason: EngineCase['dismissalReason']) =>
    mkCase({
      id: 'theft',
      level: 'MB',
      disposition: 'dismissed',
      dismissalReason: reason,
      chargePresented: true,
      filing: '2025-01-02',
      dismissal: '2026-03-01',
    });
  it('mental health court: 55A.053(a)(2)(B) with FEE_WAIVED_SPECIALTY_COURT', () => {
    const d = run([dismissed('mental_health_court')], TODAY).decisions[0];
    expect(d).toMatchObject({ final_eligibility: 'expunction', expunction_route: '55A.053(a)(2)(B)' });
    expect(codes(d)).toContain('FEE_WAIVED_SPECIALTY_COURT');
  });
  it('veterans treatment court: 55A.053(a)(2)(A) with FEE_WAIVED_SPECIALTY_COURT; pretrial intervention has no waiver', () => {
    const veteran = { ...CLEAN_ANSWERS, isVeteran: true, completedVetTreatmentCrt: true };
    const d = run([dismissed('other')], TODAY, veteran, { theft: { completed_vet_treatment_court_for_case: true } })
      .decisions[0];
    expect(d).toMatchObject({ final_eligibility: 'expunction', expunction_route: '55A.053(a)(2)(A)' });
    expect(codes(d)).toContain('FEE_WAIVED_SPECIALTY_COURT');
    const pti = run([dismissed('pretrial_intervention')], TODAY).decisions[0];
    expect(pti?.expunction_route).toBe('55A.053(a)(2)(C)');
    expect(codes(pti)).not.toContain('FEE_WAIVED_SPECIALTY_COURT');
  });
});

describe('A dismissal for a conviction in another case (docs/law D38: DISMISSED_FOR_OTHER_CASE)', () => {
  const pair = (a: string | null, b: string | null): EngineCase[] => [
    mkCase({
      id: 'a',
      level: 'MB',
      statute: 'PC 31.03',
      cats: ['theft'],
      disposition: 'dismissed',
      dismissalReason: 'convicted_in_other_case',
      chargePresented: true,
      filing: '2019-12-01',
      dismissal: '2020-01-10',
      reportNumber: a,
      agency: 'HPD',
    }),
    mkCase({
      id: 'b',
      level: 'MB',
      statute: 'PC 31.03',
      cats: ['theft'],
      disposition: 'convicted_sentence',
      filing: '2020-01-02',
      conviction: '2020-01-09',
      sentenceCompletion: '2020-01-09',
      sentenceRaw: '5 DAYS HCJ',
      reportNumber: b,
      agency: 'HPD',
    }),
  ];
  it.each([
    ['191201-0001', '200102-0002', 'expunction', true, []],
    ['191201-0001', '191201-0001', 'could_not_determine', false, []],
    [null, null, 'could_not_determine', false, ['charge_refiled_or_replaced']],
  ] as const)('report numbers %s / %s: %s (DISMISSED_FOR_OTHER_CASE: %s)', (a, b, outcome, note, questions) => {
    const d = run(pair(a, b), TODAY).decisions[0];
    expect(d?.final_eligibility).toBe(outcome);
    expect(codes(d).includes('DISMISSED_FOR_OTHER_CASE')).toBe(note);
    expect(d?.questions).toEqual(questions);
    if (outcome === 'expunction') expect(d).toMatchObject({ expunction_route: '55A.054', eligible_date: '2022-01-12' });
  });
});

/**
 * The fourth review's worked examples of what old records and real rows still left undecided (docs/law D80–D87),
 * each a whole person with the answers the example gives, today = 2026-12-06.
 */
describe('the fourth review’s examples (docs/law D80–D87), today 2026-12-06', () => {
  const DAY = '2026-12-06';
  const only = (c: EngineCase, answers: CaseAnswers = {}, person: PersonAnswers = CLEAN_ANSWERS) =>
    run([c], DAY, person, { [c.id]: answers }).decisions[0];
  const dismissal = (id: string, over: Parameters<typeof mkCase>[0]) =>
    mkCase({ disposition: 'dismissed', dismissalReason: 'other', ...over, id });

  it('Nico (D81): money laundering dismissed 2015-03-02, instrument not on record: expunction, 55A.054, from 2022-03-04', () => {
    const nico = dismissal('nico', {
      disposition: 'dismissed',
      level: 'FS',
      statute: 'PC 34.02',
      literal: 'MONEY LAUNDERING>=1,500<20K',
      filing: '2014-11-01',
      dismissal: '2015-03-02',
      chargePresented: null,
    });
    expect(only(nico)).toMatchObject({
      final_eligibility: 'expunction',
      expunction_route: '55A.054',
      eligible_date: '2022-03-04',
    });
  });

  it('Opal (D82): organized criminal activity, a car-theft ring: 2023-04-12 (dismissed 2013), 2028-01-14 (dismissed 2018)', () => {
    const opal = (d: string) =>
      dismissal('opal', {
        disposition: 'dismissed',
        level: 'F2',
        statute: 'PC 71.02',
        cats: ['organized_crime'],
        literal: 'ENGAGING IN ORG CRIM ACTIVITY',
        filing: '2012-06-01',
        dismissal: d,
        chargePresented: true,
      });
    const no = { organized_crime_object_serious: false };
    expect(only(opal('2013-04-10'))?.questions).toEqual(['organized_crime_object_serious']);
    expect(only(opal('2013-04-10'), no)).toMatchObject({
      final_eligibility: 'expunction',
      expunction_route: '55A.054',
      eligible_date: '2023-04-12',
    });
    expect(only(opal('2018-01-12'), no)).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      eligible_date: '2028-01-14',
    });
  });

  it('Pia (D83): Class A assault, plea 2024-09-25, paid off "in 2025": not_yet_eligible, 411.0735, 2027-12-31', () => {
    const pia = mkCase({
      id: 'pia',
      level: 'MA',
      statute: 'PC 22.01',
      cats: ['assault'],
      literal: 'ASSAULT-BODILY INJURY',
      disposition: 'convicted_sentence',
      conviction: '2024-09-25',
      sentenceCompletion: '2024-10-24',
      sentenceRaw: '30 DAYS HCJ',
    });
    const answers: CaseAnswers = {
      victim_family_household_or_dating: false,
      paid_all_fines_and_costs: true,
      completion_payment_month: 'unknown',
    };
    expect(only(pia, answers)?.questions).toEqual(['completion_payment_year']);
    expect(only(pia, { ...answers, completion_payment_year: '2025' })).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      ndo_form: '411.0735',
      eligible_date: '2027-12-31',
    });
  });

  it('Rex (D84): an unidentified state jail felony conviction: ineligible', () => {
    const rex = mkCase({
      id: 'rex',
      level: 'FS',
      statute: null,
      chapter: null,
      unidentified: true,
      literal: 'ATT POSS PROH SUB CORRECT FACI',
      disposition: 'convicted_sentence',
      conviction: '2024-11-06',
      sentenceCompletion: '2025-11-05',
      sentenceRaw: '1 YEAR SJ',
    });
    expect(only(rex)).toMatchObject({ final_eligibility: 'ineligible', questions: [] });
  });

  it('Sid (D85): continuous family violence, indicted, dismissed 2024-10-15: not_yet_eligible, 55A.054, 2027-10-17', () => {
    const sid = dismissal('sid', {
      disposition: 'dismissed',
      level: 'F3',
      statute: 'PC 25.11',
      cats: ['family_violence'],
      literal: 'CONTINUOUS VIOL AGAINST THE FA',
      filing: '2024-06-01',
      dismissal: '2024-10-15',
      chargePresented: true,
    });
    expect(only(sid)).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      expunction_route: '55A.054',
      eligible_date: '2027-10-17',
    });
  });

  it('Tam (D86): continuous family violence deferred, motion to adjudicate filed: ineligible (BAR_411074_FAMILY_VIOLENCE)', () => {
    const tam: EngineCase = {
      ...mkCase({
        id: 'tam',
        level: 'F3',
        statute: 'PC 25.11',
        cats: ['family_violence'],
        literal: 'CONTINUOUS VIOL AGAINST THE FA',
        disposition: 'unknown',
        filing: '2024-05-01',
        placement: '2024-08-14',
        supervisionMonths: 36,
      }),
      recordNotes: ['supervision_motion_pending'],
    };
    const d = only(tam);
    expect(d?.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('BAR_411074_FAMILY_VIOLENCE');
  });

  it('Uri (D87): terroristic threat against a former girlfriend: ineligible', () => {
    const uri = mkCase({
      id: 'uri',
      level: 'MB',
      statute: 'PC 22.07',
      literal: 'TERRORISTIC THREAT',
      disposition: 'convicted_sentence',
      conviction: '2024-11-04',
      sentenceCompletion: '2024-11-12',
      sentenceRaw: '9 DAYS HCJ',
    });
    expect(only(uri)?.questions).toContain('victim_family_household_or_dating');
    expect(only(uri, { victim_family_household_or_dating: true })?.final_eligibility).toBe('ineligible');
  });

  it('Val (D80): a drug felony "DISMISSED CASE REFILED", no other case, the refiled case’s outcome unknown: could_not_determine', () => {
    const val = dismissal('val', {
      disposition: 'dismissed',
      dismissalReason: 'refiled_or_other_case',
      level: 'F3',
      statute: 'HSC 481.115(c)',
      chapter: null,
      literal: 'POSS CS PG 1/1-B >=1G<4G',
      filing: '2024-07-29',
      dismissal: '2024-10-23',
      chargePresented: true,
    });
    for (const answers of [{}, { charge_refiled_or_replaced: false }, { refiled_case_outcome: 'not_sure' as const }]) {
      const d = only(val, answers);
      expect(d?.final_eligibility).toBe('could_not_determine');
      expect(d?.eligible_date).toBeNull();
    }
  });
});
