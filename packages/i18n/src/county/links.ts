import type { Language } from '../types';
import { harrisCounty as hc } from './harris';

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

const links = {
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
  hcda: ext(hc.legalHelp.harrisCountyDa.url.value),
  freshstart: ext(hc.legalHelp.freshStart.url.value),
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
  hvl: ext(hc.legalHelp.houstonVolunteerLawyers.url.value),
  lsla: ext(hc.legalHelp.loneStarLegalAid.url.value),
  beacon: ext(hc.legalHelp.beacon.url.value),
  sll: ext(hc.legalHelp.stateLawLibrary.url.value),
} satisfies Record<string, ContentLink>;

export type LinkTag = keyof typeof links | 'recordsguide' | 'hearingguide';

/** The link for a tag in a given language, or undefined for an unknown tag. */
export function contentLink(tag: string, lang: Language): ContentLink | undefined {
  if (tag === 'recordsguide') return int(guideHref('recordsAccess', lang));
  if (tag === 'hearingguide') return int(guideHref('hearing', lang));
  return (links as Record<string, ContentLink>)[tag];
}

export const LINK_TAGS: readonly string[] = [...Object.keys(links), 'recordsguide', 'hearingguide'];
