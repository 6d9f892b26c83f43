import type { EvaluateInput, EvaluateOutput } from './model';
import { REASONS } from './reasons';

/** First version: answers could_not_determine for every case until the sections land. */
export function evaluate(input: EvaluateInput): EvaluateOutput {
  return {
    decisions: input.cases.map((c) => ({
      caseId: c.id,
      final_eligibility: 'could_not_determine',
      ndo_form: null,
      eligible_date: null,
      expunction_route: null,
      waiting_period_start: null,
      reasons: [{ code: 'NOT_EVALUATED', citation: REASONS.NOT_EVALUATED.citation }],
      questions: [],
      pend_elig_411_0727_0729: false,
      pend_elig_411_0728: false,
      final_pot_elig_411_0727: false,
      final_pot_elig_411_0728: false,
      final_pot_elig_411_0729: false,
      final_pot_elig_411_0731: false,
      final_pot_elig_411_0736: false,
      bwi: false,
      hideStatus: false,
    })),
    preliminaryQuestions: [],
    needsPreliminaryQuestions: false,
  };
}
