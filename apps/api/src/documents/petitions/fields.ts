/**
 * The field map: everything a petition (or the 411.072 letter) prints, computed from the court data, the
 * engine's decision and the person's answers. The renderer only lays these values out, so tests can check
 * the values and, through pdftotext, that they reached the page.
 */
import { documentOf, type DatedFact, type EngineCase } from '@cyr/rules';
import { courtName, type CourtName } from './courts';
import { BLANK, captionName, causeOrBlank, isFelonyLevel, levelText, recorded, YOU_FILL } from './format';
import { SECTION_TEMPLATES } from './sections';
import type { PacketCase, PacketCounty, PrintableSection } from './types';

const blank = `${BLANK} ${YOU_FILL}`;

export interface StatementField {
  id: string;
  text: string;
  source: string;
  checked: boolean;
}

/** A date the documents rely on, for the instruction sheet: recorded, estimated, or unknown. */
export interface DateField {
  key:
    | 'offense'
    | 'filing'
    | 'placement'
    | 'discharge'
    | 'conviction'
    | 'supervisionEnd'
    | 'sentenceCompletion'
    | 'eligible';
  date: string | null;
  estimated: boolean;
}

export interface PetitionFieldMap {
  kind: 'petition' | 'letter';
  section: PrintableSection;
  /** "411.0726" for both 411.0726 forms. */
  statuteSection: string;
  title: string[];
  /** The cause number, or a blank to write it in (`causeOrBlank`). */
  causeNumber: string;
  /** The person added the case without a cause number: the documents print a blank for it. */
  causeMissing?: true;
  court: CourtName;
  county: string;
  felony: boolean;
  petitionerName: string;
  offense: { literal: string; statute: string | null; level: string | null };
  /** The case's history in numbered paragraphs, blanks marked "You fill in". */
  history: string[];
  statements: StatementField[];
  evidence: string[];
  request: string;
  dates: DateField[];
  /** The person entered or corrected this case from their papers (ADR 0073); absent for court data. */
  origin?: 'entered' | 'corrected';
}

const fact = (f: DatedFact | null) => (f ? { date: f.date, estimated: f.estimated } : { date: null, estimated: false });

/** A recorded date, or a blank the person fills in (estimated dates are not printed on a court paper). */
const dateOrBlank = (f: DatedFact | null) => recorded(f) ?? blank;

function historyParagraphs(ec: EngineCase, court: CourtName, county: string, section: PrintableSection): string[] {
  const where = court.name ? `in the ${court.name} of ${county} County, Texas,` : `in this Court`;
  const level = levelText(ec.level);
  const statute = ec.offense.statute ? ` (${ec.offense.statute})` : '';
  const charged = `Petitioner was charged in Cause No. ${causeOrBlank(ec.causeNumber)} ${where} with the offense of ${ec.offense.literal.trim()}${statute}${level ? `, a ${level}` : ''}. The offense date was ${dateOrBlank(ec.dates.offense)}.`;
  const out = [charged];
  const d = ec.dates;
  switch (ec.disposition) {
    case 'deferred_discharged':
      out.push(
        `On ${dateOrBlank(d.placement)}, the Court deferred further proceedings without entering an adjudication of guilt and placed Petitioner on deferred adjudication community supervision.`,
        `On ${dateOrBlank(d.discharge ?? d.dismissal)}, the Court discharged Petitioner and dismissed the proceedings against Petitioner.`,
      );
      break;
    case 'probation_completed':
      out.push(
        `On ${dateOrBlank(d.conviction ?? d.placement)}, the Court found Petitioner guilty, suspended the sentence, and placed Petitioner on community supervision (not deferred adjudication).`,
        `Petitioner completed community supervision on ${dateOrBlank(d.supervisionEnd ?? d.sentenceCompletion)}. It was not revoked.`,
      );
      break;
    case 'convicted_sentence':
    case 'probation_revoked':
    case 'deferred_adjudicated': {
      const sentence = ec.sentence.raw ? ` The sentence imposed was: ${ec.sentence.raw.trim()}.` : '';
      out.push(
        `On ${dateOrBlank(d.conviction)}, the Court found Petitioner guilty and pronounced sentence.${sentence}`,
        `Petitioner completed the sentence on ${dateOrBlank(d.sentenceCompletion)}.`,
      );
      break;
    }
    case 'dismissed':
      out.push(`On ${dateOrBlank(d.dismissal)}, the case was dismissed.`);
      break;
    default:
      out.push(`The case was disposed of on ${blank}.`);
  }
  if (section === '411.0727') {
    out.push(`Petitioner successfully completed the veterans treatment court program on ${blank}.`);
  }
  return out;
}

function datesUsed(c: PacketCase): DateField[] {
  const d = c.engineCase.dates;
  const list: DateField[] = [
    { key: 'offense', ...fact(d.offense) },
    { key: 'filing', ...fact(d.filing) },
    { key: 'placement', ...fact(d.placement) },
    { key: 'discharge', ...fact(d.discharge) },
    { key: 'conviction', ...fact(d.conviction) },
    { key: 'supervisionEnd', ...fact(d.supervisionEnd) },
    { key: 'sentenceCompletion', ...fact(d.sentenceCompletion) },
    { key: 'eligible', date: c.decision.eligible_date, estimated: false },
  ];
  return list.filter((x) => x.date !== null);
}

export function petitionFields(
  c: PacketCase,
  section: PrintableSection,
  person: { fullName: string },
  county: PacketCounty,
  printedOn: string,
): PetitionFieldMap {
  const ec = c.engineCase;
  const template = SECTION_TEMPLATES[section];
  const court = courtName(ec.court, ec.level, county);
  const statuteSection = section === '411.0726-bwi' ? '411.0726' : section;
  // A letter where the order issues without a petition (411.072), as the section's declaration says.
  const kind = documentOf(section) === 'letter' ? 'letter' : 'petition';
  return {
    kind,
    section,
    statuteSection,
    title:
      kind === 'letter'
        ? ['REQUEST FOR ORDER OF NONDISCLOSURE', `UNDER SECTION 411.072, TEXAS GOVERNMENT CODE`]
        : [
            'PETITION FOR ORDER OF NONDISCLOSURE OF',
            'CRIMINAL HISTORY RECORD INFORMATION',
            `UNDER SECTION ${statuteSection}, TEXAS GOVERNMENT CODE`,
          ],
    causeNumber: causeOrBlank(ec.causeNumber),
    ...(ec.causeNumber.trim() === '' ? { causeMissing: true as const } : {}),
    court,
    county: county.name,
    felony: isFelonyLevel(ec.level) || court.kind === 'district',
    petitionerName: captionName(c.name ?? person.fullName),
    offense: { literal: ec.offense.literal.trim(), statute: ec.offense.statute, level: levelText(ec.level) },
    history: historyParagraphs(ec, court, county.name, section),
    statements: template.statements.map((s) => ({
      id: s.id,
      text: s.text,
      source: s.source,
      checked: s.basis({ c, printedOn }) === true,
    })),
    evidence: c.origin ? [...template.evidence, ATTACHED_JUDGMENT] : template.evidence,
    request: template.request,
    dates: datesUsed(c),
    ...(c.origin ? { origin: c.origin } : {}),
  };
}

/** The evidence line of a case the person entered or corrected from their papers (ADR 0073). */
export const ATTACHED_JUDGMENT = 'A copy of the judgment or order in this case, attached by Petitioner.';
