/**
 * Two imports racing on one PostgreSQL database, as two processes would (each with its own pool): the writer
 * lock lets one run at a time, and the newest file wins by its own date whichever finishes last. Needs
 * TEST_DATABASE_URL (apps/api/src/test/postgres.config.ts).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../db';
import { countCases, getDataEndDate, searchPerson } from '../services/case-store';
import { testDb } from '../test/db';
import { importFile } from './imports';
import { importSource } from './snapshot';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const sample = readFileSync(path.join(ROOT, 'packages/harris-data/test-fixtures/weekly-historical-2024-sample.txt'));

describe('racing imports on PostgreSQL', () => {
  let main: DbHandle & { url?: string };
  let other: DbHandle;
  let dir: string;
  const older = () => path.join(dir, 'Weekly_Historical_Criminal_20241123.txt');
  const newer = () => path.join(dir, 'Weekly_Historical_Criminal_20241130.txt');

  beforeAll(async () => {
    main = await testDb();
    other = await createDb({ databaseUrl: main.url });
    dir = mkdtempSync(path.join(os.tmpdir(), 'cyr-race-'));
    const lines = sample.toString('latin1').split('\r\n');
    writeFileSync(older(), sample);
    // The newer file holds 390 of the 400 cases (within the checks' 5 %), so which one is in use can be seen.
    writeFileSync(newer(), Buffer.from([lines[0], ...lines.slice(11)].join('\r\n'), 'latin1'));
  });
  afterAll(async () => {
    await other.close();
    await main.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const statuses = async () =>
    (await main.db.selectFrom('imports').select(['file_name', 'status']).orderBy('started_at').execute()).map(
      (r) => `${r.file_name.slice(27, 35)} ${r.status}`,
    );

  /** Starts an import of `file` on `db` that stops halfway until `release()`; resolves once it is halfway. */
  async function pausedImport(db: DbHandle, file: string) {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let halfway: () => void = () => undefined;
    const reached = new Promise<void>((resolve) => (halfway = resolve));
    const bytes = readFileSync(file);
    const cut = bytes.indexOf('\r\n', bytes.length >> 1) + 2;
    async function* paused(): AsyncGenerator<Uint8Array> {
      yield bytes.subarray(0, cut);
      halfway();
      await gate;
      yield bytes.subarray(cut);
    }
    const name = path.basename(file);
    const done = importSource(db.db, { stream: paused(), name, size: null }, { origin: 'import', fileName: name });
    await reached;
    return { done, release };
  }

  it('an older file that waited for a newer one is superseded, not switched in after it', async () => {
    const first = await pausedImport(main, newer());
    const second = importFile(other.db, older(), { origin: 'import', lockWaitMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    first.release();
    expect((await first.done).status).toBe('ok');
    const late = await second;
    expect(late.status).toBe('superseded');
    expect(late.message).toContain("this file's data ends 2024-11-23, the data in use ends 2024-11-30");
    expect(await countCases(main.db)).toBe(390);
    expect(await getDataEndDate(main.db)).toBe('2024-11-30');
  });

  it('a newer file that waited for an older one replaces it when its turn comes', async () => {
    // A fresh start: the older file in use first.
    await main.db.deleteFrom('imports').execute();
    const first = await pausedImport(main, older());
    const second = importFile(other.db, newer(), { origin: 'import', lockWaitMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    first.release();
    expect((await first.done).status).toBe('ok');
    expect((await second).status).toBe('ok');
    expect(await countCases(main.db)).toBe(390);
    expect(await getDataEndDate(main.db)).toBe('2024-11-30');
    expect(await statuses()).toEqual(['20241123 ok', '20241130 ok']);
  });

  it("a server's prepared lookups keep answering across a switch (the new table is planned again)", async () => {
    // As the server connects: prepared statements, statement and lock timeouts.
    const served = await createDb({
      databaseUrl: main.url,
      timeouts: { statementTimeoutMs: 5000, connectTimeoutMs: 2000, poolMax: 1, preparedStatements: true },
    });
    try {
      const lines = sample.toString('latin1').split('\r\n');
      const f = (lines[20] ?? '').split('\t');
      const cols = (lines[0] ?? '').split('\t');
      const [last = '', first = ''] = (f[cols.indexOf('def_nam')] ?? '')
        .split(',')
        .map((x) => x.trim().split(' ')[0] ?? '');
      const d = f[cols.indexOf('def_dob')] ?? '';
      const dob = `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;
      const look = async () => {
        const r = await searchPerson(served.db, { firstName: first, lastName: last }, dob, null);
        return r.nameError ? -1 : r.people.length;
      };
      expect(await look()).toBe(1);
      expect(await look()).toBe(1); // prepared by now
      const r = await importFile(main.db, newer(), {
        origin: 'import',
        fileName: 'Weekly_Historical_Criminal_20241130.txt',
      });
      expect(r.status).toBe('ok');
      expect(await look()).toBe(1);
      expect(await look()).toBe(1);
    } finally {
      await served.close();
    }
  });

  it('without waiting, an import while another runs is refused and recorded', async () => {
    const first = await pausedImport(main, newer());
    const refused = await importFile(other.db, newer(), { origin: 'import' });
    expect(refused.status).toBe('refused');
    expect(refused.message).toMatch(
      /^another court-data import is running on this database \(import of Weekly_Historical_Criminal_20241130\.txt/,
    );
    first.release();
    expect((await first.done).status).toBe('ok');
    expect((await statuses()).slice(-2).sort()).toEqual(['20241130 ok', '20241130 refused']);
  });
});

describe('a snapshot import loaded by COPY on PostgreSQL (copy-import.ts)', () => {
  let byCopy: DbHandle & { url?: string };
  let byInsert: DbHandle;
  let dir: string;

  beforeAll(async () => {
    byCopy = await testDb();
    byInsert = await testDb();
    dir = mkdtempSync(path.join(os.tmpdir(), 'cyr-copy-'));
  });
  afterAll(async () => {
    await byInsert.close();
    await byCopy.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Every stored column but the time it was written and the import's id, ordered by case. */
  const stored = (db: DbHandle) =>
    db.db
      .selectFrom('cases')
      .select([
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
      ])
      .orderBy('cas')
      .execute();

  it('stores exactly what the INSERT path stores, a case whose rows lie apart and a backslash included', async () => {
    const lines = sample.toString('latin1').split('\r\n');
    const header = lines[0] ?? '';
    const rows = lines.slice(1).filter((l) => l !== '');
    const cols = header.split('\t');
    // A backslash in an offense literal (COPY's escape character) and a case's second row at the end of the file.
    const lit = cols.indexOf('curr_off_lit');
    const withBackslash = rows.map((r, i) => {
      if (i !== 3) return r;
      const f = r.split('\t');
      f[lit] = `${f[lit] ?? ''} A\\B`;
      return f.join('\t');
    });
    const content = Buffer.from([header, ...withBackslash, rows[0]].join('\r\n') + '\r\n', 'latin1');
    const file = path.join(dir, 'Weekly_Historical_Criminal_20241123.txt');
    writeFileSync(file, content);

    // Batches of 120 cases: each COPY's text is encoded in pieces into a buffer that grows, and handed back.
    const copied = await importFile(byCopy.db, file, { origin: 'import', batchSize: 120 });
    expect(copied.status).toBe('ok');
    // The same bytes as a stream: no file on disk, so the INSERT path of the importer.
    const inserted = await importSource(
      byInsert.db,
      {
        stream: (async function* () {
          yield content;
        })(),
        name: path.basename(file),
        size: content.length,
      },
      { origin: 'import', fileName: path.basename(file), batchSize: 120 },
    );
    expect(inserted.status).toBe('ok');
    expect(copied.summary?.cases).toBe(400);
    expect(copied.summary).toMatchObject({
      rows: inserted.summary?.rows,
      cases: inserted.summary?.cases,
      people: inserted.summary?.people,
    });
    const a = await stored(byCopy);
    const b = await stored(byInsert);
    expect(a).toHaveLength(400);
    expect(a).toEqual(b);
    expect(a.some((r) => r.offense_literal.endsWith('A\\B'))).toBe(true);
    // The search indexes were built after the load, under the names lookups and the next switch expect.
    const { rows: indexes } = await sql<{ indexname: string }>`
      select indexname from pg_indexes where tablename = 'cases' order by indexname`.execute(byCopy.db);
    expect(indexes.map((r) => r.indexname)).toEqual(['cases_def_spn', 'cases_pkey', 'cases_search_key']);
  });
});
