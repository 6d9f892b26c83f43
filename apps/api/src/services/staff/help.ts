import {
  type HelpBulk,
  type HelpListQuery,
  type HelpListResponse,
  type HelpReplyBody,
  type HelpReplyTemplate,
  type HelpRequestDetail,
  type HelpRequestSummary,
  type HelpStatus,
  type HelpUpdate,
} from '@cyr/schemas';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db';
import type { HelpRequestsTable } from '../../db/schema';
import { enqueueMail, type OutboxMessage } from '../../outbox/enqueue';
import { ApiError, apiError } from '../../http/errors';
import { toLanguage } from '../../http/language';
import { renderHelpReply } from '../../mail/templates';
import { type Clock, todayInCounty } from '../../clock';
import { helpDueOn } from '../survey';
import type { AuditWho, StaffAudit } from './audit';
import { queueAssignmentEmail } from './notices';

/**
 * The help inbox (docs/api/staff.md "Help inbox"): help requests with their status, assignee, internal notes,
 * replies and due date. A request is due two business days after the day (Harris County) it arrived, skipping
 * weekends and the county holidays (services/survey.ts `helpDueOn`), and is overdue while still `new` or
 * `in_progress` after that day.
 */
type HelpRow = Selectable<HelpRequestsTable>;

const OPEN: readonly HelpStatus[] = ['new', 'in_progress'];

/** The longest first line the inbox shows of a message. */
export const FIRST_LINE_MAX = 120;

/** The first non-empty line of a message, cut at FIRST_LINE_MAX characters (with an ellipsis). */
export function firstLine(text: string): string {
  const line =
    text
      .split(/\r?\n/)
      .find((l) => l.trim() !== '')
      ?.trim() ?? '';
  return line.length > FIRST_LINE_MAX ? `${line.slice(0, FIRST_LINE_MAX - 1)}…` : line;
}

function summary(row: HelpRow, emails: Map<string, string>, today: string): HelpRequestSummary {
  const created = new Date(row.created_at);
  const dueOn = row.due_on ?? helpDueOn(created);
  const status = row.status as HelpStatus;
  return {
    id: row.id,
    createdAt: created.toISOString(),
    name: row.name ? row.name : null,
    firstLine: firstLine(row.description),
    newMessages: row.unread_messages,
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

/** The members a request can be assigned to: the active accounts. */
async function assignees(db: Db): Promise<{ id: string; email: string }[]> {
  return db
    .selectFrom('staff_users')
    .select(['id', 'email'])
    .where('disabled_at', 'is', null)
    .orderBy('email')
    .execute();
}

/** `s` as a literal inside a LIKE pattern (its `%`, `_` and `\` escaped). */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The inbox: filtered by status, assignee (`me` is `meId`), language and a search of the name, the email, the
 * message and (3 digits or more) the phone number's digits; oldest due first.
 */
export async function listHelp(
  db: Db,
  query: HelpListQuery,
  now: Date,
  meId: string | null = null,
): Promise<HelpListResponse> {
  let q = db.selectFrom('help_requests').selectAll();
  const status = query.status ?? 'open';
  if (status === 'open') q = q.where('status', '!=', 'closed');
  else if (status !== 'all') q = q.where('status', '=', status);
  if (query.assignee === 'none') q = q.where('assignee_id', 'is', null);
  else if (query.assignee === 'me') q = q.where('assignee_id', '=', meId ?? '');
  else if (query.assignee) q = q.where('assignee_id', '=', query.assignee);
  if (query.language) q = q.where(sql<string>`coalesce(language, 'en')`, '=', query.language);
  const text = query.q?.trim();
  if (text) {
    const pattern = `%${likeLiteral(text)}%`;
    const digits = text.replace(/\D/g, '');
    q = q.where((eb) =>
      eb.or([
        eb('name', 'ilike', pattern),
        eb('email', 'ilike', pattern),
        eb('description', 'ilike', pattern),
        ...(digits.length >= 3
          ? [eb(sql<string>`regexp_replace(phone, '[^0-9]', '', 'g')`, 'like', `%${digits}%`)]
          : []),
      ]),
    );
  }
  const rows = await q.orderBy('created_at').execute();
  const emails = await staffEmails(db);
  const today = todayInCounty(now);
  let list = rows.map((r) => summary(r, emails, today));
  if (query.overdue === 'true') list = list.filter((r) => r.overdue);
  if (query.overdue === 'false') list = list.filter((r) => !r.overdue);
  list.sort((a, b) => (a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : a.createdAt < b.createdAt ? -1 : 1));
  return { requests: list, overdue: list.filter((r) => r.overdue).length, assignees: await assignees(db) };
}

function detail(
  row: HelpRow,
  emails: Map<string, string>,
  today: string,
  members: { id: string; email: string }[],
): HelpRequestDetail {
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
    messages: row.messages,
    assignees: members,
  };
}

/** One request with everything; opening it marks what the person added as read. */
export async function getHelp(db: Db, id: string, now: Date): Promise<HelpRequestDetail | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db
    .updateTable('help_requests')
    .set({ unread_messages: 0 })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? detail(row, await staffEmails(db), todayInCounty(now), await assignees(db)) : undefined;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** help_requests.id is a uuid column: anything else names no request (and must not reach the query). */
export const isUuid = (id: string): boolean => UUID_RE.test(id);

export class UnknownAssigneeError extends Error {}

/** What a change to a request changed, as the audit keeps it. */
export interface HelpChange {
  detail: HelpRequestDetail;
  before: { status: string; assigneeId: string | null };
  after: { status: string; assigneeId: string | null; note?: true };
}

/**
 * Applies a status, assignee and/or note; returns the request after with what changed, or undefined when there
 * is none. A new assignee (other than the one changing it) is emailed, in the same transaction.
 */
export async function updateHelp(
  db: Db,
  id: string,
  change: HelpUpdate,
  by: string,
  now: Date,
  publicUrl: string,
): Promise<HelpChange | undefined> {
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
    if (after.assignee_id && after.assignee_id !== row.assignee_id)
      await queueAssignmentEmail(trx, {
        requestId: id,
        assigneeId: after.assignee_id,
        by,
        dueOn: after.due_on ?? helpDueOn(new Date(after.created_at)),
        publicUrl,
      });
    return {
      detail: detail(after, await staffEmails(trx), todayInCounty(now), await assignees(trx)),
      before: { status: row.status, assigneeId: row.assignee_id },
      after: { status: after.status, assigneeId: after.assignee_id, ...(change.note ? { note: true as const } : {}) },
    };
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
    return detail(after, await staffEmails(trx), todayInCounty(now), await assignees(trx));
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
    private readonly publicUrl: string,
  ) {}

  /**
   * The inbox with names and first lines: its view is audited (`help_listed`, repeats of one filter folded per
   * hour), with the filters but never the search's words.
   */
  async list(actor: AuditWho & { id: string }, query: HelpListQuery): Promise<HelpListResponse> {
    const found = await listHelp(this.db, query, this.clock(), actor.id);
    const { q, ...filters } = query;
    await this.audit.record(actor, 'help_listed', `help:list`, {
      after: { ...filters, searched: Boolean(q?.trim()), shown: found.requests.length },
    });
    return found;
  }

  async view(actor: AuditWho, id: string): Promise<HelpRequestDetail> {
    const found = await getHelp(this.db, id, this.clock());
    if (!found) throw apiError(404, 'not_found');
    await this.audit.record(actor, 'help_viewed', `help:${found.id}`);
    return found;
  }

  async update(actor: AuditWho & { email: string }, id: string, change: HelpUpdate): Promise<HelpRequestDetail> {
    let changed: HelpChange | undefined;
    try {
      changed = await updateHelp(this.db, id, change, actor.email, this.clock(), this.publicUrl);
    } catch (err) {
      if (err instanceof UnknownAssigneeError) throw apiError(400, 'validation_error', { assigneeId: 'invalid' });
      throw err;
    }
    if (!changed) throw apiError(404, 'not_found');
    await this.audit.record(actor, 'help_updated', `help:${changed.detail.id}`, {
      before: changed.before,
      after: changed.after,
    });
    return changed.detail;
  }

  /** Assigns or closes several requests, each as `update` would (audited one by one); ids naming none are skipped. */
  async bulk(actor: AuditWho & { email: string }, body: HelpBulk): Promise<{ updated: number }> {
    const change: HelpUpdate = body.action === 'assign' ? { assigneeId: body.assigneeId } : { status: 'closed' };
    let updated = 0;
    for (const id of new Set(body.ids)) {
      try {
        await this.update(actor, id, change);
        updated++;
      } catch (err) {
        if (err instanceof ApiError && err.statusCode === 404) continue;
        throw err;
      }
    }
    return { updated };
  }

  async reply(actor: AuditWho & { email: string }, id: string, body: HelpReplyBody): Promise<HelpRequestDetail> {
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
