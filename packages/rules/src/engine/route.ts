/**
 * A Route is one legal path (a nondisclosure section or an expunction article) evaluated for one case. Its
 * reasons are kept in four lists so the decision can show the right ones: `basis` (why it applies), `bars`
 * (why it cannot), `unknowns` (what we do not know yet) and `notes`. A route is eligible when it has no bars
 * and no unknowns and a known date.
 */
import type { CaseQuestionKey, NdoSection, PersonQuestionKey, Reason } from '../model';
import { fromDay } from '../dates';
import { REASONS, type ReasonCode } from '../reasons';

/** Special sections whose person-level answers drive the product's pend_elig / final_pot_elig flags. */
export type RouteFamily = 'vtc' | 'reemployment' | 'trafficking' | null;

export interface Route {
  /** Nondisclosure section, or null for an expunction route. */
  section: NdoSection | null;
  /** Code of Criminal Procedure article of an expunction route, else null. */
  article: string | null;
  family: RouteFamily;
  /** Day number of the earliest date (NaN when unknown). */
  date: number;
  /** Day number the waiting period counts from (NaN when unknown). */
  start: number;
  /** The date rests on an estimated court-data date that could be later in fact. */
  dateEstimated: boolean;
  noPetition: boolean;
  basis: Reason[];
  bars: Reason[];
  unknowns: Reason[];
  notes: Reason[];
  questions: CaseQuestionKey[];
  personQuestions: PersonQuestionKey[];
  /** Person-level answers needed before this section can be considered for the case (pend_elig_* flags). */
  awaitingPerson: boolean;
}

export function reason(code: ReasonCode, params?: Record<string, string>, citation?: string): Reason {
  const r: Reason = { code, citation: citation ?? REASONS[code].citation };
  if (params !== undefined) r.params = params;
  return r;
}

export function newRoute(section: NdoSection | null, noPetition = false, article: string | null = null): Route {
  return {
    section,
    article,
    family: null,
    date: NaN,
    start: NaN,
    dateEstimated: false,
    noPetition,
    basis: [],
    bars: [],
    unknowns: [],
    notes: [],
    questions: [],
    personQuestions: [],
    awaitingPerson: false,
  };
}

export function isEligible(r: Route): boolean {
  return r.bars.length === 0 && r.unknowns.length === 0 && !Number.isNaN(r.date);
}

export function isUnknown(r: Route): boolean {
  return r.bars.length === 0 && (r.unknowns.length > 0 || Number.isNaN(r.date));
}

export function askCase(r: Route, key: CaseQuestionKey, code: ReasonCode): void {
  if (!r.questions.includes(key)) r.questions.push(key);
  r.unknowns.push(reason(code, { question: key }));
}

export function askPerson(r: Route, keys: readonly PersonQuestionKey[], code: ReasonCode): void {
  for (const k of keys) if (!r.personQuestions.includes(k)) r.personQuestions.push(k);
  r.unknowns.push(reason(code));
}

/** Sets the date from a base day plus whole years (0 = the base day itself) and records the wait reasons. */
export function setWait(r: Route, baseDay: number, date: number, years: number, asOf: number, citation: string): void {
  r.start = baseDay;
  r.date = date;
  if (Number.isNaN(date)) return;
  const iso = fromDay(date);
  if (years === 0) r.basis.push(reason('NO_WAIT', { section: r.section ?? r.article ?? '', date: iso }, citation));
  else if (date <= asOf) r.basis.push(reason('WAIT_OVER', { section: r.section ?? r.article ?? '', date: iso, years: String(years) }, citation));
  else r.notes.push(reason('WAIT_NOT_OVER', { section: r.section ?? r.article ?? '', date: iso, years: String(years) }, citation));
}
