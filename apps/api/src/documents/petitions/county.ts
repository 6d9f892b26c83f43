/**
 * Harris County facts the petition packet prints. Values come from the county profile
 * (shared/data/harris-county-profile.md; packages/i18n/src/county/harris.ts): only confirmed values, and
 * the profile's safe wording where a value is NOT CONFIRMED (hours, fee amount, hearing practice).
 */
import type { PacketCounty } from './types';

export const HARRIS_PACKET_COUNTY: PacketCounty = {
  name: 'Harris',
  clerk: {
    name: { en: 'Harris County District Clerk', es: 'Secretaría de Distrito del Condado de Harris' },
    filingAddress: 'Criminal Justice Center, 1201 Franklin St, Houston, TX 77002',
    phone: '(832) 927-5800',
  },
  efileUrl: 'https://www.efiletexas.gov',
  efileFaqUrl: 'https://hcdistrictclerk.com/Common/Criminal/EFileFAQ.aspx',
  sameDayCutoff: { en: '4 p.m.', es: '4:00 p. m.' },
  hours: {
    en: 'weekdays during business hours; file before 4 p.m. for same-day processing',
    es: 'de lunes a viernes, en horario de oficina; presente antes de las 4:00 p. m. para que lo procesen el mismo día',
  },
  filingFee: {
    en: 'several hundred dollars (about $350 if the clerk charges it as a new civil case)',
    es: 'varios cientos de dólares (unos $350 si la Secretaría lo cobra como un caso civil nuevo)',
  },
  fee411072Usd: 28,
  hearingRequestDays: 45,
  clerkToDpsBusinessDays: 15,
  dpsSealBusinessDays: 10,
  privateCompaniesRemoveBusinessDays: 30,
  felonyCourtNumbers: [
    174, 176, 177, 178, 179, 180, 182, 183, 184, 185, 208, 209, 228, 230, 232, 248, 262, 263, 337, 338, 339, 351,
    482, 486, 487, 488,
  ],
  misdemeanorCourtNumbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16],
  felonyDirectoryUrl: 'https://www.justex.net/Courts/Criminal/CriminalCourts.aspx',
  misdemeanorDirectoryUrl: 'https://ccl.hctx.net/criminal/venue.htm',
  coordinatorHelp: {
    en: "Find your court's coordinator on the court's page in the criminal courts directory (https://www.justex.net/Courts/Criminal/CriminalCourts.aspx), or call the District Clerk.",
    es: 'Busque al coordinador de su corte en la página de la corte, en el directorio de las cortes penales (https://www.justex.net/Courts/Criminal/CriminalCourts.aspx, en inglés), o llame a la Secretaría de Distrito.',
  },
  misdemeanorHearing: {
    en: 'The court will set a hearing date or tell you one. If you hear nothing within a week or two, call the court coordinator (https://ccl.hctx.net/criminal/venue.htm).',
    es: 'La corte fijará una fecha de audiencia o se la dirá. Si no sabe nada en una o dos semanas, llame al coordinador de la corte (https://ccl.hctx.net/criminal/venue.htm, en inglés).',
  },
  wholeProcess: {
    en: 'It often takes a few months from filing to a signed order. It can take longer.',
    es: 'Muchas veces pasan unos meses desde que presenta la petición hasta que tiene la orden firmada. Puede tardar más.',
  },
  feeWaiverHelpUrl: 'https://texaslawhelp.org/article/court-fees-and-fee-waivers',
  legalHelp: [
    { name: 'Houston Volunteer Lawyers', url: 'https://www.makejusticehappen.org/', phone: '713-228-0735' },
    { name: 'Lone Star Legal Aid', url: 'https://www.lonestarlegal.org', phone: null },
    { name: 'TexasLawHelp.org', url: 'https://texaslawhelp.org/guide/nondisclosure-order-prep-guide', phone: null },
  ],
};
