import type { Language } from '@cyr/i18n';

/** Date helpers. ISO dates (`YYYY-MM-DD`) are calendar dates: formatted in UTC so no time zone shifts them. */

export function isLeapYear(y: number): boolean {
  return y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
}

/** Days in a month (1-12): 30 for April, June, September, November; 28 or 29 for February; else 31. */
export function daysInMonth(month: number, year: number | null): number {
  if (month === 2) return year !== null && isLeapYear(year) ? 29 : year === null ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Years offered for a date of birth: 90 years, the newest 17 years before the current year. */
export function dobYears(today: Date = new Date()): number[] {
  const newest = today.getFullYear() - 17;
  return Array.from({ length: 90 }, (_, i) => newest - i);
}

export function toIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function parseIsoDate(iso: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return null;
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

const locales: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** "January 1, 1990" / "1 de enero de 1990". */
export function formatDate(iso: string | null | undefined, lang: Language): string {
  if (!iso) return '';
  const p = parseIsoDate(iso);
  if (!p) return iso;
  const d = new Date(Date.UTC(p.year, p.month - 1, p.day));
  return new Intl.DateTimeFormat(locales[lang], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(d);
}

export function monthNames(lang: Language): string[] {
  const f = new Intl.DateTimeFormat(locales[lang], { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => f.format(new Date(Date.UTC(2000, i, 1))));
}

function icsEscape(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A one-day calendar event (RFC 5545), generated on the device: nothing is sent anywhere. */
export function buildIcs(opts: {
  date: string;
  summary: string;
  description: string;
  uid: string;
  now?: Date;
}): string {
  const day = opts.date.replace(/-/g, '');
  const p = parseIsoDate(opts.date);
  const next = p
    ? new Date(Date.UTC(p.year, p.month - 1, p.day + 1)).toISOString().slice(0, 10).replace(/-/g, '')
    : day;
  const stamp = (opts.now ?? new Date())
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Clear Your Record Harris County//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${opts.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${day}`,
    `DTEND;VALUE=DATE:${next}`,
    `SUMMARY:${icsEscape(opts.summary)}`,
    `DESCRIPTION:${icsEscape(opts.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** Saves a Blob as a file on the device. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
