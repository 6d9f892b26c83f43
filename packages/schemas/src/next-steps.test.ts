import { describe, expect, it } from 'vitest';
import { STEPS_GUIDE_PATH, stepsGuidesFor } from './next-steps';

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
