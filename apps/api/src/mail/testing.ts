import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
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
import pg from 'pg';
import { migrate, type DbHandle } from '../db';
import { pgliteTemplate } from '../test/db';
import type { Database } from '../db/schema';

/** Test helpers for the mail module (not used by the server). */

export interface SmtpSink {
  port: number;
  messages: ParsedMail[];
  /** Envelope recipients of every accepted message, in order. */
  recipients: string[][];
  close(): Promise<void>;
}

/** An in-process SMTP server that accepts everything and keeps the parsed messages. */
export async function startSmtpSink(
  port = 0,
  opts: { rejectRecipient?: (addr: string) => boolean } = {},
): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const recipients: string[][] = [];
  const server = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, cb) {
      if (opts.rejectRecipient?.(address.address)) {
        const err = Object.assign(new Error('No such user here'), { responseCode: 550 });
        cb(err);
        return;
      }
      cb();
    },
    onData(stream, session, cb) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          recipients.push(session.envelope.rcptTo.map((r) => r.address));
          cb();
        },
        (err: Error) => cb(err),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    messages,
    recipients,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A TCP port that was free a moment ago. */
export async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it returns true or the deadline passes (then throws with `what`). */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
  everyMs = 20,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
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
