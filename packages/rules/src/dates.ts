/**
 * The project's one calendar module (`@cyr/rules/dates`): the engine, the court-data adapter, the API and the
 * web pages all count days and months with these. Dates travel as ISO `YYYY-MM-DD` strings; inside the engine
 * they are day numbers (days since 1970-01-01, UTC, no time of day), so comparisons are integer comparisons.
 * Nothing here reads a clock: `todayIn` is given the instant (and the county's time zone). A malformed date becomes NaN, which
 * every caller treats as "unknown". Imports nothing at run time, so every package may use it.
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

/** Civil year, month (1-12) and day of a day number (the inverse of daysFromCivil; H. Hinnant's algorithm). */
export function civilFromDays(z: number): { y: number; m: number; d: number } {
  const zz = z + 719468;
  const era = Math.floor(zz / 146097);
  const doe = zz - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return { y: yoe + era * 400 + (m <= 2 ? 1 : 0), m, d };
}

export function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

/** Days in month `m` (1-12) of year `y`. */
export function daysInMonth(y: number, m: number): number {
  if (m === 2) return isLeapYear(y) ? 29 : 28;
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Day number of an ISO date; NaN when the string is not a valid `YYYY-MM-DD` date. */
export function toDay(iso: IsoDate | null | undefined): number {
  if (iso == null || !ISO_DATE.test(iso)) return NaN;
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7));
  const d = Number(iso.slice(8, 10));
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return NaN;
  return daysFromCivil(y, m, d);
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** `YYYY-MM-DD` of a year, month (1-12) and day, as written; it does not check that the day exists. */
export function isoDate(y: number, m: number, d: number): IsoDate {
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
}

/** ISO string of a day number. */
export function fromDay(day: number): IsoDate {
  const { y, m, d } = civilFromDays(day);
  return isoDate(y, m, d);
}

/**
 * Same day-of-month `n` years later. 29 February maps to 28 February in a common year (docs/law D3, D69:
 * month counting as in Gov't Code 311.014(c)).
 */
export function addYearsDay(day: number, n: number): number {
  if (Number.isNaN(day)) return NaN;
  const { y, m, d } = civilFromDays(day);
  const year = y + n;
  return daysFromCivil(year, m, m === 2 && d === 29 && !isLeapYear(year) ? 28 : d);
}

/** Same day-of-month `n` months later, clamped to the month's last day (Gov't Code 311.014(c)). */
export function addMonthsDay(day: number, n: number): number {
  if (Number.isNaN(day)) return NaN;
  const { y, m, d } = civilFromDays(day);
  const total = y * 12 + (m - 1) + n;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  return daysFromCivil(year, month, Math.min(d, daysInMonth(year, month)));
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

/**
 * US Central Time: the time zone of every Texas county but El Paso and Hudspeth (Mountain Time). A county's
 * profile names its own zone; this is the one Harris County's names.
 */
export const CENTRAL_TIME = 'America/Chicago';

// en-CA formats as YYYY-MM-DD. Built once per time zone: constructing a DateTimeFormat costs about 0.1 ms, which
// every lookup would otherwise pay.
const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();
const HOUR_FORMATS = new Map<string, Intl.DateTimeFormat>();

function formatIn(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat) {
  let format = cache.get(timeZone);
  if (format === undefined) {
    format = make();
    cache.set(timeZone, format);
  }
  return format;
}

/**
 * Today's date in a time zone (IANA, e.g. `America/Chicago`) at the instant `now`, as `YYYY-MM-DD`: given the
 * county's zone, the "today" every waiting period, reminder date and daily count is measured from. The one place a
 * clock's reading meets a time zone; the engine itself only takes the resulting date (`asOf`), never reads a clock
 * and knows no county.
 */
export function todayIn(timeZone: string, now: Date): IsoDate {
  const format = formatIn(
    DATE_FORMATS,
    timeZone,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  );
  return format.format(now);
}

/** The hour (0–23) in a time zone at the instant `now`: messages to people wait out the night (quiet hours). */
export function hourIn(timeZone: string, now: Date): number {
  const format = formatIn(
    HOUR_FORMATS,
    timeZone,
    () => new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }),
  );
  return Number(format.format(now));
}
