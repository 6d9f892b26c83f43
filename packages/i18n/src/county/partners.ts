import { harrisCounty as hc } from './harris';

/**
 * The organisations the partner directory starts with (issue #39), from the county profile's "Local help"
 * table (§4): those that take adult record-clearing work or hold clinic days. Organisations that give no direct
 * services (funders, advocacy, the Coalition for the Homeless), resources rather than organisations (TexasLawHelp,
 * the District Attorney's page) and the juvenile-only clinic are left out.
 *
 * `hiddenUntilChecked`: what the profile marks NOT CONFIRMED (or says to check before listing) about the entry.
 * Such an entry is seeded hidden; an admin checks it in the staff console and makes it visible. A contact the
 * profile saw only on third-party lists is not seeded at all (as `harris.ts` does for phones).
 *
 * The seed adds an entry only once (by `key`): an admin's later edits are never overwritten
 * (apps/api/src/services/partners.ts `seedPartners`). `languages` empty: not known, the texts say to ask.
 */
export interface PartnerSeed {
  key: string;
  /** Where the facts come from (the profile's row, with its confidence). */
  source: string;
  hiddenUntilChecked: string | null;
  profile: {
    name: { en: string; es: string };
    description: { en: string; es: string };
    services: ('nondisclosure' | 'expunction' | 'hearings' | 'clinic_days')[];
    cost: { en: string; es: string };
    incomeLimits: { en: string; es: string };
    languages: ('en' | 'es')[];
    languagesNote: { en: string; es: string };
    areas: { en: string; es: string };
    hours: { en: string; es: string };
    address: { en: string; es: string };
    phone: string;
    email: string;
    website: string;
  };
}

const PROFILE = 'Harris County profile research note §4';
const none = { en: '', es: '' };
const free = { en: 'Free.', es: 'Gratis.' };
const harris = { en: 'Harris County.', es: 'Condado de Harris.' };

export const PARTNER_SEED: readonly PartnerSeed[] = [
  {
    key: 'lone-star-legal-aid',
    source: `${PROFILE}, Lone Star Legal Aid (site and practice areas: high; phones: third-party lists only, not seeded)`,
    hiddenUntilChecked: null,
    profile: {
      name: { en: hc.legalHelp.legalAid.name, es: hc.legalHelp.legalAid.name },
      description: {
        en: 'Free civil legal aid for people with low incomes. Its services include sealing and clearing criminal records and fixing wrong background checks.',
        es: 'Ayuda legal civil gratuita para personas de bajos ingresos. Sus servicios incluyen sellar y borrar antecedentes penales y corregir verificaciones de antecedentes equivocadas.',
      },
      services: ['nondisclosure', 'expunction'],
      cost: free,
      incomeLimits: { en: 'For people with low incomes.', es: 'Para personas de bajos ingresos.' },
      languages: [],
      languagesNote: {
        en: 'Ask about Spanish when you contact them.',
        es: 'Pregunte si atienden en español cuando se comunique.',
      },
      areas: {
        en: '72 Texas counties, Harris County among them.',
        es: '72 condados de Texas, entre ellos el condado de Harris.',
      },
      hours: none,
      address: none,
      phone: '',
      email: '',
      website: hc.legalHelp.legalAid.url.value,
    },
  },
  {
    key: 'fresh-start',
    source: `${PROFILE}, Harris County "Fresh Start" (existence: high; registration page: medium)`,
    hiddenUntilChecked: null,
    profile: {
      name: { en: 'Harris County Fresh Start', es: 'Fresh Start del condado de Harris' },
      description: {
        en: 'Free record-sealing events held by Harris County courts from time to time. Eligible people get their nondisclosure papers prepared there. You must sign up before the event.',
        es: 'Eventos gratuitos para sellar antecedentes que organizan de vez en cuando las cortes del condado de Harris. Allí preparan los papeles de la orden de no divulgación a quienes califican. Debe inscribirse antes del evento.',
      },
      services: ['nondisclosure', 'clinic_days'],
      cost: free,
      incomeLimits: none,
      languages: [],
      languagesNote: { en: 'Ask when you sign up.', es: 'Pregunte cuando se inscriba.' },
      areas: harris,
      hours: {
        en: 'Events are held from time to time; sign up on the courts’ page.',
        es: 'Los eventos son de vez en cuando; inscríbase en la página de las cortes.',
      },
      address: none,
      phone: '',
      email: '',
      website: hc.legalHelp.recordSealingEvents.url.value,
    },
  },
  {
    key: 'beacon-law',
    source: `${PROFILE}, The Beacon (site: high; legal aid: medium; the 713 number: low, not seeded; the tool's address: not found)`,
    hiddenUntilChecked: null,
    profile: {
      name: { en: hc.legalHelp.homelessLegalHelp.name, es: hc.legalHelp.homelessLegalHelp.name },
      description: {
        en: 'A day center for people experiencing homelessness in downtown Houston. Its legal team (Beacon Law) gives civil legal aid and helped build record-clearing tools for Harris County.',
        es: 'Un centro de día para personas sin hogar en el centro de Houston. Su equipo legal (Beacon Law) da ayuda legal civil y ayudó a crear herramientas para limpiar antecedentes en el condado de Harris.',
      },
      services: ['nondisclosure', 'expunction'],
      cost: free,
      incomeLimits: none,
      languages: [],
      languagesNote: { en: 'Ask at the center.', es: 'Pregunte en el centro.' },
      areas: harris,
      hours: none,
      address: { en: '1212 Prairie St, Houston (day center).', es: '1212 Prairie St, Houston (centro de día).' },
      phone: '',
      email: '',
      website: hc.legalHelp.homelessLegalHelp.url.value,
    },
  },
  {
    key: 'houston-volunteer-lawyers',
    source: `${PROFILE}, Houston Volunteer Lawyers (site and phone: high; adult record clearing: not confirmed)`,
    hiddenUntilChecked: 'Adult record-clearing services are not confirmed (the county letter refers juvenile cases).',
    profile: {
      name: { en: hc.legalHelp.volunteerLawyers.name, es: hc.legalHelp.volunteerLawyers.name },
      description: {
        en: 'Free legal help from volunteer lawyers for people with low incomes in Harris County. They can help or tell you where to go.',
        es: 'Ayuda legal gratuita de abogados voluntarios para personas de bajos ingresos del condado de Harris. Le pueden ayudar o decirle adónde ir.',
      },
      services: ['nondisclosure', 'expunction'],
      cost: free,
      incomeLimits: { en: 'For people with low incomes.', es: 'Para personas de bajos ingresos.' },
      languages: [],
      languagesNote: { en: 'Ask about Spanish when you call.', es: 'Pregunte si atienden en español cuando llame.' },
      areas: harris,
      hours: none,
      address: none,
      phone: hc.legalHelp.volunteerLawyers.phone.value,
      email: '',
      website: hc.legalHelp.volunteerLawyers.url.value,
    },
  },
  {
    key: 'harris-county-public-defender',
    source: `${PROFILE}, Harris County Public Defender's Office (site: high; contact: NOT FOUND)`,
    hiddenUntilChecked: 'No contact or record-clearing intake was found (NOT FOUND in the county profile).',
    profile: {
      name: {
        en: "Harris County Public Defender's Office",
        es: 'Oficina del Defensor Público del condado de Harris',
      },
      description: {
        en: 'Represents people who cannot afford a lawyer. At Fresh Start events it prepares and files the record-sealing papers.',
        es: 'Representa a personas que no pueden pagar un abogado. En los eventos Fresh Start prepara y presenta los papeles para sellar antecedentes.',
      },
      services: ['nondisclosure', 'clinic_days'],
      cost: free,
      incomeLimits: {
        en: 'For people who cannot afford a lawyer.',
        es: 'Para personas que no pueden pagar un abogado.',
      },
      languages: [],
      languagesNote: none,
      areas: harris,
      hours: none,
      address: none,
      phone: '',
      email: '',
      website: 'https://hcpdo.org',
    },
  },
  {
    key: 'texas-fair-defense-project',
    source: `${PROFILE}, Texas Fair Defense Project (site and phone: high; whether it takes new clients: check before listing)`,
    hiddenUntilChecked: 'One copy says the program is not accepting new clients, another shows an open application.',
    profile: {
      name: { en: 'Texas Fair Defense Project', es: 'Texas Fair Defense Project' },
      description: {
        en: 'Free record-clearing help for eligible Texans. You apply online with a copy of your DPS criminal history.',
        es: 'Ayuda gratuita para limpiar antecedentes para quienes califican en Texas. Se solicita por internet con una copia de su historial penal del DPS.',
      },
      services: ['nondisclosure', 'expunction'],
      cost: free,
      incomeLimits: none,
      languages: [],
      languagesNote: none,
      areas: { en: 'All of Texas (office in Austin).', es: 'Todo Texas (oficina en Austin).' },
      hours: none,
      address: none,
      phone: '512-637-5220',
      email: '',
      website: 'https://www.fairdefense.org/what-we-do/record-clearing',
    },
  },
];
