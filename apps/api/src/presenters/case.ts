import { createHash } from 'node:crypto';
import type { DatedFact, Decision, EngineCase } from '@cyr/rules';
import { normalizeLevel, type Supervision } from '@cyr/harris-data';
import { isIsoDate, type Case, type CourtRecord, type EligibilityInfo, type NotMineCase } from '@cyr/schemas';
import type { CaseRow } from '../services/case-store';
import type { SessionCaseRow } from '../services/person-cases';
import { formatDate } from '@cyr/i18n/dates';

/**
 * Presents a stored case (display data from the court extract) and the engine's Decision as the API
 * contract's `Case`. Pure; no I/O.
 */

/** The opaque `_id` of a case within one session (not the cause number, not stable across sessions). */
export function caseIdFor(sessionId: string, cas: string): string {
  return createHash('sha256').update(`${sessionId}:${cas}`).digest('base64url').slice(0, 22);
}

const date = (v: string | null | undefined): string | null => (isIsoDate(v) ? v : null);

/** A court case the person marked "not mine": enough to recognise it and put it back. */
export function presentNotMine(id: string, row: CaseRow): NotMineCase {
  return { _id: id, casID: row.cause_number, current_offense_name: row.offense_literal, fda: row.filing_date ?? '' };
}

/** The contract's court dates of a case, and the names of those estimated rather than recorded. */
type CaseDates = Pick<
  Case,
  | 'conviction_date'
  | 'dismissal_date'
  | 'da_start'
  | 'da_end'
  | 'probation_start'
  | 'probation_end'
  | 'sentence_completion_date'
  | 'estimated'
>;

/**
 * The contract's dates, read from the engine case's `dates` (the one copy of each court date, with whether it
 * was estimated): the placement and its end are deferred adjudication's (`da_*`) or probation's (`probation_*`)
 * as the case's supervision says (harris-data's `CaseDisplay.supervision`).
 */
export function presentDates(engine: EngineCase, supervision: Supervision | null): CaseDates {
  const { placement, discharge, supervisionEnd, sentenceCompletion } = engine.dates;
  const deferred = supervision === 'deferred';
  const probation = supervision === 'probation';
  const daEnd = deferred ? discharge : null;
  const probationEnd = probation ? supervisionEnd : null;
  const estimated: string[] = [];
  if (daEnd?.estimated) estimated.push('da_end');
  if (probationEnd?.estimated) estimated.push('probation_end');
  if (sentenceCompletion?.estimated) estimated.push('sentence_completion_date');
  return {
    conviction_date: dateOf(engine.dates.conviction),
    dismissal_date: dateOf(engine.dates.dismissal),
    da_start: deferred ? dateOf(placement) : null,
    da_end: dateOf(daEnd),
    probation_start: probation ? dateOf(placement) : null,
    probation_end: dateOf(probationEnd),
    sentence_completion_date: dateOf(sentenceCompletion),
    estimated,
  };
}

const dateOf = (fact: DatedFact | null | undefined): string | null => date(fact?.date);

/** What the court data said about a case (shown next to the person's correction). */
export function presentCourtRecord(row: CaseRow): CourtRecord {
  const { conviction_date, dismissal_date, da_start, da_end, probation_start, probation_end } = presentDates(
    row.engine_case,
    row.display.supervision,
  );
  return {
    current_offense_name: row.offense_literal,
    current_charge_level: normalizeLevel(row.level),
    disposition: row.engine_case.disposition,
    fda: row.filing_date ?? '',
    conviction_date,
    dismissal_date,
    da_start,
    da_end,
    probation_start,
    probation_end,
  };
}

/** What a case entered or corrected by the person adds to the contract's `Case` (nothing for a court case). */
function personFields(row: CaseRow | SessionCaseRow): Partial<Case> {
  if (!('origin' in row) || row.origin === 'court' || !row.facts) return {};
  const out: Partial<Case> = { origin: row.origin, disposition: row.facts.disposition };
  // The end date the person gave for a revoked probation: shown (and offered back when they edit the case), though
  // the engine does not count from it (services/person-cases.ts `datesOf`).
  if (row.facts.disposition === 'probation_revoked' && row.facts.endDate !== '') out.probation_end = row.facts.endDate;
  if (row.courtRow) out.court_record = presentCourtRecord(row.courtRow);
  return out;
}

export function presentCase(id: string, row: CaseRow | SessionCaseRow, decision: Decision): Case {
  const display = row.display;
  const dates = presentDates(row.engine_case, display.supervision);
  return {
    _id: id,
    casID: row.cause_number,
    current_offense_name: row.offense_literal,
    // The code without the weekly file's space (`F 3` → `F3`), also for rows stored before imports normalised it.
    current_charge_level: normalizeLevel(row.level),
    misdemeanor_felony: row.misdemeanor_felony === 'Felony' ? 'Felony' : 'Misdemeanor',
    full_name: row.def_nam,
    def_spn: row.def_spn,
    fda: row.filing_date ?? '',
    crt: row.court ?? '',
    conviction_date: dates.conviction_date,
    dismissal_date: dates.dismissal_date,
    da_start: dates.da_start,
    da_end: dates.da_end,
    probation_start: dates.probation_start,
    probation_end: dates.probation_end,
    waiting_period_start: date(decision.waiting_period_start),
    sentence_completion_date: dates.sentence_completion_date,
    estimated: dates.estimated,
    sentence: display.sentence ?? null,
    fine: display.fine ?? null,
    final_eligibility: decision.final_eligibility,
    ndo_form: decision.ndo_form,
    eligible_date: date(decision.eligible_date),
    expunction_route: decision.expunction_route,
    reasons: decision.reasons.map((r) =>
      r.params ? { code: r.code, citation: r.citation, params: r.params } : { code: r.code, citation: r.citation },
    ),
    questions: [...decision.questions],
    pend_elig_411_0727_0729: decision.pend_elig_411_0727_0729,
    pend_elig_411_0728: decision.pend_elig_411_0728,
    final_pot_elig_411_0727: decision.final_pot_elig_411_0727,
    final_pot_elig_411_0728: decision.final_pot_elig_411_0728,
    final_pot_elig_411_0729: decision.final_pot_elig_411_0729,
    final_pot_elig_411_0731: decision.final_pot_elig_411_0731,
    final_pot_elig_411_0736: decision.final_pot_elig_411_0736,
    bwi: decision.bwi,
    hideStatus: decision.hideStatus,
    ...personFields(row),
  };
}

export function presentEligibilityInfo(
  cases: Case[],
  opts: { needSPN: boolean; needsPreliminaryQuestions: boolean; preliminaryQuestions: readonly string[] },
): EligibilityInfo {
  return {
    needSPN: opts.needSPN,
    needsPreliminaryQuestions: opts.needsPreliminaryQuestions,
    preliminaryQuestions: [...opts.preliminaryQuestions],
    cases,
  };
}

/** `2020-08-31` → `{en: 'August 31, 2020', es: '31 de agosto de 2020'}`. */
export function presentLookupEndDate(iso: string): { lookupEndDateEn: string; lookupEndDateEs: string } {
  return { lookupEndDateEn: formatDate(iso, 'en'), lookupEndDateEs: formatDate(iso, 'es') };
}
