import type { Language } from './types';

/*
 * Dates in words, in a module of their own: the checker's date of birth needs them, and nothing else of the
 * county's values (apps/web/vite.config.ts keeps the county facts in the content pages' chunk).
 */

/** Month names, January first, as the site writes them (glossary style rule 4). */
export const MONTHS = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
} as const;

/**
 * Every date the site writes in words, in either language: the one formatter of web and api (issue #33). A
 * calendar date (`YYYY-MM-DD`) is a day, never shifted by a time zone.
 *
 * - `long`: "November 22, 2026" / "22 de noviembre de 2026" (glossary style rule 4): the public pages, emails,
 *   texts and PDFs.
 * - `medium`: "Nov 22, 2026" / "22 nov 2026": the staff console's tables and lists.
 *
 * Nothing (null, undefined, '') is ''; a string that is not a date of a real month is returned as it is.
 */
export function formatDate(iso: string | null | undefined, lang: Language, form: 'long' | 'medium' = 'long'): string {
  if (!iso) return '';
  const m = /^(\d{4})-(0[1-9]|1[0-2])-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const [, y, mo, d] = m;
  if (form === 'medium')
    return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d))),
    );
  const month = MONTHS[lang][Number(mo) - 1] ?? mo;
  const day = String(Number(d));
  return lang === 'es' ? `${day} de ${month} de ${y}` : `${month} ${day}, ${y}`;
}

/**
 * A month (`YYYY-MM`) in words: `long` "November 2026" / "noviembre 2026" (the follow-up pages' and the checker's
 * answers), `short` "Nov 2026" / "nov 2026" (the staff console's charts). Anything else is returned as it is.
 */
export function formatMonth(yearMonth: string, lang: Language, form: 'long' | 'short' = 'long'): string {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(yearMonth);
  if (!m) return yearMonth;
  const [, y, mo] = m;
  if (form === 'short')
    return new Intl.DateTimeFormat(LOCALES[lang], { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(Number(y), Number(mo) - 1, 1)),
    );
  return `${MONTHS[lang][Number(mo) - 1] ?? mo} ${y}`;
}

/** A moment (an ISO timestamp) as a date and a time in Harris County's time zone: "Nov 22, 2026, 3:04 PM". */
export function formatInstant(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Chicago',
  }).format(new Date(iso));
}

/** A clock time on the reader's device ("3:04 PM" / "3:04 p.m."): when a wait is over. */
export function formatClockTime(at: Date, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { hour: 'numeric', minute: '2-digit' }).format(at);
}

/** The locales of the `Intl` forms: the US conventions in each language. */
const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };
