/**
 * Petition templates, one per section: the statements each section requires, each with the statute it
 * comes from, and the rule that pre-sets its checkbox from the court data and the person's answers.
 *
 * Structure follows the Office of Court Administration's model petitions (TexasLawHelp form kits): the
 * underlying order, the discharge or completion, why the offense may be sealed, the person's criminal
 * history, the waiting period, the request. Wording is ours. Citations are to the subsection where the
 * project read it (docs/law/decisions.md, D46), and to the section alone where it did not. The chapter lists come
 * from the engine's own (packages/rules/src/sections/chapters.ts), never a copy.
 */
import {
  AUTOMATIC_ORDER_EXCLUDED_CHAPTERS,
  DAYS_AFTER_PLACEMENT,
  DISCHARGE_CUTOFF,
  TWO_YEAR_MISDEMEANOR_CHAPTERS,
} from '@cyr/rules';
import { formatDate } from '@cyr/i18n';
import type { PacketCase, PrintableSection } from './types';

/** `[20, 21, 46]` → "20, 21, or 46", as the petitions print a list of Penal Code chapters. */
export function chapterList(chapters: readonly number[]): string {
  if (chapters.length < 2) return chapters.join('');
  return `${chapters.slice(0, -1).join(', ')}, or ${chapters[chapters.length - 1]}`;
}

/** Misdemeanors in these chapters wait two years (411.0725(e)(2), 411.073(d)). */
const TWO_YEAR_CHAPTERS = chapterList(TWO_YEAR_MISDEMEANOR_CHAPTERS);

/** true: the box is checked ([X]); null: unknown, left empty for the person to check only if true. */
export type Basis = true | null;

export interface StatementContext {
  c: PacketCase;
  printedOn: string;
}

export interface StatementTemplate {
  id: string;
  text: string;
  source: string;
  basis: (ctx: StatementContext) => Basis;
}

export interface SectionTemplate {
  section: PrintableSection;
  /** Statute the document is made under, as printed in the title. */
  statute: string;
  /** One line describing the route, used in the instruction sheet and the title block. */
  routeTitle: string;
  statements: StatementTemplate[];
  /** Documents the person should attach (the DWI sections require evidence of entitlement). */
  evidence: string[];
  /** What the person asks the court for. */
  request: string;
}

const GC = "Tex. Gov't Code";
const CCP = 'Tex. Code Crim. Proc.';

// ---------- bases ----------
/** The person said there is no record the county data cannot show (pre-check questions). */
function noOutsideRecord({ c }: StatementContext): Basis {
  const p = c.answers.person;
  return p.hasCrimeOutsideTexas === false && p.hasCrimeBefore1990 !== true ? true : null;
}
/** The engine found the case eligible on the county data, and the person reported no other record. */
const recordClean = (ctx: StatementContext): Basis =>
  ctx.c.decision.final_eligibility === 'nondisclosure' ? noOutsideRecord(ctx) : null;
const answered =
  (key: keyof PacketCase['answers']['case'], want: boolean) =>
  ({ c }: StatementContext): Basis =>
    c.answers.case[key] === want ? true : null;
const fromData =
  (test: (c: PacketCase) => boolean) =>
  ({ c }: StatementContext): Basis =>
    test(c) ? true : null;
const waitOver = ({ c, printedOn }: StatementContext): Basis =>
  c.decision.eligible_date !== null && c.decision.eligible_date <= printedOn ? true : null;
/**
 * The engine chose this section for the case (packages/rules): the section's offense conditions hold as the
 * engine reads them, so the petition states them without a second copy of the law.
 */
const sectionApplies =
  (...sections: PrintableSection[]) =>
  ({ c }: StatementContext): Basis =>
    c.decision.ndo_form !== null &&
    (sections as string[]).includes(c.decision.ndo_form) &&
    (c.decision.final_eligibility === 'nondisclosure' || c.decision.final_eligibility === 'not_yet_eligible')
      ? true
      : null;
/** The engine counted the short ignition-interlock wait: the device was a condition of the order the section names. */
const interlockCounted = ({ c }: StatementContext): Basis =>
  c.decision.reasons.some((r) => r.code === 'INTERLOCK_SHORTER_WAIT') ? true : null;

// ---------- statements shared by sections ----------
const noBarredOffense: StatementTemplate = {
  id: 'no_barred_offense',
  text: 'Petitioner has never been convicted of or placed on deferred adjudication community supervision for: an offense requiring registration as a sex offender under Chapter 62, Code of Criminal Procedure; aggravated kidnapping (Penal Code 20.04); murder or capital murder (19.02, 19.03); trafficking of persons or continuous trafficking of persons (20A.02, 20A.03); injury to a child, elderly individual, or disabled individual (22.04); abandoning or endangering a child (22.041); violation of certain court orders or conditions of bond (25.07, 25.072); stalking (42.072); or any other offense involving family violence as defined by Section 71.004, Family Code.',
  source: `${GC} § 411.074(b)(1)`,
  basis: ({ c }) => {
    const p = c.answers.person;
    return p.sexOffender === false && p.noneOfTheAbove === true && (p.disqualifyingOffenses ?? []).length === 0
      ? true
      : null;
  },
};

const noFamilyViolenceFinding: StatementTemplate = {
  id: 'no_family_violence_finding',
  text: 'The Court did not make an affirmative finding that the offense involved family violence as defined by Section 71.004, Family Code.',
  source: `${GC} § 411.074(b)(2)`,
  basis: fromData((c) => c.engineCase.familyViolenceFinding === false),
};

const cleanPeriod = (event: string): StatementTemplate => ({
  id: 'clean_period',
  text: `During the period after the Court ${event} for the offense and through the end of the waiting period that applies, Petitioner was not convicted of or placed on deferred adjudication community supervision for any offense other than a traffic offense punishable by fine only.`,
  source: `${GC} § 411.074(a)`,
  basis: recordClean,
});

const firstOffender = (source: string): StatementTemplate => ({
  id: 'first_offender',
  text: 'Petitioner has never been previously convicted of or placed on deferred adjudication community supervision for another offense, other than a traffic offense punishable by fine only.',
  source,
  basis: recordClean,
});

const waitingPeriod = (text: string, source: string): StatementTemplate => ({
  id: 'waiting_period',
  text,
  source,
  basis: waitOver,
});

const noBestInterestFinding: StatementTemplate = {
  id: 'no_42a105f_finding',
  text: 'The Court did not find, when it placed Petitioner on deferred adjudication, that it would not be in the best interest of justice for Petitioner to receive an automatic order of nondisclosure (Code of Criminal Procedure art. 42A.105(f)).',
  source: `${CCP} art. 42A.105(f)`,
  // The court data says so only when the adapter reads the finding (EngineCase.finding42A105f, optional).
  basis: ({ c }) => ((c.engineCase as { finding42A105f?: boolean | null }).finding42A105f === false ? true : null),
};

const paidEverything = (source: string, what: string): StatementTemplate => ({
  id: 'completed_and_paid',
  text: `Petitioner completed the ${what}, including any term of confinement, and paid all fines, court costs, and restitution imposed (or the Court waived them).`,
  source,
  basis: answered('paid_all_fines_and_costs', true),
});

const noCollision = (source: string, vessel: string): StatementTemplate => ({
  id: 'no_collision',
  text: `The offense did not result in a ${vessel} collision involving another person, including a passenger in a ${vessel === 'motor vehicle' ? 'motor vehicle' : 'watercraft'} operated by Petitioner.`,
  source,
  basis: answered('collision_with_another_person', false),
});

const bacUnder015 = (source: string): StatementTemplate => ({
  id: 'bac_under_015',
  text: "Petitioner's alcohol concentration was less than 0.15 at the time of the offense, and the offense is not punishable under Penal Code Section 49.04(d).",
  source,
  basis: ({ c }) => (c.answers.case.bac_under_015 === true ? true : null),
});

const bacUnder015Conviction = (source: string): StatementTemplate => ({
  ...bacUnder015(source),
  // For a conviction the judgment's level settles it: a Class B DWI is not punishable under 49.04(d).
  basis: ({ c }) => (c.answers.case.bac_under_015 === true || c.engineCase.level === 'MB' ? true : null),
});

const interlock = (source: string, supervision: boolean): StatementTemplate => ({
  id: 'ignition_interlock',
  text: `As a condition of ${supervision ? 'community supervision' : 'release on bond'}, Petitioner successfully complied for a period of not less than six months with a restriction to operate only a motor vehicle equipped with an ignition interlock device.`,
  source,
  basis: interlockCounted,
});

const deferredDischarged = (source: string, offense: string): StatementTemplate => ({
  id: 'deferred_discharged',
  text: `Petitioner was placed on deferred adjudication community supervision for ${offense} and received a discharge and dismissal under Article 42A.111, Code of Criminal Procedure (formerly Article 42.12, Section 5(c)).`,
  source,
  basis: fromData((c) => c.engineCase.disposition === 'deferred_discharged'),
});

// ---------- evidence lists ----------
const EVIDENCE_DEFERRED = [
  'A copy of the order of deferred adjudication (You attach)',
  'A copy of the order of discharge and dismissal (You attach)',
];
const EVIDENCE_PROBATION = [
  'A copy of the judgment placing Petitioner on community supervision (You attach)',
  'Proof that community supervision was completed and all fines and costs were paid, such as a discharge order or a letter from the community supervision department (You attach)',
];
const EVIDENCE_SENTENCE = [
  'A copy of the judgment of conviction (You attach)',
  'Proof that the sentence was completed and all fines and costs were paid, such as a receipt or a letter from the clerk (You attach)',
];
const EVIDENCE_INTERLOCK =
  "If you rely on six months of ignition interlock use: proof of it, such as the interlock vendor's installation and removal report or the court order (You attach)";

const request = (section: string) =>
  `Petitioner asks the Court, after notice to the State and an opportunity for a hearing, to find that Petitioner is entitled to petition the Court under Section ${section}, Government Code, and that issuing an order of nondisclosure is in the best interest of justice, and to issue an order prohibiting criminal justice agencies from disclosing to the public criminal history record information related to the offense described in this petition.`;

// ---------- the sections ----------
export const SECTION_TEMPLATES: Record<PrintableSection, SectionTemplate> = {
  '411.072': {
    section: '411.072',
    statute: 'Section 411.072, Texas Government Code',
    routeTitle: `Deferred adjudication for a nonviolent misdemeanor, discharged on or after ${formatDate(DISCHARGE_CUTOFF, 'en')}`,
    statements: [
      deferredDischarged(`${GC} § 411.072(a)`, 'a misdemeanor'),
      {
        id: 'offense_not_excluded',
        text: `The offense is not an offense under Penal Code Section 49.04 or 49.06, or under Chapter ${chapterList(AUTOMATIC_ORDER_EXCLUDED_CHAPTERS)}, Penal Code.`,
        source: `${GC} § 411.072(a)(1)`,
        basis: sectionApplies('411.072'),
      },
      noBestInterestFinding,
      firstOffender(`${GC} § 411.072(a)(2)`),
      {
        id: 'discharge_after_2017',
        text: `Petitioner received the discharge and dismissal on or after ${formatDate(DISCHARGE_CUTOFF, 'en')}, and at least ${DAYS_AFTER_PLACEMENT} days have passed since the Court placed Petitioner on deferred adjudication.`,
        source: `${GC} §§ 411.0716(b), 411.072(b)`,
        basis: waitOver,
      },
      noBarredOffense,
      noFamilyViolenceFinding,
      cleanPeriod('placed Petitioner on deferred adjudication community supervision'),
    ],
    evidence: EVIDENCE_DEFERRED,
    request:
      'Petitioner asks the Court to issue the order of nondisclosure of criminal history record information that Section 411.072, Government Code, requires the Court to issue, prohibiting criminal justice agencies from disclosing to the public criminal history record information related to the offense described in this letter.',
  },
  '411.0725': {
    section: '411.0725',
    statute: 'Section 411.0725, Texas Government Code',
    routeTitle: 'Deferred adjudication for a felony or a misdemeanor, discharged and dismissed',
    statements: [
      deferredDischarged(`${GC} § 411.0725(a)`, 'the offense'),
      {
        id: 'offense_not_dwi_bwi',
        text: 'The offense is not an offense under Penal Code Section 49.04 (driving while intoxicated) or 49.06 (boating while intoxicated).',
        source: `${GC} § 411.0725(a)`,
        basis: sectionApplies('411.0725'),
      },
      noBarredOffense,
      noFamilyViolenceFinding,
      cleanPeriod('placed Petitioner on deferred adjudication community supervision'),
      waitingPeriod(
        `The waiting period that applies to the offense has ended: none for a misdemeanor other than one under Chapter ${TWO_YEAR_CHAPTERS}, Penal Code; the second anniversary of the discharge and dismissal for a misdemeanor under one of those chapters; the fifth anniversary for a felony.`,
        `${GC} § 411.0725(e)`,
      ),
    ],
    evidence: EVIDENCE_DEFERRED,
    request: request('411.0725'),
  },
  '411.0726': dwiDeferred('411.0726', 'driving while intoxicated (Penal Code Section 49.04)', 'motor vehicle'),
  '411.0726-bwi': dwiDeferred('411.0726-bwi', 'boating while intoxicated (Penal Code Section 49.06)', 'watercraft'),
  '411.0727': {
    section: '411.0727',
    statute: 'Section 411.0727, Texas Government Code',
    routeTitle: 'Successful completion of a veterans treatment court program',
    statements: [
      {
        id: 'vtc_completed',
        text: 'Petitioner successfully completed a veterans treatment court program under Chapter 124, Government Code (or former law), to which Petitioner was admitted in connection with the offense.',
        source: `${GC} § 411.0727(a)`,
        basis: answered('completed_vet_treatment_court_for_case', true),
      },
      {
        id: 'vtc_not_intoxication_entry',
        text: 'Petitioner did not enter the program because of an offense of operating a motor vehicle while intoxicated.',
        source: `${GC} § 411.0727`,
        basis: sectionApplies('411.0727'),
      },
      {
        id: 'no_3g_or_sexually_violent',
        text: 'Petitioner has never been previously convicted of an offense listed in Article 42A.054(a), Code of Criminal Procedure, or a sexually violent offense as defined by Article 62.001, Code of Criminal Procedure.',
        source: `${GC} § 411.0727`,
        basis: () => null,
      },
      {
        id: 'no_felony_after_completion',
        text: 'Petitioner has not been convicted of a felony offense between the date Petitioner completed the program and the second anniversary of that date.',
        source: `${GC} § 411.0727`,
        basis: recordClean,
      },
      noBarredOffense,
      noFamilyViolenceFinding,
      cleanPeriod('placed Petitioner on community supervision or pronounced sentence'),
      waitingPeriod(
        'The second anniversary of the date Petitioner successfully completed the veterans treatment court program has passed.',
        `${GC} § 411.0727`,
      ),
    ],
    evidence: [
      'Proof that Petitioner successfully completed the veterans treatment court program, such as the completion certificate or order (You attach)',
      'A copy of the judgment, order of deferred adjudication, or order of dismissal in the case (You attach)',
    ],
    request: request('411.0727'),
  },
  '411.0728': {
    section: '411.0728',
    statute: 'Section 411.0728, Texas Government Code',
    routeTitle: 'Offense committed solely as a victim of trafficking of persons or compelling prostitution',
    statements: [
      {
        id: 'listed_offense',
        text: 'Petitioner was convicted of or placed on deferred adjudication community supervision for an offense listed in Section 411.0728(a): possession or delivery of marihuana punishable under Health and Safety Code Section 481.120(b)(1) or 481.121(b)(1); theft punishable under Penal Code Section 31.03(e)(1) or (e)(2); or prostitution under Penal Code Section 43.02.',
        source: `${GC} § 411.0728(a)`,
        basis: fromData((c) => c.decision.final_eligibility === 'nondisclosure'),
      },
      {
        id: 'solely_as_victim',
        text: 'Petitioner committed the offense solely as a victim of trafficking of persons (Penal Code Section 20A.02 or 20A.03) or of compelling prostitution (Penal Code Section 43.05).',
        source: `${GC} § 411.0728`,
        basis: answered('committed_solely_as_trafficking_victim', true),
      },
      {
        id: 'assisted_investigation',
        text: "If a law enforcement agency or prosecutor asked Petitioner to assist in the investigation or prosecution of trafficking of persons, compelling prostitution, or a similar federal offense, Petitioner provided that assistance, or did not because of Petitioner's age or a physical or mental disability resulting from being a victim.",
        source: `${GC} § 411.0728(a)`,
        basis: ({ c }) => {
          const p = c.answers.person;
          if (p.investigationAssistanceRequested === false) return true;
          return p.investigationAssistanceRequested === true && p.assistedInvestigation === true ? true : null;
        },
      },
      noBarredOffense,
      noFamilyViolenceFinding,
      cleanPeriod('placed Petitioner on community supervision or pronounced sentence'),
    ],
    evidence: [
      'A copy of the judgment or order of deferred adjudication (You attach)',
      'Any document that shows Petitioner was a victim of trafficking of persons or compelling prostitution, if Petitioner has one (You attach)',
    ],
    request: request('411.0728'),
  },
  '411.073': {
    section: '411.073',
    statute: 'Section 411.073, Texas Government Code',
    routeTitle: 'Community supervision after a misdemeanor conviction, completed',
    statements: [
      {
        id: 'probation_misdemeanor',
        text: 'Petitioner was convicted of a misdemeanor other than an offense under Section 106.041, Alcoholic Beverage Code, Section 49.04, 49.05, 49.06, or 49.065, Penal Code, or Chapter 71, Penal Code, and was placed on community supervision under Chapter 42A, Code of Criminal Procedure, other than deferred adjudication community supervision.',
        source: `${GC} § 411.073(a)`,
        basis: sectionApplies('411.073'),
      },
      {
        id: 'not_revoked',
        text: "Petitioner's community supervision was not revoked.",
        source: `${GC} § 411.073(b)(1)`,
        basis: fromData((c) => c.engineCase.disposition === 'probation_completed'),
      },
      paidEverything(`${GC} § 411.073(b)(1)`, 'period of community supervision'),
      firstOffender(`${GC} § 411.073(b)(2)`),
      noBarredOffense,
      noFamilyViolenceFinding,
      cleanPeriod('placed Petitioner on community supervision'),
      waitingPeriod(
        `The waiting period that applies has ended: none after completing community supervision, or the second anniversary of completing it for a misdemeanor under Chapter ${TWO_YEAR_CHAPTERS}, Penal Code.`,
        `${GC} § 411.073(d)`,
      ),
    ],
    evidence: EVIDENCE_PROBATION,
    request: request('411.073'),
  },
  '411.0731': {
    section: '411.0731',
    statute: 'Section 411.0731, Texas Government Code',
    routeTitle: 'Community supervision after a driving-while-intoxicated conviction, completed',
    statements: [
      {
        id: 'dwi_probation',
        text: 'Petitioner was convicted of an offense under Penal Code Section 49.04 (driving while intoxicated) and placed on community supervision under Chapter 42A, Code of Criminal Procedure, other than deferred adjudication community supervision, and the community supervision was not revoked.',
        source: `${GC} § 411.0731(a)`,
        basis: sectionApplies('411.0731'),
      },
      bacUnder015Conviction(`${GC} § 411.0731(a)`),
      paidEverything(`${GC} § 411.0731`, 'period of community supervision'),
      noCollision(`${GC} § 411.0731`, 'motor vehicle'),
      firstOffender(`${GC} § 411.0731`),
      noBarredOffense,
      noFamilyViolenceFinding,
      cleanPeriod('placed Petitioner on community supervision'),
      interlock(`${GC} § 411.0731`, true),
      waitingPeriod(
        'The waiting period has ended: the second anniversary of completing community supervision if Petitioner complied with the ignition interlock restriction described above for at least six months; otherwise the fifth anniversary.',
        `${GC} § 411.0731`,
      ),
    ],
    evidence: [...EVIDENCE_PROBATION, EVIDENCE_INTERLOCK],
    request: request('411.0731'),
  },
  '411.0735': {
    section: '411.0735',
    statute: 'Section 411.0735, Texas Government Code',
    routeTitle: 'Misdemeanor conviction with no community supervision, sentence completed',
    statements: [
      {
        id: 'conviction_no_supervision',
        text: 'Petitioner was convicted of a misdemeanor other than an offense under Section 106.041, Alcoholic Beverage Code, Section 49.04, 49.05, 49.06, or 49.065, Penal Code, or Chapter 71, Penal Code, and was not placed on community supervision, including deferred adjudication community supervision, for the offense.',
        source: `${GC} § 411.0735(a)`,
        basis: sectionApplies('411.0735'),
      },
      paidEverything(`${GC} § 411.0735`, 'sentence'),
      firstOffender(`${GC} § 411.0735`),
      {
        id: 'not_violent_or_sexual',
        text: 'The offense was not violent or sexual in nature (an assault under Penal Code Section 22.01 is not excluded on that ground).',
        source: `${GC} § 411.0735(c-1)`,
        // The engine keeps every offense a judge may find violent or sexual out of a plain "nondisclosure", or
        // marks it with the JUDGE_MAY_FIND_VIOLENT caution: the box stays for the person to check then.
        basis: ({ c }) =>
          c.decision.final_eligibility === 'nondisclosure' &&
          !c.decision.reasons.some((r) => r.code === 'JUDGE_MAY_FIND_VIOLENT')
            ? true
            : null,
      },
      noBarredOffense,
      noFamilyViolenceFinding,
      cleanPeriod('pronounced sentence'),
      waitingPeriod(
        'The waiting period has ended: the second anniversary of completing the sentence (immediately, if the offense was punishable by fine only).',
        `${GC} § 411.0735(d)`,
      ),
    ],
    evidence: EVIDENCE_SENTENCE,
    request: request('411.0735'),
  },
  '411.0736': {
    section: '411.0736',
    statute: 'Section 411.0736, Texas Government Code',
    routeTitle: 'Driving-while-intoxicated conviction, sentence completed',
    statements: [
      {
        id: 'dwi_conviction',
        text: 'Petitioner was convicted of an offense under Penal Code Section 49.04 (driving while intoxicated) and is not eligible for an order of nondisclosure under Section 411.0731, Government Code.',
        source: `${GC} § 411.0736(a)`,
        basis: sectionApplies('411.0736'),
      },
      bacUnder015Conviction(`${GC} § 411.0736(a)`),
      paidEverything(`${GC} § 411.0736`, 'sentence'),
      noCollision(`${GC} § 411.0736`, 'motor vehicle'),
      firstOffender(`${GC} § 411.0736`),
      noBarredOffense,
      noFamilyViolenceFinding,
      cleanPeriod('pronounced sentence'),
      interlock(`${GC} § 411.0736`, false),
      waitingPeriod(
        'The waiting period has ended: the third anniversary of completing the sentence if Petitioner complied with the ignition interlock restriction described above for at least six months; otherwise the fifth anniversary.',
        `${GC} § 411.0736`,
      ),
    ],
    evidence: [...EVIDENCE_SENTENCE, EVIDENCE_INTERLOCK],
    request: request('411.0736'),
  },
};

function dwiDeferred(
  section: '411.0726' | '411.0726-bwi',
  offense: string,
  vessel: 'motor vehicle' | 'watercraft',
): SectionTemplate {
  return {
    section,
    statute: 'Section 411.0726, Texas Government Code',
    routeTitle:
      vessel === 'watercraft'
        ? 'Deferred adjudication for boating while intoxicated, discharged and dismissed'
        : 'Deferred adjudication for driving while intoxicated, discharged and dismissed',
    statements: [
      deferredDischarged(`${GC} § 411.0726(a)`, offense),
      bacUnder015(`${CCP} art. 42A.102; ${GC} § 411.0726`),
      {
        id: 'no_commercial_license',
        text: "At the time of the offense Petitioner did not hold a commercial driver's license or a commercial learner's permit.",
        source: `${CCP} art. 42A.102; ${GC} § 411.0726`,
        basis: answered('had_commercial_license_or_permit', false),
      },
      noCollision(`${GC} § 411.0726`, vessel),
      noBestInterestFinding,
      firstOffender(`${GC} § 411.0726`),
      noBarredOffense,
      noFamilyViolenceFinding,
      cleanPeriod('placed Petitioner on deferred adjudication community supervision'),
      waitingPeriod(
        'The second anniversary of the date Petitioner completed deferred adjudication community supervision and received the discharge and dismissal has passed.',
        `${GC} § 411.0726`,
      ),
    ],
    evidence: [...EVIDENCE_DEFERRED, 'Any other evidence that Petitioner is entitled to the order (You attach)'],
    request: request('411.0726'),
  };
}
