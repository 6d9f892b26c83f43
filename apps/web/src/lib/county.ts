// Subpath imports: the package index would bring every message of both languages into this chunk.
import type { CountyProfile } from '@cyr/i18n/county/county';
import * as costs from '@cyr/i18n/county/costs';
import { courtsOf, type CountyCourts } from '@cyr/i18n/county/courts';
import * as harris from '@cyr/i18n/county/harris';
import * as links from '@cyr/i18n/county/links';
import * as values from '@cyr/i18n/county/values';
import type { Language } from '@cyr/i18n';
import { todayIn } from '@cyr/rules/dates';

/** What the web app reads of its county: the profile, and the profile's facts put to the uses pages make of them. */
export interface WebCounty {
  county: CountyProfile;
  /** Today's date in the county (its profile's time zone) at the instant `now`, as `YYYY-MM-DD`. */
  todayInCounty: (now: Date) => string;
  /** The county's courts: their list, a case's court code, a court's name. */
  courts: CountyCourts;
  /** The county facts content strings interpolate ({{address}}, {{fee}}, …). */
  contentValues: (lang: Language) => Record<string, string>;
  /** The link behind a content string's tag. */
  contentLink: (tag: string, lang: Language) => links.ContentLink | undefined;
  /** What filing one case will cost, line by line. */
  costLines: (c: costs.CostCase, lang: Language) => costs.CostLine[];
  sectionNeedsPetition: (section: string | null | undefined) => boolean;
  sectionFormUrl: (section: string) => string;
  nondisclosureForms: (sections: readonly (string | null | undefined)[]) => harris.NondisclosureForms;
}

/** The web app's view of a county's profile. */
export function webCounty(county: CountyProfile): WebCounty {
  return {
    county,
    todayInCounty: (now) => todayIn(county.timeZone, now),
    courts: courtsOf(county),
    contentValues: (lang) => values.contentValues(lang, county),
    contentLink: (tag, lang) => links.contentLink(tag, lang, county),
    costLines: (c, lang) => costs.costLines(c, lang, county),
    sectionNeedsPetition: (section) => harris.sectionNeedsPetition(section, county),
    sectionFormUrl: (section) => harris.sectionFormUrl(section, county),
    nondisclosureForms: (sections) => harris.nondisclosureForms(sections, county),
  };
}

/**
 * The county this deployment serves (one county per deployment, chosen when the app is built:
 * docs/decisions/0080-county-as-a-contract.md). Pages and components read the county's facts from here, never
 * from a county's profile by name (ESLint forbids it).
 */
export const {
  county,
  todayInCounty,
  courts,
  contentValues,
  contentLink,
  costLines,
  sectionNeedsPetition,
  sectionFormUrl,
  nondisclosureForms,
} = webCounty(harris.harrisCounty);
