import { describe, expect, it } from 'vitest';
import { CLEAN_ANSWERS, codes, decide1, mkCase, PAID_BEFORE } from '../helpers';

const victim = {
  ...CLEAN_ANSWERS,
  hasBeenVictim: true,
  hasVictimCaseInHarrisCounty: true,
  investigationAssistanceRequested: true,
  assistedInvestigation: true,
};
// A felony-free theft conviction that the conviction sections cannot seal (an earlier conviction exists).
const prior = () =>
  mkCase({
    disposition: 'convicted_sentence',
    statute: 'PC 31.03',
    cats: ['theft'],
    filing: '2012-01-01',
    conviction: '2012-03-01',
    sentenceCompletion: '2012-03-01',
  });
const theft = (over: object = {}) =>
  mkCase({
    disposition: 'convicted_sentence',
    statute: 'PC 31.03',
    cats: ['theft'],
    conviction: '2020-01-01',
    sentenceCompletion: '2020-01-10',
    ...over,
  });
const ok = {
  committed_solely_as_trafficking_victim: true,
  commited_after_submitting_petition: false,
  paid_all_fines_and_costs: true,
  completion_payment_month: PAID_BEFORE,
};

describe('§ 411.0728 trafficking victims (low confidence → never nondisclosure alone)', () => {
  it('all answers fit → could_not_determine with NEEDS_LEGAL_REVIEW and the final_pot flag', () => {
    const d = decide1(theft(), { answers: victim, caseAnswers: ok, others: [prior()] });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(d.final_pot_elig_411_0728).toBe(true);
    expect(codes(d)).toContain('NEEDS_LEGAL_REVIEW');
  });
  it('not solely as a victim → ineligible', () => {
    const d = decide1(theft(), {
      answers: victim,
      caseAnswers: { ...ok, committed_solely_as_trafficking_victim: false },
      others: [prior()],
    });
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('TRAFFICKING_NOT_SOLELY_VICTIM');
  });
  it('asks the two case questions once the person answers fit', () => {
    const d = decide1(theft(), {
      answers: victim,
      caseAnswers: { paid_all_fines_and_costs: true, completion_payment_month: PAID_BEFORE },
      others: [prior()],
    });
    expect(d.questions).toEqual(['committed_solely_as_trafficking_victim', 'commited_after_submitting_petition']);
  });
  it('victim question unanswered → pending flag', () => {
    const d = decide1(theft(), { answers: { ...CLEAN_ANSWERS, hasBeenVictim: undefined }, others: [prior()] });
    expect(d.pend_elig_411_0728).toBe(true);
    expect(d.final_eligibility).toBe('could_not_determine');
  });
  it('offense after petition → could_not_determine', () => {
    const d = decide1(theft(), {
      answers: victim,
      caseAnswers: { ...ok, commited_after_submitting_petition: true },
      others: [prior()],
    });
    expect(codes(d)).toContain('NEW_CASE_AFTER_PETITION');
  });
  it('Class A theft is not on the list', () => {
    const d = decide1(theft({ level: 'MA' }), { answers: victim, caseAnswers: ok, others: [prior()] });
    expect(d.final_pot_elig_411_0728).toBe(false);
    expect(d.final_eligibility).toBe('ineligible');
  });
  it('asked to help but did not → needs review, not ineligible', () => {
    const d = decide1(theft(), {
      answers: { ...victim, assistedInvestigation: false },
      caseAnswers: ok,
      others: [prior()],
    });
    expect(d.final_eligibility).toBe('could_not_determine');
  });
});
