import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, migrate, type DbHandle } from '../db';
import type { DbTemplate } from './global-setup';

/** Each template file read once per worker. */
const blobs = new Map<string, Promise<Blob>>();
function templateBlob(file: string): Promise<Blob> {
  let blob = blobs.get(file);
  if (!blob) {
    blob = readFile(file).then((bytes) => new Blob([bytes]));
    blobs.set(file, blob);
  }
  return blob;
}

/** The migrated PGlite data directory of this run (a PGlite `loadDataDir`), or undefined without one. */
export async function pgliteTemplate(): Promise<Blob | undefined> {
  const template: DbTemplate | undefined = inject('cyrDbTemplate');
  return template?.kind === 'pglite' ? templateBlob(template.migratedFile) : undefined;
}

/**
 * Makes `dataDir` (a DATA_DIR) hold a migrated embedded database copied from the template, so a server
 * process or `createDb({ dataDir })` started on it finds its database ready instead of creating one.
 */
export async function testDataDir(dataDir: string): Promise<void> {
  const handle = await createDb({ dataDir, loadDataDir: await pgliteTemplate() });
  try {
    await migrate(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new throwaway
 * database on the PostgreSQL server named by TEST_DATABASE_URL. Both are copies of the database the run's
 * global setup migrated once (./global-setup.ts); without it (another vitest config) the database is
 * migrated here. `{ migrated: false }` leaves it empty (the migration tests).
 */
export async function testDb(opts: { migrated?: boolean } = {}): Promise<DbHandle & { url?: string }> {
  const migrated = opts.migrated ?? true;
  const template: DbTemplate | undefined = inject('cyrDbTemplate');
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) {
    const file = template?.kind === 'pglite' ? (migrated ? template.migratedFile : template.emptyFile) : undefined;
    const handle = await createDb({ dataDir: 'memory://', loadDataDir: file ? await templateBlob(file) : undefined });
    if (migrated && !file) await migrate(handle.db);
    return handle;
  }
  const fromTemplate = migrated && template?.kind === 'postgres' ? template.migratedDatabase : null;
  const name = `cyr_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}${fromTemplate ? ` TEMPLATE ${fromTemplate}` : ''}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString() });
  if (migrated && !fromTemplate) await migrate(handle.db);
  return {
    ...handle,
    url: url.toString(),
    kind: 'postgres',
    close: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
