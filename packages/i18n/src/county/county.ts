/**
 * What a county is to the pages, messages and documents the site shows (docs/decisions/0080-county-as-a-contract.md):
 * its clerk and where to file, its courts and their names, its fees, its timelines, its links and free legal
 * help, the expunction packet's agencies and fees, the days its offices are closed and its time zone. Every fact
 * carries its source, the date it was checked and a confidence; a fact the county's profile could not confirm has
 * no value, only the safe wording the site says instead.
 *
 * Harris County is the first implementation (`harris.ts`). A second county is a second value of this type (and a
 * data adapter for its clerk's extract), never a change to the rules engine.
 */
import type { NdoSection } from '@cyr/rules/vocabulary';

export type Confidence = 'high' | 'medium' | 'low' | 'not_confirmed';

export interface Fact<T> {
  value: T;
  /** The page the value was seen on. */
  source: string;
  /** Date shown on the archived copy that was read (YYYY-MM-DD), or null when the page is undated. */
  sourceDate: string | null;
  /** When this project last checked the value against its source note. */
  checked: string;
  confidence: Confidence;
  note?: string;
}

/** A fact we could not confirm: no value is shipped; the site uses the safe wording instead. */
export interface UnconfirmedFact {
  value: null;
  safeWording: Bilingual;
  /** What the product spec assumed, kept only so reviewers can see what was not shipped. */
  productSpecClaim: string;
  source: string;
  checked: string;
  confidence: 'not_confirmed';
}

/**
 * A fact the site prints in words: confirmed (its value, and the words that say it) or not (the safe wording
 * only). Either way there are words to print.
 */
export type WordedFact<T> = (Fact<T> & { safeWording: Bilingual }) | UnconfirmedFact;

export interface LinkFact extends Fact<string> {
  /** True when the page is only in English (Spanish pages then add "(en inglés)"). */
  englishOnly: boolean;
}

export interface Bilingual {
  en: string;
  es: string;
}

/** Model forms (Office of Court Administration form kits on TexasLawHelp), one per section. */
export interface SectionForm {
  /** The TexasLawHelp page with the model petition for this section (or the Prep Guide where none exists). */
  formPage: LinkFact;
  /** True when there is no section-specific page and formPage is the general Prep Guide. */
  usesPrepGuide: boolean;
  /** 411.072 and 411.0729 have no petition: the court enters the order (a letter or a request may be used). */
  petitionNeeded: boolean;
}

/** An organisation that gives free legal help (or guidance), as the help dialog, pages and PDFs name it. */
export interface LegalHelpFact {
  name: string;
  url: LinkFact;
}

/** An office that may hold records of an arrest, as the expunction petition's agency list names it. */
export interface RecordAgency {
  /** How the petition names the agency. */
  name: string;
  /** Mailing address when the profile confirms it; null prints a "You fill in" blank. */
  address: Fact<string> | null;
  source: string;
  confidence: Confidence;
}

/** The county's facts for an expunction (the packet and the `/steps/expunction/*` pages). */
export interface ExpunctionProfile {
  /** Offices every expunction petition in the county lists, besides the arresting agency. */
  agencies: readonly RecordAgency[];
  hearingAfterDays: Fact<number>;
  filingFee: WordedFact<number>;
  acquittalFeeWaiverDays: Fact<number>;
  perAgencyServiceFeeUsd: Fact<number>;
  /** The District Attorney's page on the expunctions it agrees to. */
  daClearingRecords: Fact<string>;
  expunctionGuide: Fact<string>;
}

/** A day the county's offices are closed. */
export interface CountyHoliday {
  date: string;
  name: Bilingual;
}

/** The criminal courts of one level: their name, their numbers (the only ones ever printed), their directory. */
interface CourtList {
  name: Bilingual;
  numbers: Fact<readonly number[]>;
  directory: LinkFact;
}

export interface CountyProfile {
  /** The county's name as a caption prints it before "County": "Harris". */
  county: string;
  stateName: string;
  /** The county's time zone (IANA): "today", for every waiting period, reminder and daily count, is the date here. */
  timeZone: string;
  checked: string;
  profileSource: string;

  districtClerk: {
    name: Bilingual;
    homePage: LinkFact;
    efileFaq: LinkFact;
    /** Where a criminal case's papers (a nondisclosure petition) are filed in person. */
    filingAddress: Fact<string>;
    /** Where a new civil case (an expunction petition, CCP art. 55A.251) is filed in person. */
    civilFilingAddress: Fact<string>;
    criminalPublicServiceFloor: Fact<number>;
    phone: Fact<string>;
    hours: WordedFact<string>;
    sameDayCutoff: Fact<string>;
    paperFilingForSelfRepresented: Fact<boolean>;
    fileInExistingCaseNumber: Fact<boolean>;
    felonyNeedsCourtApprovedSetting: Fact<boolean>;
    feeSchedule: LinkFact;
  };

  fees: {
    nondisclosureFilingFee: WordedFact<number>;
    automaticRouteFee411072: Fact<number>;
    feeWaiverForm: Fact<Bilingual>;
  };

  courts: {
    felony: CourtList & { coordinatorPhones: WordedFact<string> };
    misdemeanor: CourtList & { site: LinkFact };
    location: Fact<string>;
    justiceCourtsDirectory: LinkFact;
  };

  timeline: {
    stateHearingRequestDays: Fact<number>;
    clerkToDpsBusinessDays: Fact<number>;
    dpsSealBusinessDays: Fact<number>;
    privateCompaniesRemoveBusinessDays: Fact<number>;
    misdemeanorHearingDate: WordedFact<string>;
    orderAfterHearing: WordedFact<string>;
    wholeProcess: WordedFact<string>;
  };

  /** The State's offices and services as the county's pages link them. */
  state: {
    dpsCriminalHistorySearch: LinkFact;
    dpsSearchCreditUsd: Fact<number>;
    dpsSearchFee: Fact<string>;
    dpsRecordErrorsPhone: Fact<string>;
    dpsFingerprintReview: Fact<{ provider: string; phone: string; costUsd: number }>;
    dpsFingerprintBooking: LinkFact;
    efileTexas: LinkFact;
  };

  texasLawHelp: {
    howToAskForNondisclosure: LinkFact;
    nondisclosurePrepGuide: LinkFact;
    whatIsNondisclosure: LinkFact;
    expunctionGuide: LinkFact;
    expunctionPrepGuide: LinkFact;
    expunctionForms: LinkFact;
    courtFeesAndWaivers: LinkFact;
    cannotAffordFees: LinkFact;
    efileGuide: LinkFact;
  };

  /** The model form for each nondisclosure section. */
  sectionForms: Readonly<Record<NdoSection, SectionForm>>;

  /** Free legal help in the county. */
  legalHelp: {
    /** Volunteer lawyers with a phone line (the help dialog, the results PDF). */
    volunteerLawyers: LegalHelpFact & { phone: Fact<string> };
    legalAid: LegalHelpFact & { phone: Fact<string> | null };
    texasLawHelp: LegalHelpFact;
    districtAttorney: LegalHelpFact;
    recordSealingEvents: LegalHelpFact;
    homelessLegalHelp: LegalHelpFact;
    stateLawLibrary: LegalHelpFact;
  };

  expunction: ExpunctionProfile;

  /** The days the county's offices are closed in a year (besides weekends), in date order. */
  holidays: (year: number) => CountyHoliday[];
}
