import { describe, expect, it } from 'vitest';
import { AUTOMATIC_ORDER_EXCLUDED_CHAPTERS } from '../../src/sections/chapters';
import { deferred } from './cases';
import { codes, decide1, DWI_OK, mkCase } from '../helpers';

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

describe('§4.1 411.072 automatic order', () => {
  it('order date is the 180th day after placement when discharge comes earlier (day before / day of)', () => {
    const c = deferred({ discharge: '2022-03-01' });
    expect(decide1(c, { asOf: '2022-07-08' })).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      ndo_form: '411.072',
      eligible_date: '2022-07-09',
    });
    expect(decide1(c, { asOf: '2022-07-09' })).toMatchObject({
      final_eligibility: 'nondisclosure',
      ndo_form: '411.072',
      eligible_date: '2022-07-09',
    });
  });
  it('an early discharge does not let 411.0725 (no wait) jump ahead of the 411.072 floor', () => {
    const d = decide1(deferred({ discharge: '2022-03-01' }), { asOf: '2022-04-01' });
    expect(d.ndo_form).toBe('411.072');
    expect(d.final_eligibility).toBe('not_yet_eligible');
  });
  it('411.0716(b) cut-off: discharge 2017-08-31 → 411.0725; 2017-09-01 → 411.072', () => {
    const before = decide1(deferred({ filing: '2016-12-01', placement: '2017-01-01', discharge: '2017-08-31' }));
    expect(before).toMatchObject({
      final_eligibility: 'nondisclosure',
      ndo_form: '411.0725',
      eligible_date: '2017-08-31',
    });
    const on = decide1(deferred({ filing: '2016-12-01', placement: '2017-01-01', discharge: '2017-09-01' }));
    expect(on).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.072', eligible_date: '2017-09-01' });
  });
  it('no petition: the 411.072 route is marked as an automatic order', () => {
    expect(codes(decide1(deferred({})))).toContain('AUTOMATIC_ORDER_NO_PETITION');
  });
  it.each([
    ['PC 20.05', 20],
    ['PC 21.07', 21],
    ['PC 22.01', 22],
    ['PC 25.03', 25],
    ['PC 42.07', 42],
    ['PC 43.02', 43],
    ['PC 46.02', 46],
  ] as const)('chapter exclusion %s → 411.0725 with the 2-year wait', (statute) => {
    const d = decide1(
      deferred({
        level: 'MA',
        statute,
        cats: [],
        filing: '2021-01-01',
        placement: '2021-06-01',
        discharge: '2023-06-01',
      }),
      { asOf: '2025-05-31' },
    );
    expect(d).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      ndo_form: '411.0725',
      eligible_date: '2025-06-01',
    });
  });
  it('chapter 71 is excluded from 411.072 but is not on the 2-year list → 411.0725 with no wait', () => {
    const d = decide1(deferred({ level: 'MA', statute: 'PC 71.02', cats: ['organized_crime'] }));
    expect(d).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.0725', eligible_date: '2022-09-15' });
  });
  it('felony deferred never uses 411.072', () => {
    const d = decide1(
      deferred({
        level: 'FS',
        statute: 'HSC 481.115',
        cats: [],
        filing: '2015-01-01',
        placement: '2015-06-01',
        discharge: '2018-06-01',
      }),
    );
    expect(d).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.0725', eligible_date: '2023-06-01' });
  });
});

describe('§4.10 411.0736 DWI conviction', () => {
  const dwiConv = (over: Partial<Parameters<typeof mkCase>[0]> = {}) =>
    mkCase({
      disposition: 'convicted_sentence',
      statute: 'PC 49.04',
      cats: ['dwi'],
      filing: '2022-01-01',
      conviction: '2022-05-29',
      sentenceCompletion: '2022-06-01',
      ...over,
    });
  it('#22 interlock → undecided from the 3rd anniversary (text unread), 5th; none → 5th', () => {
    expect(decide1(dwiConv(), { caseAnswers: DWI_OK })).toMatchObject({
      final_eligibility: 'could_not_determine',
      ndo_form: '411.0736',
    });
    expect(decide1(dwiConv(), { asOf: '2025-05-31', caseAnswers: DWI_OK })).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      eligible_date: '2027-06-01',
    });
    expect(decide1(dwiConv(), { caseAnswers: { ...DWI_OK, used_ignition_interlock_device: false } })).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      eligible_date: '2027-06-01',
    });
  });
  it('revoked DWI probation → 411.0736 from the sentence completion', () => {
    const d = decide1(dwiConv({ disposition: 'probation_revoked', placement: '2021-01-01' }), {
      caseAnswers: DWI_OK,
      asOf: '2027-06-01',
    });
    expect(d).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.0736', eligible_date: '2027-06-01' });
  });
  it('Class A DWI conviction → ineligible (49.04(d) or repeat)', () => {
    expect(decide1(dwiConv({ level: 'MA' }), { caseAnswers: DWI_OK }).final_eligibility).toBe('ineligible');
  });
  it('felony DWI conviction → ineligible', () => {
    expect(decide1(dwiConv({ level: 'F3' }), { caseAnswers: DWI_OK }).final_eligibility).toBe('ineligible');
  });
});

describe('§ 411.072(a): every chapter the declaration excludes sends the case to 411.0725', () => {
  it.each(AUTOMATIC_ORDER_EXCLUDED_CHAPTERS.map((chapter) => ({ chapter })))('chapter $chapter', ({ chapter }) => {
    const d = decide1(deferred({ statute: `PC ${chapter}.99`, chapter, cats: [] }));
    expect(d.ndo_form).toBe('411.0725');
    expect(codes(d)).not.toContain('MEETS_411_072');
  });
  it.each([19, 28, 30, 31, 38, 49].map((chapter) => ({ chapter })))(
    'chapter $chapter is not excluded',
    ({ chapter }) => {
      expect(decide1(deferred({ statute: `PC ${chapter}.99`, chapter, cats: [] })).ndo_form).toBe('411.072');
    },
  );
});
