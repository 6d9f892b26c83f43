import { describe, expect, it } from 'vitest';
import { TWO_YEAR_MISDEMEANOR_CHAPTERS } from '../../src/sections/chapters';
import { assault0725, deferred } from './cases';
import { addDays, addYears } from '../../src/dates';
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

describe('§1.4 / D3 date arithmetic', () => {
  it.each([
    ['2020-02-29', 1, '2021-02-28'],
    ['2020-02-29', 2, '2022-02-28'],
    ['2020-02-29', 4, '2024-02-29'],
    ['2020-02-29', 5, '2025-02-28'],
    ['2019-03-01', 1, '2020-03-01'],
    ['2023-12-31', 2, '2025-12-31'],
  ] as const)('add_years(%s, %i) = %s', (from, n, want) => {
    expect(addYears(from, n)).toBe(want);
  });
  it('180 days after placement counts calendar days (2024 is a leap year)', () => {
    expect(addDays('2024-01-10', 180)).toBe('2024-07-08');
    expect(addDays('2022-01-10', 180)).toBe('2022-07-09');
  });
  it('a 29 February discharge with a 2-year wait is eligible on 28 February, not before', () => {
    const c = assault0725('2020-02-29', '2019-03-01');
    expect(decide1(c, { asOf: '2022-02-27' })).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      eligible_date: '2022-02-28',
    });
    expect(decide1(c, { asOf: '2022-02-28' })).toMatchObject({
      final_eligibility: 'nondisclosure',
      eligible_date: '2022-02-28',
      ndo_form: '411.0725',
    });
  });
});

describe('§4.2 411.0725 waits (0 / 2 / 5) from the discharge', () => {
  it('#7 state jail felony: 5th anniversary, day before / day of', () => {
    const c = deferred({
      level: 'FS',
      statute: 'HSC 481.115',
      cats: [],
      filing: '2017-01-01',
      placement: '2017-06-02',
      discharge: '2020-06-02',
    });
    expect(decide1(c, { asOf: '2025-06-01' })).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      eligible_date: '2025-06-02',
    });
    expect(decide1(c, { asOf: '2025-06-02' })).toMatchObject({
      final_eligibility: 'nondisclosure',
      eligible_date: '2025-06-02',
      ndo_form: '411.0725',
    });
  });
  it('#45 felony deferred is never expunction (55A.051(3))', () => {
    const d = decide1(
      deferred({ level: 'F3', filing: '2014-01-01', placement: '2014-03-01', discharge: '2018-03-01' }),
    );
    expect(d).toMatchObject({
      final_eligibility: 'nondisclosure',
      ndo_form: '411.0725',
      eligible_date: '2023-03-01',
      expunction_route: null,
    });
  });
});

describe('D6 deferred still running or without a discharge', () => {
  it('scheduled end in the past and no discharge → could_not_determine (NO_DISCHARGE_ON_RECORD)', () => {
    const d = decide1(
      mkCase({
        disposition: 'on_deferred',
        statute: 'PC 31.03',
        filing: '2019-06-01',
        placement: '2020-01-01',
        supervisionMonths: 12,
      }),
    );
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('NO_DISCHARGE_ON_RECORD');
  });
  it('scheduled end in the future → not_yet_eligible from start + term − 1 day', () => {
    const d = decide1(
      mkCase({
        disposition: 'on_deferred',
        statute: 'PC 31.03',
        filing: '2024-06-01',
        placement: '2025-01-01',
        supervisionMonths: 12,
      }),
    );
    expect(d).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      ndo_form: '411.072',
      eligible_date: '2025-12-31',
    });
  });
  it('a discharge_discharged record with neither discharge nor dismissal date → could_not_determine', () => {
    const d = decide1(
      mkCase({
        disposition: 'deferred_discharged',
        statute: 'PC 31.03',
        filing: '2019-06-01',
        placement: '2020-01-01',
      }),
    );
    expect(d.final_eligibility).toBe('could_not_determine');
  });
  it('an estimated (not upper-bound) discharge date that makes the case eligible now → could_not_determine', () => {
    const d = decide1(deferred({ estimated: ['discharge'] }));
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('DATE_ESTIMATED_MATTERS');
  });
});

describe('§ 411.0725(e): the wait of a misdemeanor in each chapter of the declared two-year list', () => {
  const misdemeanor = (chapter: number) =>
    mkCase({
      disposition: 'deferred_discharged',
      level: 'MA',
      statute: `PC ${chapter}.99`,
      chapter,
      placement: '2019-03-01',
      discharge: '2020-03-01',
    });
  it.each(TWO_YEAR_MISDEMEANOR_CHAPTERS.map((chapter) => ({ chapter })))(
    'chapter $chapter: two years, not_yet_eligible the day before 2022-03-01 and eligible on it',
    ({ chapter }) => {
      expect(decide1(misdemeanor(chapter), { asOf: '2022-02-28' })).toMatchObject({
        final_eligibility: 'not_yet_eligible',
        ndo_form: '411.0725',
        eligible_date: '2022-03-01',
      });
      expect(decide1(misdemeanor(chapter), { asOf: '2022-03-01' }).final_eligibility).toBe('nondisclosure');
    },
  );
  it.each([19, 28, 30, 31, 38, 71].map((chapter) => ({ chapter })))(
    'chapter $chapter (not on the list): no wait, from the discharge',
    ({ chapter }) => {
      const d = decide1(misdemeanor(chapter), { asOf: '2020-03-01' });
      expect(d.eligible_date).toBe('2020-03-01');
    },
  );
});
