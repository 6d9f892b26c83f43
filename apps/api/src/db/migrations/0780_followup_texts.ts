import type { Kysely } from 'kysely';

/**
 * Outcome follow-ups by text (issues #38 and #40; docs/decisions/0100-outcome-follow-ups.md,
 * 0110-text-messages-through-twilio.md): `followups.channel` may now be `text`, its `contact` then the mobile
 * number (E.164). A person who asked by email and by text keeps `channel = 'email'` with the address in `contact`,
 * and the number in the new `phone` column. `phone` is erased with `contact` (after the last message, on
 * unsubscribe, or on STOP from that number), and never set without the opt-in box ticked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('followups').addColumn('phone', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('followups').dropColumn('phone').execute();
}
