import { askedPreliminaryQuestions, type PreliminaryQuestionsForm } from '@cyr/schemas/application';

/**
 * What the additional-info page shows for the current answers (product-spec §4 "progressive reveal"):
 * a "no" to the sex-offender question shows the offense list; a "yes" or any offense is a stop state that
 * hides the rest; the Class C, veteran and trafficking questions are those the shared form schema asks
 * (`askedPreliminaryQuestions`: only when the server still needs them).
 */
export function reveal(v: PreliminaryQuestionsForm, preliminaryQuestions: readonly string[]) {
  const showOffenses = v.sexOffender === false;
  const conflict = v.noneOfTheAbove && v.disqualifyingOffenses.length > 0;
  const stopped = v.sexOffender === true || (v.disqualifyingOffenses.length > 0 && !v.noneOfTheAbove);
  const required = askedPreliminaryQuestions(v, preliminaryQuestions);
  const allAnswered = v.sexOffender !== null && required.every((k) => v[k] !== null);
  return {
    showOffenses,
    conflict,
    stopped,
    showClassC: required.includes('hasClassCConviction'),
    showVeteran: required.includes('isVeteran'),
    showVetPrograms: required.includes('completedVetReemploymentPrg'),
    showVictim: required.includes('hasBeenVictim'),
    showVictimCase: required.includes('hasVictimCaseInHarrisCounty'),
    showAssistRequested: required.includes('investigationAssistanceRequested'),
    showAssisted: required.includes('assistedInvestigation'),
    required,
    /** The submit button appears once the sex-offender answer and every shown question are answered. */
    canSubmit: allAnswered,
  };
}
