import type { CountyProfile, Fact, LinkFact } from '@cyr/i18n/county/county';

/**
 * Lone Oak County, Texas, as the web app reads a county: a county that does not exist, with the facts the api's
 * tests give it (apps/api/src/test/lone-oak-county.ts; docs/decisions/0080-county-as-a-contract.md): two district
 * courts (451st, 452nd), four county criminal courts at law, its own clerk, fees, agencies and legal help. Every
 * value a case card prints differs from Harris County's, so a test can tell whose it printed. What is the State's
 * (DPS, eFileTexas, TexasLawHelp and its model forms) is taken from `base`, the profile it is made beside.
 */
const CHECKED = '2026-12-07';
const SOURCE = 'made up for the tests';
const fact = <T>(value: T): Fact<T> => ({
  value,
  source: SOURCE,
  sourceDate: null,
  checked: CHECKED,
  confidence: 'high',
});
const link = (value: string): LinkFact => ({ ...fact(value), englishOnly: true });
const worded = <T>(value: T, en: string, es: string) => ({ ...fact(value), safeWording: { en, es } });

export function loneOakCounty(base: CountyProfile): CountyProfile {
  const legalAid = { name: 'Lone Oak Legal Aid', url: link('https://legal-aid.lone-oak.example') };
  return {
    ...base,
    county: 'Lone Oak',
    timeZone: 'America/Chicago',
    checked: CHECKED,
    profileSource: SOURCE,
    districtClerk: {
      ...base.districtClerk,
      name: { en: 'Lone Oak County District Clerk', es: 'Secretaría del Distrito del Condado de Lone Oak' },
      homePage: link('https://clerk.lone-oak.example'),
      efileFaq: link('https://clerk.lone-oak.example/efile'),
      filingAddress: fact('100 Courthouse Square, Lone Oak, Texas 75000'),
      civilFilingAddress: fact('102 Courthouse Square, Lone Oak, Texas 75000'),
      phone: fact('(555) 010-0100'),
      hours: worded(
        'Monday to Thursday, 9 a.m. to 3 p.m.',
        'Monday to Thursday, 9 a.m. to 3 p.m.',
        'de lunes a jueves, de 9 a. m. a 3 p. m.',
      ),
    },
    fees: {
      ...base.fees,
      nondisclosureFilingFee: worded(275, '$275 at the Lone Oak clerk', '$275 en la Secretaría de Lone Oak'),
      automaticRouteFee411072: fact(45),
    },
    courts: {
      ...base.courts,
      felony: {
        ...base.courts.felony,
        numbers: fact([451, 452]),
        directory: link('https://courts.lone-oak.example/district'),
      },
      misdemeanor: {
        ...base.courts.misdemeanor,
        name: { en: 'County Criminal Courts at Law Nos. 1–4', es: 'Cortes Penales del Condado n.º 1 a 4' },
        numbers: fact([1, 2, 3, 4]),
        site: link('https://courts.lone-oak.example/county'),
        directory: link('https://courts.lone-oak.example/county'),
      },
      location: fact('100 Courthouse Square, Lone Oak, Texas 75000'),
    },
    legalHelp: {
      ...base.legalHelp,
      volunteerLawyers: { ...legalAid, phone: fact('(555) 010-0199') },
      legalAid: { ...legalAid, phone: null },
      districtAttorney: { name: 'Lone Oak County District Attorney', url: link('https://da.lone-oak.example') },
    },
    expunction: {
      ...base.expunction,
      agencies: [
        {
          name: 'Lone Oak County Sheriff',
          address: fact('200 Courthouse Square, Lone Oak, Texas 75000'),
          source: SOURCE,
          confidence: 'high',
        },
      ],
      filingFee: worded(310, '$310 at the Lone Oak clerk', '$310 en la Secretaría de Lone Oak'),
      perAgencyServiceFeeUsd: fact(3),
      daClearingRecords: fact('https://da.lone-oak.example'),
      expunctionGuide: fact('https://da.lone-oak.example/expunction'),
    },
  };
}
