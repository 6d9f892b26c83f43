import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PGliteDialect } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb, migrate } from '../db';
import type { Database } from '../db/schema';

/**
 * Where `testDb()` copies its databases from: on PGlite, the data directory of a new database before and after
 * the migrations (tarballs of PGlite's `dumpDataDir()`); on PostgreSQL (TEST_DATABASE_URL), a migrated
 * database every test database is created from with `CREATE DATABASE … TEMPLATE`.
 */
export type DbTemplate =
  { kind: 'pglite'; emptyFile: string; migratedFile: string } | { kind: 'postgres'; migratedDatabase: string };

declare module 'vitest' {
  export interface ProvidedContext {
    cyrDbTemplate: DbTemplate;
  }
}

async function adminQuery(admin: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/**
 * Vitest global setup of the database-backed projects: creates and migrates one database per run (a new
 * PGlite takes seconds to initialise on a busy machine; loading a dumped one a fraction of that), hands its
 * location to the test files (`inject('cyrDbTemplate')`), and removes it when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const admin = process.env.TEST_DATABASE_URL;
  if (admin) {
    const name = `cyr_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(admin, `CREATE DATABASE ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    const handle = await createDb({ databaseUrl: url.toString() });
    try {
      await migrate(handle.db);
    } finally {
      // A template database must have no connection while databases are created from it.
      await handle.close();
    }
    project.provide('cyrDbTemplate', { kind: 'postgres', migratedDatabase: name });
    return () => adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'cyr-test-db-'));
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = new PGlite();
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  try {
    const emptyFile = path.join(dir, 'empty.tar');
    writeFileSync(emptyFile, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    await migrate(db);
    const migratedFile = path.join(dir, 'migrated.tar');
    writeFileSync(migratedFile, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    project.provide('cyrDbTemplate', { kind: 'pglite', emptyFile, migratedFile });
  } finally {
    await db.destroy();
    if (!pglite.closed) await pglite.close();
  }
  return () => Promise.resolve(rmSync(dir, { recursive: true, force: true }));
}
