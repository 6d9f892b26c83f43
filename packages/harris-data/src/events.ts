/**
 * Rows → events. Every extract row is one event on a case (`cas`): the filing, a disposition, a
 * supervision event... The event keeps the case-level columns too (offense, person, court), because a
 * daily file may carry only the newest event of a case and the case must be rebuilt from merged events.
 */
import { normalizeLevel } from './codes';
import { parseExtractDate } from './dates';
import { CAS_PATTERN, type RawRow } from './parser';

export interface CaseEvent {
  cas: string;
  rundate: string | null;
  cdi: string | null;
  fda: string | null;
  ins: string | null;
  cad: string | null;
  crt: string | null;
  cst: string | null;
  dst: string | null;
  offCode: string | null;
  offLit: string | null;
  level: string | null;
  comOffLit: string | null;
  gjOffLit: string | null;
  gjCdp: string | null;
  rea: string | null;
  defNam: string | null;
  defSpn: string | null;
  defDob: string | null;
  dispdt: string | null;
  disposition: string | null;
  sentence: string | null;
  /** Arresting agency (`comp_agency`, e.g. `HOUSTON POLICE DEPARTMENT`); absent in events stored before it was read. */
  compAgency?: string | null;
  /** Level of the complaint and grand-jury literals (`com_l_d`, `gj_l_d`, without the space); absent in older events. */
  comLevel?: string | null;
  gjLevel?: string | null;
  /**
   * Offense report number (`off_rpt_num`): charges that share it (and the agency) come from one arrest (CCP 55A.051,
   * 55A.052; ADR 0074). Absent in events stored before it was read.
   */
  offRptNum?: string | null;
  /**
   * Bond exception (`bamexp`): the code `I` marks a duplicate indictment, which links the case to the person's other
   * case of the same offense (docs/law D38; codes.ts `readDuplicateIndictment`). Absent in events stored before it
   * was read.
   */
  bamexp?: string | null;
}

export type EventResult = { ok: true; event: CaseEvent } | { ok: false; reason: string };

/** Bad-date messages of the row being read (one list, reused: rows are read one at a time). */
const errors: string[] = [];

function date(row: RawRow, name: string): string | null {
  const v = row[name];
  if (v == null) return null;
  const d = parseExtractDate(v);
  if (d === null) errors.push(`bad date in ${name}`);
  return d;
}

const up = (v: string | null | undefined): string | null => (v == null ? null : v.toUpperCase());

/** Pad an SPN to 8 digits (some sources drop the leading zeros). */
export function padSpn(spn: string | null | undefined): string | null {
  if (spn == null) return null;
  const t = spn.trim();
  return /^\d{1,8}$/.test(t) ? t.padStart(8, '0') : t;
}

/** Strip leading zeros of a court number (`003` → `3`), keep anything else as written. */
export function normalizeCourt(crt: string | null | undefined): string | null {
  if (crt == null) return null;
  return /^\d+$/.test(crt) ? String(Number(crt)) : crt;
}

/**
 * Each `CaseEvent` field and the extract column `rowToEvent` reads it from, in the order `packEvents` writes
 * the fields (one list, so the two orders cannot drift apart).
 */
const EVENT_SOURCE = [
  ['cas', 'cas'],
  ['rundate', 'rundate'],
  ['cdi', 'cdi'],
  ['fda', 'fda'],
  ['ins', 'ins'],
  ['cad', 'cad'],
  ['crt', 'crt'],
  ['cst', 'cst'],
  ['dst', 'dst'],
  ['offCode', 'curr_off'],
  ['offLit', 'curr_off_lit'],
  ['level', 'curr_l_d'],
  ['comOffLit', 'com_off_lit'],
  ['gjOffLit', 'gj_off_lit'],
  ['gjCdp', 'gj_cdp'],
  ['rea', 'rea'],
  ['defNam', 'def_nam'],
  ['defSpn', 'def_spn'],
  ['defDob', 'def_dob'],
  ['dispdt', 'dispdt'],
  ['disposition', 'disposition'],
  ['sentence', 'sentence'],
  ['compAgency', 'comp_agency'],
  ['comLevel', 'com_l_d'],
  ['gjLevel', 'gj_l_d'],
  ['offRptNum', 'off_rpt_num'],
  ['bamexp', 'bamexp'],
] as const satisfies readonly (readonly [keyof CaseEvent, string])[];

/** The fields of a `CaseEvent` in the order `packEvents` writes them. */
const EVENT_FIELDS = EVENT_SOURCE.map(([field]) => field);

/**
 * A case's events as stored text: JSON, one array of values an event, in `EVENT_FIELDS` order (about 40%
 * shorter than objects with their keys, and quicker to write and read). `unpackEvents` reads it back.
 */
export function packEvents(events: readonly CaseEvent[]): string {
  // Written out rather than looped over EVENT_FIELDS (this runs for every imported case); the round-trip test in
  // importer.test.ts fails if the two orders ever differ.
  const rows = new Array<(string | null)[]>(events.length);
  for (let i = 0; i < events.length; i++) {
    const e = events[i] as CaseEvent;
    rows[i] = [
      e.cas,
      e.rundate,
      e.cdi,
      e.fda,
      e.ins,
      e.cad,
      e.crt,
      e.cst,
      e.dst,
      e.offCode,
      e.offLit,
      e.level,
      e.comOffLit,
      e.gjOffLit,
      e.gjCdp,
      e.rea,
      e.defNam,
      e.defSpn,
      e.defDob,
      e.dispdt,
      e.disposition,
      e.sentence,
      e.compAgency ?? null,
      e.comLevel ?? null,
      e.gjLevel ?? null,
      e.offRptNum ?? null,
      e.bamexp ?? null,
    ];
  }
  return JSON.stringify(rows);
}

/** The events of `packEvents` text; also reads the older form, a JSON array of event objects. */
export function unpackEvents(text: string): CaseEvent[] {
  const rows = JSON.parse(text) as unknown[];
  const out: CaseEvent[] = [];
  for (const row of rows) {
    if (!Array.isArray(row)) {
      out.push(row as CaseEvent);
      continue;
    }
    const e = {} as Record<(typeof EVENT_SOURCE)[number][0], string | null>;
    for (let i = 0; i < EVENT_FIELDS.length; i++)
      e[EVENT_FIELDS[i] as (typeof EVENT_SOURCE)[number][0]] = (row[i] as string | null | undefined) ?? null;
    out.push(e as CaseEvent);
  }
  return out;
}

/** The extract columns `rowToEvent` reads (the parser's `columns` option for importers). */
export const EVENT_COLUMNS: readonly string[] = EVENT_SOURCE.map(([, column]) => column);

/** Turn a parsed row into an event, validating what the case needs. */
export function rowToEvent(row: RawRow): EventResult {
  errors.length = 0;
  const cas = row['cas'];
  if (cas == null) return { ok: false, reason: 'missing cas' };
  if (!CAS_PATTERN.test(cas)) return { ok: false, reason: 'malformed cas' };
  const event: CaseEvent = {
    cas,
    rundate: date(row, 'rundate'),
    cdi: row['cdi'] ?? null,
    fda: date(row, 'fda'),
    ins: up(row['ins']),
    cad: up(row['cad']),
    crt: normalizeCourt(row['crt']),
    cst: up(row['cst']),
    dst: up(row['dst']),
    offCode: row['curr_off'] ?? null,
    offLit: row['curr_off_lit'] ?? null,
    // The weekly file writes levels with a space (`F 3`, `M A`); every other file and the API use `F3`, `MA`.
    level: row['curr_l_d'] == null ? null : normalizeLevel(row['curr_l_d']),
    comOffLit: row['com_off_lit'] ?? null,
    gjOffLit: row['gj_off_lit'] ?? null,
    gjCdp: up(row['gj_cdp']),
    rea: up(row['rea']),
    defNam: row['def_nam'] ?? null,
    defSpn: padSpn(row['def_spn']),
    defDob: date(row, 'def_dob'),
    dispdt: date(row, 'dispdt'),
    disposition: up(row['disposition']),
    sentence: row['sentence'] ?? null,
    compAgency: row['comp_agency'] ?? null,
    comLevel: row['com_l_d'] == null ? null : normalizeLevel(row['com_l_d']),
    gjLevel: row['gj_l_d'] == null ? null : normalizeLevel(row['gj_l_d']),
    offRptNum: row['off_rpt_num'] ?? null,
    bamexp: up(row['bamexp']),
  };
  if (errors.length > 0) return { ok: false, reason: errors.join('; ') };
  if (event.defSpn == null) return { ok: false, reason: 'missing def_spn' };
  return { ok: true, event };
}

/** Identity of an event for de-duplication when a file is imported twice or files overlap. */
export function eventKey(e: CaseEvent): string {
  return [e.dispdt ?? '', e.cad ?? '', e.ins ?? '', e.disposition ?? '', e.sentence ?? ''].join('\u0001');
}

/**
 * Merge event lists: identical events (same date, codes, literal and sentence) are kept once, the copy
 * from the newest `rundate` winning (its case-level columns are the most current).
 */
export function mergeEvents(...lists: CaseEvent[][]): CaseEvent[] {
  // One event has nothing to merge with (most cases of a daily file, many of a full one).
  if (lists.length === 1 && lists[0]?.length === 1) return [lists[0][0] as CaseEvent];
  const byKey = new Map<string, CaseEvent>();
  for (const list of lists) {
    for (const e of list) {
      const k = eventKey(e);
      const prev = byKey.get(k);
      if (!prev || (e.rundate ?? '') >= (prev.rundate ?? '')) byKey.set(k, e);
    }
  }
  return [...byKey.values()];
}
