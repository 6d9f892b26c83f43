/** fast-check generators of fictional people: any mix of offenses, outcomes, dates, answers. */
import fc from 'fast-check';
import type { CaseAnswers, DatedFact, EngineCase, EvaluateInput, PersonAnswers } from '../src/model';
import {
  CASE_QUESTIONS,
  CASE_QUESTION_KEYS,
  DISPOSITION_KINDS,
  DISQUALIFYING_OFFENSES,
  NOT_SURE,
  OFFENSE_LEVELS,
  UNKNOWN_MONTH,
  type CaseQuestionKey,
} from '../src/vocabulary';
import { fromDay, toDay } from '../src/dates';

const DAY0 = toDay('1988-01-01');
const DAY1 = toDay('2030-12-31');
export const isoDate = fc.integer({ min: DAY0, max: DAY1 }).map(fromDay);
const dated = fc.option(fc.record({ date: isoDate, estimated: fc.boolean() }), {
  nil: null,
}) as fc.Arbitrary<DatedFact | null>;

const STATUTES = [
  'PC 31.03',
  'PC 22.01',
  'PC 49.04',
  'PC 49.06',
  'PC 49.05',
  'PC 30.05',
  'PC 46.02',
  'PC 42.07',
  'PC 43.02',
  'PC 71.02',
  'PC 19.02',
  'PC 25.07',
  'PC 22.04',
  'PC 21.08',
  'PC 29.02',
  'HSC 481.121',
  'HSC 481.115',
  'ABC 106.041',
  'TC 545.351',
] as const;
const CATEGORIES = [
  'dwi',
  'bwi',
  'fwi',
  'theft',
  'marijuana',
  'family_violence',
  'assault',
  'murder',
  'stalking',
  'prostitution',
  'sex_offender_registrable',
  'protective_order_violation',
  'organized_crime',
  'minor_dui',
  'traffic_fine_only',
  'violent_or_sexual',
  'intoxication_assault_or_manslaughter',
  'human_trafficking',
] as const;

export const engineCase = (id: string): fc.Arbitrary<EngineCase> =>
  fc
    .record({
      level: fc.constantFrom(...OFFENSE_LEVELS),
      statute: fc.option(fc.constantFrom(...STATUTES), { nil: null }),
      cats: fc.subarray([...CATEGORIES], { maxLength: 3 }),
      unidentified: fc.boolean(),
      fineOnly: fc.boolean(),
      disposition: fc.constantFrom(...DISPOSITION_KINDS),
      dismissalReason: fc.option(
        fc.constantFrom(
          'after_deferred',
          'pretrial_intervention',
          'insufficient_evidence',
          'limitations',
          'other',
          'unknown' as const,
        ),
        { nil: null },
      ),
      fv: fc.option(fc.boolean(), { nil: null }),
      filing: dated,
      offense: dated,
      arrest: dated,
      placement: dated,
      discharge: dated,
      conviction: dated,
      dismissal: dated,
      supervisionEnd: dated,
      sentenceCompletion: dated,
      months: fc.option(fc.integer({ min: 1, max: 120 }), { nil: null }),
      raw: fc.option(fc.constantFrom('180 DAYS HCJ', '2 YEARS TDC', '3 YEARS PROBATION, $600 FINE'), { nil: null }),
    })
    .map((r) => ({
      id,
      causeNumber: id,
      court: null,
      level: r.level,
      offense: {
        literal: 'GENERATED',
        code: null,
        statute: r.statute,
        penalCodeChapter: r.statute !== null && r.statute.startsWith('PC ') ? parseInt(r.statute.slice(3), 10) : null,
        categories: r.cats,
        unidentified: r.unidentified,
        fineOnly: r.fineOnly,
      },
      disposition: r.disposition,
      dismissalReason: r.dismissalReason,
      familyViolenceFinding: r.fv,
      dates: {
        filing: r.filing,
        offense: r.offense,
        arrest: r.arrest,
        placement: r.placement,
        discharge: r.discharge,
        conviction: r.conviction,
        dismissal: r.dismissal,
        supervisionEnd: r.supervisionEnd,
        sentenceCompletion: r.sentenceCompletion,
      },
      sentence: { raw: r.raw, confinementDays: null, supervisionMonths: r.months, fineDollars: null },
    }));

export const personAnswers: fc.Arbitrary<PersonAnswers> = fc.record(
  {
    sexOffender: fc.boolean(),
    disqualifyingOffenses: fc.subarray([...DISQUALIFYING_OFFENSES], { maxLength: 2 }),
    noneOfTheAbove: fc.boolean(),
    isVeteran: fc.boolean(),
    completedVetReemploymentPrg: fc.boolean(),
    completedVetTreatmentCrt: fc.boolean(),
    hasBeenVictim: fc.boolean(),
    hasVictimCaseInHarrisCounty: fc.boolean(),
    investigationAssistanceRequested: fc.boolean(),
    assistedInvestigation: fc.boolean(),
    hasCrimeOutsideTexas: fc.boolean(),
    hasCrimeBefore1990: fc.boolean(),
    hasClassCConviction: fc.boolean(),
  },
  { requiredKeys: [] },
);

/** An answer of the kind the vocabulary declares for the key: yes / no / "not_sure", a month or "unknown", an enum value. */
function answerOf(key: CaseQuestionKey): fc.Arbitrary<string | boolean | undefined> {
  const spec: { kind: string; values?: readonly string[] } = CASE_QUESTIONS[key];
  const answer: fc.Arbitrary<string | boolean> =
    spec.kind === 'enum'
      ? fc.constantFrom(...(spec.values ?? []))
      : spec.kind === 'month_or_unknown'
        ? fc.oneof(
            fc.constant(UNKNOWN_MONTH),
            fc.integer({ min: toDay('2005-01-01'), max: DAY1 }).map((d) => fromDay(d).slice(0, 7)),
          )
        : spec.kind === 'year_or_unknown'
          ? fc.oneof(fc.constant(UNKNOWN_MONTH), fc.integer({ min: 2005, max: 2026 }).map(String))
          : fc.oneof(fc.boolean(), fc.constant(NOT_SURE));
  return fc.option(answer, { nil: undefined });
}

const caseAnswers: fc.Arbitrary<CaseAnswers> = fc
  .record(Object.fromEntries(CASE_QUESTION_KEYS.map((k) => [k, answerOf(k)])), { requiredKeys: [] })
  .map((a) => Object.fromEntries(Object.entries(a).filter(([, v]) => v !== undefined)) as CaseAnswers);

export const person: fc.Arbitrary<EvaluateInput> = fc
  .integer({ min: 1, max: 6 })
  .chain((n) =>
    fc.record({
      cases: fc.tuple(...Array.from({ length: n }, (_, i) => engineCase(`c${i}`))),
      personAnswers,
      answers: fc.array(caseAnswers, { minLength: n, maxLength: n }),
      asOf: fc.integer({ min: toDay('2015-01-01'), max: DAY1 }).map(fromDay),
    }),
  )
  .map((r) => ({
    cases: r.cases,
    personAnswers: r.personAnswers,
    caseAnswers: Object.fromEntries(r.cases.map((c, i) => [c.id, r.answers[i] ?? {}])),
    asOf: r.asOf,
  }));
