import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PGliteDialect, PostgresDialect, type LogEvent } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import pg from 'pg';
import type { Database } from './schema';
import { migrations } from './migrations';
import { PreparedStatementClient } from './prepared-client';
import { lockDataDir } from './data-dir-lock';

export { DataDirBusyError } from './data-dir-lock';

export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Whether the database answers, as the last queries saw it (see DbStatus). Absent on hand-made handles. */
  status?: DbStatus;
  close(): Promise<void>;
}

/** Where DbStatus reports outages (the app's logger once it exists). */
export interface DbStatusLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** Error codes of node's sockets and of PostgreSQL (classes 08, 53, 57) that mean "the database is not answering". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01', // admin_shutdown: pg_terminate_backend, a failover, a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '57P05', // idle_session_timeout
  '57014', // query_canceled: statement_timeout
  '53300', // too_many_connections
  '25P03', // idle_in_transaction_session_timeout
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|terminating connection|Client was closed|connection timeout|Connection ended/i;

/**
 * True when `err` says the database could not be reached or gave up on us (a dropped connection, a
 * timeout, a server shutting down), as opposed to a fault in what we asked it.
 */
export function isDbUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return UNAVAILABLE_MESSAGES.test(err.message);
}

/**
 * The database's availability as the queries see it. Logs one warning when it stops answering and one when it
 * answers again (with how many failures in between), never one line per failed request. It counts as back
 * once a query succeeds with no failure for `settleMs`: while connections are being dropped one by one,
 * successes on the others do not make the state flap.
 */
export class DbStatus {
  private down = false;
  private failures = 0;
  private since = 0;
  private lastFailure = 0;
  private firstCode = '';
  log: DbStatusLog | null = null;

  constructor(private readonly settleMs = 1000) {}

  get available(): boolean {
    return !this.down;
  }

  /** A query or connection failed because the database did not answer. */
  failed(err: unknown): void {
    this.failures++;
    this.lastFailure = Date.now();
    if (this.down) return;
    this.down = true;
    this.since = this.lastFailure;
    const code =
      err instanceof Error ? String((err as { code?: unknown }).code ?? err.message.slice(0, 80)) : 'unknown';
    this.firstCode = code;
    this.log?.warn({ db: 'unavailable', cause: code }, 'database unavailable: answering 503 until it is back');
  }

  /** A query succeeded. */
  succeeded(): void {
    if (!this.down) return;
    const now = Date.now();
    if (now - this.lastFailure < this.settleMs) return;
    this.down = false;
    this.log?.warn(
      { db: 'available', failures: this.failures, downMs: now - this.since, cause: this.firstCode },
      'database available again',
    );
    this.failures = 0;
  }
}

export interface DbTimeouts {
  /** PostgreSQL's statement_timeout; the client also gives up when the server is silent one second longer. */
  statementTimeoutMs: number;
  /** Longest wait for a pooled connection, including opening a new one. */
  connectTimeoutMs: number;
  poolMax: number;
  /** Name parameterised statements so PostgreSQL plans them once per connection (DB_PREPARED_STATEMENTS). */
  preparedStatements: boolean;
}

// DATE and TIMESTAMP columns come back as strings/numbers we control, not JS Dates in server time zone.
const DATE_OID = 1082;
pg.types.setTypeParser(DATE_OID, (v: string) => v);
pg.types.setTypeParser(20, (v: string) => Number(v)); // int8 counts

export interface DbOptions {
  databaseUrl?: string | undefined;
  /** Directory for the embedded database; `memory://` for an in-memory one (tests). */
  dataDir?: string;
  /** An embedded database's files to start from (PGlite `dumpDataDir()`; the tests' migrated template). */
  loadDataDir?: Blob | undefined;
  /** PostgreSQL timeouts and pool settings (the server sets them; one-off tools such as the import run without). */
  timeouts?: DbTimeouts | undefined;
  /**
   * PGlite on disk: how long to wait for another process's lock on DATA_DIR before refusing (default 3 s; an
   * owner that is exiting lets go within it). The lock is held while its owner lives (db/data-dir-lock.ts).
   */
  lockWaitMs?: number;
}

/** The pg pool behind a PostgreSQL database handle's Kysely (for COPY, which Kysely does not speak). */
const pools = new WeakMap<Db, pg.Pool>();

/** The pg pool of a database opened by `createDb` on PostgreSQL; null on PGlite or for another Kysely. */
export function pgPoolOf(db: Db): pg.Pool | null {
  return pools.get(db) ?? null;
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite (PostgreSQL in WASM) under DATA_DIR/pglite. */
export async function createDb(opts: DbOptions): Promise<DbHandle> {
  const status = new DbStatus();
  // Every query reports to the status: a success ends an outage, an unreachable database starts one.
  const log = (event: LogEvent) => {
    if (event.level === 'query') status.succeeded();
    else if (isDbUnavailable(event.error)) status.failed(event.error);
  };
  if (opts.databaseUrl) {
    const t = opts.timeouts;
    const pool = new pg.Pool({
      // Prepared statements (prepared-client.ts) unless a server sets DB_PREPARED_STATEMENTS=false; tools that
      // pass no timeouts (the import) prepare too.
      Client: (t?.preparedStatements ?? true) ? PreparedStatementClient : pg.Client,
      connectionString: opts.databaseUrl,
      max: t?.poolMax ?? 10,
      keepAlive: true,
      ...(t
        ? {
            connectionTimeoutMillis: t.connectTimeoutMs,
            statement_timeout: t.statementTimeoutMs,
            // A frozen or unreachable server never answers a statement_timeout: the client gives up itself.
            query_timeout: t.statementTimeoutMs + 1000,
            lock_timeout: t.statementTimeoutMs,
            idle_in_transaction_session_timeout: t.statementTimeoutMs * 2,
          }
        : {}),
    });
    // A connection the server closes (restart, failover, pg_terminate_backend) emits 'error' on its client,
    // whether it is idle in the pool or checked out by a request between two queries. Unhandled, that event
    // ends the process; handled, the failed query answers 503 and the pool opens a new connection next time.
    pool.on('error', (err) => status.failed(err));
    pool.on('connect', (client) => {
      client.on('error', (err) => status.failed(err));
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    pools.set(db, pool);
    return { db, kind: 'postgres', status, close: () => db.destroy() };
  }
  const dir = opts.dataDir ?? 'memory://';
  let dataDir: string | undefined;
  let unlock: (() => void) | null = null;
  if (!dir.startsWith('memory://')) {
    dataDir = path.join(dir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
    unlock = await lockDataDir(path.join(dir, 'pglite.owner'), opts.lockWaitMs ?? 3000);
  }
  try {
    // Loaded only here: a server or import on PostgreSQL never holds PGlite's ~35 MB of JavaScript.
    const { PGlite } = await import('@electric-sql/pglite');
    // One options object: PGlite reads `loadDataDir` only there, not after a data directory argument.
    const pglite = new PGlite({
      ...(dataDir ? { dataDir } : {}),
      parsers: { [DATE_OID]: (v: string) => v, 20: (v: string) => Number(v) },
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    });
    await pglite.waitReady;
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), log });
    return {
      db,
      kind: 'pglite',
      status,
      close: async () => {
        try {
          await db.destroy();
          if (!pglite.closed) await pglite.close();
        } finally {
          const release = unlock;
          unlock = null;
          release?.();
        }
      },
    };
  } catch (err) {
    unlock?.();
    throw err;
  }
}

/** Runs a migrator to the latest migration; throws with the failing migration's name. */
async function runMigrator(migrator: Migrator): Promise<void> {
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(
      `Migration ${failed?.migrationName ?? '?'} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

const provide = (list: Record<string, Migration>) => ({ getMigrations: () => Promise.resolve(list) });

/**
 * Runs every pending migration of the sequence in order (docs/decisions/0046-migrations-in-one-sequence.md);
 * a database whose recorded migrations are not a prefix of the sequence is refused, naming the migration.
 */
export async function migrate(db: Db): Promise<void> {
  await runMigrator(new Migrator({ db, provider: provide(migrations), allowUnorderedMigrations: false }));
}
