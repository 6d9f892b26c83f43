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
import { monthAnswer } from '../engine/answers';
import type { SectionLaw } from './meta';

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
      citation: 'ADR 0060 item 58',
      test: 'Discharged + month → discharged on the last day of that month; month unknown → could_not_determine (DISCHARGE_MONTH_UNKNOWN) once the scheduled end has passed; found guilty or revoked → adjudicated or revoked; not over → could_not_determine (PENDING_CASE); another way or not sure → could_not_determine (NO_DISCHARGE_ON_RECORD).',
      questions: ['supervision_end_how', 'supervision_end_month'],
    },
  ],
  wait: null,
  shared: [],
  decisions: ['ADR 0060 items 57–58'],
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

/**
 * The case as the person's answer reads it: a discharge (with its date) or an adjudication or revocation. The case
 * is returned unchanged while the answers do not settle it; `supervisionEndOpen` then still holds.
 */
export function applySupervisionEnd(c: EngineCase, a: CaseAnswers | undefined, asOf: number): EngineCase {
  if (a === undefined || !supervisionEndOpen(c, asOf)) return c;
  const how = a.supervision_end_how;
  const deferred = c.disposition === 'on_deferred';
  if (how === 'adjudicated_or_revoked') {
    return {
      ...c,
      disposition: deferred ? 'deferred_adjudicated' : 'probation_revoked',
      dismissalReason: null,
      dates: { ...c.dates, discharge: null, supervisionEnd: null, sentenceCompletion: null },
    };
  }
  if (how !== 'discharged') return c;
  let end: DatedFact | null = c.supervisionEndedUnclear ?? null;
  if (end === null) {
    const m = monthAnswer(a, 'supervision_end_month');
    if (m.kind !== 'month') return c;
    // The last day of the month the person gives: the latest the discharge can be, so never early.
    end = { date: fromDay(m.lastDay), estimated: false };
  }
  if (deferred)
    return {
      ...c,
      disposition: 'deferred_discharged',
      dismissalReason: 'after_deferred',
      dates: { ...c.dates, discharge: end, sentenceCompletion: end },
    };
  return {
    ...c,
    disposition: 'probation_completed',
    dates: { ...c.dates, supervisionEnd: end, sentenceCompletion: end },
  };
}
