/**
 * Decision 0006 (review F2): Class C records are decided in city and justice courts, outside the county data, so
 * the person answers `hasClassCConviction`. For each affected section: yes / no / unanswered.
 * First-offender sections (411.072, 0726, 073, 0731, 0735, 0736): yes → not available (FIRST_OFFENDER_CLASS_C_RECORD),
 * unanswered → could_not_determine (CLASS_C_ANSWER_NEEDED, asked as a preliminary question), no → unchanged;
 * yes asks class_c_before_case (yes → not available; no → the window question, and outside it LATER_RECORD_AMBIGUOUS).
 * Sections without the condition (411.0725, 0727, 0728): unanswered → could_not_determine (411.074(a) counts a
 * Class C record for every section); no → the result stands; yes asks class_c_in_window.
 */
import { describe, expect, it } from 'vitest';
import type { CaseAnswers, EngineCase, NdoSection, PersonAnswers } from '../src/model';
import { CLEAN_ANSWERS, DWI_OK, codes, mkCase, run, PAID_BEFORE } from './helpers';

const YES: PersonAnswers = { ...CLEAN_ANSWERS, hasClassCConviction: true };
const NO: PersonAnswers = { ...CLEAN_ANSWERS, hasClassCConviction: false };
const UNANSWERED: PersonAnswers = { ...CLEAN_ANSWERS, hasClassCConviction: undefined };

interface Row {
  section: NdoSection;
  target: () => EngineCase;
  others?: () => EngineCase[];
  caseAnswers?: CaseAnswers;
  asOf: string;
  /** Outcome and section when the answer is yes. */
  yes: { outcome: string; form: NdoSection | null };
}

const PAID: CaseAnswers = { paid_all_fines_and_costs: true, completion_payment_month: PAID_BEFORE };

const FIRST_OFFENDER: Row[] = [
  {
    // Worked case #9: Class B theft, deferred discharged 2021-08-01; a Class C public-intoxication conviction.
    section: '411.072',
    target: () =>
      mkCase({
        id: 't',
        disposition: 'deferred_discharged',
        cats: ['theft'],
        placement: '2020-08-01',
        discharge: '2021-08-01',
      }),
    asOf: '2025-06-01',
    yes: { outcome: 'nondisclosure', form: '411.0725' },
  },
  {
    section: '411.0726',
    target: () =>
      mkCase({
        id: 't',
        disposition: 'deferred_discharged',
        statute: 'PC 49.04',
        cats: ['dwi'],
        offense: '2020-02-01',
        filing: '2020-02-02',
        placement: '2020-09-01',
        discharge: '2023-03-01',
      }),
    caseAnswers: DWI_OK,
    asOf: '2025-06-01',
    yes: { outcome: 'ineligible', form: null },
  },
  {
    // Review F2's input: criminal trespass, straight probation completed 2020-06-01, fines paid.
    section: '411.073',
    target: () =>
      mkCase({
        id: 't',
        disposition: 'probation_completed',
        statute: 'PC 30.05',
        conviction: '2019-06-01',
        placement: '2019-06-01',
        supervisionEnd: '2020-06-01',
        filing: '2019-01-01',
      }),
    caseAnswers: PAID,
    asOf: '2025-06-01',
    yes: { outcome: 'ineligible', form: null },
  },
  {
    section: '411.0731',
    target: () =>
      mkCase({
        id: 't',
        disposition: 'probation_completed',
        statute: 'PC 49.04',
        cats: ['dwi'],
        conviction: '2022-05-15',
        placement: '2022-05-15',
        supervisionEnd: '2023-05-15',
      }),
    caseAnswers: DWI_OK,
    asOf: '2025-06-01',
    yes: { outcome: 'ineligible', form: null },
  },
  {
    section: '411.0735',
    target: () =>
      mkCase({
        id: 't',
        disposition: 'convicted_sentence',
        cats: ['theft'],
        conviction: '2020-01-01',
        sentenceCompletion: '2020-01-10',
      }),
    caseAnswers: PAID,
    asOf: '2025-06-01',
    yes: { outcome: 'ineligible', form: null },
  },
  {
    section: '411.0736',
    target: () =>
      mkCase({
        id: 't',
        disposition: 'convicted_sentence',
        statute: 'PC 49.04',
        cats: ['dwi'],
        conviction: '2022-05-29',
        sentenceCompletion: '2022-06-01',
      }),
    caseAnswers: { ...DWI_OK, used_ignition_interlock_device: false },
    asOf: '2027-07-01',
    yes: { outcome: 'ineligible', form: null },
  },
];

function evalRow(row: Row, answers: PersonAnswers, extra: CaseAnswers = {}) {
  const out = run([row.target(), ...(row.others?.() ?? [])], row.asOf, answers, {
    t: { ...row.caseAnswers, ...extra },
  });
  const d = out.decisions[0];
  if (d === undefined) throw new Error('no decision');
  return { d, out };
}

describe('decision 0006: first-offender sections and the Class C answer', () => {
  it.each(FIRST_OFFENDER)('$section — no: nondisclosure under the section, nothing asked', (row) => {
    const { d, out } = evalRow(row, NO);
    expect(d.final_eligibility).toBe('nondisclosure');
    expect(d.ndo_form).toBe(row.section);
    expect(codes(d)).not.toContain('CLASS_C_ANSWER_NEEDED');
    expect(codes(d)).not.toContain('CLASS_C_CLEAN_PERIOD_CHECK');
    expect(out.preliminaryQuestions).not.toContain('hasClassCConviction');
  });

  it.each(FIRST_OFFENDER)('$section — unanswered: could_not_determine, the question is asked', (row) => {
    const { d, out } = evalRow(row, UNANSWERED);
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(d.eligible_date).toBeNull();
    expect(d.hideStatus).toBe(true);
    expect(codes(d)).toContain('CLASS_C_ANSWER_NEEDED');
    expect(out.preliminaryQuestions).toEqual(['hasClassCConviction']);
    expect(out.needsPreliminaryQuestions).toBe(true);
  });

  it.each(FIRST_OFFENDER)('$section — yes: the section is not available', (row) => {
    // A Class C case decided before this one (class_c_before_case): the first-offender test fails.
    const { d, out } = evalRow(row, YES, { class_c_before_case: true, class_c_in_window: false });
    expect(d.final_eligibility).toBe(row.yes.outcome);
    expect(d.ndo_form).toBe(row.yes.form);
    expect(out.preliminaryQuestions).toEqual([]);
    if (row.yes.outcome === 'ineligible') {
      const bar = d.reasons.find((r) => r.code === 'FIRST_OFFENDER_CLASS_C_RECORD');
      expect(bar?.params?.section).toBe(row.section);
      expect(bar?.citation).toBe(`Tex. Gov't Code § ${row.section}`);
    }
  });

  it('worked case #9: the yes answer asks whether the Class C case fell in the clean period (docs/law D25)', () => {
    const asked = evalRow(FIRST_OFFENDER[0] as Row, YES).d;
    expect(asked.final_eligibility).toBe('could_not_determine');
    // 411.0725 asks the window, 411.072 (first offender) whether the Class C case came before this one.
    expect(asked.questions).toEqual(['class_c_in_window', 'class_c_before_case']);
    expect(codes(asked)).toContain('CLASS_C_IN_WINDOW_NEEDED');
    const outside = evalRow(FIRST_OFFENDER[0] as Row, YES, { class_c_in_window: false }).d;
    expect(outside.final_eligibility).toBe('nondisclosure');
    expect(outside.eligible_date).toBe('2021-08-01');
    expect(codes(outside)).toContain('MEETS_411_0725');
    expect(codes(outside)).not.toContain('AUTOMATIC_ORDER_NO_PETITION');
    const inside = evalRow(FIRST_OFFENDER[0] as Row, YES, { class_c_in_window: true }).d;
    expect(inside.final_eligibility).toBe('ineligible');
    expect(inside.reasons.find((r) => r.code === 'CLEAN_PERIOD_VIOLATED')?.citation).toContain('411.074(a)');
    const unsure = evalRow(FIRST_OFFENDER[0] as Row, YES, { class_c_in_window: 'not_sure' }).d;
    expect(unsure.final_eligibility).toBe('could_not_determine');
    expect(unsure.questions).toEqual([]);
    expect(codes(unsure)).toContain('ANSWER_NOT_SURE');
  });

  it('not asked when the county data already fails the first-offender test', () => {
    // A felony conviction: no first-offender route of its own that could ask the question.
    const prior = mkCase({
      disposition: 'convicted_sentence',
      level: 'F3',
      cats: ['theft'],
      filing: '2012-01-01',
      conviction: '2012-03-01',
      sentenceCompletion: '2012-03-01',
    });
    const row = FIRST_OFFENDER[2] as Row;
    const out = run([row.target(), prior], row.asOf, UNANSWERED, { t: PAID });
    expect(out.decisions[0]?.final_eligibility).toBe('ineligible');
    expect(codes(out.decisions[0])).toContain('FIRST_OFFENDER_FAILED');
    expect(out.preliminaryQuestions).not.toContain('hasClassCConviction');
  });

  it('still on deferred adjudication: unanswered keeps the future date undecided (411.072 or 411.0725)', () => {
    const onDeferred = mkCase({
      id: 't',
      disposition: 'on_deferred',
      cats: ['theft'],
      placement: '2025-01-01',
      supervisionMonths: 12,
    });
    const unanswered = run([onDeferred], '2025-06-01', UNANSWERED).decisions[0];
    expect(unanswered?.final_eligibility).toBe('could_not_determine');
    const no = run([onDeferred], '2025-06-01', NO).decisions[0];
    expect(no?.final_eligibility).toBe('not_yet_eligible');
    expect(no?.ndo_form).toBe('411.072');
    const yes = run([onDeferred], '2025-06-01', YES, { t: { class_c_in_window: false } }).decisions[0];
    expect(yes?.final_eligibility).toBe('not_yet_eligible');
    expect(yes?.ndo_form).toBe('411.0725');
    const yesUnanswered = run([onDeferred], '2025-06-01', YES).decisions[0];
    expect(yesUnanswered?.final_eligibility).toBe('could_not_determine');
    expect(yesUnanswered?.questions).toEqual(['class_c_in_window', 'class_c_before_case']);
  });

  it.each(FIRST_OFFENDER)(
    '$section — yes, not before this case: in the window bars it, outside it is a later record (ambiguous)',
    (row) => {
      const later = evalRow(row, YES, { class_c_before_case: false, class_c_in_window: false }).d;
      expect(codes(later)).not.toContain('FIRST_OFFENDER_CLASS_C_RECORD');
      if (row.section !== '411.072') {
        expect(later.final_eligibility).toBe('could_not_determine');
        expect(codes(later)).toContain('LATER_RECORD_AMBIGUOUS');
        expect(later.questions).toEqual([]);
        const inside = evalRow(row, YES, { class_c_before_case: false, class_c_in_window: true }).d;
        expect(inside.final_eligibility).toBe('ineligible');
        expect(codes(inside)).toContain('CLEAN_PERIOD_VIOLATED');
        const unsure = evalRow(row, YES, { class_c_before_case: 'not_sure' }).d;
        expect(unsure.final_eligibility).toBe('could_not_determine');
        expect(codes(unsure)).toContain('ANSWER_NOT_SURE');
        const asked = evalRow(row, YES).d;
        expect(asked.final_eligibility).toBe('could_not_determine');
        expect(asked.questions).toContain('class_c_before_case');
      }
    },
  );
});

const VET: PersonAnswers = { isVeteran: true, completedVetTreatmentCrt: true, completedVetReemploymentPrg: false };
const VICTIM: PersonAnswers = {
  hasBeenVictim: true,
  hasVictimCaseInHarrisCounty: true,
  investigationAssistanceRequested: true,
  assistedInvestigation: true,
};

interface OtherRow {
  section: NdoSection;
  target: () => EngineCase;
  others?: () => EngineCase[];
  answers: PersonAnswers;
  caseAnswers?: CaseAnswers;
  asOf: string;
  outcome: string;
}

const OTHER: OtherRow[] = [
  {
    section: '411.0725',
    target: () =>
      mkCase({
        id: 't',
        disposition: 'deferred_discharged',
        level: 'F3',
        cats: ['theft'],
        filing: '2012-01-01',
        placement: '2012-06-01',
        discharge: '2015-06-01',
      }),
    answers: {},
    asOf: '2025-06-01',
    outcome: 'nondisclosure',
  },
  {
    section: '411.0727',
    target: () =>
      mkCase({
        id: 't',
        disposition: 'probation_completed',
        level: 'F3',
        cats: ['theft'],
        conviction: '2021-04-10',
        placement: '2021-04-10',
        supervisionEnd: '2023-04-10',
      }),
    answers: VET,
    caseAnswers: { completed_vet_treatment_court_for_case: true },
    asOf: '2025-04-10',
    outcome: 'nondisclosure',
  },
  {
    // 411.0728 never gives nondisclosure alone (low confidence); the answer must not change that either way.
    section: '411.0728',
    target: () =>
      mkCase({
        id: 't',
        disposition: 'convicted_sentence',
        cats: ['theft'],
        conviction: '2020-01-01',
        sentenceCompletion: '2020-01-10',
      }),
    others: () => [
      mkCase({
        disposition: 'convicted_sentence',
        level: 'F3',
        cats: ['theft'],
        filing: '2012-01-01',
        conviction: '2012-03-01',
        sentenceCompletion: '2012-03-01',
      }),
    ],
    answers: VICTIM,
    caseAnswers: {
      committed_solely_as_trafficking_victim: true,
      commited_after_submitting_petition: false,
      paid_all_fines_and_costs: true,
      completion_payment_month: PAID_BEFORE,
    },
    asOf: '2025-06-01',
    outcome: 'could_not_determine',
  },
];

function evalOther(row: OtherRow, classC: boolean | undefined, extra: CaseAnswers = {}) {
  const answers: PersonAnswers = { ...CLEAN_ANSWERS, ...row.answers, hasClassCConviction: classC };
  const out = run([row.target(), ...(row.others?.() ?? [])], row.asOf, answers, {
    t: { ...row.caseAnswers, ...extra },
  });
  const d = out.decisions[0];
  if (d === undefined) throw new Error('no decision');
  return { d, out };
}

describe('decision 0006: sections without the first-offender condition', () => {
  it.each(OTHER)('$section — no: the result stands and nothing is asked', (row) => {
    const { d, out } = evalOther(row, false);
    expect(d.final_eligibility).toBe(row.outcome);
    if (row.outcome === 'nondisclosure') expect(d.ndo_form).toBe(row.section);
    expect(codes(d)).not.toContain('CLASS_C_CLEAN_PERIOD_CHECK');
    expect(codes(d)).not.toContain('CLASS_C_ANSWER_NEEDED');
    expect(out.preliminaryQuestions).not.toContain('hasClassCConviction');
  });

  it.each(OTHER)('$section — unanswered: could_not_determine and the Class C question is asked (411.074(a))', (row) => {
    const { d, out } = evalOther(row, undefined);
    expect(d.final_eligibility).toBe('could_not_determine');
    if (row.outcome === 'nondisclosure') {
      expect(codes(d)).toContain('CLASS_C_ANSWER_NEEDED');
      expect(out.preliminaryQuestions).toContain('hasClassCConviction');
    }
  });

  it.each(OTHER)('$section — yes: asks class_c_in_window; "no" lets the result stand, "yes" bars it', (row) => {
    const { d } = evalOther(row, true, { class_c_in_window: false });
    expect(d.final_eligibility).toBe(row.outcome);
    if (row.outcome === 'nondisclosure') {
      expect(d.ndo_form).toBe(row.section);
      expect(evalOther(row, true).d.questions).toContain('class_c_in_window');
      const barred = evalOther(row, true, { class_c_in_window: true }).d;
      expect(barred.final_eligibility).toBe('ineligible');
      expect(barred.reasons.find((r) => r.code === 'CLEAN_PERIOD_VIOLATED')?.citation).toContain('411.074(a)');
      expect(codes(d)).not.toContain('FIRST_OFFENDER_CLASS_C_RECORD');
    }
  });
});
