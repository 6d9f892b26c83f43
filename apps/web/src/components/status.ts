import type { Case } from '@cyr/schemas';
import { FINAL_ELIGIBILITIES, type FinalEligibility } from '@cyr/rules/vocabulary';
import type { IconName } from './Icon';

/** Status shown by words, icon and colour (conventions: green, yellow, red, grey). */
export const STATUS_STYLE: Record<FinalEligibility, { tone: string; icon: IconName }> = {
  nondisclosure: { tone: 'green', icon: 'check' },
  expunction: { tone: 'yellow', icon: 'warning' },
  not_yet_eligible: { tone: 'blue', icon: 'clock' },
  could_not_determine: { tone: 'grey', icon: 'question' },
  ineligible: { tone: 'red', icon: 'cross' },
};

export function groupCases(cases: Case[]): { status: FinalEligibility; cases: Case[] }[] {
  return FINAL_ELIGIBILITIES.map((status) => ({
    status,
    cases: cases.filter((c) => c.final_eligibility === status),
  })).filter((g) => g.cases.length > 0);
}
