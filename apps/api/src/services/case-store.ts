import { sql, type Kysely, type Selectable } from 'kysely';
import {
  hasLetters,
  matchesName,
  normalizeQuery,
  searchKeysForQuery,
  type CaseEvent,
  type CaseRecord,
  type CaseSink,
  type NameQuery,
  type StoredEvents,
} from '@cyr/harris-data';
import { LIMITS } from '@cyr/schemas';
import type { Db } from '../db';
import type { CasesTable, Database } from '../db/schema';

/** The columns the services read (not the raw `events`, which only the importer needs). */
const CASE_COLUMNS = [
  'cas',
  'cause_number',
  'def_spn',
  'def_nam',
  'last_name',
  'first_name',
  'middle_name',
  'suffix',
  'dob',
  'level',
  'misdemeanor_felony',
  'court',
  'filing_date',
  'offense_literal',
  'engine_case',
  'display',
] as const;

/** One stored case as the services read it. */
export type CaseRow = Pick<Selectable<CasesTable>, (typeof CASE_COLUMNS)[number]>;
const SEARCH_SELECT = sql.join(CASE_COLUMNS.map((c) => sql.ref(c)));

const DATA_END_KEY = 'data_end_date';

/** The `cases` columns an upsert writes, in the order of `upsertCases`' row arrays. */
const UPSERT_COLUMNS = [
  'cas',
  'cause_number',
  'def_spn',
  'def_nam',
  'last_name',
  'first_name',
  'middle_name',
  'suffix',
  'dob',
  'search_key',
  'level',
  'misdemeanor_felony',
  'court',
  'filing_date',
  'offense_code',
  'offense_literal',
  'disposition',
  'engine_case',
  'display',
  'events',
  'import_id',
] as const;
const JSONB_COLUMNS: ReadonlySet<string> = new Set(['engine_case', 'display', 'events']);
const UPSERT_LIST = UPSERT_COLUMNS.join(', ');
/** `e->>0, e->>1, …, e->17, …`: text columns as text, jsonb columns as jsonb (from the row array `e`). */
const UPSERT_SELECT = UPSERT_COLUMNS.map((c, i) => (JSONB_COLUMNS.has(c) ? `e->${i}` : `e->>${i}`)).join(', ');
const UPSERT_SET = UPSERT_COLUMNS.filter((c) => c !== 'cas')
  .map((c) => `${c} = excluded.${c}`)
  .join(', ');

/**
 * The kysely `CaseSink` for harris-data's `importExtract(source, sink)`. Pass a transaction
 * (`db.transaction().execute(trx => importExtract(src, caseSink(trx)))`) so a failed import leaves the
 * previous data intact.
 */
export function caseSink(db: Kysely<Database>): CaseSink {
  return {
    async loadEvents(cas: string[]): Promise<Map<string, StoredEvents>> {
      const out = new Map<string, StoredEvents>();
      if (cas.length === 0) return out;
      const rows = await db
        .selectFrom('cases')
        .select(['cas', 'events', 'import_id'])
        .where('cas', '=', sql<string>`any(${sql.val(cas)}::text[])`)
        .execute();
      for (const r of rows) out.set(r.cas, { events: r.events as CaseEvent[], importId: r.import_id });
      return out;
    },

    async upsertCases(batch: (CaseRecord & { importId: string })[]): Promise<void> {
      if (batch.length === 0) return;
      // One statement and one parameter per batch, whatever its size: the rows travel as one JSON array of
      // arrays (one native JSON.stringify here, one jsonb parse on the server), and `->`/`->>` pick the
      // columns (the jsonb columns stay binary: no re-parse). Measured against the alternatives: a multi-row
      // VALUES list needs ~22 parameters a row; unnest(text[]…) spends its time escaping array literals here;
      // json(b)_to_recordset re-parses every jsonb field through text on the server.
      const rows = new Array<unknown[]>(batch.length);
      for (let i = 0; i < batch.length; i++) {
        const r = batch[i] as CaseRecord & { importId: string };
        const n = r.name;
        rows[i] = [
          r.cas,
          r.causeNumber,
          r.spn,
          n.raw,
          n.last,
          n.first,
          n.middle,
          n.suffix,
          r.dob,
          r.searchKey,
          r.level,
          r.misdemeanorFelony,
          r.court,
          r.filingDate,
          r.offenseCode,
          r.offenseLiteral,
          r.engineCase.disposition,
          r.engineCase,
          r.display,
          r.events,
          r.importId,
        ];
      }
      await sql`INSERT INTO cases (${sql.raw(UPSERT_LIST)}, updated_at)
        SELECT ${sql.raw(UPSERT_SELECT)}, now() FROM jsonb_array_elements(${JSON.stringify(rows)}::jsonb) AS e
        ON CONFLICT (cas) DO UPDATE SET ${sql.raw(UPSERT_SET)}, updated_at = now()`.execute(db);
    },

    async deleteCases(cas: string[]): Promise<void> {
      if (cas.length === 0) return;
      await db.deleteFrom('cases').where('cas', '=', sql<string>`any(${sql.val(cas)}::text[])`).execute();
    },

    async deleteNotImportedIn(importId: string): Promise<number> {
      const res = await db.deleteFrom('cases').where('import_id', '<>', importId).executeTakeFirst();
      return Number(res.numDeletedRows);
    },

    async setDataEndDate(date: string): Promise<void> {
      dataEndGeneration++;
      await db
        .insertInto('data_meta')
        .values({ key: DATA_END_KEY, value: date })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: date, updated_at: sql<string>`now()` }))
        .execute();
      dataEndGeneration++;
    },
  };
}

/** How long `cachedDataEndDate` trusts its copy (imports also invalidate it in this process). */
const DATA_END_TTL_MS = 5_000;
const dataEndCache = new WeakMap<object, { value: string; at: number; generation: number }>();
/** Bumped by every `setDataEndDate` in this process. */
let dataEndGeneration = 0;

/**
 * `getDataEndDate` for the hot path (every lookup): remembered per database for a few seconds. The date
 * changes once a day at most, so another instance's import shows up here within `DATA_END_TTL_MS`.
 * "No data yet" is never remembered.
 */
export async function cachedDataEndDate(db: Db): Promise<string | null> {
  const now = Date.now();
  const hit = dataEndCache.get(db);
  if (hit && hit.generation === dataEndGeneration && now - hit.at < DATA_END_TTL_MS) return hit.value;
  const generation = dataEndGeneration;
  const value = await getDataEndDate(db);
  if (value !== null) dataEndCache.set(db, { value, at: now, generation });
  return value;
}

/** The date the loaded court data is current to (`YYYY-MM-DD`), or null before any import. */
export async function getDataEndDate(db: Db): Promise<string | null> {
  const row = await db.selectFrom('data_meta').select('value').where('key', '=', DATA_END_KEY).executeTakeFirst();
  return row?.value ?? null;
}

export async function countCases(db: Db): Promise<number> {
  const row = await db
    .selectFrom('cases')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type PersonSearchResult =
  | { nameError: true }
  | {
      nameError: false;
      /** Matching cases grouped per person (def_spn), in order of first appearance. */
      people: { spn: string; cases: CaseRow[] }[];
    };

/**
 * Person search per the API contract: rows whose `search_key` is one of the query's last names with the
 * date of birth, then harris-data's name rules (first/alias names, middle name and suffix narrowing).
 * Class C and pre-1990 cases are never returned; neither are cases filed after the data end date.
 */
export async function searchPerson(db: Db, query: NameQuery, dob: string, dataEndDate: string | null): Promise<PersonSearchResult> {
  if (!hasLetters(query.firstName) || !hasLetters(query.lastName)) return { nameError: true };
  const keys = searchKeysForQuery(query, dob);
  if (keys.length === 0) return { nameError: false, people: [] };
  // Written as one SQL statement rather than through the query builder: this is the hottest query of the
  // site (every lookup), and building it per request cost more CPU than running it.
  const { rows } = await sql<CaseRow>`
    select ${SEARCH_SELECT} from cases
    where search_key in (${sql.join(keys)}) and dob = ${dob} and level <> 'MC'
      and (filing_date is null or (filing_date >= ${LIMITS.lookupStartDate}${
        dataEndDate ? sql` and filing_date <= ${dataEndDate}` : sql``
      }))
    order by def_spn, filing_date, cas`.execute(db);
  const nq = normalizeQuery(query);
  const people = new Map<string, CaseRow[]>();
  for (const row of rows) {
    if (!matchesName(nq, { first: row.first_name, middle: row.middle_name, last: row.last_name, suffix: row.suffix })) continue;
    const list = people.get(row.def_spn);
    if (list) list.push(row);
    else people.set(row.def_spn, [row]);
  }
  return { nameError: false, people: [...people].map(([spn, cases]) => ({ spn, cases })) };
}

/** The stored cases with these ids (missing ids are skipped), ordered by filing date. */
export async function loadCases(db: Db, cas: string[]): Promise<CaseRow[]> {
  if (cas.length === 0) return [];
  return db.selectFrom('cases').select(CASE_COLUMNS).where('cas', 'in', cas).orderBy('filing_date').orderBy('cas').execute();
}
