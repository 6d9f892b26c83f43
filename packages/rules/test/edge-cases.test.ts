/** Edge cases found while probing the engine: each would otherwise risk a wrong "eligible" or a wrong route. */
import { describe, expect, it } from 'vitest';
import { CLEAN_ANSWERS, DWI_OK, codes, decide1, mkCase, run, PAID_BEFORE } from './helpers';

const deferredTheft = () =>
  mkCase({
    disposition: 'deferred_discharged',
    cats: ['theft'],
    placement: '2022-01-10',
    discharge: '2022-09-15',
    filing: '2021-12-01',
  });

describe('edge cases', () => {
  it('another case whose outcome is unknown → could_not_determine', () => {
    const other = mkCase({ disposition: 'unknown', level: 'MA', statute: 'PC 31.03', filing: '2018-01-01' });
    const d = decide1(deferredTheft(), { others: [other] });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('OTHER_CASE_OUTCOME_UNKNOWN');
  });
  it('PC 22.012 is not PC 22.01: no assault exception', () => {
    const d = decide1(
      mkCase({
        disposition: 'convicted_sentence',
        level: 'MA',
        statute: 'PC 22.012',
        conviction: '2020-01-01',
        sentenceCompletion: '2020-03-01',
        filing: '2019-06-01',
      }),
      {
        caseAnswers: { paid_all_fines_and_costs: true, completion_payment_month: PAID_BEFORE },
      },
    );
    expect(codes(d)).toContain('JUDGE_DECIDES_VIOLENT_OR_SEXUAL');
  });
  it('a misdemeanor no-bill from the same transaction as a felony waits 3 years', () => {
    const m = mkCase({ id: 'm', disposition: 'no_bill', level: 'MA', filing: '2023-01-01', offense: '2022-12-31' });
    const f = mkCase({ id: 'f', disposition: 'no_bill', level: 'F3', filing: '2023-01-01', offense: '2022-12-31' });
    const out = run([m, f], '2024-06-01');
    expect(out.decisions.map((d) => d.eligible_date)).toEqual(['2026-01-01', '2026-01-01']);
  });
  it('a Class B conviction marked fine-only still waits 2 years under 411.0735 (D13)', () => {
    const d = decide1(
      mkCase({
        disposition: 'convicted_sentence',
        cats: ['theft'],
        fineOnly: true,
        conviction: '2024-01-01',
        sentenceCompletion: '2024-01-01',
      }),
      {
        caseAnswers: { paid_all_fines_and_costs: true, completion_payment_month: PAID_BEFORE },
      },
    );
    expect(d.final_eligibility).toBe('not_yet_eligible');
    expect(d.eligible_date).toBe('2026-01-01');
  });
  it('DWI with a child passenger (PC 49.045) cannot use 411.0727', () => {
    const vet = {
      ...CLEAN_ANSWERS,
      isVeteran: true,
      completedVetTreatmentCrt: true,
      completedVetReemploymentPrg: false,
    };
    const d = decide1(
      mkCase({
        disposition: 'convicted_sentence',
        level: 'FS',
        statute: 'PC 49.045',
        conviction: '2019-01-01',
        sentenceCompletion: '2020-01-01',
      }),
      {
        answers: vet,
        caseAnswers: { completed_vet_treatment_court_for_case: true },
      },
    );
    expect(d.final_eligibility).toBe('ineligible');
  });
  it('a dismissal with a supervision placement and no reason is a deferred discharge, not an expunction', () => {
    const d = decide1(
      mkCase({
        disposition: 'dismissed',
        dismissalReason: 'unknown',
        placement: '2019-01-01',
        dismissal: '2020-01-01',
        filing: '2018-12-01',
      }),
    );
    expect(d.final_eligibility).toBe('nondisclosure');
    expect(d.expunction_route).toBeNull();
    expect(d.ndo_form).toBe('411.072');
  });
  it.each(['PC 21.11', 'PC 22.011', 'PC 22.021', 'PC 43.25', 'PC 33.021'])(
    '%s requires registration: barred even without a category',
    (statute) => {
      const d = decide1(
        mkCase({
          disposition: 'deferred_discharged',
          level: 'F2',
          statute,
          placement: '2005-01-01',
          discharge: '2015-01-01',
        }),
      );
      expect(d.final_eligibility).toBe('ineligible');
      expect(codes(d)).toContain('BAR_411074_SEX_OFFENDER');
    },
  );
  it('deferred adjudication for intoxication assault is an anomaly, not nondisclosure', () => {
    const d = decide1(
      mkCase({
        disposition: 'deferred_discharged',
        level: 'F3',
        statute: 'PC 49.07',
        cats: ['intoxication_assault_or_manslaughter'],
        placement: '2012-01-01',
        discharge: '2015-01-01',
      }),
    );
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('DWI_DEFERRED_ANOMALY');
  });
});

describe('second-read findings (docs/reviews/rules-second-read.md)', () => {
  it('F9: a dismissal for insufficient evidence takes the limitations route, with a note', () => {
    const d = decide1(
      mkCase({
        disposition: 'dismissed',
        dismissalReason: 'insufficient_evidence',
        dismissal: '2025-01-01',
        filing: '2024-06-01',
      }),
    );
    expect(d.final_eligibility).toBe('not_yet_eligible');
    expect(d.expunction_route).toBe('55A.054');
    expect(d.eligible_date).toBe('2027-01-03');
    expect(codes(d)).toContain('NO_PROBABLE_CAUSE_MAYBE');
  });
  it('F10: a 42A.105(f) finding sends 411.072 to 411.0725 and bars 411.0726', () => {
    const theft = mkCase({
      disposition: 'deferred_discharged',
      cats: ['theft'],
      placement: '2020-01-01',
      discharge: '2021-01-01',
    });
    expect(decide1({ ...theft, finding42A105f: true }).ndo_form).toBe('411.0725');
    const dwi = mkCase({
      disposition: 'deferred_discharged',
      statute: 'PC 49.04',
      cats: ['dwi'],
      filing: '2020-01-02',
      placement: '2020-06-01',
      discharge: '2022-06-01',
    });
    const d = decide1({ ...dwi, finding42A105f: true }, { caseAnswers: DWI_OK });
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('FINDING_42A105F');
  });
  it('F11: an estimated sentence completion is marked on the result', () => {
    const c = mkCase({
      disposition: 'convicted_sentence',
      cats: ['theft'],
      conviction: '2022-01-01',
      sentenceCompletion: '2022-01-11',
      estimated: ['sentenceCompletion'],
    });
    const d = decide1(c, { caseAnswers: { paid_all_fines_and_costs: true, completion_payment_month: PAID_BEFORE } });
    expect(d.final_eligibility).toBe('nondisclosure');
    expect(d.reasons.find((r) => r.code === 'DATE_ESTIMATED')?.params).toMatchObject({
      date: '2022-01-11',
      field: 'sentence_completion',
    });
  });
  it('F12: two cases claiming the one-time VTC-dismissal expunction need legal review', () => {
    const vet = {
      ...CLEAN_ANSWERS,
      isVeteran: true,
      completedVetTreatmentCrt: true,
      completedVetReemploymentPrg: false,
    };
    const a = mkCase({
      id: 'a',
      disposition: 'dismissed',
      dismissalReason: 'other',
      level: 'MA',
      filing: '2019-06-01',
      dismissal: '2020-01-01',
    });
    const b = mkCase({
      id: 'b',
      disposition: 'dismissed',
      dismissalReason: 'other',
      level: 'MA',
      filing: '2022-06-01',
      dismissal: '2025-01-01',
    });
    const out = run([a, b], '2025-06-01', vet, {
      a: { completed_vet_treatment_court_for_case: true },
      b: { completed_vet_treatment_court_for_case: true },
    });
    expect(out.decisions[1]?.final_eligibility).not.toBe('expunction');
    expect(codes(out.decisions[1])).toContain('NEEDS_LEGAL_REVIEW');
  });
  it('F13: a deferred DWI with no offense date, filed soon after 2019-09-01, may predate the change', () => {
    const c = mkCase({
      disposition: 'deferred_discharged',
      statute: 'PC 49.04',
      cats: ['dwi'],
      filing: '2019-09-10',
      placement: '2020-01-01',
      discharge: '2021-01-01',
    });
    expect(decide1(c, { caseAnswers: DWI_OK }).final_eligibility).toBe('could_not_determine');
    const later = mkCase({
      disposition: 'deferred_discharged',
      statute: 'PC 49.04',
      cats: ['dwi'],
      filing: '2019-12-15',
      placement: '2020-01-01',
      discharge: '2021-01-01',
    });
    expect(decide1(later, { caseAnswers: DWI_OK }).final_eligibility).toBe('nondisclosure');
  });
  it('F15: a future-dated route waits while an additional-info answer could make the case eligible now', () => {
    const c = mkCase({
      disposition: 'deferred_discharged',
      level: 'MA',
      statute: 'PC 22.01',
      cats: ['assault'],
      placement: '2023-06-01',
      discharge: '2024-06-01',
    });
    const d = decide1(c, { answers: { ...CLEAN_ANSWERS, isVeteran: undefined } });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(d.ndo_form).toBe('411.0725');
    expect(d.pend_elig_411_0727_0729).toBe(true);
    expect(decide1(c).final_eligibility).toBe('not_yet_eligible');
  });
  it('F17: no follow-up questions for a route that needs legal review whatever the answers', () => {
    const c = mkCase({
      disposition: 'deferred_discharged',
      statute: 'PC 49.04',
      cats: ['dwi'],
      filing: '2018-01-02',
      offense: '2018-01-01',
      placement: '2018-06-01',
      discharge: '2020-06-01',
    });
    const d = decide1(c);
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('DWI_DEFERRED_ANOMALY');
    expect(d.questions).toEqual([]);
  });
});

describe('estimated record dates and the VTC exclusion', () => {
  it('an estimated conviction date within a month of the window edge → could_not_determine', () => {
    const target = mkCase({
      disposition: 'deferred_discharged',
      level: 'F3',
      statute: 'PC 31.03',
      placement: '2012-01-01',
      discharge: '2015-01-01',
    });
    const near = mkCase({
      disposition: 'convicted_sentence',
      filing: '2019-10-01',
      conviction: '2020-01-15',
      sentenceCompletion: '2020-01-15',
      estimated: ['conviction'],
    });
    const d = decide1(target, { others: [near] });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('DATE_ESTIMATED_MATTERS');
    const far = mkCase({
      disposition: 'convicted_sentence',
      filing: '2020-10-01',
      conviction: '2021-01-15',
      sentenceCompletion: '2021-01-15',
      estimated: ['conviction'],
    });
    expect(decide1(target, { others: [far] }).final_eligibility).toBe('nondisclosure');
  });
  it('a VTC graduate with a DWI case is told why 411.0727 is closed', () => {
    const vet = {
      ...CLEAN_ANSWERS,
      isVeteran: true,
      completedVetTreatmentCrt: true,
      completedVetReemploymentPrg: false,
    };
    const dwi = mkCase({
      disposition: 'convicted_sentence',
      level: 'MA',
      statute: 'PC 49.04',
      cats: ['dwi'],
      conviction: '2019-01-01',
      sentenceCompletion: '2019-02-01',
    });
    const d = decide1(dwi, { answers: vet, caseAnswers: { completed_vet_treatment_court_for_case: true } });
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('VTC_DWI_ENTRY_EXCLUDED');
  });
});
