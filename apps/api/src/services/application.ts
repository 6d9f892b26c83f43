import type { Language } from '@cyr/i18n';
import type {
  Case,
  CaseFollowupBody,
  CaseLookupBody,
  EligibilityInfo,
  FollowupAnswerMap,
  PreCheckBody,
  PreliminaryQuestionsBody,
} from '@cyr/schemas';
import { todayInHarrisCounty } from '@cyr/rules/dates';
import type { Db } from '../db';
import { apiError } from '../http/errors';
import { caseIdFor, presentLookupEndDate } from '../presenters/case';
import { cachedDataEndDate, loadCases, searchPerson } from './case-store';
import { evaluateRows, evaluateSession, personAnswersOf, toEligibilityInfo, type EvaluatedCases } from './eligibility';
import type { AuthenticatedSession, SessionRow, SessionService, SessionToken } from './sessions';

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
    return todayInHarrisCounty(this.clock());
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
    const updated: SessionRow = { ...session, confirmed_spn: spn, confirmed_cas: cas, case_answers: {} };
    const evaluated = await evaluateSession(this.db, updated, this.asOf());
    const token = await this.sessions.touchWith(session, {
      confirmed_spn: spn,
      confirmed_cas: JSON.stringify(cas),
      case_answers: '{}',
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
    const rows = await loadCases(this.db, session.confirmed_cas);
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
    const caseAnswers = { ...session.case_answers, [row.cas]: answers };
    const updated: SessionRow = { ...session, case_answers: caseAnswers };
    const evaluated = await evaluateSession(this.db, updated, this.asOf());
    await this.db
      .updateTable('sessions')
      .set({ case_answers: JSON.stringify(caseAnswers), eligible_cas: JSON.stringify(eligibleCas(evaluated)) })
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
