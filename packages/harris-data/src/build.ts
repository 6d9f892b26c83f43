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
import { chargeFactsOf, classifyOffense, limitationsQualifiersOf } from './classify';
import {
  INSTRUMENTS,
  LEVEL_CODES,
  normalizeCodeText,
  normalizeLevel,
  readDisposition,
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

/** What the API contract's `Case` shows, as recorded or derived. */
export interface CaseDisplay {
  sentence: string | null;
  fine: string | null;
  dispositionLiteral: string | null;
  dispositionDate: string | null;
  da_start: string | null;
  da_end: string | null;
  probation_start: string | null;
  probation_end: string | null;
  conviction_date: string | null;
  dismissal_date: string | null;
  sentence_completion_date: string | null;
  /** Names of the date fields above that are estimated rather than recorded. */
  estimated: string[];
  /** A nondisclosure setting on the docket (`rea` PNDC = petition pending, ONDC = order): the case may already be handled. */
  nondisclosureSetting: 'petition' | 'order' | null;
  /** Arresting agency (`comp_agency`) of the newest event that records one; null when none does. */
  arrestingAgency: string | null;
}

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
function latest<K extends keyof CaseEvent>(byRecency: CaseEvent[], key: K): CaseEvent[K] | null {
  for (let i = byRecency.length - 1; i >= 0; i--) {
    const v = byRecency[i]?.[key];
    if (v != null) return v;
  }
  return null;
}

function fineText(s: ParsedSentence | null): string | null {
  return s?.fineDollars != null ? `$${s.fineDollars}` : null;
}

/** Build a case from all its events (any order). */
export function buildCase(input: CaseEvent[]): BuildResult {
  const events = [...input].sort(compareEvents);
  const byRecency = [...input].sort((a, b) => {
    const ra = a.rundate ?? '';
    const rb = b.rundate ?? '';
    return ra !== rb ? (ra < rb ? -1 : 1) : compareEvents(a, b);
  });
  const cas = events[0]?.cas ?? '';

  // ---- walk the events ----
  type Mode = 'deferred' | 'pti' | 'probation' | 'convicted' | null;
  let mode: Mode = null;
  let expunged = false;
  let review = false;
  let conflict = false;
  let final: 'dismissed' | 'acquitted' | 'no_bill' | null = null;
  let finalDate: string | null = null;
  let finalLiteral: string | null = null;
  let dismissalReason: DismissalReason | null = null;
  let placement: string | null = null;
  let term: Term | null = null;
  let placementSentence: ParsedSentence | null = null;
  let convSentence: ParsedSentence | null = null;
  let adjudicated = false;
  let revoked: string | null = null;
  let discharge: string | null = null;
  let dischargeFromDismissal = false;
  let supervisionEnd: string | null = null;
  let conviction: string | null = null;
  let dismissal: string | null = null;
  let keyLiteral: string | null = null;
  let keyDate: string | null = null;
  let fvFinding: boolean | null = null;
  let expunctionRequested = false;
  let endedUnclear: string | null = null;
  let underAttack = false;
  /** Why the case cannot be read (an unlisted code or literal, a pending motion…): it becomes `unknown`. */
  let issues: readonly DataIssue[] = NO_ISSUES;

  for (const e of events) {
    const read = readEvent(e);
    const cls = read.reading;
    const d = e.dispdt;
    // `dst` Q is "expunction requested", not granted (ADR 0060 item 59): the case stays, with a note.
    if (e.dst === 'Q') expunctionRequested = true;
    const instrument = e.ins === null ? undefined : INSTRUMENTS.get(e.ins);
    if (instrument === 'attack') underAttack = true;
    if (instrument === 'review') issues = withIssue(issues, 'instrument_needs_review');
    if (/FAMILY VIOLENCE|FAM VIOL/.test(e.disposition ?? '') && /AFFIRM|FINDING/.test(e.disposition ?? ''))
      fvFinding = true;
    if (cls === 'expunged') {
      expunged = true;
      continue;
    }
    if (cls === 'review') {
      review = true;
      continue;
    }
    if (cls === 'other') continue;
    if (cls === 'unknown') {
      issues = withIssue(issues, read.issue ?? 'unknown_disposition_literal');
      continue;
    }
    if (cls === 'nobill' && !d) {
      if (mode === null && final === null) final = 'no_bill';
      continue;
    }
    if (!d) continue;
    // A new adjudicative event after a terminal one (refiled/reindicted) starts over.
    if ((cls === 'deferred' || cls === 'probation' || cls === 'conviction') && final !== null) {
      final = null;
      finalDate = null;
      dismissal = null;
      dismissalReason = null;
    }
    switch (cls) {
      case 'deferred':
        if (mode === null || mode === 'pti') {
          mode = 'deferred';
          placement = d;
          placementSentence = parseSentence(e.sentence);
          term = placementSentence.supervision;
          keyLiteral = e.disposition;
          keyDate = d;
        } else if (mode === 'deferred' && !adjudicated) {
          const s = parseSentence(e.sentence);
          if (s.supervision) term = s.supervision; // amended/extended term
        }
        break;
      case 'pti':
        if (mode === null) mode = 'pti';
        break;
      case 'probation':
        if (mode === 'deferred') {
          if (!adjudicated && !discharge) {
            adjudicated = true;
            conviction = d;
            convSentence = parseSentence(e.sentence);
            keyLiteral = e.disposition;
            keyDate = d;
          }
        } else if (mode === null || mode === 'pti') {
          mode = 'probation';
          placement = d;
          conviction = d;
          placementSentence = parseSentence(e.sentence);
          term = placementSentence.supervision;
          keyLiteral = e.disposition;
          keyDate = d;
        }
        break;
      case 'conviction': {
        const s = parseSentence(e.sentence);
        if (mode === 'deferred') {
          if (discharge) conflict = true;
          else {
            if (!adjudicated) {
              adjudicated = true;
              conviction = d;
              keyLiteral = e.disposition;
              keyDate = d;
            }
            if (e.sentence) convSentence = s;
          }
        } else if (mode === 'probation') {
          if (revoked && e.sentence) convSentence = s;
        } else if (mode === 'convicted') {
          if (e.sentence && !convSentence?.raw) convSentence = s;
        } else if (s.supervision && (s.confinement === null || s.suspended)) {
          // a conviction whose sentence is probated: straight probation
          mode = 'probation';
          placement = d;
          conviction = d;
          placementSentence = s;
          term = s.supervision;
          keyLiteral = e.disposition;
          keyDate = d;
        } else {
          mode = 'convicted';
          conviction = d;
          convSentence = s;
          keyLiteral = e.disposition;
          keyDate = d;
        }
        break;
      }
      case 'revocation':
        // The literal names a deferred adjudication: the case was on deferred even when its placement row is not in the file.
        if (mode === null && (literalIs(e, 'DEF ADJ GLT ADJUDICATED') || literalIs(e, 'DEF ADJ GLT REVOKED')))
          mode = 'deferred';
        if (mode === null) issues = withIssue(issues, 'no_placement_on_record');
        if (mode === 'deferred' && !discharge) {
          if (!adjudicated) {
            adjudicated = true;
            conviction = d;
            keyLiteral = e.disposition;
            keyDate = d;
          }
          if (e.sentence) convSentence = parseSentence(e.sentence);
        } else if (mode === 'probation' && !supervisionEnd) {
          revoked = d;
          keyLiteral = e.disposition;
          keyDate = d;
          if (e.sentence) convSentence = parseSentence(e.sentence);
        }
        break;
      case 'completion':
        if (mode === null && literalIs(e, 'DEFERRED ADJUDICATION TERMINATED')) mode = 'deferred';
        if (mode === null) issues = withIssue(issues, 'no_placement_on_record');
        if (mode === 'deferred' && !adjudicated) discharge ??= d;
        else if (mode === 'probation' && !revoked) supervisionEnd ??= d;
        break;
      case 'termination':
        // Supervision ended, how is not shown (ADR 0060 item 57): the person is asked (item 58).
        if (mode === null) issues = withIssue(issues, 'no_placement_on_record');
        else if ((mode === 'deferred' && !adjudicated && !discharge) || (mode === 'probation' && !revoked))
          endedUnclear ??= d;
        break;
      case 'dismissal':
        if (mode === 'deferred') {
          if (adjudicated) conflict = true;
          else {
            discharge = d;
            dischargeFromDismissal = true;
            dismissal = d;
            dismissalReason = 'after_deferred';
          }
        } else if (mode === 'pti' || mode === null) {
          final = 'dismissed';
          finalDate = d;
          finalLiteral = e.disposition;
          dismissal = d;
          dismissalReason = mode === 'pti' ? 'pretrial_intervention' : (read.dismissalReason ?? 'unknown');
          mode = null;
        } else conflict = true; // dismissal after a conviction: set aside? needs a human
        break;
      case 'acquittal':
      case 'nobill':
        if (mode === null || mode === 'pti') {
          final = cls === 'acquittal' ? 'acquitted' : 'no_bill';
          finalDate = d;
          finalLiteral = e.disposition;
          mode = null;
        } else conflict = true;
        break;
    }
  }

  // ---- case-level fields ----
  const level = normalizeLevel(latest(byRecency, 'level'));
  const fdaList = events
    .map((e) => e.fda)
    .filter((x): x is string => x != null)
    .sort();
  const filingDate = fdaList[0] ?? null;
  const earliest =
    filingDate ??
    events
      .map((e) => e.dispdt)
      .filter((x): x is string => x != null)
      .sort()[0] ??
    null;
  const spn = latest(byRecency, 'defSpn');
  const dob = latest(byRecency, 'defDob');
  const rawName = latest(byRecency, 'defNam');

  if (expunged) return { offered: false, cas, reason: 'expunged' };
  if (earliest !== null && earliest < MIN_FILING_DATE) return { offered: false, cas, reason: 'pre_1990' };
  if (level === 'MC') return { offered: false, cas, reason: 'class_c' };
  if (!spn || !dob || !rawName) return { offered: false, cas, reason: 'no_person' };
  const name = parseDefName(rawName);
  if (name.last === '' || name.first === '') return { offered: false, cas, reason: 'no_person' };

  const closed = CLOSED_CST.has(latest(byRecency, 'cst') ?? '');
  const estimated: string[] = [];

  // ---- disposition and derived dates ----
  let disposition: DispositionKind;
  let dischargeFact: DatedFact | null = null;
  let supervisionEndFact: DatedFact | null = null;
  let completionFact: DatedFact | null = null;
  const confinementEnd = (from: string | null, s: ParsedSentence | null): DatedFact | null => {
    if (!from || !s) return null;
    if (s.life) return null;
    if (s.confinement) return fact(addTerm(from, s.confinement), true);
    if (s.timeServed || s.fineDollars !== null) return fact(from, true);
    return null;
  };
  if (review) issues = withIssue(issues, 'appeal_or_new_trial');
  if (conflict) issues = withIssue(issues, 'contradictory_events');
  const newest = byRecency[byRecency.length - 1];
  // A motion to adjudicate (ins MAJ) on a deferred case not yet discharged or adjudicated: the deferred may be
  // revoked; a motion to revoke (MRP) on straight probation likewise (format notes §0b, "Pending motions").
  if (mode === 'deferred' && !adjudicated && discharge === null && newest?.ins === 'MAJ')
    issues = withIssue(issues, 'pending_motion_to_adjudicate');
  if (
    mode === 'probation' &&
    revoked === null &&
    supervisionEnd === null &&
    (newest?.ins === 'MRP' || newest?.ins === 'MRC')
  )
    issues = withIssue(issues, 'pending_motion_to_revoke');
  // A completion code counts only with no open motion to adjudicate or revoke (ADR 0060 item 57).
  const motionOpen = !closed && newest?.ins != null && INSTRUMENTS.get(newest.ins) === 'motion';
  if (motionOpen && ((mode === 'deferred' && discharge !== null) || (mode === 'probation' && supervisionEnd !== null)))
    issues = withIssue(issues, mode === 'deferred' ? 'pending_motion_to_adjudicate' : 'pending_motion_to_revoke');
  // Case status M: pending refile (docs/law D21).
  if (final === 'dismissed' && latest(byRecency, 'cst') === 'M') issues = withIssue(issues, 'pending_refile');
  // A sentence part the lists do not know could be a term that moves a date: never read around it.
  if ((placementSentence?.unparsed.length ?? 0) > 0 || (convSentence?.unparsed.length ?? 0) > 0)
    issues = withIssue(issues, 'unknown_sentence_part');
  if (issues.length === 0 && final === null && mode === null && closed)
    issues = withIssue(issues, 'closed_without_outcome');

  if (issues.length > 0) {
    disposition = 'unknown';
  } else if (final !== null) {
    disposition = final;
  } else if (mode === 'deferred') {
    if (adjudicated) {
      disposition = 'deferred_adjudicated';
      completionFact = confinementEnd(conviction, convSentence);
    } else if (discharge) {
      disposition = 'deferred_discharged';
      dischargeFact = fact(discharge);
      completionFact = dischargeFact;
      if (!dischargeFromDismissal) dismissalReason = 'after_deferred';
    } else if (closed && endedUnclear === null) {
      disposition = 'deferred_discharged';
      dismissalReason = 'after_deferred';
      dischargeFact = placement && term ? fact(termEnd(placement, term), true) : null;
      completionFact = dischargeFact;
    } else {
      disposition = 'on_deferred';
      dischargeFact = placement && term ? fact(termEnd(placement, term), true) : null;
    }
  } else if (mode === 'probation') {
    if (revoked) {
      disposition = 'probation_revoked';
      completionFact = confinementEnd(revoked, convSentence);
    } else if (supervisionEnd) {
      disposition = 'probation_completed';
      supervisionEndFact = fact(supervisionEnd);
      completionFact = supervisionEndFact;
    } else {
      // A closed case counts as completed only when no row says supervision was terminated without saying how.
      const completed = closed && endedUnclear === null;
      disposition = completed ? 'probation_completed' : 'on_probation';
      supervisionEndFact = placement && term ? fact(termEnd(placement, term), true) : null;
      if (completed) completionFact = supervisionEndFact;
    }
  } else if (mode === 'convicted') {
    disposition = 'convicted_sentence';
    completionFact = confinementEnd(conviction, convSentence);
  } else {
    disposition = 'pending';
  }

  const level2 = toOffenseLevel(level);
  const comOffLit = latest(byRecency, 'comOffLit');
  const gjOffLit = latest(byRecency, 'gjOffLit');
  const comLevel = toOffenseLevel(latest(byRecency, 'comLevel'));
  const gjLevel = toOffenseLevel(latest(byRecency, 'gjLevel'));
  const offense = classifyCached(
    latest(byRecency, 'offLit'),
    latest(byRecency, 'offCode'),
    level2,
    comOffLit,
    gjOffLit,
    comLevel,
    gjLevel,
  );
  const chargeFacts = chargeFactsCached(offense, comOffLit, comLevel, gjOffLit, gjLevel);
  const recordNotes: RecordNote[] = [];
  if (expunctionRequested) recordNotes.push('expunction_requested');
  if (events.some((e) => e.rea === 'PNDC')) recordNotes.push('nondisclosure_petition');
  if (events.some((e) => e.rea === 'ONDC')) recordNotes.push('nondisclosure_order');
  if (events.some((e) => e.rea === 'EXHR')) recordNotes.push('expunction_hearing');
  if (underAttack) recordNotes.push('conviction_under_attack');

  const primary = convSentence ?? placementSentence;
  const supervisionSource = placementSentence;
  const engineCase: EngineCase = {
    id: cas,
    causeNumber: causeNumberOf(cas),
    court: latest(byRecency, 'crt'),
    level: level2,
    offense,
    disposition,
    dismissalReason:
      disposition === 'dismissed' || disposition === 'deferred_discharged' ? (dismissalReason ?? 'unknown') : null,
    chargePresented: chargePresentedOf(events),
    familyViolenceFinding: fvFinding,
    dates: {
      filing: fact(filingDate),
      offense: null,
      arrest: null,
      placement: mode === 'deferred' || mode === 'probation' ? fact(placement) : null,
      discharge: dischargeFact,
      conviction: fact(conviction),
      dismissal: fact(disposition === 'dismissed' || disposition === 'deferred_discharged' ? dismissal : null),
      supervisionEnd: supervisionEndFact,
      sentenceCompletion: completionFact,
    },
    sentence: {
      raw: primary?.raw ?? placementSentence?.raw ?? null,
      confinementDays: convSentence?.confinementDays ?? null,
      supervisionMonths: supervisionSource?.supervisionMonths ?? null,
      fineDollars: convSentence?.fineDollars ?? placementSentence?.fineDollars ?? null,
    },
    ...(chargeFacts !== null ? { chargeFacts } : {}),
    // The arrest cannot be later than the no-bill or the dismissal (ADR 0060 item 56).
    ...((disposition === 'no_bill' || disposition === 'dismissed') && finalDate !== null
      ? { arrestNoLaterThan: finalDate }
      : {}),
    ...(recordNotes.length > 0 ? { recordNotes } : {}),
    ...(endedUnclear !== null && disposition !== 'unknown' ? { supervisionEndedUnclear: fact(endedUnclear) } : {}),
  };

  const isDeferred = mode === 'deferred';
  const isProbation = mode === 'probation';
  const display: CaseDisplay = {
    sentence: engineCase.sentence.raw,
    fine: fineText(convSentence) ?? fineText(placementSentence),
    dispositionLiteral: final ? finalLiteral : keyLiteral,
    dispositionDate: final ? finalDate : keyDate,
    da_start: isDeferred ? placement : null,
    da_end: isDeferred ? (dischargeFact?.date ?? null) : null,
    probation_start: isProbation ? placement : null,
    probation_end: isProbation ? (supervisionEndFact?.date ?? null) : null,
    conviction_date: conviction,
    dismissal_date: engineCase.dates.dismissal?.date ?? null,
    sentence_completion_date: completionFact?.date ?? null,
    estimated,
    nondisclosureSetting: events.some((e) => e.rea === 'ONDC')
      ? 'order'
      : events.some((e) => e.rea === 'PNDC')
        ? 'petition'
        : null,
    arrestingAgency: arrestingAgencyOf(events),
  };
  if (isDeferred && dischargeFact?.estimated) estimated.push('da_end');
  if (isProbation && supervisionEndFact?.estimated) estimated.push('probation_end');
  if (completionFact?.estimated) estimated.push('sentence_completion_date');

  const record: CaseRecord = {
    cas,
    causeNumber: engineCase.causeNumber,
    spn,
    name,
    dob,
    searchKey: searchKey(name.last, dob),
    level,
    misdemeanorFelony: misdemeanorFelony(level, latest(byRecency, 'cdi')),
    court: engineCase.court,
    filingDate,
    offenseCode: offense.code,
    offenseLiteral: offense.literal,
    engineCase,
    display,
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
): ChargeFacts | null {
  // What chargeFactsFor reads of the offense: its literal, its statute and whether it is a DWI.
  const dwi = offense.categories.includes('dwi') ? 'D' : '';
  const key = `${offense.literal}\u0001${offense.statute ?? ''}\u0001${dwi}\u0001${com ?? ''}\u0001${comLevel}\u0001${gj ?? ''}\u0001${gjLevel}`;
  let f = CHARGE_FACTS_CACHE.get(key);
  if (f === undefined) {
    f = chargeFactsFor(offense, ownString(com), comLevel, ownString(gj), gjLevel);
    if (CHARGE_FACTS_CACHE.size >= 50_000) CHARGE_FACTS_CACHE.clear();
    CHARGE_FACTS_CACHE.set(ownString(key), f);
  }
  if (f === null) return null;
  return {
    ...f,
    ...(f.chargeStatutes ? { chargeStatutes: [...f.chargeStatutes] } : {}),
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
    ...(chargeStatutes.length > 0 ? { chargeStatutes } : {}),
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
