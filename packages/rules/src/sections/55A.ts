/**
 * Code of Criminal Procedure chapter 55A — expunction, flagged only (law notes §6, §10.8, §10.12, §10.17).
 * Routes: acquittal (55A.002), no-bill / never charged (55A.052 waiting periods from arrest), dismissal for
 * pretrial intervention, veterans treatment court or absence of probable cause (55A.053), dismissal after
 * limitations ran (55A.054), unlawful carrying of a handgun before 2021-09-01 (55A.005). Deferred adjudication
 * and community supervision for Class A/B or felonies block the no-conviction routes (55A.051(3)).
 */
import { addYearsDay, fromDay, toDay } from '../dates';
import type { CaseFacts, PersonCtx } from '../engine/context';
import { CAT, hasCat } from '../engine/context';
import { askCase, newRoute, reason, type Route, put } from '../engine/route';
import type { ReasonCode } from '../reasons';
import { awaitingRoute, veteranStatus } from './veterans';
import { statuteIs } from './chapters';
import type { SectionMeta } from './meta';
import { NOT_SURE } from '../vocabulary';
import { monthAnswer, yesNo } from '../engine/answers';

export const META: SectionMeta = {
  id: '55A',
  title: 'Expunction of criminal records',
  citation: 'Tex. Code Crim. Proc. ch. 55A',
  effective: '2025-01-01',
  confidence: 'H',
};

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
export const NO_BILL_WAIT = { classCDays: 180, misdemeanorYears: 1, felonyYears: 3 } as const;
/** CCP 12.02: misdemeanor limitations, counted from the dismissal (12.05 tolling), plus the two days 12.04 excludes. */
export const MISDEMEANOR_LIMITATIONS_YEARS = 2;
export const LIMITATIONS_EXTRA_DAYS = 2;
/** CCP 12.01(4): five years for theft, burglary and robbery; other felonies vary, so they need review. */
export const FIVE_YEAR_FELONY_CHAPTERS: readonly number[] = [29, 30, 31];
export const FIVE_YEAR_FELONY_LIMITATIONS_YEARS = 5;
/** CCP 12.01(7): Health and Safety Code chapter 481 felonies fall under "all other felonies" (law notes §10b item 24). */
export const DRUG_FELONY_STATUTE_PREFIX = 'HSC 481.';
export const OTHER_FELONY_LIMITATIONS_YEARS = 3;
/** A dismissal followed this soon by a new case for the same offense was likely refiled (law notes §10b item 21). */
export const REFILE_WINDOW_DAYS = 90;
/** An offense filed this soon after the 55A.005 cut-off may have been committed before it (law notes §10b item 29). */
export const HANDGUN_FILING_GRACE_DAYS = 90;
/** Literals of PC 46.035 (licence holders) and 46.03 (places), which 55A.005 does not cover. */
const NOT_HANDGUN_46_02 = /LICEN[SC]E|\bLTC\b|\bCHL\b|PROHIBITED|PLACE|PREMISES|SCHOOL|BAR\b|AIRPORT|COURT/i;
/** Harris County DA practice: DWI and family-violence pretrial intervention expunctions wait one year. */
export const HARRIS_PTI_WAIT_YEARS = 1;
/** 55A.005: unlawful carrying of a handgun (PC 46.02(a)) for an offense before this date. */
export const HANDGUN_OFFENSE_BEFORE = '2021-09-01';
const HANDGUN_DAY = toDay(HANDGUN_OFFENSE_BEFORE);
export const HANDGUN_STATUTE = 'PC 46.02';

function route(article: string, code: ReasonCode, day: number): Route {
  const r = newRoute(null, false, article);
  put(r, 'basis', reason(code));
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
  const dismissal = toDay(f.c.dates.dismissal?.date);
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
  const fromFiling = toDay((c.dates.arrest ?? c.dates.filing)?.date);
  const wait = (day: number): number =>
    c.level === 'MC'
      ? day + NO_BILL_WAIT.classCDays
      : addYearsDay(day, felonyEpisode(p, f) ? NO_BILL_WAIT.felonyYears : NO_BILL_WAIT.misdemeanorYears);
  if (!f.levelKnown) put(r, 'notes', reason('LEVEL_UNKNOWN'));
  if (recorded) {
    r.start = fromFiling;
    r.date = wait(fromFiling);
    return;
  }
  const month = monthAnswer(f.answers, 'arrest_month');
  if (month.kind === 'month') {
    r.start = month.lastDay;
    r.date = wait(month.lastDay);
    put(r, 'notes', reason('ARREST_FROM_ANSWER', { date: fromDay(month.lastDay) }));
    return;
  }
  if (Number.isNaN(fromFiling)) {
    put(r, 'unknowns', reason('DATE_UNKNOWN', { field: 'arrest' }));
    return;
  }
  r.start = fromFiling;
  r.date = wait(fromFiling);
  put(r, 'notes', reason('DATE_ESTIMATED', { date: fromDay(fromFiling), field: 'arrest' }));
  if (r.date <= p.asOf) {
    if (month.kind === 'unasked') askCase(r, 'arrest_month', 'ARREST_MONTH_NEEDED');
    else put(r, 'unknowns', reason('ARREST_MONTH_UNKNOWN'));
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
  const dismissal = toDay(f.c.dates.dismissal?.date);
  if (Number.isNaN(dismissal)) {
    const r = newRoute(null, false, ARTICLES.dismissalReason);
    put(r, 'unknowns', reason('DATE_UNKNOWN', { field: 'dismissal' }));
    return [r];
  }
  const why = f.c.dismissalReason;
  if (f.felony && f.c.chargePresented !== true && why !== 'pretrial_intervention' && why !== 'mental_health_court') {
    // 55A.053 needs a presented indictment or information that was dismissed; without one on record the
    // charge waits under 55A.052, or less with the prosecutor's certificate (law notes §10b item 23).
    const r = newRoute(null, false, ARTICLES.noBill);
    put(r, 'basis', reason('EXPUNCTION_NO_BILL'));
    put(r, 'notes', reason('NO_CHARGE_PRESENTED'));
    waitFromArrest(p, f, r);
    put(r, 'notes', reason('EXPUNCTION_PARTIAL'));
    out.push(r);
  } else if (why === 'mental_health_court') {
    out.push(route(ARTICLES.mentalHealthCourt, 'EXPUNCTION_MENTAL_HEALTH_COURT', dismissal));
  } else if (why === 'pretrial_intervention') {
    const r = route(ARTICLES.pretrialIntervention, 'EXPUNCTION_PRETRIAL_INTERVENTION', dismissal);
    if (hasCat(f, CAT.dwi) || hasCat(f, CAT.family_violence) || f.c.familyViolenceFinding === true) {
      r.date = addYearsDay(dismissal, HARRIS_PTI_WAIT_YEARS);
      put(r, 'notes', reason('HARRIS_DA_PTI_ONE_YEAR', { date: fromDay(r.date) }));
    }
    out.push(r);
  } else if (why === 'no_probable_cause') {
    out.push(route(ARTICLES.noProbableCause, 'EXPUNCTION_NO_PROBABLE_CAUSE', dismissal));
  } else if (why === 'limitations') {
    out.push(route(ARTICLES.limitations, 'EXPUNCTION_LIMITATIONS', dismissal));
  } else {
    const r = newRoute(null, false, ARTICLES.limitations);
    put(r, 'basis', reason('EXPUNCTION_LIMITATIONS'));
    r.start = dismissal;
    let years = NaN;
    if (f.misdemeanor) years = MISDEMEANOR_LIMITATIONS_YEARS;
    else if (f.felony && f.identified && f.chapter !== null && FIVE_YEAR_FELONY_CHAPTERS.includes(f.chapter))
      years = FIVE_YEAR_FELONY_LIMITATIONS_YEARS;
    else if (f.felony && f.c.offense.statute?.startsWith(DRUG_FELONY_STATUTE_PREFIX) === true)
      years = OTHER_FELONY_LIMITATIONS_YEARS;
    // "Insufficient evidence" is not a no-probable-cause finding: limitations, with a note that a court could find more.
    if (why === 'insufficient_evidence') put(r, 'notes', reason('NO_PROBABLE_CAUSE_MAYBE'));
    if (Number.isNaN(years)) put(r, 'unknowns', reason(f.levelKnown ? 'FELONY_LIMITATIONS_UNKNOWN' : 'LEVEL_UNKNOWN'));
    else {
      r.date = addYearsDay(dismissal, years) + LIMITATIONS_EXTRA_DAYS;
      put(r, 'notes', reason('LIMITATIONS_ESTIMATED', { date: fromDay(r.date) }));
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
      put(vtc, 'basis', reason('EXPUNCTION_VTC_DISMISSAL'));
      vtc.start = dismissal;
      vtc.date = dismissal;
      if (answer === undefined) askCase(vtc, 'completed_vet_treatment_court_for_case', 'VETERAN_ANSWERS_NEEDED');
      else if (answer === NOT_SURE)
        put(vtc, 'unknowns', reason('ANSWER_NOT_SURE', { question: 'completed_vet_treatment_court_for_case' }));
      // 55A.053(a)(2)(A): the VTC-dismissal expunction can be used once; with two candidates a lawyer must say which.
      else if (vtcDismissals(p) > 1)
        put(vtc, 'unknowns', reason('NEEDS_LEGAL_REVIEW', { section: ARTICLES.vtcDismissal }));
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
    else if (Number.isNaN(f.filingDay)) put(r, 'unknowns', reason('DATE_UNKNOWN', { field: 'offense' }));
    else if (f.filingDay < HANDGUN_DAY) offense = f.filingDay;
    else if (f.filingDay > HANDGUN_DAY + HANDGUN_FILING_GRACE_DAYS) return null;
    else if (month.kind === 'unasked') askCase(r, 'offense_month', 'OFFENSE_MONTH_NEEDED');
    else put(r, 'unknowns', reason('DATE_UNKNOWN', { field: 'offense' }));
  }
  if (!Number.isNaN(offense) && offense >= HANDGUN_DAY) return null;
  if (carried === 'unasked') askCase(r, 'handgun_carried_on_person_only', 'HANDGUN_CARRY_UNKNOWN');
  else if (carried === 'not_sure')
    put(r, 'unknowns', reason('ANSWER_NOT_SURE', { question: 'handgun_carried_on_person_only' }));
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
      const day = toDay((c.dates.dismissal ?? c.dates.conviction)?.date);
      out.push(route(ARTICLES.acquittal, 'EXPUNCTION_ACQUITTAL', Number.isNaN(day) ? p.asOf : day));
      break;
    }
    case 'no_bill': {
      const r = newRoute(null, false, ARTICLES.noBill);
      put(r, 'basis', reason('EXPUNCTION_NO_BILL'));
      waitFromArrest(p, f, r);
      put(r, 'notes', reason('EXPUNCTION_PARTIAL'));
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
  if (sameEpisodeMixed(p, f)) for (const r of out) put(r, 'unknowns', reason('SAME_EPISODE_MIXED'));
  return out;
}
