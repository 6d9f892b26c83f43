/**
 * When the sentence given at a probation's revocation ended, when the record does not say (docs/law D77; the fourth
 * review's item 69). A revoked probation is a conviction with the sentence the judge gave at the revocation
 * (docs/law D14); for a DWI, 411.0736 counts from the completion of that sentence. The weekly file often shows the
 * revocation (or only `PROBATION TERMINATION`, which the person says was a revocation) with no sentence, so the
 * completion is unknown. The person is asked the month the jail time ended (`revocation_sentence_end_month`); a
 * person who does not know gets the revocation day plus the longest jail term of the offense's class (PC 12.21,
 * 12.22), the latest the sentence can have ended, so the wait is never early and the result says so. 411.0736's
 * declaration states the condition and its question.
 */
import type { Reason } from '../model';
import { addYearsDay, fromDay, toDay } from '../dates';
import type { Base } from '../engine/base';
import type { CaseFacts } from '../engine/context';
import { monthAnswer } from '../engine/answers';
import { reason } from '../engine/route';

/** PC 12.21, 12.22: the longest jail term of a Class A misdemeanor (one year) and of a Class B (180 days). */
export const LONGEST_JAIL_TERM = { MA: { years: 1 }, MB: { days: 180 } } as const;

/** The last day a sentence begun on `day` can end, for a misdemeanor of `level`; NaN for any other level. */
function latestEnd(day: number, level: string): number {
  if (level === 'MA') return addYearsDay(day, LONGEST_JAIL_TERM.MA.years);
  if (level === 'MB') return day + LONGEST_JAIL_TERM.MB.days;
  return NaN;
}

/** A revoked probation whose sentence completion the record does not give: this rule decides its date. */
export function revocationEndUnknown(f: CaseFacts): boolean {
  return f.disposition === 'probation_revoked' && f.c.dates.sentenceCompletion === null;
}

/** The completion of a revoked probation's sentence, from the answer, with the note an estimate carries. */
export interface RevokedSentenceEnd {
  base: Base;
  note: Reason | null;
  /** `revocation_sentence_end_month` is still to be asked. */
  ask: boolean;
}

export function revokedSentenceEnd(f: CaseFacts): RevokedSentenceEnd {
  const m = monthAnswer(f.answers, 'revocation_sentence_end_month');
  if (m.kind === 'month')
    return { base: { day: m.lastDay, estimated: false, upperBound: true }, note: null, ask: false };
  if (m.kind === 'unasked') return { base: { day: NaN, estimated: false, upperBound: true }, note: null, ask: true };
  const revoked = toDay(f.c.revokedOn?.date);
  const day = Number.isNaN(revoked) ? NaN : latestEnd(revoked, f.c.level);
  const note = Number.isNaN(day)
    ? null
    : reason('REVOCATION_SENTENCE_ESTIMATED', { date: fromDay(day), revoked: fromDay(revoked) });
  return { base: { day, estimated: true, upperBound: true }, note, ask: false };
}
