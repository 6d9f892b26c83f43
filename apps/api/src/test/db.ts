import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, migrate, type DbHandle } from '../db';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new throwaway
 * database on the PostgreSQL server named by TEST_DATABASE_URL (CI runs the integration tests again that way).
 * `{ migrated: false }` leaves it empty (the migration tests).
 */
export async function testDb(opts: { migrated?: boolean } = {}): Promise<DbHandle & { url?: string }> {
  const migrated = opts.migrated ?? true;
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) {
    const handle = await createDb({ dataDir: 'memory://' });
    if (migrated) await migrate(handle.db);
    return handle;
  }
  const name = `cyr_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString() });
  if (migrated) await migrate(handle.db);
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
