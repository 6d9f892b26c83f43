/**
 * The District Clerk's codes and literals, read by explicit lists (docs: the extract format notes §0b, §3).
 *
 * Every value the importer acts on is listed here with what it means and where it was seen. A value that is
 * not listed is never read by a keyword or a substring: it is `unknown`, the case it belongs to becomes
 * `could_not_determine` where it could change the outcome, and the import report lists it with its count.
 *
 * Why lists and not patterns: in the published 2024 weekly file, `NOT GUILTY PLEA - JURY VERDICT` is a
 * conviction after a jury trial (the plea was "not guilty", the verdict was not), and `ACQ BY REASON OF
 * INSANITY` is not an ordinary acquittal. A pattern that reads "NOT GUILTY" as an acquittal tells a person
 * convicted at trial to pay for an expunction that must be denied.
 */
import type { DismissalReason, OffenseLevel } from '@cyr/rules';

/** What one court event means for the case (the event walker in build.ts reads these). */
export type EventReading =
  | 'deferred' // deferred adjudication placed
  | 'pti' // pretrial intervention (diversion) placed
  | 'probation' // conviction with community supervision
  | 'conviction' // conviction with a sentence (jail, prison, fine)
  | 'dismissal'
  | 'acquittal'
  | 'nobill'
  | 'revocation' // deferred adjudicated / probation revoked
  | 'completion' // supervision completed / deferred discharged
  | 'termination' // supervision ended, how is not shown (`PROBATION TERMINATED`, ADR 0060 item 57)
  | 'review' // appeal, new trial, reversal: a person must look
  | 'expunged'
  | 'other' // an event that does not change the outcome (bond, setting, supervision note)
  | 'unknown'; // not readable: the case is could_not_determine

/** Why an event or a case could not be read. Stable codes: the import report counts them. */
export type DataIssue =
  | 'unknown_disposition_code'
  | 'unknown_disposition_literal'
  | 'code_literal_mismatch'
  | 'insanity_acquittal'
  | 'unsatisfactory_termination'
  | 'probation_termination_unclear'
  /** An instrument that needs a person to look (reversal, new trial granted, another court, SVP; item 60). */
  | 'instrument_needs_review'
  | 'defendant_deceased'
  | 'reduced_and_transferred'
  | 'pending_motion_to_adjudicate'
  | 'pending_motion_to_revoke'
  | 'unknown_sentence_part'
  | 'appeal_or_new_trial'
  | 'contradictory_events'
  | 'closed_without_outcome'
  | 'no_placement_on_record'
  | 'pending_refile';

const NOTES = '§0b of the extract format notes (2024 weekly file)';
const NOTES_32 = '§3.2 of the extract format notes (public parser code)';
const NOTES_2017 = '§0b of the extract format notes (2010–2017 felony extract)';
const NOTES_0C = '§0c.3 of the extract format notes (2010–2017 custom extract, printed rows)';
const NOTES_WORKBOOK = '§0c.2 of the extract format notes (the clerk’s code workbook) and ADR 0060 item 57';

export interface CodeEntry {
  /** `literal`: a generic code (disposed, automatic…): the `disposition` literal says what happened. */
  reading: EventReading | 'literal';
  meaning: string;
  seen: string;
  /** The literal is not read for this code (bond and supervision notes, expunction, appeal). */
  literalIgnored?: boolean;
  /** Set when `reading` is `unknown`. */
  issue?: DataIssue;
  dismissalReason?: DismissalReason;
}

/** `cad`, the case disposition code (format notes §3.2, §0b). */
export const DISPOSITION_CODES: Readonly<Record<string, CodeEntry>> = {
  DISP: { reading: 'literal', meaning: 'disposed: the literal carries the outcome', seen: NOTES },
  DERR: { reading: 'literal', meaning: 'disposition to follow', seen: NOTES_32 },
  AUTO: { reading: 'literal', meaning: 'automatic', seen: NOTES_32 },
  TEMP: { reading: 'literal', meaning: 'temporary', seen: NOTES_32 },
  DADJ: { reading: 'deferred', meaning: 'deferred adjudication of guilt', seen: NOTES },
  DEFD: { reading: 'deferred', meaning: 'deferred disposition', seen: NOTES_32 },
  COND: { reading: 'deferred', meaning: 'conditional discharge (drug offense)', seen: NOTES_32 },
  PTIN: { reading: 'pti', meaning: 'pretrial intervention (CSCD)', seen: NOTES_32 },
  PROB: { reading: 'probation', meaning: 'conviction with community supervision', seen: NOTES },
  SENT: { reading: 'conviction', meaning: 'sentenced', seen: NOTES_32 },
  GILT: { reading: 'conviction', meaning: 'found guilty', seen: NOTES_32 },
  FINE: { reading: 'conviction', meaning: 'fined', seen: NOTES_32 },
  COMM: { reading: 'conviction', meaning: 'committed to jail for fine and costs', seen: NOTES_32 },
  DISM: { reading: 'dismissal', meaning: 'dismissed (the literal gives the reason)', seen: NOTES },
  DWOP: { reading: 'dismissal', meaning: 'dismissed for want of prosecution', seen: NOTES_32 },
  NPCF: {
    reading: 'dismissal',
    meaning: 'no probable cause found',
    seen: NOTES_32,
    dismissalReason: 'no_probable_cause',
  },
  NOTG: { reading: 'acquittal', meaning: 'found not guilty (the literal must be an ACQ literal)', seen: NOTES },
  NOB: { reading: 'nobill', meaning: 'no-billed by the grand jury', seen: NOTES },
  CRVK: { reading: 'revocation', meaning: 'probation revoked; on deferred, adjudicated', seen: NOTES_32 },
  USTP: {
    reading: 'unknown',
    meaning: 'unsatisfactory termination of supervision',
    seen: NOTES_32,
    issue: 'unsatisfactory_termination',
  },
  CEXP: { reading: 'completion', meaning: 'supervision expired (completed)', seen: NOTES_32 },
  CETR: { reading: 'completion', meaning: 'supervision terminated early (completed)', seen: NOTES_32 },
  CDTH: {
    reading: 'unknown',
    meaning: 'death of probationer',
    seen: NOTES_32,
    literalIgnored: true,
    issue: 'defendant_deceased',
  },
  CABS: { reading: 'other', meaning: 'supervision note: absconded', seen: NOTES_32, literalIgnored: true },
  CLAW: { reading: 'other', meaning: 'supervision note: law violation', seen: NOTES_32, literalIgnored: true },
  CTEC: { reading: 'other', meaning: 'supervision note: technical violation', seen: NOTES_32, literalIgnored: true },
  CMOV: {
    reading: 'other',
    meaning: 'supervision note: moved from Harris County',
    seen: NOTES_32,
    literalIgnored: true,
  },
  CREJ: { reading: 'other', meaning: 'supervision note: supervision rejected', seen: NOTES_32, literalIgnored: true },
  CREQ: {
    reading: 'other',
    meaning: 'supervision note: request of original jurisdiction',
    seen: NOTES_32,
    literalIgnored: true,
  },
  COTH: { reading: 'other', meaning: 'supervision note: other', seen: NOTES_32, literalIgnored: true },
  REVS: { reading: 'review', meaning: 'case reversed', seen: NOTES_32, literalIgnored: true },
  NEWT: { reading: 'review', meaning: 'new trial', seen: NOTES_32, literalIgnored: true },
  APPL: { reading: 'review', meaning: 'appeal', seen: NOTES_32, literalIgnored: true },
  EXPG: { reading: 'expunged', meaning: 'expunged record', seen: NOTES_32, literalIgnored: true },
  AFFM: { reading: 'other', meaning: 'affirmative finding row', seen: NOTES_32, literalIgnored: true },
  NEGF: { reading: 'other', meaning: 'negative finding row', seen: NOTES_32, literalIgnored: true },
  BFPD: { reading: 'other', meaning: 'bond or payment event', seen: NOTES_32, literalIgnored: true },
  CABD: { reading: 'other', meaning: 'bond or payment event', seen: NOTES_32, literalIgnored: true },
  SUBD: { reading: 'other', meaning: 'bond or payment event', seen: NOTES_32, literalIgnored: true },
  GOBR: { reading: 'other', meaning: 'bond or payment event', seen: NOTES_32, literalIgnored: true },
  REIN: { reading: 'other', meaning: 'bond or payment event', seen: NOTES_32, literalIgnored: true },
  PART: { reading: 'other', meaning: 'bond or payment event', seen: NOTES_32, literalIgnored: true },
  PDFC: { reading: 'other', meaning: 'bond or payment event', seen: NOTES_32, literalIgnored: true },
};

export interface LiteralEntry {
  /** What the literal says on a generic code (`DISP`, blank, …). */
  reading: EventReading;
  /**
   * The specific codes the literal is read with, and what the pair means. A pair not listed here (say
   * `NOTG` with `NOT GUILTY PLEA - JURY VERDICT`) is a contradiction: `unknown`.
   */
  codes: Readonly<Record<string, EventReading>>;
  meaning: string;
  seen: string;
  dismissalReason?: DismissalReason;
  /** Set when `reading` is `unknown`. */
  issue?: DataIssue;
}

/** A plea or verdict literal: how guilt was found. With `PROB` it is probation, with a sentence code a conviction. */
function plea(meaning: string, seen: string): LiteralEntry {
  return {
    reading: 'conviction',
    codes: { PROB: 'probation', SENT: 'conviction', GILT: 'conviction', FINE: 'conviction', COMM: 'conviction' },
    meaning,
    seen,
  };
}

/** A literal that says supervision ended but not how: completion with `CEXP`/`CETR`, asked otherwise (item 57). */
function termination(meaning: string, seen: string): LiteralEntry {
  return {
    reading: 'termination',
    codes: { CEXP: 'completion', CETR: 'completion', USTP: 'termination' },
    meaning,
    seen,
  };
}

/** The clerk's own label of a completion code, or a literal that agrees with it (item 57). */
function completionLabel(meaning: string): LiteralEntry {
  return { reading: 'completion', codes: { CEXP: 'completion', CETR: 'completion' }, meaning, seen: NOTES_WORKBOOK };
}

function dismissed(reason: DismissalReason, meaning: string, seen: string): LiteralEntry {
  return {
    reading: 'dismissal',
    codes: { DISM: 'dismissal', DWOP: 'dismissal' },
    meaning,
    seen,
    dismissalReason: reason,
  };
}

/** A dismissal literal that cannot be read as an expunction dismissal (docs/law D21). */
function dismissedUnknown(issue: DataIssue, meaning: string, seen: string): LiteralEntry {
  return { reading: 'unknown', codes: { DISM: 'unknown', DWOP: 'unknown' }, meaning, seen, issue };
}

/** `disposition`, the disposition literal (exact text after trimming and collapsing spaces). */
export const DISPOSITION_LITERALS: Readonly<Record<string, LiteralEntry>> = {
  // ---- convictions: the plea or verdict (a "NOT GUILTY" plea followed by a verdict or a bench finding is a conviction) ----
  'GUILTY PLEA-NO JURY': plea('guilty plea, no jury: a conviction', NOTES),
  'LESSER OFF. GUILTY PLEA - NO JURY': plea('guilty plea to a lesser offense, no jury: a conviction', NOTES),
  'LESSER OFF. NOLO PLEA - NO JURY': plea('no-contest plea to a lesser offense: a conviction', NOTES_2017),
  'NOLO CONTENDRE PLEA - NO JURY (CC)': plea('no-contest plea, no jury: a conviction', NOTES_2017),
  'CONVICTION-PLEA OF GUILTY': plea('conviction on a guilty plea', NOTES_32),
  'GUILTY PLEA - JURY VERDICT': plea('guilty plea, jury verdict: a conviction', NOTES_32),
  'NOT GUILTY PLEA - JURY VERDICT': plea(
    'not-guilty plea, convicted by a jury (sentences of 10–60 years TDC seen)',
    NOTES,
  ),
  'NOT GUILTY PLEA- NO JURY': plea('not-guilty plea, convicted by the judge', NOTES),
  'LESSER OFF. NOT GUILTY PLEA-JURY VERDICT': plea('not-guilty plea, convicted of a lesser offense by a jury', NOTES),
  'COMMITTED TO TDC': {
    reading: 'conviction',
    codes: { SENT: 'conviction', COMM: 'conviction' },
    meaning: 'committed to prison: a conviction',
    seen: NOTES_2017,
  },
  // ---- community supervision ----
  'PROBATION-PLEA OF GUILTY': {
    reading: 'probation',
    codes: { PROB: 'probation' },
    meaning: 'conviction with community supervision',
    seen: NOTES_32,
  },
  PROBATION: {
    reading: 'probation',
    codes: { PROB: 'probation' },
    meaning: 'conviction with community supervision',
    seen: NOTES_2017,
  },
  'SHOCK PROBATION': {
    reading: 'probation',
    codes: { PROB: 'probation' },
    meaning: 'shock probation: supervision after a prison sentence began',
    seen: NOTES_2017,
  },
  // ---- deferred adjudication ----
  'DEFERRED ADJUD OF GUILT': {
    reading: 'deferred',
    codes: { DADJ: 'deferred' },
    meaning: 'deferred adjudication placed',
    seen: NOTES,
  },
  'DEFERRED ADJUDICATION TERMINATED': {
    reading: 'completion',
    codes: { CEXP: 'completion', CETR: 'completion', DISM: 'completion' },
    meaning: 'deferred adjudication ended by discharge',
    seen: NOTES_2017,
  },
  'DEF ADJ GLT ADJUDICATED': {
    reading: 'revocation',
    codes: { CRVK: 'revocation', SENT: 'revocation', GILT: 'revocation' },
    meaning: 'guilt adjudicated: the deferred became a conviction',
    seen: NOTES_2017,
  },
  'UNSATISFACTORY TERMINATION': {
    reading: 'unknown',
    codes: { USTP: 'unknown' },
    meaning: 'supervision ended unsatisfactorily: whether it was adjudicated or discharged is not shown',
    seen: NOTES_2017,
    issue: 'unsatisfactory_termination',
  },
  // ADR 0060 item 57: with `CEXP` (expired) or `CETR` (early termination) these literals are completion; with
  // `DISP`, `USTP` or no code they do not say how supervision ended (real rows show `PROBATION TERMINATION` on a case
  // with a prison plea, and with a motion to revoke on file): the person is asked (item 58).
  'PROBATION TERMINATION': termination('supervision terminated: completed or revoked is not shown', NOTES_2017),
  'PROBATION TERMINATED': termination('supervision terminated: completed or revoked is not shown', NOTES_0C),
  'CEXP - PROBATION EXPIRED': completionLabel('the clerk’s label of CEXP: supervision expired (completed)'),
  'CETR - EARLY TERMINATION': completionLabel('the clerk’s label of CETR: supervision terminated early'),
  'PROBATION EXPIRED': completionLabel('supervision expired (completed)'),
  'EARLY TERMINATION': completionLabel('supervision terminated early (completed)'),
  'DEF ADJ GLT REVOKED': {
    reading: 'revocation',
    codes: { CRVK: 'revocation', SENT: 'revocation', GILT: 'revocation' },
    meaning: 'deferred adjudication revoked: guilt adjudicated, a conviction (ADR 0060 item 57)',
    seen: NOTES_0C,
  },
  'PROB/DADJ TERMED - DEF DECEASED': {
    reading: 'unknown',
    codes: {},
    meaning: 'supervision ended: defendant deceased',
    seen: NOTES_2017,
    issue: 'defendant_deceased',
  },
  // ---- dismissals, with the reason the literal gives ----
  'DISM OTHER': dismissed('other', 'dismissed, other reason', NOTES),
  DISMISSED: dismissed('unknown', 'dismissed, no reason given', NOTES_2017),
  'DISMISSED OTHER': dismissed('other', 'dismissed, other reason', NOTES_2017),
  'DISMISSED INSUFFICIENT EVIDENCE': dismissed('insufficient_evidence', 'dismissed for insufficient evidence', NOTES),
  'DISMISSED REQUEST OF COMPLAINING WITNESS': dismissed(
    'other',
    'dismissed at the complaining witness’s request',
    NOTES,
  ),
  'DISMISSED MISSING WITNESS': dismissed('other', 'dismissed, missing witness', NOTES_2017),
  'DISMISSED COMPLETED DIVERSION PROGRAM': dismissed(
    'pretrial_intervention',
    'dismissed after a completed diversion (pretrial intervention) program',
    NOTES,
  ),
  // Dismissed for another case or refiled: a dismissal (ADR 0060 item 49: never an unknown record for the person's
  // other cases); the engine links it to the other charge of the same arrest by report number and agency, or asks
  // `charge_refiled_or_replaced` (item 38, CCP 55A.051-.052). ADR 0074.
  'DISMISSED DEF CONVICTED IN ANOTHER CASE': dismissed(
    'refiled_or_other_case',
    'dismissed because the defendant was convicted in another case',
    NOTES,
  ),
  'DISMISSED DEFENDANT CONVICTED ON ANOTHER CHARGE': dismissed(
    'refiled_or_other_case',
    'dismissed because the defendant was convicted on another charge',
    NOTES_2017,
  ),
  'DISMISSED CASE REFILED': dismissed(
    'refiled_or_other_case',
    'dismissed and refiled under another cause number',
    NOTES,
  ),
  'DISMISSED DEFENDANT DECEASED': dismissedUnknown('defendant_deceased', 'dismissed, defendant deceased', NOTES_2017),
  'RED TRANSFER CCCL REDUCED TO MISD.': {
    reading: 'unknown',
    codes: { DISM: 'unknown' },
    meaning:
      'reduced to a misdemeanor and transferred to a county court: the charge continues under another cause number',
    seen: NOTES_2017,
    issue: 'reduced_and_transferred',
  },
  // ---- no-bill and acquittal ----
  'NO BILL': { reading: 'nobill', codes: { NOB: 'nobill' }, meaning: 'no-billed by the grand jury', seen: NOTES },
  'NO BILLED': {
    reading: 'nobill',
    codes: { NOB: 'nobill' },
    meaning: 'no-billed by the grand jury',
    seen: NOTES_2017,
  },
  'ACQ JURY VERDICT': {
    reading: 'acquittal',
    codes: { NOTG: 'acquittal' },
    meaning: 'acquitted by a jury',
    seen: NOTES_2017,
  },
  'ACQ DIRECTED VERDICT': {
    reading: 'acquittal',
    codes: { NOTG: 'acquittal' },
    meaning: 'acquitted on a directed verdict',
    seen: NOTES,
  },
  'ACQ BY REASON OF INSANITY': {
    reading: 'unknown',
    codes: { NOTG: 'unknown' },
    meaning: 'not guilty by reason of insanity: not an ordinary acquittal (commitment proceedings follow)',
    seen: NOTES_2017,
    issue: 'insanity_acquittal',
  },
};

/** Upper case, single spaces: the form the lists above are written in. */
export function normalizeCodeText(v: string): string {
  return v.toUpperCase().replace(/\s+/g, ' ').trim();
}

export interface EventRead {
  reading: EventReading;
  issue: DataIssue | null;
  dismissalReason: DismissalReason | null;
}

/** Readings already made: `cad` → literal → reading (a file repeats a few hundred pairs). */
const READS = new Map<string, Map<string, EventRead>>();
let readsSize = 0;

/**
 * What a `cad` + `disposition` pair means. A listed generic code (`DISP`) or a blank code takes the
 * literal's reading; a specific code must be paired with a literal listed for it, or with no literal.
 * Anything unlisted is `unknown` with the reason.
 */
export function readDisposition(cad: string | null, literal: string | null): EventRead {
  let byLiteral = READS.get(cad ?? '');
  if (byLiteral === undefined) {
    byLiteral = new Map();
    READS.set(cad ?? '', byLiteral);
  }
  let r = byLiteral.get(literal ?? '');
  if (r === undefined) {
    r = Object.freeze(readUncached(cad, literal));
    if (readsSize >= 10_000) {
      READS.clear();
      readsSize = 0;
    }
    byLiteral.set(literal ?? '', r);
    readsSize++;
  }
  return r;
}

function readUncached(cad: string | null, literal: string | null): EventRead {
  const code = cad === null ? null : DISPOSITION_CODES[cad];
  if (cad !== null && code === undefined)
    return { reading: 'unknown', issue: 'unknown_disposition_code', dismissalReason: null };
  if (code?.literalIgnored)
    return { reading: code.reading as EventReading, issue: code.issue ?? null, dismissalReason: null };
  if (literal === null) {
    if (code === undefined || code === null || code.reading === 'literal')
      return { reading: 'other', issue: null, dismissalReason: null };
    return { reading: code.reading, issue: code.issue ?? null, dismissalReason: code.dismissalReason ?? null };
  }
  const lit = DISPOSITION_LITERALS[normalizeCodeText(literal)];
  if (lit === undefined) return { reading: 'unknown', issue: 'unknown_disposition_literal', dismissalReason: null };
  if (lit.reading === 'unknown')
    return { reading: 'unknown', issue: lit.issue ?? 'unknown_disposition_literal', dismissalReason: null };
  const reading =
    code === undefined || code === null || code.reading === 'literal' ? lit.reading : lit.codes[cad ?? ''];
  if (reading === undefined) return { reading: 'unknown', issue: 'code_literal_mismatch', dismissalReason: null };
  return {
    reading,
    issue: reading === 'unknown' ? (lit.issue ?? 'unknown_disposition_literal') : null,
    dismissalReason: lit.dismissalReason ?? code?.dismissalReason ?? null,
  };
}

/** `curr_l_d` after removing spaces (`F 3` → `F3`): the level codes of format notes §3.5. */
export const LEVEL_CODES: Readonly<Record<string, { level: OffenseLevel; meaning: string }>> = {
  FC: { level: 'FC', meaning: 'capital felony' },
  F1: { level: 'F1', meaning: 'felony, first degree' },
  F2: { level: 'F2', meaning: 'felony, second degree' },
  F3: { level: 'F3', meaning: 'felony, third degree' },
  FS: { level: 'FS', meaning: 'state jail felony' },
  F: { level: 'unknown', meaning: 'felony, degree not given' },
  MA: { level: 'MA', meaning: 'misdemeanor, Class A' },
  MB: { level: 'MB', meaning: 'misdemeanor, Class B' },
  MC: { level: 'MC', meaning: 'misdemeanor, Class C' },
  M: { level: 'unknown', meaning: 'misdemeanor, class not given' },
};

/** `F 3` → `F3`, `m a` → `MA`; anything else upper-cased as written (blank → ''). */
export function normalizeLevel(v: string | null | undefined): string {
  if (v == null) return '';
  // Fast paths for the usual `F3` and the weekly file's `F 3` (every row and case goes through here).
  const n = v.length;
  if (n === 2 && isUpperOrDigit(v.charCodeAt(0)) && isUpperOrDigit(v.charCodeAt(1))) return v;
  if (n === 1 && isUpperOrDigit(v.charCodeAt(0))) return v;
  if (n === 3 && v.charCodeAt(1) === 32 && isUpperOrDigit(v.charCodeAt(0)) && isUpperOrDigit(v.charCodeAt(2)))
    return v[0] === 'F' ? (FELONY_SPACED[v] ?? v.replace(' ', '')) : v.replace(' ', '');
  return v.toUpperCase().replace(/\s+/g, '');
}
const isUpperOrDigit = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
/** The spaced forms of the weekly file, mapped to one shared string each. */
const FELONY_SPACED: Readonly<Record<string, string>> = {
  'F 1': 'F1',
  'F 2': 'F2',
  'F 3': 'F3',
  'F S': 'FS',
  'F C': 'FC',
};

/**
 * What an instrument (`ins`) means for the outcome (ADR 0060 item 60, from the clerk's code workbook, format
 * notes §0c.2):
 * - `charge`: presents a charge (indictment, information, reindictment, change-of-venue indictment);
 * - `no_charge`: opens a case without presenting one (complaint, cite and release, no-bill);
 * - `motion`: a motion to adjudicate or revoke (pending while the case is open);
 * - `attack`: an appeal, a post-conviction writ or a new-trial motion filed: the conviction stands, noted;
 * - `review`: reversed, new trial granted, another court, transferred to juvenile court, SVP: a person must look;
 * - `expunged`: an expunction granted or recorded: the case is not offered;
 * - `neutral`: says nothing about the outcome (denied new trial, dismissed or reinstated with costs, bonds,
 *   warrants, citations, collections, pretrial services, writs before conviction, bills of review…).
 */
export type InstrumentEffect = 'charge' | 'no_charge' | 'motion' | 'attack' | 'review' | 'expunged' | 'neutral';

const neutral = (codes: string[]): [string, InstrumentEffect][] => codes.map((c) => [c, 'neutral']);

/** Every instrument code of the clerk's workbook (75), and the literal the 2024 weekly file printed for `OCF`. */
export const INSTRUMENTS: ReadonlyMap<string, InstrumentEffect> = new Map<string, InstrumentEffect>([
  ['COM', 'no_charge'],
  ['CAR', 'no_charge'],
  ['NOB', 'no_charge'],
  ['FID', 'charge'],
  ['FIN', 'charge'],
  ['MID', 'charge'],
  ['MIN', 'charge'],
  ['RID', 'charge'],
  ['CVI', 'charge'],
  ['MAJ', 'motion'],
  ['MRP', 'motion'],
  ['MRC', 'motion'],
  ['MNF', 'attack'],
  ['APP', 'attack'],
  ['MAP', 'attack'],
  ['EXA', 'attack'],
  ['PCW', 'attack'],
  ['PWA', 'attack'],
  ['PCC', 'attack'],
  ['PCA', 'attack'],
  ['RD', 'review'],
  ['RR', 'review'],
  ['MNT', 'review'],
  ['OCF', 'review'],
  ['OCM', 'review'],
  ['TJC', 'review'],
  ['SVP', 'review'],
  ['OUT OF COUNTY FELONY', 'review'],
  ['EAG', 'expunged'],
  ['EAR', 'expunged'],
  ['EPG', 'expunged'],
  ...neutral(['MND', 'MDN', 'WRT', 'WRA', 'EXP', 'BOR', 'BRD', 'BRF', 'PIN', 'PTI', 'DET', 'FUG', 'CTP', 'DWC']),
  ...neutral(['RWC', 'RDL', 'ACP', 'ACW', 'AJW', 'BAP', 'BF7', 'BFA', 'BFC', 'BFD', 'BFE', 'BFG', 'BFP', 'BFS']),
  ...neutral(['BFT', 'BFU', 'BFW', 'BWT', 'CAP', 'CIT', 'CMI', 'CPF', 'CTR', 'EXE', 'EXR', 'JCW', 'SF', 'TRF']),
  ...neutral(['WAR', 'WCW', 'WOG']),
]);

/** `ins` values the lists know (the import report counts the others). */
export const INSTRUMENT_CODES: ReadonlySet<string> = new Set(INSTRUMENTS.keys());

/**
 * Instruments and grand-jury actions (`ins`, `gj_cdp`) that present a charge to the court: an indictment, a
 * reindictment, an information, an indictment received on a change of venue (item 60). CCP 55A.053 needs one that
 * was dismissed; without one a dismissal waits under 55A.052 (docs/law D39, D60; ADR 0060).
 */
export const PRESENTING_INSTRUMENTS: ReadonlySet<string> = new Set(
  [...INSTRUMENTS].filter(([, e]) => e === 'charge').map(([c]) => c),
);

/**
 * Instruments that open a case without presenting a charge: a complaint, a cite-and-release, and a no-bill. A
 * case whose rows carry only these (and no grand-jury action but `NOB`) has no presented charge on record; any
 * other instrument leaves the question open.
 */
export const NON_PRESENTING_INSTRUMENTS: ReadonlySet<string> = new Set(['COM', 'CAR', 'NOB']);

/** Felony district courts (format notes §3.6 and §0b) and the County Criminal Courts at Law 1–16. */
export const FELONY_COURTS: ReadonlySet<string> = new Set([
  '174',
  '176',
  '177',
  '178',
  '179',
  '180',
  '182',
  '183',
  '184',
  '185',
  '208',
  '209',
  '228',
  '230',
  '232',
  '248',
  '262',
  '263',
  '337',
  '338',
  '339',
  '351',
  '482',
  '486',
  '487',
  '488',
  '495',
  '496',
  '497',
]);
export const MISDEMEANOR_COURTS: ReadonlySet<string> = new Set(Array.from({ length: 16 }, (_, i) => String(i + 1)));

/**
 * `bam`, the bond amount: six digits zero-padded, or blank. `00000*` is a sentinel seen on murder rows; a
 * blank `bam` with a `bamexp` literal (`BOND DENIED`, `REFER TO MAGISTRATE`, `SUMMONS ISSUED`) says why there
 * is no amount. Not used for eligibility; read for the import report.
 */
export function readBond(bam: string | null, bamexp: string | null): { dollars: number | null; note: string | null } {
  if (bam === null) return { dollars: null, note: bamexp };
  if (bam === '00000*') return { dollars: null, note: 'sentinel 00000*' };
  if (/^\d{1,6}$/.test(bam)) return { dollars: Number(bam), note: bamexp };
  return { dollars: null, note: 'unreadable' };
}
