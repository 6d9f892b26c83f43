import type { AuditAction, AuditEntry } from '@cyr/schemas';
import type { Db } from '../../db';

/**
 * The staff audit log (`staff_audit`, migration 0500): append-only. This module only inserts and reads; the
 * database refuses UPDATE and TRUNCATE, and DELETE of an entry younger than its retention period.
 */
export interface AuditActor {
  id: string | null;
  email: string | null;
}

export async function writeAudit(
  db: Db,
  actor: AuditActor,
  action: AuditAction,
  subject: string | null,
): Promise<void> {
  await db
    .insertInto('staff_audit')
    .values({ actor_id: actor.id, actor_email: actor.email, action, subject })
    .execute();
}

/** The newest entries, newest first. */
export async function listAudit(db: Db, limit = 200): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('staff_audit')
    .select(['id', 'at', 'actor_email', 'action', 'subject'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    at: new Date(r.at).toISOString(),
    actor: r.actor_email,
    action: r.action as AuditAction,
    subject: r.subject,
  }));
}

/** The audit log as the services write it and an admin reads it. */
export class StaffAudit {
  constructor(private readonly db: Db) {}

  record(actor: AuditActor, action: AuditAction, subject: string | null): Promise<void> {
    return writeAudit(this.db, actor, action, subject);
  }

  list(): Promise<AuditEntry[]> {
    return listAudit(this.db);
  }
}
