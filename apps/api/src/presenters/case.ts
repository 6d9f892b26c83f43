import { createHash } from 'node:crypto';
import type { Decision, EngineCase } from '@cyr/rules';
import { normalizeLevel, type CaseDisplay } from '@cyr/harris-data';
import { isIsoDate, type Case, type EligibilityInfo, type NotMineCase } from '@cyr/schemas';
import type { CaseRow } from '../services/case-store';
import { courtRecordOf, type SessionCaseRow } from '../services/person-cases';
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

/** What a case entered or corrected by the person adds to the contract's `Case` (nothing for a court case). */
function personFields(row: CaseRow | SessionCaseRow): Partial<Case> {
  if (!('origin' in row) || row.origin === 'court' || !row.facts) return {};
  const out: Partial<Case> = { origin: row.origin, disposition: row.facts.disposition };
  if (row.courtRow) out.court_record = courtRecordOf(row.courtRow, normalizeLevel);
  return out;
}

export function presentCase(id: string, row: CaseRow | SessionCaseRow, decision: Decision): Case {
  const display = row.display as CaseDisplay;
  const engine = row.engine_case as EngineCase;
  const estimated = new Set(display.estimated);
  const completion = display.sentence_completion_date ?? engine.dates.sentenceCompletion?.date ?? null;
  if (!display.sentence_completion_date && engine.dates.sentenceCompletion?.estimated)
    estimated.add('sentence_completion_date');
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
    conviction_date: date(display.conviction_date),
    dismissal_date: date(display.dismissal_date),
    da_start: date(display.da_start),
    da_end: date(display.da_end),
    probation_start: date(display.probation_start),
    probation_end: date(display.probation_end),
    waiting_period_start: date(decision.waiting_period_start),
    sentence_completion_date: date(completion),
    estimated: [...estimated],
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
