/**
 * The reason catalogue: every code a Decision can carry, with the statute (or project decision) it rests on.
 * Codes are stable: the UI translates them (packages/i18n `reasons`), tests and attorneys read them.
 * `citation` is the default; a reason may carry a more precise one (e.g. the section that applies).
 * `kind`: `basis` explains an eligible result, `bar` makes a route ineligible, `unknown` makes it
 * could_not_determine until answered, `info` qualifies a result.
 */
import type { Reason } from './model';
import type { CaseQuestionKey } from './vocabulary';

export type ReasonKind = 'basis' | 'bar' | 'unknown' | 'info';

interface ReasonSpec {
  citation: string;
  kind: ReasonKind;
  /**
   * The reason's words ask the person for an answer (docs/law D74): the question they ask for, when the reason does
   * not name it in its `question` param, or `person` for the additional-info questions. Shown to the person only
   * while that question is offered (`reasonsForPerson`).
   */
  asks?: CaseQuestionKey | 'person';
}

const GC = "Tex. Gov't Code";
const CCP = 'Tex. Code Crim. Proc.';
const DECISION = 'Project decision, docs/law';
const DECISIONS = 'Project decision (docs/law/decisions.md)';
const CLASS_C = 'Project decision 0006 (Class C records)';

export const REASONS = {
  // ---- Why a section applies (eligible and not-yet-eligible results) ----
  MEETS_411_072: { citation: `${GC} § 411.072`, kind: 'basis' },
  MEETS_411_0725: { citation: `${GC} § 411.0725`, kind: 'basis' },
  MEETS_411_0726: { citation: `${GC} § 411.0726`, kind: 'basis' },
  MEETS_411_0726_BWI: { citation: `${GC} § 411.0726`, kind: 'basis' },
  MEETS_411_0727: { citation: `${GC} § 411.0727`, kind: 'basis' },
  MEETS_411_0728: { citation: `${GC} § 411.0728(a)`, kind: 'basis' },
  MEETS_411_0729: { citation: `${GC} § 411.0729`, kind: 'basis' },
  MEETS_411_073: { citation: `${GC} § 411.073`, kind: 'basis' },
  MEETS_411_0731: { citation: `${GC} § 411.0731`, kind: 'basis' },
  MEETS_411_0735: { citation: `${GC} § 411.0735`, kind: 'basis' },
  MEETS_411_0736: { citation: `${GC} § 411.0736`, kind: 'basis' },
  /** The waiting period has ended (params: date, section). */
  WAIT_OVER: { citation: `${GC} ch. 411, subch. E-1`, kind: 'basis' },
  /** The waiting period ends on a future date (params: date, section). */
  WAIT_NOT_OVER: { citation: `${GC} ch. 411, subch. E-1`, kind: 'info' },
  /** No waiting period for this section (params: section). */
  NO_WAIT: { citation: `${GC} ch. 411, subch. E-1`, kind: 'basis' },
  /** 411.072 needs no petition: the court issues the order; a fee the county profile gives (params: date). */
  AUTOMATIC_ORDER_NO_PETITION: { citation: `${GC} § 411.072(b)-(c)`, kind: 'info' },
  /** Discharge before 2017-09-01: 411.072 does not apply, 411.0725 does. */
  DISCHARGE_BEFORE_072_CUTOFF: { citation: `${GC} § 411.0716(b)`, kind: 'info' },
  /** Ignition interlock for 6+ months shortens the wait (params: years). */
  INTERLOCK_SHORTER_WAIT: { citation: `${GC} §§ 411.0731, 411.0736`, kind: 'info' },
  /** Interlock not answered (or no): the longer wait is used (params: years). */
  ASSUMED_NO_INTERLOCK: {
    citation: `${GC} §§ 411.0731, 411.0736; ${DECISION} D1`,
    kind: 'info',
    asks: 'used_ignition_interlock_device',
  },
  /** Still on community supervision; dates count from the scheduled end (params: date). */
  STILL_ON_SUPERVISION: { citation: `${DECISION} D6`, kind: 'info' },
  /** A date the result uses was estimated from the court data (params: date). */
  DATE_ESTIMATED: { citation: `${DECISION} D5`, kind: 'info' },
  /** Completed deferred adjudication is community supervision: no expunction for it. */
  DEFERRED_BLOCKS_EXPUNCTION: { citation: `${CCP} art. 55A.051(3)`, kind: 'info' },
  /** A later conviction does not bar this section, but the judge may weigh it. */
  LATER_CONVICTION_MAY_WEIGH: { citation: `${GC} §§ 411.0725(d), 411.0745(e); ${DECISION} D4`, kind: 'info' },
  /** The person reported a Class C record: one dated inside this section's waiting window would bar it. */
  CLASS_C_CLEAN_PERIOD_CHECK: { citation: `${GC} § 411.074(a); ${CLASS_C}`, kind: 'info' },
  /** Expunction under 55A.052 waiting periods is partial unless the prosecutor certifies. */
  EXPUNCTION_PARTIAL: { citation: `${CCP} art. 55A.302(c)`, kind: 'info' },
  /** Harris County DA agrees to DWI and family-violence PTI expunctions only after one year. */
  /** No filing fee for an acquittal petition filed by the 30th day after it (params: date, the last day; docs/law D62). */
  FEE_WAIVED_ACQUITTAL_30_DAYS: { citation: `${CCP} art. 102.0061; ${DECISION} D62`, kind: 'info' },
  /** No filing fee after a veterans treatment court or mental health court dismissal (docs/law D62). */
  FEE_WAIVED_SPECIALTY_COURT: {
    citation: `${CCP} arts. 102.0061, 55A.053(a)(2)(A)-(B); ${DECISION} D62`,
    kind: 'info',
  },
  HARRIS_DA_PTI_ONE_YEAR: { citation: 'Harris County District Attorney, Clear Your Criminal Record', kind: 'info' },
  /** A dismissal for insufficient evidence: expunction now only if a court finds there was no probable cause. */
  NO_PROBABLE_CAUSE_MAYBE: { citation: `${CCP} art. 55A.053(a)(2)`, kind: 'info' },
  /** The case's record notes (ADR 0060 items 59, 60): they do not change the outcome. */
  EXPUNCTION_REQUESTED: { citation: `${CCP} ch. 55A; ${DECISION} D59`, kind: 'info' },
  NONDISCLOSURE_PETITION_ON_RECORD: { citation: `${GC} § 411.0745; ${DECISION} D59`, kind: 'info' },
  NONDISCLOSURE_ORDER_ON_RECORD: { citation: `${GC} § 411.0745; ${DECISION} D59`, kind: 'info' },
  EXPUNCTION_HEARING_ON_RECORD: { citation: `${CCP} ch. 55A; ${DECISION} D59`, kind: 'info' },
  CONVICTION_UNDER_ATTACK: { citation: `${DECISION} D60`, kind: 'info' },
  /** An attempt or conspiracy read by the offense attempted (params: statute). */
  ATTEMPT_CLASSIFIED: { citation: `Tex. Penal Code §§ 15.01, 15.02; ${DECISION} D51`, kind: 'info' },
  /** The 55A.052 wait counted from the no-bill or dismissal date, the latest the arrest can be (params: date). */
  ARREST_BOUNDED_BY_DISPOSITION: { citation: `${CCP} art. 55A.052(a); ${DECISION} D56`, kind: 'info' },
  /** Limitations date assumes you stayed in Texas (params: date). */
  LIMITATIONS_ESTIMATED: { citation: `${CCP} arts. 12.01, 12.02, 12.05; ${DECISION} D12`, kind: 'info' },

  // ---- Expunction routes (CCP ch. 55A) ----
  EXPUNCTION_ACQUITTAL: { citation: `${CCP} arts. 55A.002, 55A.201`, kind: 'basis' },
  EXPUNCTION_NO_BILL: { citation: `${CCP} art. 55A.052`, kind: 'basis' },
  EXPUNCTION_PRETRIAL_INTERVENTION: { citation: `${CCP} art. 55A.053(a)(2)(C)`, kind: 'basis' },
  EXPUNCTION_MENTAL_HEALTH_COURT: { citation: `${CCP} art. 55A.053(a)(2)(B)`, kind: 'basis' },
  EXPUNCTION_VTC_DISMISSAL: { citation: `${CCP} arts. 55A.053(a)(2)(A), 55A.203`, kind: 'basis' },
  EXPUNCTION_NO_PROBABLE_CAUSE: { citation: `${CCP} art. 55A.053(a)(2)(D)`, kind: 'basis' },
  EXPUNCTION_LIMITATIONS: { citation: `${CCP} art. 55A.054`, kind: 'basis' },
  EXPUNCTION_HANDGUN_BEFORE_2021: { citation: `${CCP} art. 55A.005`, kind: 'basis' },

  /** Completion counted from the last payment of fines, costs and restitution (params: date). */
  COMPLETION_FROM_LAST_PAYMENT: {
    citation: `${GC} §§ 411.073(b), 411.0731(b), 411.0735(b), 411.0736(b); ${DECISION} D18`,
    kind: 'info',
  },
  /** The payment month is not known; the recorded completion date is used and may be too early (params: date). */
  PAYMENT_MONTH_ASSUMED: { citation: `${DECISION} D18`, kind: 'info' },
  /** The interlock was not a condition of the order the section names: the long wait (params: years, section). */
  INTERLOCK_CONDITION_NOT_MATCHED: { citation: `${GC} §§ 411.0731, 411.0736; ${DECISION} D19`, kind: 'info' },
  /** A judge may find this offense violent and deny the order (PC 38.03, 42.01(a)(7)-(9), 42.07, 42.092). */
  JUDGE_MAY_FIND_VIOLENT: { citation: `${GC} § 411.0735(c-1); ${DECISION} D28`, kind: 'info' },
  /** No indictment or information on record: 55A.052 waits; the prosecutor may certify earlier. */
  NO_CHARGE_PRESENTED: { citation: `${CCP} arts. 55A.052, 55A.053; ${DECISION} D23`, kind: 'info' },
  /** The 55A.052 wait is counted from the last day of the arrest month the person gave (params: date). */
  ARREST_FROM_ANSWER: { citation: `${CCP} art. 55A.052; ${DECISION} D22`, kind: 'info' },

  // ---- Bars: Gov't Code 411.074(b) (params: where = this_case | other_case | your_answer) ----
  BAR_411074_SEX_OFFENDER: { citation: `${GC} § 411.074(b)(1)(A)`, kind: 'bar' },
  BAR_411074_AGGRAVATED_KIDNAPPING: { citation: `${GC} § 411.074(b)(1)(B)`, kind: 'bar' },
  BAR_411074_MURDER: { citation: `${GC} § 411.074(b)(1)(C)`, kind: 'bar' },
  BAR_411074_HUMAN_TRAFFICKING: { citation: `${GC} § 411.074(b)(1)(C)`, kind: 'bar' },
  BAR_411074_INJURY_CHILD_ELDERLY_DISABLED: { citation: `${GC} § 411.074(b)(1)(C)`, kind: 'bar' },
  BAR_411074_CHILD_ABANDON_ENDANGER: { citation: `${GC} § 411.074(b)(1)(C)`, kind: 'bar' },
  BAR_411074_PROTECTIVE_ORDER_VIOLATION: { citation: `${GC} § 411.074(b)(1)(C)`, kind: 'bar' },
  BAR_411074_STALKING: { citation: `${GC} § 411.074(b)(1)(C)`, kind: 'bar' },
  BAR_411074_FAMILY_VIOLENCE: { citation: `${GC} § 411.074(b)(1)(D); ${DECISION} D7`, kind: 'bar' },
  BAR_411074_FAMILY_VIOLENCE_FINDING: { citation: `${GC} § 411.074(b)(2)`, kind: 'bar' },
  /** Another conviction or deferred adjudication inside the waiting window (params: date, end). */
  CLEAN_PERIOD_VIOLATED: { citation: `${GC} § 411.074(a)`, kind: 'bar' },
  /** An earlier conviction or deferred adjudication (params: date, section). */
  FIRST_OFFENDER_FAILED: {
    citation: `${GC} §§ 411.072(a)(2), 411.0726, 411.073(b)(2), 411.0731, 411.0735, 411.0736`,
    kind: 'bar',
  },
  /** The person reported a non-traffic Class C conviction or deferred; first-offender sections fail (params: section). */
  FIRST_OFFENDER_CLASS_C_RECORD: {
    citation: `${GC} §§ 411.072(a)(2), 411.0726, 411.073(b)(2), 411.0731, 411.0735, 411.0736; ${CLASS_C}`,
    kind: 'bar',
  },
  FELONY_CONVICTION: { citation: `${GC} ch. 411, subch. E-1`, kind: 'bar' },
  /** The complaint or grand-jury literal names a family, household or dating victim (ADR 0060 item 53). */
  FAMILY_VIOLENCE_IN_CHARGE: { citation: `${GC} § 411.074(b)(1)(D); ${DECISION} D53`, kind: 'bar' },
  /** A literal of the case states a prior conviction: the first-offender sections fail (ADR 0060 item 53). */
  PRIOR_CONVICTION_IN_CHARGE: { citation: `${GC} §§ 411.072(a)(2), 411.073(b)(2); ${DECISION} D53`, kind: 'bar' },
  /** The charge states a prior conviction: the person is asked whether they had a record before this case. */
  PRIOR_RECORD_ANSWER_NEEDED: {
    citation: `${GC} §§ 411.072(a)(2), 411.073(b)(2); ${DECISION} D53`,
    kind: 'unknown',
    asks: 'prior_record_before_case',
  },
  /** The charge states a prior conviction and the person says none (or is not sure): the judgment settles it. */
  PRIOR_CONVICTION_DISPUTED: { citation: `${GC} §§ 411.072(a)(2), 411.073(b)(2); ${DECISION} D53`, kind: 'unknown' },
  /** A state jail felony punished with county-jail time (PC 12.44(a)) is still a felony conviction. */
  STATE_JAIL_FELONY_COUNTY_JAIL: { citation: `Tex. Penal Code § 12.44(a); ${DECISION} D54`, kind: 'info' },
  /** Offense excluded from a section (params: section). */
  EXCLUDED_OFFENSE: { citation: `${GC} §§ 411.072(a), 411.073(a), 411.0735(a)`, kind: 'bar' },
  /** DWI above Class B (49.04(d) BAC 0.15+, or a repeat offense) (params: level). */
  DWI_NOT_CLASS_B: { citation: `${GC} §§ 411.0726, 411.0731, 411.0736; Tex. Penal Code § 49.04(d)`, kind: 'bar' },
  /** The judge found an automatic order not in the best interest of justice (CCP 42A.105(f)). */
  FINDING_42A105F: { citation: `${GC} § 411.0726; ${CCP} art. 42A.105(f)`, kind: 'bar' },
  COLLISION_WITH_ANOTHER_PERSON: { citation: `${GC} §§ 411.0726, 411.0731, 411.0736`, kind: 'bar' },
  VTC_DWI_ENTRY_EXCLUDED: { citation: `${GC} § 411.0727(e)`, kind: 'bar' },
  VTC_FELONY_WITHIN_TWO_YEARS: { citation: `${GC} § 411.0727(c)`, kind: 'bar' },

  TRAFFICKING_NOT_SOLELY_VICTIM: { citation: `${GC} § 411.0728`, kind: 'bar' },
  /** No nondisclosure section fits this kind of case (params: disposition). */
  NO_SECTION_FOR_DISPOSITION: { citation: `${GC} ch. 411, subch. E-1; ${CCP} ch. 55A`, kind: 'bar' },

  // ---- Could not determine ----
  /** An earlier felony conviction may be one 42A.054(a) lists, which would bar 411.0727. */
  VTC_PRIOR_LISTED_OFFENSE: { citation: `${GC} § 411.0727(c); ${CCP} art. 42A.054(a)`, kind: 'unknown' },
  PENDING_CASE: { citation: `${GC} ch. 411, subch. E-1`, kind: 'unknown' },
  /** Another open case could end in a conviction inside the waiting window. */
  PENDING_CASE_MAY_BAR: { citation: `${GC} § 411.074; ${DECISION} D15`, kind: 'unknown' },
  UNIDENTIFIED_OFFENSE: { citation: DECISIONS, kind: 'unknown' },
  /** The person typed the offense from their papers: it is not classified from the words (ADR 0073). */
  OFFENSE_TYPED_BY_PERSON: { citation: DECISIONS, kind: 'unknown' },
  /** Another case's offense could not be identified and it ended in a conviction or deferred adjudication. */
  UNIDENTIFIED_OFFENSE_IN_RECORD: { citation: `${GC} § 411.074(b)`, kind: 'unknown', asks: 'person' },
  LEVEL_UNKNOWN: { citation: DECISIONS, kind: 'unknown' },
  DISPOSITION_UNKNOWN: { citation: DECISIONS, kind: 'unknown' },
  /** A motion to adjudicate or revoke is open; a certain 411.074(b) bar decides the case anyway (docs/law D86). */
  SUPERVISION_MOTION_PENDING: { citation: `${GC} § 411.074(b)(1); ${DECISION} D86`, kind: 'info' },
  /** A date the rule needs is missing from the court data (params: field). */
  DATE_UNKNOWN: { citation: DECISIONS, kind: 'unknown' },
  /** The result would rest on an estimated date (params: date). */
  DATE_ESTIMATED_MATTERS: { citation: `${DECISION} D1`, kind: 'unknown' },
  /** Another case's outcome is not in the court data; it may be a conviction. */
  OTHER_CASE_OUTCOME_UNKNOWN: { citation: `${GC} § 411.074`, kind: 'unknown' },
  /** Another case's disposition date is missing, so the clean-period and first-offender tests cannot run. */
  RECORD_DATE_UNKNOWN: { citation: `${GC} § 411.074(a)`, kind: 'unknown' },
  NO_DISCHARGE_ON_RECORD: { citation: `${DECISION} D6`, kind: 'unknown' },
  /** The person said the judge discharged them: the month is needed (params: date, the scheduled end). */
  DISCHARGE_MONTH_NEEDED: {
    citation: `${GC} §§ 411.0725(e), 411.072(b); ${DECISION} D58`,
    kind: 'unknown',
    asks: 'supervision_end_month',
  },
  /** Discharged, month not known, and the scheduled end is past: the discharge order shows the date. */
  DISCHARGE_MONTH_UNKNOWN: { citation: `${GC} §§ 411.0725(e), 411.072(b); ${DECISION} D58`, kind: 'unknown' },
  /** Discharged, month not known: the year is asked (ADR 0074; params: date, the scheduled end). */
  DISCHARGE_YEAR_NEEDED: {
    citation: `${GC} §§ 411.0725(e), 411.072(b); ${DECISION} D58`,
    kind: 'unknown',
    asks: 'supervision_end_year',
  },
  /** The year alone could change more than the date (2017-09-01 inside it, or another record); the order decides. */
  DISCHARGE_YEAR_NOT_ENOUGH: { citation: `${GC} §§ 411.0716(b), 411.074(a); ${DECISION} D58`, kind: 'unknown' },
  /** The discharge is known by its year only: the wait counts from the year's last day, never early. */
  DISCHARGE_YEAR_LATEST_DAY: { citation: `${GC} §§ 411.0725(e), 411.072(b); ${DECISION} D58`, kind: 'info' },
  /** A revoked probation with no sentence on record: the month its jail time ended is needed (docs/law D77). */
  REVOCATION_SENTENCE_END_NEEDED: {
    citation: `${GC} § 411.0736; ${DECISION} D77`,
    kind: 'unknown',
    asks: 'revocation_sentence_end_month',
  },
  /**
   * The month the jail time ended is not known: the wait counts from the revocation plus the longest term of the
   * offense's class, the latest it can be (params: date, the estimated end; revoked, the revocation day).
   */
  REVOCATION_SENTENCE_ESTIMATED: {
    citation: `${GC} § 411.0736; Tex. Penal Code §§ 12.21, 12.22; ${DECISION} D77`,
    kind: 'info',
  },
  /** After a "yes" about the victim of harassment or deadly conduct: was someone hurt or threatened (docs/law D79)? */
  FAMILY_VIOLENCE_CONDUCT_NEEDED: {
    citation: `${GC} § 411.074(b)(1)(D); Tex. Fam. Code §§ 71.004(1), 71.0021(a); ${DECISION} D79`,
    kind: 'unknown',
    asks: 'family_violence_conduct',
  },
  /** The person is not sure whether the case involved hurting or threatening the family member (docs/law D79). */
  FAMILY_VIOLENCE_CONDUCT_UNKNOWN: {
    citation: `${GC} § 411.074(b)(1)(D); Tex. Fam. Code §§ 71.004(1), 71.0021(a); ${DECISION} D79`,
    kind: 'unknown',
  },
  /** The person told us about records the county data cannot show. */
  RECORD_OUTSIDE_DATA: { citation: `${GC} § 411.074; ${DECISION} D1`, kind: 'unknown' },
  /** Answers on the additional-info page are needed. */
  PERSON_ANSWERS_NEEDED: { citation: `${GC} § 411.074(b)`, kind: 'unknown', asks: 'person' },
  /** The Class C question (records in city and justice courts, outside the county data) is not answered yet. */
  CLASS_C_ANSWER_NEEDED: {
    citation: `${GC} §§ 411.072(a)(2), 411.073(b)(2), 411.074(a); ${CLASS_C}`,
    kind: 'unknown',
    asks: 'person',
  },
  VETERAN_ANSWERS_NEEDED: { citation: `${GC} §§ 411.0727, 411.0729`, kind: 'unknown', asks: 'person' },
  TRAFFICKING_ANSWERS_NEEDED: { citation: `${GC} § 411.0728`, kind: 'unknown', asks: 'person' },
  BAC_UNKNOWN: { citation: `${GC} §§ 411.0726, 411.0731, 411.0736`, kind: 'unknown', asks: 'bac_under_015' },
  CDL_UNKNOWN: {
    citation: `${GC} § 411.0726; ${CCP} art. 42A.102`,
    kind: 'unknown',
    asks: 'had_commercial_license_or_permit',
  },
  COLLISION_UNKNOWN: {
    citation: `${GC} §§ 411.0726, 411.0731, 411.0736`,
    kind: 'unknown',
    asks: 'collision_with_another_person',
  },
  FINES_PAYMENT_UNKNOWN: {
    citation: `${GC} §§ 411.073, 411.0731, 411.0735, 411.0736; ${DECISION} D5`,
    kind: 'unknown',
    asks: 'paid_all_fines_and_costs',
  },
  FINES_NOT_PAID: { citation: `${GC} §§ 411.073, 411.0731, 411.0735, 411.0736`, kind: 'unknown' },
  DWI_DEFERRED_ANOMALY: { citation: `${CCP} art. 42A.102; ${DECISION} D16`, kind: 'unknown' },
  BWI_COLLISION_REVIEW: { citation: `${GC} § 411.0726`, kind: 'unknown' },
  SAME_DAY_RECORD: { citation: `${DECISION} D4`, kind: 'unknown' },
  LATER_RECORD_AMBIGUOUS: { citation: `${DECISION} D4`, kind: 'unknown' },
  JUDGE_DECIDES_VIOLENT_OR_SEXUAL: { citation: `${GC} § 411.0735(c-1); ${DECISION} D13`, kind: 'unknown' },
  /** The answer rests on a low-confidence rule (params: section). */
  NEEDS_LEGAL_REVIEW: { citation: `${DECISION} D2, D14`, kind: 'unknown' },
  /** No longer produced: the question is not asked (docs/law D74); kept for the words of reports made before. */
  NEW_CASE_AFTER_PETITION: { citation: `${DECISION} D4`, kind: 'unknown' },
  FELONY_LIMITATIONS_UNKNOWN: { citation: `${CCP} arts. 12.01, 55A.054; ${DECISION} D12`, kind: 'unknown' },
  /**
   * Organized criminal activity takes its object offense's period: whether the group charge was about an offense with
   * no fixed period is asked (`organized_crime_object_serious`; docs/law D82).
   */
  ORGANIZED_CRIME_OBJECT_NEEDED: { citation: `${CCP} arts. 12.03(b), 12.01; ${DECISION} D82`, kind: 'unknown' },
  /** The group charge was not about an offense with no fixed period: ten years, the longest finite one (D82). */
  ORGANIZED_CRIME_TEN_YEARS: { citation: `${CCP} arts. 12.03(b), 12.01(2); ${DECISION} D82`, kind: 'info' },
  /** The offense has no limitations period, or it depends on the victim's age: 55A.054 never opens by waiting. */
  NO_LIMITATIONS_PERIOD: { citation: `${CCP} arts. 12.01, 55A.054; ${DECISION} D55`, kind: 'unknown' },
  /**
   * A felony dismissal whose record does not show whether an indictment was presented, dated by 55A.054: if none was,
   * 55A.052 could open it sooner (docs/law D81).
   */
  PRESENTMENT_UNKNOWN_MAY_BE_EARLIER: { citation: `${CCP} arts. 55A.052, 55A.054; ${DECISION} D81`, kind: 'info' },
  /** A felony dismissal whose record does not show whether an indictment or information was presented. */
  CHARGE_PRESENTED_UNKNOWN: { citation: `${CCP} arts. 55A.052, 55A.053; ${DECISION} D23`, kind: 'unknown' },
  /** Other charges from the same arrest ended differently (55A.151; multi-charge arrests). */
  /** Dismissed for a conviction in another case that came from another arrest: an ordinary dismissal (docs/law D38). */
  DISMISSED_FOR_OTHER_CASE: { citation: `${CCP} art. 55A.051; ${DECISION} D38`, kind: 'info' },
  SAME_EPISODE_MIXED: { citation: `${CCP} arts. 55A.051, 55A.052(a)`, kind: 'unknown' },
  /**
   * The clerk records this dismissal as refiled and the refiled case is not in the data: how it ended is asked
   * (`refiled_case_outcome`; docs/law D80).
   */
  REFILED_CASE_OUTCOME_NEEDED: {
    citation: `${CCP} art. 55A.051; ${DECISION} D80`,
    kind: 'unknown',
    asks: 'refiled_case_outcome',
  },
  /** The refiled case is still pending: nothing of the arrest can be expunged while a charge from it is open. */
  REFILED_CASE_PENDING: { citation: `${CCP} art. 55A.051; ${DECISION} D80`, kind: 'unknown' },
  /** The refiled case was dismissed or no-billed: the month it ended is asked (`refiled_case_end_month`). */
  REFILED_CASE_END_MONTH_NEEDED: {
    citation: `${CCP} arts. 55A.051, 12.05; ${DECISION} D80`,
    kind: 'unknown',
    asks: 'refiled_case_end_month',
  },
  /** The month the refiled case ended is not known: the arrest's date cannot be worked out. */
  REFILED_CASE_END_MONTH_UNKNOWN: { citation: `${CCP} arts. 55A.051, 12.05; ${DECISION} D80`, kind: 'unknown' },
  /** Every charge of the arrest ended without a conviction: the arrest is expunged on the latest of their dates (params: date). */
  SAME_ARREST_LATEST_DATE: { citation: `${CCP} art. 55A.051; ${DECISION} D38`, kind: 'info' },
  /** Another charge of the same arrest has no expunction date the site can work out, so the arrest has none. */
  SAME_ARREST_DATE_UNKNOWN: { citation: `${CCP} art. 55A.051; ${DECISION} D38`, kind: 'unknown' },
  OUT_OF_SCOPE_CLASS_C: { citation: `${DECISION} D9`, kind: 'unknown' },
  /** The person answered "not sure" to a question that could change the result (params: question). */
  ANSWER_NOT_SURE: { citation: `${DECISIONS} (preamble)`, kind: 'unknown' },
  /** The month of the last payment is needed: the result would be eligible today counted from the sentence. */
  PAYMENT_MONTH_NEEDED: {
    citation: `${GC} §§ 411.073(b), 411.0731(b), 411.0735(b), 411.0736(b); ${DECISION} D18`,
    kind: 'unknown',
    asks: 'completion_payment_month',
  },
  /** The month of the last payment is not known: its year is asked (`completion_payment_year`, docs/law D83). */
  PAYMENT_YEAR_NEEDED: {
    citation: `${GC} §§ 411.073(b), 411.0731(b), 411.0735(b), 411.0736(b); ${DECISION} D83`,
    kind: 'unknown',
    asks: 'completion_payment_year',
  },
  /** The year given is before the sentence: no payment for it can be that early; asked again (docs/law D83). */
  PAYMENT_YEAR_BEFORE_SENTENCE: { citation: `${DECISION} D83`, kind: 'unknown', asks: 'completion_payment_year' },
  /** The last payment is known by its year only: the wait counts from its last day, or today (params: date). */
  PAYMENT_YEAR_LATEST_DAY: {
    citation: `${GC} §§ 411.073(d), 411.0731, 411.0735(d), 411.0736; ${DECISION} D83`,
    kind: 'info',
  },
  /** The month of the last payment is not known and could make the result too early. */
  PAYMENT_MONTH_UNKNOWN: { citation: `${DECISION} D18`, kind: 'unknown' },
  /** The arrest month is needed: the 55A.052 wait counted from the filing date would be over already. */
  ARREST_MONTH_NEEDED: { citation: `${CCP} art. 55A.052; ${DECISION} D22`, kind: 'unknown', asks: 'arrest_month' },
  ARREST_MONTH_UNKNOWN: { citation: `${CCP} art. 55A.052; ${DECISION} D22`, kind: 'unknown' },
  /** Whether the victim was family, household or dating (Family Code 71.004) is needed. */
  FAMILY_VIOLENCE_VICTIM_UNKNOWN: {
    citation: `${GC} § 411.074(b)(1)(D); Tex. Fam. Code § 71.004; ${DECISION} D26`,
    kind: 'unknown',
  },
  /** Whether a Class C case was decided inside this case's clean period is needed. */
  CLASS_C_IN_WINDOW_NEEDED: {
    citation: `${GC} § 411.074(a); ${DECISION} D25`,
    kind: 'unknown',
    asks: 'class_c_in_window',
  },
  /** Whether the handgun was carried on or about the person only (PC 46.02(a)) is needed. */
  /** weapon_only_in_own_vehicle not yet answered (docs/law D42). */
  WEAPON_IN_VEHICLE_NEEDED: {
    citation: `${CCP} art. 55A.005; ${DECISION} D42`,
    kind: 'unknown',
    asks: 'weapon_only_in_own_vehicle',
  },
  /** The person is not sure whether the weapon was only in their own vehicle (docs/law D42). */
  HANDGUN_CARRY_UNKNOWN: { citation: `${CCP} art. 55A.005; ${DECISION} D42`, kind: 'unknown' },
  /** The offense month is needed: the filing date is close to the 2021-09-01 cut-off. */
  OFFENSE_MONTH_NEEDED: { citation: `${CCP} art. 55A.005; ${DECISION} D29`, kind: 'unknown', asks: 'offense_month' },
  OUT_OF_SCOPE_BEFORE_1990: { citation: `${DECISION} D9`, kind: 'unknown' },
} as const satisfies Record<string, ReasonSpec>;

export type ReasonCode = keyof typeof REASONS;
export const REASON_CODES = Object.keys(REASONS) as ReasonCode[];

/**
 * The reasons the person is shown, on the results, the results PDF and in emails (docs/law D74, the fourth review's
 * item 72): a reason whose words ask for an answer only while that question is offered, its question among the case's
 * `questions` or, for the additional-info questions, while `preliminaryQuestions` lists any. A reason that asks for
 * an answer no page offers (a route sent to legal review does not ask its questions) is left out; staff and the
 * county report read every reason.
 */
export function reasonsForPerson(
  d: { reasons: readonly Reason[]; questions: readonly string[] },
  preliminaryQuestions: readonly string[],
): Reason[] {
  return d.reasons.filter((r) => {
    const spec: ReasonSpec | undefined = (REASONS as Readonly<Record<string, ReasonSpec>>)[r.code];
    if (spec?.asks === undefined) return true;
    const key = r.params?.question ?? spec.asks;
    return key === 'person' ? preliminaryQuestions.length > 0 : d.questions.includes(key);
  });
}
