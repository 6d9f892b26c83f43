import { describe, expect, it } from 'vitest';
import type { CaseAnswers } from '../../src/model';
import { PAID, reasonOf } from './cases';
import { codes, decide1, mkCase, PAID_BEFORE, run } from '../helpers';

const conv = (over: object = {}) =>
  mkCase({
    disposition: 'convicted_sentence',
    statute: 'PC 31.03',
    cats: ['theft'],
    conviction: '2022-12-22',
    sentenceCompletion: '2023-01-01',
    estimated: ['sentenceCompletion'],
    ...over,
  });
const paid = { paid_all_fines_and_costs: true, completion_payment_month: PAID_BEFORE };

describe('§ 411.0735 misdemeanor conviction without supervision', () => {
  it('2-year wait: day before / day of', () => {
    expect(decide1(conv(), { asOf: '2024-12-31', caseAnswers: paid }).final_eligibility).toBe('not_yet_eligible');
    const d = decide1(conv(), { asOf: '2025-01-01', caseAnswers: paid });
    expect(d.final_eligibility).toBe('nondisclosure');
    expect(d.ndo_form).toBe('411.0735');
    expect(d.waiting_period_start).toBe('2023-01-01');
    expect(codes(d)).toContain('MEETS_411_0735');
  });
  it('PC 22.01 assault is excepted from the violent-or-sexual finding', () => {
    const d = decide1(conv({ statute: 'PC 22.01', cats: ['assault'], level: 'MA' }), { caseAnswers: paid });
    expect(d.final_eligibility).toBe('nondisclosure');
  });
  it.each(['PC 22.05', 'PC 21.08', 'PC 43.02', 'PC 20.02'])(
    '%s: the judge decides if violent or sexual → could_not_determine',
    (statute) => {
      const d = decide1(conv({ statute, cats: [] }), { caseAnswers: paid });
      expect(d.final_eligibility).toBe('could_not_determine');
      expect(codes(d)).toContain('JUDGE_DECIDES_VIOLENT_OR_SEXUAL');
    },
  );
  it.each([
    ['PC 49.04', 'dwi'],
    ['PC 49.05', 'fwi'],
    ['PC 49.06', 'bwi'],
    ['ABC 106.041', 'minor_dui'],
  ] as const)('%s is excluded (DWI goes to 411.0736)', (statute, cat) => {
    const d = decide1(conv({ statute, cats: [cat] }), { caseAnswers: paid });
    if (cat === 'dwi') expect(d.ndo_form).not.toBe('411.0735');
    else {
      expect(d.final_eligibility).toBe('ineligible');
      expect(codes(d)).toContain('EXCLUDED_OFFENSE');
    }
  });
  it('revoked probation or adjudicated deferred (non-DWI misdemeanor) → needs legal review, never ineligible', () => {
    for (const disposition of ['probation_revoked', 'deferred_adjudicated'] as const) {
      const d = decide1(conv({ disposition, placement: '2021-01-01' }), { caseAnswers: paid });
      expect(d.final_eligibility).toBe('could_not_determine');
      expect(codes(d)).toContain('NEEDS_LEGAL_REVIEW');
    }
  });
  it('felony conviction → ineligible; a state jail felony with county jail too (PC 12.44(a), ADR 0060 item 54)', () => {
    expect(decide1(conv({ level: 'F3' }), { caseAnswers: paid }).final_eligibility).toBe('ineligible');
    const d = decide1(conv({ level: 'FS', sentenceRaw: '180 DAYS HCJ' }), { caseAnswers: paid });
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toEqual(expect.arrayContaining(['FELONY_CONVICTION', 'STATE_JAIL_FELONY_COUNTY_JAIL']));
    // a plea to a Class A misdemeanor (12.44(b)) is a misdemeanor conviction
    expect(
      decide1(conv({ level: 'MA', sentenceRaw: '30 DAYS HCJ' }), { caseAnswers: paid }).final_eligibility,
    ).not.toBe('ineligible');
  });
  it('first offender: earlier deferred adjudication → ineligible', () => {
    const prior = mkCase({
      disposition: 'deferred_discharged',
      statute: 'PC 31.03',
      filing: '2015-01-01',
      placement: '2015-02-01',
      discharge: '2016-02-01',
    });
    expect(decide1(conv(), { caseAnswers: paid, others: [prior] }).final_eligibility).toBe('ineligible');
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
    // A month not known asks the year (docs/law D83); a year not known stays undecided.
    const unknown = decide1(theft(), { caseAnswers: paid('unknown') });
    expect(unknown).toMatchObject({ final_eligibility: 'could_not_determine', questions: ['completion_payment_year'] });
    expect(codes(unknown)).toContain('PAYMENT_YEAR_NEEDED');
    const noYear = decide1(theft(), { caseAnswers: { ...paid('unknown'), completion_payment_year: 'unknown' } });
    expect(noYear).toMatchObject({ final_eligibility: 'could_not_determine', questions: [] });
    expect(codes(noYear)).toContain('PAYMENT_MONTH_UNKNOWN');
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

describe('second-read findings (docs/law numbers in each title)', () => {
  it('F5 D13: PC 22.012 (indecent assault) is not the PC 22.01 exception', () => {
    const t = mkCase({
      disposition: 'convicted_sentence',
      level: 'MA',
      statute: 'PC 22.012',
      chapter: 22,
      filing: '2019-06-01',
      conviction: '2020-01-01',
      sentenceCompletion: '2020-03-01',
    });
    const d = decide1(t, { caseAnswers: { paid_all_fines_and_costs: true, completion_payment_month: PAID_BEFORE } });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('JUDGE_DECIDES_VIOLENT_OR_SEXUAL');
  });
  it('F8 D13: 411.0735 waits 2 years for every Class A/B offense, whatever fineOnly says', () => {
    const t = mkCase({
      disposition: 'convicted_sentence',
      level: 'MB',
      statute: 'PC 31.03',
      cats: ['theft'],
      fineOnly: true,
      filing: '2023-06-01',
      conviction: '2024-01-01',
      sentenceCompletion: '2024-01-01',
    });
    expect(
      decide1(t, { caseAnswers: { paid_all_fines_and_costs: true, completion_payment_month: PAID_BEFORE } }),
    ).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      eligible_date: '2026-01-01',
    });
  });
});

describe('docs/law D83: the year of the last payment, when the month is not known', () => {
  /** Pia: "ASSAULT-BODILY INJURY" (MA), plea 2024-09-25, 30 days county jail, victim a stranger. */
  const pia = (conviction = '2024-09-25', completion = '2024-10-24') =>
    mkCase({
      id: 'pia',
      level: 'MA',
      statute: 'PC 22.01',
      cats: ['assault'],
      literal: 'ASSAULT-BODILY INJURY',
      disposition: 'convicted_sentence',
      conviction,
      sentenceCompletion: completion,
      sentenceRaw: '30 DAYS HCJ',
    });
  const year = (y: string): CaseAnswers => ({
    paid_all_fines_and_costs: true,
    completion_payment_month: 'unknown',
    completion_payment_year: y,
  });
  it('paid off in 2025: from 2025-12-31, the latest it can be (day before / day of 2027-12-31)', () => {
    const before = decide1(pia(), { asOf: '2027-12-30', caseAnswers: year('2025') });
    expect(before).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      ndo_form: '411.0735',
      eligible_date: '2027-12-31',
      waiting_period_start: '2025-12-31',
    });
    expect(reasonOf(before, 'PAYMENT_YEAR_LATEST_DAY')?.params?.date).toBe('2025-12-31');
    expect(decide1(pia(), { asOf: '2027-12-31', caseAnswers: year('2025') }).final_eligibility).toBe('nondisclosure');
  });
  it('the year not over yet: from today, never early', () => {
    const d = decide1(pia(), { asOf: '2026-12-06', caseAnswers: year('2026') });
    expect(d).toMatchObject({ final_eligibility: 'not_yet_eligible', eligible_date: '2028-12-06' });
  });
  it('paid in 2023 on a 2016 case: nondisclosure now, from 2025-12-31', () => {
    const d = decide1(pia('2016-05-02', '2016-06-01'), { asOf: '2026-12-06', caseAnswers: year('2023') });
    expect(d).toMatchObject({ final_eligibility: 'nondisclosure', eligible_date: '2025-12-31' });
  });
  it('a year before the sentence is asked again', () => {
    const d = decide1(pia(), { asOf: '2026-12-06', caseAnswers: year('2023') });
    expect(d).toMatchObject({ final_eligibility: 'could_not_determine', questions: ['completion_payment_year'] });
    expect(codes(d)).toContain('PAYMENT_YEAR_BEFORE_SENTENCE');
  });
});

describe('docs/law D87: the victim question before leaving a chapter-22 plea to the judge', () => {
  /** Uri: "TERRORISTIC THREAT" (MB), plea 2024-11-04, 9 days county jail. */
  const uri = (statute = 'PC 22.07', literal = 'TERRORISTIC THREAT') =>
    mkCase({
      id: 'uri',
      level: 'MB',
      statute,
      literal,
      disposition: 'convicted_sentence',
      conviction: '2024-11-04',
      sentenceCompletion: '2024-11-12',
      sentenceRaw: '9 DAYS HCJ',
    });
  const asksVictim = (statute: string, literal: string) => {
    const d = run([uri(statute, literal)], '2026-12-06').decisions[0];
    expect(d).toMatchObject({ final_eligibility: 'could_not_determine' });
    expect(d?.questions).toContain('victim_family_household_or_dating');
    expect(codes(d)).toContain('JUDGE_DECIDES_VIOLENT_OR_SEXUAL');
  };
  const decide = (statute: string, literal: string, answers: CaseAnswers) =>
    run([uri(statute, literal)], '2026-12-06', undefined, { uri: answers }).decisions[0];

  it('PC 22.07 (Uri): asked while the judge decides; yes → ineligible, no or not sure → could_not_determine', () => {
    asksVictim('PC 22.07', 'TERRORISTIC THREAT');
    const yes = decide('PC 22.07', 'TERRORISTIC THREAT', { victim_family_household_or_dating: true });
    expect(yes).toMatchObject({ final_eligibility: 'ineligible', questions: [] });
    expect(codes(yes)).toContain('BAR_411074_FAMILY_VIOLENCE');
    for (const v of [false, 'not_sure'] as const) {
      const d = decide('PC 22.07', 'TERRORISTIC THREAT', { victim_family_household_or_dating: v });
      expect(d?.final_eligibility).toBe('could_not_determine');
      expect(d?.questions).not.toContain('victim_family_household_or_dating');
    }
  });

  it('PC 22.05: a yes about the victim asks about harm or a threat (docs/law D79); only a yes to both bars it', () => {
    asksVictim('PC 22.05', 'DEADLY CONDUCT');
    const victim = decide('PC 22.05', 'DEADLY CONDUCT', { victim_family_household_or_dating: true });
    expect(victim).toMatchObject({ final_eligibility: 'could_not_determine', questions: ['family_violence_conduct'] });
    const yes = decide('PC 22.05', 'DEADLY CONDUCT', {
      victim_family_household_or_dating: true,
      family_violence_conduct: true,
    });
    expect(yes).toMatchObject({ final_eligibility: 'ineligible', questions: [] });
    expect(codes(yes)).toContain('BAR_411074_FAMILY_VIOLENCE');
    for (const v of [false, 'not_sure'] as const) {
      const d = decide('PC 22.05', 'DEADLY CONDUCT', {
        victim_family_household_or_dating: true,
        family_violence_conduct: v,
      });
      expect(d?.final_eligibility).toBe('could_not_determine');
      expect(d?.questions).toEqual([]);
    }
    const no = decide('PC 22.05', 'DEADLY CONDUCT', { victim_family_household_or_dating: false });
    expect(no).toMatchObject({ final_eligibility: 'could_not_determine', questions: [] });
  });
});
