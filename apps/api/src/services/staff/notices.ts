import { formatDate } from '@cyr/i18n';
import type { Db } from '../../db';
import { toLanguage } from '../../http/language';
import { renderHelpAssigned, renderHelpMessage, renderOverdueDigest } from '../../mail/templates';
import { enqueueMail } from '../../outbox/enqueue';
import { todayInCounty } from '../../clock';

/**
 * What the staff are told by email, each in the language they chose (staff_users.language): a help request
 * assigned to them, a person adding to a request, and once a day the requests past their reply date. The
 * emails hold a due date and a link into the console, never anything about the person.
 */

/** The hour (Houston) from which the day's overdue digest goes out. */
export const DIGEST_HOUR = 8;
const DIGEST_KEY = 'staff.overdue_digest';

export const requestUrl = (publicUrl: string, id: string): string => `${publicUrl}/staff/inbox/${id}`;

/** Queues the assignment email to `assigneeId` (in their language) with `trx`, the change's own transaction. */
export async function queueAssignmentEmail(
  trx: Db,
  input: { requestId: string; assigneeId: string; by: string; dueOn: string; publicUrl: string },
): Promise<void> {
  const to = await trx
    .selectFrom('staff_users')
    .select(['email', 'language'])
    .where('id', '=', input.assigneeId)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  if (!to || to.email === input.by) return;
  const language = toLanguage(to.language);
  const mail = renderHelpAssigned(language, {
    by: input.by,
    date: formatDate(input.dueOn, language),
    url: requestUrl(input.publicUrl, input.requestId),
  });
  await enqueueMail(trx, { ...mail, kind: 'staff_help_assigned', language, to: to.email });
}

/** Queues the "the person added to their request" email: to the assignee, or to every admin when none. */
export async function queueMessageNotice(
  trx: Db,
  input: { requestId: string; assigneeId: string | null; dueOn: string; publicUrl: string },
): Promise<void> {
  let q = trx.selectFrom('staff_users').select(['email', 'language']).where('disabled_at', 'is', null);
  q = input.assigneeId ? q.where('id', '=', input.assigneeId) : q.where('role', '=', 'admin');
  for (const m of await q.execute()) {
    const language = toLanguage(m.language);
    const mail = renderHelpMessage(language, {
      date: formatDate(input.dueOn, language),
      url: requestUrl(input.publicUrl, input.requestId),
    });
    await enqueueMail(trx, { ...mail, kind: 'staff_help_message', language, to: m.email });
  }
}

/** The hour of `now` in Houston (0–23). */
function houstonHour(now: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone: 'America/Chicago' }).format(now),
  );
}

/**
 * Once a Harris County day, from DIGEST_HOUR on: to each active member with overdue requests assigned to
 * them, and to each admin for the overdue ones assigned to nobody, one email listing them (due date and
 * link). The day is claimed in `app_meta` first, so of several instances one sends. Returns the emails queued.
 */
export async function sendOverdueDigests(db: Db, now: Date, publicUrl: string): Promise<number> {
  if (houstonHour(now) < DIGEST_HOUR) return 0;
  const today = todayInCounty(now);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('app_meta')
      .values({ key: DIGEST_KEY, value: today })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: today }).where('app_meta.value', '<', today))
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return 0;
    const overdue = await trx
      .selectFrom('help_requests')
      .select(['id', 'due_on', 'assignee_id'])
      .where('status', 'in', ['new', 'in_progress'])
      .where('due_on', '<', today)
      .orderBy('due_on')
      .execute();
    if (overdue.length === 0) return 0;
    const members = await trx
      .selectFrom('staff_users')
      .select(['id', 'email', 'role', 'language'])
      .where('disabled_at', 'is', null)
      .execute();
    const active = new Set(members.map((m) => m.id));
    let sent = 0;
    for (const m of members) {
      const language = toLanguage(m.language);
      const item = (r: { id: string; due_on: string | null }) => ({
        date: r.due_on ? formatDate(r.due_on, language) : '—',
        url: requestUrl(publicUrl, r.id),
      });
      const yours = overdue.filter((r) => r.assignee_id === m.id).map(item);
      // An admin also hears of the overdue requests nobody (active) holds.
      const unassigned =
        m.role === 'admin' ? overdue.filter((r) => r.assignee_id === null || !active.has(r.assignee_id)).map(item) : [];
      if (yours.length === 0 && unassigned.length === 0) continue;
      const mail = renderOverdueDigest(language, { yours, unassigned });
      await enqueueMail(trx, { ...mail, kind: 'staff_overdue_digest', language, to: m.email });
      sent++;
    }
    return sent;
  });
}
