import type { IsoDate } from '../model';
import type { CaseQuestionKey, NdoSection, PersonQuestionKey } from '../vocabulary';

/** How sure the project is of a rule: H read in statute text; M one good secondary source; L inference (docs/law D66). */
export type Confidence = 'H' | 'M' | 'L';

/** Where a section's text comes from and how sure the project is of it (docs/law D66). */
export interface SectionMeta {
  /** Section id, e.g. `411.0725`, `411.074` or an expunction route such as `55A.052`. */
  id: string;
  title: string;
  citation: string;
  /** Date the rule as encoded took effect. */
  effective: IsoDate;
  confidence: Confidence;
}

/** One condition of a section, as a lawyer reads it and as the engine tests it. */
export interface Condition {
  /** The condition in one plain sentence. */
  plain: string;
  citation: string;
  /** What the engine reads to test it (court data, answers) and what it does when the fact is unknown. */
  test: string;
  /** The follow-up or additional-info questions that feed it, when the court data cannot. */
  questions?: readonly (CaseQuestionKey | PersonQuestionKey)[];
  confidence?: Confidence;
}

/** The waiting period: whole years by offense group, and the event it counts from. */
export interface Wait<Y extends Record<string, number> = Record<string, number>> {
  /** Years per group (0 = no wait), e.g. `{ misdemeanor: 0, listedMisdemeanor: 2, felony: 5 }`. */
  years: Y;
  /** The event the wait counts from, in plain words. */
  from: string;
  plain: string;
  citation: string;
}

/** Conditions several sections share, declared once in 411.074.ts and in the first-offender test. */
/**
 * Conditions several sections share, each named once in 411.074.ts (`SHARED_CONDITIONS`, with its citation): the
 * 411.074(b) bars, the 411.074(a) clean period, the first-offender test, and records the county data cannot show.
 */
export type SharedCondition = 'bars_411074b' | 'clean_period_411074a' | 'first_offender' | 'records_outside_data';

/** How a case ended, as the nondisclosure sections divide it (Gov't Code 411.072–411.0736). */
export type DispositionGroup = 'deferred' | 'probation' | 'conviction';
export const DISPOSITION_GROUPS: readonly DispositionGroup[] = ['deferred', 'probation', 'conviction'];

/** Which offenses a section takes: DWI (PC 49.04) and BWI (PC 49.06) have their own sections. */
export type OffenseScope = 'any' | 'dwi' | 'dwi_or_bwi' | 'not_dwi' | 'not_dwi_or_bwi';

/**
 * When a nondisclosure section is considered for a case, which section it gives way to, and whether the order
 * needs a petition. evaluate.ts reads these and nothing else to pick the sections of a case; the rule book prints
 * them (the precedence table's rows on yielding come from here).
 */
export interface Applicability {
  dispositions: readonly DispositionGroup[];
  offense: OffenseScope;
  /**
   * `misdemeanor`: a felony case is not considered; on probation or a conviction it is a felony conviction, which
   * closes every nondisclosure section (411.073(a), 411.0731(a), 411.0735(a), 411.0736(a)).
   */
  level: 'misdemeanor' | 'any';
  /** Sections this one gives way to: it is considered only while none of them is eligible for the case. */
  yieldsTo: readonly NdoSection[];
  /** The order issues without a petition (the same-date rank of docs/law D67). */
  noPetition: boolean;
  /**
   * What the person files, which the site prints for them: a petition; a letter asking the court for the order
   * it issues without a petition (411.072(c)); or null, nothing to file (411.0729: the court acts on its own).
   */
  document: 'petition' | 'letter' | null;
  /** The same in one plain sentence, with its citation, for the rule book. */
  plain: string;
  citation: string;
}

/**
 * A section or expunction route declared as data: the engine reads its waits and citations, and `rules:explain`,
 * the petitions and the rule book (docs/law/rule-book.html) read the rest.
 */
export interface SectionLaw<Y extends Record<string, number> = Record<string, number>> extends SectionMeta {
  kind: 'nondisclosure' | 'expunction' | 'shared';
  /** The statute text relied on, quoted or closely paraphrased, with where it was read. */
  statute: string;
  conditions: readonly Condition[];
  wait: Wait<Y> | null;
  shared: readonly SharedCondition[];
  /** The project's decisions where the law is unclear (docs/law/decisions.md numbers). */
  decisions: readonly string[];
  /** Nondisclosure sections only: which cases the section is considered for (evaluate.ts reads it). */
  applies?: Applicability;
}

/** A nondisclosure section's declaration, which always says which cases it applies to. */
export interface NondisclosureLaw extends SectionLaw {
  id: NdoSection;
  kind: 'nondisclosure';
  applies: Applicability;
}
