/** Every unknown-fact path: the answer is could_not_determine with the reason (and the key that settles it). */
import { describe, expect, it } from 'vitest';
import type { CaseAnswers, EngineCase, PersonAnswers } from '../src/model';
import { CLEAN_ANSWERS, DWI_OK, codes, mkCase, run, PAID_BEFORE } from './helpers';

const deferred = (over: object = {}) =>
  mkCase({
    disposition: 'deferred_discharged',
    cats: ['theft'],
    placement: '2020-01-01',
    discharge: '2021-01-01',
    filing: '2019-06-01',
    ...over,
  });
const dwiDeferred = () =>
  mkCase({
    disposition: 'deferred_discharged',
    statute: 'PC 49.04',
    cats: ['dwi'],
    filing: '2020-01-02',
    placement: '2020-06-01',
    discharge: '2022-06-01',
  });
const conviction = () =>
  mkCase({
    disposition: 'convicted_sentence',
    cats: ['theft'],
    conviction: '2020-01-01',
    sentenceCompletion: '2020-01-05',
    filing: '2019-06-01',
  });

interface Row {
  name: string;
  cases: () => EngineCase[];
  answers?: PersonAnswers;
  caseAnswers?: CaseAnswers;
  code: string;
  question?: string;
  personQuestion?: string;
}

const rows: Row[] = [
  {
    name: 'unidentified offense',
    cases: () => [deferred({ statute: null, chapter: null, unidentified: true })],
    code: 'UNIDENTIFIED_OFFENSE',
  },
  {
    name: 'offense typed by the person',
    cases: () => {
      const c = deferred({ statute: null, chapter: null, unidentified: true });
      return [{ ...c, offense: { ...c.offense, typedByPerson: true } }];
    },
    code: 'OFFENSE_TYPED_BY_PERSON',
  },
  { name: 'offense level unknown', cases: () => [deferred({ level: 'unknown' })], code: 'LEVEL_UNKNOWN' },
  { name: 'disposition unknown', cases: () => [mkCase({ disposition: 'unknown' })], code: 'DISPOSITION_UNKNOWN' },
  { name: 'case pending', cases: () => [mkCase({ disposition: 'pending' })], code: 'PENDING_CASE' },
  {
    name: 'estimated discharge that matters',
    cases: () => [deferred({ estimated: ['discharge'] })],
    code: 'DATE_ESTIMATED_MATTERS',
  },
  { name: 'no discharge on record', cases: () => [deferred({ discharge: undefined })], code: 'NO_DISCHARGE_ON_RECORD' },
  {
    name: 'another case has no disposition date',
    cases: () => [deferred(), mkCase({ disposition: 'convicted_sentence', filing: '2020-02-01' })],
    code: 'RECORD_DATE_UNKNOWN',
  },
  {
    name: 'another case is pending inside the window',
    cases: () => [deferred({ level: 'F3' }), mkCase({ disposition: 'pending', filing: '2022-01-01' })],
    code: 'PENDING_CASE_MAY_BAR',
  },
  {
    name: 'records outside the data',
    cases: () => [deferred()],
    answers: { ...CLEAN_ANSWERS, hasCrimeOutsideTexas: true },
    code: 'RECORD_OUTSIDE_DATA',
  },
  {
    name: 'sex-offender question unanswered',
    cases: () => [deferred()],
    answers: { ...CLEAN_ANSWERS, sexOffender: undefined },
    code: 'PERSON_ANSWERS_NEEDED',
    personQuestion: 'sexOffender',
  },
  {
    name: 'disqualifying-offense question unanswered',
    cases: () => [deferred()],
    answers: { ...CLEAN_ANSWERS, noneOfTheAbove: undefined },
    code: 'PERSON_ANSWERS_NEEDED',
    personQuestion: 'disqualifyingOffenses',
  },
  {
    name: 'fines not answered',
    cases: () => [conviction()],
    code: 'FINES_PAYMENT_UNKNOWN',
    question: 'paid_all_fines_and_costs',
  },
  {
    name: 'BAC not answered (deferred DWI)',
    cases: () => [dwiDeferred()],
    caseAnswers: { ...DWI_OK, bac_under_015: undefined },
    code: 'BAC_UNKNOWN',
    question: 'bac_under_015',
  },
  {
    name: 'CDL not answered',
    cases: () => [dwiDeferred()],
    caseAnswers: { ...DWI_OK, had_commercial_license_or_permit: undefined },
    code: 'CDL_UNKNOWN',
    question: 'had_commercial_license_or_permit',
  },
  {
    name: 'collision not answered',
    cases: () => [dwiDeferred()],
    caseAnswers: { ...DWI_OK, collision_with_another_person: undefined },
    code: 'COLLISION_UNKNOWN',
    question: 'collision_with_another_person',
  },
  {
    name: 'veteran question unanswered on a felony conviction',
    cases: () => [
      mkCase({
        disposition: 'convicted_sentence',
        level: 'F3',
        conviction: '2015-01-01',
        sentenceCompletion: '2016-01-01',
      }),
    ],
    answers: { ...CLEAN_ANSWERS, isVeteran: undefined },
    code: 'VETERAN_ANSWERS_NEEDED',
    personQuestion: 'isVeteran',
  },
  {
    name: 'trafficking question unanswered on a Class B theft that is not otherwise eligible',
    cases: () => [
      conviction(),
      mkCase({
        disposition: 'convicted_sentence',
        filing: '2010-01-01',
        conviction: '2010-02-01',
        sentenceCompletion: '2010-02-01',
      }),
    ],
    answers: { ...CLEAN_ANSWERS, hasBeenVictim: undefined },
    caseAnswers: { paid_all_fines_and_costs: true, completion_payment_month: PAID_BEFORE },
    code: 'TRAFFICKING_ANSWERS_NEEDED',
    personQuestion: 'hasBeenVictim',
  },
  {
    name: 'record on the same day (first-offender section)',
    cases: () => [
      conviction(),
      mkCase({
        disposition: 'convicted_sentence',
        filing: '2019-07-01',
        conviction: '2020-01-01',
        sentenceCompletion: '2020-01-01',
      }),
    ],
    caseAnswers: { paid_all_fines_and_costs: true, completion_payment_month: PAID_BEFORE },
    code: 'SAME_DAY_RECORD',
  },
  {
    name: 'felony dismissal with an unknown limitations period',
    cases: () => [
      mkCase({
        disposition: 'dismissed',
        dismissalReason: 'other',
        level: 'F2',
        statute: 'PC 71.022',
        dismissal: '2015-01-01',
        chargePresented: true,
      }),
    ],
    code: 'FELONY_LIMITATIONS_UNKNOWN',
  },
];

describe('unknown facts → could_not_determine', () => {
  it.each(rows)('$name', ({ cases, answers, caseAnswers, code, question, personQuestion }) => {
    const cs = cases();
    const first = cs[0];
    const out = run(
      cs,
      '2025-06-01',
      answers ?? CLEAN_ANSWERS,
      first && caseAnswers ? { [first.id]: caseAnswers } : {},
    );
    const d = out.decisions[0];
    expect(d?.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain(code);
    expect(d?.eligible_date).toBeNull();
    if (question !== undefined) expect(d?.questions).toContain(question);
    if (personQuestion !== undefined) {
      expect(out.preliminaryQuestions).toContain(personQuestion);
      expect(out.needsPreliminaryQuestions).toBe(true);
      expect(d?.hideStatus).toBe(true);
    }
  });
});
