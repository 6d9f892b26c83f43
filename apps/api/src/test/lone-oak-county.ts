import { countyOf, type County } from '../documents/county';

/**
 * Lone Oak County, Texas: a county that does not exist, made up to show that a second county is data
 * (docs/decisions/0080-county-as-a-contract.md). Four county criminal courts at law and two district courts,
 * its own clerk, fees and legal help; every value differs from Harris County's so a test can tell whose it printed.
 */
export const LONE_OAK_COUNTY: County = countyOf(
  {
    name: 'Lone Oak',
    clerk: {
      name: { en: 'Lone Oak County District Clerk', es: 'Secretaría del Distrito del Condado de Lone Oak' },
      filingAddress: '100 Courthouse Square, Lone Oak, Texas 75000',
      civilFilingAddress: '102 Courthouse Square, Lone Oak, Texas 75000',
      phone: '(555) 010-0100',
    },
    efileUrl: 'https://efile.example/lone-oak',
    efileFaqUrl: 'https://clerk.lone-oak.example/efile',
    sameDayCutoff: null,
    hours: { en: 'Monday to Thursday, 9 a.m. to 3 p.m.', es: 'de lunes a jueves, de 9 a. m. a 3 p. m.' },
    filingFee: { en: 'about $275 at the Lone Oak clerk', es: 'unos $275 en la Secretaría de Lone Oak' },
    fee411072Usd: 45,
    hearingRequestDays: 20,
    clerkToDpsBusinessDays: 15,
    dpsSealBusinessDays: 10,
    privateCompaniesRemoveBusinessDays: 30,
    felonyCourtNumbers: [451, 452],
    misdemeanorCourtNumbers: [1, 2, 3, 4],
    felonyDirectoryUrl: 'https://courts.lone-oak.example/district',
    misdemeanorDirectoryUrl: 'https://courts.lone-oak.example/county',
    coordinatorHelp: {
      en: 'Call the Lone Oak court coordinator.',
      es: 'Llame a la coordinación de la corte de Lone Oak.',
    },
    misdemeanorHearing: { en: 'Lone Oak sets hearings on Fridays.', es: 'Lone Oak fija las audiencias los viernes.' },
    wholeProcess: { en: 'about three months in Lone Oak', es: 'unos tres meses en Lone Oak' },
    feeWaiverHelpUrl: 'https://help.lone-oak.example/fees',
    legalHelp: [{ name: 'Lone Oak Legal Aid', url: 'https://legal-aid.lone-oak.example', phone: '(555) 010-0199' }],
  },
  {
    agencies: [{ name: 'Lone Oak County Sheriff', address: '200 Courthouse Square, Lone Oak, Texas 75000' }],
    hearingAfterDays: 30,
    filingFee: { en: '$310 at the Lone Oak clerk', es: '$310 en la Secretaría de Lone Oak' },
    perAgencyServiceFeeUsd: 3,
    acquittalFeeWaiverDays: 30,
    daUrl: 'https://da.lone-oak.example',
    expunctionGuideUrl: 'https://da.lone-oak.example/expunction',
  },
);
