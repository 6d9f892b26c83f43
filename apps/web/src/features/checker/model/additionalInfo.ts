// First: zod must be configured before any schema is built (see lib/zodConfig).
import '../../../lib/zodConfig';
import { z } from 'zod/mini';
import { DISQUALIFYING_OFFENSES } from '@cyr/rules/vocabulary';
import type { DisqualifyingOffenseCode } from '@cyr/schemas';
import type { PreliminaryAnswers } from '../api/api';

/** The disqualifying-offense choices, in the order they are shown (411.074(b); from the rules vocabulary). */
export const OFFENSES: readonly DisqualifyingOffenseCode[] = DISQUALIFYING_OFFENSES;

export interface AdditionalValues {
  sexOffender: boolean | null;
  disqualifyingOffenses: DisqualifyingOffenseCode[];
  noneOfTheAbove: boolean;
  /** Decision 0006: Class C records (city and justice courts) are not in the county data. */
  hasClassCConviction: boolean | null;
  isVeteran: boolean | null;
  completedVetReemploymentPrg: boolean | null;
  completedVetTreatmentCrt: boolean | null;
  hasBeenVictim: boolean | null;
  hasVictimCaseInHarrisCounty: boolean | null;
  investigationAssistanceRequested: boolean | null;
  assistedInvestigation: boolean | null;
}

export const EMPTY_ADDITIONAL: AdditionalValues = {
  sexOffender: null,
  disqualifyingOffenses: [],
  noneOfTheAbove: false,
  hasClassCConviction: null,
  isVeteran: null,
  completedVetReemploymentPrg: null,
  completedVetTreatmentCrt: null,
  hasBeenVictim: null,
  hasVictimCaseInHarrisCounty: null,
  investigationAssistanceRequested: null,
  assistedInvestigation: null,
};

const VETERAN_KEYS = ['isVeteran', 'completedVetReemploymentPrg', 'completedVetTreatmentCrt'];
const VICTIM_KEYS = [
  'hasBeenVictim',
  'hasVictimCaseInHarrisCounty',
  'investigationAssistanceRequested',
  'assistedInvestigation',
];

/**
 * What the additional-info page shows for the current answers (product-spec §4 "progressive reveal"):
 * a "no" to the sex-offender question shows the offense list; a "yes" or any offense is a stop state that
 * hides the rest; the Class C, veteran and trafficking questions appear only when the server still needs them.
 */
export function reveal(v: AdditionalValues, preliminaryQuestions: string[]) {
  const showOffenses = v.sexOffender === false;
  const conflict = v.noneOfTheAbove && v.disqualifyingOffenses.length > 0;
  const stopped = v.sexOffender === true || (v.disqualifyingOffenses.length > 0 && !v.noneOfTheAbove);
  const cleared = v.sexOffender === false && v.noneOfTheAbove && !conflict;
  const showClassC = cleared && preliminaryQuestions.includes('hasClassCConviction');
  const wantsVeteran = preliminaryQuestions.some((k) => VETERAN_KEYS.includes(k));
  const wantsVictim = preliminaryQuestions.some((k) => VICTIM_KEYS.includes(k));
  const showVeteran = cleared && wantsVeteran;
  const showVetPrograms = showVeteran && v.isVeteran === true;
  const showVictim = cleared && wantsVictim;
  const showVictimCase = showVictim && v.hasBeenVictim === true;
  const showAssistRequested = showVictimCase && v.hasVictimCaseInHarrisCounty === true;
  const showAssisted = showAssistRequested && v.investigationAssistanceRequested === true;
  const required: (keyof AdditionalValues)[] = [];
  if (showClassC) required.push('hasClassCConviction');
  if (showVeteran) required.push('isVeteran');
  if (showVetPrograms) required.push('completedVetReemploymentPrg', 'completedVetTreatmentCrt');
  if (showVictim) required.push('hasBeenVictim');
  if (showVictimCase) required.push('hasVictimCaseInHarrisCounty');
  if (showAssistRequested) required.push('investigationAssistanceRequested');
  if (showAssisted) required.push('assistedInvestigation');
  const allAnswered = v.sexOffender !== null && required.every((k) => v[k] !== null);
  return {
    showOffenses,
    conflict,
    stopped,
    showClassC,
    showVeteran,
    showVetPrograms,
    showVictim,
    showVictimCase,
    showAssistRequested,
    showAssisted,
    required,
    /** The submit button appears once the sex-offender answer and every shown question are answered. */
    canSubmit: allAnswered,
  };
}

const nullableBool = z.nullable(z.boolean());

/** Validation for the current reveal state; messages are the exact product-spec §5 words (i18n keys). */
export function additionalSchema(preliminaryQuestions: string[]) {
  return z
    .object({
      sexOffender: nullableBool,
      disqualifyingOffenses: z.array(z.enum(OFFENSES)),
      noneOfTheAbove: z.boolean(),
      hasClassCConviction: nullableBool,
      isVeteran: nullableBool,
      completedVetReemploymentPrg: nullableBool,
      completedVetTreatmentCrt: nullableBool,
      hasBeenVictim: nullableBool,
      hasVictimCaseInHarrisCounty: nullableBool,
      investigationAssistanceRequested: nullableBool,
      assistedInvestigation: nullableBool,
    })
    .check(
      z.superRefine((v, ctx) => {
        if (v.sexOffender === null) {
          ctx.issues.push({ code: 'custom', path: ['sexOffender'], message: 'validation:required', input: v });
          return;
        }
        if (v.sexOffender) return;
        if (v.noneOfTheAbove && v.disqualifyingOffenses.length > 0) {
          ctx.issues.push({
            code: 'custom',
            path: ['disqualifyingOffenses'],
            message: 'validation:noneConflict',
            input: v,
          });
          return;
        }
        if (!v.noneOfTheAbove && v.disqualifyingOffenses.length === 0) {
          ctx.issues.push({
            code: 'custom',
            path: ['disqualifyingOffenses'],
            message: 'validation:offenseRequired',
            input: v,
          });
          return;
        }
        for (const k of reveal(v, preliminaryQuestions).required) {
          if (v[k] === null) ctx.issues.push({ code: 'custom', path: [k], message: 'validation:required', input: v });
        }
      }),
    );
}

/** The request body: only the questions that were shown. */
export function toBody(v: AdditionalValues, preliminaryQuestions: string[]): PreliminaryAnswers {
  const r = reveal(v, preliminaryQuestions);
  const body: PreliminaryAnswers = {
    sexOffender: v.sexOffender === true,
    disqualifyingOffenses: v.sexOffender ? [] : v.disqualifyingOffenses,
    noneOfTheAbove: v.sexOffender ? false : v.noneOfTheAbove,
  };
  for (const k of r.required) {
    const value = v[k];
    if (typeof value === 'boolean') (body as unknown as Record<string, boolean>)[k] = value;
  }
  return body;
}
