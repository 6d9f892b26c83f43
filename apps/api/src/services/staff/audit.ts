import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { addDays } from '@cyr/rules/dates';
import {
  AUDIT_ACTIONS,
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditEntry,
  type AuditListQuery,
  type AuditListResponse,
} from '@cyr/schemas';
import type { Db } from '../../db';
import { todayInCounty } from '../../clock';

/**
 * The staff audit log (`staff_audit`, migrations 0500 and 0761; docs/decisions/0091-audit-owned-apart.md):
 * append-only. Entries are written through the database function `staff_audit_record`, which folds a repeated
 * failure (the same action, account, subject and client within AUDIT_FOLD_SECONDS) into the entry before it
 * with a count, so a flood of wrong sign-ins is a few entries beside the staff's own actions. The client's
 * address is kept only as a keyed hash. The database refuses any UPDATE but a fold's count, and a DELETE of an
 * entry younger than its retention period; with the table owned by a separate role the site's role can only
 * add and read (apps/api/src/db/audit-owner.ts).
 */
export interface AuditActor {
  id: string | null;
  email: string | null;
}

export interface AuditDetail {
  /** What a change changed (a role, a status, an assignee), before and after. */
  before?: unknown;
  after?: unknown;
  /** The client's address as auditClientHash made it. */
  client?: string | null;
  /** When it happened (the app's clock); the database's time when absent. */
  at?: Date;
}

/**
 * Actions that repeat in floods (guesses) or by the minute (a member reloading the inbox): a repeat by the same
 * account, about the same subject, from the same client within the hour is folded into one entry with a count.
 */
export const FOLDED_ACTIONS: ReadonlySet<AuditAction> = new Set(['sign_in_failed', 'sign_in_refused', 'help_listed']);
export const AUDIT_FOLD_SECONDS = 3600;

/** The client's address as the audit keeps it: an HMAC with the site's secret (base64url, 16 characters). */
export function auditClientHash(secret: string, client: string): string {
  return createHmac('sha256', secret).update(`audit-address\u0000${client}`).digest('base64url').slice(0, 16);
}

const json = (v: unknown) => (v === undefined ? null : JSON.stringify(v));

export async function writeAudit(
  db: Db,
  actor: AuditActor,
  action: AuditAction,
  subject: string | null,
  detail: AuditDetail = {},
): Promise<void> {
  const fold = FOLDED_ACTIONS.has(action) ? AUDIT_FOLD_SECONDS : 0;
  const at = (detail.at ?? new Date()).toISOString();
  await sql`SELECT staff_audit_record(${at}::timestamptz, ${actor.id}, ${actor.email}, ${action}, ${subject},
    ${json(detail.before)}::jsonb, ${json(detail.after)}::jsonb, ${detail.client ?? null}, ${fold}::integer)`.execute(
    db,
  );
}

/** The instant a Harris County day starts (midnight in Houston: 5 or 6 hours after midnight UTC). */
export function countyDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  for (const h of [5, 6]) {
    const at = new Date(Date.UTC(y, m - 1, d, h));
    if (todayInCounty(at) === day && todayInCounty(new Date(at.getTime() - 1)) !== day) return at;
  }
  return new Date(Date.UTC(y, m - 1, d, 6));
}

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());
const isAction = (v: string): v is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(v);

/**
 * A page of entries, newest first, filtered by who (an email, or `anonymous` for tries naming no account), what
 * (an action), when (Harris County days, inclusive) and the client's hash.
 */
export async function listAudit(db: Db, query: AuditListQuery = {}): Promise<AuditListResponse> {
  const page = query.page ?? 1;
  let q = db.selectFrom('staff_audit');
  if (query.actor === 'anonymous') q = q.where('actor_email', 'is', null);
  else if (query.actor) q = q.where('actor_email', '=', query.actor.trim().toLowerCase());
  if (query.action) q = q.where('action', '=', query.action);
  if (query.client) q = q.where('client_hash', '=', query.client);
  if (query.from) q = q.where('at', '>=', countyDayStart(query.from).toISOString());
  if (query.to) q = q.where('at', '<', countyDayStart(addDays(query.to, 1)).toISOString());
  const total = await q.select(db.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select(['id', 'at', 'actor_email', 'action', 'subject', 'before', 'after', 'client_hash', 'count', 'last_at'])
    .orderBy('id', 'desc')
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  const entries: AuditEntry[] = rows.flatMap((r) =>
    isAction(r.action)
      ? [
          {
            id: Number(r.id),
            at: new Date(r.at).toISOString(),
            actor: r.actor_email,
            action: r.action,
            subject: r.subject,
            count: Number(r.count),
            lastAt: iso(r.last_at),
            before: r.before ?? null,
            after: r.after ?? null,
            client: r.client_hash,
          },
        ]
      : [],
  );
  return { entries, total: Number(total.n), page, pageSize: AUDIT_PAGE_SIZE };
}

/** Who did something, as the audit records it: the account (or none) and the client's address as the limits see it. */
export interface AuditWho extends AuditActor {
  /** The client address (limits/client.ts `clientAddressKey`); kept only as its keyed hash. */
  client?: string | null;
}

/** The audit log as the services write it and an admin reads it. */
export class StaffAudit {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    private readonly secret: string,
  ) {}

  /** Writes an entry at the app's clock, the client's address hashed; a repeated failure folds. */
  record(
    who: AuditWho,
    action: AuditAction,
    subject: string | null,
    change: { before?: unknown; after?: unknown } = {},
  ): Promise<void> {
    const client = who.client ? auditClientHash(this.secret, who.client) : null;
    return writeAudit(this.db, { id: who.id, email: who.email }, action, subject, {
      ...change,
      client,
      at: this.clock(),
    });
  }

  list(query: AuditListQuery = {}): Promise<AuditListResponse> {
    return listAudit(this.db, query);
  }
}
