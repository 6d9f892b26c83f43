import type { Language } from '../types';
import type { CountyProfile } from './county';
import { harrisCounty } from './harris';

/**
 * Every link that content strings may contain, by tag name. Messages write links as
 * `<tag>link text</tag>` (react-i18next <Trans> named components), never as split sentences.
 * Internal links start with "/"; guide PDFs depend on the language.
 */
export interface ContentLink {
  href: string;
  external: boolean;
}

const ext = (href: string): ContentLink => ({ href, external: true });
const int = (href: string): ContentLink => ({ href, external: false });

export const GUIDE_FILES = {
  recordsAccess: { en: 'records-access-guide-en.pdf', es: 'records-access-guide-es.pdf' },
  hearing: { en: 'nondisclosure-hearing-guide-en.pdf', es: 'nondisclosure-hearing-guide-es.pdf' },
} as const;
export type GuideId = keyof typeof GUIDE_FILES;

export function guideHref(id: GuideId, lang: Language): string {
  return `/pdfs/${GUIDE_FILES[id][lang]}`;
}

/** A county's links by tag: the same tags for every county, each county's own addresses. */
const linksOf = (hc: CountyProfile) =>
  ({
    // pages of this site
    checker: int('/check/pre-check'),
    steps: int('/steps/review'),
    steppetition: int('/steps/petition'),
    steppayment: int('/steps/payment'),
    stepfile: int('/steps/file'),
    stephearing: int('/steps/hearing'),
    faq: int('/info/faq'),
    ndinfo: int('/info/nondisclosure-expunction'),
    howtofile: int('/info/how-to-file'),
    rights: int('/check/know-your-rights'),
    home: int('/'),
    // Harris County
    clerk: ext(hc.districtClerk.homePage.value),
    clerkefile: ext(hc.districtClerk.efileFaq.value),
    felonycourts: ext(hc.courts.felony.directory.value),
    misdcourts: ext(hc.courts.misdemeanor.directory.value),
    jpcourts: ext(hc.courts.justiceCourtsDirectory.value),
    hcda: ext(hc.legalHelp.districtAttorney.url.value),
    freshstart: ext(hc.legalHelp.recordSealingEvents.url.value),
    // state
    dps: ext(hc.state.dpsCriminalHistorySearch.value),
    identogo: ext(hc.state.dpsFingerprintBooking.value),
    efile: ext(hc.state.efileTexas.value),
    // TexasLawHelp
    tlh: ext(hc.legalHelp.texasLawHelp.url.value),
    tlhhowto: ext(hc.texasLawHelp.howToAskForNondisclosure.value),
    tlhprep: ext(hc.texasLawHelp.nondisclosurePrepGuide.value),
    tlhexp: ext(hc.texasLawHelp.expunctionGuide.value),
    tlhexpforms: ext(hc.texasLawHelp.expunctionForms.value),
    tlhfees: ext(hc.texasLawHelp.courtFeesAndWaivers.value),
    tlhefile: ext(hc.texasLawHelp.efileGuide.value),
    // free legal help
    hvl: ext(hc.legalHelp.volunteerLawyers.url.value),
    lsla: ext(hc.legalHelp.legalAid.url.value),
    beacon: ext(hc.legalHelp.homelessLegalHelp.url.value),
    sll: ext(hc.legalHelp.stateLawLibrary.url.value),
  }) satisfies Record<string, ContentLink>;

type Links = ReturnType<typeof linksOf>;
const HARRIS_LINKS = linksOf(harrisCounty);
const LINKS = new WeakMap<CountyProfile, Links>([[harrisCounty, HARRIS_LINKS]]);

function linksFor(county: CountyProfile): Links {
  let links = LINKS.get(county);
  if (links === undefined) {
    links = linksOf(county);
    LINKS.set(county, links);
  }
  return links;
}

export type LinkTag = keyof Links | 'recordsguide' | 'hearingguide';

/** The link for a tag in a given language (in the county, Harris County unless another is given), or undefined for an unknown tag. */
export function contentLink(
  tag: string,
  lang: Language,
  county: CountyProfile = harrisCounty,
): ContentLink | undefined {
  if (tag === 'recordsguide') return int(guideHref('recordsAccess', lang));
  if (tag === 'hearingguide') return int(guideHref('hearing', lang));
  return (linksFor(county) as Record<string, ContentLink>)[tag];
}

export const LINK_TAGS: readonly string[] = [...Object.keys(HARRIS_LINKS), 'recordsguide', 'hearingguide'];
