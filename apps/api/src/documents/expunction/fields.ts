/**
 * The expunction field map: everything the petition and the proposed order print, computed from the court
 * data, the engine's decision (its route, CCP ch. 55A) and the person's answers. The renderer only lays
 * these values out, so tests can check them and, through pdftotext, that they reached the page.
 */
import type { DatedFact, Decision, EngineCase } from '@cyr/rules';
import { courtName, type CourtName } from '../petitions/courts';
import { BLANK, captionName, causeOrBlank, isFelonyLevel, levelText, recorded, YOU_FILL } from '../petitions/format';
import type { AgencyEntry, ExpunctionCase, ExpunctionCounty } from './types';

const blank = `${BLANK} ${YOU_FILL}`;

export interface ExpunctionStatement {
  id: string;
  text: string;
  source: string;
  checked: boolean;
}

export interface ExpunctionDate {
  key: 'offense' | 'arrest' | 'filing' | 'dismissal' | 'acquittal' | 'eligible';
  date: string | null;
  estimated: boolean;
}

export interface ExpunctionFieldMap {
  /** The person entered or corrected this case from their papers (ADR 0073); absent for court data. */
  origin?: 'entered' | 'corrected';
  /** The route's article as the engine names it: `55A.054`, `55A.053(a)(2)(A)`, ... */
  article: string;
  /** The article without its subsection: `55A.053`. */
  articleSection: string;
  /** Key of the route's plain description in the i18n `expunction:routes` group. */
  routeKey: string;
  /** Criminal cause number of the case the arrest led to. */
  /** The cause number, or a blank to write it in (`causeOrBlank`). */
  causeNumber: string;
  /** The person added the case without a cause number: the documents print a blank for it. */
  causeMissing?: true;
  /** The criminal court that heard the case. */
  court: CourtName;
  county: string;
  felony: boolean;
  petitionerName: string;
  offense: { literal: string; statute: string | null; level: string | null };
  /** The arresting agency from the court data (`comp_agency`), or null when the data has none. */
  arrestingAgency: string | null;
  /** Every office the petition and the order list: the arresting agency first, then the county's list. */
  agencies: AgencyEntry[];
  /** The arrest, the charge and how it ended, in numbered paragraphs; blanks marked "You fill in". */
  history: string[];
  statements: ExpunctionStatement[];
  /** 55A.052 without a prosecutor's certification: the arresting agency and prosecutor may keep records. */
  partial: boolean;
  acquittal: boolean;
  dates: ExpunctionDate[];
  /** The filing-fee waiver the engine found for this case (CCP art. 102.0061), or null: the ordinary fee. */
  feeWaiver: FeeWaiver | null;
}

/** A per-case filing-fee waiver, read from the decision's reasons (docs/law D62). */
export type FeeWaiver =
  | { code: 'FEE_WAIVED_ACQUITTAL_30_DAYS'; lastDay: string; citation: string }
  | { code: 'FEE_WAIVED_SPECIALTY_COURT'; citation: string };

/** The decision's fee-waiver note, as the packet prints it. */
export function feeWaiverOf(d: Pick<Decision, 'reasons'>): FeeWaiver | null {
  for (const r of d.reasons) {
    if (r.code === 'FEE_WAIVED_ACQUITTAL_30_DAYS' && r.params?.date !== undefined)
      return { code: r.code, lastDay: r.params.date, citation: r.citation };
    if (r.code === 'FEE_WAIVED_SPECIALTY_COURT') return { code: r.code, citation: r.citation };
  }
  return null;
}

const CCP = 'Tex. Code Crim. Proc.';

/** "55A.053(a)(2)(A)" → "r55A_053_a_2_A" (the i18n key of the route). */
export function routeKeyOf(article: string): string {
  return `r${article.replace(/[^0-9A-Za-z]+/g, '_').replace(/_+$/, '')}`;
}

const dateOrBlank = (f: DatedFact | null) => recorded(f) ?? blank;
const fact = (f: DatedFact | null) => (f ? { date: f.date, estimated: f.estimated } : { date: null, estimated: false });

function titleCaseAgency(raw: string): string {
  return raw
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/\b([a-z])/g, (m) => m.toUpperCase())
    .replace(/(?!^)\b(Of|The|And|For)\b/g, (m) => m.toLowerCase())
    .replace(/\bPct\b/g, 'Precinct')
    .replace(/'S\b/g, "'s");
}

function history(ec: EngineCase, court: CourtName, county: string, agency: string | null): string[] {
  const where = court.name
    ? `in the ${court.name} of ${county} County, Texas`
    : `in ${county} County, Texas, in the ${blank} court`;
  const level = levelText(ec.level);
  const statute = ec.offense.statute ? ` (${ec.offense.statute})` : '';
  const d = ec.dates;
  const out = [
    `Petitioner was arrested in ${county} County, Texas, on ${dateOrBlank(d.arrest)}, in the city of ${blank}, by the ${agency ?? `${blank}`} (the arresting agency), for the offense of ${ec.offense.literal.trim()}${statute}${level ? `, a ${level}` : ''}, alleged to have been committed on ${dateOrBlank(d.offense)}.`,
    `Petitioner's address at the time of the arrest was ${BLANK}${BLANK} ${YOU_FILL}.`,
    `The charge was filed on ${dateOrBlank(d.filing)} in Cause No. ${causeOrBlank(ec.causeNumber)} ${where}.`,
  ];
  switch (ec.disposition) {
    case 'dismissed':
      out.push(
        `On ${dateOrBlank(d.dismissal)}, the case was dismissed. The charge did not result in a final conviction and is no longer pending.`,
      );
      break;
    case 'acquitted':
      out.push(`On ${dateOrBlank(d.dismissal ?? d.conviction)}, Petitioner was tried for the offense and acquitted.`);
      break;
    case 'no_bill':
      out.push(
        `No indictment or information charging Petitioner with the offense was presented${d.dismissal ? `; the grand jury declined to indict (no-bill) on ${dateOrBlank(d.dismissal)}` : ''}.`,
      );
      break;
    default:
      out.push(`The case was disposed of on ${dateOrBlank(d.conviction ?? d.dismissal)}.`);
  }
  return out;
}

/** Who each group of the 55A.052 wait is for (the keys of the route's declared `wait.years`); the length is the decision's. */
const NO_CHARGE_WAIT_FOR: Readonly<Record<string, string>> = {
  classCDays: 'a Class C misdemeanor',
  misdemeanor: 'a Class A or B misdemeanor',
  felony: 'a felony',
  felonyTransaction: 'a misdemeanor from the same transaction as a felony',
};

const SMALL_NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** `3 years` → "three years", `180 days` → "180 days", as a petition writes a length of time. */
function lengthText(amount: number, unit: 'days' | 'years'): string {
  const n = SMALL_NUMBERS[amount] ?? String(amount);
  return `${n} ${amount === 1 ? unit.slice(0, -1) : unit}`;
}

/**
 * The 55A.052 wait the engine applied, as its decision reports it (`waiting_period`: the group of the route's
 * declared wait, its length and unit), never worked out again from the level or the dates: a misdemeanor from the
 * same transaction as a felony waits three years, which the level alone does not show. Null when the decision
 * reports no wait.
 */
export function noChargeWaitText(d: Pick<Decision, 'waiting_period'>): string | null {
  const w = d.waiting_period;
  const who = w?.group === undefined || w.group === null ? undefined : NO_CHARGE_WAIT_FOR[w.group];
  return w === undefined || w === null || who === undefined ? null : `${lengthText(w.amount, w.unit)}, for ${who}`;
}

/** The route's own statements and the conditions every no-conviction route shares (art. 55A.051). */
function statements(c: ExpunctionCase, article: string): ExpunctionStatement[] {
  const ec = c.engineCase;
  const section = article.slice(0, 7);
  const out: ExpunctionStatement[] = [];
  const noConviction = section !== '55A.005';
  if (noConviction) {
    out.push({
      id: 'released_no_conviction',
      text: 'Petitioner has been released; the charge did not result in a final conviction and is no longer pending; and there was no court-ordered community supervision under Chapter 42A for the offense.',
      source: `${CCP} art. 55A.051`,
      // The engine offers these routes only on such a record (CCP 55A.051; docs/law D71).
      checked: true,
    });
  }
  switch (section) {
    case '55A.002':
      out.push(
        {
          id: 'acquitted',
          text: 'Petitioner was tried for the offense and acquitted by the trial court.',
          source: `${CCP} art. 55A.002`,
          checked: ec.disposition === 'acquitted',
        },
        {
          id: 'same_episode',
          text: 'Petitioner has not been convicted of, and is not still subject to prosecution for, any other offense arising out of the same criminal episode.',
          source: `${CCP} art. 55A.151`,
          checked: false,
        },
      );
      break;
    case '55A.052': {
      const wait = noChargeWaitText(c.decision);
      out.push({
        id: 'not_presented',
        text: `No indictment or information charging Petitioner with the offense was presented, and the waiting period after the arrest has passed (${wait ?? 'one year for a Class A or B misdemeanor; three years for a felony or a misdemeanor from the same transaction as a felony'}).`,
        source: `${CCP} art. 55A.052`,
        checked: c.decision.final_eligibility === 'expunction',
      });
      break;
    }
    case '55A.053': {
      const reason = ec.dismissalReason;
      const sub = article.slice(7);
      const answers = c.answers.case;
      const basis: Record<string, { text: string; checked: boolean }> = {
        '(a)(2)(A)': {
          text: 'The case was dismissed because Petitioner successfully completed a veterans treatment court program, and Petitioner has not previously received an expunction on this basis.',
          checked: answers.completed_vet_treatment_court_for_case === true,
        },
        '(a)(2)(B)': {
          text: 'The case was dismissed because Petitioner successfully completed a mental health court program, and Petitioner has not previously received an expunction on this basis.',
          checked: false,
        },
        '(a)(2)(C)': {
          text: 'The charge was dismissed because Petitioner completed a pretrial intervention program authorized under Section 76.011, Government Code.',
          checked: reason === 'pretrial_intervention',
        },
        '(a)(2)(D)': {
          text: 'The charge was dismissed because it was filed on a mistake, false information, or another similar reason indicating absence of probable cause at the time of the dismissal to believe Petitioner committed the offense, or because the charging instrument was void.',
          checked: reason === 'no_probable_cause',
        },
      };
      const chosen = basis[sub] ??
        (reason === 'no_probable_cause' ? basis['(a)(2)(D)'] : basis['(a)(2)(C)']) ?? { text: '', checked: false };
      out.push({
        id: 'dismissal_reason',
        text: chosen.text,
        source: `${CCP} art. ${article}`,
        checked: chosen.checked,
      });
      break;
    }
    case '55A.054':
      out.push({
        id: 'limitations',
        text: 'The charge was dismissed, and prosecution of Petitioner for the offense is no longer possible because the limitations period has expired.',
        source: `${CCP} art. 55A.054; ${CCP} ch. 12`,
        checked: c.decision.final_eligibility === 'expunction',
      });
      break;
    case '55A.005':
      out.push({
        id: 'handgun',
        text: 'Petitioner was convicted of unlawfully carrying a handgun under Section 46.02(a), Penal Code, as it read before September 1, 2021, for an offense committed before that date.',
        source: `${CCP} art. 55A.005`,
        checked: false,
      });
      break;
    default:
      break;
  }
  if (noConviction) {
    out.push({
      id: 'not_cs_warrant',
      text: 'Petitioner was not arrested on a warrant for violating a condition of community supervision.',
      source: `${CCP} art. 55A.153`,
      checked: false,
    });
    if (section === '55A.052' || section === '55A.054') {
      out.push({
        id: 'not_absconded',
        text: 'Petitioner did not intentionally or knowingly abscond after being released on bond.',
        source: `${CCP} art. 55A.154`,
        checked: false,
      });
    }
  }
  return out;
}

function datesUsed(c: ExpunctionCase): ExpunctionDate[] {
  const d = c.engineCase.dates;
  const acquitted = c.engineCase.disposition === 'acquitted';
  const list: ExpunctionDate[] = [
    { key: 'offense', ...fact(d.offense) },
    { key: 'arrest', ...fact(d.arrest) },
    { key: 'filing', ...fact(d.filing) },
    { key: acquitted ? 'acquittal' : 'dismissal', ...fact(acquitted ? (d.dismissal ?? d.conviction) : d.dismissal) },
    { key: 'eligible', date: c.decision.eligible_date, estimated: false },
  ];
  return list.filter((x) => x.date !== null);
}

export function expunctionFields(
  c: ExpunctionCase,
  article: string,
  person: { fullName: string },
  county: ExpunctionCounty,
): ExpunctionFieldMap {
  const ec = c.engineCase;
  const court = courtName(ec.court, ec.level, county.packet);
  const agency = c.arrestingAgency && c.arrestingAgency.trim() !== '' ? titleCaseAgency(c.arrestingAgency) : null;
  // An agency is listed once (SB 1667): the arresting agency first, unless it is already on the county's list.
  const countyAgencies = county.agencies.filter(
    (a) => agency === null || a.name.toLowerCase() !== agency.toLowerCase(),
  );
  const agencies: AgencyEntry[] = [
    { name: agency ?? `${BLANK} (arresting agency) ${YOU_FILL}`, address: null },
    ...countyAgencies,
  ];
  return {
    article,
    articleSection: article.slice(0, 7),
    routeKey: routeKeyOf(article),
    causeNumber: causeOrBlank(ec.causeNumber),
    ...(ec.causeNumber.trim() === '' ? { causeMissing: true as const } : {}),
    court,
    county: county.packet.name,
    felony: isFelonyLevel(ec.level) || court.kind === 'district',
    petitionerName: captionName(c.name ?? person.fullName),
    ...(c.origin ? { origin: c.origin } : {}),
    offense: { literal: ec.offense.literal.trim(), statute: ec.offense.statute, level: levelText(ec.level) },
    arrestingAgency: agency,
    agencies,
    history: history(ec, court, county.packet.name, agency),
    statements: statements(c, article),
    partial: article.startsWith('55A.052'),
    acquittal: article.startsWith('55A.002'),
    dates: datesUsed(c),
    feeWaiver: feeWaiverOf(c.decision),
  };
}
