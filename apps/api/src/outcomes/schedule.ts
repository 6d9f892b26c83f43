import { addDays } from '@cyr/rules/dates';
import type { OutcomeQuestion } from '@cyr/rules/vocabulary';
import { hourInCounty } from '../clock';

/**
 * When outcome follow-ups are sent (issue #38; docs/decisions/0100-outcome-follow-ups.md), in days after the
 * person asked (the day of the download): about 45 days (did you file?), then about 120 and 240 days (a hearing,
 * an order, a denial). After "granted", one more about 90 days later (is the record gone?).
 */
export const FOLLOWUP_SCHEDULE: readonly { question: OutcomeQuestion; days: number }[] = [
  { question: 'filing', days: 45 },
  { question: 'progress', days: 120 },
  { question: 'progress', days: 240 },
];
export const RECORD_CHECK_DAYS = 90;

/** How long the answer links of a message work after it is sent. */
export const ANSWER_LINK_DAYS = 60;

/**
 * Quiet hours: messages are queued only from 9 a.m. to 8 p.m. in Harris County, so none arrives at night on any
 * channel (a text message must; an email need not, but follows the same rule so the channels behave alike).
 */
export const SEND_FROM_HOUR = 9;
export const SEND_UNTIL_HOUR = 20;

export function withinSendingHours(now: Date): boolean {
  const hour = hourInCounty(now);
  return hour >= SEND_FROM_HOUR && hour < SEND_UNTIL_HOUR;
}

/** The messages of a follow-up that starts on `startedOn` (`YYYY-MM-DD`). */
export function messagesFor(startedOn: string): { question: OutcomeQuestion; sendOn: string }[] {
  return FOLLOWUP_SCHEDULE.map((m) => ({ question: m.question, sendOn: addDays(startedOn, m.days) }));
}
