import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { renderOutcomeConfirmation, renderOutcomeMessage } from '../mail/templates';
import { enqueueMail } from '../outbox/enqueue';
import type { ConfirmationContent, OutcomeMessageContent } from './content';

/**
 * How a follow-up reaches a person (docs/decisions/0100-outcome-follow-ups.md). The schedule and the words
 * (schedule.ts, content.ts) know nothing of the channel; a channel lays the content out and queues it in the
 * outbox, inside the caller's transaction, so a message exists if and only if what it is about was committed.
 * `followups.channel` names the channel and `followups.contact` is the address on it. A text-message channel is
 * one more entry here.
 */
export const FOLLOWUP_CHANNELS = ['email'] as const;
export type FollowupChannel = (typeof FOLLOWUP_CHANNELS)[number];

export const OUTCOME_MESSAGE_KIND = 'outcome_followup';
export const OUTCOME_CONFIRMATION_KIND = 'outcome_followup_confirmation';

export interface Channel {
  sendMessage(trx: Kysely<Database>, contact: string, content: OutcomeMessageContent): Promise<void>;
  sendConfirmation(trx: Kysely<Database>, contact: string, content: ConfirmationContent): Promise<void>;
}

/**
 * One-click unsubscribe in the mail client (RFC 8058): the client POSTs `List-Unsubscribe=One-Click` to the stop
 * link, which the follow-up pages accept like their own button.
 */
const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

const email: Channel = {
  async sendMessage(trx, contact, content) {
    await enqueueMail(trx, {
      ...renderOutcomeMessage(content),
      kind: OUTCOME_MESSAGE_KIND,
      language: content.language,
      to: contact,
      headers: unsubscribeHeaders(content.stop.url),
    });
  },
  async sendConfirmation(trx, contact, content) {
    await enqueueMail(trx, {
      ...renderOutcomeConfirmation(content),
      kind: OUTCOME_CONFIRMATION_KIND,
      language: content.language,
      to: contact,
      headers: unsubscribeHeaders(content.stop.url),
    });
  },
};

export const CHANNELS: Record<FollowupChannel, Channel> = { email };

/** The channel a stored follow-up names; null for one this code does not know (never guessed). */
export function channelOf(name: string): Channel | null {
  return (FOLLOWUP_CHANNELS as readonly string[]).includes(name) ? CHANNELS[name as FollowupChannel] : null;
}
