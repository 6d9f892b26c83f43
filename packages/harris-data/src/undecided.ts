/**
 * What the engine will not decide (the import report's "could not determine before and after answers", ADR 0060):
 * each case is evaluated as the person's only case, by the engine the caller passes in (harris-data imports the
 * rules' types only), first with the person-level pre-check answered as a person with no other record would
 * answer it and no case answer ("before"), then after the case's follow-up questions are answered as a
 * best-informed person could answer them ("after"). A person who knows the facts gives a definite answer, but we
 * do not know which, so two opposite answer sets are simulated (every yes/no `false`, the first choice of a list;
 * every yes/no `true`, the second choice), each for a few rounds since an answer can open another question (how
 * supervision ended → the month). A case stays undecided after answers when neither set decides it: no answer the
 * person can give would (`after`); `afterSome` also counts a case that one of the two leaves undecided (say, "I have
 * not paid the fines yet"). Pending cases are counted apart: no answer decides an open case.
 */
import type {
  CaseAnswers,
  CaseQuestionKey,
  Decision,
  EngineCase,
  EvaluateInput,
  EvaluateOutput,
  FinalEligibility,
  PersonAnswers,
} from '@cyr/rules';

export type EvaluateFn = (input: EvaluateInput) => EvaluateOutput;
/** The engine's question kinds (`CASE_QUESTIONS` of the rules vocabulary), passed in with the engine. */
export type QuestionKinds = Readonly<Record<CaseQuestionKey, { kind: string; values?: readonly string[] }>>;

/**
 * One evaluation: the outcome and, for `could_not_determine`, the first unknown reason (its cause) and every unknown
 * reason of the case, in the decision's order, joined by " + " (the combination that keeps it undecided).
 */
export interface Verdict {
  outcome: FinalEligibility;
  cause: string | null;
  combination: string | null;
}

export interface CaseVerdict {
  pending: boolean;
  /** Before any case answer. */
  before: Verdict;
  /** After answers: undecided only when no simulated answer set decides it (no answer the person gives would). */
  after: Verdict;
  /** After answers, at worst: undecided when some answer set leaves it undecided (the person's answer matters). */
  afterSome: Verdict;
}

export type CaseJudge = (c: EngineCase) => CaseVerdict;

/** The pre-check and additional-info answers of a person with no other record and nothing to report. */
export const CLEAN_PERSON: PersonAnswers = {
  sexOffender: false,
  disqualifyingOffenses: [],
  noneOfTheAbove: true,
  isVeteran: false,
  hasBeenVictim: false,
  hasCrimeOutsideTexas: false,
  hasCrimeBefore1990: false,
  hasClassCConviction: false,
};

/** The engine as the judge uses it: `evaluate`, the question kinds and the reason catalogue of `@cyr/rules`. */
export interface Engine {
  evaluate: EvaluateFn;
  questions: QuestionKinds;
  reasons: Readonly<Record<string, { kind: string }>>;
}

/** Why a case is undecided: its first reason of kind `unknown` (else its first reason), and all of them. */
function verdictOf(engine: Engine, d: Decision): Verdict {
  if (d.final_eligibility !== 'could_not_determine')
    return { outcome: d.final_eligibility, cause: null, combination: null };
  const unknowns = [...new Set(d.reasons.filter((r) => engine.reasons[r.code]?.kind === 'unknown').map((r) => r.code))];
  const cause = unknowns[0] ?? d.reasons[0]?.code ?? 'NO_REASON';
  return { outcome: d.final_eligibility, cause, combination: unknowns.length > 0 ? unknowns.join(' + ') : cause };
}

/** The month (`YYYY-MM`) of the case's latest recorded or estimated date, no later than `asOf`. */
function latestMonth(c: EngineCase, asOf: string): string {
  let latest = '';
  for (const f of Object.values(c.dates)) if (f !== null && f.date > latest && f.date <= asOf) latest = f.date;
  return (latest || asOf).slice(0, 7);
}

function answerOf(kinds: QuestionKinds, key: CaseQuestionKey, set: 0 | 1, month: string): string | boolean {
  const q = kinds[key];
  if (q.kind === 'yes_no_not_sure') return set === 1;
  if (q.kind === 'month_or_unknown') return month;
  if (q.kind === 'year_or_unknown') return month.slice(0, 4);
  const values = q.values ?? [];
  return values[set] ?? values[0] ?? '';
}

/** A judge of single cases at `asOf` with the given engine. */
export function caseJudge(engine: Engine, asOf: string): CaseJudge {
  const run = (c: EngineCase, answers: CaseAnswers): Decision => {
    const out = engine.evaluate({ cases: [c], personAnswers: CLEAN_PERSON, caseAnswers: { [c.id]: answers }, asOf });
    return out.decisions[0] as Decision;
  };
  return (c) => {
    const first = run(c, {});
    const before = verdictOf(engine, first);
    if (c.disposition === 'pending') return { pending: true, before, after: before, afterSome: before };
    let after: Verdict = before;
    let afterSome: Verdict = before;
    if (first.final_eligibility === 'could_not_determine') {
      const month = latestMonth(c, asOf);
      const verdicts = ([0, 1] as const).map((set): Verdict => {
        let d = first;
        const answers: Record<string, string | boolean> = {};
        for (let round = 0; round < 4 && d.final_eligibility === 'could_not_determine'; round++) {
          const open = d.questions.filter((k) => !(k in answers));
          if (open.length === 0) break;
          for (const k of open) answers[k] = answerOf(engine.questions, k, set, month);
          d = run(c, answers as CaseAnswers);
        }
        return verdictOf(engine, d);
      });
      const decided = verdicts.find((v) => v.cause === null);
      const open = verdicts.find((v) => v.cause !== null);
      after = decided ?? (verdicts[0] as Verdict);
      afterSome = open ?? after;
    }
    return { pending: false, before, after, afterSome };
  };
}
