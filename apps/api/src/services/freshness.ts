import { sql } from 'kysely';
import { STAFF_LIMITS, type DataFreshness } from '@cyr/schemas';
import type { Db } from '../db';

/**
 * How fresh the court data is (`GET /api/health` `data`, for monitors; the staff console's data page): stale when
 * no successful import finished in the last eight days (STAFF_LIMITS.staleAfterDays, docs/api/staff.md "Data").
 */
export const DAY_MS = 86_400_000;

/** The newest successful import. */
export async function lastSuccessfulImport(
  db: Db,
): Promise<{ id: string; at: string; dataEndDate: string | null } | null> {
  const row = await db
    .selectFrom('imports')
    .select(['id', 'finished_at', 'started_at', 'data_end_date'])
    .where('status', '=', 'ok')
    .orderBy(sql`coalesce(finished_at, started_at)`, 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, at: new Date(row.finished_at ?? row.started_at).toISOString(), dataEndDate: row.data_end_date };
}

export async function freshness(db: Db, now: Date): Promise<DataFreshness> {
  const last = await lastSuccessfulImport(db);
  const stale = !last || now.getTime() - new Date(last.at).getTime() > STAFF_LIMITS.staleAfterDays * DAY_MS;
  return {
    stale,
    lastSuccessAt: last?.at ?? null,
    dataEndDate: last?.dataEndDate ?? null,
    staleAfterDays: STAFF_LIMITS.staleAfterDays,
  };
}
