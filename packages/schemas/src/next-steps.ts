import { BAR_DURATION, type BarCode } from '@cyr/rules/vocabulary';

/**
 * Which step-by-step guide a person's results lead to, read from the cases' outcomes, so the results page,
 * the emailed results page and the results PDF name the same next step: the nondisclosure steps for a case
 * likely eligible for nondisclosure, the expunction steps for a case that may qualify for expunction (with
 * its route), both when both, and none (free legal help instead) when neither.
 */
export type StepsGuide = 'nondisclosure' | 'expunction';

/** The first page of each guide. */
export const STEPS_GUIDE_PATH: Record<StepsGuide, string> = {
  nondisclosure: '/steps/review',
  expunction: '/steps/expunction/review',
};

export interface OutcomeOfCase {
  final_eligibility: string;
  expunction_route: string | null;
}

/** The guides the cases lead to, nondisclosure first. */
export function stepsGuidesFor(cases: readonly OutcomeOfCase[]): StepsGuide[] {
  const guides: StepsGuide[] = [];
  if (cases.some((c) => c.final_eligibility === 'nondisclosure')) guides.push('nondisclosure');
  if (cases.some((c) => c.final_eligibility === 'expunction' && c.expunction_route !== null)) guides.push('expunction');
  return guides;
}

const isBarCode = (code: string): code is BarCode => Object.hasOwn(BAR_DURATION, code);

/**
 * A case held for good: likely ineligible, and every bar its reasons name is permanent. Its result will not change by
 * waiting, so "check again in six months" is not offered for it.
 */
export function barredForGood(c: { final_eligibility: string; reasons: readonly { code: string }[] }): boolean {
  if (c.final_eligibility !== 'ineligible') return false;
  const bars = c.reasons.map((r) => r.code).filter(isBarCode);
  return bars.length > 0 && bars.every((code) => BAR_DURATION[code] === 'permanent');
}

/**
 * Whether the results offer "check again in six months": not when a case is barred for good and no case could
 * change with time (not yet eligible, undecided, or ineligible by a bar that may lift). A person whose cases can all
 * be filed now keeps the offer, as before.
 */
export function recheckOffered(
  cases: readonly { final_eligibility: string; reasons: readonly { code: string }[] }[],
): boolean {
  if (!cases.some(barredForGood)) return true;
  return cases.some(
    (c) =>
      c.final_eligibility === 'not_yet_eligible' ||
      c.final_eligibility === 'could_not_determine' ||
      (c.final_eligibility === 'ineligible' && !barredForGood(c)),
  );
}
