import type { EligibilityInfo } from '@cyr/schemas';
import { updateSession } from '../../../lib/session';

/**
 * Which checker screen comes next (product-spec §4 "Flow"): a function of the server's answers, never a
 * re-implementation of a rule (conventions §5).
 */
export function nextAfterEvaluation(info: EligibilityInfo): string {
  if (info.needsPreliminaryQuestions) return '/check/additional-info';
  return startVerifications(info);
}

/** Fixes the list of cases that need follow-up questions and returns the first page (or results). */
export function startVerifications(info: EligibilityInfo): string {
  const ids = info.cases.filter((c) => c.questions.length > 0).map((c) => c._id);
  updateSession({ postPreliminaryCases: ids });
  return ids.length > 0 ? '/check/case-verifications/0' : '/check/results';
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
