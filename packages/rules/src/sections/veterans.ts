import type { PersonQuestionKey } from '../model';
import type { PersonCtx } from '../engine/context';
import { askPerson, type Route } from '../engine/route';

/**
 * The additional-info chain for the veterans sections: isVeteran, then the program question. `ask` means the
 * route waits for person-level answers; `no` drops it. After a disqualifying answer (the product's stop state)
 * the chain is not asked.
 */
export function veteranChain(p: PersonCtx, program: 'completedVetTreatmentCrt' | 'completedVetReemploymentPrg', r: Route): 'yes' | 'no' | 'ask' {
  if (p.answerBar !== null) return 'no';
  const a = p.answers;
  let missing: PersonQuestionKey | null = null;
  if (a.isVeteran === undefined) missing = 'isVeteran';
  else if (!a.isVeteran) return 'no';
  else if (a[program] === undefined) missing = program;
  else if (!a[program]) return 'no';
  if (missing === null) return 'yes';
  askPerson(r, [missing], 'VETERAN_ANSWERS_NEEDED');
  r.awaitingPerson = true;
  return 'ask';
}
