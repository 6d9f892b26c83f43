import { describe, expect, it } from 'vitest';
import { addDays, addMonths, addYears, compareIso, fromDay, toDay } from '../src/dates';

describe('date helpers', () => {
  it.each([
    ['2024-02-29', 1, '2025-02-28'],
    ['2024-02-29', 4, '2028-02-29'],
    ['2023-06-01', 2, '2025-06-01'],
    ['1999-12-31', 1, '2000-12-31'],
  ])('addYears(%s, %i) = %s (29 Feb → 28 Feb)', (d, n, want) => expect(addYears(d, n)).toBe(want));
  it.each([
    ['2022-01-10', 180, '2022-07-09'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2024-03-01', -1, '2024-02-29'],
  ])('addDays(%s, %i) = %s', (d, n, want) => expect(addDays(d, n)).toBe(want));
  it.each([
    ['2024-01-31', 1, '2024-02-29'],
    ['2023-01-31', 1, '2023-02-28'],
    ['2023-11-15', 3, '2024-02-15'],
  ])('addMonths(%s, %i) = %s', (d, n, want) => expect(addMonths(d, n)).toBe(want));
  it('round-trips every day across four centuries', () => {
    for (let d = toDay('1900-01-01'); d < toDay('2300-01-01'); d += 7) expect(toDay(fromDay(d))).toBe(d);
  });
  it('agrees with Date.UTC on every day and every day-of-month 1..31 from 1899 to 2151', () => {
    const pad = (n: number) => String(n).padStart(2, '0');
    for (let y = 1899; y <= 2151; y++)
      for (let m = 1; m <= 12; m++)
        for (let d = 1; d <= 31; d++) {
          const utc = Date.UTC(y, m - 1, d);
          const valid = new Date(utc).getUTCDate() === d;
          const got = toDay(`${y}-${pad(m)}-${pad(d)}`);
          if (valid) expect(got).toBe(utc / 86_400_000);
          else expect(got).toBeNaN();
        }
  });
  it('rejects malformed dates as NaN', () => {
    for (const bad of ['2023-02-29', '2023-13-01', '2023-1-01', '', 'abcd-ef-gh', '2023-04-31'])
      expect(toDay(bad)).toBeNaN();
  });
  it('compares', () => {
    expect(compareIso('2020-01-01', '2020-01-02')).toBe(-1);
    expect(compareIso('2020-01-02', '2020-01-02')).toBe(0);
    expect(compareIso('2021-01-01', '2020-12-31')).toBe(1);
  });
});
