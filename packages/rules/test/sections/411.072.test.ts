import { describe, expect, it } from 'vitest';
import { codes, decide1, mkCase } from '../helpers';

const theft = { disposition: 'deferred_discharged' as const, statute: 'PC 31.03', cats: ['theft' as const] };

describe('§ 411.072 automatic order', () => {
  it.each([
    // discharge before day 180: order waits for placement + 180 days
    { asOf: '2022-07-08', want: 'not_yet_eligible', date: '2022-07-09' },
    { asOf: '2022-07-09', want: 'nondisclosure', date: '2022-07-09' },
  ])('180-day floor: as of $asOf → $want', ({ asOf, want, date }) => {
    const d = decide1(mkCase({ ...theft, placement: '2022-01-10', discharge: '2022-05-01' }), { asOf });
    expect(d.final_eligibility).toBe(want);
    expect(d.ndo_form).toBe('411.072');
    expect(d.eligible_date).toBe(date);
  });
  it.each([
    { discharge: '2017-08-31', form: '411.0725' },
    { discharge: '2017-09-01', form: '411.072' },
  ])('discharge cut-off: $discharge → $form', ({ discharge, form }) => {
    const d = decide1(mkCase({ ...theft, placement: '2016-08-01', discharge }));
    expect(d.final_eligibility).toBe('nondisclosure');
    expect(d.ndo_form).toBe(form);
  });
  it.each([
    ['PC 22.01', 22],
    ['PC 42.01', 42],
    ['PC 46.02', 46],
    ['PC 71.02', 71],
    ['PC 43.02', 43],
  ])('chapter exclusion %s → 411.0725 instead', (statute, chapter) => {
    const d = decide1(
      mkCase({
        disposition: 'deferred_discharged',
        statute,
        chapter,
        placement: '2018-01-01',
        discharge: '2019-01-01',
      }),
    );
    expect(d.ndo_form).toBe('411.0725');
  });
  it('earlier conviction fails the first-offender test → 411.0725', () => {
    const prior = mkCase({
      disposition: 'convicted_sentence',
      cats: ['theft'],
      filing: '2015-01-01',
      conviction: '2015-02-01',
      sentenceCompletion: '2015-02-01',
    });
    const d = decide1(mkCase({ ...theft, placement: '2020-01-01', discharge: '2021-01-01' }), { others: [prior] });
    expect(d.ndo_form).toBe('411.0725');
    expect(d.final_eligibility).toBe('nondisclosure');
  });
  it('a same-day record makes 411.072 uncertain but 411.0725 still applies', () => {
    const other = mkCase({
      disposition: 'convicted_sentence',
      cats: ['theft'],
      filing: '2019-12-01',
      conviction: '2020-01-01',
      sentenceCompletion: '2020-01-01',
    });
    const d = decide1(mkCase({ ...theft, placement: '2020-01-01', discharge: '2021-01-01' }), { others: [other] });
    expect(d.ndo_form).toBe('411.0725');
    expect(d.final_eligibility).toBe('nondisclosure');
  });
  it('says no petition is needed', () => {
    const d = decide1(mkCase({ ...theft, placement: '2020-01-01', discharge: '2021-01-01' }));
    expect(codes(d)).toEqual(expect.arrayContaining(['MEETS_411_072', 'AUTOMATIC_ORDER_NO_PETITION']));
    expect(d.reasons.every((r) => r.citation.length > 0)).toBe(true);
  });
  it('missing placement date: falls back to 411.0725', () => {
    const d = decide1(mkCase({ ...theft, discharge: '2021-01-01' }));
    expect(d.final_eligibility).not.toBe('ineligible');
  });
});
