/**
 * Code of Criminal Procedure chapter 55A: expunction routes, each with its article and waiting period; the site
 * prepares the petition for a case whose route is known (law notes §6, §10.12, §10b; docs/decisions/0030-expunction-packets.md).
 * Routes: acquittal (55A.002), no-bill / never charged (55A.052 waiting periods from arrest), dismissal for
 * pretrial intervention, veterans treatment court or absence of probable cause (55A.053), dismissal after
 * limitations ran (55A.054), unlawful carrying of a handgun before 2021-09-01 (55A.005). Deferred adjudication
 * and community supervision for Class A/B or felonies block the no-conviction routes (55A.051(3)).
 */
import { addYearsDay, fromDay, toDay } from '../dates';
import type { CaseFacts, PersonCtx } from '../engine/context';
import { hasCat } from '../engine/context';
import { askCase, newRoute, reason, type Route } from '../engine/route';
import type { ReasonCode } from '../reasons';
import { awaitingRoute, veteranStatus } from './veterans';
import { statuteIs } from './chapters';
import type { SectionLaw, SectionMeta } from './meta';
import { NOT_SURE } from '../vocabulary';
import { monthAnswer, yesNo } from '../engine/answers';

export const LAW = {
  id: '55A',
  kind: 'shared',
  title: 'Expunction of criminal records',
  citation: 'Tex. Code Crim. Proc. ch. 55A',
  effective: '2025-01-01',
  confidence: 'H',
  statute:
    '55A.051 (formerly 55.01(a)(2)): the no-conviction routes need that the person was released, the charge did not result in a final conviction, is no longer pending, and there was no court-ordered community supervision under chapter 42A (deferred adjudication included) for the offense, other than for a Class C misdemeanor.',
  conditions: [
    {
      plain: 'No conviction, no pending charge, and no community supervision or deferred adjudication for the arrest.',
      citation: 'Tex. Code Crim. Proc. art. 55A.051',
      test: 'Disposition acquitted, no_bill or dismissed (not after deferred or a supervision placement).',
    },
    {
      plain:
        'Every charge from the same arrest also ended without a conviction or supervision; a dismissed charge was not refiled.',
      citation: 'Tex. Code Crim. Proc. art. 55A.151; project decision (law notes §10b item 21)',
      test: 'Other cases filed or committed the same day, or for the same offense within 90 days after the dismissal → SAME_EPISODE_MIXED.',
    },
  ],
  wait: null,
  shared: [],
  decisions: [
    'ADR 0030: the site prepares the expunction petition for a known route (replaces law notes §10.8, "flagged only")',
    '§10b item 21 refiled cases',
  ],
} as const satisfies SectionLaw;

/** The expunction routes, each declared as data (the rule book lists them; the engine reads their waits). */
export const ROUTE_LAWS = [
  {
    id: '55A.002',
    kind: 'expunction',
    title: 'Acquittal',
    citation: 'Tex. Code Crim. Proc. arts. 55A.002, 55A.201',
    effective: '2025-01-01',
    confidence: 'H',
    statute:
      '55A.002: a person acquitted by the trial court is entitled to expunction; the court enters the order within 30 days of the acquittal if asked.',
    conditions: [
      {
        plain: 'The person was acquitted.',
        citation: 'Tex. Code Crim. Proc. art. 55A.002',
        test: 'Disposition acquitted.',
      },
    ],
    wait: { years: { all: 0 }, from: 'the acquittal', plain: 'None.', citation: 'Tex. Code Crim. Proc. art. 55A.002' },
    shared: [],
    decisions: [],
  },
  {
    id: '55A.052',
    kind: 'expunction',
    title: 'Arrest with no charge presented, or a charge no-billed',
    citation: 'Tex. Code Crim. Proc. art. 55A.052',
    effective: '2025-01-01',
    confidence: 'H',
    statute:
      "55A.052: where no indictment or information was presented, or it was no-billed, expunction after 180 days from the arrest for a Class C misdemeanor, one year for a Class A or B, three years for a felony (or a misdemeanor from the same transaction as a felony), or earlier with the prosecutor's certificate that the records are not needed.",
    conditions: [
      {
        plain:
          'No indictment or information was presented, or the grand jury no-billed it; a felony dismissal whose record shows no indictment or information counts. Where the record does not say either way, the case is not decided (the 55A.052 date would be the earlier one).',
        citation: 'Tex. Code Crim. Proc. arts. 55A.052, 55A.053; project decision (law notes §10b item 23)',
        test: 'Disposition no_bill, or a felony dismissal with chargePresented false; chargePresented unknown → could_not_determine (CHARGE_PRESENTED_UNKNOWN).',
      },
      {
        plain:
          "The wait runs from the arrest: when the data has no arrest date, the person's arrest month (its last day) once the filing-date estimate is due.",
        citation: 'Tex. Code Crim. Proc. art. 55A.052; project decision (law notes §10b item 22)',
        test: 'Recorded arrest date, else arrest_month; "unknown" → could_not_determine.',
        questions: ['arrest_month'],
      },
    ],
    wait: {
      years: { classCDays: 180, misdemeanor: 1, felony: 3 },
      from: 'the arrest',
      plain:
        "180 days (Class C), 1 year (Class A or B), 3 years (felony or a misdemeanor from a felony transaction), or earlier with the prosecutor's certificate.",
      citation: 'Tex. Code Crim. Proc. art. 55A.052(a)',
    },
    shared: [],
    decisions: ['§10b item 22 the arrest month', '§10b item 23 no presented charge'],
  },
  {
    id: '55A.053(a)(2)(A)',
    kind: 'expunction',
    title: 'Dismissal after a veterans treatment court program',
    citation: 'Tex. Code Crim. Proc. arts. 55A.053(a)(2)(A), 55A.203',
    effective: '2025-01-01',
    confidence: 'M',
    statute:
      '55A.053(a)(2)(A): the indictment or information was dismissed because the person completed a veterans treatment court program; once only; the court enters the order within 30 days, no fee.',
    conditions: [
      {
        plain:
          'The case was dismissed because the person completed a veterans treatment court program, and the person has not used this route before.',
        citation: 'Tex. Code Crim. Proc. art. 55A.053(a)(2)(A)',
        test: 'Dismissal plus isVeteran, completedVetTreatmentCrt and completed_vet_treatment_court_for_case; two such cases → review.',
        questions: ['isVeteran', 'completedVetTreatmentCrt', 'completed_vet_treatment_court_for_case'],
      },
    ],
    wait: { years: { all: 0 }, from: 'the dismissal', plain: 'None.', citation: 'Tex. Code Crim. Proc. art. 55A.053' },
    shared: [],
    decisions: ['§10b item 34 citations'],
  },
  {
    id: '55A.053(a)(2)(B)',
    kind: 'expunction',
    title: 'Dismissal after a mental health court program',
    citation: 'Tex. Code Crim. Proc. art. 55A.053(a)(2)(B)',
    effective: '2025-01-01',
    confidence: 'H',
    statute:
      '55A.053(a)(2)(B): the indictment or information was dismissed because the person completed a mental health court program.',
    conditions: [
      {
        plain: 'The case was dismissed after a mental health court program.',
        citation: 'Tex. Code Crim. Proc. art. 55A.053(a)(2)(B)',
        test: 'Dismissal reason mental_health_court.',
      },
    ],
    wait: { years: { all: 0 }, from: 'the dismissal', plain: 'None.', citation: 'Tex. Code Crim. Proc. art. 55A.053' },
    shared: [],
    decisions: ['§10b item 34'],
  },
  {
    id: '55A.053(a)(2)(C)',
    kind: 'expunction',
    title: 'Dismissal after pretrial intervention',
    citation: 'Tex. Code Crim. Proc. art. 55A.053(a)(2)(C)',
    effective: '2025-01-01',
    confidence: 'H',
    statute:
      '55A.053(a)(2)(C): the indictment or information was dismissed because the person completed a pretrial intervention program.',
    conditions: [
      {
        plain: 'The case was dismissed after a pretrial intervention (diversion) program.',
        citation: 'Tex. Code Crim. Proc. art. 55A.053(a)(2)(C)',
        test: 'Dismissal reason pretrial_intervention.',
      },
      {
        plain: 'In Harris County, the District Attorney waits one year for DWI and family-violence diversions.',
        citation: 'Harris County District Attorney practice',
        test: 'Category dwi or family violence → one year from the dismissal.',
        confidence: 'M',
      },
    ],
    wait: {
      years: { all: 0, harrisDwiOrFamilyViolence: 1 },
      from: 'the dismissal',
      plain: 'None (one year for DWI or family violence in Harris County).',
      citation: 'Tex. Code Crim. Proc. art. 55A.053',
    },
    shared: [],
    decisions: ['§10b item 34 the citation is (a)(2)(C)'],
  },
  {
    id: '55A.053(a)(2)(D)',
    kind: 'expunction',
    title: 'Dismissal for mistake, false information or absence of probable cause',
    citation: 'Tex. Code Crim. Proc. art. 55A.053(a)(2)(D)',
    effective: '2025-01-01',
    confidence: 'H',
    statute:
      '55A.053(a)(2)(D): a presented indictment or information was dismissed because it was presented through mistake, false information or a similar reason indicating absence of probable cause.',
    conditions: [
      {
        plain:
          'A presented charge was dismissed for lack of probable cause (misdemeanors are presented by information at intake).',
        citation: 'Tex. Code Crim. Proc. art. 55A.053(a)(2)(D)',
        test: 'Dismissal reason no_probable_cause; felonies need chargePresented true (else 55A.052).',
      },
    ],
    wait: { years: { all: 0 }, from: 'the dismissal', plain: 'None.', citation: 'Tex. Code Crim. Proc. art. 55A.053' },
    shared: [],
    decisions: ['§10b item 23'],
  },
  {
    id: '55A.054',
    kind: 'expunction',
    title: 'Dismissal after the limitations period ran',
    citation: 'Tex. Code Crim. Proc. art. 55A.054',
    effective: '2025-01-01',
    confidence: 'M',
    statute:
      '55A.054: a dismissed charge may be expunged once the limitations period for the offense has expired (CCP 12.01, 12.02), counted here from the dismissal because limitations is tolled while the charge is pending (12.05).',
    conditions: [
      {
        plain:
          'A presented charge was dismissed for another or unknown reason, and the time to charge it again has run.',
        citation: 'Tex. Code Crim. Proc. arts. 12.01, 12.02, 12.05, 55A.054',
        test: 'Misdemeanor: dismissal + 2 years + 2 days; theft, burglary, robbery: 5 years; H&S chapter 481 felonies: 3 years; other felonies → could_not_determine.',
      },
    ],
    wait: {
      years: { misdemeanor: 2, theftBurglaryRobbery: 5, drugFelony: 3 },
      from: 'the dismissal (plus 2 days)',
      plain: 'The limitations period from the dismissal, assuming the person stayed in Texas.',
      citation: 'Tex. Code Crim. Proc. arts. 12.01, 12.02',
    },
    shared: [],
    decisions: ['§10.12 limitations from the dismissal', '§10b item 24 drug felonies'],
  },
  {
    id: '55A.005',
    kind: 'expunction',
    title: 'Unlawful carrying of a handgun before 1 September 2021',
    citation: 'Tex. Code Crim. Proc. art. 55A.005',
    effective: '2021-09-01',
    confidence: 'H',
    statute:
      '55A.005 (former art. 55.01(a)(1)(C), HB 1927, 2021): a person convicted of PC 46.02(a) (carrying a handgun on or about the person) for an offense committed before 2021-09-01 is entitled to expunction.',
    conditions: [
      {
        plain:
          'A conviction for carrying a handgun on or about the person (PC 46.02(a)), not only in a vehicle and not while committing another offense; not a licence holder (46.035) or a prohibited place (46.03).',
        citation: 'Tex. Code Crim. Proc. art. 55A.005; Tex. Penal Code § 46.02(a)',
        test: 'Statute PC 46.02 with a conviction; literals naming a licence, place or premises are excluded; handgun_carried_on_person_only.',
        questions: ['handgun_carried_on_person_only'],
      },
      {
        plain: 'The offense was committed before 1 September 2021.',
        citation: 'Tex. Code Crim. Proc. art. 55A.005',
        test: 'Offense date; with none, the filing date, and offense_month when filed within 90 days after the cut-off.',
        questions: ['offense_month'],
      },
    ],
    wait: { years: { all: 0 }, from: 'the conviction', plain: 'None.', citation: 'Tex. Code Crim. Proc. art. 55A.005' },
    shared: [],
    decisions: ['§10.17 deferred adjudication stays with 411.0725', '§10b item 29'],
  },
] as const satisfies readonly SectionLaw[];

type RouteLaw = (typeof ROUTE_LAWS)[number];
/** The declaration of one expunction route, by its article. */
export function routeLaw<I extends RouteLaw['id']>(id: I): Extract<RouteLaw, { id: I }> {
  return ROUTE_LAWS.find((l) => l.id === id) as Extract<RouteLaw, { id: I }>;
}
/** The section's identity (id, title, citation, effective date, confidence), as the rest of the engine reads it. */
export const META: SectionMeta = LAW;

export const ARTICLES = {
  acquittal: '55A.002',
  noBill: '55A.052',
  dismissalReason: '55A.053',
  vtcDismissal: '55A.053(a)(2)(A)',
  mentalHealthCourt: '55A.053(a)(2)(B)',
  pretrialIntervention: '55A.053(a)(2)(C)',
  noProbableCause: '55A.053(a)(2)(D)',
  limitations: '55A.054',
  handgun: '55A.005',
} as const;

/** 55A.052(a): waiting periods from the arrest when no charge was presented. */
export const NO_BILL_WAIT = routeLaw('55A.052').wait.years;
/** CCP 12.02: misdemeanor limitations, counted from the dismissal (12.05 tolling), plus the two days 12.04 excludes. */
export const MISDEMEANOR_LIMITATIONS_YEARS = routeLaw('55A.054').wait.years.misdemeanor;
export const LIMITATIONS_EXTRA_DAYS = 2;
/** CCP 12.01(4): five years for theft, burglary and robbery; other felonies vary, so they need review. */
export const FIVE_YEAR_FELONY_CHAPTERS: readonly number[] = [29, 30, 31];
export const FIVE_YEAR_FELONY_LIMITATIONS_YEARS = routeLaw('55A.054').wait.years.theftBurglaryRobbery;
/** CCP 12.01(7): Health and Safety Code chapter 481 felonies fall under "all other felonies" (law notes §10b item 24). */
export const DRUG_FELONY_STATUTE_PREFIX = 'HSC 481.';
export const OTHER_FELONY_LIMITATIONS_YEARS = routeLaw('55A.054').wait.years.drugFelony;
/** A dismissal followed this soon by a new case for the same offense was likely refiled (law notes §10b item 21). */
export const REFILE_WINDOW_DAYS = 90;
/** An offense filed this soon after the 55A.005 cut-off may have been committed before it (law notes §10b item 29). */
export const HANDGUN_FILING_GRACE_DAYS = 90;
/** Literals of PC 46.035 (licence holders) and 46.03 (places), which 55A.005 does not cover. */
const NOT_HANDGUN_46_02 = /LICEN[SC]E|\bLTC\b|\bCHL\b|PROHIBITED|PLACE|PREMISES|SCHOOL|BAR\b|AIRPORT|COURT/i;
/** Harris County DA practice: DWI and family-violence pretrial intervention expunctions wait one year. */
export const HARRIS_PTI_WAIT_YEARS = routeLaw('55A.053(a)(2)(C)').wait.years.harrisDwiOrFamilyViolence;
/** 55A.005: unlawful carrying of a handgun (PC 46.02(a)) for an offense before this date. */
export const HANDGUN_OFFENSE_BEFORE = '2021-09-01';
const HANDGUN_DAY = toDay(HANDGUN_OFFENSE_BEFORE);
export const HANDGUN_STATUTE = 'PC 46.02';

function route(article: string, code: ReasonCode, day: number): Route {
  const r = newRoute(null, false, article);
  r.basis.push(reason(code));
  r.start = day;
  r.date = day;
  return r;
}

/** Another charge from the same arrest (same filing or offense date) ended in a conviction, deferred, or is open. */
function sameEpisode(f: CaseFacts, o: CaseFacts): boolean {
  if (o === f) return false;
  return (
    (!Number.isNaN(f.filingDay) && o.filingDay === f.filingDay) ||
    (!Number.isNaN(f.offenseDay) && o.offenseDay === f.offenseDay)
  );
}

/** Another case for the same offense literal filed within REFILE_WINDOW_DAYS after this dismissal. */
function refiledSoonAfter(p: PersonCtx, f: CaseFacts): boolean {
  const dismissal = f.days.dismissal;
  if (f.disposition !== 'dismissed' || Number.isNaN(dismissal)) return false;
  for (const o of p.facts) {
    if (o === f || o.c.offense.literal !== f.c.offense.literal || Number.isNaN(o.filingDay)) continue;
    if (o.filingDay >= dismissal && o.filingDay <= dismissal + REFILE_WINDOW_DAYS) return true;
  }
  return false;
}

/**
 * The arrest may have ended in supervision or a conviction: another charge from the same arrest did, is open or
 * unknown, or the dismissed case was refiled (law notes §10b item 21; 55A.151).
 */
function sameEpisodeMixed(p: PersonCtx, f: CaseFacts): boolean {
  for (const o of p.facts) {
    if (sameEpisode(f, o) && (o.records.length > 0 || o.disposition === 'pending' || o.disposition === 'unknown'))
      return true;
  }
  return refiledSoonAfter(p, f);
}

/**
 * A 55A.052 route: the wait runs from the arrest (a felony, or a misdemeanor from the same transaction as a
 * felony, 3 years; other misdemeanors 1 year; Class C 180 days). The extract has no arrest date: the filing date
 * stands in while the date it gives is still ahead; once it would be today or earlier, the person's arrest month
 * decides, counted from its last day (law notes §10b item 22).
 */
function waitFromArrest(p: PersonCtx, f: CaseFacts, r: Route): void {
  const c = f.c;
  const recorded = c.dates.arrest !== null && !c.dates.arrest.estimated;
  const fromFiling = c.dates.arrest !== null ? f.days.arrest : f.days.filing;
  const wait = (day: number): number =>
    c.level === 'MC'
      ? day + NO_BILL_WAIT.classCDays
      : addYearsDay(day, felonyEpisode(p, f) ? NO_BILL_WAIT.felony : NO_BILL_WAIT.misdemeanor);
  if (!f.levelKnown) r.notes.push(reason('LEVEL_UNKNOWN'));
  if (recorded) {
    r.start = fromFiling;
    r.date = wait(fromFiling);
    return;
  }
  const month = monthAnswer(f.answers, 'arrest_month');
  if (month.kind === 'month') {
    r.start = month.lastDay;
    r.date = wait(month.lastDay);
    r.notes.push(reason('ARREST_FROM_ANSWER', { date: fromDay(month.lastDay) }));
    return;
  }
  if (Number.isNaN(fromFiling)) {
    r.unknowns.push(reason('DATE_UNKNOWN', { field: 'arrest' }));
    return;
  }
  r.start = fromFiling;
  r.date = wait(fromFiling);
  r.notes.push(reason('DATE_ESTIMATED', { date: fromDay(fromFiling), field: 'arrest' }));
  if (r.date <= p.asOf) {
    if (month.kind === 'unasked') askCase(r, 'arrest_month', 'ARREST_MONTH_NEEDED');
    else r.unknowns.push(reason('ARREST_MONTH_UNKNOWN'));
  }
}

/** 55A.052: a felony, or a misdemeanor from the same transaction as a felony, waits 3 years. */
function felonyEpisode(p: PersonCtx, f: CaseFacts): boolean {
  if (!f.misdemeanor) return true;
  for (const o of p.facts) if (sameEpisode(f, o) && !o.misdemeanor) return true;
  return false;
}

function vtcDismissals(p: PersonCtx): number {
  let n = 0;
  for (const o of p.facts) {
    if (o.disposition === 'dismissed' && o.answers.completed_vet_treatment_court_for_case === true) n += 1;
  }
  return n;
}

function dismissalRoutes(p: PersonCtx, f: CaseFacts): Route[] {
  const out: Route[] = [];
  const dismissal = f.days.dismissal;
  if (Number.isNaN(dismissal)) {
    const r = newRoute(null, false, ARTICLES.dismissalReason);
    r.unknowns.push(reason('DATE_UNKNOWN', { field: 'dismissal' }));
    return [r];
  }
  const why = f.c.dismissalReason;
  const presentedUnknown = f.c.chargePresented === null || f.c.chargePresented === undefined;
  if (f.felony && presentedUnknown && why !== 'pretrial_intervention' && why !== 'mental_health_court') {
    // Whether an indictment or information was presented decides between 55A.052 (a wait from the arrest) and
    // 55A.053/55A.054 (from the dismissal); the 55A.052 date is the earlier one, so it is never guessed.
    const r = newRoute(null, false, ARTICLES.noBill);
    r.unknowns.push(reason('CHARGE_PRESENTED_UNKNOWN'));
    out.push(r);
  } else if (
    f.felony &&
    f.c.chargePresented === false &&
    why !== 'pretrial_intervention' &&
    why !== 'mental_health_court'
  ) {
    // 55A.053 needs a presented indictment or information that was dismissed; without one on record the
    // charge waits under 55A.052, or less with the prosecutor's certificate (law notes §10b item 23).
    const r = newRoute(null, false, ARTICLES.noBill);
    r.basis.push(reason('EXPUNCTION_NO_BILL'));
    r.notes.push(reason('NO_CHARGE_PRESENTED'));
    waitFromArrest(p, f, r);
    r.notes.push(reason('EXPUNCTION_PARTIAL'));
    out.push(r);
  } else if (why === 'mental_health_court') {
    out.push(route(ARTICLES.mentalHealthCourt, 'EXPUNCTION_MENTAL_HEALTH_COURT', dismissal));
  } else if (why === 'pretrial_intervention') {
    const r = route(ARTICLES.pretrialIntervention, 'EXPUNCTION_PRETRIAL_INTERVENTION', dismissal);
    if (hasCat(f, 'dwi') || hasCat(f, 'family_violence') || f.c.familyViolenceFinding === true) {
      r.date = addYearsDay(dismissal, HARRIS_PTI_WAIT_YEARS);
      r.notes.push(reason('HARRIS_DA_PTI_ONE_YEAR', { date: fromDay(r.date) }));
    }
    out.push(r);
  } else if (why === 'no_probable_cause') {
    out.push(route(ARTICLES.noProbableCause, 'EXPUNCTION_NO_PROBABLE_CAUSE', dismissal));
  } else if (why === 'limitations') {
    out.push(route(ARTICLES.limitations, 'EXPUNCTION_LIMITATIONS', dismissal));
  } else {
    const r = newRoute(null, false, ARTICLES.limitations);
    r.basis.push(reason('EXPUNCTION_LIMITATIONS'));
    r.start = dismissal;
    let years = NaN;
    if (f.misdemeanor) years = MISDEMEANOR_LIMITATIONS_YEARS;
    else if (f.felony && f.identified && f.chapter !== null && FIVE_YEAR_FELONY_CHAPTERS.includes(f.chapter))
      years = FIVE_YEAR_FELONY_LIMITATIONS_YEARS;
    else if (f.felony && f.c.offense.statute?.startsWith(DRUG_FELONY_STATUTE_PREFIX) === true)
      years = OTHER_FELONY_LIMITATIONS_YEARS;
    // "Insufficient evidence" is not a no-probable-cause finding: limitations, with a note that a court could find more.
    if (why === 'insufficient_evidence') r.notes.push(reason('NO_PROBABLE_CAUSE_MAYBE'));
    if (Number.isNaN(years)) r.unknowns.push(reason(f.levelKnown ? 'FELONY_LIMITATIONS_UNKNOWN' : 'LEVEL_UNKNOWN'));
    else {
      r.date = addYearsDay(dismissal, years) + LIMITATIONS_EXTRA_DAYS;
      r.notes.push(reason('LIMITATIONS_ESTIMATED', { date: fromDay(r.date) }));
    }
    out.push(r);
  }
  // Dismissal on completing a veterans treatment court program (55A.053(a)(2)(A); 30-day order, no fee).
  const chain = veteranStatus(p, 'completedVetTreatmentCrt');
  if (chain !== 'no' && chain !== 'yes') out.push(awaitingRoute(null, ARTICLES.vtcDismissal, 'vtc', chain));
  else if (chain === 'yes') {
    const answer = f.answers.completed_vet_treatment_court_for_case;
    const vtc = newRoute(null, false, ARTICLES.vtcDismissal);
    vtc.family = 'vtc';
    if (answer !== false) {
      vtc.basis.push(reason('EXPUNCTION_VTC_DISMISSAL'));
      vtc.start = dismissal;
      vtc.date = dismissal;
      if (answer === undefined) askCase(vtc, 'completed_vet_treatment_court_for_case', 'VETERAN_ANSWERS_NEEDED');
      else if (answer === NOT_SURE)
        vtc.unknowns.push(reason('ANSWER_NOT_SURE', { question: 'completed_vet_treatment_court_for_case' }));
      // 55A.053(a)(2)(A): the VTC-dismissal expunction can be used once; with two candidates a lawyer must say which.
      else if (vtcDismissals(p) > 1)
        vtc.unknowns.push(reason('NEEDS_LEGAL_REVIEW', { section: ARTICLES.vtcDismissal }));
      out.push(vtc);
    }
  }
  return out;
}

/**
 * 55A.005 (former art. 55.01(a)(1)(C)): a conviction for unlawful carrying of a handgun on or about the person
 * (PC 46.02(a)) committed before 2021-09-01 (law notes §10b item 29). Not PC 46.035 or 46.03; not a handgun only
 * in a vehicle, nor one carried while committing another offense, which the person is asked.
 */
function handgunRoute(p: PersonCtx, f: CaseFacts): Route | null {
  const c = f.c;
  if (!f.convictionDisposition || !statuteIs(c.offense.statute, HANDGUN_STATUTE)) return null;
  if (NOT_HANDGUN_46_02.test(c.offense.literal)) return null;
  const carried = yesNo(f.answers, 'handgun_carried_on_person_only');
  if (carried === 'no') return null;
  const r = route(ARTICLES.handgun, 'EXPUNCTION_HANDGUN_BEFORE_2021', p.asOf);
  // The offense date decides; the filing date is a later bound, and close after the cut-off the month is asked.
  let offense = f.offenseDay;
  if (Number.isNaN(offense)) {
    const month = monthAnswer(f.answers, 'offense_month');
    if (month.kind === 'month') offense = month.lastDay;
    else if (Number.isNaN(f.filingDay)) r.unknowns.push(reason('DATE_UNKNOWN', { field: 'offense' }));
    else if (f.filingDay < HANDGUN_DAY) offense = f.filingDay;
    else if (f.filingDay > HANDGUN_DAY + HANDGUN_FILING_GRACE_DAYS) return null;
    else if (month.kind === 'unasked') askCase(r, 'offense_month', 'OFFENSE_MONTH_NEEDED');
    else r.unknowns.push(reason('DATE_UNKNOWN', { field: 'offense' }));
  }
  if (!Number.isNaN(offense) && offense >= HANDGUN_DAY) return null;
  if (carried === 'unasked') askCase(r, 'handgun_carried_on_person_only', 'HANDGUN_CARRY_UNKNOWN');
  else if (carried === 'not_sure')
    r.unknowns.push(reason('ANSWER_NOT_SURE', { question: 'handgun_carried_on_person_only' }));
  return r;
}

/** Most cases have no expunction route: they share one empty list (read-only by type). */
const NO_ROUTES: readonly Route[] = [];

/** Expunction routes for a case (empty when none applies; the empty list is shared). */
export function expunctionRoutes(p: PersonCtx, f: CaseFacts): readonly Route[] {
  const c = f.c;
  let out: Route[] = [];
  switch (f.disposition) {
    case 'acquitted': {
      const day = c.dates.dismissal !== null ? f.days.dismissal : f.days.conviction;
      out.push(route(ARTICLES.acquittal, 'EXPUNCTION_ACQUITTAL', Number.isNaN(day) ? p.asOf : day));
      break;
    }
    case 'no_bill': {
      const r = newRoute(null, false, ARTICLES.noBill);
      r.basis.push(reason('EXPUNCTION_NO_BILL'));
      waitFromArrest(p, f, r);
      r.notes.push(reason('EXPUNCTION_PARTIAL'));
      out.push(r);
      break;
    }
    case 'dismissed':
      out = dismissalRoutes(p, f);
      break;
    default: {
      const r = handgunRoute(p, f);
      if (r === null) return NO_ROUTES;
      out.push(r);
    }
  }
  if (sameEpisodeMixed(p, f)) for (const r of out) r.unknowns.push(reason('SAME_EPISODE_MIXED'));
  return out;
}
