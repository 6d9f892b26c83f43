/**
 * Harris County profile as data: every county-specific fact the site, the emails and the PDFs show,
 * each with the page it comes from, the date of the copy that was read, and a confidence level.
 *
 * Source: the Harris County profile research note (archived copies, not checked live); docs/content-sources.md
 * lists where each fact comes from.
 * Rules: only confirmed values are shipped. Where the note says NOT CONFIRMED, the value is `null` and
 * `safeWording` is what the site says instead (see docs/content-sources.md).
 */

import { CENTRAL_TIME } from '@cyr/rules/dates';
import type { NdoSection } from '@cyr/rules/vocabulary';
import type { CountyProfile, Fact, LinkFact, SectionForm, UnconfirmedFact, Confidence } from './county';
import { harrisExpunction } from './expunction';
import { countyHolidays } from './holidays';

const CHECKED = '2026-11-22';
const PROFILE = 'Harris County profile research note';
const EFILE_FAQ = 'https://hcdistrictclerk.com/Common/Criminal/EFileFAQ.aspx';
const JIMS_FAQ = 'http://home.jims.hctx.net/faq.aspx';
const TLH_PREP = 'https://texaslawhelp.org/guide/nondisclosure-order-prep-guide';

const link = (value: string, confidence: Confidence, sourceDate: string | null = null, note?: string): LinkFact => ({
  value,
  source: value,
  sourceDate,
  checked: CHECKED,
  confidence,
  englishOnly: true,
  ...(note ? { note } : {}),
});

const prepGuide = link(TLH_PREP, 'high', null, 'No section-specific page was found; the Prep Guide covers it.');

/** Harris County's profile: the first implementation of `CountyProfile` (county.ts). */
export const harrisCounty = {
  county: 'Harris',
  stateName: 'Texas',
  /** The county's time zone (IANA): "today", for every waiting period, reminder and daily count, is the date here. */
  timeZone: CENTRAL_TIME,
  checked: CHECKED,
  profileSource: PROFILE,

  districtClerk: {
    name: { en: 'Harris County District Clerk', es: 'Secretaría de Distrito del Condado de Harris' },
    homePage: link('https://www.hcdistrictclerk.com', 'high'),
    efileFaq: link(EFILE_FAQ, 'high', '2024-07-12'),
    filingAddress: {
      value: 'Criminal Justice Center, 1201 Franklin St, Houston, TX 77002',
      source: JIMS_FAQ,
      sourceDate: null,
      checked: CHECKED,
      confidence: 'high',
      note: 'Also the header of http://ccl.hctx.net/criminal/venue.htm.',
    } satisfies Fact<string>,
    /**
     * Where a new civil case is filed in person: an expunction is a new civil case in a district court
     * (CCP art. 55A.251), so its petition goes to the clerk's civil public service, not to the criminal one.
     */
    civilFilingAddress: {
      value: 'Harris County Civil Courthouse, 201 Caroline St, Houston, TX 77002',
      source: JIMS_FAQ,
      sourceDate: null,
      checked: CHECKED,
      confidence: 'medium',
      note: 'The profile lists the civil public service at 201 Caroline, 2nd floor, room 210 (older, undated source); the floor and room are not printed: people ask at the information desk.',
    } satisfies Fact<string>,
    criminalPublicServiceFloor: {
      value: 3,
      source: JIMS_FAQ,
      sourceDate: null,
      checked: CHECKED,
      confidence: 'medium',
      note: 'Older, undated source; the building flooded in 2017. Not printed on the site: we tell people to ask at the information desk.',
    } satisfies Fact<number>,
    phone: {
      value: '(832) 927-5800',
      source: 'http://www.hcdistrictclerk.com/Common/about/harveyupdate.aspx',
      sourceDate: '2018-05-26',
      checked: CHECKED,
      confidence: 'medium',
    } satisfies Fact<string>,
    hours: {
      value: null,
      safeWording: {
        en: 'weekdays during business hours; file before 4 p.m. for same-day processing',
        es: 'de lunes a viernes, en horario de oficina; presente antes de las 4:00 p. m. para que lo procesen el mismo día',
      },
      productSpecClaim: '8 a.m.–4:30 p.m., Monday–Friday',
      source: `${PROFILE} §0.1 (an older page says 8 to 5)`,
      checked: CHECKED,
      confidence: 'not_confirmed',
    } satisfies UnconfirmedFact,
    sameDayCutoff: {
      value: '4 p.m.',
      source: EFILE_FAQ,
      sourceDate: '2024-07-12',
      checked: CHECKED,
      confidence: 'high',
      note: 'Filings received or signed by a judge before 4 p.m. are processed the same business day.',
    } satisfies Fact<string>,
    paperFilingForSelfRepresented: {
      value: true,
      source: EFILE_FAQ,
      sourceDate: '2024-07-12',
      checked: CHECKED,
      confidence: 'high',
      note: 'E-filing is mandatory for lawyers since 1 Jan 2018; paper is accepted only from pro se filers; no fax.',
    } satisfies Fact<boolean>,
    fileInExistingCaseNumber: {
      value: true,
      source: EFILE_FAQ,
      sourceDate: '2024-07-12',
      checked: CHECKED,
      confidence: 'high',
    } satisfies Fact<boolean>,
    felonyNeedsCourtApprovedSetting: {
      value: true,
      source: EFILE_FAQ,
      sourceDate: '2024-07-12',
      checked: CHECKED,
      confidence: 'high',
      note: 'Put the date in the eFile "Comments to the Court" field.',
    } satisfies Fact<boolean>,
    feeSchedule: link(
      'https://www.hcdistrictclerk.com/Common/Civil/pdf/Fee_Schedule_Civil_and_Family.pdf',
      'medium',
      '2025-01-01',
    ),
  },

  fees: {
    nondisclosureFilingFee: {
      value: null,
      safeWording: {
        en: 'several hundred dollars (about $350 if the clerk charges it as a new civil case)',
        es: 'varios cientos de dólares (unos $350 si la Secretaría lo cobra como un caso civil nuevo)',
      },
      productSpecClaim: 'about $300 (subject to change), waivable',
      source: `${PROFILE} §0.4, §1.3; Gov't Code 411.0745(b)`,
      checked: CHECKED,
      confidence: 'not_confirmed',
    } satisfies UnconfirmedFact,
    automaticRouteFee411072: {
      value: 28,
      source:
        'https://texaslawhelp.org/article/nondisclosure-deferred-adjudication-community-supervision-certain-nonviolent-misdemeanors-under',
      sourceDate: null,
      checked: CHECKED,
      confidence: 'medium',
      note: "Gov't Code 411.072(c); docs/law D64 (the only route without a petition).",
    } satisfies Fact<number>,
    feeWaiverForm: {
      value: {
        en: 'Statement of Inability to Afford Payment of Court Costs or an Appeal Bond',
        es: 'Declaración de incapacidad de pagar los costos judiciales',
      },
      source: 'https://texaslawhelp.org/article/court-fees-and-fee-waivers',
      sourceDate: null,
      checked: CHECKED,
      confidence: 'high',
      note: "Texas Rule of Civil Procedure 145. The Spanish title is the glossary's recommended wording (unverified).",
    } satisfies Fact<{ en: string; es: string }>,
  },

  courts: {
    felony: {
      name: { en: 'Criminal District Courts', es: 'cortes penales de distrito (Criminal District Courts)' },
      numbers: {
        value: [
          174, 176, 177, 178, 179, 180, 182, 183, 184, 185, 208, 209, 228, 230, 232, 248, 262, 263, 337, 338, 339, 351,
          482, 486, 487, 488,
        ],
        source: 'https://vote.houstonlanding.org/judges',
        sourceDate: null,
        checked: CHECKED,
        confidence: 'high',
        note: '26 courts; 482nd opened July 2021; 486th–488th created in 2023 (law.com, Feb 2024; offthekuff.com quoting the Houston Chronicle, 2023).',
      } satisfies Fact<number[]>,
      directory: link('https://www.justex.net/Courts/Criminal/CriminalCourts.aspx', 'medium'),
      coordinatorPhones: {
        value: null,
        safeWording: {
          en: "Find your court's coordinator on the court's page in the criminal courts directory, or call the District Clerk.",
          es: 'Busque al coordinador de su corte en la página de la corte, en el directorio de las cortes penales, o llame a la Secretaría de Distrito.',
        },
        productSpecClaim: 'hearing court phone numbers shown as static text',
        source: `${PROFILE} §2.1`,
        checked: CHECKED,
        confidence: 'not_confirmed',
      } satisfies UnconfirmedFact,
    },
    misdemeanor: {
      name: {
        en: 'County Criminal Courts at Law Nos. 1–16',
        es: 'Cortes Penales del Condado n.º 1 a 16 (County Criminal Courts at Law)',
      },
      site: link('https://ccl.hctx.net/criminal/', 'high'),
      directory: link('https://ccl.hctx.net/criminal/venue.htm', 'high'),
      numbers: {
        value: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16],
        source: 'https://ccl.hctx.net/criminal/venue.htm',
        sourceDate: null,
        checked: CHECKED,
        confidence: 'high',
      } satisfies Fact<number[]>,
    },
    location: {
      value: 'Criminal Justice Center, 1201 Franklin St, Houston, TX 77002',
      source: 'https://ccl.hctx.net/criminal/venue.htm',
      sourceDate: null,
      checked: CHECKED,
      confidence: 'high',
    } satisfies Fact<string>,
    justiceCourtsDirectory: link('http://jp.hctx.net/', 'high', null, 'Class C cases only; not covered by this site.'),
  },

  timeline: {
    stateHearingRequestDays: {
      value: 45,
      source: "https://texas.public.law/statutes/tex._gov't_code_section_411.0745",
      sourceDate: '2024-06-05',
      checked: CHECKED,
      confidence: 'high',
      note: "Gov't Code 411.0745(e).",
    } satisfies Fact<number>,
    clerkToDpsBusinessDays: {
      value: 15,
      source: 'https://codes.findlaw.com/tx/government-code/gov-t-sect-411-075/',
      sourceDate: '2024-01-01',
      checked: CHECKED,
      confidence: 'high',
    } satisfies Fact<number>,
    dpsSealBusinessDays: {
      value: 10,
      source: 'https://codes.findlaw.com/tx/government-code/gov-t-sect-411-075/',
      sourceDate: '2024-01-01',
      checked: CHECKED,
      confidence: 'high',
    } satisfies Fact<number>,
    privateCompaniesRemoveBusinessDays: {
      value: 30,
      source: 'https://publicsite.dps.texas.gov/ConvictionNameSearch/Home/Default/NonDisclosureInstructions',
      sourceDate: '2024-07-20',
      checked: CHECKED,
      confidence: 'high',
    } satisfies Fact<number>,
    misdemeanorHearingDate: {
      value: null,
      safeWording: {
        en: 'The court will set a date or tell you one. If you hear nothing within a week or two, call the court coordinator.',
        es: 'La corte fijará una fecha o se la dirá. Si no sabe nada en una o dos semanas, llame al coordinador de la corte.',
      },
      productSpecClaim: 'misdemeanor hearing typically set about two weeks after filing',
      source: `${PROFILE} §0.3`,
      checked: CHECKED,
      confidence: 'not_confirmed',
    } satisfies UnconfirmedFact,
    orderAfterHearing: {
      value: null,
      safeWording: {
        en: 'If the judge grants your petition, the judge signs the order at the hearing or soon after.',
        es: 'Si el juez o la jueza aprueba su petición, firma la orden en la audiencia o poco después.',
      },
      productSpecClaim: 'order (sealing) within 65 days after the hearing',
      source: `${PROFILE} §5`,
      checked: CHECKED,
      confidence: 'not_confirmed',
    } satisfies UnconfirmedFact,
    wholeProcess: {
      value: null,
      safeWording: {
        en: 'It often takes a few months from filing to a signed order. It can take longer.',
        es: 'Muchas veces pasan unos meses desde que presenta la petición hasta que tiene la orden firmada. Puede tardar más.',
      },
      productSpecClaim: 'whole process 3 to 6 months',
      source: `${PROFILE} §5 (attorneys report about 1–2 months to a court date or order; anecdotal)`,
      checked: CHECKED,
      confidence: 'not_confirmed',
    } satisfies UnconfirmedFact,
  },

  state: {
    dpsCriminalHistorySearch: link('https://publicsite.dps.texas.gov/DpsWebsite/CriminalHistory/', 'high'),
    /** The price of one DPS public-search credit, as the records guide prints it. */
    dpsSearchCreditUsd: {
      value: 3,
      source: 'https://publicsite.dps.texas.gov/DpsWebsite/CriminalHistory/About.aspx',
      sourceDate: null,
      checked: CHECKED,
      confidence: 'high',
    } satisfies Fact<number>,
    dpsSearchFee: {
      value: '$3 per search credit, plus a payment fee (2.25% + $0.25 by card)',
      source: 'https://publicsite.dps.texas.gov/DpsWebsite/CriminalHistory/About.aspx',
      sourceDate: null,
      checked: CHECKED,
      confidence: 'high',
    } satisfies Fact<string>,
    dpsRecordErrorsPhone: {
      value: '(512) 424-7256',
      source: 'https://publicsite.dps.texas.gov/DpsWebsite/CriminalHistory/About.aspx',
      sourceDate: null,
      checked: CHECKED,
      confidence: 'medium',
      note: 'For a missing or incorrect public record.',
    } satisfies Fact<string>,
    dpsFingerprintReview: {
      value: { provider: 'IdentoGO', phone: '1-888-467-2080', costUsd: 25 },
      source: 'https://www.dps.texas.gov/section/crime-records/fingerprinting-services',
      sourceDate: null,
      checked: CHECKED,
      confidence: 'medium',
      note: 'DPS form CR-68: $10 plus a $15 fee.',
    } satisfies Fact<{ provider: string; phone: string; costUsd: number }>,
    dpsFingerprintBooking: link('https://uenroll.identogo.com/workflows/11HRZF', 'medium'),
    efileTexas: link('https://www.efiletexas.gov', 'high', '2024-07-12', 'The eFileTexas service provider is free.'),
  },

  texasLawHelp: {
    howToAskForNondisclosure: link(
      'https://texaslawhelp.org/guide/how-to-ask-for-a-nondisclosure-order-seal-your-criminal-record',
      'high',
    ),
    nondisclosurePrepGuide: link(TLH_PREP, 'high'),
    whatIsNondisclosure: link('https://texaslawhelp.org/article/what-nondisclosure-order-and-how-do-i-get-one', 'high'),
    expunctionGuide: link('https://texaslawhelp.org/guide/i-need-to-clear-an-arrest-from-my-record-expunction', 'high'),
    expunctionPrepGuide: link('https://texaslawhelp.org/guide/expunction-prep-guide', 'high'),
    expunctionForms: link(
      'https://texaslawhelp.org/checklist/instructions-forms-completing-petition-expunction-criminal-records',
      'medium',
    ),
    courtFeesAndWaivers: link('https://texaslawhelp.org/article/court-fees-and-fee-waivers', 'high'),
    cannotAffordFees: link('https://texaslawhelp.org/guide/i-cannot-afford-my-court-fees', 'high'),
    efileGuide: link('https://texaslawhelp.org/guide/i-want-to-electronically-file-e-file-my-documents', 'high'),
  },

  /** The model form (TexasLawHelp/OCA kit) for each nondisclosure section. */
  sectionForms: {
    '411.072': {
      formPage: link(
        'https://texaslawhelp.org/article/nondisclosure-deferred-adjudication-community-supervision-certain-nonviolent-misdemeanors-under',
        'high',
      ),
      usesPrepGuide: false,
      petitionNeeded: false,
    },
    '411.0725': {
      formPage: link(
        'https://texaslawhelp.org/article/nondisclosure-procedure-deferred-adjudication-felonies-and-certain-misdemeanors-under-section',
        'high',
      ),
      usesPrepGuide: false,
      petitionNeeded: true,
    },
    '411.0726': {
      formPage: link(
        'https://ww1.texaslawhelp.org/article/nondisclosure-procedure-for-certain-dwi-deferred-adjudications-under-section-4110726',
        'medium',
        null,
        'Seen on the ww1. mirror host.',
      ),
      usesPrepGuide: false,
      petitionNeeded: true,
    },
    '411.0726-bwi': {
      formPage: link(
        'https://ww1.texaslawhelp.org/article/nondisclosure-procedure-for-certain-dwi-deferred-adjudications-under-section-4110726',
        'medium',
        null,
        'Same kit as 411.0726 (the kit covers DWI and BWI).',
      ),
      usesPrepGuide: false,
      petitionNeeded: true,
    },
    '411.0727': { formPage: prepGuide, usesPrepGuide: true, petitionNeeded: true },
    '411.0728': {
      formPage: link(
        'https://texaslawhelp.org/article/nondisclosure-procedure-certain-victims-trafficking-persons-under-section-4110728',
        'medium',
      ),
      usesPrepGuide: false,
      petitionNeeded: true,
    },
    '411.0729': { formPage: prepGuide, usesPrepGuide: true, petitionNeeded: false },
    '411.073': {
      formPage: link(
        'https://marriage.texaslawhelp.org/article/nondisclosure-procedure-for-community-supervision-following-conviction-for-certain-misdemeanors',
        'medium',
        null,
        'Seen only on this host; the texaslawhelp.org copy was not seen.',
      ),
      usesPrepGuide: false,
      petitionNeeded: true,
    },
    '411.0731': {
      formPage: link(
        'https://texaslawhelp.org/article/nondisclosure-procedure-community-supervision-following-conviction-certain-driving-while-intoxicated',
        'high',
      ),
      usesPrepGuide: false,
      petitionNeeded: true,
    },
    '411.0735': {
      formPage: link(
        'https://texaslawhelp.org/article/nondisclosure-procedure-conviction-certain-misdemeanors-under-section-4110735',
        'high',
      ),
      usesPrepGuide: false,
      petitionNeeded: true,
    },
    '411.0736': { formPage: prepGuide, usesPrepGuide: true, petitionNeeded: true },
  } satisfies Record<NdoSection, SectionForm>,

  legalHelp: {
    volunteerLawyers: {
      name: 'Houston Volunteer Lawyers',
      url: link('https://www.makejusticehappen.org/', 'high'),
      phone: {
        value: '713-228-0735',
        source: `${PROFILE} §4 (Harris County letter template and other public lists)`,
        sourceDate: null,
        checked: CHECKED,
        confidence: 'high',
      } satisfies Fact<string>,
    },
    legalAid: {
      name: 'Lone Star Legal Aid',
      url: link('https://www.lonestarlegal.org', 'high'),
      /** Phone numbers come only from third-party lists: not shipped. */
      phone: null,
    },
    texasLawHelp: { name: 'TexasLawHelp.org', url: link('https://texaslawhelp.org', 'high') },
    districtAttorney: {
      name: 'Harris County District Attorney: Clear Your Criminal Record',
      url: link('https://dao.harriscountytx.gov/Resources/Clearing-A-Criminal-Record', 'high'),
    },
    recordSealingEvents: {
      name: 'Harris County Fresh Start record-sealing events',
      url: link(
        'https://ccl.hctx.net/',
        'medium',
        null,
        'Pre-registration page ccl.hctx.net/comcourt.htm (Jan 2024); events are periodic.',
      ),
    },
    homelessLegalHelp: { name: 'The Beacon (Beacon Law)', url: link('https://www.beaconhomeless.org', 'high') },
    stateLawLibrary: {
      name: 'Texas State Law Library guide',
      url: link('https://guides.sll.texas.gov/expunctions-and-non-disclosure/general-information', 'high'),
    },
  },

  expunction: harrisExpunction,
  holidays: countyHolidays,
} as const satisfies CountyProfile;

/** The model-form page for a section (accepts the `ndo_form` values of the API). */
export function sectionFormUrl(section: string, county: CountyProfile = harrisCounty): string {
  const entry = (county.sectionForms as Record<string, SectionForm>)[section];
  return entry ? entry.formPage.value : county.texasLawHelp.nondisclosurePrepGuide.value;
}

/**
 * Whether a case of this nondisclosure section needs a petition (the API's `ndo_form`): false for 411.072, where
 * the court enters the order itself (a request letter if it did not); true for the others and for an unknown one.
 */
export function sectionNeedsPetition(
  section: string | null | undefined,
  county: CountyProfile = harrisCounty,
): boolean {
  if (!section) return true;
  return (county.sectionForms as Record<string, SectionForm>)[section]?.petitionNeeded ?? true;
}

/**
 * What a person's nondisclosure cases are filed with, so that every page, email and download tells that route's
 * story: petitions only, request letters only (every case under 411.072), or both.
 */
export type NondisclosureForms = 'petitions' | 'letters' | 'both';

export function nondisclosureForms(
  sections: readonly (string | null | undefined)[],
  county: CountyProfile = harrisCounty,
): NondisclosureForms {
  const petitions = sections.filter((section) => sectionNeedsPetition(section, county)).length;
  if (petitions === sections.length) return 'petitions';
  return petitions === 0 ? 'letters' : 'both';
}
