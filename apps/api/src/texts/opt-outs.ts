import { createHmac } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { countTexts } from './usage';

/** `outbox.last_error` of a text not sent because its number replied STOP. */
export const OPTED_OUT_ERROR = 'opted_out: the number replied STOP';

/**
 * The numbers that replied STOP (or PARA, …) and not START since (conventions §23): stored as a keyed hash of
 * the number (HMAC-SHA256 with SESSION_SECRET), never the number, so the table says nothing to someone who
 * copies it. Changing SESSION_SECRET forgets them; the provider's own opt-out list (Twilio error 21610) still
 * holds such a number back, and docs/deploy.md says so.
 */
export class TextOptOuts {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly secret: string,
  ) {}

  hash(number: string): string {
    return createHmac('sha256', this.secret).update(`text-opt-out:${number}`).digest('base64url');
  }

  async isOptedOut(number: string, db: Kysely<Database> = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('text_opt_outs')
      .select('number_hash')
      .where('number_hash', '=', this.hash(number))
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * STOP: from now on this number gets nothing. In one transaction: the opt-out is recorded, the number's text
   * reminders are deleted (with the number), its outcome follow-ups by text are stopped as by their stop link
   * (the messages not yet sent deleted, the number erased; a follow-up also by email keeps its emails and loses
   * only the number), and its texts still waiting in the outbox are given up without their number or content.
   * Returns how many of each.
   */
  async stop(number: string, day: string): Promise<{ reminders: number; followups: number; texts: number }> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('text_opt_outs')
        .values({ number_hash: this.hash(number) })
        .onConflict((oc) => oc.column('number_hash').doNothing())
        .execute();
      const reminders = await trx.deleteFrom('reminders').where('phone', '=', number).executeTakeFirst();
      const byText = trx
        .selectFrom('followups')
        .select('id')
        .where('channel', '=', 'text')
        .where('contact', '=', number);
      await trx
        .deleteFrom('followup_messages')
        .where('followup_id', 'in', byText)
        .where('queued_on', 'is', null)
        .execute();
      const stopped = await trx
        .updateTable('followups')
        .set({ contact: null, phone: null, contact_erased_at: sql<string>`now()` })
        .where('channel', '=', 'text')
        .where('contact', '=', number)
        .executeTakeFirst();
      const alsoByText = await trx
        .updateTable('followups')
        .set({ phone: null })
        .where('phone', '=', number)
        .executeTakeFirst();
      // A text claimed by a worker right now is left to it: the worker looks at the opt-outs before it sends.
      const texts = await trx
        .updateTable('outbox')
        .set({
          failed_at: sql<string>`now()`,
          recipient: null,
          text: null,
          last_error: OPTED_OUT_ERROR,
        })
        .where('channel', '=', 'text')
        .where('recipient', '=', number)
        .where('delivered_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('claim_id', 'is', null)
        .executeTakeFirst();
      const cancelled = Number(texts.numUpdatedRows);
      await countTexts(trx, day, 'stopped', cancelled);
      return {
        reminders: Number(reminders.numDeletedRows),
        followups: Number(stopped.numUpdatedRows) + Number(alsoByText.numUpdatedRows),
        texts: cancelled,
      };
    });
  }

  /** START: texts to this number may go again. */
  async start(number: string): Promise<void> {
    await this.db.deleteFrom('text_opt_outs').where('number_hash', '=', this.hash(number)).execute();
  }
}
