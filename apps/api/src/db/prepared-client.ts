import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * A node-postgres client that gives every parameterised statement a name (a hash of its SQL), so that
 * PostgreSQL parses and plans it once per connection and then only binds new values. Unnamed, the same few
 * statements of every request are parsed and planned again each time: measured on the case lookup, planning
 * alone was 0.25 ms of the 0.85 ms of PostgreSQL CPU a lookup cost (docs/decisions/0049-prepared-statements.md).
 *
 * - Only statements with parameters are named (the ones repeated with different values); DDL and constant
 *   statements run unnamed, as do statements longer than `MAX_NAMED_SQL` (the import's multi-row INSERTs:
 *   few, large, and not worth keeping in every connection's memory).
 * - A migration that changes a table's columns makes PostgreSQL refuse a statement prepared before it
 *   ("cached plan must not change result type", SQLSTATE 0A000), as happens on an instance still running
 *   during a rolling deploy. The client then stops naming statements on that connection and runs the
 *   statement again unnamed, so the request still succeeds.
 * - Turned off with DB_PREPARED_STATEMENTS=false for a pooler that cannot keep prepared statements
 *   (PgBouncer in transaction mode without `max_prepared_statements`); see docs/deploy.md.
 */
export class PreparedStatementClient extends pg.Client {
  #naming = true;

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const plain = pg.Client.prototype.query.bind(this) as (...args: unknown[]) => unknown;
    const query = (...args: unknown[]): unknown => {
      const [text, values, callback] = args;
      if (!this.#naming || !isNameable(text, values) || callback !== undefined) return plain(...args);
      const named = plain({ name: statementName(text), text, values }) as Promise<pg.QueryResult>;
      return named.catch((err: unknown) => {
        if (!isResultTypeChanged(err)) throw err;
        this.#naming = false;
        return plain(text, values);
      });
    };
    // node-postgres types `query` as a set of overloads; this one function serves them all by passing
    // anything it does not name through unchanged.
    this.query = query as pg.Client['query'];
  }
}

/** Longest statement given a name, in characters. */
export const MAX_NAMED_SQL = 8192;

function isNameable(text: unknown, values: unknown): text is string {
  return typeof text === 'string' && text.length <= MAX_NAMED_SQL && Array.isArray(values) && values.length > 0;
}

/** A statement's name: 27 base64url characters of the SHA-1 of its text (PostgreSQL allows 63 bytes). */
export function statementName(text: string): string {
  return createHash('sha1').update(text).digest('base64url');
}

function isResultTypeChanged(err: unknown): boolean {
  return (
    err instanceof Error &&
    (err as { code?: unknown }).code === '0A000' &&
    /cached plan must not change result type/.test(err.message)
  );
}
