import type { Language } from '@cyr/i18n';
import {
  PERSON_CASE_LIMITS,
  type Case,
  type CaseAddedBody,
  type CaseCorrectionBody,
  type CaseFollowupBody,
  type CaseLookupBody,
  type EligibilityInfo,
  type FollowupAnswerMap,
  type PersonCaseFacts,
  type PersonCasesState,
  type PreCheckBody,
  type PreliminaryQuestionsBody,
} from '@cyr/schemas';
import type { Db } from '../db';
import { apiError } from '../http/errors';
import { caseIdFor, presentLookupEndDate } from '../presenters/case';
import { cachedDataEndDate, searchPerson } from './case-store';
import {
  evaluateRows,
  evaluateSession,
  personAnswersOf,
  sessionCaseRows,
  toEligibilityInfo,
  type EvaluatedCases,
} from './eligibility';
import { newAddedKey, personCasesOf } from './person-cases';
import type { AuthenticatedSession, SessionRow, SessionService, SessionToken } from './sessions';
import { todayInCounty } from '../clock';

/**
 * The application flow (api-contract "Calls"): one method per route. Everything a call learns is written
 * to the session row; nothing is kept in process memory.
 */
export class ApplicationService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    private readonly clock: () => Date,
  ) {}

  private asOf(): string {
    return todayInCounty(this.clock());
  }

  /** Starts a new session; ends the one named by `authorization` when it is valid. */
  async preCheck(body: PreCheckBody, authorization: string | undefined, language: Language): Promise<SessionToken> {
    const previous = await this.sessions.sessionIdOf(authorization);
    if (previous) await this.sessions.end(previous);
    return this.sessions.create(
      { hasCrimeOutsideTexas: body.hasCrimeOutsideTexas, hasCrimeBefore1990: body.hasCrimeBefore1990 },
      language,
    );
  }

  async lookupEndDate(): Promise<{ lookupEndDateEn: string; lookupEndDateEs: string }> {
    const end = await cachedDataEndDate(this.db);
    if (!end) throw apiError(503, 'no_data');
    return presentLookupEndDate(end);
  }

  /** Searches the person; remembers every matching person's case list in the session for confirm-cases. */
  async caseLookup(
    session: AuthenticatedSession,
    body: CaseLookupBody,
  ): Promise<
    | { nameError: true }
    | ({
        eligibilityInfo: { needSPN: boolean; cases: Case[] };
        lookupEndDateEn: string;
        lookupEndDateEs: string;
      } & SessionToken)
  > {
    const end = await cachedDataEndDate(this.db);
    if (!end) throw apiError(503, 'no_data');
    const result = await searchPerson(this.db, body, body.dob, end);
    if (result.nameError) return { nameError: true };
    const asOf = this.asOf();
    const answers = personAnswersOf(session);
    const cases: Case[] = [];
    const lookup: Record<string, string[]> = {};
    for (const person of result.people) {
      const evaluated = evaluateRows(session.id, person.cases, answers, {}, asOf);
      cases.push(...evaluated.cases);
      lookup[person.spn] = person.cases.map((c) => c.cas);
    }
    // A new search replaces the earlier one and anything confirmed from it (same UPDATE slides the expiry).
    const token = await this.sessions.touchWith(session, {
      lookup: JSON.stringify(lookup),
      confirmed_spn: null,
      confirmed_cas: '[]',
      case_answers: '{}',
      eligible_cas: '[]',
      person_cases: '{}',
    });
    return {
      ...token,
      eligibilityInfo: { needSPN: result.people.length > 1, cases },
      ...presentLookupEndDate(end),
    };
  }

  /** Keeps the chosen person's cases in the session and evaluates them; the token comes from the same UPDATE. */
  async confirmCases(
    session: AuthenticatedSession,
    spn: string,
  ): Promise<SessionToken & { eligibilityInfo: EligibilityInfo }> {
    const lookup = session.lookup ?? {};
    const cas = Object.hasOwn(lookup, spn) ? lookup[spn] : undefined;
    if (!cas) throw apiError(404, 'unknown_spn');
    const updated: SessionRow = {
      ...session,
      confirmed_spn: spn,
      confirmed_cas: cas,
      case_answers: {},
      person_cases: {},
    };
    const evaluated = await evaluateSession(this.db, updated, this.asOf());
    const token = await this.sessions.touchWith(session, {
      confirmed_spn: spn,
      confirmed_cas: JSON.stringify(cas),
      case_answers: '{}',
      person_cases: '{}',
      eligible_cas: JSON.stringify(eligibleCas(evaluated)),
    });
    return { ...token, eligibilityInfo: toEligibilityInfo(evaluated) };
  }

  /** Accumulates the additional-info answers and re-evaluates. */
  async preliminaryQuestions(session: SessionRow, body: PreliminaryQuestionsBody): Promise<EligibilityInfo> {
    const merged: Record<string, unknown> = { ...session.person_answers };
    for (const [k, v] of Object.entries(body)) {
      if (v === undefined) continue;
      merged[k] = k === 'disqualifyingOffenses' && Array.isArray(v) ? [...new Set(v)] : v;
    }
    const updated: SessionRow = { ...session, person_answers: merged };
    const evaluated = await evaluateSession(this.db, updated, this.asOf());
    await this.db
      .updateTable('sessions')
      .set({ person_answers: JSON.stringify(merged), eligible_cas: JSON.stringify(eligibleCas(evaluated)) })
      .where('id', '=', session.id)
      .execute();
    return toEligibilityInfo(evaluated);
  }

  /**
   * Records one case's follow-up answers and re-evaluates. Only the keys the case's `questions` lists are
   * required (400 naming each missing key); other keys are ignored; an unknown `_id` is 404. The answers are
   * kept as sent (`true`, `false`, `"not_sure"`, a month or `"unknown"`, an interlock order): the engine
   * reads `"not_sure"` and `"unknown"` as unknown facts (docs/law/decisions.md). A new answer to a listed key
   * replaces an earlier one, so the response's `questions` may name the next question an answer revealed.
   */
  async caseFollowup(session: SessionRow, body: CaseFollowupBody): Promise<EligibilityInfo> {
    const { rows } = await sessionCaseRows(this.db, session);
    const row = rows.find((r) => caseIdFor(session.id, r.cas) === body._id);
    if (!row) throw apiError(404, 'unknown_case');
    const before = await evaluateSession(this.db, session, this.asOf());
    const idx = before.cas.indexOf(row.cas);
    const asked = before.cases[idx]?.questions ?? [];
    const missing: Record<string, string> = {};
    const answers: FollowupAnswerMap = { ...(session.case_answers[row.cas] ?? {}) };
    for (const key of asked) {
      const v = body[key];
      if (v === undefined) missing[key] = 'required';
      else answers[key] = v;
    }
    if (Object.keys(missing).length > 0) throw apiError(400, 'validation_error', missing);
    return this.saveCaseAnswers(session, { ...session.case_answers, [row.cas]: answers });
  }

  /**
   * The person changes what they answered about one case: its follow-up answers are dropped and the case is
   * evaluated again, so its `questions` ask them again (the web app then opens that case's questions).
   */
  async caseFollowupChange(session: SessionRow, caseId: string): Promise<EligibilityInfo> {
    const { rows } = await sessionCaseRows(this.db, session);
    const row = rows.find((r) => caseIdFor(session.id, r.cas) === caseId);
    if (!row) throw apiError(404, 'unknown_case');
    return this.saveCaseAnswers(
      session,
      Object.fromEntries(Object.entries(session.case_answers).filter(([cas]) => cas !== row.cas)),
    );
  }

  /** Keeps the session's follow-up answers and answers with the evaluation they give. */
  private async saveCaseAnswers(
    session: SessionRow,
    caseAnswers: SessionRow['case_answers'],
  ): Promise<EligibilityInfo> {
    const evaluated = await evaluateSession(this.db, { ...session, case_answers: caseAnswers }, this.asOf());
    await this.db
      .updateTable('sessions')
      .set({ case_answers: JSON.stringify(caseAnswers), eligible_cas: JSON.stringify(eligibleCas(evaluated)) })
      .where('id', '=', session.id)
      .execute();
    return toEligibilityInfo(evaluated);
  }

  /**
   * A court case of the session is not the person's (ADR 0073): it is left out of every evaluation, result and
   * document (it is listed in `notMine` so it can be put back). A correction of it is dropped. 404 for an id
   * that is not one of the session's court cases.
   */
  async caseNotMine(session: SessionRow, id: string): Promise<EligibilityInfo> {
    const cas = this.courtCasOf(session, id);
    const state = personCasesOf(session);
    const { [cas]: _dropped, ...corrected } = state.corrected;
    const notMine = state.notMine.includes(cas) ? state.notMine : [...state.notMine, cas];
    return this.savePersonCases(session, { ...state, notMine, corrected }, cas);
  }

  /**
   * A case as the person's papers show it (ADR 0073): a court case is corrected (and put back if it was marked
   * not mine), a case the person added is replaced. Its follow-up answers are dropped: they were about the
   * old facts. 404 for an id that is neither.
   */
  async caseCorrection(session: SessionRow, body: CaseCorrectionBody): Promise<EligibilityInfo> {
    const { _id, ...facts } = body;
    const state = personCasesOf(session);
    const added = state.added.find((a) => caseIdFor(session.id, a.key) === _id);
    if (added) {
      const next = state.added.map((a) => (a === added ? { key: a.key, facts } : a));
      return this.savePersonCases(session, { ...state, added: next }, added.key);
    }
    const cas = this.courtCasOf(session, _id);
    return this.savePersonCases(
      session,
      { ...state, notMine: state.notMine.filter((c) => c !== cas), corrected: { ...state.corrected, [cas]: facts } },
      cas,
    );
  }

  /**
   * A Harris County case the court data does not show, entered from the person's papers (ADR 0073). Needs a
   * confirmed person (409 `no_confirmed_cases`); at most PERSON_CASE_LIMITS.addedMaxCount (400 `too_many`).
   */
  async caseAdded(session: SessionRow, facts: CaseAddedBody): Promise<EligibilityInfo> {
    if (session.confirmed_spn === null) throw apiError(409, 'no_confirmed_cases');
    const state = personCasesOf(session);
    if (state.added.length >= PERSON_CASE_LIMITS.addedMaxCount)
      throw apiError(400, 'validation_error', { added: 'too_many' });
    const entry: { key: string; facts: PersonCaseFacts } = { key: newAddedKey(), facts };
    return this.savePersonCases(session, { ...state, added: [...state.added, entry] }, null);
  }

  /** Takes back the person's change to a case: a not-mine court case comes back, a correction goes, an added case goes. */
  async caseUndo(session: SessionRow, id: string): Promise<EligibilityInfo> {
    const state = personCasesOf(session);
    const added = state.added.find((a) => caseIdFor(session.id, a.key) === id);
    if (added)
      return this.savePersonCases(session, { ...state, added: state.added.filter((a) => a !== added) }, added.key);
    const cas = this.courtCasOf(session, id);
    const { [cas]: _dropped, ...corrected } = state.corrected;
    return this.savePersonCases(session, { ...state, notMine: state.notMine.filter((c) => c !== cas), corrected }, cas);
  }

  /** The `cas` of one of the session's confirmed court cases by its `_id`; 404 `unknown_case` otherwise. */
  private courtCasOf(session: SessionRow, id: string): string {
    const cas = session.confirmed_cas.find((c) => caseIdFor(session.id, c) === id);
    if (cas === undefined) throw apiError(404, 'unknown_case');
    return cas;
  }

  /** Stores the person's cases (and drops the follow-up answers of the case that changed), re-evaluates. */
  private async savePersonCases(
    session: SessionRow,
    state: PersonCasesState,
    changed: string | null,
  ): Promise<EligibilityInfo> {
    const caseAnswers = Object.fromEntries(Object.entries(session.case_answers).filter(([cas]) => cas !== changed));
    const updated: SessionRow = { ...session, person_cases: state, case_answers: caseAnswers };
    const evaluated = await evaluateSession(this.db, updated, this.asOf());
    await this.db
      .updateTable('sessions')
      .set({
        person_cases: JSON.stringify(state),
        case_answers: JSON.stringify(caseAnswers),
        eligible_cas: JSON.stringify(eligibleCas(evaluated)),
      })
      .where('id', '=', session.id)
      .execute();
    return toEligibilityInfo(evaluated);
  }

  /** The session's confirmed, evaluated cases (GET pdf/case-info, JSON form). */
  async caseInfo(session: SessionRow): Promise<EligibilityInfo> {
    return toEligibilityInfo(await evaluateSession(this.db, session, this.asOf()));
  }
}

function eligibleCas(e: EvaluatedCases): string[] {
  return e.cas.filter((_, i) => {
    const f = e.cases[i]?.final_eligibility;
    return f === 'nondisclosure' || f === 'expunction';
  });
}
