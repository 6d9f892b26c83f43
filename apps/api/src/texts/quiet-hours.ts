/**
 * Quiet hours (conventions §23; CTIA messaging principles; the Telephone Consumer Protection Act's 8 a.m. to
 * 9 p.m. calling window, 47 CFR 64.1200(c)(1)): no text leaves between 9 p.m. and 8 a.m. in Houston. A text due
 * then waits in the outbox and goes at 8 a.m.; it is never dropped. Replies to a person's own STOP, START or
 * HELP are answers, not messages we start, and go at once.
 */

/** The first hour (24-hour clock, America/Chicago) texts may go, and the first hour they may not. */
export const TEXT_HOURS = { from: 8, until: 21 } as const;

const HOUSTON_HOUR = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Chicago',
  hour: 'numeric',
  hourCycle: 'h23',
});

/** The hour (0–23) in Houston at the instant `now`. */
export function houstonHour(now: Date): number {
  return Number(HOUSTON_HOUR.format(now));
}

/** True when a text may go out at `now` (8:00 a.m. to 8:59 p.m. in Houston). */
export function mayTextAt(now: Date): boolean {
  const hour = houstonHour(now);
  return hour >= TEXT_HOURS.from && hour < TEXT_HOURS.until;
}
