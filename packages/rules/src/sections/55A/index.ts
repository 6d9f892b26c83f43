/**
 * Code of Criminal Procedure chapter 55A: the expunction routes, one file per article, in the order the rule book
 * prints them; the site prepares the petition for a case whose route is known (docs/law D71, D12, docs/law D18–D35;
 * docs/decisions/0030-expunction-packets.md). Which route a case takes is decided by its disposition here.
 */
import type { CaseFacts, PersonCtx } from '../../engine/context';
import { newRoute, reason, type Route } from '../../engine/route';
import type { SectionLaw } from '../meta';
import { dismissedForOtherArrest, linkedCharges, sameArrest } from './55A.051';
import { fromDay } from '../../dates';
import { monthAnswer, refiledCaseOutcomeOf, yesNo } from '../../engine/answers';
import { askCase } from '../../engine/route';
import { LAW as LAW_002, routeAcquittal } from './55A.002';
import { LAW as LAW_052, routeChargePresentedUnknown, routeNoCharge } from './55A.052';
import {
  LAW_MENTAL_HEALTH,
  LAW_NO_PROBABLE_CAUSE,
  LAW_PTI,
  LAW_VTC,
  routeMentalHealthCourt,
  routeNoProbableCause,
  routePretrialIntervention,
  routeVtcDismissal,
} from './55A.053';
import { LAW as LAW_054, routeLimitations, routeLimitationsRan } from './55A.054';
import { LAW as LAW_005, routeHandgun } from './55A.005';

export { LAW, META } from './55A.051';

/** The expunction routes, each declared as data in its own file (the rule book lists them in this order). */
export const ROUTE_LAWS: readonly SectionLaw[] = [
  LAW_002,
  LAW_052,
  LAW_VTC,
  LAW_MENTAL_HEALTH,
  LAW_PTI,
  LAW_NO_PROBABLE_CAUSE,
  LAW_054,
  LAW_005,
];

/** The 55A.053 or 55A.054 route of a presented charge, by the reason the record gives for its dismissal. */
function presentedChargeRoute(f: CaseFacts, dismissal: number): Route {
  const why = f.c.dismissalReason;
  if (why === 'mental_health_court') return routeMentalHealthCourt(dismissal);
  if (why === 'pretrial_intervention') return routePretrialIntervention(f, dismissal);
  if (why === 'no_probable_cause') return routeNoProbableCause(dismissal);
  if (why === 'limitations') return routeLimitationsRan(dismissal);
  return routeLimitations(f, dismissal);
}

/** Unknowns of a limitations route that no answer settles: no period by waiting, or none the table gives. */
const NO_PERIOD: ReadonlySet<string> = new Set([
  'NO_LIMITATIONS_PERIOD',
  'FELONY_LIMITATIONS_UNKNOWN',
  'LEVEL_UNKNOWN',
]);

/**
 * docs/law D81: a felony dismissal whose record does not show whether an indictment was presented. 55A.054 does not
 * depend on presentment, so its date (the longest period of the offenses the row names, from the dismissal, plus two
 * days) is given; a future date notes that 55A.052 could make it earlier if no indictment was presented (its wait,
 * three years from an arrest no later than the dismissal, never ends after the limitations date). Without a period
 * the route stays CHARGE_PRESENTED_UNKNOWN.
 */
function routePresentmentUnknown(p: PersonCtx, f: CaseFacts, dismissal: number): Route {
  const r = f.c.dismissalReason === 'limitations' ? routeLimitationsRan(dismissal) : routeLimitations(f, dismissal);
  const noPeriod = r.unknowns.filter((u) => NO_PERIOD.has(u.code));
  if (noPeriod.length > 0) {
    const unknown = routeChargePresentedUnknown();
    unknown.unknowns.push(...noPeriod);
    return unknown;
  }
  if (r.date > p.asOf) r.notes.push(reason('PRESENTMENT_UNKNOWN_MAY_BE_EARLIER'));
  return r;
}

/**
 * The routes of a dismissal. 55A.053 needs a presented indictment or information that was dismissed; without one
 * on record the charge waits under 55A.052 from the arrest, or less with the prosecutor's certificate, felony or
 * misdemeanor (CCP 55A.052(a)(2)-(4), 55A.053(a)(1)). When the record does not say: a felony takes 55A.054's date,
 * which never depends on presentment (docs/law D81); a misdemeanor takes the later of the two routes' dates.
 */
function dismissalRoutes(p: PersonCtx, f: CaseFacts): Route[] {
  const dismissal = f.days.dismissal;
  if (Number.isNaN(dismissal)) {
    const r = newRoute({ article: '55A.053' });
    r.unknowns.push(reason('DATE_UNKNOWN', { field: 'dismissal' }));
    return [r];
  }
  const out: Route[] = [];
  const why = f.c.dismissalReason;
  const program = why === 'pretrial_intervention' || why === 'mental_health_court';
  const presented = f.c.chargePresented;
  const unknown = presented === null || presented === undefined;
  if (program || presented === true) out.push(presentedChargeRoute(f, dismissal));
  else if (presented === false) {
    const r = routeNoCharge(p, f, { noChargePresented: f.felony });
    // A magistrate's finding of no probable cause is not the finding 55A.053(a)(2)(D) asks of the court.
    if (why === 'no_probable_cause') r.notes.push(reason('NO_PROBABLE_CAUSE_MAYBE'));
    out.push(r);
  } else if (f.felony && unknown) out.push(routePresentmentUnknown(p, f, dismissal));
  else {
    const presentedRoute = presentedChargeRoute(f, dismissal);
    const noCharge = routeNoCharge(p, f, { noChargePresented: false });
    out.push(noCharge.date > presentedRoute.date ? noCharge : presentedRoute);
  }
  const vtc = routeVtcDismissal(p, f, dismissal);
  if (vtc !== null) out.push(vtc);
  return out;
}

/** The routes the case's own disposition gives, before the same-arrest rules (CCP 55A.051). */
function ownRoutes(p: PersonCtx, f: CaseFacts): Route[] {
  const out: Route[] = [];
  switch (f.disposition) {
    case 'acquitted':
      out.push(routeAcquittal(p, f));
      break;
    case 'no_bill':
      out.push(routeNoCharge(p, f, { noChargePresented: false }));
      break;
    case 'dismissed':
      out.push(...dismissalRoutes(p, f));
      break;
    default: {
      const r = routeHandgun(p, f);
      if (r !== null) out.push(r);
    }
  }
  return out;
}

/** The earliest date a case's own routes give, or NaN when none has a known date and no bar. */
function ownDate(p: PersonCtx, f: CaseFacts): number {
  let best = NaN;
  for (const r of ownRoutes(p, f)) {
    if (r.bars.length > 0 || Number.isNaN(r.date)) continue;
    if (Number.isNaN(best) || r.date < best) best = r.date;
  }
  return best;
}

/**
 * docs/law D38: when every charge linked to this one (same arrest, same report number and agency, or a duplicate
 * indictment) ended in a dismissal, no-bill or acquittal, the whole arrest is expunged at once, on the latest of
 * their dates; a linked charge with no date of its own leaves the arrest undecided.
 */
function latestOfLinked(p: PersonCtx, f: CaseFacts, out: Route[]): void {
  let latest = NaN;
  let unknown = false;
  for (const o of linkedCharges(p, f)) {
    const day = ownDate(p, o);
    if (Number.isNaN(day)) unknown = true;
    else if (Number.isNaN(latest) || day > latest) latest = day;
  }
  for (const r of out) {
    if (r.bars.length > 0) continue;
    if (unknown) r.unknowns.push(reason('SAME_ARREST_DATE_UNKNOWN'));
    else if (!Number.isNaN(latest) && !Number.isNaN(r.date) && latest > r.date) {
      r.date = latest;
      r.notes.push(reason('SAME_ARREST_LATEST_DATE', { date: fromDay(latest) }));
    }
  }
}

/**
 * docs/law D80: the clerk records this dismissal as refiled and the refiled case is not in the data. The person's
 * "it was not refiled" cannot undo the clerk's words, so what became of the refiled case is asked: dismissed or
 * no-billed → the month it ended, and the arrest takes the later of the two expunction dates (the refiled charge's
 * counted as this offense's limitations from the last day of that month: 55A.052's wait from the same arrest is never
 * later); convicted or deferred → SAME_EPISODE_MIXED; still pending, not sure, or a month not known →
 * could_not_determine (the District Clerk can tell the outcome).
 */
function refiledCaseOutcome(f: CaseFacts, out: Route[]): void {
  const outcome = refiledCaseOutcomeOf(f.answers);
  const month = monthAnswer(f.answers, 'refiled_case_end_month');
  // The refiled case ended after this dismissal: a month before it is counted from the dismissal (never early).
  const end = month.kind === 'month' ? Math.max(month.lastDay, f.days.dismissal) : NaN;
  const refiledDate = Number.isNaN(end) ? NaN : routeLimitations(f, end).date;
  for (const r of out) {
    if (r.bars.length > 0) continue;
    if (outcome === null) askCase(r, 'refiled_case_outcome', 'REFILED_CASE_OUTCOME_NEEDED');
    else if (outcome === 'convicted_or_deferred') r.unknowns.push(reason('SAME_EPISODE_MIXED'));
    else if (outcome === 'pending') r.unknowns.push(reason('REFILED_CASE_PENDING'));
    else if (outcome === 'not_sure') r.unknowns.push(reason('ANSWER_NOT_SURE', { question: 'refiled_case_outcome' }));
    else if (month.kind === 'unasked') askCase(r, 'refiled_case_end_month', 'REFILED_CASE_END_MONTH_NEEDED');
    else if (month.kind === 'unknown') r.unknowns.push(reason('REFILED_CASE_END_MONTH_UNKNOWN'));
    else if (Number.isNaN(refiledDate)) r.unknowns.push(reason('SAME_ARREST_DATE_UNKNOWN'));
    else if (!Number.isNaN(r.date) && refiledDate > r.date) {
      r.date = refiledDate;
      r.notes.push(reason('SAME_ARREST_LATEST_DATE', { date: fromDay(refiledDate) }));
    }
  }
}

/** Expunction routes for a case (empty when none applies). */
export function expunctionRoutes(p: PersonCtx, f: CaseFacts): Route[] {
  const out = ownRoutes(p, f);
  if (out.length === 0) return out;
  const link = sameArrest(p, f);
  if (link === 'mixed') for (const r of out) r.unknowns.push(reason('SAME_EPISODE_MIXED'));
  else if (link === 'ask') {
    const v = yesNo(f.answers, 'charge_refiled_or_replaced');
    for (const r of out) {
      if (v === 'yes') r.unknowns.push(reason('SAME_EPISODE_MIXED'));
      else if (v === 'not_sure') r.unknowns.push(reason('ANSWER_NOT_SURE', { question: 'charge_refiled_or_replaced' }));
      else if (v === 'unasked') askCase(r, 'charge_refiled_or_replaced', 'SAME_EPISODE_MIXED');
    }
  } else if (link === 'refiled') refiledCaseOutcome(f, out);
  if (link === 'none' && dismissedForOtherArrest(f))
    for (const r of out) r.notes.push(reason('DISMISSED_FOR_OTHER_CASE'));
  const ended = f.disposition === 'dismissed' || f.disposition === 'no_bill' || f.disposition === 'acquitted';
  if (link !== 'mixed' && ended) latestOfLinked(p, f, out);
  return out;
}
