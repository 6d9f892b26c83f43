import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/dates';
import { codes, decide1, mkCase } from '../helpers';

describe('§ 411.0725 deferred adjudication', () => {
  it.each([
    { name: 'felony 5 years', level: 'F3' as const, statute: 'PC 31.03', wait: '2025-03-01' },
    { name: 'ch. 20 misdemeanor 2 years', level: 'MA' as const, statute: 'PC 20.02', wait: '2022-03-01' },
    { name: 'ch. 21 misdemeanor 2 years', level: 'MB' as const, statute: 'PC 21.08', wait: '2022-03-01' },
    { name: 'ch. 25 misdemeanor 2 years', level: 'MA' as const, statute: 'PC 25.03', wait: '2022-03-01' },
    { name: 'ch. 42 misdemeanor 2 years', level: 'MB' as const, statute: 'PC 42.07', wait: '2022-03-01' },
    { name: 'ch. 43 misdemeanor 2 years', level: 'MB' as const, statute: 'PC 43.23', wait: '2022-03-01' },
    { name: 'ch. 46 misdemeanor 2 years', level: 'MA' as const, statute: 'PC 46.02', wait: '2022-03-01' },
    { name: 'ch. 71 misdemeanor no wait', level: 'MA' as const, statute: 'PC 71.02', wait: '2020-03-01' },
  ])('$name: day before and day of', ({ level, statute, wait }) => {
    const c = mkCase({
      disposition: 'deferred_discharged',
      level,
      statute,
      placement: '2019-03-01',
      discharge: '2020-03-01',
    });
    const before = decide1(c, { asOf: addDays(wait, -1) });
    const on = decide1(c, { asOf: wait });
    if (wait !== '2020-03-01') {
      expect(before.final_eligibility).toBe('not_yet_eligible');
      expect(before.eligible_date).toBe(wait);
    }
    expect(on.final_eligibility).toBe('nondisclosure');
    expect(on.ndo_form).toBe('411.0725');
    expect(on.eligible_date).toBe(wait);
  });
  it('a 29 February discharge waits to 28 February of a common year', () => {
    const c = mkCase({
      disposition: 'deferred_discharged',
      level: 'MA',
      statute: 'PC 22.01',
      cats: ['assault'],
      placement: '2023-03-01',
      discharge: '2024-02-29',
    });
    expect(decide1(c, { asOf: '2026-02-27' }).final_eligibility).toBe('not_yet_eligible');
    expect(decide1(c, { asOf: '2026-02-28' }).final_eligibility).toBe('nondisclosure');
  });
  it('an earlier conviction does not matter (no first-offender condition)', () => {
    const prior = mkCase({
      disposition: 'convicted_sentence',
      level: 'F3',
      statute: 'PC 31.03',
      filing: '2010-01-01',
      conviction: '2010-06-01',
      sentenceCompletion: '2011-06-01',
    });
    const d = decide1(
      mkCase({
        disposition: 'deferred_discharged',
        level: 'F3',
        statute: 'PC 30.02',
        placement: '2015-01-01',
        discharge: '2018-01-01',
      }),
      { others: [prior] },
    );
    expect(d.final_eligibility).toBe('nondisclosure');
  });
  it('a conviction inside the window bars it, on the last day of the window too', () => {
    const base = {
      disposition: 'deferred_discharged' as const,
      level: 'F3' as const,
      statute: 'PC 31.03',
      placement: '2015-01-01',
      discharge: '2018-01-01',
    };
    const onLastDay = mkCase({
      disposition: 'convicted_sentence',
      statute: 'PC 31.03',
      filing: '2022-12-01',
      conviction: '2023-01-01',
      sentenceCompletion: '2023-01-01',
    });
    const dayAfter = mkCase({
      disposition: 'convicted_sentence',
      statute: 'PC 31.03',
      filing: '2022-12-01',
      conviction: '2023-01-02',
      sentenceCompletion: '2023-01-02',
    });
    const barred = decide1(mkCase(base), { others: [onLastDay] });
    expect(barred.final_eligibility).toBe('ineligible');
    expect(codes(barred)).toContain('CLEAN_PERIOD_VIOLATED');
    const ok = decide1(mkCase(base), { others: [dayAfter] });
    expect(ok.final_eligibility).toBe('nondisclosure');
    expect(codes(ok)).toContain('LATER_CONVICTION_MAY_WEIGH');
  });
  it('missing discharge and dismissal date → could_not_determine', () => {
    const d = decide1(
      mkCase({ disposition: 'deferred_discharged', level: 'F3', statute: 'PC 31.03', placement: '2015-01-01' }),
    );
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('NO_DISCHARGE_ON_RECORD');
  });
  it('an estimated discharge date that would make it eligible now → could_not_determine', () => {
    const d = decide1(
      mkCase({
        disposition: 'deferred_discharged',
        level: 'F3',
        statute: 'PC 31.03',
        placement: '2015-01-01',
        discharge: '2018-01-01',
        estimated: ['discharge'],
      }),
    );
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('DATE_ESTIMATED_MATTERS');
  });
  it('an estimated discharge date with a future result stays not_yet_eligible', () => {
    const d = decide1(
      mkCase({
        disposition: 'deferred_discharged',
        level: 'F3',
        statute: 'PC 31.03',
        placement: '2020-01-01',
        discharge: '2023-01-01',
        estimated: ['discharge'],
      }),
    );
    expect(d.final_eligibility).toBe('not_yet_eligible');
    expect(d.eligible_date).toBe('2028-01-01');
  });
});
