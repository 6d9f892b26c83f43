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

const DATA_END_KEY = 'data_end_date';

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
        .where('cas', 'in', cas)
        .execute();
      for (const r of rows) out.set(r.cas, { events: r.events as CaseEvent[], importId: r.import_id });
      return out;
    },

    async upsertCases(batch: (CaseRecord & { importId: string })[]): Promise<void> {
      if (batch.length === 0) return;
      // ~22 parameters a row: 1,000 rows stay well under PostgreSQL's 65,535-parameter limit.
      for (let i = 0; i < batch.length; i += 1000) {
        const values = batch.slice(i, i + 1000).map((r) => ({
          cas: r.cas,
          cause_number: r.causeNumber,
          def_spn: r.spn,
          def_nam: r.name.raw,
          last_name: r.name.last,
          first_name: r.name.first,
          middle_name: r.name.middle,
          suffix: r.name.suffix,
          dob: r.dob,
          search_key: r.searchKey,
          level: r.level,
          misdemeanor_felony: r.misdemeanorFelony,
          court: r.court,
          filing_date: r.filingDate,
          offense_code: r.offenseCode,
          offense_literal: r.offenseLiteral,
          disposition: r.engineCase.disposition,
          engine_case: JSON.stringify(r.engineCase),
          display: JSON.stringify(r.display),
          events: JSON.stringify(r.events),
          import_id: r.importId,
        }));
        await db
          .insertInto('cases')
          .values(values)
          .onConflict((oc) =>
            oc.column('cas').doUpdateSet((eb) => ({
              cause_number: eb.ref('excluded.cause_number'),
              def_spn: eb.ref('excluded.def_spn'),
              def_nam: eb.ref('excluded.def_nam'),
              last_name: eb.ref('excluded.last_name'),
              first_name: eb.ref('excluded.first_name'),
              middle_name: eb.ref('excluded.middle_name'),
              suffix: eb.ref('excluded.suffix'),
              dob: eb.ref('excluded.dob'),
              search_key: eb.ref('excluded.search_key'),
              level: eb.ref('excluded.level'),
              misdemeanor_felony: eb.ref('excluded.misdemeanor_felony'),
              court: eb.ref('excluded.court'),
              filing_date: eb.ref('excluded.filing_date'),
              offense_code: eb.ref('excluded.offense_code'),
              offense_literal: eb.ref('excluded.offense_literal'),
              disposition: eb.ref('excluded.disposition'),
              engine_case: eb.ref('excluded.engine_case'),
              display: eb.ref('excluded.display'),
              events: eb.ref('excluded.events'),
              import_id: eb.ref('excluded.import_id'),
              updated_at: sql<string>`now()`,
            })),
          )
          .execute();
      }
    },

    async deleteCases(cas: string[]): Promise<void> {
      if (cas.length === 0) return;
      await db.deleteFrom('cases').where('cas', 'in', cas).execute();
    },

    async deleteNotImportedIn(importId: string): Promise<number> {
      const res = await db.deleteFrom('cases').where('import_id', '<>', importId).executeTakeFirst();
      return Number(res.numDeletedRows);
    },

    async setDataEndDate(date: string): Promise<void> {
      await db
        .insertInto('data_meta')
        .values({ key: DATA_END_KEY, value: date })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: date, updated_at: sql<string>`now()` }))
        .execute();
    },
  };
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
  let q = db
    .selectFrom('cases')
    .select(CASE_COLUMNS)
    .where('search_key', 'in', keys)
    .where('dob', '=', dob)
    .where('level', '<>', 'MC')
    .where((eb) => eb.or([eb('filing_date', 'is', null), eb('filing_date', '>=', LIMITS.lookupStartDate)]));
  if (dataEndDate) q = q.where((eb) => eb.or([eb('filing_date', 'is', null), eb('filing_date', '<=', dataEndDate)]));
  const rows = await q.orderBy('def_spn').orderBy('filing_date').orderBy('cas').execute();
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
