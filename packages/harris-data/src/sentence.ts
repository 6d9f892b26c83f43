/**
 * Parser for the free-text `sentence` column as the clerk writes it (format notes §0b, §4.3): comma-separated
 * parts, each a term and a place from explicit lists (`3 YEARS PROBATION`, `1 YEARS HCJ` with the plural unit
 * for one, `22 YEARS 6 MONTHS TDC`, `5 YEARS CONFINEMENT`, `7 MONTHS STATE JAIL`), a fine (`$10000 FINE`,
 * alone or with a term), `LIFE`, `CREDIT FOR TIME SERVED`. A confinement followed by probation
 * (`10 YEARS TDC, 4 YEARS PROBATION`) is a probated sentence: `suspended`, with the supervision term.
 * The raw string is always kept for display; a part not in the lists is listed in `unparsed`, never guessed
 * (the case is then `unknown`, see build.ts).
 */
import { ownString } from './own-string';
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
  D: 'day',
  DA: 'day',
  DAY: 'day',
  DAYS: 'day',
  DYS: 'day',
  DY: 'day',
  M: 'month',
  MO: 'month',
  MOS: 'month',
  MON: 'month',
  MONS: 'month',
  MONTH: 'month',
  MONTHS: 'month',
  MNTHS: 'month',
  MTHS: 'month',
  Y: 'year',
  YR: 'year',
  YRS: 'year',
  YEAR: 'year',
  YEARS: 'year',
};

/**
 * What follows the term: an explicit list (format notes §0b, §4.3). `supervision` is community supervision
 * (probation, deferred adjudication); the others are places of confinement.
 */
const PLACES: Readonly<Record<string, ConfinementPlace | 'supervision'>> = {
  HCJ: 'county_jail',
  'COUNTY JAIL': 'county_jail',
  JAIL: 'county_jail',
  CJ: 'county_jail',
  'STATE JAIL': 'state_jail',
  SJ: 'state_jail',
  'STATE JAIL FACILITY': 'state_jail',
  TDC: 'prison',
  TDCJ: 'prison',
  'TDCJ-ID': 'prison',
  'TDCJ ID': 'prison',
  PRISON: 'prison',
  CONFINEMENT: 'unspecified',
  PROBATION: 'supervision',
  PROB: 'supervision',
  'COMMUNITY SUPERVISION': 'supervision',
  'COMM SUPV': 'supervision',
  DEFERRED: 'supervision',
  'DEFERRED ADJUDICATION': 'supervision',
};

/** Whole parts that carry no term (format notes §4.3). */
const LIFE_PARTS: ReadonlySet<string> = new Set(['LIFE', 'LIFE TDC', 'LIFE TDCJ', 'LIFE WITHOUT PAROLE']);
const TIME_SERVED_PARTS: ReadonlySet<string> = new Set(['CREDIT FOR TIME SERVED', 'TIME SERVED', 'CREDIT TIME SERVED']);

/** `22 YEARS 6 MONTHS` → one term: months when no days are given, else days (30-day months, 365-day years). */
function combineTerms(pairs: [number, Term['unit']][]): Term | null {
  if (pairs.length === 1) {
    const [amount, unit] = pairs[0] as [number, Term['unit']];
    return { amount, unit };
  }
  const units = new Set(pairs.map(([, u]) => u));
  if (units.size !== pairs.length) return null; // `2 YEARS 3 YEARS`: not a term
  if (!units.has('day'))
    return { amount: pairs.reduce((n, [a, u]) => n + (u === 'year' ? a * 12 : a), 0), unit: 'month' };
  return {
    amount: pairs.reduce((n, [a, u]) => n + (u === 'year' ? a * 365 : u === 'month' ? a * 30 : a), 0),
    unit: 'day',
  };
}

/** `<n> <UNIT> [<n> <UNIT>…] <rest>` with every unit in the list; null when it is not that shape. */
function readTerm(part: string): { term: Term; rest: string } | null {
  const pairs: [number, Term['unit']][] = [];
  let rest = part;
  for (;;) {
    const m = /^(\d+)\s*([A-Z]+)\b\s*/.exec(rest);
    const unit = m ? UNIT[m[2] ?? ''] : undefined;
    if (!m || !unit) break;
    pairs.push([Number(m[1]), unit]);
    rest = rest.slice(m[0].length);
  }
  if (pairs.length === 0) return null;
  const term = combineTerms(pairs);
  return term ? { term, rest: rest.trim() } : null;
}

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
  const own = ownString(raw);
  const parsed = deepFreeze(parseSentenceText(own));
  if (SEEN.size >= SEEN_MAX) SEEN.clear();
  SEEN.set(own, parsed);
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
  const parts = text.split(/\s*[,;]\s*/).filter((p) => p !== '');
  let sawConfinement = false;
  for (const part of parts) {
    // Fine: `$600 FINE`, `FINE $600`, `$1,000.00 FINE` (thousands commas removed first), `600 FINE`; alone or with a term.
    const fine =
      /^(?:FINE\s*(?:OF\s*)?)?\$\s*([\d.]+)(?:\s*FINE)?$/.exec(part) ??
      /^([\d.]+)\s*(?:DOLLARS?\s*)?FINE$/.exec(part) ??
      /^FINE\s*\$?\s*([\d.]+)$/.exec(part);
    if (fine) {
      const amount = Math.round(Number(fine[1]));
      if (Number.isFinite(amount)) out.fineDollars = (out.fineDollars ?? 0) + amount;
      else out.unparsed.push(part);
      continue;
    }
    if (LIFE_PARTS.has(part)) {
      out.life = true;
      out.confinementPlace = 'prison';
      sawConfinement = true;
      continue;
    }
    if (TIME_SERVED_PARTS.has(part)) {
      out.timeServed = true;
      if (out.confinementDays === null) out.confinementDays = 0;
      continue;
    }
    // Community service hours are a condition of supervision, not a term.
    if (/^\d+ (?:HOURS|HRS) COMMUNITY SERVICE$/.test(part)) continue;
    const read = readTerm(part);
    if (read === null) {
      out.unparsed.push(part);
      continue;
    }
    const { term, rest } = read;
    // `2 YEARS TDC PROBATED 5 YEARS`, `180 DAYS HCJ SUSPENDED FOR 12 MONTHS`: a suspended confinement with its supervision term.
    const suspended = /^(.*?)\s+(?:PROBATED|SUSPENDED)\s+(?:FOR\s+)?(.+)$/.exec(rest);
    if (suspended) {
      const place = PLACES[suspended[1] ?? ''];
      const sup = readTerm(suspended[2] ?? '');
      if (place === undefined || place === 'supervision' || sup === null || sup.rest !== '') {
        out.unparsed.push(part);
        continue;
      }
      setConfinement(out, term, place);
      setSupervision(out, sup.term);
      out.suspended = true;
      continue;
    }
    const place = PLACES[rest];
    if (place === undefined) {
      out.unparsed.push(part);
      continue;
    }
    if (place === 'supervision') {
      setSupervision(out, term);
      // A confinement term followed by probation is a probated (suspended) sentence: `10 YEARS TDC, 4 YEARS
      // PROBATION` is four years of community supervision, not ten years in prison (format notes §0b).
      if (sawConfinement) out.suspended = true;
    } else {
      setConfinement(out, term, place);
      sawConfinement = true;
    }
  }
  return out;
}

function setConfinement(out: ParsedSentence, term: Term, place: ConfinementPlace): void {
  out.confinement = term;
  out.confinementPlace = place;
  out.confinementDays = termDays(term);
}

function setSupervision(out: ParsedSentence, term: Term): void {
  out.supervision = term;
  out.supervisionMonths = termMonths(term);
}
