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

/** `2026-11-22` → "November 22, 2026" / "22 de noviembre de 2026" (glossary style rule 4). */
export function formatDate(iso: string, lang: Language): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const [, y, mo, d] = m;
  const month = MONTHS[lang][Number(mo) - 1] ?? mo;
  const day = String(Number(d));
  return lang === 'es' ? `${day} de ${month} de ${y}` : `${month} ${day}, ${y}`;
}
