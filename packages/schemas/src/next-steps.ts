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
