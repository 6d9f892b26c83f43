import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import {
  buildCase,
  hasLetters,
  matchesName,
  normalizeQuery,
  packEvents,
  searchKeysForQuery,
  type CaseDisplay,
  type CaseRecord,
  type CaseSink,
  type NameQuery,
  type StoredEvents,
  unpackEvents,
} from '@cyr/harris-data';
import type { EngineCase } from '@cyr/rules';
import { LIMITS } from '@cyr/schemas';
import type { Db } from '../db';
import type { CasesTable, Database } from '../db/schema';

/** The stored columns the services read; `events` is turned into `engine_case` and `display` (see `derive`). */
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
  'events',
] as const;

type StoredRow = Pick<Selectable<CasesTable>, (typeof CASE_COLUMNS)[number]>;

/** One stored case as the services read it: its columns, and the engine input and display fields of its events. */
export type CaseRow = Omit<StoredRow, 'events'> & { engine_case: EngineCase; display: CaseDisplay };
const SEARCH_SELECT = sql.join(CASE_COLUMNS.map((c) => sql.ref(c)));

/**
 * A stored row as the services read it. The engine input and the display fields are built from the stored
 * events by the same `buildCase` the importer ran (migration 0004): a case is a few events, so this costs
 * microseconds a case, and a fix to the offense classifier or the event rules reaches every stored case
 * without a re-import. A case the current rules no longer offer (say, an expunction on record) is left out.
 */
function derive(rows: readonly StoredRow[]): CaseRow[] {
  const out: CaseRow[] = [];
  for (const row of rows) {
    const built = buildCase(unpackEvents(row.events));
    if (!built.offered) continue;
    const { events: _events, ...columns } = row;
    out.push({ ...columns, engine_case: built.record.engineCase, display: built.record.display });
  }
  return out;
}

const DATA_END_KEY = 'data_end_date';

/**
 * The `cases` columns an upsert writes, in the order of the fields of `upsertCases`' lines. The three nullable
 * ones travel as '' for null (the parser never yields an empty value: blank is null).
 */
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
  'events',
  'import_id',
] as const;
const NULLABLE: ReadonlySet<string> = new Set(['court', 'filing_date', 'offense_code']);
const UPSERT_LIST = UPSERT_COLUMNS.join(', ');
const UPSERT_SELECT = UPSERT_COLUMNS.map((c, i) => (NULLABLE.has(c) ? `nullif(f[${i + 1}], '')` : `f[${i + 1}]`)).join(
  ', ',
);
const UPSERT_SET = UPSERT_COLUMNS.filter((c) => c !== 'cas')
  .map((c) => `${c} = excluded.${c}`)
  .join(', ');
/** Tabs and line ends cannot occur in a parsed extract value; anything else that carries one gets a space. */
const SEPARATOR = /[\t\n\r]/;
const SEPARATORS = /[\t\n\r]/g;
const field = (v: string | null): string => (v === null ? '' : SEPARATOR.test(v) ? v.replace(SEPARATORS, ' ') : v);

/** COPY's text format: a backslash is doubled; tabs and line ends were already replaced (`field`). */
const BACKSLASHES = /\\/g;
const copyField = (v: string | null): string => {
  const f = field(v);
  return f.includes('\\') ? f.replace(BACKSLASHES, '\\\\') : f;
};
/** A nullable column as COPY reads it: `\N` for null or blank, as the INSERT's `nullif(…, '')`. */
const copyNullable = (v: string | null): string => (v === null || v === '' ? '\\N' : copyField(v));

/** The columns `copyCaseLines` writes, in order (`updated_at` takes its default). */
export const COPY_COLUMNS = UPSERT_COLUMNS;

/**
 * Cases as the text of `COPY table (COPY_COLUMNS) FROM STDIN` (one line a case, tab-separated), the same values
 * the INSERT of `upsertCases` stores. Built where the cases are built (the import's worker thread,
 * sync/copy-import.ts), so the thread that talks to the database only passes the text on.
 */
export function copyCaseLines(batch: readonly (CaseRecord & { importId: string })[]): string {
  let out = '';
  for (const r of batch) {
    const n = r.name;
    out +=
      copyField(r.cas) +
      '\t' +
      copyField(r.causeNumber) +
      '\t' +
      copyField(r.spn) +
      '\t' +
      copyField(n.raw) +
      '\t' +
      copyField(n.last) +
      '\t' +
      copyField(n.first) +
      '\t' +
      copyField(n.middle) +
      '\t' +
      copyField(n.suffix) +
      '\t' +
      copyField(r.dob) +
      '\t' +
      copyField(r.searchKey) +
      '\t' +
      copyField(r.level) +
      '\t' +
      copyField(r.misdemeanorFelony) +
      '\t' +
      copyNullable(r.court) +
      '\t' +
      copyNullable(r.filingDate) +
      '\t' +
      copyNullable(r.offenseCode) +
      '\t' +
      copyField(r.offenseLiteral) +
      '\t' +
      copyField(r.engineCase.disposition) +
      '\t' +
      copyField(packEvents(r.events)) +
      '\t' +
      copyField(r.importId) +
      '\n';
  }
  return out;
}

/**
 * The secondary indexes of a cases table (migration 0002), by their name's suffix: `cases_search_key` on `cases`,
 * `cases_staging_search_key` on the staging table (sync/snapshot.ts). Rebuilt by `finishImport` after a load
 * into an empty table.
 */
export const SEARCH_INDEXES = [
  ['search_key', 'search_key'],
  ['def_spn', 'def_spn'],
] as const;

/** The tables that hold cases: the one lookups read, the one a snapshot import loads, a quarantined import's. */
export type CasesTableName = 'cases' | 'cases_staging' | 'cases_quarantined';

/**
 * The kysely `CaseSink` for harris-data's `importExtract(source, sink)`, writing `table` (default `cases`, the
 * one lookups read). A snapshot import writes `cases_staging` and switches it in after its checks
 * (sync/snapshot.ts); a merge into `cases` runs in a transaction
 * (`db.transaction().execute(trx => importExtract(src, caseSink(trx)))`) so a failed import leaves the
 * previous data intact.
 */
export function caseSink(db: Kysely<Database>, table: CasesTableName = 'cases'): CaseSink {
  let deferred = false;
  // The staging tables have the columns of `cases` (CREATE TABLE … LIKE cases): typed as it.
  const t = table as 'cases';
  return {
    /**
     * Into an empty table (a new database, or the first load of a county), the search indexes are dropped
     * and built once at the end, which costs the server a fraction of updating them row by row. All of it
     * is inside the import's transaction: a failed import leaves the indexes as they were. While it runs,
     * a lookup waits for it (the table had nothing to find yet) instead of answering "no cases".
     */
    async startImport(): Promise<{ empty: boolean }> {
      const { rows } = await sql<{
        empty: boolean;
      }>`SELECT NOT EXISTS (SELECT 1 FROM ${sql.table(table)}) AS empty`.execute(db);
      const empty = rows[0]?.empty === true;
      if (empty) {
        for (const [suffix] of SEARCH_INDEXES)
          await sql`DROP INDEX IF EXISTS ${sql.ref(`${table}_${suffix}`)}`.execute(db);
        deferred = true;
      }
      return { empty };
    },

    async finishImport(): Promise<void> {
      if (!deferred) return;
      for (const [suffix, column] of SEARCH_INDEXES)
        await sql`CREATE INDEX IF NOT EXISTS ${sql.ref(`${table}_${suffix}`)} ON ${sql.table(table)} (${sql.ref(column)})`.execute(
          db,
        );
      deferred = false;
    },

    async loadEvents(cas: string[]): Promise<Map<string, StoredEvents>> {
      const out = new Map<string, StoredEvents>();
      if (cas.length === 0) return out;
      const rows = await db
        .selectFrom(t)
        .select(['cas', 'events', 'import_id'])
        .where('cas', '=', sql<string>`any(${sql.val(cas)}::text[])`)
        .execute();
      for (const r of rows) out.set(r.cas, { events: unpackEvents(r.events), importId: r.import_id });
      return out;
    },

    async upsertCases(batch: (CaseRecord & { importId: string })[]): Promise<void> {
      if (batch.length === 0) return;
      // One statement and one text parameter per batch, whatever its size: one line a case, its fields
      // separated by tabs (the events as harris-data's packEvents JSON, which never holds a raw tab or line
      // end), split on the server by string_to_table/string_to_array. Measured on PostgreSQL 15 (packages/harris-data/README.md,
      // "Benchmark"): ~2 µs a case to split, against ~19 µs for json_to_recordset and more for a jsonb array;
      // a multi-row VALUES list needs ~19 parameters a case, and unnest(text[]…) escapes array literals here.
      const lines = new Array<string>(batch.length);
      for (let i = 0; i < batch.length; i++) {
        const r = batch[i] as CaseRecord & { importId: string };
        const n = r.name;
        lines[i] = [
          field(r.cas),
          field(r.causeNumber),
          field(r.spn),
          field(n.raw),
          field(n.last),
          field(n.first),
          field(n.middle),
          field(n.suffix),
          field(r.dob),
          field(r.searchKey),
          field(r.level),
          field(r.misdemeanorFelony),
          field(r.court),
          field(r.filingDate),
          field(r.offenseCode),
          field(r.offenseLiteral),
          field(r.engineCase.disposition),
          packEvents(r.events),
          field(r.importId),
        ].join('\t');
      }
      // OFFSET 0 keeps the split array one value a row (otherwise each f[i] would split the line again).
      await sql`INSERT INTO ${sql.table(table)} (${sql.raw(UPSERT_LIST)}, updated_at)
        SELECT ${sql.raw(UPSERT_SELECT)}, now()
        FROM (SELECT string_to_array(line, chr(9)) AS f FROM string_to_table(${lines.join('\n')}::text, chr(10)) AS line OFFSET 0) AS x
        ON CONFLICT (cas) DO UPDATE SET ${sql.raw(UPSERT_SET)}, updated_at = now()`.execute(db);
    },

    async deleteCases(cas: string[]): Promise<void> {
      if (cas.length === 0) return;
      await db
        .deleteFrom(t)
        .where('cas', '=', sql<string>`any(${sql.val(cas)}::text[])`)
        .execute();
    },

    async deleteNotImportedIn(importId: string): Promise<number> {
      const res = await db.deleteFrom(t).where('import_id', '<>', importId).executeTakeFirst();
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
 * The search's one SQL statement (`searchPerson`): the rows of these search keys (`searchKeysForQuery`) and date
 * of birth a person may be shown. Written as SQL rather than through the query builder: this is the hottest query
 * of the site (every lookup), and building it per request cost more CPU than running it. Exported for
 * `bench:county`, which times `searchPerson` and shows this statement's plan.
 */
export function personSearchQuery(
  keys: readonly string[],
  dob: string,
  dataEndDate: string | null,
): RawBuilder<StoredRow> {
  return sql<StoredRow>`
    select ${SEARCH_SELECT} from cases
    where search_key in (${sql.join(keys)}) and dob = ${dob} and level <> 'MC'
      and (filing_date is null or (filing_date >= ${LIMITS.lookupStartDate}${
        dataEndDate ? sql` and filing_date <= ${dataEndDate}` : sql``
      }))
    order by def_spn, filing_date, cas`;
}

/**
 * Person search per the API contract: rows whose `search_key` is one of the query's last names with the
 * date of birth, then harris-data's name rules (first/alias names, middle name and suffix narrowing).
 * Class C and pre-1990 cases are never returned; neither are cases filed after the data end date.
 */
export async function searchPerson(
  db: Db,
  query: NameQuery,
  dob: string,
  dataEndDate: string | null,
): Promise<PersonSearchResult> {
  if (!hasLetters(query.firstName) || !hasLetters(query.lastName)) return { nameError: true };
  const keys = searchKeysForQuery(query, dob);
  if (keys.length === 0) return { nameError: false, people: [] };
  const { rows: stored } = await personSearchQuery(keys, dob, dataEndDate).execute(db);
  const nq = normalizeQuery(query);
  const people = new Map<string, CaseRow[]>();
  const matched = stored.filter((row) =>
    matchesName(nq, { first: row.first_name, middle: row.middle_name, last: row.last_name, suffix: row.suffix }),
  );
  for (const row of derive(matched)) {
    const list = people.get(row.def_spn);
    if (list) list.push(row);
    else people.set(row.def_spn, [row]);
  }
  return { nameError: false, people: [...people].map(([spn, cases]) => ({ spn, cases })) };
}

/** The stored cases with these ids (missing ids are skipped), ordered by filing date. */
export async function loadCases(db: Db, cas: string[]): Promise<CaseRow[]> {
  if (cas.length === 0) return [];
  return derive(
    await db
      .selectFrom('cases')
      .select(CASE_COLUMNS)
      .where('cas', 'in', cas)
      .orderBy('filing_date')
      .orderBy('cas')
      .execute(),
  );
}
