import { describe, expect, it } from 'vitest';
import { codes, decide1, mkCase, PAID_BEFORE } from '../helpers';

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
