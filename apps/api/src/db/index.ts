import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import type { Database } from './schema';
import { migrations } from './migrations';

export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// DATE and TIMESTAMP columns come back as strings/numbers we control, not JS Dates in server time zone.
const DATE_OID = 1082;
pg.types.setTypeParser(DATE_OID, (v: string) => v);
pg.types.setTypeParser(20, (v: string) => Number(v)); // int8 counts

export interface DbOptions {
  databaseUrl?: string | undefined;
  /** Directory for the embedded database; `memory://` for an in-memory one (tests). */
  dataDir?: string;
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite (PostgreSQL in WASM) under DATA_DIR/pglite. */
export async function createDb(opts: DbOptions): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle pooled connection the server closes (restart, failover, admin termination) emits 'error' on the
    // pool; unhandled, that would crash the process. The pool drops the client and the next query reconnects.
    pool.on('error', (err) => {
      process.emitWarning(`database connection lost (${(err as { code?: string }).code ?? err.name}); the pool will reconnect`);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const dir = opts.dataDir ?? 'memory://';
  let dataDir: string | undefined;
  if (!dir.startsWith('memory://')) {
    dataDir = path.join(dir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  // Loaded only here: a server or import on PostgreSQL never holds PGlite's ~35 MB of JavaScript.
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = new PGlite(dataDir, { parsers: { [DATE_OID]: (v: string) => v, 20: (v: string) => Number(v) } });
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** Runs every pending migration; throws with the failing migration's name. */
export async function migrate(db: Db): Promise<void> {
  // Each engineer numbers migrations in their own range (0002–0099, 0100–0199, 0200–0299), so a new 0004 may
  // land after 0100 already ran on a database: run it rather than refuse to boot.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(
      `Migration ${failed?.migrationName ?? '?'} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
