import { describe, expect, it } from 'vitest';
import { STEPS_GUIDE_PATH, barredForGood, recheckOffered, stepsGuidesFor } from './next-steps';

const c = (final_eligibility: string, expunction_route: string | null = null) => ({
  final_eligibility,
  expunction_route,
});

describe('stepsGuidesFor', () => {
  it.each([
    [[c('nondisclosure')], ['nondisclosure']],
    [[c('expunction', '55A.054')], ['expunction']],
    [
      [c('expunction', '55A.054'), c('nondisclosure')],
      ['nondisclosure', 'expunction'],
    ],
    [[c('ineligible'), c('could_not_determine'), c('not_yet_eligible')], []],
    [[c('expunction', null)], []],
    [[], []],
  ])('%j leads to %j', (cases, guides) => {
    expect(stepsGuidesFor(cases)).toEqual(guides);
  });

  it('names the first page of each guide', () => {
    expect(STEPS_GUIDE_PATH).toEqual({ nondisclosure: '/steps/review', expunction: '/steps/expunction/review' });
  });
});

describe('recheckOffered (issue #41: no six-month re-check for a bar that never lifts)', () => {
  const barred = (...codes: string[]) => ({
    final_eligibility: 'ineligible',
    reasons: codes.map((code) => ({ code })),
  });
  const outcome = (final_eligibility: string) => ({ final_eligibility, reasons: [] });

  it('a case barred for good: ineligible, every bar permanent', () => {
    expect(barredForGood(barred('BAR_411074_FAMILY_VIOLENCE', 'DEFERRED_BLOCKS_EXPUNCTION'))).toBe(true);
    expect(barredForGood(barred('FIRST_OFFENDER_FAILED', 'NO_SECTION_FOR_DISPOSITION'))).toBe(false);
    expect(barredForGood(barred('DEFERRED_BLOCKS_EXPUNCTION'))).toBe(false);
    expect(barredForGood({ ...barred('BAR_411074_MURDER'), final_eligibility: 'could_not_determine' })).toBe(false);
  });

  it('is not offered when every case is barred for good, or the rest can be filed now', () => {
    expect(recheckOffered([barred('BAR_411074_MURDER')])).toBe(false);
    expect(recheckOffered([barred('BAR_411074_MURDER'), outcome('nondisclosure')])).toBe(false);
  });

  it('is offered while a case could change with time, and to anyone without a permanent bar', () => {
    expect(recheckOffered([barred('BAR_411074_MURDER'), outcome('not_yet_eligible')])).toBe(true);
    expect(recheckOffered([barred('BAR_411074_MURDER'), outcome('could_not_determine')])).toBe(true);
    expect(recheckOffered([barred('BAR_411074_MURDER'), barred('NO_SECTION_FOR_DISPOSITION')])).toBe(true);
    expect(recheckOffered([barred('NO_SECTION_FOR_DISPOSITION')])).toBe(true);
    expect(recheckOffered([outcome('nondisclosure')])).toBe(true);
  });
});
