import { describe, expect, it } from 'vitest';
import { TWO_YEAR_MISDEMEANOR_CHAPTERS } from '../../src/sections/chapters';
import { addDays } from '../../src/dates';
import { PAID } from './cases';
import { codes, decide1, mkCase, PAID_BEFORE } from '../helpers';

const prob = (over: object = {}) =>
  mkCase({
    disposition: 'probation_completed',
    statute: 'PC 30.05',
    conviction: '2021-11-20',
    placement: '2021-11-20',
    supervisionEnd: '2022-11-20',
    ...over,
  });
const paid = { paid_all_fines_and_costs: true, completion_payment_month: PAID_BEFORE };

describe('§ 411.073 misdemeanor probation', () => {
  it('non-listed chapter: eligible on completion day, not the day before', () => {
    const d = decide1(prob(), { asOf: '2022-11-20', caseAnswers: paid });
    expect(d.final_eligibility).toBe('nondisclosure');
    expect(d.eligible_date).toBe('2022-11-20');
    expect(
      decide1(prob({ disposition: 'on_probation', supervisionEnd: undefined, supervisionMonths: 12 }), {
        asOf: '2022-11-18',
        caseAnswers: paid,
      }).final_eligibility,
    ).toBe('not_yet_eligible');
  });
  it.each(['PC 22.01', 'PC 42.07', 'PC 46.06', 'PC 20.02', 'PC 25.07'])(
    '%s waits 2 years: day before / day of',
    (statute) => {
      const c = prob({ statute, level: 'MA', cats: statute === 'PC 22.01' ? ['assault'] : [] });
      if (statute === 'PC 25.07') {
        expect(decide1(c, { caseAnswers: paid }).final_eligibility).toBe('ineligible');
        return;
      }
      expect(decide1(c, { asOf: '2024-11-19', caseAnswers: paid }).final_eligibility).toBe('not_yet_eligible');
      const d = decide1(c, { asOf: '2024-11-20', caseAnswers: paid });
      expect(d.final_eligibility).toBe('nondisclosure');
      expect(d.eligible_date).toBe('2024-11-20');
    },
  );
  it.each([
    ['PC 49.05', ['fwi']],
    ['PC 49.065', ['amusement_ride_intoxicated']],
    ['ABC 106.041', ['minor_dui']],
    ['PC 71.02', ['organized_crime']],
  ] as const)('%s is excluded', (statute, cats) => {
    const d = decide1(prob({ statute, cats: [...cats] }), { caseAnswers: paid });
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('EXCLUDED_OFFENSE');
  });
  it('unanswered payment → could_not_determine asking it; unpaid → could_not_determine', () => {
    const d = decide1(prob());
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(d.questions).toEqual(['paid_all_fines_and_costs']);
    expect(codes(decide1(prob(), { caseAnswers: { paid_all_fines_and_costs: false } }))).toContain('FINES_NOT_PAID');
  });
  it('earlier conviction → ineligible (first offender)', () => {
    const prior = mkCase({
      disposition: 'convicted_sentence',
      statute: 'PC 31.03',
      filing: '2018-01-01',
      conviction: '2018-03-01',
      sentenceCompletion: '2018-03-01',
    });
    const d = decide1(prob(), { caseAnswers: paid, others: [prior] });
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('FIRST_OFFENDER_FAILED');
  });
  it('felony probation → ineligible (felony conviction)', () => {
    const d = decide1(prob({ level: 'F3', statute: 'PC 31.03' }), { caseAnswers: paid });
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('FELONY_CONVICTION');
  });
  it('still on probation, scheduled end passed without a discharge → could_not_determine', () => {
    const d = decide1(prob({ disposition: 'on_probation', supervisionEnd: undefined, supervisionMonths: 12 }), {
      caseAnswers: paid,
    });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('NO_DISCHARGE_ON_RECORD');
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

describe('§ 411.073(d): the wait of each chapter of the declared two-year list', () => {
  it.each(TWO_YEAR_MISDEMEANOR_CHAPTERS.map((chapter) => ({ chapter })))(
    'chapter $chapter: two years from completion (day before / day of)',
    ({ chapter }) => {
      const c = prob({ statute: `PC ${chapter}.99`, chapter, cats: [] });
      const done = decide1(c, { caseAnswers: paid, asOf: '2099-01-01' });
      expect(done.ndo_form).toBe('411.073');
      const date = done.eligible_date ?? '';
      expect(decide1(c, { caseAnswers: paid, asOf: addDays(date, -1) }).final_eligibility).toBe('not_yet_eligible');
      expect(decide1(c, { caseAnswers: paid, asOf: date }).final_eligibility).toBe('nondisclosure');
      expect(done.waiting_period).toMatchObject({ amount: 2, unit: 'years' });
    },
  );
});
