import type { Case, FinalEligibilityValue } from '@cyr/schemas';
import type { IconName } from './Icon';

/** Display order of the result groups: eligible first, then what can still be done, then the rest. */
export const GROUP_ORDER: FinalEligibilityValue[] = [
  'nondisclosure',
  'expunction',
  'not_yet_eligible',
  'could_not_determine',
  'ineligible',
];

/** Status shown by words, icon and colour (conventions: green, yellow, red, grey). */
export const STATUS_STYLE: Record<FinalEligibilityValue, { tone: string; icon: IconName }> = {
  nondisclosure: { tone: 'green', icon: 'check' },
  expunction: { tone: 'yellow', icon: 'warning' },
  not_yet_eligible: { tone: 'blue', icon: 'clock' },
  could_not_determine: { tone: 'grey', icon: 'question' },
  ineligible: { tone: 'red', icon: 'cross' },
};

export function groupCases(cases: Case[]): { status: FinalEligibilityValue; cases: Case[] }[] {
  return GROUP_ORDER.map((status) => ({ status, cases: cases.filter((c) => c.final_eligibility === status) })).filter(
    (g) => g.cases.length > 0,
  );
}
