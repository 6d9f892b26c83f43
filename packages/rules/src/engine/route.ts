/**
 * A Route is one legal path (a nondisclosure section or an expunction article) evaluated for one case. Its
 * reasons are kept in four lists so the decision can show the right ones: `basis` (why it applies), `bars`
 * (why it cannot), `unknowns` (what we do not know yet) and `notes`. A route is eligible when it has no bars
 * and no unknowns and a known date.
 */
import type { CaseQuestionKey, NdoSection, PersonQuestionKey, Reason, WaitingPeriod } from '../model';
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
  /** The waiting period as the decision reports it (null when the route has none of its own). */
  wait: WaitingPeriod | null;
  /** The date rests on an estimated court-data date that could be later in fact. */
  dateEstimated: boolean;
  noPetition: boolean;
  basis: Reason[];
  bars: Reason[];
  unknowns: Reason[];
  notes: Reason[];
  /** Follow-up questions that settle this route's unknowns (askCase), or that could make its date earlier. */
  questions: CaseQuestionKey[];
  /** Additional-info questions the route waits for (askPerson). */
  personQuestions: PersonQuestionKey[];
  /** Person-level answers needed before this section can be considered for the case (pend_elig_* flags). */
  awaitingPerson: boolean;
}

/** Adds `key` to a list of question keys unless it is there already. */
export function addOnce<K extends string>(list: K[], key: K): void {
  if (!list.includes(key)) list.push(key);
}

/** The keys of `asked` in the order of `keys` (the vocabulary's order, which is the order a person is asked). */
export function inOrder<K extends string>(asked: readonly K[], keys: readonly K[]): K[] {
  return asked.length === 0 ? [] : keys.filter((k) => asked.includes(k));
}

/**
 * Unknowns an answer on the site can settle; any other unknown (legal review, data gaps) cannot be, so a route
 * holding one does not ask its questions.
 */
export const ANSWERABLE_UNKNOWNS: ReadonlySet<string> = new Set<string>([
  'PERSON_ANSWERS_NEEDED',
  'VETERAN_ANSWERS_NEEDED',
  'TRAFFICKING_ANSWERS_NEEDED',
  'BAC_UNKNOWN',
  'CDL_UNKNOWN',
  'COLLISION_UNKNOWN',
  'FINES_PAYMENT_UNKNOWN',
  'CLASS_C_ANSWER_NEEDED',
  'PRIOR_RECORD_ANSWER_NEEDED',
  'PAYMENT_MONTH_NEEDED',
  'ARREST_MONTH_NEEDED',
  'FAMILY_VIOLENCE_VICTIM_UNKNOWN',
  'CLASS_C_IN_WINDOW_NEEDED',
  'WEAPON_IN_VEHICLE_NEEDED',
  'OFFENSE_MONTH_NEEDED',
  'REVOCATION_SENTENCE_END_NEEDED',
  'FAMILY_VIOLENCE_CONDUCT_NEEDED',
] satisfies ReasonCode[]);

/** A reason with its catalogue citation (or `citation`, for a section-specific one) and optional params. */
export function reason(code: ReasonCode, params?: Record<string, string>, citation?: string): Reason {
  const r: Reason = { code, citation: citation ?? REASONS[code].citation };
  if (params !== undefined) r.params = params;
  return r;
}

/** A bar reason with where it was found (`this_case`, `other_case`). */
export function withWhere(r: Reason, where: string): Reason {
  return { code: r.code, citation: r.citation, params: { where } };
}

/** True when the catalogue classes `code` as a bar (else it is an unknown). */
export function isBarCode(code: ReasonCode): boolean {
  return REASONS[code].kind === 'bar';
}

/** What a new route is: a nondisclosure section (with `noPetition` for 411.072 and 411.0729) or an expunction article. */
export interface RouteKind {
  section?: NdoSection;
  article?: string;
  noPetition?: boolean;
}

export function newRoute(kind: RouteKind): Route {
  return {
    section: kind.section ?? null,
    article: kind.article ?? null,
    family: null,
    date: NaN,
    start: NaN,
    waitYears: NaN,
    waitCitation: '',
    wait: null,
    dateEstimated: false,
    noPetition: kind.noPetition ?? false,
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

/**
 * A follow-up question that settles one of the route's unknowns, recorded with the unknown it settles (and any
 * values the question's words name, such as the dates of a window).
 */
export function askCase(r: Route, key: CaseQuestionKey, code: ReasonCode, params: Record<string, string> = {}): void {
  addOnce(r.questions, key);
  r.unknowns.push(reason(code, { question: key, ...params }));
}

/** Additional-info questions the route waits for, with the unknown they settle. */
export function askPerson(r: Route, keys: readonly PersonQuestionKey[], code: ReasonCode): void {
  for (const k of keys) addOnce(r.personQuestions, k);
  r.unknowns.push(reason(code));
}

/**
 * Some unknown is one no answer on the site can settle (legal review, data gaps): its questions are not asked.
 * An unknown recorded by askCase names the question that settles it, so it is answerable whatever its code.
 */
export function isUnsettleable(r: Route): boolean {
  return r.unknowns.some(
    (u) => !ANSWERABLE_UNKNOWNS.has(u.code) && (u.code === 'ANSWER_NOT_SURE' || u.params?.question === undefined),
  );
}

/**
 * Sets the date from a base day plus whole years (0 = the base day itself). The reason that explains the wait
 * is built only for the route the decision picks (`waitReason`).
 */
export function setWait(
  r: Route,
  baseDay: number,
  date: number,
  years: number,
  citation: string,
  group: string | null = null,
): void {
  r.start = baseDay;
  r.date = date;
  r.waitYears = years;
  r.waitCitation = citation;
  r.wait = { amount: years, unit: 'years', group, citation };
}

/** Notes that the base date was estimated from the court data (docs/law D5: "mark the date as estimated"). */
export function noteEstimated(r: Route, day: number, estimated: boolean, field: string): void {
  if (estimated && !Number.isNaN(day)) r.notes.push(reason('DATE_ESTIMATED', { date: fromDay(day), field }));
}

/** NO_WAIT / WAIT_OVER / WAIT_NOT_OVER for a route whose wait was set, else null. */
export function waitReason(r: Route, asOf: number): Reason | null {
  if (Number.isNaN(r.waitYears) || Number.isNaN(r.date)) return null;
  const params: Record<string, string> = { section: r.section ?? r.article ?? '', date: fromDay(r.date) };
  if (r.waitYears === 0) return reason('NO_WAIT', params, r.waitCitation);
  params.years = String(r.waitYears);
  return reason(r.date <= asOf ? 'WAIT_OVER' : 'WAIT_NOT_OVER', params, r.waitCitation);
}
