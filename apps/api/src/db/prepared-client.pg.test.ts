import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from './index';
import { MAX_NAMED_SQL, PreparedStatementClient, statementName } from './prepared-client';

/**
 * The prepared-statement client against a real PostgreSQL server (TEST_DATABASE_URL; `.ci/run` starts one).
 * PGlite has no wire protocol, so these tests only run here.
 */
const admin = process.env.TEST_DATABASE_URL;
if (!admin) throw new Error('TEST_DATABASE_URL must name a PostgreSQL server (see .ci/run)');

const dbName = `cyr_prepared_${randomBytes(6).toString('hex')}`;
const dbUrl = (() => {
  const url = new URL(admin);
  url.pathname = `/${dbName}`;
  return url.toString();
})();

async function onAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** A client of our kind on the test database, and the names PostgreSQL holds prepared on its connection. */
async function preparedClient(): Promise<{ client: pg.Client; names: () => Promise<string[]> }> {
  const client = new PreparedStatementClient({ connectionString: dbUrl });
  await client.connect();
  const names = async () =>
    (await client.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name')).rows.map(
      (r) => r.name,
    );
  return { client, names };
}

beforeAll(async () => {
  await onAdmin(`CREATE DATABASE ${dbName}`);
});
afterAll(async () => {
  await onAdmin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
});

describe('PreparedStatementClient', () => {
  it('prepares a statement with parameters once and runs it again with other values', async () => {
    const { client, names } = await preparedClient();
    try {
      const text = 'SELECT $1::int + 1 AS n';
      expect((await client.query<{ n: number }>(text, [1])).rows[0]?.n).toBe(2);
      expect((await client.query<{ n: number }>(text, [41])).rows[0]?.n).toBe(42);
      expect(await names()).toEqual([statementName(text)]);
    } finally {
      await client.end();
    }
  });

  it('leaves statements without parameters, and very long ones, unnamed', async () => {
    const { client, names } = await preparedClient();
    try {
      await client.query('CREATE TABLE IF NOT EXISTS unnamed_probe (id int)');
      await client.query('SELECT count(*) FROM unnamed_probe', []);
      const long = `SELECT $1::text AS t /* ${'x'.repeat(MAX_NAMED_SQL)} */`;
      expect((await client.query<{ t: string }>(long, ['ok'])).rows[0]?.t).toBe('ok');
      expect(await names()).toEqual([]);
    } finally {
      await client.end();
    }
  });

  it('still answers when a migration changed the columns of a prepared SELECT *, and stops naming', async () => {
    const { client, names } = await preparedClient();
    try {
      await client.query('CREATE TABLE people_probe (id int PRIMARY KEY, name text)');
      await client.query(`INSERT INTO people_probe VALUES (1, 'a')`);
      const text = 'SELECT * FROM people_probe WHERE id = $1';
      expect((await client.query(text, [1])).rows).toEqual([{ id: 1, name: 'a' }]);
      // Another instance's migration, as in a rolling deploy.
      const other = new pg.Client({ connectionString: dbUrl });
      await other.connect();
      await other.query(`ALTER TABLE people_probe ADD COLUMN note text NOT NULL DEFAULT 'n'`);
      await other.end();

      expect((await client.query(text, [1])).rows).toEqual([{ id: 1, name: 'a', note: 'n' }]);
      await client.query('SELECT $1::int AS n', [7]);
      expect(await names()).toEqual([statementName(text)]);
    } finally {
      await client.end();
    }
  });

  it('passes other call forms through unchanged (config objects and callbacks)', async () => {
    const { client, names } = await preparedClient();
    try {
      const viaConfig = await client.query<{ n: number }>({ text: 'SELECT $1::int AS n', values: [3] });
      expect(viaConfig.rows[0]?.n).toBe(3);
      const viaCallback = await new Promise<number | undefined>((resolve, reject) => {
        client.query<{ n: number }>('SELECT $1::int AS n', [4], (err, res) =>
          err ? reject(err) : resolve(res.rows[0]?.n),
        );
      });
      expect(viaCallback).toBe(4);
      expect(await names()).toEqual([]);
    } finally {
      await client.end();
    }
  });
});

describe('createDb on PostgreSQL', () => {
  async function preparedNamesAfterAQuery(preparedStatements: boolean): Promise<string[]> {
    const handle = await createDb({
      databaseUrl: dbUrl,
      timeouts: { statementTimeoutMs: 5000, connectTimeoutMs: 2000, poolMax: 1, preparedStatements },
    });
    try {
      await sql`SELECT ${'probe'}::text AS t`.execute(handle.db);
      // The pool has one connection, so this reads the same connection's prepared statements.
      const { rows } = await sql<{ name: string }>`SELECT name FROM pg_prepared_statements`.execute(handle.db);
      return rows.map((r) => r.name);
    } finally {
      await handle.close();
    }
  }

  it('prepares the statements Kysely sends, unless DB_PREPARED_STATEMENTS turns it off', async () => {
    expect(await preparedNamesAfterAQuery(true)).toEqual([statementName('SELECT $1::text AS t')]);
    expect(await preparedNamesAfterAQuery(false)).toEqual([]);
  });
});
