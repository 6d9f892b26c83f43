import { harrisCounty } from '@cyr/i18n/county/harris';
import { todayIn } from '@cyr/rules/dates';

/**
 * The county this deployment serves (one county per deployment, chosen when the app is built:
 * docs/decisions/0080-county-as-a-contract.md). Pages and components read the county's facts from here, never
 * from a county's profile by name.
 */
export const county = harrisCounty;

/** Today's date in the county (its profile's time zone) at the instant `now`, as `YYYY-MM-DD`. */
export function todayInCounty(now: Date): string {
  return todayIn(county.timeZone, now);
}
