import type { EligibilityInfo } from '@cyr/schemas';
import { updateSession } from './session';

/**
 * Which checker screen comes next (product-spec §4 "Flow"): a function of the server's answers, never a
 * re-implementation of a rule (conventions §5). Shared by the checker and the results page (a case the
 * person fixed or added may need questions answered).
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
