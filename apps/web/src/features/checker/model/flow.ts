import type { EligibilityInfo } from '@cyr/schemas';
import { updateSession } from '../../../lib/session';

export { nextAfterEvaluation, startVerifications } from '../../../lib/evaluation';

/**
 * After a case's answers: cases the server now asks about that were not in the list yet (an answer about one
 * case can open a question about another) join the end of the list, once. Returns the new length.
 */
export function extendVerifications(info: EligibilityInfo, ids: readonly string[]): number {
  const added = info.cases.filter((c) => c.questions.length > 0 && !ids.includes(c._id)).map((c) => c._id);
  if (added.length > 0) updateSession({ postPreliminaryCases: [...ids, ...added] });
  return ids.length + added.length;
}

export function nextVerification(index: number, total: number): string {
  return index + 1 < total ? `/check/case-verifications/${index + 1}` : '/check/results';
}

/** Lookup candidates grouped by person (`def_spn`), in the order they came. */
export function groupBySpn<T extends { def_spn: string }>(cases: T[]): T[][] {
  const map = new Map<string, T[]>();
  for (const c of cases) {
    const list = map.get(c.def_spn);
    if (list) list.push(c);
    else map.set(c.def_spn, [c]);
  }
  return [...map.values()];
}
