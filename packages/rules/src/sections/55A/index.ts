/**
 * Code of Criminal Procedure chapter 55A: the expunction routes, one file per article, in the order the rule book
 * prints them; the site prepares the petition for a case whose route is known (law notes §6, §10.12, §10b;
 * docs/decisions/0030-expunction-packets.md). Which route a case takes is decided by its disposition here.
 */
import type { CaseFacts, PersonCtx } from '../../engine/context';
import { newRoute, reason, type Route } from '../../engine/route';
import type { SectionLaw } from '../meta';
import { sameEpisodeMixed } from './55A.051';
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

/** The routes of a dismissal, by the reason the record gives for it. */
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
  if (f.felony && !program && (presented === null || presented === undefined)) out.push(routeChargePresentedUnknown());
  // 55A.053 needs a presented indictment or information that was dismissed; without one on record the charge
  // waits under 55A.052, or less with the prosecutor's certificate (law notes §10b item 23).
  else if (f.felony && !program && presented === false) out.push(routeNoCharge(p, f, { noChargePresented: true }));
  else if (why === 'mental_health_court') out.push(routeMentalHealthCourt(dismissal));
  else if (why === 'pretrial_intervention') out.push(routePretrialIntervention(f, dismissal));
  else if (why === 'no_probable_cause') out.push(routeNoProbableCause(dismissal));
  else if (why === 'limitations') out.push(routeLimitationsRan(dismissal));
  else out.push(routeLimitations(f, dismissal));
  const vtc = routeVtcDismissal(p, f, dismissal);
  if (vtc !== null) out.push(vtc);
  return out;
}

/** Expunction routes for a case (empty when none applies). */
export function expunctionRoutes(p: PersonCtx, f: CaseFacts): Route[] {
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
      if (r === null) return out;
      out.push(r);
    }
  }
  if (sameEpisodeMixed(p, f)) for (const r of out) r.unknowns.push(reason('SAME_EPISODE_MIXED'));
  return out;
}
