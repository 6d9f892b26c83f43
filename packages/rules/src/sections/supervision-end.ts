/**
 * How supervision ended, when the record does not say (ADR 0060 items 57–58). The weekly file holds each case's
 * latest state and is only as new as its file date, so a deferred adjudication or probation whose term has ended
 * often shows no discharge and no revocation; `PROBATION TERMINATED` says it ended but not how. The person knows:
 * `supervision_end_how`, then, for a discharge without a date on record, `supervision_end_month`.
 *
 * The answer is applied to the case before anything else reads it, so the person's other cases see the same
 * record (a discharge, or an adjudication that counts as a conviction). The 411.072 conditions (discharge on or
 * after 2017-09-01, not before placement + 180 days) then apply to the date as to a recorded one.
 */
import type { CaseAnswers, DatedFact, EngineCase } from '../model';
import { addMonthsDay, fromDay, toDay } from '../dates';
import { monthAnswer, yearAnswer } from '../engine/answers';
import type { SectionLaw } from './meta';
import { DISCHARGE_CUTOFF } from './411.072';

export const LAW = {
  id: 'supervision-end',
  kind: 'shared',
  title: 'How supervision ended, when the record does not say',
  citation: "Tex. Gov't Code §§ 411.0725(a), (e), 411.072(b), 411.073(b); Tex. Code Crim. Proc. art. 42A.111",
  effective: '2017-09-01',
  confidence: 'M',
  statute:
    '411.0725 and 411.072 need a discharge and dismissal, which starts the wait; 411.073 needs supervision completed and not revoked. CCP 42A.111: on expiry without adjudication the judge dismisses and discharges; earlier discharge is allowed.',
  conditions: [
    {
      plain:
        'A deferred adjudication or probation whose term has ended with no discharge or revocation on record, or shown as terminated without saying how: the person is asked how it ended, then the month of the discharge.',
      citation: 'docs/law D58',
      test: 'Discharged + month → discharged on the last day of that month; month unknown → could_not_determine (DISCHARGE_MONTH_UNKNOWN) once the scheduled end has passed; found guilty or revoked → adjudicated or revoked; not over → could_not_determine (PENDING_CASE); another way or not sure → could_not_determine (NO_DISCHARGE_ON_RECORD).',
      questions: ['supervision_end_how', 'supervision_end_month', 'supervision_end_year'],
    },
    {
      plain:
        'Discharged, month not known, year known: the wait counts from the last day of that year (never early), unless the year could change more than the date.',
      citation: "Tex. Gov't Code §§ 411.0716(b), 411.074(a); ADR 0074",
      test: 'supervision_end_year → discharged on min(31 December, today), noted DISCHARGE_YEAR_LATEST_DAY; could_not_determine (DISCHARGE_YEAR_NOT_ENOUGH) when the year holds 2017-09-01 (411.072 applies only from that day), starts before the placement, or holds a date of another case of the person (the order of the two records matters).',
      questions: ['supervision_end_year'],
    },
  ],
  wait: null,
  shared: [],
  decisions: ['docs/law D57 completion codes and termination literals', 'docs/law D58 asking how supervision ended'],
} as const satisfies SectionLaw;

/** The scheduled end of the supervision term (placement + term − 1 day), NaN when the record does not give it. */
export function scheduledEndDay(c: EngineCase): number {
  const placement = toDay(c.dates.placement?.date);
  const months = c.sentence.supervisionMonths;
  if (months === null || Number.isNaN(placement)) return NaN;
  return addMonthsDay(placement, months) - 1;
}

/** True when the record leaves open how this case's supervision ended (the question is asked). */
export function supervisionEndOpen(c: EngineCase, asOf: number): boolean {
  if (c.disposition !== 'on_deferred' && c.disposition !== 'on_probation') return false;
  if (c.supervisionEndedUnclear) return true;
  const recorded = c.disposition === 'on_deferred' ? c.dates.discharge : c.dates.supervisionEnd;
  const end = recorded !== null ? toDay(recorded.date) : scheduledEndDay(c);
  return !Number.isNaN(end) && end <= asOf;
}

/** 411.0716(b): 411.072 applies only to a discharge on or after this day; a year that holds it cannot decide. */
const CUTOFF_072_DAY = toDay(DISCHARGE_CUTOFF);

/** The days of a case's record (filing, placement, conviction, discharge…), for the year-only test. */
function recordDays(c: EngineCase): number[] {
  return Object.values(c.dates)
    .filter((f): f is DatedFact => f !== null)
    .map((f) => toDay(f.date))
    .filter((d) => !Number.isNaN(d));
}

/**
 * A discharge the person knows by its year only (ADR 0074): the last day of the year, or today if earlier, the
 * latest the discharge can be, so a wait counted from it is never early. Null (the case stays open) when the year
 * alone could change more than the date: it holds 2017-09-01 (before it, 411.072 does not apply), it ends before the
 * placement or starts after today (not a possible year), or another case of the person has a date inside it (which
 * came first decides the 411.074(a) clean period and the first-offender tests).
 */
function dischargeFromYear(
  c: EngineCase,
  a: CaseAnswers,
  asOf: number,
  others: readonly EngineCase[],
): DatedFact | null {
  const y = yearAnswer(a, 'supervision_end_year');
  if (y.kind !== 'year') return null;
  const placement = toDay(c.dates.placement?.date);
  const first = Number.isNaN(placement) ? y.firstDay : Math.max(y.firstDay, placement);
  const last = Math.min(y.lastDay, asOf);
  if (first > last) return null;
  if (first < CUTOFF_072_DAY && last >= CUTOFF_072_DAY) return null;
  for (const o of others) if (o.id !== c.id && recordDays(o).some((d) => d >= first && d <= last)) return null;
  return { date: fromDay(last), estimated: false };
}

/**
 * The case as the person's answer reads it: a discharge (with its date) or an adjudication or revocation. The case
 * is returned unchanged while the answers do not settle it; `supervisionEndOpen` then still holds. `others` are the
 * person's cases (the year-only answer looks at their dates).
 */
export function applySupervisionEnd(
  c: EngineCase,
  a: CaseAnswers | undefined,
  asOf: number,
  others: readonly EngineCase[] = [],
): EngineCase {
  if (a === undefined || !supervisionEndOpen(c, asOf)) return c;
  const how = a.supervision_end_how;
  const deferred = c.disposition === 'on_deferred';
  if (how === 'adjudicated_or_revoked') {
    return {
      ...c,
      disposition: deferred ? 'deferred_adjudicated' : 'probation_revoked',
      dismissalReason: null,
      dates: { ...c.dates, discharge: null, supervisionEnd: null, sentenceCompletion: null },
      // The termination on record is the revocation the person describes (docs/law D77).
      ...(deferred ? {} : { revokedOn: c.supervisionEndedUnclear ?? null }),
    };
  }
  if (how !== 'discharged') return c;
  let end: DatedFact | null = c.supervisionEndedUnclear ?? null;
  let yearOnly = false;
  if (end === null) {
    const m = monthAnswer(a, 'supervision_end_month');
    if (m.kind === 'month') {
      // The last day of the month the person gives: the latest the discharge can be, so never early.
      end = { date: fromDay(m.lastDay), estimated: false };
    } else if (m.kind === 'unknown') {
      end = dischargeFromYear(c, a, asOf, others);
      yearOnly = end !== null;
    }
    if (end === null) return c;
  }
  const notes = yearOnly ? { recordNotes: [...(c.recordNotes ?? []), 'discharge_year_only' as const] } : {};
  if (deferred)
    return {
      ...c,
      disposition: 'deferred_discharged',
      dismissalReason: 'after_deferred',
      dates: { ...c.dates, discharge: end, sentenceCompletion: end },
      ...notes,
    };
  return {
    ...c,
    disposition: 'probation_completed',
    dates: { ...c.dates, supervisionEnd: end, sentenceCompletion: end },
    ...notes,
  };
}
