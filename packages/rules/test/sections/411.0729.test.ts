import { describe, expect, it } from 'vitest';
import type { PersonAnswers } from '../../src/model';
import { deferred } from './cases';
import { CLEAN_ANSWERS, codes, decide1, mkCase, PAID_BEFORE } from '../helpers';

const vet = { ...CLEAN_ANSWERS, isVeteran: true, completedVetReemploymentPrg: true, completedVetTreatmentCrt: false };
const prior = () =>
  mkCase({
    disposition: 'convicted_sentence',
    statute: 'PC 31.03',
    filing: '2012-01-01',
    conviction: '2012-03-01',
    sentenceCompletion: '2012-03-01',
  });
const probation = (over: object = {}) =>
  mkCase({
    disposition: 'probation_completed',
    statute: 'PC 30.05',
    conviction: '2020-01-01',
    placement: '2020-01-01',
    supervisionEnd: '2021-01-01',
    ...over,
  });

describe('§ 411.0729 veterans reemployment program', () => {
  it('rescues a misdemeanor probation that fails the first-offender test; no petition', () => {
    const d = decide1(probation(), {
      answers: vet,
      caseAnswers: {
        completed_vet_reemployment_prg_for_case: true,
        paid_all_fines_and_costs: true,
        completion_payment_month: PAID_BEFORE,
      },
      others: [prior()],
    });
    expect(d.final_eligibility).toBe('nondisclosure');
    expect(d.ndo_form).toBe('411.0729');
    expect(d.eligible_date).toBe('2021-01-01');
    expect(d.final_pot_elig_411_0729).toBe(true);
  });
  it('where 411.074 would bar the case → needs legal review, not nondisclosure', () => {
    const inWindow = mkCase({
      disposition: 'convicted_sentence',
      statute: 'PC 31.03',
      filing: '2020-05-01',
      conviction: '2020-06-01',
      sentenceCompletion: '2020-06-01',
    });
    const d = decide1(probation(), {
      answers: vet,
      caseAnswers: {
        completed_vet_reemployment_prg_for_case: true,
        paid_all_fines_and_costs: true,
        completion_payment_month: PAID_BEFORE,
      },
      others: [inWindow],
    });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('NEEDS_LEGAL_REVIEW');
  });
  it('program question unanswered → asks it', () => {
    const d = decide1(probation(), {
      answers: vet,
      caseAnswers: { paid_all_fines_and_costs: true, completion_payment_month: PAID_BEFORE },
      others: [prior()],
    });
    expect(d.questions).toContain('completed_vet_reemployment_prg_for_case');
  });
  it('felony → not considered', () => {
    const d = decide1(probation({ level: 'F3', statute: 'PC 31.03' }), {
      answers: vet,
      caseAnswers: { completed_vet_reemployment_prg_for_case: true },
    });
    expect(d.final_pot_elig_411_0729).toBe(false);
    expect(d.final_eligibility).toBe('ineligible');
  });
  it('person program answer missing → preliminary question and pending flag', () => {
    const d = decide1(probation(), {
      answers: { ...vet, completedVetReemploymentPrg: undefined },
      caseAnswers: { paid_all_fines_and_costs: true, completion_payment_month: PAID_BEFORE },
      others: [prior()],
    });
    expect(d.pend_elig_411_0727_0729).toBe(true);
    expect(d.final_eligibility).toBe('could_not_determine');
  });
});

describe('§4.6 411.0729', () => {
  const VET_RE: PersonAnswers = {
    ...CLEAN_ANSWERS,
    isVeteran: true,
    completedVetTreatmentCrt: false,
    completedVetReemploymentPrg: true,
  };
  it('411.0729: misdemeanor deferred, veteran, program completed → nondisclosure on completion, no petition, despite a prior record', () => {
    const prior = mkCase({
      disposition: 'convicted_sentence',
      statute: 'PC 30.05',
      filing: '2010-01-01',
      conviction: '2010-03-01',
      sentenceCompletion: '2010-03-01',
    });
    const t = deferred({
      level: 'MA',
      statute: 'PC 22.01',
      cats: ['assault'],
      filing: '2023-01-01',
      placement: '2023-06-01',
      discharge: '2024-06-01',
    });
    const d = decide1(t, {
      others: [prior],
      answers: VET_RE,
      caseAnswers: { completed_vet_reemployment_prg_for_case: true },
    });
    expect(d).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.0729', eligible_date: '2024-06-01' });
  });
  it('D2 / D4 411.0729 where 411.074 would bar → could_not_determine (NEEDS_LEGAL_REVIEW), never nondisclosure', () => {
    const inWindow = mkCase({
      disposition: 'convicted_sentence',
      statute: 'PC 30.05',
      filing: '2023-08-01',
      conviction: '2023-09-01',
      sentenceCompletion: '2023-09-01',
    });
    const t = deferred({
      level: 'MA',
      statute: 'PC 22.01',
      cats: ['assault'],
      filing: '2023-01-01',
      placement: '2023-06-01',
      discharge: '2024-06-01',
    });
    const d = decide1(t, {
      others: [inWindow],
      answers: VET_RE,
      caseAnswers: { completed_vet_reemployment_prg_for_case: true },
    });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('NEEDS_LEGAL_REVIEW');
  });
  it('411.0729 does not reach a felony or a conviction without supervision', () => {
    const fel = deferred({ level: 'F3', filing: '2015-01-01', placement: '2015-06-01', discharge: '2024-06-01' });
    expect(
      decide1(fel, { answers: VET_RE, caseAnswers: { completed_vet_reemployment_prg_for_case: true } }).ndo_form,
    ).toBe('411.0725');
  });
});
