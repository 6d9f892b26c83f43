import type { PersonQuestionKey } from '../model';
import type { PersonCtx } from '../engine/context';
import { askPerson, newRoute, type Route, type RouteFamily, type RouteKind } from '../engine/route';

/**
 * The additional-info chain for the veterans sections: isVeteran, then the program question. Returns `yes`,
 * `no` (drop the route), or the key still unanswered. After a disqualifying answer (the product's stop state)
 * the chain is not asked.
 */
export function veteranStatus(
  p: PersonCtx,
  program: 'completedVetTreatmentCrt' | 'completedVetReemploymentPrg',
): 'yes' | 'no' | PersonQuestionKey {
  if (p.answerBar !== null) return 'no';
  const a = p.answers;
  if (a.isVeteran === undefined) return 'isVeteran';
  if (!a.isVeteran) return 'no';
  const done = a[program];
  if (done === undefined) return program;
  return done ? 'yes' : 'no';
}

/** A route that waits for an additional-info answer (drives the pend_elig_* flags). */
export function awaitingRoute(kind: RouteKind, family: RouteFamily, key: PersonQuestionKey): Route {
  const r = newRoute(kind);
  r.family = family;
  askPerson(r, [key], family === 'trafficking' ? 'TRAFFICKING_ANSWERS_NEEDED' : 'VETERAN_ANSWERS_NEEDED');
  r.awaitingPerson = true;
  return r;
}
