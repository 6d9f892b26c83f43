import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { HELP_MESSAGE_LIMITS } from '@cyr/schemas';
import type { Db } from '../db';
import { queueMessageNotice } from './staff/notices';

/**
 * What a person adds to their help request from the link in its acknowledgement (docs/api/staff.md "Help
 * inbox"): the link carries a 256-bit token of its own, the database keeps its SHA-256. An addition is kept
 * with the request (`help_requests.messages`), counted as unread for the staff, reopens a request that was
 * answered or closed, and its assignee (or, with none, every admin) is told by email. The link lives as long as
 * the request (the retention purge deletes both).
 */
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export const hashHelpToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('base64url');

/** A new link token and what the request row keeps of it. */
export function newHelpToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashHelpToken(token) };
}

/** The acknowledgement's "add to your request" page. */
export const helpAddUrl = (publicUrl: string, token: string): string => `${publicUrl}/help/add/${token}`;

export type AddOutcome = 'added' | 'unknown' | 'full';

/** Adds the person's text to the request the token names; `unknown` for no such request, `full` at the cap. */
export async function addToHelpRequest(
  db: Db,
  token: string,
  text: string,
  now: Date,
  publicUrl: string,
): Promise<AddOutcome> {
  if (!TOKEN_RE.test(token)) return 'unknown';
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('help_requests')
      .select(['id', 'status', 'assignee_id', 'due_on', 'messages'])
      .where('reply_token_hash', '=', hashHelpToken(token))
      .forUpdate()
      .executeTakeFirst();
    if (!row) return 'unknown';
    if (row.messages.length >= HELP_MESSAGE_LIMITS.perRequest) return 'full';
    const messages = [...row.messages, { at: now.toISOString(), text }];
    await trx
      .updateTable('help_requests')
      .set({
        messages: JSON.stringify(messages),
        unread_messages: sql<number>`unread_messages + 1`,
        // Answered or closed: it needs a look again.
        status: row.status === 'answered' || row.status === 'closed' ? 'in_progress' : row.status,
        updated_at: now.toISOString(),
      })
      .where('id', '=', row.id)
      .execute();
    await queueMessageNotice(trx, {
      requestId: row.id,
      assigneeId: row.assignee_id,
      dueOn: row.due_on ?? now.toISOString().slice(0, 10),
      publicUrl,
    });
    return 'added';
  });
}
