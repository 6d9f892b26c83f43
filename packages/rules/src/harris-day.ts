/**
 * The calendar day in Harris County (America/Chicago) at an instant: the "today" every waiting period,
 * reminder date and daily count is measured from. The one place a clock meets the county's time zone; the
 * engine itself only takes the resulting `YYYY-MM-DD` (`asOf`) and never reads a clock.
 */

// en-CA formats as YYYY-MM-DD. Built once: constructing a DateTimeFormat costs about 0.1 ms, which every
// lookup would otherwise pay.
const HARRIS_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Chicago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Harris County as `YYYY-MM-DD`. */
export function todayInHarrisCounty(now: Date): string {
  return HARRIS_DATE.format(now);
}
