import { describe, expect, it } from 'vitest';
import { formatClockTime, formatDate, formatInstant, formatMonth } from '../src/dates';

/** ICU writes a narrow or plain no-break space before "PM" depending on its version: compare with plain spaces. */
const spaced = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('dates in words (the one formatter of web and api)', () => {
  it('writes a long date as the glossary does, in both languages, with no time-zone shift', () => {
    expect(formatDate('2026-11-22', 'en')).toBe('November 22, 2026');
    expect(formatDate('2026-11-22', 'es')).toBe('22 de noviembre de 2026');
    expect(formatDate('1990-01-01', 'en')).toBe('January 1, 1990');
    expect(formatDate('1990-01-01', 'es')).toBe('1 de enero de 1990');
  });

  it("writes the staff console's medium date", () => {
    expect(formatDate('2026-11-22', 'en', 'medium')).toBe('Nov 22, 2026');
    expect(formatDate('2026-11-22', 'es', 'medium')).toBe('22 nov 2026');
    expect(formatDate('2027-01-01', 'en', 'medium')).toBe('Jan 1, 2027');
  });

  it('writes nothing for no date and a string that is not a date as it is', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate(undefined, 'es')).toBe('');
    expect(formatDate('', 'en')).toBe('');
    expect(formatDate('2026-13-01', 'en')).toBe('2026-13-01');
    expect(formatDate('22/11/2026', 'es', 'medium')).toBe('22/11/2026');
  });

  it('writes a month and year, long and short', () => {
    expect(formatMonth('2026-11', 'en')).toBe('November 2026');
    expect(formatMonth('2026-11', 'es')).toBe('noviembre 2026');
    expect(formatMonth('2026-11', 'en', 'short')).toBe('Nov 2026');
    expect(formatMonth('2026-11', 'es', 'short')).toBe('nov 2026');
    expect(formatMonth('2026', 'en')).toBe('2026');
  });

  it("writes a moment in Harris County's time zone, and a clock time", () => {
    expect(spaced(formatInstant('2026-11-22T21:04:00Z', 'en'))).toBe('Nov 22, 2026, 3:04 PM');
    expect(spaced(formatInstant('2026-11-22T21:04:00Z', 'es'))).toBe('22 nov 2026, 3:04 p.m.');
    expect(spaced(formatClockTime(new Date(2026, 10, 22, 15, 4), 'en'))).toBe('3:04 PM');
  });
});
