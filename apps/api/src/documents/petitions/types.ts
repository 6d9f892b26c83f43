import {
  isPrintable,
  type CaseAnswers,
  type Decision,
  type EngineCase,
  type IsoDate,
  type PersonAnswers,
  type PrintableSection,
} from '@cyr/rules';
import type { Language } from '@cyr/i18n';

/** One case to print: the court data, the engine's decision for it and what the person answered. */
export interface PacketCase {
  engineCase: EngineCase;
  decision: Decision;
  answers: { case: CaseAnswers; person: PersonAnswers };
  /** The defendant's name as this case's record prints it, when it differs from `person.fullName`. */
  name?: string;
  /**
   * The person entered this case from their papers, or corrected the court data's (ADR 0073): the documents
   * say so and tell them to attach a copy of the judgment or papers. Absent: court data.
   */
  origin?: 'entered' | 'corrected';
}

/** County facts the documents print (filled from the county profile; see county.ts). */
export interface PacketCounty {
  /** "Harris" */
  name: string;
  clerk: {
    name: { en: string; es: string };
    /** The criminal filing location: nondisclosure is filed in the old criminal case. */
    filingAddress: string;
    /** The civil filing location: an expunction is a new civil case (CCP art. 55A.251). */
    civilFilingAddress: string;
    phone: string | null;
  };
  efileUrl: string;
  efileFaqUrl: string;
  sameDayCutoff: { en: string; es: string } | null;
  hours: { en: string; es: string };
  filingFee: { en: string; es: string };
  fee411072Usd: number | null;
  hearingRequestDays: number;
  clerkToDpsBusinessDays: number;
  dpsSealBusinessDays: number;
  privateCompaniesRemoveBusinessDays: number;
  felonyCourtNumbers: readonly number[];
  misdemeanorCourtNumbers: readonly number[];
  felonyDirectoryUrl: string;
  misdemeanorDirectoryUrl: string;
  coordinatorHelp: { en: string; es: string };
  misdemeanorHearing: { en: string; es: string };
  wholeProcess: { en: string; es: string };
  feeWaiverHelpUrl: string;
  legalHelp: { name: string; url: string; phone: string | null }[];
}

export interface PacketInput {
  /** In the order they are printed. Cases without a printable section are skipped (see printableSection). */
  cases: PacketCase[];
  /** Name as the court data prints it (e.g. `DOE, JOHN ALLEN`). */
  person: { fullName: string };
  /** Language of the instruction sheets; the court documents are always in English. */
  lang: Language;
  /** Date printed on the packet (today in Harris County). */
  printedOn: IsoDate;
  county: PacketCounty;
}

/**
 * Sections for which we print a document, as each section's declaration says (`applies.document` in
 * packages/rules): a petition, or the 411.072 letter; none where there is nothing to file.
 */
export type { PrintableSection };

export function printableSection(c: PacketCase): PrintableSection | null {
  if (c.decision.final_eligibility !== 'nondisclosure') return null;
  const form = c.decision.ndo_form;
  return form !== null && isPrintable(form) ? form : null;
}
