import type { IsoDate } from '../model';
import type { CaseQuestionKey, PersonQuestionKey } from '../vocabulary';

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
export type SharedCondition = 'bars_411074b' | 'clean_period_411074a' | 'first_offender';

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
}
