/**
 * No dead ends (docs/law D74, the fourth review's item 66), as a property: people of the synthetic county (the real
 * clerk's literals, read by the importer) are walked as a client of the API walks them: while
 * `needsPreliminaryQuestions` is true it answers the additional-info questions listed, then the questions each case
 * lists, with any valid answer (yes, no, not sure; a month, a year or "I do not know"; any choice), drawn from a
 * seeded generator, until both are empty. It must get there, and then no case may be undecided only for want of
 * an answer the site never offered: a reason asking for an answer whose question is not offered is left out of the
 * person's view (`reasonsForPerson`), which is right only beside a reason no answer settles (legal review, a gap in
 * the court data, "not sure"). A walk that skips the additional-info questions after a case answer (the dead end of
 * item 66) breaks the property, and the last test shows that it does.
 *
 * Integration test: it runs the engine (`@cyr/rules`), which harris-data's own code imports as types only.
 */
import {
  evaluate,
  REASONS,
  reasonsForPerson,
  type CaseAnswers,
  type CaseQuestionKey,
  type EngineCase,
  type EvaluateOutput,
  type PersonAnswers,
  type PersonQuestionKey,
} from '@cyr/rules';
import { CASE_QUESTIONS, DISQUALIFYING_OFFENSES, NOT_SURE, UNKNOWN_MONTH } from '@cyr/rules/vocabulary';
import { beforeAll, describe, expect, it } from 'vitest';
import { importExtract, MemorySink } from '../importer';
import { generateExtract, Rng } from '../synth';

/** People of the synthetic county walked in `npm test`; each is walked on two days. */
const PEOPLE = 400;
const DAYS = ['2026-12-06', '2031-06-01'];
/** More rounds than any chain of questions the engine asks (how it ended → the month → the year, and so on). */
const MAX_ROUNDS = 12;

/** Any valid answer to a case question, of the kind the vocabulary declares. */
function anyCaseAnswer(rng: Rng, key: CaseQuestionKey): string | boolean {
  const q: { kind: string; values?: readonly string[] } = CASE_QUESTIONS[key];
  const year = 2000 + rng.int(0, 26);
  if (q.kind === 'yes_no_not_sure') return rng.pick([true, false, NOT_SURE] as const);
  if (q.kind === 'month_or_unknown')
    return rng.chance(0.25) ? UNKNOWN_MONTH : `${year}-${String(rng.int(1, 12)).padStart(2, '0')}`;
  if (q.kind === 'year_or_unknown') return rng.chance(0.25) ? UNKNOWN_MONTH : String(year);
  return rng.pick(q.values ?? ['']);
}

/**
 * Any valid answer to an additional-info question, into `answers`. The disqualifying-offense list is answered as the
 * page answers it: an offense ticked, or "none of the above".
 */
function answerPerson(rng: Rng, key: PersonQuestionKey, answers: Record<string, unknown>): void {
  if (key !== 'disqualifyingOffenses') answers[key] = rng.chance(0.5);
  else if (rng.chance(0.8)) Object.assign(answers, { disqualifyingOffenses: [], noneOfTheAbove: true });
  else Object.assign(answers, { disqualifyingOffenses: [rng.pick(DISQUALIFYING_OFFENSES)], noneOfTheAbove: false });
}

interface Walked {
  out: EvaluateOutput;
  rounds: number;
}

/**
 * The client's next-step rule: the additional-info questions first while the API asks for them, then the case
 * questions. `skipPersonAfterFirst` is the broken rule of item 66: after the first round it goes straight on with the
 * case questions and never back to the additional-info page.
 */
function walk(cases: EngineCase[], asOf: string, rng: Rng, skipPersonAfterFirst = false): Walked {
  const personAnswers: Record<string, unknown> = {};
  const caseAnswers: Record<string, Record<string, unknown>> = {};
  const run = (): EvaluateOutput =>
    evaluate({
      cases,
      personAnswers: personAnswers as PersonAnswers,
      caseAnswers: caseAnswers as Record<string, CaseAnswers>,
      asOf,
    });
  let out = run();
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const person = skipPersonAfterFirst && round > 1 ? [] : out.preliminaryQuestions;
    const open = out.decisions.filter((d) => d.questions.length > 0);
    if (person.length === 0 && open.length === 0) return { out, rounds: round };
    if (out.needsPreliminaryQuestions && person.length > 0) {
      for (const k of person) answerPerson(rng, k, personAnswers);
    } else {
      for (const d of open) {
        const a = (caseAnswers[d.caseId] ??= {});
        for (const k of d.questions) a[k] = anyCaseAnswer(rng, k);
      }
    }
    out = run();
  }
  return { out, rounds: MAX_ROUNDS + 1 };
}

/** A reason no answer on the site settles: a data gap, legal review, "not sure" (kind `unknown`, asking nothing). */
function unanswerable(code: string): boolean {
  const spec: { kind: string; asks?: string } | undefined = (REASONS as Readonly<Record<string, { kind: string }>>)[
    code
  ];
  return spec?.kind === 'unknown' && !('asks' in spec);
}

/**
 * The dead ends a finished walk left: a case undecided although the person was never offered a question it waits
 * for. A reason that asks for an answer the site does not offer is left out of the person's view
 * (`reasonsForPerson`); that is right only when the case also waits on something no answer settles, which the
 * person is shown. A case that waits only on answers never asked is a dead end.
 */
function deadEnds(out: EvaluateOutput, preliminaryQuestions: readonly string[]): string[] {
  const found: string[] = [];
  for (const d of out.decisions) {
    const shown = reasonsForPerson(d, preliminaryQuestions);
    const hidden = d.reasons.filter((r) => !shown.includes(r));
    if (hidden.length === 0 || d.final_eligibility !== 'could_not_determine') continue;
    if (!shown.some((r) => unanswerable(r.code))) found.push(`${d.caseId} ${hidden.map((r) => r.code).join(',')}`);
  }
  return found;
}

describe('no dead ends: a walk that follows needsPreliminaryQuestions and questions (docs/law D74)', () => {
  const people = new Map<string, EngineCase[]>();
  beforeAll(async () => {
    const sink = new MemorySink();
    await importExtract(generateExtract({ people: PEOPLE, seed: 34, layout: 'weekly' }), sink, {
      importId: 'synthetic',
      fileName: 'Weekly_Historical_Criminal_20261128.txt',
    });
    for (const r of sink.cases.values()) {
      const list = people.get(r.spn) ?? [];
      list.push(r.engineCase);
      people.set(r.spn, list);
    }
  });

  it(`ends for every person of ${PEOPLE} synthetic ones, on two days, and none is undecided for want of an answer never offered`, () => {
    expect(people.size).toBeGreaterThan(PEOPLE / 2);
    const rng = new Rng(66);
    const failures: string[] = [];
    let asked = 0;
    for (const [spn, cases] of people)
      for (const asOf of DAYS) {
        const { out, rounds } = walk(cases, asOf, rng);
        if (rounds > 1) asked++;
        if (rounds > MAX_ROUNDS) failures.push(`${spn} ${asOf}: still asking after ${MAX_ROUNDS} rounds`);
        else for (const d of deadEnds(out, out.preliminaryQuestions)) failures.push(`${spn} ${asOf}: ${d}`);
      }
    expect(failures).toEqual([]);
    // The walk is not empty: most people are asked something before their result.
    expect(asked).toBeGreaterThan(people.size);
  });

  it('a walk that skips the additional-info questions after a case answer (item 66) ends in a dead end', () => {
    const rng = new Rng(66);
    let broken = 0;
    for (const cases of people.values())
      for (const asOf of DAYS) if (deadEnds(walk(cases, asOf, rng, true).out, []).length > 0) broken++;
    expect(broken).toBeGreaterThan(0);
  });
});
