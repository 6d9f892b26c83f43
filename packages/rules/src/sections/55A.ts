/**
 * Code of Criminal Procedure chapter 55A — expunction, flagged only (law notes §6, §10.8, §10.12, §10.17).
 * Routes: acquittal (55A.002), no-bill / never charged (55A.052 waiting periods from arrest), dismissal for
 * pretrial intervention, veterans treatment court or absence of probable cause (55A.053), dismissal after
 * limitations ran (55A.054), unlawful carrying of a handgun before 2021-09-01 (55A.005). Deferred adjudication
 * and community supervision for Class A/B or felonies block the no-conviction routes (55A.051(3)).
 */
import { addDays, addYearsDay, fromDay, toDay } from '../dates';
import type { CaseFacts, PersonCtx } from '../engine/context';
import { CAT, hasCat } from '../engine/context';
import { askCase, newRoute, reason, type Route, put } from '../engine/route';
import type { ReasonCode } from '../reasons';
import { awaitingRoute, veteranStatus } from './veterans';
import { statuteIs } from './chapters';
import type { SectionMeta } from './meta';

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

function sameEpisodeMixed(p: PersonCtx, f: CaseFacts): boolean {
  for (const o of p.facts) {
    if (sameEpisode(f, o) && (o.records.length > 0 || o.disposition === 'pending' || o.disposition === 'unknown'))
      return true;
  }
  return false;
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
  if (why === 'pretrial_intervention') {
    const r = route(ARTICLES.dismissalReason, 'EXPUNCTION_PRETRIAL_INTERVENTION', dismissal);
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
      // 55A.053(a)(2)(A): the VTC-dismissal expunction can be used once; with two candidates a lawyer must say which.
      else if (vtcDismissals(p) > 1)
        put(vtc, 'unknowns', reason('NEEDS_LEGAL_REVIEW', { section: ARTICLES.vtcDismissal }));
      out.push(vtc);
    }
  }
  return out;
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
      const arrest = c.dates.arrest ?? c.dates.filing;
      const day = toDay(arrest?.date);
      const r = newRoute(null, false, ARTICLES.noBill);
      put(r, 'basis', reason('EXPUNCTION_NO_BILL'));
      r.start = day;
      if (Number.isNaN(day)) put(r, 'unknowns', reason('DATE_UNKNOWN', { field: 'arrest' }));
      else {
        r.date =
          c.level === 'MC'
            ? day + NO_BILL_WAIT.classCDays
            : addYearsDay(day, felonyEpisode(p, f) ? NO_BILL_WAIT.felonyYears : NO_BILL_WAIT.misdemeanorYears);
        // The filing date stands in for the arrest (law notes §10.10); the arrest is never later, so the date is safe.
        if (c.dates.arrest === null || arrest?.estimated === true)
          put(r, 'notes', reason('DATE_ESTIMATED', { date: fromDay(day), field: 'arrest' }));
        if (!f.levelKnown) put(r, 'notes', reason('LEVEL_UNKNOWN'));
      }
      put(r, 'notes', reason('EXPUNCTION_PARTIAL'));
      out.push(r);
      break;
    }
    case 'dismissed':
      out = dismissalRoutes(p, f);
      break;
    default: {
      if (!f.convictionDisposition || !statuteIs(c.offense.statute, HANDGUN_STATUTE)) return NO_ROUTES;
      // The filing date is a later bound on the offense date.
      const offense = Number.isNaN(f.offenseDay) ? f.filingDay : f.offenseDay;
      const r = route(ARTICLES.handgun, 'EXPUNCTION_HANDGUN_BEFORE_2021', p.asOf);
      if (Number.isNaN(offense)) put(r, 'unknowns', reason('DATE_UNKNOWN', { field: 'offense' }));
      else if (offense >= HANDGUN_DAY) break;
      put(
        r,
        'notes',
        reason('NEEDS_LEGAL_REVIEW', { section: ARTICLES.handgun, date: addDays(HANDGUN_OFFENSE_BEFORE, -1) }),
      );
      out.push(r);
      return out;
    }
  }
  if (sameEpisodeMixed(p, f)) for (const r of out) put(r, 'unknowns', reason('SAME_EPISODE_MIXED'));
  return out;
}
