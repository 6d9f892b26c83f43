/**
 * The words the law engine, the shared schemas, the translations and the web pages all use, declared once.
 * Pure constants with no imports, so that packages/schemas, packages/i18n and apps/web may import this file
 * (`@cyr/rules/vocabulary`) without pulling in the engine. Names are stable: the API contract
 * (case-followup-questions, `eligibilityInfo`) and stored answers use them.
 *
 * Sources: Tex. Gov't Code ch. 411 subch. E-1 (nondisclosure), Tex. Code Crim. Proc. ch. 55A (expunction),
 * docs/law/decisions.md (docs/law/rule-book.html lists what each one feeds).
 */

/**
 * CCP art. 102.0061(c) (in force 2026-01-01; docs/law D62): a petition to expunge an acquittal filed on or before
 * this day after the acquittal has no filing fee. The statute's number, declared once: the engine's 55A.002 route
 * notes it, and the county profile (packages/i18n), whose pages print it, reads it from here.
 */
export const ACQUITTAL_FEE_WAIVER_DAYS = 30;

/** Nondisclosure sections (the API's `ndo_form`), in the order the rule book lists them. */
export const NDO_SECTION_IDS = [
  '411.072',
  '411.0725',
  '411.0726',
  '411.0726-bwi',
  '411.0727',
  '411.0728',
  '411.0729',
  '411.073',
  '411.0731',
  '411.0735',
  '411.0736',
] as const;
export type NdoSection = (typeof NDO_SECTION_IDS)[number];

/** Expunction routes (the API's `expunction_route`): Code of Criminal Procedure articles. */
export const EXPUNCTION_ROUTE_IDS = [
  '55A.002', // acquittal
  '55A.052', // arrest with no charge presented, or a charge that was no-billed; waits from the arrest
  '55A.053', // presented charge dismissed for a reason the article names
  '55A.053(a)(2)(A)', // dismissal after a veterans treatment court program
  '55A.053(a)(2)(B)', // dismissal after a mental health court program
  '55A.053(a)(2)(C)', // dismissal after pretrial intervention
  '55A.053(a)(2)(D)', // dismissal for mistake, false information or absence of probable cause
  '55A.054', // dismissal after limitations ran
  '55A.005', // unlawful carrying of a handgun (PC 46.02(a)) before 2021-09-01
] as const;
export type ExpunctionRouteId = (typeof EXPUNCTION_ROUTE_IDS)[number];

/**
 * A case's outcome (the API's `final_eligibility`), in the order results are shown: eligible first, then what can
 * still be done, then the rest (the results page, the emailed results and the case-information PDF all use it).
 */
export const FINAL_ELIGIBILITIES = [
  'nondisclosure',
  'expunction',
  'not_yet_eligible',
  'could_not_determine',
  'ineligible',
] as const;
export type FinalEligibility = (typeof FINAL_ELIGIBILITIES)[number];

/** How a case ended, as packages/harris-data reads it from the court data (docs/law/decisions.md). */
export const DISPOSITION_KINDS = [
  'deferred_discharged',
  'deferred_adjudicated',
  'on_deferred',
  'probation_completed',
  'probation_revoked',
  'on_probation',
  'convicted_sentence',
  'dismissed',
  'no_bill',
  'acquitted',
  'pending',
  'unknown',
] as const;
export type DispositionKind = (typeof DISPOSITION_KINDS)[number];

/**
 * A case whose supervision is not finished yet (deferred adjudication or probation): for a case the person enters or
 * corrects, the day it is set to end is the date the site needs (the wait counts from it), so it is asked, and it is
 * still ahead (issue #41; `@cyr/schemas/person-cases`).
 */
export function supervisionNotOver(d: string | undefined): boolean {
  return d === 'on_deferred' || d === 'on_probation';
}

/** Offense level: felony degrees, state jail felony, misdemeanor classes. */
export const OFFENSE_LEVELS = ['FC', 'F1', 'F2', 'F3', 'FS', 'MA', 'MB', 'MC', 'unknown'] as const;
export type OffenseLevel = (typeof OFFENSE_LEVELS)[number];

/** Answer kinds of the follow-up questions (api-contract case-followup-questions). */
export type AnswerKind = 'yes_no_not_sure' | 'month_or_unknown' | 'year_or_unknown' | 'enum';

/** "Not sure" to a yes/no question; the engine treats it as unknown (docs/law/decisions.md, its three rules). */
export const NOT_SURE = 'not_sure';
/** A month the person does not know. */
export const UNKNOWN_MONTH = 'unknown';
/** The shape of a month answer: `YYYY-MM`. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** The shape of a year answer (the person knows the year, not the month): `YYYY`. A year not known is `unknown`. */
export const YEAR_PATTERN = /^\d{4}$/;

/**
 * How supervision ended, when the record does not show a discharge or a revocation (ADR 0060 items 57–58):
 * discharged (finished, or ended early by the judge, not revoked), adjudicated or revoked, not over yet (or a
 * motion is pending), or another way / not sure.
 */
export const SUPERVISION_END_HOW = ['discharged', 'adjudicated_or_revoked', 'not_over', 'other_or_not_sure'] as const;
export type SupervisionEndHow = (typeof SUPERVISION_END_HOW)[number];

/**
 * What became of a charge the clerk records as "DISMISSED CASE REFILED" when the refiled case is not in the data
 * (docs/law D80): dismissed or no-billed, convicted or given deferred adjudication (or probation), still pending, or
 * not sure.
 */
export const REFILED_CASE_OUTCOMES = [
  'dismissed_or_no_billed',
  'convicted_or_deferred',
  'pending',
  'not_sure',
] as const;
export type RefiledCaseOutcome = (typeof REFILED_CASE_OUTCOMES)[number];

/** Which order imposed the ignition interlock (docs/law D19). */
export const INTERLOCK_CONDITIONS = ['probation', 'bond', 'both', 'other_or_not_sure'] as const;
export type InterlockCondition = (typeof INTERLOCK_CONDITIONS)[number];

/**
 * Every per-case follow-up question, spelled as the contract spells them (`commited_…` with one t), with its
 * answer kind. Order is the order a person is asked when several are open for one case.
 */
export const CASE_QUESTIONS = {
  completed_vet_reemployment_prg_for_case: { kind: 'yes_no_not_sure' },
  completed_vet_treatment_court_for_case: { kind: 'yes_no_not_sure' },
  victim_family_household_or_dating: { kind: 'yes_no_not_sure' },
  /**
   * Family Code 71.004(1), 71.0021(a) (docs/law D79): after a "yes" about the victim of harassment (PC 42.07) or
   * deadly conduct (PC 22.05), did the case involve hurting or trying to hurt that person, or threatening to hurt them soon?
   */
  family_violence_conduct: { kind: 'yes_no_not_sure' },
  bac_under_015: { kind: 'yes_no_not_sure' },
  had_commercial_license_or_permit: { kind: 'yes_no_not_sure' },
  used_ignition_interlock_device: { kind: 'yes_no_not_sure' },
  interlock_condition: { kind: 'enum', values: INTERLOCK_CONDITIONS },
  /**
   * Gov't Code 411.0736 (docs/law D77): a revoked probation with no sentence on record; the month the jail time given
   * at the revocation ended, `YYYY-MM` or `unknown`.
   */
  revocation_sentence_end_month: { kind: 'month_or_unknown' },
  collision_with_another_person: { kind: 'yes_no_not_sure' },
  paid_all_fines_and_costs: { kind: 'yes_no_not_sure' },
  completion_payment_month: { kind: 'month_or_unknown' },
  /** docs/law D83: the month of the last payment is not known; its year, whose last day (or today) counts. */
  completion_payment_year: { kind: 'year_or_unknown' },
  committed_solely_as_trafficking_victim: { kind: 'yes_no_not_sure' },
  /** No longer asked: no statute asks it (docs/law D74). Kept so stored answers and old clients validate; ignored. */
  commited_after_submitting_petition: { kind: 'yes_no_not_sure' },
  class_c_in_window: { kind: 'yes_no_not_sure' },
  /** Gov't Code 411.072(a)(2), 411.073(b)(2) ("previously"): was any of the person's Class C records decided before this case's sentence or placement? */
  class_c_before_case: { kind: 'yes_no_not_sure' },
  /**
   * Gov't Code 411.072(a)(2), 411.073(b)(2) (docs/law D53): the charge states a prior conviction; before this case, had
   * the person been convicted of, or given deferred adjudication for, anything but a traffic ticket, anywhere?
   */
  prior_record_before_case: { kind: 'yes_no_not_sure' },
  arrest_month: { kind: 'month_or_unknown' },
  offense_month: { kind: 'month_or_unknown' },
  /**
   * No longer asked (former PC 46.02(a) is told apart from (a-1) by `weapon_only_in_own_vehicle`); kept so stored
   * answers and pages that still send it validate. The engine ignores it.
   */
  handgun_carried_on_person_only: { kind: 'yes_no_not_sure' },
  /** CCP 55A.005 / former PC 46.02(a)-(a-1): was the weapon only inside a vehicle or boat the person owned or controlled? */
  weapon_only_in_own_vehicle: { kind: 'yes_no_not_sure' },
  /**
   * CCP 12.03(b), 12.01 (docs/law D82): was the organized-criminal-activity charge about a killing or a death in a
   * crash, a sexual offense, human trafficking or prostitution, or a child victim? No → ten years' limitations.
   */
  organized_crime_object_serious: { kind: 'yes_no_not_sure' },
  /** CCP 55A.051-.052: after this dismissal or no-bill, was the same charge filed again, or a different or lesser one for the same arrest? */
  charge_refiled_or_replaced: { kind: 'yes_no_not_sure' },
  /**
   * CCP 55A.051 (docs/law D80): the clerk records this dismissal as refiled and the refiled case is not in the data:
   * how did the refiled case end? Asked instead of `charge_refiled_or_replaced`, whose "no" cannot undo the clerk's
   * own words.
   */
  refiled_case_outcome: { kind: 'enum', values: REFILED_CASE_OUTCOMES },
  /** The refiled case was dismissed or no-billed: in what month (its last day counts, never early)? */
  refiled_case_end_month: { kind: 'month_or_unknown' },
  // ADR 0060 item 58: asked when the record shows no discharge or revocation after the supervision term.
  supervision_end_how: { kind: 'enum', values: SUPERVISION_END_HOW },
  supervision_end_month: { kind: 'month_or_unknown' },
  // ADR 0074: asked when the person knows the year of the discharge but not the month.
  supervision_end_year: { kind: 'year_or_unknown' },
} as const satisfies Record<string, { kind: AnswerKind; values?: readonly string[] }>;

export type CaseQuestionKey = keyof typeof CASE_QUESTIONS;
export const CASE_QUESTION_KEYS = Object.keys(CASE_QUESTIONS) as CaseQuestionKey[];

/** The answer a key takes: `true`/`false`/`"not_sure"`, `YYYY-MM`/`"unknown"`, or one of the enum values. */
export type CaseAnswerOf<K extends CaseQuestionKey> = (typeof CASE_QUESTIONS)[K] extends {
  kind: 'enum';
  values: readonly (infer V)[];
}
  ? V
  : (typeof CASE_QUESTIONS)[K] extends { kind: 'month_or_unknown' | 'year_or_unknown' }
    ? string
    : boolean | typeof NOT_SURE;

/** The disqualifying-offense choices of the additional-info page (411.074(b); docs/law D26–D27). */
export const DISQUALIFYING_OFFENSES = [
  'murder',
  'human_trafficking',
  'aggravated_kidnapping',
  'injury_child_elderly_disabled',
  'child_abandoning_endangerment',
  'family_violence',
  'stalking',
  'sex_offender',
  'protective_order_violation',
] as const;
export type DisqualifyingOffense = (typeof DISQUALIFYING_OFFENSES)[number];

/** The veteran questions of the additional-info page (411.0729 and 411.0731's programs; docs/law/decisions.md). */
export const VETERAN_QUESTION_KEYS = ['isVeteran', 'completedVetReemploymentPrg', 'completedVetTreatmentCrt'] as const;

/** The trafficking-victim questions of the additional-info page (411.0728(a)(2)-(3)), in the order they are asked. */
export const VICTIM_QUESTION_KEYS = [
  'hasBeenVictim',
  'hasVictimCaseInHarrisCounty',
  'investigationAssistanceRequested',
  'assistedInvestigation',
] as const;

/** Person-level questions of the additional-info page (product-spec §3), as `preliminaryQuestions` lists them. */
export const PERSON_QUESTION_KEYS = [
  'sexOffender',
  'disqualifyingOffenses',
  'hasClassCConviction',
  ...VETERAN_QUESTION_KEYS,
  ...VICTIM_QUESTION_KEYS,
] as const;
export type PersonQuestionKey = (typeof PERSON_QUESTION_KEYS)[number];

/**
 * Outcome follow-ups: messages a person asks for after a download (issue #38; docs/decisions/0100-follow-ups-and-outcomes.md). What a person tells
 * the site about a petition they downloaded is stored as these codes, never as free text.
 *
 * The questions a follow-up message asks, by when it is sent: `filing` (about 45 days after the download: did
 * you file?), `progress` (about 120 and 240 days: was a hearing set, did the judge sign the order, was it
 * denied?) and `record_check` (about 90 days after "granted": is the record gone?).
 */
export const OUTCOME_QUESTIONS = ['filing', 'progress', 'record_check'] as const;
export type OutcomeQuestion = (typeof OUTCOME_QUESTIONS)[number];

/** The answers each question offers, in the order a message and its page list them. */
export const OUTCOME_ANSWERS = {
  filing: ['filed', 'not_yet', 'stuck'],
  progress: ['hearing_set', 'granted', 'denied', 'waiting', 'not_filed', 'stuck'],
  record_check: ['record_gone', 'record_still_shows', 'not_checked'],
} as const satisfies Record<OutcomeQuestion, readonly string[]>;
export type OutcomeAnswer = (typeof OUTCOME_ANSWERS)[OutcomeQuestion][number];
/** Every answer code once, in stage order. */
export const OUTCOME_ANSWER_CODES = [...new Set(Object.values(OUTCOME_ANSWERS).flat())] as readonly OutcomeAnswer[];

/** Answers that come with the month it happened (`YYYY-MM`, or `unknown`): filed, and the judge's decision. */
export const OUTCOME_MONTH_ANSWERS = ['filed', 'granted', 'denied'] as const satisfies readonly OutcomeAnswer[];

/** Why a person is stuck between the download and the order (the reasons people give; issue #38). */
export const STUCK_REASONS = ['fee', 'forms', 'hearing_date', 'notarising', 'fear', 'other'] as const;
export type StuckReason = (typeof STUCK_REASONS)[number];

/** Which remedy a followed petition asks for: the section is an `NdoSection` or an `ExpunctionRouteId`. */
export const OUTCOME_KINDS = ['nondisclosure', 'expunction'] as const;
export type OutcomeKind = (typeof OUTCOME_KINDS)[number];

/** How far a followed petition has got, as the person last told us (the staff Outcomes funnel counts them). */
export const OUTCOME_STAGES = ['asked', 'filed', 'hearing_set', 'granted', 'denied'] as const;
export type OutcomeStage = (typeof OUTCOME_STAGES)[number];

/**
 * How long each bar (a reason of kind `bar` in `reasons.ts`) lasts: `permanent` when nothing that happens later can
 * lift it (the offense, a finding, a record already made, a conviction inside a window that has passed), `may_lift`
 * when the site cannot say so. A case held only by permanent bars is not offered "check again in six months"
 * (issue #41, docs/law D88; `@cyr/schemas/next-steps` `recheckOffered`); `test/bar-duration.test.ts` checks that every bar is here and nothing else.
 */
export const BAR_DURATION = {
  BAR_411074_SEX_OFFENDER: 'permanent',
  BAR_411074_AGGRAVATED_KIDNAPPING: 'permanent',
  BAR_411074_MURDER: 'permanent',
  BAR_411074_HUMAN_TRAFFICKING: 'permanent',
  BAR_411074_INJURY_CHILD_ELDERLY_DISABLED: 'permanent',
  BAR_411074_CHILD_ABANDON_ENDANGER: 'permanent',
  BAR_411074_PROTECTIVE_ORDER_VIOLATION: 'permanent',
  BAR_411074_STALKING: 'permanent',
  BAR_411074_FAMILY_VIOLENCE: 'permanent',
  BAR_411074_FAMILY_VIOLENCE_FINDING: 'permanent',
  /** A conviction or deferred adjudication already inside the waiting window: that window never clears. */
  CLEAN_PERIOD_VIOLATED: 'permanent',
  FIRST_OFFENDER_FAILED: 'permanent',
  FIRST_OFFENDER_CLASS_C_RECORD: 'permanent',
  FELONY_CONVICTION: 'permanent',
  FAMILY_VIOLENCE_IN_CHARGE: 'permanent',
  PRIOR_CONVICTION_IN_CHARGE: 'permanent',
  EXCLUDED_OFFENSE: 'permanent',
  DWI_NOT_CLASS_B: 'permanent',
  FINDING_42A105F: 'permanent',
  COLLISION_WITH_ANOTHER_PERSON: 'permanent',
  VTC_DWI_ENTRY_EXCLUDED: 'permanent',
  /** A felony conviction inside the two years the section names, which have passed. */
  VTC_FELONY_WITHIN_TWO_YEARS: 'permanent',
  TRAFFICKING_NOT_SOLELY_VICTIM: 'permanent',
  /** No route the site knows for how the case ended: not a statement that none will ever open. */
  NO_SECTION_FOR_DISPOSITION: 'may_lift',
} as const satisfies Record<string, 'permanent' | 'may_lift'>;
export type BarCode = keyof typeof BAR_DURATION;
