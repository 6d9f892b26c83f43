/**
 * The worked examples of ADR 0060 (deciding real records), one whole person each, today = 2026-12-01.
 */
import { describe, expect, it } from 'vitest';
import type { CaseAnswers, Decision, EngineCase } from '../../src/model';
import { CLEAN_ANSWERS, codes, mkCase, run } from '../helpers';

const TODAY = '2026-12-01';
const one = (c: EngineCase, answers: CaseAnswers = {}) => {
  const d = run([c], TODAY, CLEAN_ANSWERS, { [c.id]: answers }).decisions[0];
  if (!d) throw new Error('no decision');
  return d;
};

describe('item 50: a certain bar outranks unknowns', () => {
  it('Pat: family-violence deferred with nothing later is ineligible, no question; the theft dismissal keeps its expunction', () => {
    const fv = mkCase({
      level: 'F3',
      statute: 'PC 22.01',
      cats: ['assault', 'family_violence'],
      disposition: 'on_deferred',
      placement: '2022-11-07',
      supervisionMonths: 24,
    });
    const theft = mkCase({
      level: 'MB',
      statute: 'PC 31.03',
      cats: ['theft'],
      disposition: 'dismissed',
      dismissalReason: 'other',
      chargePresented: true,
      filing: '2022-12-01',
      dismissal: '2023-02-01',
    });
    const [a, b] = run([fv, theft], TODAY).decisions;
    expect(a).toMatchObject({ final_eligibility: 'ineligible', questions: [] });
    expect(codes(a)).toEqual(expect.arrayContaining(['BAR_411074_FAMILY_VIOLENCE', 'DEFERRED_BLOCKS_EXPUNCTION']));
    expect(b).toMatchObject({
      final_eligibility: 'expunction',
      expunction_route: '55A.054',
      eligible_date: '2025-02-03',
    });
  });
});

describe('item 51: attempts by the offense attempted', () => {
  it('Quin: attempted sexual assault, deferred: registrable, ineligible', () => {
    const c = mkCase({
      level: 'F3',
      statute: 'PC 22.011',
      cats: ['sex_offender_registrable', 'violent_or_sexual'],
      disposition: 'on_deferred',
      placement: '2017-10-10',
      supervisionMonths: 60,
    });
    c.offense.inchoate = { section: 'PC 15.01', objectStatute: 'PC 22.011' };
    const d = one(c);
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toEqual(expect.arrayContaining(['BAR_411074_SEX_OFFENDER', 'DEFERRED_BLOCKS_EXPUNCTION']));
  });
  it('Rosa: attempted unauthorized use of a vehicle, deferred and discharged: 411.072', () => {
    const c = mkCase({
      level: 'MA',
      statute: 'PC 31.07',
      disposition: 'deferred_discharged',
      dismissalReason: 'after_deferred',
      placement: '2021-03-01',
      discharge: '2022-02-28',
      supervisionMonths: 12,
    });
    c.offense.inchoate = { section: 'PC 15.01', objectStatute: 'PC 31.07' };
    const d = one(c);
    expect(d).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.072', eligible_date: '2022-02-28' });
    expect(codes(d)).toContain('ATTEMPT_CLASSIFIED');
  });
});

describe('item 53: the charge literals survive a plea', () => {
  it('Sam: assault plea, charged as family assault with a prior: ineligible', () => {
    const c = mkCase({
      level: 'MA',
      statute: 'PC 22.01',
      cats: ['assault'],
      disposition: 'convicted_sentence',
      conviction: '2024-11-05',
      sentenceCompletion: '2024-12-05',
      sentenceRaw: '30 DAYS HCJ',
    });
    c.chargeFacts = { familyVictim: true, priorConviction: true };
    const d = one(c);
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toEqual(expect.arrayContaining(['BAR_411074_FAMILY_VIOLENCE', 'FAMILY_VIOLENCE_IN_CHARGE']));
  });
  it('Tess: theft plea, charged with two priors: the first-offender section fails', () => {
    const c = mkCase({
      level: 'MB',
      statute: 'PC 31.03',
      cats: ['theft'],
      disposition: 'convicted_sentence',
      conviction: '2024-11-04',
      sentenceCompletion: '2024-12-04',
      sentenceRaw: '30 DAYS HCJ',
    });
    c.chargeFacts = { familyVictim: false, priorConviction: true };
    const paid = { paid_all_fines_and_costs: true, completion_payment_month: '2024-11' } as const;
    // Asked before it tells (docs/law D53, ADR 0074): had she a record before this case?
    const asked = one(c, paid);
    expect(asked.final_eligibility).toBe('could_not_determine');
    expect(asked.questions).toContain('prior_record_before_case');
    expect(codes(asked)).toContain('PRIOR_RECORD_ANSWER_NEEDED');
    const d = one(c, { ...paid, prior_record_before_case: true });
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('PRIOR_CONVICTION_IN_CHARGE');
    // "No" or "not sure": the charge and the person disagree; the judgment settles it, never eligible on her word.
    for (const answer of [false, 'not_sure'] as const) {
      const n = one(c, { ...paid, prior_record_before_case: answer });
      expect(n.final_eligibility).toBe('could_not_determine');
      expect(codes(n)).toContain('PRIOR_CONVICTION_DISPUTED');
      expect(n.questions).toEqual([]);
    }
  });
  it('the prior-record question is not asked where no first-offender section is in play (411.0725)', () => {
    const c = mkCase({
      level: 'MB',
      statute: 'PC 31.03',
      cats: ['theft'],
      disposition: 'deferred_discharged',
      placement: '2020-01-10',
      discharge: '2021-01-09',
      supervisionMonths: 12,
    });
    c.chargeFacts = { familyVictim: false, priorConviction: true };
    const d = one(c, {});
    expect(d.questions).not.toContain('prior_record_before_case');
  });
  it('a family victim in the charge of another offense is a legal question, never eligible', () => {
    const c = mkCase({
      level: 'MB',
      statute: 'PC 28.03',
      disposition: 'convicted_sentence',
      conviction: '2024-11-20',
      sentenceCompletion: '2024-11-20',
    });
    c.chargeFacts = { familyVictim: true, priorConviction: false };
    const d = one(c, { paid_all_fines_and_costs: true, completion_payment_month: '2024-11' });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('NEEDS_LEGAL_REVIEW');
  });
});

describe('item 54: a state jail felony with county jail is a felony conviction', () => {
  it('Uma: ineligible', () => {
    const c = mkCase({
      level: 'FS',
      statute: 'PC 31.03',
      cats: ['theft'],
      disposition: 'convicted_sentence',
      conviction: '2024-10-04',
      sentenceRaw: '30 DAYS HCJ',
    });
    const d = one(c);
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toEqual(expect.arrayContaining(['FELONY_CONVICTION', 'STATE_JAIL_FELONY_COUNTY_JAIL']));
  });
  it('Vera: a plea at level MA is a misdemeanor conviction: 411.0735', () => {
    const c = mkCase({
      level: 'MA',
      statute: 'HSC 481.115',
      disposition: 'convicted_sentence',
      conviction: '2024-10-01',
      sentenceCompletion: '2024-10-31',
      estimated: ['sentenceCompletion'],
      sentenceRaw: '30 DAYS HCJ',
    });
    const d = one(c, { paid_all_fines_and_costs: true, completion_payment_month: '2024-10' });
    expect(d).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.0735', eligible_date: '2026-10-31' });
  });
});

describe('item 55: felony limitations by offense', () => {
  const dismissed = (level: EngineCase['level'], statute: string, dismissal: string) =>
    mkCase({ level, statute, disposition: 'dismissed', dismissalReason: 'other', chargePresented: true, dismissal });
  it('Vic: aggravated assault, 3 years', () => {
    expect(one(dismissed('F2', 'PC 22.02', '2024-11-13'))).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      expunction_route: '55A.054',
      eligible_date: '2027-11-15',
    });
  });
  it('Rae: fraudulent use of identifying information, 7 years', () => {
    expect(one(dismissed('FS', 'PC 32.51', '2024-03-04'))).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      eligible_date: '2031-03-06',
    });
  });
  it('Wyn: organized criminal activity names no object: the person is asked what the group charge was about (docs/law D82)', () => {
    const d = one(dismissed('F1', 'PC 71.02', '2017-11-20'));
    expect(d).toMatchObject({
      final_eligibility: 'could_not_determine',
      questions: ['organized_crime_object_serious'],
    });
    expect(codes(d)).toContain('ORGANIZED_CRIME_OBJECT_NEEDED');
  });
  it('murder has no limitations period: never by waiting', () => {
    const d = one(dismissed('F1', 'PC 19.02', '2010-01-01'));
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('NO_LIMITATIONS_PERIOD');
  });
  it('the longest period of the offenses the row names', () => {
    const c = dismissed('F3', 'PC 22.01', '2022-01-01');
    expect(one(c).final_eligibility).toBe('expunction'); // 3 years: 2025-01-03
    c.chargeFacts = { familyVictim: false, priorConviction: false, chargeStatutes: ['PC 29.03'] };
    expect(one(c)).toMatchObject({ final_eligibility: 'not_yet_eligible', eligible_date: '2027-01-03' });
  });
});

describe('item 56: the arrest is no later than the no-bill', () => {
  it('Wes: no-billed in 2012: expunction now, no question', () => {
    const c = mkCase({ level: 'F2', statute: 'PC 22.011', disposition: 'no_bill', filing: '2012-03-01' });
    c.arrestNoLaterThan = '2012-05-10';
    const d = one(c);
    expect(d).toMatchObject({ final_eligibility: 'expunction', expunction_route: '55A.052', questions: [] });
    expect(codes(d)).toContain('ARREST_BOUNDED_BY_DISPOSITION');
  });
  it('a recent no-bill waits from its own date, never earlier, and asks the month', () => {
    const c = mkCase({ level: 'F3', statute: 'PC 31.03', disposition: 'no_bill', filing: '2024-01-01' });
    c.arrestNoLaterThan = '2024-09-01';
    expect(one(c)).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      eligible_date: '2027-09-01',
      questions: ['arrest_month'],
    });
    expect(one(c, { arrest_month: '2023-11' })).toMatchObject({
      final_eligibility: 'expunction',
      eligible_date: '2026-11-30',
    });
  });
});

describe('items 57–58: how supervision ended', () => {
  const xena = () =>
    mkCase({
      level: 'MB',
      statute: 'PC 30.05',
      disposition: 'on_probation',
      placement: '2018-03-05',
      conviction: '2018-03-05',
      supervisionMonths: 12,
    });
  const paid: CaseAnswers = { paid_all_fines_and_costs: true, completion_payment_month: '2019-02' };
  it('Xena: PROBATION TERMINATED asks how it ended; "I finished it" gives 411.073 from the recorded date', () => {
    const c = xena();
    c.supervisionEndedUnclear = { date: '2019-03-04', estimated: false };
    expect(one(c, paid)).toMatchObject({
      final_eligibility: 'could_not_determine',
      questions: ['supervision_end_how'],
    });
    expect(one(c, { ...paid, supervision_end_how: 'discharged' })).toMatchObject({
      final_eligibility: 'nondisclosure',
      ndo_form: '411.073',
      eligible_date: '2019-03-04',
    });
  });
  const yara = () =>
    mkCase({
      level: 'F3',
      statute: 'PC 34.02',
      disposition: 'on_deferred',
      placement: '2014-10-29',
      supervisionMonths: 120,
    });
  it('Yara: asked; discharged in 2024-10 → 411.0725 in 2029; found guilty → ineligible; month unknown → what decides it', () => {
    expect(one(yara())).toMatchObject({ final_eligibility: 'could_not_determine', questions: ['supervision_end_how'] });
    expect(one(yara(), { supervision_end_how: 'discharged' })).toMatchObject({
      final_eligibility: 'could_not_determine',
      questions: ['supervision_end_month'],
    });
    expect(one(yara(), { supervision_end_how: 'discharged', supervision_end_month: '2024-10' })).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      ndo_form: '411.0725',
      eligible_date: '2029-10-31',
    });
    expect(one(yara(), { supervision_end_how: 'adjudicated_or_revoked' }).final_eligibility).toBe('ineligible');
    // Month not known: the year is asked (ADR 0074); a year not known either leaves what decides it.
    const noMonth = { supervision_end_how: 'discharged', supervision_end_month: 'unknown' } as const;
    expect(one(yara(), noMonth)).toMatchObject({
      final_eligibility: 'could_not_determine',
      questions: ['supervision_end_year'],
    });
    const unknown = one(yara(), { ...noMonth, supervision_end_year: 'unknown' });
    expect(unknown.final_eligibility).toBe('could_not_determine');
    expect(codes(unknown)).toContain('DISCHARGE_MONTH_UNKNOWN');
    expect(unknown.questions).toEqual([]);
    expect(codes(one(yara(), { supervision_end_how: 'other_or_not_sure' }))).toContain('NO_DISCHARGE_ON_RECORD');
  });
  it('Yara knows the year only: counted from the last day of that year, never early, and said so (ADR 0074)', () => {
    const c = yara();
    const answers = {
      supervision_end_how: 'discharged',
      supervision_end_month: 'unknown',
      supervision_end_year: '2024',
    } as const;
    const year = run([c], '2026-12-01', CLEAN_ANSWERS, { [c.id]: answers }).decisions[0];
    expect(year).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      ndo_form: '411.0725',
      eligible_date: '2029-12-31',
    });
    expect(codes(year as Decision)).toContain('DISCHARGE_YEAR_LATEST_DAY');
    // The year of today: the latest day is today, not 31 December.
    const now = run([c], '2025-03-10', CLEAN_ANSWERS, { [c.id]: { ...answers, supervision_end_year: '2025' } })
      .decisions[0];
    expect(now).toMatchObject({ eligible_date: '2030-03-10' });
  });
  it('a year that could change more than the date is not enough: 2017-09-01 inside it, another record inside it, before the placement', () => {
    const misd = () =>
      mkCase({
        level: 'MB',
        statute: 'HSC 481.121',
        cats: ['marijuana'],
        disposition: 'on_deferred',
        placement: '2016-06-01',
        supervisionMonths: 12,
      });
    const yearOnly = (y: string) =>
      ({ supervision_end_how: 'discharged', supervision_end_month: 'unknown', supervision_end_year: y }) as const;
    const notEnough = (d: Decision | undefined) => {
      expect(d?.final_eligibility).toBe('could_not_determine');
      expect(codes(d as Decision)).toContain('DISCHARGE_YEAR_NOT_ENOUGH');
    };
    // 411.072 applies only to a discharge from 2017-09-01 (411.0716(b)): the year 2017 holds that day.
    const a = misd();
    notEnough(run([a], '2025-06-01', CLEAN_ANSWERS, { [a.id]: yearOnly('2017') }).decisions[0]);
    // 2018 is wholly after it: 411.072 from the last day of 2018.
    const b = misd();
    expect(run([b], '2025-06-01', CLEAN_ANSWERS, { [b.id]: yearOnly('2018') }).decisions[0]).toMatchObject({
      final_eligibility: 'nondisclosure',
      ndo_form: '411.072',
      eligible_date: '2018-12-31',
    });
    // Another case of the person dated inside the year: which came first matters (411.074(a)).
    const c = misd();
    const other = mkCase({ disposition: 'dismissed', filing: '2018-05-01', dismissal: '2018-08-01' });
    notEnough(run([c, other], '2025-06-01', CLEAN_ANSWERS, { [c.id]: yearOnly('2018') }).decisions[0]);
    // A year that ends before the placement is not a possible answer.
    const d = misd();
    notEnough(run([d], '2025-06-01', CLEAN_ANSWERS, { [d.id]: yearOnly('2015') }).decisions[0]);
  });
  it('Zed: discharged in 2012-07, before 2017-09-01: 411.0725 from the end of that month', () => {
    const c = mkCase({
      level: 'MB',
      statute: 'HSC 481.121',
      cats: ['marijuana'],
      disposition: 'on_deferred',
      placement: '2012-01-10',
      supervisionMonths: 6,
    });
    const d = one(c, { supervision_end_how: 'discharged', supervision_end_month: '2012-07' });
    expect(d).toMatchObject({
      final_eligibility: 'nondisclosure',
      ndo_form: '411.0725',
      eligible_date: '2012-07-31',
    });
  });
});

describe('items 59–60: notes and presented charges', () => {
  it('Abe: acquitted, expunction requested: expunction with the note', () => {
    const c = mkCase({
      level: 'MA',
      statute: 'PC 22.01',
      cats: ['assault'],
      disposition: 'acquitted',
      filing: '2026-06-01',
    });
    c.dates.dismissal = null;
    c.dates.conviction = null;
    c.recordNotes = ['expunction_requested'];
    const d = one({ ...c, dates: { ...c.dates, sentenceCompletion: null } });
    expect(d.final_eligibility).toBe('expunction');
    expect(codes(d)).toContain('EXPUNCTION_REQUESTED');
  });
  it('Bea: an indictment on a change of venue presents the charge: 55A.054', () => {
    const c = mkCase({
      level: 'F3',
      statute: 'PC 31.03',
      cats: ['theft'],
      disposition: 'dismissed',
      dismissalReason: 'other',
      chargePresented: true,
      dismissal: '2023-03-01',
    });
    expect(one(c)).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      expunction_route: '55A.054',
      eligible_date: '2028-03-03',
    });
  });
});
