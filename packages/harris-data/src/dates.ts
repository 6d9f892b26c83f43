/**
 * Reading the dates the court extracts write. Every date is an ISO `YYYY-MM-DD` string; the calendar itself
 * (days in a month, adding days and months) is the shared one in `@cyr/rules/dates`.
 */
import { addDays, addMonths, daysInMonth, isoDate } from '@cyr/rules/dates';

const num = (s: string | undefined): number => (s === undefined ? NaN : Number(s));
const DIGITS8 = /^\d{8}$/;

function iso(y: number, m: number, d: number): string | null {
  if (!Number.isInteger(y) || !Number.isInteger(m) || !Number.isInteger(d)) return null;
  if (y < 1800 || y > 2200 || m < 1 || m > 12 || d < 1) return null;
  if (d > daysInMonth(y, m)) return null;
  return isoDate(y, m, d);
}

/**
 * Parse a date as the extracts write it: `YYYYMMDD` (historical/weekly files; `MMDDYYYY` when only that reading is valid), `MMDDYY` (daily/monthly
 * filings `fda`; years 00–69 → 20xx, 70–99 → 19xx), `YYYY-MM-DD`, an ISO datetime, or `M/D/YYYY`.
 * Returns null for blanks, `0`/`00000000` placeholders and impossible dates.
 */
function parseDigits8(v: string): string | null {
  if (v === '00000000') return null;
  // YYYYMMDD; an 8-digit MMDDYYYY (seen in hand-made extracts) when that reading is the only valid one
  return (
    iso(Number(v.slice(0, 4)), Number(v.slice(4, 6)), Number(v.slice(6, 8))) ??
    iso(Number(v.slice(4, 8)), Number(v.slice(0, 2)), Number(v.slice(2, 4)))
  );
}

/**
 * The common case, a valid `YYYYMMDD` read from its character codes with no allocation but the result;
 * undefined when `v` is anything else (then the general rules below decide).
 */
function fastYmd(v: string): string | undefined {
  let y = 0;
  let m = 0;
  let d = 0;
  for (let i = 0; i < 8; i++) {
    const c = v.charCodeAt(i) - 48;
    if (c >>> 0 > 9) return undefined;
    if (i < 4) y = y * 10 + c;
    else if (i < 6) m = m * 10 + c;
    else d = d * 10 + c;
  }
  if (y < 1800 || y > 2200 || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return undefined;
  return `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}`;
}

export function parseExtractDate(value: string | null | undefined): string | null {
  if (value == null) return null;
  const v = value.length === 8 ? value : value.trim();
  if (v.length === 8) {
    const fast = fastYmd(v);
    if (fast !== undefined) return fast;
    if (DIGITS8.test(v)) return parseDigits8(v);
  }
  if (v === '' || /^0+$/.test(v)) return null;
  let m: RegExpExecArray | null;
  if ((m = /^(\d{4})(\d{2})(\d{2})$/.exec(v))) return iso(num(m[1]), num(m[2]), num(m[3]));
  if ((m = /^(\d{2})(\d{2})(\d{2})$/.exec(v))) {
    const yy = num(m[3]);
    return iso(yy < 70 ? 2000 + yy : 1900 + yy, num(m[1]), num(m[2]));
  }
  if ((m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(v)))
    return iso(num(m[1]), num(m[2]), num(m[3]));
  if ((m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: [\d:]+(?: ?[AP]M)?)?$/i.exec(v)))
    return iso(num(m[3]), num(m[1]), num(m[2]));
  return null;
}

/** A term in days/months/years. */
export interface Term {
  amount: number;
  unit: 'day' | 'month' | 'year';
}

/** Add a term to a date. */
export function addTerm(date: string, term: Term): string {
  if (term.unit === 'day') return addDays(date, term.amount);
  return addMonths(date, term.unit === 'year' ? term.amount * 12 : term.amount);
}

/** End of a supervision term as the OCA instructions count it: start + term − 1 day. */
export function termEnd(start: string, term: Term): string {
  return addDays(addTerm(start, term), -1);
}

/** Date written in a District Clerk file name: `2026-07-30 CrimDisposDaily…` or `…_Criminal_20241102.zip`. */
export function dateFromFileName(name: string): string | null {
  const base = name.split(/[\\/]/).pop() ?? name;
  const m = /(\d{4})-(\d{2})-(\d{2})/.exec(base) ?? /(?:^|[^\d])(\d{4})(\d{2})(\d{2})(?:[^\d]|$)/.exec(base);
  return m ? iso(num(m[1]), num(m[2]), num(m[3])) : null;
}
