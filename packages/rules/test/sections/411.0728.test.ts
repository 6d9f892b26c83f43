import { describe, expect, it } from 'vitest';
import type { PersonAnswers } from '../../src/model';

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
  it('asks the case question once the person answers fit (not whether it was committed after a petition: docs/law D74)', () => {
    const d = decide1(theft(), {
      answers: victim,
      caseAnswers: { paid_all_fines_and_costs: true, completion_payment_month: PAID_BEFORE },
      others: [prior()],
    });
    expect(d.questions).toEqual(['committed_solely_as_trafficking_victim']);
  });
  it('victim question unanswered → pending flag', () => {
    const d = decide1(theft(), { answers: { ...CLEAN_ANSWERS, hasBeenVictim: undefined }, others: [prior()] });
    expect(d.pend_elig_411_0728).toBe(true);
    expect(d.final_eligibility).toBe('could_not_determine');
  });
  it('an answer that the offense came after a petition is accepted and ignored (no statute asks it, docs/law D74)', () => {
    const d = decide1(theft(), {
      answers: victim,
      caseAnswers: { ...ok, commited_after_submitting_petition: true },
      others: [prior()],
    });
    expect(codes(d)).not.toContain('NEW_CASE_AFTER_PETITION');
    const unanswered = decide1(theft(), { answers: victim, caseAnswers: ok, others: [prior()] });
    expect({ ...d, caseId: '' }).toEqual({ ...unanswered, caseId: '' });
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

describe('§4.5 411.0728', () => {
  it('D2 411.0728 never yields nondisclosure: all answers favourable → could_not_determine (NEEDS_LEGAL_REVIEW)', () => {
    const victim: PersonAnswers = {
      ...CLEAN_ANSWERS,
      hasBeenVictim: true,
      hasVictimCaseInHarrisCounty: true,
      investigationAssistanceRequested: false,
    };
    const t = mkCase({
      disposition: 'convicted_sentence',
      level: 'MB',
      statute: 'PC 43.02',
      cats: ['prostitution'],
      filing: '2019-01-01',
      conviction: '2019-02-01',
      sentenceCompletion: '2019-02-01',
    });
    const other = mkCase({
      disposition: 'convicted_sentence',
      level: 'MB',
      statute: 'PC 43.02',
      cats: ['prostitution'],
      filing: '2018-01-01',
      conviction: '2018-02-01',
      sentenceCompletion: '2018-02-01',
    });
    const d = decide1(t, {
      others: [other],
      answers: victim,
      caseAnswers: {
        committed_solely_as_trafficking_victim: true,
        commited_after_submitting_petition: false,
        paid_all_fines_and_costs: true,
        completion_payment_month: PAID_BEFORE,
      },
    });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('NEEDS_LEGAL_REVIEW');
    expect(d.final_pot_elig_411_0728).toBe(true);
  });
  it('D16 411.0728 asks committed_solely_as_trafficking_victim (commited_after_submitting_petition no longer, D74)', () => {
    const victim: PersonAnswers = {
      ...CLEAN_ANSWERS,
      hasBeenVictim: true,
      hasVictimCaseInHarrisCounty: true,
      investigationAssistanceRequested: false,
    };
    const t = mkCase({
      disposition: 'convicted_sentence',
      level: 'MB',
      statute: 'PC 31.03',
      cats: ['theft'],
      filing: '2019-01-01',
      conviction: '2019-02-01',
      sentenceCompletion: '2019-02-01',
    });
    const prior = mkCase({
      disposition: 'convicted_sentence',
      level: 'MB',
      statute: 'PC 31.03',
      cats: ['theft'],
      filing: '2018-01-01',
      conviction: '2018-02-01',
      sentenceCompletion: '2018-02-01',
    });
    const d = decide1(t, {
      others: [prior],
      answers: victim,
      caseAnswers: { paid_all_fines_and_costs: true, completion_payment_month: PAID_BEFORE },
    });
    expect(d.questions).toEqual(['committed_solely_as_trafficking_victim']);
  });
  it('411.0728 list: Class A theft and Class A marijuana are not on it', () => {
    const victim: PersonAnswers = {
      ...CLEAN_ANSWERS,
      hasBeenVictim: true,
      hasVictimCaseInHarrisCounty: true,
      investigationAssistanceRequested: false,
    };
    for (const cats of [['theft'], ['marijuana']] as const) {
      const t = mkCase({
        disposition: 'convicted_sentence',
        level: 'MA',
        statute: cats[0] === 'theft' ? 'PC 31.03' : 'HSC 481.121',
        cats: [...cats],
        filing: '2019-01-01',
        conviction: '2019-02-01',
        sentenceCompletion: '2019-02-01',
      });
      const prior = mkCase({
        disposition: 'convicted_sentence',
        level: 'MB',
        statute: 'PC 30.05',
        filing: '2018-01-01',
        conviction: '2018-02-01',
        sentenceCompletion: '2018-02-01',
      });
      const d = decide1(t, {
        others: [prior],
        answers: victim,
        caseAnswers: { paid_all_fines_and_costs: true, completion_payment_month: PAID_BEFORE },
      });
      expect(d.final_pot_elig_411_0728).toBe(false);
      expect(d.final_eligibility).toBe('ineligible');
    }
  });
});
