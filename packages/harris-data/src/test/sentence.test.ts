import { describe, expect, it } from 'vitest';
import { parseSentence } from '../sentence';

describe('parseSentence', () => {
  it('parses probation and fine', () => {
    const s = parseSentence('3 YEARS PROBATION, $600 FINE');
    expect(s.supervision).toEqual({ amount: 3, unit: 'year' });
    expect(s.supervisionMonths).toBe(36);
    expect(s.fineDollars).toBe(600);
    expect(s.confinement).toBeNull();
    expect(s.raw).toBe('3 YEARS PROBATION, $600 FINE');
  });

  it.each([
    ['180 DAYS HCJ', 'county_jail', { amount: 180, unit: 'day' }, 180],
    ['2 YEARS TDC', 'prison', { amount: 2, unit: 'year' }, 730],
    ['1 YEARS STATE JAIL', 'state_jail', { amount: 1, unit: 'year' }, 365],
    ['1 YEAR TDCJ', 'prison', { amount: 1, unit: 'year' }, 365],
    ['6 MONTHS COUNTY JAIL', 'county_jail', { amount: 6, unit: 'month' }, 180],
    ['10 DAYS CONFINEMENT', 'unspecified', { amount: 10, unit: 'day' }, 10],
    ['1 DAY HCJ', 'county_jail', { amount: 1, unit: 'day' }, 1],
    ['270 DYS SJ', 'state_jail', { amount: 270, unit: 'day' }, 270],
    ['5 YRS TDC', 'prison', { amount: 5, unit: 'year' }, 1825],
  ] as const)('%s', (raw, place, term, days) => {
    const s = parseSentence(raw);
    expect(s.confinementPlace).toBe(place);
    expect(s.confinement).toEqual(term);
    expect(s.confinementDays).toBe(days);
    expect(s.supervision).toBeNull();
  });

  it('parses jail plus fine', () => {
    const s = parseSentence('3 DAYS HCJ, $500 FINE');
    expect(s.confinementDays).toBe(3);
    expect(s.fineDollars).toBe(500);
  });

  it('parses thousands separators and cents in fines', () => {
    expect(parseSentence('$1,500 FINE').fineDollars).toBe(1500);
    expect(parseSentence('$2,000.00 FINE').fineDollars).toBe(2000);
    expect(parseSentence('FINE $250').fineDollars).toBe(250);
    expect(parseSentence('300 FINE').fineDollars).toBe(300);
  });

  it('parses months and days of supervision into whole months', () => {
    expect(parseSentence('6 MONTHS PROBATION').supervisionMonths).toBe(6);
    expect(parseSentence('180 DAYS PROBATION').supervisionMonths).toBe(6);
    expect(parseSentence('1 YEAR COMMUNITY SUPERVISION').supervisionMonths).toBe(12);
    expect(parseSentence('2 YEARS DEFERRED').supervisionMonths).toBe(24);
  });

  it('handles probated confinement: both terms kept', () => {
    const s = parseSentence('2 YEARS TDC, 5 YEARS PROBATION');
    expect(s.confinement).toEqual({ amount: 2, unit: 'year' });
    expect(s.supervision).toEqual({ amount: 5, unit: 'year' });
  });

  it('a suspended (probated) confinement keeps both terms', () => {
    const s = parseSentence('2 YEARS TDC PROBATED 5 YEARS, $1,000 FINE');
    expect(s).toMatchObject({
      confinement: { amount: 2, unit: 'year' },
      confinementPlace: 'prison',
      supervision: { amount: 5, unit: 'year' },
      supervisionMonths: 60,
      fineDollars: 1000,
    });
    expect(parseSentence('180 DAYS HCJ SUSPENDED FOR 12 MONTHS')).toMatchObject({
      confinementDays: 180,
      confinementPlace: 'county_jail',
      supervisionMonths: 12,
    });
  });

  it('recognises life and time served', () => {
    const life = parseSentence('LIFE');
    expect(life.life).toBe(true);
    expect(life.confinementDays).toBeNull();
    const ts = parseSentence('CREDIT FOR TIME SERVED');
    expect(ts.timeServed).toBe(true);
    expect(ts.confinementDays).toBe(0);
  });

  it('ignores community service, keeps unknown parts listed, never throws', () => {
    const s = parseSentence('12 MONTHS PROBATION, 80 HOURS COMMUNITY SERVICE, ANGER MGMT CLASS');
    expect(s.supervisionMonths).toBe(12);
    expect(s.unparsed).toEqual(['ANGER MGMT CLASS']);
    expect(parseSentence('').raw).toBe('');
    expect(parseSentence(null).raw).toBeNull();
    expect(parseSentence('???').unparsed).toEqual(['???']);
  });

  it('is case- and spacing-tolerant', () => {
    const s = parseSentence('  3   years   probation ;  $600   fine ');
    expect(s.supervisionMonths).toBe(36);
    expect(s.fineDollars).toBe(600);
  });
});
