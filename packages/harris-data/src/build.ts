/**
 * Events → case. Orders a case's events by `dispdt` and derives the engine's input (`EngineCase`) plus
 * what the API shows (`CaseDisplay`) and searches on (person fields), following the format doc §4.
 * Every derived date says whether it was recorded or estimated.
 */
import { ownString } from './own-string';
import type {
  ChargeFacts,
  DatedFact,
  DismissalReason,
  DispositionKind,
  EngineCase,
  OffenseIdentity,
  OffenseLevel,
  RecordNote,
} from '@cyr/rules';
import { attemptLevelOf, chargeFactsOf, classifyOffense, limitationsQualifiersOf } from './classify';
import {
  INSTRUMENTS,
  LEVEL_CODES,
  normalizeCodeText,
  normalizeLevel,
  readDisposition,
  readDuplicateIndictment,
  type DataIssue,
  type EventRead,
  type EventReading,
  NON_PRESENTING_INSTRUMENTS,
  PRESENTING_INSTRUMENTS,
} from './codes';
import { addTerm, termEnd, type Term } from './dates';
import type { CaseEvent } from './events';
import { parseDefName, searchKey, type ParsedName } from './names';
import { parseSentence, type ParsedSentence } from './sentence';

export const MIN_FILING_DATE = '1990-01-01';

/**
 * What the API contract's `Case` shows beyond the engine's input: the sentence and fine as recorded, the outcome's
 * literal and date, and which supervision the placement began. The court dates themselves are the engine case's
 * `dates` (each recorded or estimated), presented from there (apps/api/src/presenters/case.ts), never copied here.
 */
export interface CaseDisplay {
  sentence: string | null;
  fine: string | null;
  dispositionLiteral: string | null;
  dispositionDate: string | null;
  /**
   * Which supervision `dates.placement` began, and so what ends it (`dates.discharge` for deferred adjudication,
   * `dates.supervisionEnd` for probation): the contract shows them as `da_start`/`da_end` or
   * `probation_start`/`probation_end`. Kept even when the outcome could not be read (`unknown`). Null: neither.
   */
  supervision: Supervision | null;
  /** A nondisclosure setting on the docket (`rea` PNDC = petition pending, ONDC = order): the case may already be handled. */
  nondisclosureSetting: 'petition' | 'order' | null;
  /** Arresting agency (`comp_agency`) of the newest event that records one; null when none does. */
  arrestingAgency: string | null;
}

/** The two kinds of court supervision a placement begins (CCP ch. 42A): deferred adjudication or probation. */
export type Supervision = 'deferred' | 'probation';

/** The agency of the newest event (by `rundate`, then disposition date) that names one: a later file's spelling wins. */
export function arrestingAgencyOf(events: readonly CaseEvent[]): string | null {
  let best: CaseEvent | null = null;
  for (const e of events) {
    const agency = e.compAgency?.trim();
    if (!agency) continue;
    if (best === null || `${e.rundate ?? ''}${e.dispdt ?? ''}` >= `${best.rundate ?? ''}${best.dispdt ?? ''}`) best = e;
  }
  return best?.compAgency?.trim() ?? null;
}

/**
 * Whether the clerk marks the case a duplicate indictment (`bamexp` `I`, codes.ts): true when any row does (a later
 * bond note does not undo the indictment it names), false when rows carry only other bond exceptions, null when no
 * row has one (blank: not known).
 */
export function duplicateIndictmentOf(events: readonly CaseEvent[]): boolean | null {
  let seen: boolean | null = null;
  for (const e of events) {
    const d = readDuplicateIndictment(e.bamexp);
    if (d === true) return true;
    if (d === false) seen = false;
  }
  return seen;
}

/** One case ready to store (one row of the `cases` table, see TABLES.md). */
export interface CaseRecord {
  cas: string;
  causeNumber: string;
  spn: string;
  name: ParsedName;
  dob: string;
  searchKey: string;
  /** `curr_l_d` as recorded (`MA`, `F3`, …); '' when blank. */
  level: string;
  misdemeanorFelony: 'Misdemeanor' | 'Felony';
  court: string | null;
  filingDate: string | null;
  offenseCode: string | null;
  offenseLiteral: string;
  engineCase: EngineCase;
  display: CaseDisplay;
  events: CaseEvent[];
  /** Why the data could not be read (empty when it could); any entry makes the disposition `unknown`. */
  dataIssues: readonly DataIssue[];
}

export type NotOfferedReason = 'expunged' | 'pre_1990' | 'class_c' | 'no_person';
export type BuildResult =
  { offered: true; record: CaseRecord } | { offered: false; cas: string; reason: NotOfferedReason };

/**
 * What one event means: `cad` and the `disposition` literal read by the explicit lists of codes.ts (never a
 * keyword match), then the instrument (`ins`) and grand-jury action (`gj_cdp`) for expunctions and no-bills.
 */
export function readEvent(e: CaseEvent): EventRead {
  if (e.cad === 'EXPG' || e.ins === 'EPG' || e.ins === 'EAG' || e.ins === 'EAR') return EXPUNGED;
  const r = readDisposition(e.cad, e.disposition);
  // A no-bill shown only by the instrument or the grand-jury action (no disposition code or literal).
  if (r.reading === 'other' && e.cad === null && e.disposition === null && (e.ins === 'NOB' || e.gjCdp === 'NOB'))
    return NO_BILL;
  return r;
}

const EXPUNGED: EventRead = Object.freeze({ reading: 'expunged', issue: null, dismissalReason: null });
const NO_BILL: EventRead = Object.freeze({ reading: 'nobill', issue: null, dismissalReason: null });

const NO_ISSUES: readonly DataIssue[] = Object.freeze([]);
/** `list` with `issue` added once (a new array: most cases have none, and share `NO_ISSUES`). */
function withIssue(list: readonly DataIssue[], issue: DataIssue): readonly DataIssue[] {
  return list.includes(issue) ? list : [...list, issue];
}

const literalIs = (e: CaseEvent, literal: string): boolean =>
  e.disposition !== null && normalizeCodeText(e.disposition) === literal;

/** The reading of one event (`deferred`, `conviction`, `unknown`, …). */
export function classifyEvent(e: CaseEvent): EventReading {
  return readEvent(e).reading;
}

/** The engine's level of a `curr_l_d` code (`F 3` and `F3` alike); `F`, `M` and unlisted codes are `unknown`. */
export function toOffenseLevel(code: string | null | undefined): OffenseLevel {
  return LEVEL_CODES[normalizeLevel(code)]?.level ?? 'unknown';
}

const CLOSED_CST = new Set(['C', 'D']);

/** A derived level agrees with what the row recorded: a bare `F` only with a felony, a bare `M` with a misdemeanor. */
function levelAgrees(recorded: string, derived: OffenseLevel): boolean {
  if (recorded === 'F') return derived.startsWith('F');
  if (recorded === 'M') return derived.startsWith('M');
  return recorded === '';
}

/** Distinct offense literals are few (thousands): classification is memoized, bounded. */
const CLASSIFY_CACHE = new Map<string, OffenseIdentity>();
function classifyCached(
  literal: string | null,
  code: string | null,
  level: OffenseLevel,
  com: string | null,
  gj: string | null,
  comLevel: OffenseLevel,
  gjLevel: OffenseLevel,
): OffenseIdentity {
  const key = `${literal ?? ''}\u0001${code ?? ''}\u0001${level}\u0001${com ?? ''}\u0001${gj ?? ''}\u0001${comLevel}\u0001${gjLevel}`;
  let o = CLASSIFY_CACHE.get(key);
  if (!o) {
    // Kept: classified from copies of the values (own-string.ts), so the cache holds no chunk of the file.
    o = classifyOffense({
      literal: ownString(literal),
      code: ownString(code),
      level,
      otherLiterals: [ownString(com), ownString(gj)],
      otherLevels: [comLevel, gjLevel],
    });
    if (CLASSIFY_CACHE.size >= 50_000) CLASSIFY_CACHE.clear();
    CLASSIFY_CACHE.set(ownString(key), o);
  }
  return { ...o, categories: [...o.categories], ...(o.inchoate ? { inchoate: { ...o.inchoate } } : {}) };
}

const fact = (date: string | null, estimated = false): DatedFact | null => (date ? { date, estimated } : null);

function compareEvents(a: CaseEvent, b: CaseEvent): number {
  const da = a.dispdt ?? '';
  const db = b.dispdt ?? '';
  if (da !== db) return da < db ? -1 : 1;
  const ra = a.rundate ?? '';
  const rb = b.rundate ?? '';
  return ra === rb ? 0 : ra < rb ? -1 : 1;
}

/** Latest non-null value of a case-level field (newest rundate, then newest dispdt). */
function latest<K extends keyof CaseEvent>(byRecency: readonly CaseEvent[], key: K): CaseEvent[K] | null {
  for (let i = byRecency.length - 1; i >= 0; i--) {
    const v = byRecency[i]?.[key];
    if (v != null) return v;
  }
  return null;
}

function fineText(s: ParsedSentence | null): string | null {
  return s?.fineDollars != null ? `$${s.fineDollars}` : null;
}

/**
 * What walking a case's events in date order shows (the supervision, conviction or final outcome, with their
 * dates and literals), before the case-level rules (pending motions, closed status) are applied.
 */
interface Walk {
  mode: 'deferred' | 'pti' | 'probation' | 'convicted' | null;
  expunged: boolean;
  review: boolean;
  conflict: boolean;
  final: 'dismissed' | 'acquitted' | 'no_bill' | null;
  finalDate: string | null;
  finalLiteral: string | null;
  dismissalReason: DismissalReason | null;
  placement: string | null;
  term: Term | null;
  placementSentence: ParsedSentence | null;
  convSentence: ParsedSentence | null;
  adjudicated: boolean;
  revoked: string | null;
  discharge: string | null;
  dischargeFromDismissal: boolean;
  supervisionEnd: string | null;
  conviction: string | null;
  dismissal: string | null;
  keyLiteral: string | null;
  keyDate: string | null;
  fvFinding: boolean | null;
  expunctionRequested: boolean;
  endedUnclear: string | null;
  underAttack: boolean;
  /** Why the case cannot be read (an unlisted code or literal, a pending motion…): it becomes `unknown`. */
  issues: readonly DataIssue[];
}

function newWalk(): Walk {
  return {
    mode: null,
    expunged: false,
    review: false,
    conflict: false,
    final: null,
    finalDate: null,
    finalLiteral: null,
    dismissalReason: null,
    placement: null,
    term: null,
    placementSentence: null,
    convSentence: null,
    adjudicated: false,
    revoked: null,
    discharge: null,
    dischargeFromDismissal: false,
    supervisionEnd: null,
    conviction: null,
    dismissal: null,
    keyLiteral: null,
    keyDate: null,
    fvFinding: null,
    expunctionRequested: false,
    endedUnclear: null,
    underAttack: false,
    issues: NO_ISSUES,
  };
}

/** The event that names what the case is (shown as its outcome literal and date). */
function keyEvent(w: Walk, e: CaseEvent, d: string): void {
  w.keyLiteral = e.disposition;
  w.keyDate = d;
}

/** A deferred adjudication placement, or an amended term while it runs. */
function onDeferred(w: Walk, e: CaseEvent, d: string): void {
  if (w.mode === null || w.mode === 'pti') {
    w.mode = 'deferred';
    w.placement = d;
    w.placementSentence = parseSentence(e.sentence);
    w.term = w.placementSentence.supervision;
    keyEvent(w, e, d);
  } else if (w.mode === 'deferred' && !w.adjudicated) {
    const s = parseSentence(e.sentence);
    if (s.supervision) w.term = s.supervision; // amended/extended term
  }
}

/** A probation placement: on a deferred adjudication it is the adjudication; otherwise straight probation. */
function onProbation(w: Walk, e: CaseEvent, d: string): void {
  if (w.mode === 'deferred') {
    if (!w.adjudicated && !w.discharge) {
      w.adjudicated = true;
      w.conviction = d;
      w.convSentence = parseSentence(e.sentence);
      keyEvent(w, e, d);
    }
  } else if (w.mode === null || w.mode === 'pti') {
    w.mode = 'probation';
    w.placement = d;
    w.conviction = d;
    w.placementSentence = parseSentence(e.sentence);
    w.term = w.placementSentence.supervision;
    keyEvent(w, e, d);
  }
}

/** A conviction: an adjudication of a deferred, a sentence after a revocation, a probated sentence, or a sentence. */
function onConviction(w: Walk, e: CaseEvent, d: string): void {
  const s = parseSentence(e.sentence);
  if (w.mode === 'deferred') {
    if (w.discharge) w.conflict = true;
    else {
      if (!w.adjudicated) {
        w.adjudicated = true;
        w.conviction = d;
        keyEvent(w, e, d);
      }
      if (e.sentence) w.convSentence = s;
    }
  } else if (w.mode === 'probation') {
    if (w.revoked && e.sentence) w.convSentence = s;
  } else if (w.mode === 'convicted') {
    if (e.sentence && !w.convSentence?.raw) w.convSentence = s;
  } else if (s.supervision && (s.confinement === null || s.suspended)) {
    // a conviction whose sentence is probated: straight probation
    w.mode = 'probation';
    w.placement = d;
    w.conviction = d;
    w.placementSentence = s;
    w.term = s.supervision;
    keyEvent(w, e, d);
  } else {
    w.mode = 'convicted';
    w.conviction = d;
    w.convSentence = s;
    keyEvent(w, e, d);
  }
}

/** A revocation or adjudication (ADR 0060 item 57: the literal may name the deferred its placement row lacks). */
function onRevocation(w: Walk, e: CaseEvent, d: string): void {
  if (w.mode === null && (literalIs(e, 'DEF ADJ GLT ADJUDICATED') || literalIs(e, 'DEF ADJ GLT REVOKED')))
    w.mode = 'deferred';
  if (w.mode === null) w.issues = withIssue(w.issues, 'no_placement_on_record');
  if (w.mode === 'deferred' && !w.discharge) {
    if (!w.adjudicated) {
      w.adjudicated = true;
      w.conviction = d;
      keyEvent(w, e, d);
    }
    if (e.sentence) w.convSentence = parseSentence(e.sentence);
  } else if (w.mode === 'probation' && !w.supervisionEnd) {
    w.revoked = d;
    keyEvent(w, e, d);
    if (e.sentence) w.convSentence = parseSentence(e.sentence);
  }
}

/** Supervision completed: a deferred's discharge, or a probation's end. */
function onCompletion(w: Walk, e: CaseEvent, d: string): void {
  if (w.mode === null && literalIs(e, 'DEFERRED ADJUDICATION TERMINATED')) w.mode = 'deferred';
  if (w.mode === null) w.issues = withIssue(w.issues, 'no_placement_on_record');
  if (w.mode === 'deferred' && !w.adjudicated) w.discharge ??= d;
  else if (w.mode === 'probation' && !w.revoked) w.supervisionEnd ??= d;
}

/** Supervision ended, how is not shown (ADR 0060 item 57): the person is asked (item 58). */
function onTermination(w: Walk, d: string): void {
  if (w.mode === null) w.issues = withIssue(w.issues, 'no_placement_on_record');
  else if ((w.mode === 'deferred' && !w.adjudicated && !w.discharge) || (w.mode === 'probation' && !w.revoked))
    w.endedUnclear ??= d;
}

/** A dismissal: a deferred's discharge and dismissal, or the case's final outcome with its reason. */
function onDismissal(w: Walk, e: CaseEvent, d: string, read: EventRead): void {
  if (w.mode === 'deferred') {
    if (w.adjudicated) w.conflict = true;
    else {
      w.discharge = d;
      w.dischargeFromDismissal = true;
      w.dismissal = d;
      w.dismissalReason = 'after_deferred';
    }
  } else if (w.mode === 'pti' || w.mode === null) {
    w.final = 'dismissed';
    w.finalDate = d;
    w.finalLiteral = e.disposition;
    w.dismissal = d;
    w.dismissalReason = w.mode === 'pti' ? 'pretrial_intervention' : (read.dismissalReason ?? 'unknown');
    w.mode = null;
  } else w.conflict = true; // dismissal after a conviction: set aside? needs a human
}

/** An acquittal or a no-bill ends a case that has no supervision or conviction. */
function onAcquittalOrNoBill(w: Walk, e: CaseEvent, d: string, cls: 'acquittal' | 'nobill'): void {
  if (w.mode === null || w.mode === 'pti') {
    w.final = cls === 'acquittal' ? 'acquitted' : 'no_bill';
    w.finalDate = d;
    w.finalLiteral = e.disposition;
    w.mode = null;
  } else w.conflict = true;
}

/** Step 1: read each event, in date order, for what it says about the outcome (codes.ts's lists, never keywords). */
function walkEvents(events: readonly CaseEvent[]): Walk {
  const w = newWalk();
  for (const e of events) {
    const read = readEvent(e);
    const cls = read.reading;
    const d = e.dispdt;
    // `dst` Q is "expunction requested", not granted (ADR 0060 item 59): the case stays, with a note.
    if (e.dst === 'Q') w.expunctionRequested = true;
    const instrument = e.ins === null ? undefined : INSTRUMENTS.get(e.ins);
    if (instrument === 'attack') w.underAttack = true;
    if (instrument === 'review') w.issues = withIssue(w.issues, 'instrument_needs_review');
    if (/FAMILY VIOLENCE|FAM VIOL/.test(e.disposition ?? '') && /AFFIRM|FINDING/.test(e.disposition ?? ''))
      w.fvFinding = true;
    if (cls === 'expunged') {
      w.expunged = true;
      continue;
    }
    if (cls === 'review') {
      w.review = true;
      continue;
    }
    if (cls === 'other') continue;
    if (cls === 'unknown') {
      w.issues = withIssue(w.issues, read.issue ?? 'unknown_disposition_literal');
      continue;
    }
    if (cls === 'nobill' && !d) {
      if (w.mode === null && w.final === null) w.final = 'no_bill';
      continue;
    }
    if (!d) continue;
    // A new adjudicative event after a terminal one (refiled/reindicted) starts over.
    if ((cls === 'deferred' || cls === 'probation' || cls === 'conviction') && w.final !== null) {
      w.final = null;
      w.finalDate = null;
      w.dismissal = null;
      w.dismissalReason = null;
    }
    switch (cls) {
      case 'deferred':
        onDeferred(w, e, d);
        break;
      case 'pti':
        if (w.mode === null) w.mode = 'pti';
        break;
      case 'probation':
        onProbation(w, e, d);
        break;
      case 'conviction':
        onConviction(w, e, d);
        break;
      case 'revocation':
        onRevocation(w, e, d);
        break;
      case 'completion':
        onCompletion(w, e, d);
        break;
      case 'termination':
        onTermination(w, d);
        break;
      case 'dismissal':
        onDismissal(w, e, d, read);
        break;
      case 'acquittal':
      case 'nobill':
        onAcquittalOrNoBill(w, e, d, cls);
        break;
    }
  }
  return w;
}

/** Who the case belongs to, or why it is not offered (expunged, before 1990, Class C, no name or date of birth). */
type Person = { spn: string; dob: string; name: ParsedName } | { notOffered: NotOfferedReason };

/** Step 2: identify the person, and whether the case is offered at all. */
function identifyPerson(byRecency: readonly CaseEvent[], w: Walk, earliest: string | null, level: string): Person {
  const spn = latest(byRecency, 'defSpn');
  const dob = latest(byRecency, 'defDob');
  const rawName = latest(byRecency, 'defNam');
  if (w.expunged) return { notOffered: 'expunged' };
  if (earliest !== null && earliest < MIN_FILING_DATE) return { notOffered: 'pre_1990' };
  if (level === 'MC') return { notOffered: 'class_c' };
  if (!spn || !dob || !rawName) return { notOffered: 'no_person' };
  const name = parseDefName(rawName);
  if (name.last === '' || name.first === '') return { notOffered: 'no_person' };
  return { spn, dob, name };
}

/**
 * Step 3: what keeps the case from being read: an appeal, contradictory events, a pending motion to adjudicate or
 * revoke (format notes §0b, "Pending motions"; a completion code counts only with none open, ADR 0060 item 57), a
 * pending refile (docs/law D21), a sentence part the lists do not know, a closed case with no outcome.
 */
function readIssues(w: Walk, byRecency: readonly CaseEvent[], closed: boolean): readonly DataIssue[] {
  let issues = w.issues;
  if (w.review) issues = withIssue(issues, 'appeal_or_new_trial');
  if (w.conflict) issues = withIssue(issues, 'contradictory_events');
  const newest = byRecency[byRecency.length - 1];
  if (w.mode === 'deferred' && !w.adjudicated && w.discharge === null && newest?.ins === 'MAJ')
    issues = withIssue(issues, 'pending_motion_to_adjudicate');
  if (
    w.mode === 'probation' &&
    w.revoked === null &&
    w.supervisionEnd === null &&
    (newest?.ins === 'MRP' || newest?.ins === 'MRC')
  )
    issues = withIssue(issues, 'pending_motion_to_revoke');
  const motionOpen = !closed && newest?.ins != null && INSTRUMENTS.get(newest.ins) === 'motion';
  if (
    motionOpen &&
    ((w.mode === 'deferred' && w.discharge !== null) || (w.mode === 'probation' && w.supervisionEnd !== null))
  )
    issues = withIssue(issues, w.mode === 'deferred' ? 'pending_motion_to_adjudicate' : 'pending_motion_to_revoke');
  if (w.final === 'dismissed' && latest(byRecency, 'cst') === 'M') issues = withIssue(issues, 'pending_refile');
  // A sentence part the lists do not know could be a term that moves a date: never read around it.
  if ((w.placementSentence?.unparsed.length ?? 0) > 0 || (w.convSentence?.unparsed.length ?? 0) > 0)
    issues = withIssue(issues, 'unknown_sentence_part');
  if (issues.length === 0 && w.final === null && w.mode === null && closed)
    issues = withIssue(issues, 'closed_without_outcome');
  return issues;
}

/** The outcome and the dates derived from the walk (recorded, or estimated from a placement and its term). */
interface Outcome {
  disposition: DispositionKind;
  dismissalReason: DismissalReason | null;
  discharge: DatedFact | null;
  supervisionEnd: DatedFact | null;
  completion: DatedFact | null;
}

/** When a sentence was served: the confinement's end from `from`, or `from` itself for time served or a fine. */
function confinementEnd(from: string | null, s: ParsedSentence | null): DatedFact | null {
  if (!from || !s) return null;
  if (s.life) return null;
  if (s.confinement) return fact(addTerm(from, s.confinement), true);
  if (s.timeServed || s.fineDollars !== null) return fact(from, true);
  return null;
}

/** The scheduled end of the supervision term (placement + term − 1 day, format notes §4), estimated. */
const scheduledEnd = (w: Walk): DatedFact | null =>
  w.placement && w.term ? fact(termEnd(w.placement, w.term), true) : null;

/** Step 4: read the sentence, supervision and dates into the outcome (unknown when any issue stands). */
function readOutcome(w: Walk, issues: readonly DataIssue[], closed: boolean): Outcome {
  const o: Outcome = {
    disposition: 'pending',
    dismissalReason: w.dismissalReason,
    discharge: null,
    supervisionEnd: null,
    completion: null,
  };
  if (issues.length > 0) o.disposition = 'unknown';
  else if (w.final !== null) o.disposition = w.final;
  else if (w.mode === 'deferred') {
    if (w.adjudicated) {
      o.disposition = 'deferred_adjudicated';
      o.completion = confinementEnd(w.conviction, w.convSentence);
    } else if (w.discharge) {
      o.disposition = 'deferred_discharged';
      o.discharge = fact(w.discharge);
      o.completion = o.discharge;
      if (!w.dischargeFromDismissal) o.dismissalReason = 'after_deferred';
    } else if (closed && w.endedUnclear === null) {
      o.disposition = 'deferred_discharged';
      o.dismissalReason = 'after_deferred';
      o.discharge = scheduledEnd(w);
      o.completion = o.discharge;
    } else {
      o.disposition = 'on_deferred';
      o.discharge = scheduledEnd(w);
    }
  } else if (w.mode === 'probation') {
    if (w.revoked) {
      o.disposition = 'probation_revoked';
      o.completion = confinementEnd(w.revoked, w.convSentence);
    } else if (w.supervisionEnd) {
      o.disposition = 'probation_completed';
      o.supervisionEnd = fact(w.supervisionEnd);
      o.completion = o.supervisionEnd;
    } else {
      // A closed case counts as completed only when no row says supervision was terminated without saying how.
      const completed = closed && w.endedUnclear === null;
      o.disposition = completed ? 'probation_completed' : 'on_probation';
      o.supervisionEnd = scheduledEnd(w);
      if (completed) o.completion = o.supervisionEnd;
    }
  } else if (w.mode === 'convicted') {
    o.disposition = 'convicted_sentence';
    o.completion = confinementEnd(w.conviction, w.convSentence);
  }
  return o;
}

/**
 * Step 5: the offense: its level (an attempt without one is one category below the attempted offense, PC 15.01(d),
 * ADR 0074), the classifier's identity, and the charge facts a plea does not undo (ADR 0060 item 53).
 */
function readOffense(
  byRecency: readonly CaseEvent[],
  level: string,
): { level: OffenseLevel; offense: OffenseIdentity; chargeFacts: ChargeFacts | null } {
  const comOffLit = latest(byRecency, 'comOffLit');
  const gjOffLit = latest(byRecency, 'gjOffLit');
  const comLevel = toOffenseLevel(latest(byRecency, 'comLevel'));
  const gjLevel = toOffenseLevel(latest(byRecency, 'gjLevel'));
  const classifyAt = (lvl: OffenseLevel): OffenseIdentity =>
    classifyCached(
      latest(byRecency, 'offLit'),
      latest(byRecency, 'offCode'),
      lvl,
      comOffLit,
      gjOffLit,
      comLevel,
      gjLevel,
    );
  let engineLevel = toOffenseLevel(level);
  let offense = classifyAt(engineLevel);
  if (engineLevel === 'unknown' && offense.inchoate) {
    const lowered = attemptLevelOf(offense, [
      [comOffLit, comLevel],
      [gjOffLit, gjLevel],
    ]);
    if (lowered !== 'unknown' && levelAgrees(level, lowered)) {
      engineLevel = lowered;
      offense = classifyAt(engineLevel);
    }
  }
  const rawCom = normalizeLevel(latest(byRecency, 'comLevel'));
  const rawGj = normalizeLevel(latest(byRecency, 'gjLevel'));
  // docs/law D80(b): a felony named in the complaint or grand-jury literal (a bare `F` too) keeps the felony's periods.
  const felonyCharge = (comOffLit !== null && rawCom.startsWith('F')) || (gjOffLit !== null && rawGj.startsWith('F'));
  return {
    level: engineLevel,
    offense,
    chargeFacts: chargeFactsCached(offense, comOffLit, comLevel, gjOffLit, gjLevel, felonyCharge),
  };
}

/** Step 6: what the record notes without changing the outcome: instruments and settings (ADR 0060 items 59–60). */
function recordNotesOf(events: readonly CaseEvent[], w: Walk, issues: readonly DataIssue[]): RecordNote[] {
  const notes: RecordNote[] = [];
  if (w.expunctionRequested) notes.push('expunction_requested');
  // A certain bar still decides a case whose motion is open (docs/law D86); the result says the motion is pending.
  if (issues.includes('pending_motion_to_adjudicate') || issues.includes('pending_motion_to_revoke'))
    notes.push('supervision_motion_pending');
  if (events.some((e) => e.rea === 'PNDC')) notes.push('nondisclosure_petition');
  if (events.some((e) => e.rea === 'ONDC')) notes.push('nondisclosure_order');
  if (events.some((e) => e.rea === 'EXHR')) notes.push('expunction_hearing');
  if (w.underAttack) notes.push('conviction_under_attack');
  return notes;
}

/** Step 7: what the API shows besides the engine's input (the contract's dates come from `engineCase.dates`). */
function displayOf(w: Walk, engineCase: EngineCase, events: readonly CaseEvent[]): CaseDisplay {
  return {
    sentence: engineCase.sentence.raw,
    fine: fineText(w.convSentence) ?? fineText(w.placementSentence),
    dispositionLiteral: w.final ? w.finalLiteral : w.keyLiteral,
    dispositionDate: w.final ? w.finalDate : w.keyDate,
    supervision: w.mode === 'deferred' || w.mode === 'probation' ? w.mode : null,
    nondisclosureSetting: events.some((e) => e.rea === 'ONDC')
      ? 'order'
      : events.some((e) => e.rea === 'PNDC')
        ? 'petition'
        : null,
    arrestingAgency: engineCase.agency ?? null,
  };
}

/**
 * Build a case from all its events (any order): walk the events (1), identify the person (2), read what keeps the
 * case from being read (3), the outcome with its sentence, supervision and dates (4), the offense (5) and the
 * record's notes (6), then what the API shows (7).
 */
export function buildCase(input: CaseEvent[]): BuildResult {
  const events = [...input].sort(compareEvents);
  const byRecency = [...input].sort((a, b) => {
    const ra = a.rundate ?? '';
    const rb = b.rundate ?? '';
    return ra !== rb ? (ra < rb ? -1 : 1) : compareEvents(a, b);
  });
  const cas = events[0]?.cas ?? '';
  const w = walkEvents(events);

  const level = normalizeLevel(latest(byRecency, 'level'));
  const filingDate =
    events
      .map((e) => e.fda)
      .filter((x): x is string => x != null)
      .sort()[0] ?? null;
  const earliest =
    filingDate ??
    events
      .map((e) => e.dispdt)
      .filter((x): x is string => x != null)
      .sort()[0] ??
    null;
  const person = identifyPerson(byRecency, w, earliest, level);
  if ('notOffered' in person) return { offered: false, cas, reason: person.notOffered };

  const closed = CLOSED_CST.has(latest(byRecency, 'cst') ?? '');
  const issues = readIssues(w, byRecency, closed);
  const o = readOutcome(w, issues, closed);
  const { disposition } = o;
  const { level: engineLevel, offense, chargeFacts } = readOffense(byRecency, level);
  const recordNotes = recordNotesOf(events, w, issues);

  const primary = w.convSentence ?? w.placementSentence;
  const endsInDismissal = disposition === 'dismissed' || disposition === 'deferred_discharged';
  const engineCase: EngineCase = {
    id: cas,
    causeNumber: causeNumberOf(cas),
    court: latest(byRecency, 'crt'),
    level: engineLevel,
    // A bare `F` or `M`: the kind of level without its degree or class (docs/law D84).
    ...(engineLevel === 'unknown' && (level === 'F' || level === 'M') ? { bareLevel: level } : {}),
    offense,
    disposition,
    dismissalReason: endsInDismissal ? (o.dismissalReason ?? 'unknown') : null,
    chargePresented: chargePresentedOf(events),
    familyViolenceFinding: w.fvFinding,
    // The report number and agency link the charges of one arrest (CCP 55A.051-.052; extract format §0c, ADR 0074).
    reportNumber: latest(byRecency, 'offRptNum')?.trim() || null,
    agency: arrestingAgencyOf(events),
    // A duplicate indictment (`bamexp` `I`) links the case like a report number (docs/law D38, ADR 0074).
    duplicateIndictment: duplicateIndictmentOf(events),
    dates: {
      filing: fact(filingDate),
      offense: null,
      arrest: null,
      placement: w.mode === 'deferred' || w.mode === 'probation' ? fact(w.placement) : null,
      discharge: o.discharge,
      conviction: fact(w.conviction),
      dismissal: fact(endsInDismissal ? w.dismissal : null),
      supervisionEnd: o.supervisionEnd,
      sentenceCompletion: o.completion,
      // The acquittal's own date (CCP 55A.002, art. 102.0061's 30 days; docs/law D78).
      ...(disposition === 'acquitted' ? { acquittal: fact(w.finalDate) } : {}),
    },
    sentence: {
      raw: primary?.raw ?? w.placementSentence?.raw ?? null,
      confinementDays: w.convSentence?.confinementDays ?? null,
      supervisionMonths: w.placementSentence?.supervisionMonths ?? null,
      fineDollars: w.convSentence?.fineDollars ?? w.placementSentence?.fineDollars ?? null,
    },
    ...(chargeFacts !== null ? { chargeFacts } : {}),
    // The arrest cannot be later than the no-bill or the dismissal (ADR 0060 item 56).
    ...((disposition === 'no_bill' || disposition === 'dismissed') && w.finalDate !== null
      ? { arrestNoLaterThan: w.finalDate }
      : {}),
    ...(recordNotes.length > 0 ? { recordNotes } : {}),
    ...(w.endedUnclear !== null && disposition !== 'unknown' ? { supervisionEndedUnclear: fact(w.endedUnclear) } : {}),
    // The revocation's day: the longest jail term from it bounds a sentence the record does not give (docs/law D77).
    ...(disposition === 'probation_revoked' ? { revokedOn: fact(w.revoked) } : {}),
  };

  const record: CaseRecord = {
    cas,
    causeNumber: engineCase.causeNumber,
    spn: person.spn,
    name: person.name,
    dob: person.dob,
    searchKey: searchKey(person.name.last, person.dob),
    level,
    misdemeanorFelony: misdemeanorFelony(
      level === '' && engineLevel !== 'unknown' ? engineLevel : level,
      latest(byRecency, 'cdi'),
    ),
    court: engineCase.court,
    filingDate,
    offenseCode: offense.code,
    offenseLiteral: offense.literal,
    engineCase,
    display: displayOf(w, engineCase, events),
    events: input,
    dataIssues: issues,
  };
  return { offered: true, record };
}

/**
 * `chargeFactsFor`, remembered like the classification (the same few thousand literal combinations repeat across
 * the county), bounded; each call gets its own copy.
 */
const CHARGE_FACTS_CACHE = new Map<string, ChargeFacts | null>();
function chargeFactsCached(
  offense: OffenseIdentity,
  com: string | null,
  comLevel: OffenseLevel,
  gj: string | null,
  gjLevel: OffenseLevel,
  felonyCharge: boolean,
): ChargeFacts | null {
  // What chargeFactsFor reads of the offense: its literal, its statute and whether it is a DWI.
  const dwi = offense.categories.includes('dwi') ? 'D' : '';
  const key = `${offense.literal}\u0001${offense.statute ?? ''}\u0001${dwi}\u0001${com ?? ''}\u0001${comLevel}\u0001${gj ?? ''}\u0001${gjLevel}\u0001${felonyCharge ? 'F' : ''}`;
  let f = CHARGE_FACTS_CACHE.get(key);
  if (f === undefined) {
    f = chargeFactsFor(offense, ownString(com), comLevel, ownString(gj), gjLevel, felonyCharge);
    if (CHARGE_FACTS_CACHE.size >= 50_000) CHARGE_FACTS_CACHE.clear();
    CHARGE_FACTS_CACHE.set(ownString(key), f);
  }
  if (f === null) return null;
  return {
    ...f,
    ...(f.chargeStatutes ? { chargeStatutes: [...f.chargeStatutes] } : {}),
    ...(f.chargeLevels ? { chargeLevels: [...f.chargeLevels] } : {}),
    ...(f.limitations ? { limitations: [...f.limitations] } : {}),
  };
}

/**
 * What the complaint and grand-jury literals add to the offense of record (ADR 0060 items 53, 55): a family victim
 * and a prior conviction a plea does not undo, their statutes (the longest limitations period of the offenses the
 * row names) and the words that move a period. Null when the row has no other literal and nothing to say.
 */
function chargeFactsFor(
  offense: OffenseIdentity,
  com: string | null,
  comLevel: OffenseLevel,
  gj: string | null,
  gjLevel: OffenseLevel,
  felonyCharge: boolean,
): ChargeFacts | null {
  const facts = chargeFactsOf([offense.literal, com, gj], offense);
  const others: [string, OffenseLevel][] = [];
  if (com) others.push([com, comLevel]);
  if (gj) others.push([gj, gjLevel]);
  const identities = others.map(([lit, lvl]) => classifyCached(lit, null, lvl, null, null, 'unknown', 'unknown'));
  const chargeStatutes = identities.map((o) => (o.unidentified ? null : o.statute));
  const limitations = limitationsQualifiersOf([
    [offense.literal, offense.statute],
    ...identities.map((o) => [o.literal, o.statute] as const),
  ]);
  if (!facts.familyVictim && !facts.priorConviction && others.length === 0 && limitations.length === 0) return null;
  return {
    ...facts,
    ...(chargeStatutes.length > 0 ? { chargeStatutes, chargeLevels: others.map(([, lvl]) => lvl) } : {}),
    ...(felonyCharge ? { felonyCharge } : {}),
    ...(limitations.length > 0 ? { limitations } : {}),
  };
}

/** Cause number printed on court papers: the first 7 digits of a 12-digit `cas`. */
export function causeNumberOf(cas: string): string {
  return /^\d{12}$/.test(cas) ? cas.slice(0, 7) : cas;
}

export function misdemeanorFelony(level: string, cdi: string | null): 'Misdemeanor' | 'Felony' {
  if (level.startsWith('F')) return 'Felony';
  if (level.startsWith('M')) return 'Misdemeanor';
  return cdi !== null && Number(cdi) === 3 ? 'Felony' : 'Misdemeanor';
}

/**
 * Whether the case's rows show a presented charge (an indictment or information): true when any row's instrument
 * or grand-jury action presents one, false when every row names an instrument that does not (and no grand-jury
 * action but a no-bill), null when the rows leave it open (docs/law D23).
 */
export function chargePresentedOf(events: readonly CaseEvent[]): boolean | null {
  let noneOnRecord = events.length > 0;
  for (const e of events) {
    if (
      (e.ins !== null && PRESENTING_INSTRUMENTS.has(e.ins)) ||
      (e.gjCdp !== null && PRESENTING_INSTRUMENTS.has(e.gjCdp))
    )
      return true;
    if (e.ins === null || !NON_PRESENTING_INSTRUMENTS.has(e.ins)) noneOnRecord = false;
    if (e.gjCdp !== null && e.gjCdp !== 'NOB') noneOnRecord = false;
  }
  return noneOnRecord ? false : null;
}
