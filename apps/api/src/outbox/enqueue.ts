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
    })
    .execute();
  return id;
}
