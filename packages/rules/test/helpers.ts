/** Fictional people for tests: a case builder with safe defaults and a one-call evaluator. */
import type {
  CaseAnswers,
  DatedFact,
  Decision,
  DispositionKind,
  EngineCase,
  EvaluateOutput,
  OffenseCategory,
  OffenseLevel,
  PersonAnswers,
} from '../src/model';
import { evaluate } from '../src/evaluate';

export interface CaseSpec {
  id?: string;
  level?: OffenseLevel;
  statute?: string | null;
  chapter?: number | null;
  cats?: OffenseCategory[];
  unidentified?: boolean;
  fineOnly?: boolean;
  disposition: DispositionKind;
  dismissalReason?: EngineCase['dismissalReason'];
  chargePresented?: boolean | null;
  literal?: string;
  fvFinding?: boolean | null;
  filing?: string;
  offense?: string;
  arrest?: string;
  placement?: string;
  discharge?: string;
  conviction?: string;
  dismissal?: string;
  supervisionEnd?: string;
  sentenceCompletion?: string;
  estimated?: string[];
  supervisionMonths?: number | null;
  sentenceRaw?: string | null;
  reportNumber?: string | null;
  agency?: string | null;
  /** The record shows supervision ended on this date without saying how (`PROBATION TERMINATION`). */
  terminated?: string;
}

let counter = 0;

export function mkCase(s: CaseSpec): EngineCase {
  const est = new Set(s.estimated ?? []);
  const fact = (name: string, v: string | undefined): DatedFact | null =>
    v === undefined ? null : { date: v, estimated: est.has(name) };
  const statute = s.statute === undefined ? 'PC 31.03' : s.statute;
  const chapter =
    s.chapter !== undefined
      ? s.chapter
      : statute !== null && statute.startsWith('PC ')
        ? parseInt(statute.slice(3), 10)
        : null;
  counter += 1;
  return {
    id: s.id ?? `case-${counter}`,
    causeNumber: `C${counter}`,
    court: null,
    level: s.level ?? 'MB',
    offense: {
      literal: s.literal ?? 'TEST',
      code: null,
      statute,
      penalCodeChapter: chapter,
      categories: s.cats ?? [],
      unidentified: s.unidentified ?? false,
      fineOnly: s.fineOnly ?? false,
    },
    disposition: s.disposition,
    dismissalReason: s.dismissalReason ?? null,
    chargePresented: s.chargePresented ?? null,
    reportNumber: s.reportNumber ?? null,
    agency: s.agency ?? null,
    familyViolenceFinding: s.fvFinding === undefined ? false : s.fvFinding,
    dates: {
      filing: fact('filing', s.filing ?? '2015-01-01'),
      offense: fact('offense', s.offense),
      arrest: fact('arrest', s.arrest),
      placement: fact('placement', s.placement),
      discharge: fact('discharge', s.discharge),
      conviction: fact('conviction', s.conviction),
      dismissal: fact('dismissal', s.dismissal),
      supervisionEnd: fact('supervisionEnd', s.supervisionEnd),
      sentenceCompletion: fact('sentenceCompletion', s.sentenceCompletion),
    },
    sentence: {
      raw: s.sentenceRaw ?? null,
      confinementDays: null,
      supervisionMonths: s.supervisionMonths ?? null,
      fineDollars: null,
    },
    ...(s.terminated !== undefined ? { supervisionEndedUnclear: { date: s.terminated, estimated: false } } : {}),
  };
}

/** A person who answered the additional-info page: no disqualifying offense, no Class C record, not a veteran, not a victim. */
export const CLEAN_ANSWERS: PersonAnswers = {
  sexOffender: false,
  noneOfTheAbove: true,
  disqualifyingOffenses: [],
  isVeteran: false,
  hasBeenVictim: false,
  hasCrimeOutsideTexas: false,
  hasCrimeBefore1990: false,
  hasClassCConviction: false,
};

export function run(
  cases: EngineCase[],
  asOf = '2025-06-01',
  answers: PersonAnswers = CLEAN_ANSWERS,
  caseAnswers: Record<string, CaseAnswers> = {},
): EvaluateOutput {
  return evaluate({ cases, personAnswers: answers, caseAnswers, asOf });
}

/**
 * The victim of an assault, threat or harassment was not family, household or dating (docs/law D26):
 * decide1 answers so for the target unless the test gives its own answer; tests of that question use run().
 */
export const STRANGER_VICTIM: CaseAnswers = { victim_family_household_or_dating: false };

/** Evaluates one case (plus optional other history) and returns its decision. */
export function decide1(
  target: EngineCase,
  opts: { others?: EngineCase[]; asOf?: string; answers?: PersonAnswers; caseAnswers?: CaseAnswers } = {},
): Decision {
  const out = run([target, ...(opts.others ?? [])], opts.asOf ?? '2025-06-01', opts.answers ?? CLEAN_ANSWERS, {
    [target.id]: { ...STRANGER_VICTIM, ...opts.caseAnswers },
  });
  const d = out.decisions[0];
  if (d === undefined) throw new Error('no decision');
  return d;
}

export function codes(d: Decision | undefined): string[] {
  return d === undefined ? [] : d.reasons.map((r) => r.code);
}

/**
 * A last-payment month before every completion date the tests use: fines were paid by the time the sentence
 * ended, so the wait counts from the recorded completion (docs/law D18).
 */
export const PAID_BEFORE = '2010-01';

/** All favourable DWI answers. */
export const DWI_OK: CaseAnswers = {
  bac_under_015: true,
  had_commercial_license_or_permit: false,
  collision_with_another_person: false,
  used_ignition_interlock_device: true,
  interlock_condition: 'both',
  paid_all_fines_and_costs: true,
  completion_payment_month: PAID_BEFORE,
};
