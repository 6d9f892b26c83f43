import { evaluate, reasonsForPerson, type CaseAnswers, type PersonAnswers } from '@cyr/rules';
import type { Case, EligibilityInfo, FollowupAnswerMap, NotMineCase } from '@cyr/schemas';
import type { Db } from '../db';
import { caseIdFor, presentCase, presentEligibilityInfo, presentNotMine } from '../presenters/case';
import { loadCases, type CaseRow } from './case-store';
import { applyPersonCases, personCasesOf, type SessionCaseRow } from './person-cases';
import type { SessionRow } from './sessions';
import { todayInCounty } from '../clock';

/** The person-level answers the engine sees: pre-check answers plus the additional-info answers so far. */
export function personAnswersOf(session: Pick<SessionRow, 'pre_check' | 'person_answers'>): PersonAnswers {
  const pre = session.pre_check;
  return {
    ...(session.person_answers as PersonAnswers),
    hasCrimeOutsideTexas: pre.hasCrimeOutsideTexas,
    hasCrimeBefore1990: pre.hasCrimeBefore1990,
  };
}

export interface EvaluatedCases {
  cases: Case[];
  /** cas of each presented case, in the same order. */
  cas: string[];
  needsPreliminaryQuestions: boolean;
  preliminaryQuestions: string[];
  /** Court cases the person marked "not mine" (left out of the evaluation). */
  notMine?: NotMineCase[];
}

/** Evaluates one person's cases with the engine at `asOf` and presents them as the contract's Case. */
export function evaluateRows(
  sessionId: string,
  rows: (CaseRow | SessionCaseRow)[],
  personAnswers: PersonAnswers,
  caseAnswersByCas: Record<string, FollowupAnswerMap>,
  asOf: string,
): EvaluatedCases {
  const engineCases = rows.map((r) => r.engine_case);
  const caseAnswers: Record<string, CaseAnswers> = {};
  rows.forEach((r) => {
    const answers = caseAnswersByCas[r.cas];
    if (answers) caseAnswers[r.engine_case.id] = answers as CaseAnswers;
  });
  const out = evaluate({ cases: engineCases, personAnswers, caseAnswers, asOf });
  const byId = new Map(out.decisions.map((d) => [d.caseId, d]));
  const cases: Case[] = [];
  const cas: string[] = [];
  rows.forEach((r) => {
    const decision = byId.get(r.engine_case.id);
    if (!decision) return;
    // The person is shown a reason that asks for an answer only while the site asks it (docs/law D74).
    const shown = { ...decision, reasons: reasonsForPerson(decision, out.preliminaryQuestions) };
    const presented = presentCase(caseIdFor(sessionId, r.cas), r, shown);
    // What the person answered about the case, so the results can show it back and offer to change it.
    const answers = caseAnswersByCas[r.cas];
    // Each answer was checked against its key's schema when it was received (caseFollowup), so it has its key's type.
    const typed = answers as Case['answers'];
    cases.push(typed && Object.keys(typed).length > 0 ? { ...presented, answers: typed } : presented);
    cas.push(r.cas);
  });
  return {
    cases,
    cas,
    needsPreliminaryQuestions: out.needsPreliminaryQuestions,
    preliminaryQuestions: [...out.preliminaryQuestions],
  };
}

/**
 * A session's cases as it evaluates them: its confirmed court cases with the person's changes (corrected
 * ones as corrected, the ones they added after them), and the court cases they marked "not mine".
 */
export async function sessionCaseRows(
  db: Db,
  session: Pick<SessionRow, 'confirmed_cas' | 'confirmed_spn' | 'person_cases'>,
): Promise<{ rows: SessionCaseRow[]; notMine: CaseRow[] }> {
  const court = await loadCases(db, session.confirmed_cas);
  const person = { spn: session.confirmed_spn ?? '', name: court[0]?.def_nam ?? '' };
  return applyPersonCases(court, personCasesOf(session), person);
}

/** Evaluates a session's confirmed cases, with the person's changes. */
export async function evaluateSession(db: Db, session: SessionRow, asOf: string): Promise<EvaluatedCases> {
  const { rows, notMine } = await sessionCaseRows(db, session);
  const evaluated = evaluateRows(session.id, rows, personAnswersOf(session), session.case_answers, asOf);
  if (notMine.length > 0) evaluated.notMine = notMine.map((r) => presentNotMine(caseIdFor(session.id, r.cas), r));
  return evaluated;
}

export function toEligibilityInfo(e: EvaluatedCases): EligibilityInfo {
  const info = presentEligibilityInfo(e.cases, {
    needSPN: false,
    needsPreliminaryQuestions: e.needsPreliminaryQuestions,
    preliminaryQuestions: e.preliminaryQuestions,
  });
  return e.notMine ? { ...info, notMine: e.notMine } : info;
}

/**
 * The session's confirmed, evaluated cases as the contract's `eligibilityInfo` (for the case-info PDF,
 * result emails, petitions), evaluated at today's date in Harris County. null when the session does not
 * exist or has expired. Does not slide the session's expiry.
 */
export async function getEligibilityInfo(
  deps: { db: Db; clock?: () => Date },
  sessionId: string,
): Promise<EligibilityInfo | null> {
  const now = (deps.clock ?? (() => new Date()))();
  const session = await deps.db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .where('expires_at', '>', Math.floor(now.getTime() / 1000))
    .executeTakeFirst();
  if (!session) return null;
  return toEligibilityInfo(await evaluateSession(deps.db, session, todayInCounty(now)));
}
