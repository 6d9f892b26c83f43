import { todayInHarrisCounty } from '@cyr/rules/dates';
import {
  type HelpListQuery,
  type HelpListResponse,
  type HelpReplyBody,
  type HelpReplyTemplate,
  type HelpRequestDetail,
  type HelpRequestSummary,
  type HelpStatus,
  type HelpUpdate,
} from '@cyr/schemas';
import type { Selectable } from 'kysely';
import type { Db } from '../../db';
import type { HelpRequestsTable } from '../../db/schema';
import { enqueueMail, type OutboxMessage } from '../../outbox/enqueue';
import { apiError } from '../../http/errors';
import { toLanguage } from '../../http/language';
import { renderHelpReply } from '../../mail/templates';
import type { Clock } from '../../clock';
import { helpDueOn } from '../survey';
import type { AuditActor, StaffAudit } from './audit';

/**
 * The help inbox (docs/api/staff.md "Help inbox"): help requests with their status, assignee, internal notes,
 * replies and due date. A request is due two business days after the day (Harris County) it arrived, skipping
 * weekends and the county holidays (services/survey.ts `helpDueOn`), and is overdue while still `new` or
 * `in_progress` after that day.
 */
type HelpRow = Selectable<HelpRequestsTable>;

const OPEN: readonly HelpStatus[] = ['new', 'in_progress'];

function summary(row: HelpRow, emails: Map<string, string>, today: string): HelpRequestSummary {
  const created = new Date(row.created_at);
  const dueOn = row.due_on ?? helpDueOn(created);
  const status = row.status as HelpStatus;
  return {
    id: row.id,
    createdAt: created.toISOString(),
    language: toLanguage(row.language),
    status,
    assignee: row.assignee_id ? { id: row.assignee_id, email: emails.get(row.assignee_id) ?? '' } : null,
    dueOn,
    overdue: OPEN.includes(status) && today > dueOn,
  };
}

async function staffEmails(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('staff_users').select(['id', 'email']).execute();
  return new Map(rows.map((r) => [r.id, r.email]));
}

export async function listHelp(
  db: Db,
  query: HelpListQuery,
  now: Date,
): Promise<{ requests: HelpRequestSummary[]; overdue: number }> {
  let q = db.selectFrom('help_requests').selectAll();
  const status = query.status ?? 'open';
  if (status === 'open') q = q.where('status', '!=', 'closed');
  else if (status !== 'all') q = q.where('status', '=', status);
  const rows = await q.orderBy('created_at').execute();
  const emails = await staffEmails(db);
  const today = todayInHarrisCounty(now);
  let list = rows.map((r) => summary(r, emails, today));
  if (query.overdue === 'true') list = list.filter((r) => r.overdue);
  if (query.overdue === 'false') list = list.filter((r) => !r.overdue);
  list.sort((a, b) => (a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : a.createdAt < b.createdAt ? -1 : 1));
  return { requests: list, overdue: list.filter((r) => r.overdue).length };
}

function detail(row: HelpRow, emails: Map<string, string>, today: string): HelpRequestDetail {
  return {
    ...summary(row, emails, today),
    email: row.email,
    phone: row.phone,
    description: row.description,
    notes: row.notes,
    replies: row.replies.map((r) => ({
      ...r,
      template: r.template as HelpReplyTemplate,
      language: toLanguage(r.language),
    })),
    acknowledged: row.ack_outbox_id !== null,
  };
}

export async function getHelp(db: Db, id: string, now: Date): Promise<HelpRequestDetail | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db.selectFrom('help_requests').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? detail(row, await staffEmails(db), todayInHarrisCounty(now)) : undefined;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** help_requests.id is a uuid column: anything else names no request (and must not reach the query). */
export const isUuid = (id: string): boolean => UUID_RE.test(id);

export class UnknownAssigneeError extends Error {}

/** Applies a status, assignee and/or note; returns the request after, or undefined when there is none. */
export async function updateHelp(
  db: Db,
  id: string,
  change: HelpUpdate,
  by: string,
  now: Date,
): Promise<HelpRequestDetail | undefined> {
  if (!isUuid(id)) return undefined;
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('help_requests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) return undefined;
    if (change.assigneeId) {
      const who = await trx
        .selectFrom('staff_users')
        .select('id')
        .where('id', '=', change.assigneeId)
        .where('disabled_at', 'is', null)
        .executeTakeFirst();
      if (!who) throw new UnknownAssigneeError('no such staff member');
    }
    const notes = change.note ? [...row.notes, { at: now.toISOString(), by, text: change.note }] : row.notes;
    const after = await trx
      .updateTable('help_requests')
      .set({
        ...(change.status ? { status: change.status } : {}),
        ...(change.assigneeId !== undefined ? { assignee_id: change.assigneeId } : {}),
        notes: JSON.stringify(notes),
        updated_at: now.toISOString(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return detail(after, await staffEmails(trx), todayInHarrisCounty(now));
  });
}

/** A reply to a request that left no email address (a phone-only request is answered by phone). */
export class NoEmailAddressError extends Error {}

/**
 * Sends a reply: queues the email in the request's language (through the outbox, in the same transaction that
 * records the reply) and marks the request answered.
 */
export async function replyToHelp(
  db: Db,
  id: string,
  reply: { template: HelpReplyTemplate; text: string },
  by: string,
  now: Date,
  render: (lang: 'en' | 'es') => Omit<OutboxMessage, 'to'>,
): Promise<HelpRequestDetail | undefined> {
  if (!isUuid(id)) return undefined;
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('help_requests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) return undefined;
    if (row.email === '') throw new NoEmailAddressError();
    const language = toLanguage(row.language);
    await enqueueMail(trx, { ...render(language), to: row.email });
    const replies = [
      ...row.replies,
      { at: now.toISOString(), by, template: reply.template, text: reply.text, language },
    ];
    const after = await trx
      .updateTable('help_requests')
      .set({ status: 'answered', replies: JSON.stringify(replies), updated_at: now.toISOString() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return detail(after, await staffEmails(trx), todayInHarrisCounty(now));
  });
}

/**
 * The help inbox as the console uses it: opening a request (its contact details), changing it and replying are
 * written to the audit log; a reply is rendered in the request's language and answers to the help inbox.
 */
export class HelpInbox {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly audit: StaffAudit,
    private readonly helpInbox: string,
  ) {}

  list(query: HelpListQuery): Promise<HelpListResponse> {
    return listHelp(this.db, query, this.clock());
  }

  async view(actor: AuditActor, id: string): Promise<HelpRequestDetail> {
    const found = await getHelp(this.db, id, this.clock());
    if (!found) throw apiError(404, 'not_found');
    await this.audit.record(actor, 'help_viewed', `help:${found.id}`);
    return found;
  }

  async update(actor: AuditActor & { email: string }, id: string, change: HelpUpdate): Promise<HelpRequestDetail> {
    let after: HelpRequestDetail | undefined;
    try {
      after = await updateHelp(this.db, id, change, actor.email, this.clock());
    } catch (err) {
      if (err instanceof UnknownAssigneeError) throw apiError(400, 'validation_error', { assigneeId: 'invalid' });
      throw err;
    }
    if (!after) throw apiError(404, 'not_found');
    await this.audit.record(actor, 'help_updated', `help:${after.id}`);
    return after;
  }

  async reply(actor: AuditActor & { email: string }, id: string, body: HelpReplyBody): Promise<HelpRequestDetail> {
    const after = await replyToHelp(this.db, id, body, actor.email, this.clock(), (language) => ({
      ...renderHelpReply(language, body),
      kind: 'help_reply',
      language,
      replyTo: this.helpInbox,
    })).catch((err: unknown) => {
      // A phone-only request has no address to write to: the console says to call instead.
      if (err instanceof NoEmailAddressError) throw apiError(400, 'validation_error', { email: 'required' });
      throw err;
    });
    if (!after) throw apiError(404, 'not_found');
    await this.audit.record(actor, 'help_replied', `help:${after.id}`);
    return after;
  }
}
