/**
 * Pure date helpers. Dates travel as ISO `YYYY-MM-DD` strings; inside the engine they are day numbers
 * (days since 1970-01-01, UTC, no time of day), so comparisons are integer comparisons and nothing reads a
 * clock or a time zone. A malformed date becomes NaN, which every caller treats as "unknown".
 */
import type { IsoDate } from './model';

/** Days since 1970-01-01 of a civil date (proleptic Gregorian; H. Hinnant's algorithm). */
export function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Civil year, month (1-12), day of a day number, packed as y*10000 + m*100 + d to avoid an allocation. */
function civilPacked(z: number): number {
  const i = z - PACKED_FROM;
  if (i >= 0 && i < PACKED_SIZE) return PACKED[i] ?? computePacked(z);
  return computePacked(z);
}

function computePacked(z: number): number {
  const zz = z + 719468;
  const era = Math.floor(zz / 146097);
  const doe = zz - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return y * 10000 + m * 100 + d;
}

/** civilPacked() of every day 1900–2149, computed once (a table look-up instead of eight divisions). */
const PACKED_FROM = daysFromCivil(1900, 1, 1);
const PACKED_SIZE = daysFromCivil(2150, 1, 1) - PACKED_FROM;
const PACKED = new Int32Array(PACKED_SIZE);
for (let i = 0; i < PACKED_SIZE; i++) PACKED[i] = computePacked(PACKED_FROM + i);

export function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

function daysInMonth(y: number, m: number): number {
  if (m === 2) return isLeapYear(y) ? 29 : 28;
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

/** Month starts and lengths for 1900–2149, so toDay() on the dates the engine sees is a table look-up. */
const TABLE_FROM_YEAR = 1900;
const MONTH_TABLE_SIZE = (2150 - TABLE_FROM_YEAR) * 12;
const MONTH_START = new Int32Array(MONTH_TABLE_SIZE);
const MONTH_LENGTH = new Uint8Array(MONTH_TABLE_SIZE);
for (let i = 0; i < MONTH_TABLE_SIZE; i++) {
  const y = TABLE_FROM_YEAR + Math.floor(i / 12);
  const m = (i % 12) + 1;
  MONTH_START[i] = daysFromCivil(y, m, 1);
  MONTH_LENGTH[i] = daysInMonth(y, m);
}

/** Day number of an ISO date; NaN when the string is not a valid `YYYY-MM-DD` date. */
export function toDay(iso: IsoDate | null | undefined): number {
  if (iso == null || iso.length !== 10 || iso.charCodeAt(4) !== 45 || iso.charCodeAt(7) !== 45) return NaN;
  const y0 = iso.charCodeAt(0) - 48;
  const y1 = iso.charCodeAt(1) - 48;
  const y2 = iso.charCodeAt(2) - 48;
  const y3 = iso.charCodeAt(3) - 48;
  const m0 = iso.charCodeAt(5) - 48;
  const m1 = iso.charCodeAt(6) - 48;
  const d0 = iso.charCodeAt(8) - 48;
  const d1 = iso.charCodeAt(9) - 48;
  // Every character a digit: (x >>> 0) > 9 is true for negatives too.
  if (y0 >>> 0 > 9 || y1 >>> 0 > 9 || y2 >>> 0 > 9 || y3 >>> 0 > 9) return NaN;
  if (m0 >>> 0 > 9 || m1 >>> 0 > 9 || d0 >>> 0 > 9 || d1 >>> 0 > 9) return NaN;
  const y = y0 * 1000 + y1 * 100 + y2 * 10 + y3;
  const m = m0 * 10 + m1;
  const d = d0 * 10 + d1;
  if (m < 1 || m > 12 || d < 1) return NaN;
  const i = (y - TABLE_FROM_YEAR) * 12 + m - 1;
  if (i >= 0 && i < MONTH_TABLE_SIZE) {
    // Fast path: the month's first day and length come from a table (same values as below, no divisions).
    if (d > (MONTH_LENGTH[i] ?? 0)) return NaN;
    return (MONTH_START[i] ?? NaN) + d - 1;
  }
  if (d > daysInMonth(y, m)) return NaN;
  return daysFromCivil(y, m, d);
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : `${n}`;
}

/** Formatted dates are memoised for 1900–2149 (the strings are immutable, so this stays pure). */
const CACHE_FROM = daysFromCivil(1900, 1, 1);
const CACHE_SIZE = daysFromCivil(2150, 1, 1) - CACHE_FROM;
const ISO_CACHE: (string | undefined)[] = new Array<string | undefined>(CACHE_SIZE);

/** ISO string of a day number. */
export function fromDay(day: number): IsoDate {
  const i = day - CACHE_FROM;
  if (i >= 0 && i < CACHE_SIZE) {
    const hit = ISO_CACHE[i];
    if (hit !== undefined) return hit;
    return (ISO_CACHE[i] = formatDay(day));
  }
  return formatDay(day);
}

function formatDay(day: number): IsoDate {
  const p = civilPacked(day);
  const y = Math.floor(p / 10000);
  const ys = y < 1000 ? `${y}`.padStart(4, '0') : `${y}`;
  return `${ys}-${pad2(Math.floor(p / 100) % 100)}-${pad2(p % 100)}`;
}

/**
 * Same day-of-month `n` years later. 29 February maps to 28 February in a common year (law file §1.4, §10.3:
 * month counting as in Gov't Code 311.014(c)).
 */
export function addYearsDay(day: number, n: number): number {
  if (Number.isNaN(day)) return NaN;
  const p = civilPacked(day);
  const y = Math.floor(p / 10000) + n;
  const m = Math.floor(p / 100) % 100;
  let d = p % 100;
  if (m === 2 && d === 29 && !isLeapYear(y)) d = 28;
  return daysFromCivil(y, m, d);
}

/** Same day-of-month `n` months later, clamped to the month's last day (Gov't Code 311.014(c)). */
export function addMonthsDay(day: number, n: number): number {
  if (Number.isNaN(day)) return NaN;
  const p = civilPacked(day);
  const total = Math.floor(p / 10000) * 12 + (Math.floor(p / 100) % 100) - 1 + n;
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  const d = Math.min(p % 100, daysInMonth(y, m));
  return daysFromCivil(y, m, d);
}

export function addDays(iso: IsoDate, n: number): IsoDate {
  return fromDay(toDay(iso) + n);
}

export function addYears(iso: IsoDate, n: number): IsoDate {
  return fromDay(addYearsDay(toDay(iso), n));
}

export function addMonths(iso: IsoDate, n: number): IsoDate {
  return fromDay(addMonthsDay(toDay(iso), n));
}

/** -1, 0 or 1; ISO strings of equal length compare correctly as text. */
export function compareIso(a: IsoDate, b: IsoDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
