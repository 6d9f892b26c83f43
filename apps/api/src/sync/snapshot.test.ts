/**
 * The checked snapshot import (snapshot.ts) on PGlite, and on PostgreSQL with TEST_DATABASE_URL: bad files leave
 * the data in use untouched and are reported; bad rows are counted, not fatal; zip bombs are refused; lookups answer
 * from the previous data during an import; one writer at a time; a killed import changes nothing.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ExtractSource } from '@cyr/harris-data';
import { createDb, migrate, type DbHandle } from '../db';
import { countCases, getDataEndDate, searchPerson } from '../services/case-store';
import { freePort, waitFor } from '../test/net';
import { startServerProcess } from '../test/server-process';
import { testDataDir, testDb } from '../test/db';
import { importFile } from './imports';
import { decideQuarantined, importSource, ImportFailedError, listQuarantined } from './snapshot';
import { makeZip } from './testing';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const FIXTURE = path.join(ROOT, 'packages/harris-data/test-fixtures/weekly-historical-2024-sample.txt');
const sample = readFileSync(FIXTURE, 'latin1');
const [HEADER = '', ...ROWS] = sample.split('\r\n').filter((l) => l !== '');
const COLS = HEADER.split('\t');
const col = (name: string): number => COLS.indexOf(name);

/** An extract from rows (CRLF, CP1252 as latin1). */
const extract = (rows: string[]): Buffer => Buffer.from([HEADER, ...rows].join('\r\n') + '\r\n', 'latin1');
const setField = (row: string, name: string, value: string): string => {
  const f = row.split('\t');
  f[col(name)] = value;
  return f.join('\t');
};

/** The first sample person, as a lookup asks for them. */
function firstPerson(): { query: { firstName: string; lastName: string }; dob: string } {
  const f = (ROWS[0] ?? '').split('\t');
  const [last = '', first = ''] = (f[col('def_nam')] ?? '').split(',').map((s) => s.trim().split(' ')[0] ?? '');
  const d = f[col('def_dob')] ?? '';
  return { query: { firstName: first, lastName: last }, dob: `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}` };
}

describe('snapshot imports', () => {
  let h: DbHandle;
  let dir: string;
  const file = (name: string, content: Buffer): string => {
    const p = path.join(dir, name);
    writeFileSync(p, content);
    return p;
  };
  const lastImport = () =>
    h.db
      .selectFrom('imports')
      .select(['status', 'message', 'rows', 'cases', 'decision'])
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();

  beforeEach(async () => {
    h = await testDb();
    dir = mkdtempSync(path.join(os.tmpdir(), 'cyr-snap-'));
    const r = await importFile(h.db, file('Weekly_Historical_Criminal_20241123.txt', extract(ROWS)), {
      origin: 'import',
    });
    expect(r.status).toBe('ok');
    expect(await countCases(h.db)).toBe(400);
  });
  afterEach(async () => {
    await h.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const unchanged = async (): Promise<void> => {
    expect(await countCases(h.db)).toBe(400);
    expect(await getDataEndDate(h.db)).toBe('2024-11-23');
    const p = firstPerson();
    const found = await searchPerson(h.db, p.query, p.dob, '2024-11-23');
    expect(found.nameError === false && found.people.length).toBe(1);
  };

  it('a file whose every date of birth is blank is quarantined; the data in use stays', async () => {
    const blank = ROWS.map((r) => setField(r, 'def_dob', ''));
    const r = await importFile(h.db, file('Weekly_Historical_Criminal_20241130.txt', extract(blank)), {
      origin: 'import',
    });
    expect(r.status).toBe('quarantined');
    expect(r.problems.map((p) => p.check)).toEqual(expect.arrayContaining(['blank_dob', 'cases_shrink']));
    expect(r.message).toContain('the date of birth is blank on 400 of 400 rows (100.0 %; at most 5.0 % allowed)');
    expect(await lastImport()).toMatchObject({ status: 'quarantined', rows: 400 });
    await unchanged();
  });

  it("a NUL in every row of a person's case keeps her case as it was, and the report names it", async () => {
    const cas = (ROWS[0] ?? '').split('\t')[col('cas')] ?? '';
    const p = firstPerson();
    const before = await searchPerson(h.db, p.query, p.dob, '2024-11-23');
    expect(before.nameError === false && before.people.length).toBe(1);
    // Her name carries a NUL (a broken export): the row is rejected, the rest of the file reads.
    const broken = [
      setField(ROWS[0] ?? '', 'def_nam', `${(ROWS[0] ?? '').split('\t')[col('def_nam')]}\0`),
      ...ROWS.slice(1),
    ];
    const r = await importFile(h.db, file('Weekly_Historical_Criminal_20241130.txt', extract(broken)), {
      origin: 'import',
    });
    expect(r.status).toBe('ok');
    expect(r.summary?.rejectedCount).toBe(1);
    expect(r.summary?.report.rejectedCases).toMatchObject({ allRowsRejected: [cas], keptPrevious: [cas] });
    // The new data is in use, and her lookup still finds her case (its previous version).
    expect(await getDataEndDate(h.db)).toBe('2024-11-30');
    expect(await countCases(h.db)).toBe(400);
    const after = await searchPerson(h.db, p.query, p.dob, '2024-11-30');
    expect(after.nameError === false && after.people.length).toBe(1);
    // The stored report names the case for staff.
    const stored = await h.db
      .selectFrom('imports')
      .select('report')
      .where('id', '=', r.importId)
      .executeTakeFirstOrThrow();
    expect((stored.report as { rejectedCases: { keptPrevious: string[] } }).rejectedCases.keptPrevious).toEqual([cas]);
  });

  it('a quarantined file can be accepted after an import was killed (its staging table and row are cleaned first)', async () => {
    const q = await importFile(h.db, file('Weekly_Historical_Criminal_20241130.txt', extract(ROWS.slice(0, 40))), {
      origin: 'import',
    });
    expect(q.status).toBe('quarantined');
    // What a killed import leaves (the killed-import test below makes it with SIGKILL): a running row and a
    // half-filled staging table.
    await h.db
      .insertInto('imports')
      .values({
        id: 'imp-killed',
        origin: 'sync',
        file_name: 'Weekly_Historical_Criminal_20241207.zip',
        status: 'running',
      })
      .execute();
    await sql`CREATE TABLE cases_staging (LIKE cases INCLUDING DEFAULTS)`.execute(h.db);
    expect(await decideQuarantined(h.db, q.importId, 'accept')).toMatchObject({ status: 'ok' });
    expect(await countCases(h.db)).toBe(40);
    const killed = await h.db
      .selectFrom('imports')
      .select(['status', 'message'])
      .where('id', '=', 'imp-killed')
      .executeTakeFirstOrThrow();
    expect(killed.status).toBe('failed');
    expect(killed.message).toMatch(/^interrupted/);
  });

  it('a file cut to 10 % is quarantined; the data in use stays', async () => {
    const r = await importFile(h.db, file('Weekly_Historical_Criminal_20241130.txt', extract(ROWS.slice(0, 40))), {
      origin: 'import',
    });
    expect(r.status).toBe('quarantined');
    expect(r.problems.map((p) => p.check)).toEqual(['rows_shrink', 'cases_shrink', 'people_shrink']);
    expect(r.message).toContain('cases would shrink from 400 to 40 (90.0 % fewer; at most 5.0 % allowed)');
    await unchanged();
    // A person accepts it: it becomes the data in use, in one switch, and the decision is recorded.
    const [q] = await listQuarantined(h.db);
    expect(q).toMatchObject({ id: r.importId, acceptable: true, cases: 40 });
    expect(await decideQuarantined(h.db, r.importId, 'accept')).toMatchObject({ status: 'ok' });
    expect(await countCases(h.db)).toBe(40);
    expect(await getDataEndDate(h.db)).toBe('2024-11-30');
    expect(await lastImport()).toMatchObject({ status: 'ok', decision: 'accepted' });
    expect(await listQuarantined(h.db)).toEqual([]);
  });

  it('a rejected quarantine is dropped; --accept-shrink takes a smaller file at once and records it', async () => {
    const small = file('Weekly_Historical_Criminal_20241130.txt', extract(ROWS.slice(0, 40)));
    const r = await importFile(h.db, small, { origin: 'import' });
    await decideQuarantined(h.db, r.importId, 'reject');
    expect(await lastImport()).toMatchObject({ status: 'rejected', decision: 'rejected' });
    await expect(decideQuarantined(h.db, r.importId, 'accept')).rejects.toThrow(/not a quarantined import/);
    await unchanged();
    const forced = await importFile(h.db, small, { origin: 'import', acceptShrink: true });
    expect(forced.status).toBe('ok');
    expect(forced.message).toMatch(/^accepted by a person despite: rows read would shrink/);
    expect(await countCases(h.db)).toBe(40);
  });

  it('a newer quarantined import replaces an older one, whose reasons stay on record', async () => {
    const first = await importFile(h.db, file('Weekly_Historical_Criminal_20241130.txt', extract(ROWS.slice(0, 40))), {
      origin: 'import',
    });
    const second = await importFile(h.db, file('Weekly_Historical_Criminal_20241207.txt', extract(ROWS.slice(0, 80))), {
      origin: 'import',
    });
    expect([first.status, second.status]).toEqual(['quarantined', 'quarantined']);
    const old = await h.db
      .selectFrom('imports')
      .select(['status', 'decision', 'message'])
      .where('id', '=', first.importId)
      .executeTakeFirstOrThrow();
    expect(old).toMatchObject({ status: 'rejected', decision: 'replaced' });
    expect(old.message).toMatch(/cases would shrink from 400 to 40 .*\(replaced by a newer quarantined import\)$/);
    expect((await listQuarantined(h.db)).map((q) => [q.id, q.acceptable])).toEqual([[second.importId, true]]);
    await unchanged();
  });

  it('a file that is mostly one huge line is quarantined (the line is one rejected row)', async () => {
    // The line ends of 360 rows were lost: they read as one line of ~130,000 characters.
    const huge = [...ROWS.slice(0, 40), ROWS.slice(40).join('\t')];
    const r = await importFile(h.db, file('Weekly_Historical_Criminal_20241130.txt', extract(huge)), {
      origin: 'import',
    });
    expect(r.status).toBe('quarantined');
    expect(r.summary?.quality).toMatchObject({ rows: 41, acceptedRows: 40, rejectedByReason: { 'line too long': 1 } });
    expect(r.problems.map((p) => p.check)).toEqual(['rows_shrink', 'cases_shrink', 'people_shrink']);
    await unchanged();
  });

  it('a NUL character in a name rejects that row only, counted; the rest is imported', async () => {
    const rows = ROWS.map((r, i) => (i === 7 ? setField(r, 'def_nam', 'DOE,\0JANE') : r));
    const r = await importFile(h.db, file('Weekly_Historical_Criminal_20241130.txt', extract(rows)), {
      origin: 'import',
    });
    expect(r.status).toBe('ok');
    expect(r.summary).toMatchObject({ rows: 400, acceptedRows: 399, rejectedCount: 1 });
    expect(r.summary?.rejected).toEqual([{ line: 9, reason: 'NUL character' }]);
    expect(r.summary?.quality.rejectedByReason).toEqual({ 'NUL character': 1 });
    // That row was its case's only row: the case keeps its previous version (the next test).
    expect(await countCases(h.db)).toBe(400);
    expect(r.summary?.report.rejectedCases.keptPrevious).toHaveLength(1);
    expect(await getDataEndDate(h.db)).toBe('2024-11-30');
  });

  it('a zip bomb is refused before it inflates, and the refusal is recorded', async () => {
    // 64 MB of one byte deflates to about 64 KB: a ratio of about 1000 to 1.
    const bomb = makeZip('Weekly_Historical_Criminal_20241130.txt', Buffer.alloc(64 * 1024 * 1024, 0x41));
    const err = await importFile(h.db, file('Weekly_Historical_Criminal_20241130.zip', bomb), {
      origin: 'import',
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportFailedError);
    expect((err as Error).message).toMatch(/compressed \d+ to 1, over the limit of 200 to 1/);
    expect(await lastImport()).toMatchObject({ status: 'failed', message: (err as Error).message });
    await unchanged();
  });

  it('a file older than the data in use is superseded (the newest file wins by its own date)', async () => {
    const r = await importFile(h.db, file('Weekly_Historical_Criminal_20241116.txt', extract(ROWS)), {
      origin: 'import',
    });
    expect(r.status).toBe('superseded');
    expect(r.message).toContain("this file's data ends 2024-11-16, the data in use ends 2024-11-23");
    await unchanged();
  });

  it('lookups answer from the previous data during an import; a second import meanwhile is refused', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let halfway: () => void = () => undefined;
    const reached = new Promise<void>((resolve) => (halfway = resolve));
    // The new file: the same people, a later date; it stops halfway until the test lets it go on.
    const bytes = extract(ROWS);
    const cut = bytes.indexOf('\r\n', bytes.length >> 1) + 2;
    async function* paused(): AsyncGenerator<Uint8Array> {
      yield bytes.subarray(0, cut);
      halfway();
      await gate;
      yield bytes.subarray(cut);
    }
    const source: ExtractSource = { stream: paused(), name: 'Weekly_Historical_Criminal_20241130.txt', size: null };
    const running = importSource(h.db, source, { origin: 'import', fileName: source.name, batchSize: 20 });
    await reached;
    // The first batches reach the staging table while the file is still being read.
    await waitFor(async () => {
      const staged = await sql<{ n: number | null }>`SELECT (SELECT count(*)::int FROM cases_staging) AS n`
        .execute(h.db)
        .catch(() => ({ rows: [{ n: 0 }] }));
      return (staged.rows[0]?.n ?? 0) > 0;
    }, 'the first cases in the staging table');
    await unchanged();
    expect(await lastImport()).toMatchObject({ status: 'running' });
    const second = await importFile(h.db, file('Weekly_Historical_Criminal_20241201.txt', extract(ROWS)), {
      origin: 'import',
    });
    expect(second.status).toBe('refused');
    expect(second.message).toMatch(
      /another court-data import is running on this database \(import of Weekly_Historical_Criminal_20241130\.txt/,
    );
    release();
    expect((await running).status).toBe('ok');
    expect(await countCases(h.db)).toBe(400);
    expect(await getDataEndDate(h.db)).toBe('2024-11-30');
    const statuses = await h.db.selectFrom('imports').select('status').orderBy('started_at').execute();
    expect(statuses.map((s) => s.status).sort()).toEqual(['ok', 'ok', 'refused']);
  });
});

describe('a killed import', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('keeps the previous data; the next import records it as interrupted', { timeout: 180_000 }, async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cyr-kill-'));
    dirs.push(dir);
    const pg = process.env.TEST_DATABASE_URL ? await testDb() : null;
    const open = () => (pg ? Promise.resolve(pg) : createDb({ dataDir: dir }));
    let h = await open();
    await migrate(h.db);
    writeFileSync(path.join(dir, 'old.txt'), extract(ROWS));
    await importFile(h.db, path.join(dir, 'old.txt'), {
      origin: 'import',
      fileName: 'Weekly_Historical_Criminal_20241123.txt',
    });
    if (!pg) await h.close();
    const newer = path.join(dir, 'new.txt');
    writeFileSync(newer, extract(ROWS.slice(0, 300)));

    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/sync/testing-child.ts', newer], {
      cwd: ROOT,
      env: {
        ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL')),
        NODE_ENV: 'test',
        DATA_DIR: dir,
        ...(pg?.url ? { DATABASE_URL: pg.url } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        if (d.toString().includes('LOADING')) resolve();
      });
      child.on('exit', () => reject(new Error(`the import ended before it was killed:\n${out}`)));
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('close', resolve));

    h = await open();
    try {
      expect(await countCases(h.db)).toBe(400);
      expect(await getDataEndDate(h.db)).toBe('2024-11-23');
      const left = await sql<{ t: string | null }>`SELECT to_regclass('cases_staging')::text AS t`.execute(h.db);
      expect(left.rows[0]?.t).toBe('cases_staging');
      // The next import, holding the writer lock, closes the dead one's record and starts over.
      writeFileSync(path.join(dir, 'next.txt'), extract(ROWS));
      const r = await importFile(h.db, path.join(dir, 'next.txt'), {
        origin: 'import',
        fileName: 'Weekly_Historical_Criminal_20241207.txt',
      });
      expect(r.status).toBe('ok');
      const rows = await h.db
        .selectFrom('imports')
        .select(['file_name', 'status', 'message'])
        .orderBy('started_at')
        .execute();
      expect(rows.map((x) => x.status)).toEqual(['ok', 'failed', 'ok']);
      expect(rows[1]?.message).toMatch(/^interrupted: the process stopped before the import finished/);
    } finally {
      await h.close();
    }
  });
});

describe('one process per embedded database', () => {
  const runImport = (dir: string) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/import.ts', '--file', FIXTURE], {
        cwd: ROOT,
        env: {
          ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL')),
          NODE_ENV: 'test',
          DATA_DIR: dir,
        },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.on('close', (status) => resolve({ status, stdout, stderr }));
    });

  it(
    'an import while the server runs on the same DATA_DIR is refused with what to do; after the server stops it runs',
    { timeout: 240_000 },
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'cyr-lock-'));
      await testDataDir(dir);
      const port = await freePort();
      const server = await startServerProcess(
        {
          NODE_ENV: 'development',
          DATA_DIR: dir,
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          SESSION_SECRET: 'import-lock-test-'.padEnd(48, 'x'),
        },
        port,
      );
      try {
        const refused = await runImport(dir);
        expect(refused.status).toBe(1);
        expect(refused.stderr).toContain('is in use by another process (the server, an import or a sync)');
        expect(refused.stderr).toContain('stop the server');
        expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
      } finally {
        await server.stop();
      }
      try {
        const ok = await runImport(dir);
        expect(ok.status, ok.stderr).toBe(0);
        expect(ok.stdout).toContain('is now the data in use');
        const h = await createDb({ dataDir: dir });
        try {
          expect(await countCases(h.db)).toBe(400);
        } finally {
          await h.close();
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it(
    'a server stopped for 20 s while an import waits keeps its database: the import exits 1 without writing, the server serves on',
    { timeout: 240_000 },
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'cyr-freeze-'));
      await testDataDir(dir);
      const port = await freePort();
      const server = await startServerProcess(
        {
          NODE_ENV: 'development',
          DATA_DIR: dir,
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          SESSION_SECRET: 'import-freeze-test-'.padEnd(48, 'x'),
        },
        port,
      );
      try {
        // Frozen as a swapped-out or stalled machine freezes it: nothing in the process runs, no timer, no thread.
        server.child.kill('SIGSTOP');
        let importing: ReturnType<typeof runImport>;
        try {
          importing = runImport(dir);
          await new Promise((resolve) => setTimeout(resolve, 20_000));
        } finally {
          server.child.kill('SIGCONT');
        }
        const refused = await importing;
        expect(refused.status).toBe(1);
        expect(refused.stderr).toContain('is in use by another process (the server, an import or a sync)');
        expect(refused.stderr).toContain(`It is held by process ${server.child.pid}.`);
        // Thawed, the server still holds its database and answers from it (it used to find its lock taken
        // and exit with code 70).
        await new Promise((resolve) => setTimeout(resolve, 3000));
        expect(server.child.exitCode, server.output()).toBeNull();
        const health = await fetch(`${server.base}/api/health`);
        expect(health.status).toBe(200);
        const search = await fetch(`${server.base}/api/application/pre-check`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ hasCrimeOutsideTexas: false, hasCrimeBefore1990: false }),
        });
        expect(search.status).toBe(200);
      } finally {
        await server.stop();
      }
      try {
        const h = await createDb({ dataDir: dir });
        try {
          expect(await countCases(h.db)).toBe(0);
          expect(await h.db.selectFrom('imports').select('status').execute()).toEqual([]);
        } finally {
          await h.close();
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
