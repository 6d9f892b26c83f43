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
  /** Years of the waiting period set by setWait (NaN when the route has none of its own). */
  waitYears: number;
  waitCitation: string;
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

/** Reasons without params are immutable and shared between decisions (fewer allocations per case). */
const SHARED: Partial<Record<ReasonCode, Reason>> = {};

export function reason(code: ReasonCode, params?: Record<string, string>, citation?: string): Reason {
  if (params === undefined && citation === undefined) {
    const shared = SHARED[code];
    if (shared !== undefined) return shared;
    return (SHARED[code] = Object.freeze({ code, citation: REASONS[code].citation }) as Reason);
  }
  const r: Reason = { code, citation: citation ?? REASONS[code].citation };
  if (params !== undefined) r.params = params;
  return r;
}

/**
 * Lists start as one shared frozen empty array and get their own array on the first `put`, so a route that
 * never needs, say, a bar allocates nothing for it. Never push to a route list directly: use put/askCase/askPerson.
 */
const NONE_R = Object.freeze([]) as unknown as Reason[];
const NONE_Q = Object.freeze([]) as unknown as CaseQuestionKey[];
const NONE_P = Object.freeze([]) as unknown as PersonQuestionKey[];

type ReasonList = 'basis' | 'bars' | 'unknowns' | 'notes';

export function put(r: Route, list: ReasonList, x: Reason): void {
  const a = r[list];
  if (a === NONE_R) r[list] = [x];
  else a.push(x);
}

export function newRoute(section: NdoSection | null, noPetition = false, article: string | null = null): Route {
  return {
    section,
    article,
    family: null,
    date: NaN,
    start: NaN,
    waitYears: NaN,
    waitCitation: '',
    dateEstimated: false,
    noPetition,
    basis: NONE_R,
    bars: NONE_R,
    unknowns: NONE_R,
    notes: NONE_R,
    questions: NONE_Q,
    personQuestions: NONE_P,
    awaitingPerson: false,
  };
}

export function isEligible(r: Route): boolean {
  return r.bars.length === 0 && r.unknowns.length === 0 && !Number.isNaN(r.date);
}

export function isUnknown(r: Route): boolean {
  return r.bars.length === 0 && (r.unknowns.length > 0 || Number.isNaN(r.date));
}

export function addQuestion(r: Route, key: CaseQuestionKey): void {
  if (r.questions === NONE_Q) r.questions = [key];
  else if (!r.questions.includes(key)) r.questions.push(key);
}

export function askCase(r: Route, key: CaseQuestionKey, code: ReasonCode): void {
  addQuestion(r, key);
  put(r, 'unknowns', reason(code, { question: key }));
}

export function addPersonQuestions(r: Route, keys: readonly PersonQuestionKey[]): void {
  for (const k of keys) {
    if (r.personQuestions === NONE_P) r.personQuestions = [k];
    else if (!r.personQuestions.includes(k)) r.personQuestions.push(k);
  }
}

export function askPerson(r: Route, keys: readonly PersonQuestionKey[], code: ReasonCode): void {
  addPersonQuestions(r, keys);
  put(r, 'unknowns', reason(code));
}

/**
 * Sets the date from a base day plus whole years (0 = the base day itself). The reason that explains the wait
 * is built only for the route the decision picks (`waitReason`), so unchosen routes allocate nothing for it.
 */
export function setWait(r: Route, baseDay: number, date: number, years: number, citation: string): void {
  r.start = baseDay;
  r.date = date;
  r.waitYears = years;
  r.waitCitation = citation;
}

/** Notes that the base date was estimated from the court data (law notes §10.5: "mark the date as estimated"). */
export function noteEstimated(r: Route, day: number, estimated: boolean, field: string): void {
  if (estimated && !Number.isNaN(day)) put(r, 'notes', reason('DATE_ESTIMATED', { date: fromDay(day), field }));
}

/** NO_WAIT / WAIT_OVER / WAIT_NOT_OVER for a route whose wait was set, else null. */
export function waitReason(r: Route, asOf: number): Reason | null {
  if (Number.isNaN(r.waitYears) || Number.isNaN(r.date)) return null;
  const params: Record<string, string> = { section: r.section ?? r.article ?? '', date: fromDay(r.date) };
  if (r.waitYears === 0) return reason('NO_WAIT', params, r.waitCitation);
  params.years = String(r.waitYears);
  return reason(r.date <= asOf ? 'WAIT_OVER' : 'WAIT_NOT_OVER', params, r.waitCitation);
}
