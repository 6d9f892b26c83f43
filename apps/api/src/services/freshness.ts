import { sql } from 'kysely';
import { STAFF_LIMITS, type DataFreshness, type DataInUse } from '@cyr/schemas';
import type { Db } from '../db';
import { countCases, getDataEndDate } from './case-store';

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

/**
 * The court data the site searches now, said the same way on the console's Data page and with the county report:
 * how many cases, current to which date, and whether they came from an import of the District Clerk's file or
 * are the demo county loaded at start (no import has succeeded), or there are none.
 */
export async function dataInUse(db: Db): Promise<DataInUse> {
  const dataEndDate = await getDataEndDate(db);
  const last = await db
    .selectFrom('imports')
    .select('cases')
    .where('status', '=', 'ok')
    .orderBy(sql`coalesce(finished_at, started_at)`, 'desc')
    .limit(1)
    .executeTakeFirst();
  if (last) return { cases: last.cases ?? (await countCases(db)), dataEndDate, source: 'import' };
  const cases = await countCases(db);
  return { cases, dataEndDate, source: cases > 0 ? 'seed' : 'none' };
}

/** The newest county report in a line (the Data page names it beside the data in use), or null. */
export async function latestCountyBrief(
  db: Db,
): Promise<{ createdAt: string; dataEndDate: string | null; people: number } | null> {
  const row = await db
    .selectFrom('county_reports')
    .select(['created_at', 'data_end_date', 'people'])
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    createdAt: new Date(row.created_at).toISOString(),
    dataEndDate: row.data_end_date,
    people: Number(row.people),
  };
}
