import { addYearsDay, fromDay } from '../dates';
import type { Base } from '../engine/base';
import { hasCat, type CaseFacts, type PersonCtx } from '../engine/context';
import { monthAnswer, yearAnswer, yesNo } from '../engine/answers';
import { addOnce, askCase, noteEstimated, reason, setWait, type Route } from '../engine/route';
import { CONVICTION_EXCLUDED_CATEGORIES, CONVICTION_EXCLUDED_CHAPTERS } from './chapters';

/** 411.073(a) / 411.0735(a) exclusions: 106.041, 49.04, 49.05, 49.06, 49.065, chapter 71. */
export function excludedFromConvictionSections(f: CaseFacts): boolean {
  if (CONVICTION_EXCLUDED_CATEGORIES.some((cat) => hasCat(f, cat))) return true;
  return f.chapter !== null && CONVICTION_EXCLUDED_CHAPTERS.includes(f.chapter);
}

/**
 * Completion of the sentence includes "payment of all fines, costs, and restitution imposed" (411.073(b),
 * 411.0731(b), 411.0735(b), 411.0736(b); docs/law D18). The wait runs from the later of the recorded
 * completion (`base`) and the last day of the month of the last payment. Asks `paid_all_fines_and_costs`, then
 * `completion_payment_month`. A month not known when the result would otherwise be eligible today: the year is asked
 * (`completion_payment_year`, docs/law D83) and the wait counts from its last day, or today if that is earlier (the
 * latest the payment can be); a year before the sentence cannot be and is asked again; a year not known →
 * could_not_determine. Otherwise the recorded date, marked estimated. Sets the route's wait.
 */
export function completionWait(
  p: PersonCtx,
  f: CaseFacts,
  r: Route,
  base: Base,
  years: number,
  citation: string,
  field: 'supervision_end' | 'sentence_completion',
): void {
  const a = f.answers;
  const paid = yesNo(a, 'paid_all_fines_and_costs');
  if (paid === 'unasked') askCase(r, 'paid_all_fines_and_costs', 'FINES_PAYMENT_UNKNOWN');
  else if (paid === 'not_sure') r.unknowns.push(reason('ANSWER_NOT_SURE', { question: 'paid_all_fines_and_costs' }));
  else if (paid === 'no') r.unknowns.push(reason('FINES_NOT_PAID'));
  let start = base.day;
  let estimated = base.estimated && !base.upperBound;
  if (paid === 'yes') {
    const month = monthAnswer(a, 'completion_payment_month');
    const eligibleToday = addYearsDay(base.day, years) <= p.asOf;
    if (month.kind === 'month') {
      if (month.lastDay > start) {
        start = month.lastDay;
        estimated = false;
        r.notes.push(reason('COMPLETION_FROM_LAST_PAYMENT', { date: fromDay(start) }));
      }
    } else if (eligibleToday) {
      if (month.kind === 'unasked') askCase(r, 'completion_payment_month', 'PAYMENT_MONTH_NEEDED');
      else {
        const year = yearAnswer(a, 'completion_payment_year');
        // The sentence (or the placement) is the earliest a payment for it can be.
        const sentence = Number.isNaN(f.startDay) ? base.day : f.startDay;
        if (year.kind === 'unasked') askCase(r, 'completion_payment_year', 'PAYMENT_YEAR_NEEDED');
        else if (year.kind === 'unknown') r.unknowns.push(reason('PAYMENT_MONTH_UNKNOWN'));
        else if (year.lastDay < sentence) askCase(r, 'completion_payment_year', 'PAYMENT_YEAR_BEFORE_SENTENCE');
        else {
          const latest = Math.min(year.lastDay, p.asOf);
          if (latest > start) {
            start = latest;
            estimated = false;
          }
          r.notes.push(reason('PAYMENT_YEAR_LATEST_DAY', { date: fromDay(latest) }));
        }
      }
    } else {
      if (month.kind === 'unasked') addOnce(r.questions, 'completion_payment_month');
      r.notes.push(reason('PAYMENT_MONTH_ASSUMED', { date: fromDay(base.day) }));
    }
  }
  setWait(r, start, addYearsDay(start, years), years, citation);
  if (start === base.day) noteEstimated(r, base.day, base.estimated, field);
  r.dateEstimated = estimated;
}
