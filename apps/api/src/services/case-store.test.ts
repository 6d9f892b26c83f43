import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import {
  buildCase,
  generateExtract,
  importExtract,
  MemorySink,
  type CaseRecord,
  type CaseSink,
} from '@cyr/harris-data';
import type { DbHandle } from '../db';
import type { Database } from '../db/schema';
import { testDb } from '../test/db';
import { cachedDataEndDate, caseSink, countCases, getDataEndDate, loadCases, searchPerson } from './case-store';

/**
 * The batched upsert (one JSON parameter a batch) keeps every value exactly, on PGlite and PostgreSQL, and a
 * read derives the engine input and display fields from the stored events (migration 0004).
 */
let h: DbHandle;
let records: (CaseRecord & { importId: string })[];
beforeAll(async () => {
  h = await testDb();
  const mem = new MemorySink();
  await importExtract(generateExtract({ people: 20, seed: 7, demo: false }), mem, { importId: 'imp-a' });
  records = [...mem.cases.values()];
});
afterAll(async () => {
  await h?.close();
});

describe('caseSink upsert', () => {
  it('round-trips awkward text, nulls and nested JSON, and replaces rows on conflict', async () => {
    const [a, b] = records;
    if (!a || !b) throw new Error('synthetic county too small');
    // Quotes, backslashes, braces and accents inside the stored events (the json column) and the text columns.
    const events = a.events.map((e, i) =>
      i === 0 ? { ...e, sentence: '3 "DAYS" \\ {county} jail, ÑANDÚ \u2013 ok' } : e,
    );
    const awkward = {
      ...a,
      offenseLiteral: 'POSS "CS" PG 1 \\ <1G, ÑANDÚ; it\'s {x} \u2013 ok',
      court: null,
      offenseCode: null,
      events,
    };
    await h.db.transaction().execute((trx) => caseSink(trx).upsertCases([awkward, b]));
    let rows = await loadCases(h.db, [a.cas, b.cas]);
    const got = rows.find((r) => r.cas === a.cas);
    expect(got?.offense_literal).toBe(awkward.offenseLiteral);
    expect(got?.court).toBeNull();
    const built = buildCase(JSON.parse(JSON.stringify(events)) as typeof events);
    if (!built.offered) throw new Error('the demo case is offered');
    expect(got?.display).toEqual(built.record.display);
    expect(got?.engine_case).toEqual(built.record.engineCase);
    expect(got?.engine_case.id).toBe(a.engineCase.id);
    expect(got?.def_nam).toBe(a.name.raw);
    expect(got?.first_name).toBe(a.name.first);
    const stored = await caseSink(h.db).loadEvents?.([a.cas, b.cas, 'nope']);
    expect(stored?.get(a.cas)).toEqual({ events: JSON.parse(JSON.stringify(events)), importId: 'imp-a' });
    expect(stored?.has('nope')).toBe(false);

    // the same cas again: updated in place, not duplicated
    await caseSink(h.db).upsertCases([{ ...awkward, offenseLiteral: 'CHANGED', importId: 'imp-b' }]);
    rows = await loadCases(h.db, [a.cas]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.offense_literal).toBe('CHANGED');
    expect((await caseSink(h.db).loadEvents?.([a.cas]))?.get(a.cas)?.importId).toBe('imp-b');
  });

  it('a new data end date reaches the cached reader at once in this process', async () => {
    await caseSink(h.db).setDataEndDate('2026-01-02');
    expect(await cachedDataEndDate(h.db)).toBe('2026-01-02');
    await caseSink(h.db).setDataEndDate('2026-01-03');
    expect(await cachedDataEndDate(h.db)).toBe('2026-01-03');
    expect(await getDataEndDate(h.db)).toBe('2026-01-03');
  });
});

describe('an import into an empty cases table', () => {
  let e: DbHandle;
  beforeAll(async () => {
    e = await testDb();
  });
  afterAll(async () => {
    await e?.close();
  });
  const indexes = async (): Promise<string[]> =>
    (
      await sql<{
        indexname: string;
      }>`SELECT indexname FROM pg_indexes WHERE tablename = 'cases' ORDER BY indexname`.execute(e.db)
    ).rows.map((r) => r.indexname);
  const importInto = (sinkFor: (trx: Kysely<Database>) => CaseSink) =>
    e.db
      .transaction()
      .execute((trx) => importExtract(generateExtract({ people: 300, seed: 5 }), sinkFor(trx), { batchSize: 100 }));

  it('a failed first import leaves the table empty and its indexes in place', async () => {
    let batches = 0;
    await expect(
      importInto((trx) => {
        const sink = caseSink(trx);
        return {
          ...sink,
          upsertCases: async (b) => {
            if (++batches === 3) throw new Error('disk full');
            await sink.upsertCases(b);
          },
        };
      }),
    ).rejects.toThrow('disk full');
    expect(await countCases(e.db)).toBe(0);
    expect(await indexes()).toEqual(['cases_def_spn', 'cases_pkey', 'cases_search_key']);
  });

  it('builds the search indexes once at the end, and the search finds the demo people through them', async () => {
    const summary = await importInto((trx) => caseSink(trx));
    expect(summary.cases).toBeGreaterThan(300);
    expect(await indexes()).toEqual(['cases_def_spn', 'cases_pkey', 'cases_search_key']);
    const found = await searchPerson(e.db, { firstName: 'Ana', lastName: 'Demo' }, '1990-01-01', null);
    expect(!found.nameError && found.people[0]?.cases[0]?.engine_case.offense.categories).toContain('theft');
  });

  it('a later import into the filled table keeps the indexes (and merges with what is stored)', async () => {
    const before = await countCases(e.db);
    const seen: boolean[] = [];
    await importInto((trx) => {
      const sink = caseSink(trx);
      return {
        ...sink,
        startImport: async () => {
          const r = (await sink.startImport?.()) ?? { empty: true };
          seen.push(r.empty);
          return r;
        },
      };
    });
    expect(seen).toEqual([false]);
    expect(await countCases(e.db)).toBe(before);
    expect(await indexes()).toEqual(['cases_def_spn', 'cases_pkey', 'cases_search_key']);
  });
});
