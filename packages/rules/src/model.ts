/**
 * The engine's input and output model. This file is the contract between the data adapter
 * (packages/harris-data builds EngineCase values), the engine (packages/rules evaluates them) and the
 * API (apps/api presents Decision values as the API contract's Case). Dates are ISO `YYYY-MM-DD` strings.
 */

import type {
  CaseAnswerOf,
  CaseQuestionKey,
  DispositionKind,
  DisqualifyingOffense,
  FinalEligibility,
  NdoSection,
  OffenseLevel,
  PersonQuestionKey,
} from './vocabulary';

/** The shared vocabulary (lists and the types derived from them) is part of the model. */
export * from './vocabulary';

export type IsoDate = string;

/** Why a case was dismissed, when the data says. */
export type DismissalReason =
  | 'after_deferred' // discharge and dismissal after deferred adjudication (not an expunction dismissal)
  | 'pretrial_intervention'
  /** Dismissed after the person completed a mental health court program (CCP 55A.053(a)(2)(B)). */
  | 'mental_health_court'
  /** The court found the charge rested on a mistake, false information or no probable cause (CCP 55A.053(a)(2)). */
  | 'no_probable_cause'
  /** The prosecutor could not prove the case; not by itself a no-probable-cause finding. */
  | 'insufficient_evidence'
  | 'limitations'
  /** The record says the charge was refiled, or does not say which of the two (refiled, or convicted in another case). */
  | 'refiled_or_other_case'
  /**
   * The record says the charge was dismissed because the person was convicted in another case (docs/law D38): an
   * ordinary dismissal when that case has another report number (DISMISSED_FOR_OTHER_CASE); without report
   * numbers the person is asked, as for a refiled charge.
   */
  | 'convicted_in_other_case'
  | 'other'
  | 'unknown';

/** Offense categories the law cares about. `unknown` facts are left out, never guessed. */
export type OffenseCategory =
  | 'dwi' // PC 49.04
  | 'bwi' // PC 49.06
  | 'fwi' // PC 49.05
  | 'amusement_ride_intoxicated' // PC 49.065
  | 'intoxication_assault_or_manslaughter' // PC 49.07, 49.08
  | 'minor_dui' // Alc. Bev. Code 106.041
  | 'theft'
  | 'marijuana'
  | 'family_violence'
  | 'sex_offender_registrable'
  | 'murder' // PC 19.02, 19.03
  | 'aggravated_kidnapping' // PC 20.04
  | 'human_trafficking' // PC 20A.02, 20A.03
  | 'injury_child_elderly_disabled' // PC 22.04
  | 'child_abandoning_endangerment' // PC 22.041
  | 'protective_order_violation' // PC 25.07, 25.072
  | 'stalking' // PC 42.072
  | 'organized_crime' // chapter 71
  | 'prostitution' // PC 43.02 and related, 411.0728 list
  | 'traffic_fine_only'
  | 'assault' // PC 22.01
  | 'violent_or_sexual'; // flagged for review under 411.0735

export interface OffenseIdentity {
  /** Offense literal as the court data prints it (kept for display). */
  literal: string;
  /** County offense code, when known. */
  code: string | null;
  /** Code and section, e.g. `PC 49.04`, `HSC 481.121`; null when the classifier is unsure. */
  statute: string | null;
  /** Penal Code chapter (e.g. 22, 71), when the offense is in the Penal Code and known. */
  penalCodeChapter: number | null;
  categories: OffenseCategory[];
  /** True when the classifier could not identify the offense; the engine must not assume it is harmless. */
  unidentified: boolean;
  /** Theft/marijuana value class when known, e.g. 'MB' for Class B theft. */
  fineOnly: boolean;
  /**
   * The literal names an attempt (PC 15.01) or a conspiracy (PC 15.02): `statute`, `penalCodeChapter` and
   * `categories` are the object offense's (ADR 0060 item 51). Absent or null: not an inchoate offense.
   */
  inchoate?: { section: 'PC 15.01' | 'PC 15.02'; objectStatute: string | null } | null;
  /**
   * The person typed the offense from their papers (docs/decisions/0073): `unidentified`, never classified from
   * the words; the engine says so in its own reason. Absent or false: the court data's offense.
   */
  typedByPerson?: boolean;
}

/**
 * Facts the complaint and grand-jury literals of the same row still show after a plea to another offense (ADR 0060
 * item 53): a family, household or dating victim, and a prior conviction.
 */
export interface ChargeFacts {
  familyVictim: boolean;
  priorConviction: boolean;
  /**
   * Statutes of the complaint and grand-jury literals (null: a literal the classifier does not know), for the
   * felony limitations period, the longest of the offenses the row names (item 55). Absent: none recorded.
   */
  chargeStatutes?: (string | null)[];
  /** The level of each of `chargeStatutes` (`unknown` for a bare `F` or `M`); absent in records read before it was kept. */
  chargeLevels?: OffenseLevel[];
  /**
   * A complaint or grand-jury literal of the same row is at a felony level (a bare `F` included): a misdemeanor-level
   * dismissal then takes the felony's limitations period and 55A.052's three-year wait (docs/law D80). Absent: no.
   */
  felonyCharge?: boolean;
  /** What the literals say that moves a limitations period (item 55). */
  limitations?: LimitationsQualifier[];
}

/** What an offense literal says that moves a felony limitations period (ADR 0060 item 55). */
export type LimitationsQualifier =
  | 'fiduciary_or_public_servant_theft' // a theft literal naming a public servant, fiduciary, executor, guardian or trustee
  | 'child_victim' // an injury-to-a-child literal (PC 22.04)
  | 'elderly_or_disabled_victim' // an injury-to-an-elderly-or-disabled-individual literal (PC 22.04)
  | 'burglary_intent_other_felony'; // burglary with intent to commit a sexual or unnamed other felony (30.02(d) possible)

/**
 * What the record notes about a case without changing its outcome (ADR 0060 items 59 and 60): an expunction
 * requested (`dst` Q), a nondisclosure petition or order or an expunction hearing on the docket, a conviction under
 * attack (appeal, writ, motion for new trial); and, from an answer, a discharge known by its year only.
 */
export type RecordNote =
  | 'expunction_requested'
  | 'nondisclosure_petition'
  | 'nondisclosure_order'
  | 'expunction_hearing'
  | 'conviction_under_attack'
  /** The person gave the discharge year only: the wait counts from its last day, the latest it can be (ADR 0074). */
  | 'discharge_year_only'
  /** A motion to adjudicate guilt or to revoke the supervision is open (docs/law D86). */
  | 'supervision_motion_pending';

/** A date derived from the court data, with whether it was estimated rather than recorded. */
export interface DatedFact {
  date: IsoDate;
  estimated: boolean;
}

export interface SentenceTerms {
  raw: string | null;
  confinementDays: number | null;
  supervisionMonths: number | null;
  fineDollars: number | null;
}

export interface EngineCase {
  /** Stable id of the case (the API's `_id` is derived from it). */
  id: string;
  causeNumber: string;
  court: string | null;
  level: OffenseLevel;
  /**
   * The row gives only the kind of level, a bare `F` (a felony, degree not given) or `M`; `level` is then `unknown`
   * (docs/law D52, D84). Absent or null: a full level, or none.
   */
  bareLevel?: 'F' | 'M' | null;
  offense: OffenseIdentity;
  disposition: DispositionKind;
  dismissalReason: DismissalReason | null;
  /** Court made an affirmative family-violence finding (411.074(b)(2)). null = unknown. */
  familyViolenceFinding: boolean | null;
  /**
   * Judge found at the plea that an automatic order is not in the best interest of justice (CCP 42A.105(f)):
   * 411.072 gives way to 411.0725 and 411.0726 is barred. Optional; absent or null = not known.
   */
  finding42A105f?: boolean | null;
  /**
   * An indictment or information was presented (a grand-jury true bill, or an information filed), which CCP
   * 55A.053 needs. Misdemeanors are charged by information at intake, so only felonies read it. False: the
   * record shows none (a felony dismissal then waits under 55A.052, docs/law D23). Absent or null: the
   * record does not say, and a felony dismissal is could_not_determine (CHARGE_PRESENTED_UNKNOWN).
   */
  chargePresented?: boolean | null;
  /**
   * The offense report number (`off_rpt_num`) and the agency that wrote it: charges that share them come from one
   * arrest (CCP 55A.051, 55A.052). Absent, null or blank: not known.
   */
  reportNumber?: string | null;
  agency?: string | null;
  /**
   * The clerk marks the case a duplicate indictment (`bamexp` `I`): it and the other case charging the same offense
   * come from one arrest (docs/law D38). Absent or null: not marked.
   */
  duplicateIndictment?: boolean | null;
  dates: {
    filing: DatedFact | null;
    offense: DatedFact | null;
    arrest: DatedFact | null;
    /** Deferred adjudication or community supervision placement. */
    placement: DatedFact | null;
    /** Deferred discharge and dismissal. */
    discharge: DatedFact | null;
    conviction: DatedFact | null;
    dismissal: DatedFact | null;
    /** End of community supervision (straight probation). */
    supervisionEnd: DatedFact | null;
    /** Completion of the sentence (confinement served and fine paid, as far as the data shows). */
    sentenceCompletion: DatedFact | null;
    /** The acquittal (CCP 55A.002; docs/law D78). Absent or null: not an acquittal, or its date is not known. */
    acquittal?: DatedFact | null;
  };
  sentence: SentenceTerms;
  /**
   * The latest day the arrest can have been: the no-bill or dismissal date (ADR 0060 item 56). Absent or null:
   * not known.
   */
  arrestNoLaterThan?: IsoDate | null;
  /** Charge facts from the complaint and grand-jury literals (item 53); absent: none read. */
  chargeFacts?: ChargeFacts | null;
  /** Notes the record carries (items 59, 60); absent: none. */
  recordNotes?: RecordNote[];
  /**
   * The record shows supervision ended on this date without saying how (`PROBATION TERMINATED`, ADR 0060
   * items 57–58): the person is asked how it ended. Absent or null: not shown.
   */
  supervisionEndedUnclear?: DatedFact | null;
  /**
   * The day a probation was revoked (`probation_revoked`): the revocation on record, or the termination the person
   * said was a revocation (docs/law D77). Absent or null: not known.
   */
  revokedOn?: DatedFact | null;
}

/** Person-level answers from the additional-info page (product-spec §3). Missing = not yet answered. */
export interface PersonAnswers {
  sexOffender?: boolean;
  disqualifyingOffenses?: DisqualifyingOffense[];
  noneOfTheAbove?: boolean;
  isVeteran?: boolean;
  completedVetReemploymentPrg?: boolean;
  completedVetTreatmentCrt?: boolean;
  hasBeenVictim?: boolean;
  hasVictimCaseInHarrisCounty?: boolean;
  investigationAssistanceRequested?: boolean;
  assistedInvestigation?: boolean;
  /** Pre-check answers: the person has records the county data cannot show. */
  hasCrimeOutsideTexas?: boolean;
  hasCrimeBefore1990?: boolean;
  /**
   * A non-traffic Class C conviction, deferred adjudication or deferred disposition, ever (decision 0006). Class C
   * cases are decided in city and justice courts, outside the county data; they count as prior records for the
   * first-offender sections and inside the 411.074(a) clean period (docs/law D4, D70).
   */
  hasClassCConviction?: boolean;
}

/**
 * A case's follow-up answers (api-contract case-followup-questions): yes/no keys take `true`, `false` or
 * `"not_sure"` (treated as unknown), month keys `YYYY-MM` or `"unknown"`, `interlock_condition` one of its values.
 */
export type CaseAnswers = { [K in CaseQuestionKey]?: CaseAnswerOf<K> };

export interface EvaluateInput {
  cases: EngineCase[];
  personAnswers: PersonAnswers;
  /** Answers per case id. */
  caseAnswers: Record<string, CaseAnswers>;
  /** The evaluation date (today in Harris County); the engine never reads a clock. */
  asOf: IsoDate;
}

export interface Reason {
  /** Stable machine code from the reason catalogue (packages/rules/src/reasons.ts); translated in packages/i18n. */
  code: string;
  /** Statute citation, e.g. `Tex. Gov't Code § 411.074(b)`. */
  citation: string;
  /** Optional values the translated text interpolates (dates, section numbers). */
  params?: Record<string, string>;
}

export interface CaseFlags {
  pend_elig_411_0727_0729: boolean;
  pend_elig_411_0728: boolean;
  final_pot_elig_411_0727: boolean;
  final_pot_elig_411_0728: boolean;
  final_pot_elig_411_0729: boolean;
  final_pot_elig_411_0731: boolean;
  final_pot_elig_411_0736: boolean;
  bwi: boolean;
  hideStatus: boolean;
}

/**
 * The waiting period of the route a decision chose, as that route's declaration states it: how long, counted from
 * `waiting_period_start`, and which of the declaration's groups applied (the keys of its `wait.years`, e.g.
 * `listedMisdemeanor` for 411.0725, `felonyTransaction` for 55A.052). Petitions and packets print this, never a
 * wait worked out again from the level.
 */
export interface WaitingPeriod {
  amount: number;
  unit: 'days' | 'years';
  /** The declaration's group, or null for a section with one wait. */
  group: string | null;
  citation: string;
}

export interface Decision extends CaseFlags {
  caseId: string;
  final_eligibility: FinalEligibility;
  ndo_form: NdoSection | null;
  /** Earliest date the person may file (or the order may issue); the future date when not_yet_eligible. */
  eligible_date: IsoDate | null;
  /** Code of Criminal Procedure article when the case is, or will be on eligible_date, expunction-eligible. */
  expunction_route: string | null;
  /** Start of the waiting period the eligible date is counted from. */
  waiting_period_start: IsoDate | null;
  /** The wait the chosen route counts to `eligible_date` (absent in decisions stored before it was kept). */
  waiting_period?: WaitingPeriod | null;
  reasons: Reason[];
  /** Follow-up keys still needed for this case. */
  questions: CaseQuestionKey[];
}

export interface EvaluateOutput {
  decisions: Decision[];
  /** Additional-info keys still needed before every case can be decided. */
  preliminaryQuestions: PersonQuestionKey[];
  needsPreliminaryQuestions: boolean;
}
