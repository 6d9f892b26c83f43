/**
 * Tolerant parser for the free-text `sentence` column, e.g. `3 YEARS PROBATION, $600 FINE`,
 * `180 DAYS HCJ`, `2 YEARS TDC`, `1 YEARS STATE JAIL`, `LIFE`, `CREDIT FOR TIME SERVED`.
 * The raw string is always kept for display; unknown parts are ignored, never guessed.
 */
import type { Term } from './dates';

export type ConfinementPlace = 'county_jail' | 'state_jail' | 'prison' | 'unspecified';

export interface ParsedSentence {
  raw: string | null;
  confinement: Term | null;
  confinementPlace: ConfinementPlace | null;
  /** Days of confinement (approximate for months/years: 30/365 days), 0 for time served. */
  confinementDays: number | null;
  life: boolean;
  timeServed: boolean;
  supervision: Term | null;
  /** Supervision in whole months (days are rounded up to months). */
  supervisionMonths: number | null;
  fineDollars: number | null;
  /** The confinement was suspended in favour of community supervision (`… PROBATED 5 YEARS`). */
  suspended: boolean;
  /** Any part of the text that was not understood. */
  unparsed: string[];
}

const UNIT: Record<string, Term['unit']> = {
  D: 'day', DA: 'day', DAY: 'day', DAYS: 'day', DYS: 'day', DY: 'day',
  M: 'month', MO: 'month', MOS: 'month', MON: 'month', MONS: 'month', MONTH: 'month', MONTHS: 'month', MNTHS: 'month', MTHS: 'month',
  Y: 'year', YR: 'year', YRS: 'year', YEAR: 'year', YEARS: 'year',
};

const SUPERVISION_RE = /\b(PROB|PROBATION|PROBATED|COMMUNITY SUPERVISION|COMM SUPV|CS|DEFERRED|DADJ|DEF ADJ|SUPERVISION|SUPV)\b/;
const STATE_JAIL_RE = /\b(STATE JAIL|SJ|SJF|STATE JAIL FACILITY)\b/;
const PRISON_RE = /\b(TDC|TDCJ|TDCJ-ID|TDCJ ID|PRISON|PENITENTIARY|INSTITUTIONAL DIVISION|ID)\b/;
const JAIL_RE = /\b(HCJ|JAIL|COUNTY JAIL|CJ|HCSO)\b/;
const CONFINEMENT_RE = /\b(CONFINEMENT|CONF|INCARCERATION|IMPRISONMENT)\b/;

function termDays(t: Term): number {
  return t.unit === 'day' ? t.amount : t.unit === 'month' ? t.amount * 30 : t.amount * 365;
}

function termMonths(t: Term): number {
  return t.unit === 'day' ? Math.ceil(t.amount / 30) : t.unit === 'month' ? t.amount : t.amount * 12;
}

/**
 * Sentences already parsed (an extract repeats the same few thousand sentence strings). The results are
 * frozen and shared; bounded: cleared when full, so memory stays flat.
 */
const SEEN = new Map<string, ParsedSentence>();
const SEEN_MAX = 20_000;

function deepFreeze(s: ParsedSentence): ParsedSentence {
  if (s.confinement) Object.freeze(s.confinement);
  if (s.supervision) Object.freeze(s.supervision);
  Object.freeze(s.unparsed);
  return Object.freeze(s);
}

/** `parseSentenceText`, remembered per string. The result is frozen: copy it before changing anything. */
export function parseSentence(raw: string | null | undefined): ParsedSentence {
  if (raw == null) return parseSentenceText(raw);
  const hit = SEEN.get(raw);
  if (hit !== undefined) return hit;
  const parsed = deepFreeze(parseSentenceText(raw));
  if (SEEN.size >= SEEN_MAX) SEEN.clear();
  SEEN.set(raw, parsed);
  return parsed;
}

function parseSentenceText(raw: string | null | undefined): ParsedSentence {
  const out: ParsedSentence = {
    raw: raw ?? null,
    confinement: null,
    confinementPlace: null,
    confinementDays: null,
    life: false,
    timeServed: false,
    supervision: null,
    supervisionMonths: null,
    fineDollars: null,
    suspended: false,
    unparsed: [],
  };
  if (!raw || raw.trim() === '') return out;
  const text = raw
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .trim();
  const parts = text.split(/\s*[,;/]\s*|\s+AND\s+|\s+\+\s+/).filter((p) => p !== '');
  for (const part of parts) {
    // Fine: `$600 FINE`, `FINE $600`, `$1,000.00 FINE` (thousands commas removed first), `600 FINE`.
    const fine = /^(?:FINE\s*(?:OF\s*)?)?\$\s*([\d.]+)(?:\s*FINE)?$/.exec(part) ?? /^([\d.]+)\s*(?:DOLLARS?\s*)?FINE$/.exec(part) ?? /^FINE\s*\$?\s*([\d.]+)$/.exec(part);
    if (fine) {
      const amount = Math.round(Number(fine[1]));
      if (Number.isFinite(amount)) out.fineDollars = (out.fineDollars ?? 0) + amount;
      continue;
    }
    if (/\bLIFE\b/.test(part)) {
      out.life = true;
      out.confinementPlace = PRISON_RE.test(part) || !JAIL_RE.test(part) ? 'prison' : 'unspecified';
      continue;
    }
    if (/\bTIME SERVED\b|\bCREDIT FOR TIME\b|\bTIME SERV\b/.test(part)) {
      out.timeServed = true;
      if (out.confinementDays === null) out.confinementDays = 0;
      continue;
    }
    // `2 YEARS TDC PROBATED 5 YEARS`, `180 DAYS HCJ SUSPENDED FOR 12 MONTHS`: confinement suspended, supervision term
    const probated = /^(\d+)\s*([A-Z]+)\s+(.*?)\s*\b(?:PROBATED|SUSPENDED|PROB)\b\s*(?:FOR\s*)?(\d+)\s*([A-Z]+)/.exec(part);
    const pUnit = probated ? UNIT[probated[2] ?? ''] : undefined;
    const sUnit = probated ? UNIT[probated[5] ?? ''] : undefined;
    if (probated && pUnit && sUnit) {
      const conf: Term = { amount: Number(probated[1]), unit: pUnit };
      const kind = probated[3] ?? '';
      out.confinement = conf;
      out.confinementPlace = STATE_JAIL_RE.test(kind) ? 'state_jail' : PRISON_RE.test(kind) ? 'prison' : JAIL_RE.test(kind) ? 'county_jail' : 'unspecified';
      out.confinementDays = termDays(conf);
      out.supervision = { amount: Number(probated[4]), unit: sUnit };
      out.supervisionMonths = termMonths(out.supervision);
      out.suspended = true;
      continue;
    }
    const m = /^(\d+(?:\.\d+)?)\s*-?\s*([A-Z]+)\b\s*(.*)$/.exec(part);
    const unit = m ? UNIT[m[2] ?? ''] : undefined;
    if (!m || !unit) {
      if (!/\bFINE\b|\bCOSTS?\b|\bRESTITUTION\b|\bCOMMUNITY SERVICE\b|\bHOURS\b|\bHRS\b/.test(part)) out.unparsed.push(part);
      continue;
    }
    const amount = Number(m[1]);
    const kind = m[3] ?? '';
    const term: Term = { amount: Math.round(amount), unit };
    if (SUPERVISION_RE.test(kind)) {
      out.supervision = term;
      out.supervisionMonths = termMonths(term);
    } else if (STATE_JAIL_RE.test(kind)) {
      out.confinement = term;
      out.confinementPlace = 'state_jail';
    } else if (PRISON_RE.test(kind)) {
      out.confinement = term;
      out.confinementPlace = 'prison';
    } else if (JAIL_RE.test(kind)) {
      out.confinement = term;
      out.confinementPlace = 'county_jail';
    } else if (CONFINEMENT_RE.test(kind)) {
      out.confinement = term;
      out.confinementPlace = 'unspecified';
    } else if (/\bCOMMUNITY SERVICE\b|\bHOURS\b/.test(kind)) {
      continue;
    } else {
      out.unparsed.push(part);
      continue;
    }
    if (out.confinement === term) out.confinementDays = termDays(term);
  }
  return out;
}
