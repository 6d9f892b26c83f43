import type { Language } from '@cyr/i18n';
import { MONTHS } from '@cyr/i18n/dates';
import { isIsoDate } from '@cyr/schemas';
import { addDays, daysInMonth as calendarDaysInMonth, toDay } from '@cyr/rules/dates';

/**
 * Date helpers of the web pages: the date-of-birth picker and calendar files (dates in words: `@cyr/i18n/dates`). ISO dates (`YYYY-MM-DD`)
 * are calendar dates, formatted in UTC so no time zone shifts them; the calendar is `@cyr/rules/dates`.
 */

/** Days the day picker offers for a month (1-12): February has 29 until a year is chosen. */
export function daysInMonth(month: number, year: number | null): number {
  return calendarDaysInMonth(year ?? 2000, month);
}

/** Years offered for a date of birth: 90 years, the newest 17 years before the current year. */
export function dobYears(today: Date = new Date()): number[] {
  const newest = today.getFullYear() - 17;
  return Array.from({ length: 90 }, (_, i) => newest - i);
}

export function parseIsoDate(iso: string): { year: number; month: number; day: number } | null {
  if (!isIsoDate(iso)) return null;
  const [year = 0, month = 0, day = 0] = iso.split('-').map(Number);
  return { year, month, day };
}

export function monthNames(lang: Language): string[] {
  return [...MONTHS[lang]];
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
  const next = Number.isNaN(toDay(opts.date)) ? day : addDays(opts.date, 1).replace(/-/g, '');
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
