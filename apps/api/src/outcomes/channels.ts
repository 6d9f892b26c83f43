import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { renderOutcomeConfirmation, renderOutcomeMessage } from '../mail/templates';
import { enqueueMail, enqueueText } from '../outbox/enqueue';
import { followupConfirmText, followupText } from '../texts/messages';
import type { ConfirmationContent, OutcomeMessageContent } from './content';

/**
 * How a follow-up reaches a person (docs/decisions/0100-outcome-follow-ups.md). The schedule and the words
 * (schedule.ts, content.ts) know nothing of the channel; a channel lays the content out and queues it in the
 * outbox, inside the caller's transaction, so a message exists if and only if what it is about was committed.
 * `followups.channel` names the channel and `followups.contact` is the address on it; `followups.phone` is a number
 * texted as well by a person who asked by email and by text (migration 0780).
 */
export const FOLLOWUP_CHANNELS = ['email', 'text'] as const;
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

/**
 * Texts (docs/decisions/0110-text-messages-through-twilio.md): the question and the one link to the message's
 * answer page, where every answer, the help and the stop button are; no petition, court or case in the text. The
 * outbox holds a text through quiet hours and never sends one to a number that replied STOP; STOP itself ends the
 * follow-up's texts (texts/opt-outs.ts).
 */
const text: Channel = {
  async sendMessage(trx, contact, content) {
    await enqueueText(trx, {
      kind: OUTCOME_MESSAGE_KIND,
      language: content.language,
      to: contact,
      body: followupText(content.language, content.question, content.pageUrl),
    });
  },
  async sendConfirmation(trx, contact, content) {
    await enqueueText(trx, {
      kind: OUTCOME_CONFIRMATION_KIND,
      language: content.language,
      to: contact,
      body: followupConfirmText(content.language, content.kind, content.date),
    });
  },
};

export const CHANNELS: Record<FollowupChannel, Channel> = { email, text };

/** The channel a stored follow-up names; null for one this code does not know (never guessed). */
export function channelOf(name: string): Channel | null {
  return (FOLLOWUP_CHANNELS as readonly string[]).includes(name) ? CHANNELS[name as FollowupChannel] : null;
}
