import { readFileSync, statSync } from 'node:fs';
import { harrisCounty } from '@cyr/i18n';
import { hourIn, todayIn } from '@cyr/rules/dates';

/** The server's clock: what every service asks for "now" (AppDeps `clock`). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * The time zone of the county this deployment serves (its profile's `timeZone`; one county per deployment,
 * docs/decisions/0080-county-as-a-contract.md).
 */
const COUNTY_TIME_ZONE = harrisCounty.timeZone;

/** Today's date in the county at the instant `now` (`YYYY-MM-DD`): what waiting periods, reminders and counts use. */
export function todayInCounty(now: Date): string {
  return todayIn(COUNTY_TIME_ZONE, now);
}

/** The hour (0–23) in the county at the instant `now` (quiet hours for messages). */
export function hourInCounty(now: Date): number {
  return hourIn(COUNTY_TIME_ZONE, now);
}

/**
 * A clock for browser tests only (config TEST_CLOCK_FILE, which the server refuses in production): the real
 * time plus the number of milliseconds written in the file (`0` or absent: the real time). The test moves the
 * server's days forward by writing the file; nothing on the network can change it. The file is read again when
 * its modification time changes, looked at no more often than every 100 ms.
 */
export function fileClock(file: string): Clock {
  let offset = 0;
  let mtime = -1;
  let lookedAt = 0;
  const refresh = () => {
    const now = Date.now();
    if (now - lookedAt < 100) return;
    lookedAt = now;
    let m: number;
    try {
      m = statSync(file).mtimeMs;
    } catch {
      offset = 0;
      mtime = -1;
      return;
    }
    if (m === mtime) return;
    mtime = m;
    const value = Number(readFileSync(file, 'utf8').trim() || '0');
    offset = Number.isFinite(value) ? value : 0;
  };
  return () => {
    refresh();
    return new Date(Date.now() + offset);
  };
}
