import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from '@cyr/rules/dates';
import { dateFromFileName, parseExtractDate, termEnd } from '../dates';

describe('parseExtractDate', () => {
  it.each([
    ['20190611', '2019-06-11'],
    ['19900101', '1990-01-01'],
    ['072526', '2026-07-25'],
    ['123199', '1999-12-31'],
    ['010170', '1970-01-01'],
    ['010169', '2069-01-01'],
    ['2024-01-15', '2024-01-15'],
    ['2024-01-15T00:00:00', '2024-01-15'],
    ['2024-01-15 13:45:00.000', '2024-01-15'],
    ['2024-01-15T05:00:00Z', '2024-01-15'],
    ['1/5/2020', '2020-01-05'],
    ['12/31/2020 12:00:00 AM', '2020-12-31'],
    [' 20200229 ', '2020-02-29'],
    ['07252026', '2026-07-25'],
  ])('%s → %s', (input, expected) => {
    expect(parseExtractDate(input)).toBe(expected);
  });

  it.each(['', '   ', '0', '00000000', '20230230', '20231301', '133199', 'NULL', 'abc', '2023-1-5', '2023011'])(
    'rejects %j',
    (input) => {
      expect(parseExtractDate(input)).toBeNull();
    },
  );

  it('null and undefined are null', () => {
    expect(parseExtractDate(null)).toBeNull();
    expect(parseExtractDate(undefined)).toBeNull();
  });
});

describe('date arithmetic', () => {
  it('adds days across months and years', () => {
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
  it('adds months clamping the day', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addMonths('2020-02-29', 12)).toBe('2021-02-28');
    expect(addMonths('2020-05-15', -6)).toBe('2019-11-15');
  });
  it('term end is start + term − 1 day (OCA instructions)', () => {
    expect(termEnd('2019-06-11', { amount: 6, unit: 'month' })).toBe('2019-12-10');
    expect(termEnd('2020-01-01', { amount: 1, unit: 'year' })).toBe('2020-12-31');
    expect(termEnd('2020-01-01', { amount: 180, unit: 'day' })).toBe('2020-06-28');
  });
});

describe('dateFromFileName', () => {
  it.each([
    ['2026-07-30 CrimDisposDaily_withHeadings.txt', '2026-07-30'],
    ['Criminal\\2026-07-30 CrimFilingsMonthly_withHeadings.txt', '2026-07-30'],
    ['Weekly_Historical_Criminal_20241102.zip', '2024-11-02'],
    ['/data/Weekly_Historical_Criminal_20241102.txt', '2024-11-02'],
    ['extract.txt', null],
  ])('%s → %s', (name, expected) => {
    expect(dateFromFileName(name)).toBe(expected);
  });
});
