/**
 * CCP art. 55A.052: an arrest with no indictment or information presented, or one no-billed, may be expunged
 * once the wait from the arrest has run (180 days Class C, one year Class A or B, three years for a felony or a
 * misdemeanor from the same transaction as a felony), or earlier with the prosecutor's certificate.
 */
import { addYearsDay, fromDay, toDay } from '../../dates';
import type { CaseFacts, PersonCtx } from '../../engine/context';
import { monthAnswer } from '../../engine/answers';
import { addOnce, askCase, newRoute, reason, type Route } from '../../engine/route';
import type { SectionLaw } from '../meta';
import { sameEpisode } from './55A.051';
import { felonyChargeOnMisdemeanor } from './55A.054';

export const LAW = {
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
        'No indictment or information was presented, or the grand jury no-billed it; a dismissal whose record shows no indictment or information counts, felony or misdemeanor. Where the record does not say, a felony is not decided (the 55A.052 date would be the earlier one) and a misdemeanor takes the later of this route and 55A.053/55A.054.',
      citation: 'Tex. Code Crim. Proc. arts. 55A.052(a)(2)-(4), 55A.053(a)(1); project decision (docs/law D23)',
      test: 'Disposition no_bill, or a dismissal with chargePresented false; unknown → felony could_not_determine (CHARGE_PRESENTED_UNKNOWN), misdemeanor the later date.',
    },
    {
      plain:
        "The wait runs from the arrest: when the data has no arrest date, the person's arrest month (its last day) once the filing-date estimate is due.",
      citation: 'Tex. Code Crim. Proc. art. 55A.052; project decision (docs/law D22, D56)',
      test: 'Recorded arrest date, else arrest_month (no later than the no-bill or dismissal); without an answer the wait counts from the no-bill or dismissal date (the latest the arrest can be: over → eligible without asking, ARREST_BOUNDED_BY_DISPOSITION; ahead → not_yet_eligible at that date, the month asked); without that date, from the filing date, and "unknown" → could_not_determine.',
      questions: ['arrest_month'],
    },
  ],
  wait: {
    years: { classCDays: 180, misdemeanor: 1, felony: 3, felonyTransaction: 3 },
    from: 'the arrest',
    plain:
      "180 days (Class C), 1 year (Class A or B), 3 years (felony or a misdemeanor from a felony transaction), or earlier with the prosecutor's certificate.",
    citation: 'Tex. Code Crim. Proc. art. 55A.052(a)',
  },
  shared: [],
  decisions: ['docs/law D22 the arrest month', 'docs/law D23 no presented charge', 'docs/law D56 the arrest bound'],
} as const satisfies SectionLaw;

/** 55A.052(a): waiting periods from the arrest when no charge was presented. */
export const NO_BILL_WAIT = LAW.wait.years;

/** 55A.052: a felony, or a misdemeanor from the same transaction as a felony, waits 3 years. */
function felonyEpisode(p: PersonCtx, f: CaseFacts): boolean {
  // A felony named in the complaint or grand-jury literal of the same row: the arrest was for a felony (D80(b)).
  if (!f.misdemeanor || felonyChargeOnMisdemeanor(f)) return true;
  for (const o of p.facts) if (sameEpisode(f, o) && !o.misdemeanor) return true;
  return false;
}

/**
 * The wait runs from the arrest (a felony, or a misdemeanor from the same transaction as a felony, 3 years; other
 * misdemeanors 1 year; Class C 180 days). The extract has no arrest date: the filing date stands in while the date
 * it gives is still ahead; once it would be today or earlier, the person's arrest month decides, counted from its
 * last day (docs/law D22).
 */
function waitFromArrest(p: PersonCtx, f: CaseFacts, r: Route): void {
  const c = f.c;
  const recorded = c.dates.arrest !== null && !c.dates.arrest.estimated;
  const fromFiling = c.dates.arrest !== null ? f.days.arrest : f.days.filing;
  const group: keyof typeof NO_BILL_WAIT =
    c.level === 'MC'
      ? 'classCDays'
      : !f.misdemeanor
        ? 'felony'
        : felonyEpisode(p, f)
          ? 'felonyTransaction'
          : 'misdemeanor';
  r.wait = {
    amount: NO_BILL_WAIT[group],
    unit: group === 'classCDays' ? 'days' : 'years',
    group,
    citation: LAW.wait.citation,
  };
  const wait = (day: number): number =>
    group === 'classCDays' ? day + NO_BILL_WAIT.classCDays : addYearsDay(day, NO_BILL_WAIT[group]);
  if (!f.levelKnown) r.notes.push(reason('LEVEL_UNKNOWN'));
  if (recorded) {
    r.start = fromFiling;
    r.date = wait(fromFiling);
    return;
  }
  const month = monthAnswer(f.answers, 'arrest_month');
  // ADR 0060 item 56: the arrest cannot be later than the no-bill or the dismissal.
  const bound = toDay(c.arrestNoLaterThan ?? undefined);
  if (month.kind === 'month') {
    const day = Number.isNaN(bound) ? month.lastDay : Math.min(month.lastDay, bound);
    r.start = day;
    r.date = wait(day);
    r.notes.push(reason('ARREST_FROM_ANSWER', { date: fromDay(day) }));
    return;
  }
  if (!Number.isNaN(bound)) {
    r.start = bound;
    r.date = wait(bound);
    // Over even counted from the latest day the arrest can be: no question.
    if (r.date <= p.asOf) {
      r.notes.push(reason('ARREST_BOUNDED_BY_DISPOSITION', { date: fromDay(bound) }));
      return;
    }
    // Not yet counted from that day (never early); an earlier arrest month could make it sooner.
    r.notes.push(reason('DATE_ESTIMATED', { date: fromDay(bound), field: 'arrest' }));
    if (month.kind === 'unasked') addOnce(r.questions, 'arrest_month');
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

/**
 * The 55A.052 route for a no-bill, or for a dismissal with no presented charge on record (`noChargePresented`,
 * docs/law D23). Partial unless the prosecutor certifies.
 */
export function routeNoCharge(p: PersonCtx, f: CaseFacts, opts: { noChargePresented: boolean }): Route {
  const r = newRoute({ article: LAW.id });
  r.basis.push(reason('EXPUNCTION_NO_BILL'));
  if (opts.noChargePresented) r.notes.push(reason('NO_CHARGE_PRESENTED'));
  waitFromArrest(p, f, r);
  r.notes.push(reason('EXPUNCTION_PARTIAL'));
  return r;
}

/**
 * A felony dismissal whose record does not say whether an indictment was presented: 55A.052 (a wait from the
 * arrest) or 55A.053/55A.054 (from the dismissal); the 55A.052 date is the earlier one, so it is never guessed.
 */
export function routeChargePresentedUnknown(): Route {
  const r = newRoute({ article: LAW.id });
  r.unknowns.push(reason('CHARGE_PRESENTED_UNKNOWN'));
  return r;
}
