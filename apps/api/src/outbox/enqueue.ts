import type { Language } from '@cyr/i18n';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { RenderedEmail } from '../mail/templates';

/** What the outbox holds until a worker delivers it. */
export interface OutboxMessage extends RenderedEmail {
  kind: string;
  language: Language;
  to: string;
  replyTo?: string;
  /** Extra mail headers (a one-click `List-Unsubscribe`, RFC 8058); kept only until delivered. */
  headers?: Record<string, string>;
}

/**
 * Queues a message. Call it with the transaction that also writes whatever the message is about, so the
 * message exists if and only if that write committed; answer the person only after the commit.
 */
export async function enqueueMail(db: Kysely<Database>, msg: OutboxMessage): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('outbox')
    .values({
      id,
      kind: msg.kind,
      language: msg.language,
      recipient: msg.to,
      subject: msg.subject,
      html: msg.html,
      text: msg.text,
      reply_to: msg.replyTo ?? null,
      headers: msg.headers ? JSON.stringify(msg.headers) : null,
    })
    .execute();
  return id;
}

/** A text the outbox holds until a worker sends it (texts/messages.ts renders the body). */
export interface OutboxText {
  kind: string;
  language: Language;
  /** E.164 (@cyr/schemas `toTextNumber`). */
  to: string;
  body: string;
}

/**
 * Queues a text, like `enqueueMail`: in the transaction that writes what it is about. It waits in the outbox
 * through quiet hours (texts/quiet-hours.ts) and provider outages, and is never sent to a number that replied
 * STOP (texts/opt-outs.ts).
 */
export async function enqueueText(db: Kysely<Database>, msg: OutboxText): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('outbox')
    .values({ id, channel: 'text', kind: msg.kind, language: msg.language, recipient: msg.to, text: msg.body })
    .execute();
  return id;
}
