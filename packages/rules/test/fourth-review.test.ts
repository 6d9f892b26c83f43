/**
 * The fourth legal review's findings (docs/law D74–D79), each from its worked example (adult, Harris County, no other
 * record unless stated, today = 2026-12-06), with the day before and the day of every date it gives.
 */
import { describe, expect, it } from 'vitest';
import type { CaseAnswers, PersonAnswers } from '../src/model';
import { REASONS, reasonsForPerson } from '../src/reasons';
import { CLEAN_ANSWERS, codes, mkCase, run } from './helpers';

const TODAY = '2026-12-06';

/** A veteran who completed a veterans treatment court program, with no Class C record. */
const VETERAN: PersonAnswers = {
  ...CLEAN_ANSWERS,
  isVeteran: true,
  completedVetTreatmentCrt: true,
  completedVetReemploymentPrg: false,
};

describe('D75: a supervision ends on the latest end on record (Gov’t Code 411.0727(d))', () => {
  // Lou: burglary of a building (FS), 3 years' probation from 2020-05-01 through veterans treatment court
  // (scheduled end 2023-04-30), PROBATION TERMINATION 2025-06-15.
  const lou = () =>
    mkCase({
      id: 'lou',
      level: 'FS',
      statute: 'PC 30.02',
      literal: 'BURGLARY OF A BUILDING',
      disposition: 'on_probation',
      placement: '2020-05-01',
      supervisionMonths: 36,
      supervisionEnd: '2023-04-30',
      estimated: ['supervisionEnd'],
      terminated: '2025-06-15',
    });
  const at = (asOf: string, a: CaseAnswers = { completed_vet_treatment_court_for_case: true }) =>
    run([lou()], asOf, VETERAN, { lou: a }).decisions[0];

  it('not_yet_eligible under 411.0727 from 2027-06-15 (not nondisclosure from 2025-04-30), never "still on supervision"', () => {
    const d = at(TODAY);
    expect(d?.final_eligibility).toBe('not_yet_eligible');
    expect(d?.ndo_form).toBe('411.0727');
    expect(d?.eligible_date).toBe('2027-06-15');
    expect(d?.waiting_period_start).toBe('2025-06-15');
    expect(codes(d)).not.toContain('STILL_ON_SUPERVISION');
  });

  it('day before / day of: 2027-06-14 not yet, 2027-06-15 nondisclosure', () => {
    expect(at('2027-06-14')?.final_eligibility).toBe('not_yet_eligible');
    const d = at('2027-06-15');
    expect(d?.final_eligibility).toBe('nondisclosure');
    expect(d?.eligible_date).toBe('2027-06-15');
  });

  it('"still on supervision" only while the end is after today', () => {
    const running = mkCase({
      id: 'r',
      level: 'FS',
      statute: 'PC 30.02',
      disposition: 'on_probation',
      placement: '2025-05-01',
      supervisionMonths: 36,
    });
    const d = (asOf: string) =>
      run([running], asOf, VETERAN, { r: { completed_vet_treatment_court_for_case: true } }).decisions[0];
    // Scheduled end 2028-04-30.
    expect(codes(d('2028-04-29'))).toContain('STILL_ON_SUPERVISION');
    expect(codes(d('2028-04-30'))).not.toContain('STILL_ON_SUPERVISION');
  });

  it('a termination before the scheduled end does not move the date earlier than the schedule', () => {
    const early = mkCase({
      ...{},
      id: 'e',
      level: 'FS',
      statute: 'PC 30.02',
      disposition: 'on_probation',
      placement: '2020-05-01',
      supervisionMonths: 36,
      terminated: '2022-01-10',
    });
    const d = run([early], TODAY, VETERAN, { e: { completed_vet_treatment_court_for_case: true } }).decisions[0];
    expect(d?.waiting_period_start).toBe('2023-04-30');
  });
});

describe('D76: a dismissal the clerk records as refiled never opens an expunction on its own (CCP 55A.051)', () => {
  // Max: Class A theft, "DISMISSED CASE REFILED" 2021-02-10, report number 210100001; "THEFT" (MA) filed 2021-02-12
  // with report number 210100077, deferred 2021-05-01 for 12 months, discharged 2022-04-30.
  const dismissed = (reportNumber: string | null, filing = '2021-02-12') => [
    mkCase({
      id: 'a',
      level: 'MA',
      statute: 'PC 31.03',
      cats: ['theft'],
      literal: 'THEFT',
      disposition: 'dismissed',
      dismissalReason: 'refiled_or_other_case',
      filing: '2020-12-01',
      dismissal: '2021-02-10',
      reportNumber: '210100001',
    }),
    mkCase({
      id: 'b',
      level: 'MA',
      statute: 'PC 31.03',
      cats: ['theft'],
      literal: 'THEFT',
      disposition: 'deferred_discharged',
      filing,
      placement: '2021-05-01',
      supervisionMonths: 12,
      discharge: '2022-04-30',
      reportNumber,
    }),
  ];

  it('another report number on the refiled case: the dismissal is could_not_determine (SAME_EPISODE_MIXED), nothing asked', () => {
    const [a, b] = run(dismissed('210100077'), TODAY).decisions;
    expect(a?.final_eligibility).toBe('could_not_determine');
    expect(codes(a)).toContain('SAME_EPISODE_MIXED');
    expect(a?.questions).toEqual([]);
    // The refiled case is judged on its own: a dismissal is no record for it (docs/law D49).
    expect(b?.final_eligibility).toBe('nondisclosure');
    expect(b?.ndo_form).toBe('411.072');
    expect(b?.eligible_date).toBe('2022-04-30');
  });

  it('the same with no report number on the refiled case, or the same one', () => {
    for (const rn of [null, '210100001'])
      expect(codes(run(dismissed(rn), TODAY).decisions[0])).toContain('SAME_EPISODE_MIXED');
  });

  it('the window: filed 30 days before the dismissal links, 31 days before does not; 90 days after links, 91 does not', () => {
    const linked = (filing: string) => codes(run(dismissed('210100077', filing), TODAY).decisions[0]);
    expect(linked('2021-01-11')).toContain('SAME_EPISODE_MIXED');
    expect(linked('2021-01-10')).not.toContain('SAME_EPISODE_MIXED');
    expect(linked('2021-05-11')).toContain('SAME_EPISODE_MIXED');
    expect(linked('2021-05-12')).not.toContain('SAME_EPISODE_MIXED');
  });

  it('an ordinary dismissal is still separated from a case with another report number', () => {
    const [a] = dismissed('210100077');
    if (a === undefined) throw new Error('no case');
    a.dismissalReason = 'other';
    const [, b] = dismissed('210100077');
    if (b === undefined) throw new Error('no case');
    expect(codes(run([a, b], TODAY).decisions[0])).not.toContain('SAME_EPISODE_MIXED');
  });
});

describe('D77: a revoked DWI probation gets a completion date or a question, never a dead end (Gov’t Code 411.0736)', () => {
  // Ned: DWI (MB), probation placed 2018-09-01 for 12 months, PROBATION TERMINATION 2019-08-31; he answers
  // "revoked", does not know when the jail time ended, no collision, fines paid (the last payment in August 2019).
  const ned = (level: 'MB' | 'MA' = 'MB') =>
    mkCase({
      id: 'ned',
      level,
      statute: 'PC 49.04',
      cats: ['dwi'],
      literal: 'DRIVING WHILE INTOXICATED',
      disposition: 'on_probation',
      placement: '2018-09-01',
      conviction: '2018-09-01',
      supervisionMonths: 12,
      terminated: '2019-08-31',
    });
  const revoked: CaseAnswers = { supervision_end_how: 'adjudicated_or_revoked' };
  const at = (asOf: string, a: CaseAnswers, level: 'MB' | 'MA' = 'MB') =>
    run([ned(level)], asOf, CLEAN_ANSWERS, { ned: { ...revoked, ...a } }).decisions[0];

  it('after "revoked": the month the jail time ended is asked with the collision question, and no reason asks for an answer not asked', () => {
    const d = at(TODAY, {});
    expect(d?.final_eligibility).toBe('could_not_determine');
    expect(d?.questions).toEqual(['revocation_sentence_end_month', 'collision_with_another_person']);
    expect(codes(d)).toContain('REVOCATION_SENTENCE_END_NEEDED');
    expect(codes(d)).not.toContain('DATE_UNKNOWN');
  });

  it('month not known: counted from the revocation + 180 days (Class B), 5 years: nondisclosure from 2025-02-27, marked estimated', () => {
    const a: CaseAnswers = {
      revocation_sentence_end_month: 'unknown',
      collision_with_another_person: false,
      paid_all_fines_and_costs: true,
      completion_payment_month: '2019-08',
    };
    const d = at(TODAY, a);
    expect(d?.final_eligibility).toBe('nondisclosure');
    expect(d?.ndo_form).toBe('411.0736');
    expect(d?.eligible_date).toBe('2025-02-27');
    expect(d?.waiting_period_start).toBe('2020-02-27');
    expect(d?.reasons).toContainEqual(
      expect.objectContaining({
        code: 'REVOCATION_SENTENCE_ESTIMATED',
        params: { date: '2020-02-27', revoked: '2019-08-31' },
      }),
    );
    // Day before / day of.
    expect(at('2025-02-26', a)?.final_eligibility).toBe('not_yet_eligible');
    expect(at('2025-02-27', a)?.final_eligibility).toBe('nondisclosure');
  });

  it('the fines question, then the payment month, follow in turn', () => {
    const d1 = at(TODAY, { revocation_sentence_end_month: 'unknown', collision_with_another_person: false });
    expect(d1?.questions).toEqual(['paid_all_fines_and_costs']);
    const d2 = at(TODAY, {
      revocation_sentence_end_month: 'unknown',
      collision_with_another_person: false,
      paid_all_fines_and_costs: true,
    });
    expect(d2?.questions).toEqual(['completion_payment_month']);
  });

  it('a month given: counted from its last day (March 2020 → 2025-03-31)', () => {
    const d = at(TODAY, {
      revocation_sentence_end_month: '2020-03',
      collision_with_another_person: false,
      paid_all_fines_and_costs: true,
      completion_payment_month: '2019-08',
    });
    expect(d?.eligible_date).toBe('2025-03-31');
    expect(codes(d)).not.toContain('REVOCATION_SENTENCE_ESTIMATED');
  });

  it('a Class A DWI is barred whatever the answer (411.0736 needs Class B): the month is not asked', () => {
    const d = at(TODAY, {}, 'MA');
    expect(d?.final_eligibility).toBe('ineligible');
    expect(d?.questions).not.toContain('revocation_sentence_end_month');
  });
});

describe('D78: an acquittal is dated by the acquittal, and its fee waiver is shown (CCP 55A.002, 102.0061(c))', () => {
  // Ora: Class A assault, acquitted 2026-11-20.
  const ora = () => {
    const c = mkCase({
      id: 'ora',
      level: 'MA',
      statute: 'PC 22.01',
      cats: ['assault'],
      literal: 'ASSAULT-BODILY INJURY',
      disposition: 'acquitted',
      filing: '2026-03-02',
    });
    c.dates.acquittal = { date: '2026-11-20', estimated: false };
    return c;
  };
  const at = (asOf: string) => run([ora()], asOf).decisions[0];

  it('expunction under 55A.002 from 2026-11-20, no filing fee if filed by 2026-12-20', () => {
    const d = at(TODAY);
    expect(d?.final_eligibility).toBe('expunction');
    expect(d?.expunction_route).toBe('55A.002');
    expect(d?.eligible_date).toBe('2026-11-20');
    expect(d?.reasons).toContainEqual(
      expect.objectContaining({ code: 'FEE_WAIVED_ACQUITTAL_30_DAYS', params: { date: '2026-12-20' } }),
    );
  });

  it('the waiver shows through its last day (2026-12-20) and is gone the day after', () => {
    expect(codes(at('2026-12-20'))).toContain('FEE_WAIVED_ACQUITTAL_30_DAYS');
    expect(codes(at('2026-12-21'))).not.toContain('FEE_WAIVED_ACQUITTAL_30_DAYS');
    expect(at('2026-12-21')?.eligible_date).toBe('2026-11-20');
  });
});

describe('D79: family violence needs violence or a threat, not only a relationship (Family Code 71.004(1))', () => {
  // Pat: HARASSMENT (MB) of a former partner by repeated messages, deferred 2020-10-01 for 12 months, discharged
  // 2021-09-30.
  const pat = () =>
    mkCase({
      id: 'pat',
      level: 'MB',
      statute: 'PC 42.07',
      literal: 'HARASSMENT',
      disposition: 'deferred_discharged',
      placement: '2020-10-01',
      supervisionMonths: 12,
      discharge: '2021-09-30',
    });
  const at = (a: CaseAnswers, asOf = TODAY) => run([pat()], asOf, CLEAN_ANSWERS, { pat: a }).decisions[0];

  it('"yes" to the relationship asks what happened: hurting, trying to hurt, or threatening to hurt soon', () => {
    const d = at({ victim_family_household_or_dating: true });
    expect(d?.final_eligibility).toBe('could_not_determine');
    expect(d?.questions).toEqual(['family_violence_conduct']);
    expect(codes(d)).toContain('FAMILY_VIOLENCE_CONDUCT_NEEDED');
  });

  it('"no" to hurting or threatening: nondisclosure under 411.0725 from 2023-09-30 (day before: not yet)', () => {
    const a: CaseAnswers = { victim_family_household_or_dating: true, family_violence_conduct: false };
    const d = at(a);
    expect(d?.final_eligibility).toBe('nondisclosure');
    expect(d?.ndo_form).toBe('411.0725');
    expect(d?.eligible_date).toBe('2023-09-30');
    expect(at(a, '2023-09-29')?.final_eligibility).toBe('not_yet_eligible');
  });

  it('"yes": ineligible (BAR_411074_FAMILY_VIOLENCE); "not sure": could_not_determine (FAMILY_VIOLENCE_CONDUCT_UNKNOWN)', () => {
    const yes = at({ victim_family_household_or_dating: true, family_violence_conduct: true });
    expect(yes?.final_eligibility).toBe('ineligible');
    expect(codes(yes)).toContain('BAR_411074_FAMILY_VIOLENCE');
    const unsure = at({ victim_family_household_or_dating: true, family_violence_conduct: 'not_sure' });
    expect(unsure?.final_eligibility).toBe('could_not_determine');
    expect(codes(unsure)).toContain('FAMILY_VIOLENCE_CONDUCT_UNKNOWN');
    expect(unsure?.questions).toEqual([]);
  });

  it('a family-violence finding in the judgment stays a bar however answered', () => {
    const c = pat();
    c.familyViolenceFinding = true;
    const d = run([c], TODAY, CLEAN_ANSWERS, {
      pat: { victim_family_household_or_dating: true, family_violence_conduct: false },
    }).decisions[0];
    expect(d?.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('BAR_411074_FAMILY_VIOLENCE_FINDING');
  });

  it('for an assault, a "yes" about the relationship stays the bar, with no conduct question', () => {
    const assault = mkCase({
      ...{},
      id: 'x',
      level: 'MA',
      statute: 'PC 22.01',
      cats: ['assault'],
      disposition: 'deferred_discharged',
      placement: '2020-10-01',
      discharge: '2021-09-30',
    });
    const d = run([assault], TODAY, CLEAN_ANSWERS, { x: { victim_family_household_or_dating: true } }).decisions[0];
    expect(d?.final_eligibility).toBe('ineligible');
    expect(d?.questions).toEqual([]);
  });

  it('the harassment decides the bar for the person’s other cases: the conduct question is asked on it for them', () => {
    const theft = mkCase({
      id: 'theft',
      level: 'MB',
      statute: 'PC 31.03',
      cats: ['theft'],
      disposition: 'deferred_discharged',
      placement: '2023-01-10',
      supervisionMonths: 6,
      discharge: '2023-07-09',
    });
    const answered = (conduct?: boolean) =>
      run([pat(), theft], TODAY, CLEAN_ANSWERS, {
        pat: {
          victim_family_household_or_dating: true,
          ...(conduct === undefined ? {} : { family_violence_conduct: conduct }),
        },
      }).decisions;
    const [p0, t0] = answered();
    expect(p0?.questions).toEqual(['family_violence_conduct']);
    expect(t0?.final_eligibility).toBe('could_not_determine');
    expect(codes(t0)).toContain('FAMILY_VIOLENCE_CONDUCT_UNKNOWN');
    expect(answered(true)[1]?.final_eligibility).toBe('ineligible');
    expect(answered(false)[1]?.final_eligibility).toBe('nondisclosure');
  });
});

describe('D74: a reason that asks for an answer comes with its question, or is not shown to the person', () => {
  it('a prostitution conviction sent to legal review: "a lawyer needs to look at this", never "please tell us if you paid"', () => {
    const kim = mkCase({
      id: 'k',
      level: 'MB',
      statute: 'PC 43.02',
      cats: ['prostitution'],
      disposition: 'convicted_sentence',
      conviction: '2023-02-01',
      sentenceCompletion: '2023-02-06',
    });
    const victim: PersonAnswers = {
      ...CLEAN_ANSWERS,
      hasBeenVictim: true,
      hasVictimCaseInHarrisCounty: true,
      investigationAssistanceRequested: false,
    };
    const out = run([kim], TODAY, victim, { k: { committed_solely_as_trafficking_victim: true } });
    const d = out.decisions[0];
    if (d === undefined) throw new Error('no decision');
    expect(d.final_eligibility).toBe('could_not_determine');
    // The engine keeps every reason (staff and the county report read them) …
    expect(codes(d)).toContain('NEEDS_LEGAL_REVIEW');
    expect(codes(d)).toContain('FINES_PAYMENT_UNKNOWN');
    expect(d.questions).not.toContain('paid_all_fines_and_costs');
    const shown = reasonsForPerson(d, out.preliminaryQuestions).map((r) => r.code);
    // … the person is shown the review, and no reason asking for an answer that is not asked.
    expect(shown).toContain('NEEDS_LEGAL_REVIEW');
    for (const r of reasonsForPerson(d, out.preliminaryQuestions)) {
      const asks = REASONS[r.code as keyof typeof REASONS] as { asks?: string };
      if (asks.asks === undefined) continue;
      const key = r.params?.question ?? asks.asks;
      expect(key === 'person' ? out.preliminaryQuestions.length > 0 : d.questions.includes(key as never), r.code).toBe(
        true,
      );
    }
    expect(shown).not.toContain('FINES_PAYMENT_UNKNOWN');
  });

  it('keeps an asking reason while its question is asked, and the additional-info ones while they are', () => {
    const reasons = [
      { code: 'FINES_PAYMENT_UNKNOWN', citation: 'x', params: { question: 'paid_all_fines_and_costs' } },
      { code: 'PERSON_ANSWERS_NEEDED', citation: 'x' },
      { code: 'DISCHARGE_MONTH_NEEDED', citation: 'x' },
      { code: 'WAIT_NOT_OVER', citation: 'x' },
    ];
    const codesOf = (questions: string[], prelim: string[]) =>
      reasonsForPerson({ reasons, questions }, prelim).map((r) => r.code);
    expect(codesOf(['paid_all_fines_and_costs', 'supervision_end_month'], ['sexOffender'])).toEqual([
      'FINES_PAYMENT_UNKNOWN',
      'PERSON_ANSWERS_NEEDED',
      'DISCHARGE_MONTH_NEEDED',
      'WAIT_NOT_OVER',
    ]);
    expect(codesOf([], [])).toEqual(['WAIT_NOT_OVER']);
  });

  it('the Class C window question names its dates: from the placement to the section’s date (Ana: 2016-01-10 to 2024-01-10)', () => {
    const ana = mkCase({
      id: 'ana',
      level: 'FS',
      statute: 'HSC 481.115',
      chapter: null,
      disposition: 'deferred_discharged',
      placement: '2016-01-10',
      discharge: '2019-01-10',
    });
    const d = run([ana], TODAY, { ...CLEAN_ANSWERS, hasClassCConviction: true }).decisions[0];
    expect(d?.questions).toContain('class_c_in_window');
    expect(d?.reasons).toContainEqual(
      expect.objectContaining({
        code: 'CLASS_C_IN_WINDOW_NEEDED',
        params: { question: 'class_c_in_window', from: '2016-01-10', to: '2024-01-10' },
      }),
    );
  });

  it('commited_after_submitting_petition is no longer asked; a stored answer is ignored', () => {
    const c = mkCase({
      id: 'k',
      level: 'MB',
      statute: 'PC 43.02',
      cats: ['prostitution'],
      disposition: 'convicted_sentence',
      conviction: '2023-02-01',
      sentenceCompletion: '2023-02-06',
    });
    const victim: PersonAnswers = {
      ...CLEAN_ANSWERS,
      hasBeenVictim: true,
      hasVictimCaseInHarrisCounty: true,
      investigationAssistanceRequested: false,
    };
    const asked = run([c], TODAY, victim).decisions[0];
    expect(asked?.questions).not.toContain('commited_after_submitting_petition');
    const a = run([c], TODAY, victim, { k: { committed_solely_as_trafficking_victim: true } }).decisions[0];
    const b = run([c], TODAY, victim, {
      k: { committed_solely_as_trafficking_victim: true, commited_after_submitting_petition: true },
    }).decisions[0];
    expect(b).toEqual(a);
  });
});
