import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import {
  Kysely,
  PGliteDialect,
  PostgresDialect,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type TransactionSettings,
} from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { createDb, migrate, type DbHandle } from '../db';
import type { Database } from '../db/schema';
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

/** Wraps a driver so that every query fails while `state.down` (as a dropped database connection would). */
class FlakyDriver implements Driver {
  private readonly inners = new WeakMap<DatabaseConnection, DatabaseConnection>();
  constructor(
    private readonly inner: Driver,
    private readonly state: { down: boolean },
  ) {}
  private unwrap(c: DatabaseConnection): DatabaseConnection {
    return this.inners.get(c) ?? c;
  }
  init() {
    return this.inner.init();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    const conn = await this.inner.acquireConnection();
    const state = this.state;
    const wrapped: DatabaseConnection = {
      executeQuery: (q) =>
        state.down
          ? Promise.reject(new Error('connect ECONNREFUSED (simulated database outage)'))
          : conn.executeQuery(q),
      streamQuery: (q, chunk) => conn.streamQuery(q, chunk),
    };
    this.inners.set(wrapped, conn);
    return wrapped;
  }
  beginTransaction(c: DatabaseConnection, s: TransactionSettings) {
    if (this.state.down) return Promise.reject(new Error('connect ECONNREFUSED (simulated database outage)'));
    return this.inner.beginTransaction(this.unwrap(c), s);
  }
  commitTransaction(c: DatabaseConnection) {
    return this.inner.commitTransaction(this.unwrap(c));
  }
  rollbackTransaction(c: DatabaseConnection) {
    return this.inner.rollbackTransaction(this.unwrap(c));
  }
  releaseConnection(c: DatabaseConnection) {
    return this.inner.releaseConnection(this.unwrap(c));
  }
  destroy() {
    return this.inner.destroy();
  }
}

/**
 * A migrated database whose connection can be switched off and on (`state.down`), to test how routes
 * behave while the database is unreachable. PGlite in memory, or a database on TEST_DATABASE_URL's server
 * when `url` (from testDb) is given.
 */
export async function flakyDb(url?: string): Promise<DbHandle & { state: { down: boolean } }> {
  const state = { down: false };
  let inner: Dialect;
  let closeExtra: () => Promise<void> = () => Promise.resolve();
  if (url) {
    inner = new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 4 }) });
  } else {
    const template = await pgliteTemplate();
    const pglite = new PGlite(template ? { loadDataDir: template } : {});
    await pglite.waitReady;
    inner = new PGliteDialect({ pglite });
    closeExtra = async () => {
      if (!pglite.closed) await pglite.close();
    };
  }
  const dialect: Dialect = {
    createAdapter: () => inner.createAdapter(),
    createDriver: () => new FlakyDriver(inner.createDriver(), state),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createIntrospector: (db) => inner.createIntrospector(db),
  };
  const db = new Kysely<Database>({ dialect });
  await migrate(db);
  return {
    db,
    kind: url ? 'postgres' : 'pglite',
    state,
    close: async () => {
      state.down = false;
      await db.destroy();
      await closeExtra();
    },
  };
}
