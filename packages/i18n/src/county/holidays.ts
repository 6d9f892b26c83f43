import { daysFromCivil, daysInMonth, fromDay, toDay } from '@cyr/rules/dates';
import type { CountyHoliday } from './county';

/** A `YYYY-MM-DD` date. */
type IsoDate = string;

/**
 * The days Harris County offices are closed, for "we reply within 2 business days" (the staff console's help
 * inbox counts its due dates with them; apps/api/src/services/business-days.ts).
 *
 * Source: Harris County Commissioners Court adopts the county's official holiday schedule every year (Harris
 * County Universal Services / Human Resources publishes it). NOT CONFIRMED: the county profile does not list
 * the adopted schedule, so this is the schedule Texas counties usually adopt (the federal holidays, the day after
 * Thanksgiving and Christmas Eve), by rule for any year. It errs towards more closed days: a due date is then
 * later, never earlier, than the county's own count would make it. Check it against the adopted schedule each
 * January; a day the county adds (a proclamation, weather) is added to `COUNTY_EXTRA_CLOSURES` with its source.
 */
export const countyHolidaySource = {
  source: 'Harris County Commissioners Court, official holiday schedule (adopted yearly)',
  checked: '2026-11-26',
  confidence: 'not_confirmed' as const,
};

/** Closures the county announced outside its schedule, each with where it was announced. */
export const COUNTY_EXTRA_CLOSURES: readonly (CountyHoliday & { source: string })[] = [];

const pad = (n: number) => String(n).padStart(2, '0');
const weekday = (day: number) => (((day + 4) % 7) + 7) % 7; // 0 = Sunday (1970-01-01 was a Thursday)

/** The n-th `wd` weekday of a month (n = -1: the last). */
function nthWeekday(y: number, m: number, wd: number, n: number): number {
  if (n > 0) {
    const first = daysFromCivil(y, m, 1);
    return first + ((wd - weekday(first) + 7) % 7) + (n - 1) * 7;
  }
  const last = daysFromCivil(y, m, daysInMonth(y, m));
  return last - ((weekday(last) - wd + 7) % 7);
}

/** A fixed-date holiday on a weekend is observed on the Friday before (Saturday) or the Monday after (Sunday). */
function observed(day: number): number {
  const wd = weekday(day);
  return wd === 6 ? day - 1 : wd === 0 ? day + 1 : day;
}

/** The county holidays of a year, in date order. */
export function countyHolidays(year: number): CountyHoliday[] {
  const fixed = (m: number, d: number) => observed(toDay(`${year}-${pad(m)}-${pad(d)}`));
  const thanksgiving = nthWeekday(year, 11, 4, 4);
  const days: [number, string, string][] = [
    [fixed(1, 1), "New Year's Day", 'Año Nuevo'],
    [nthWeekday(year, 1, 1, 3), 'Martin Luther King Jr. Day', 'Día de Martin Luther King Jr.'],
    [nthWeekday(year, 2, 1, 3), "Presidents' Day", 'Día de los Presidentes'],
    [nthWeekday(year, 5, 1, -1), 'Memorial Day', 'Día de los Caídos'],
    [fixed(6, 19), 'Juneteenth (Emancipation Day)', 'Juneteenth (Día de la Emancipación)'],
    [fixed(7, 4), 'Independence Day', 'Día de la Independencia'],
    [nthWeekday(year, 9, 1, 1), 'Labor Day', 'Día del Trabajo'],
    [fixed(11, 11), 'Veterans Day', 'Día de los Veteranos'],
    [thanksgiving, 'Thanksgiving Day', 'Día de Acción de Gracias'],
    [thanksgiving + 1, 'Day after Thanksgiving', 'Día después de Acción de Gracias'],
    [
      observed(toDay(`${year}-12-24`)) === observed(toDay(`${year}-12-25`)) ? -1 : fixed(12, 24),
      'Christmas Eve',
      'Nochebuena',
    ],
    [fixed(12, 25), 'Christmas Day', 'Navidad'],
  ];
  const list = days
    .filter(([d]) => d >= 0)
    .map(([d, en, es]) => ({ date: fromDay(d), name: { en, es } }))
    .concat(COUNTY_EXTRA_CLOSURES.filter((c) => c.date.startsWith(`${year}-`)));
  return list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** True when county offices are closed that day: a Saturday, a Sunday or a county holiday. */
export function isCountyClosedDay(date: IsoDate): boolean {
  const wd = weekday(toDay(date));
  if (wd === 0 || wd === 6) return true;
  // A New Year's Day on a Saturday is observed on December 31 of the year before.
  const year = Number(date.slice(0, 4));
  return [...countyHolidays(year), ...countyHolidays(year + 1)].some((h) => h.date === date);
}

/** The date `n` business days (county offices open) after `date`. */
export function addCountyBusinessDays(date: IsoDate, n: number): IsoDate {
  let day = toDay(date);
  let left = n;
  while (left > 0) {
    day += 1;
    if (!isCountyClosedDay(fromDay(day))) left -= 1;
  }
  return fromDay(day);
}
