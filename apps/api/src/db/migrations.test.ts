import { sql } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { migrate, type Db } from '.';
import { testDb } from '../test/db';
import { MIGRATION_SEQUENCE, UNORDERED_ERA } from './migrations';

/** The names of the sequence, in order. */
const NAMES = MIGRATION_SEQUENCE.map(([name]) => name);

/** Migrates `db` the way every earlier release did: the given migrations, out of order allowed. */
async function migrateAsBefore(db: Db, names: string[]): Promise<void> {
  const list: Record<string, Migration> = Object.fromEntries(MIGRATION_SEQUENCE.filter(([n]) => names.includes(n)));
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(list) },
    allowUnorderedMigrations: true,
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** Recorded migration names in the order Kysely reads them. */
async function recorded(db: Db): Promise<string[]> {
  const rows = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY "timestamp", name`.execute(db);
  return rows.rows.map((r) => r.name);
}

async function withDb(fn: (db: Db) => Promise<void>): Promise<void> {
  const handle = await testDb({ migrated: false });
  try {
    await fn(handle.db);
  } finally {
    await handle.close();
  }
}

describe('migrations in one sequence', () => {
  it('names sort in the order of the list (Kysely runs them by name), each numbered NNNN_words', () => {
    expect(NAMES.every((n) => /^\d{4}_[a-z0-9_]+$/.test(n))).toBe(true);
    expect([...NAMES].sort()).toEqual(NAMES);
    expect(new Set(NAMES.map((n) => n.slice(0, 4))).size).toBe(NAMES.length);
    // The migrations that could run out of order are the first ones of the sequence; later ones run strictly.
    expect(NAMES.slice(0, UNORDERED_ERA.size)).toEqual([...UNORDERED_ERA]);
  });

  it('a new database runs the whole sequence in order', { timeout: 120_000 }, async () => {
    await withDb(async (db) => {
      await migrate(db);
      expect(await recorded(db)).toEqual(NAMES);
      await migrate(db);
      expect(await recorded(db)).toEqual(NAMES);
    });
  });

  it(
    'a database migrated in the order the migrations landed migrates to the sequence',
    { timeout: 120_000 },
    async () => {
      await withDb(async (db) => {
        // The order they landed: 0100 and 0200 before 0004, then 0010 and 0030.
        const first = ['0001_app_meta', '0002_cases', '0003_sessions', '0100_mail_survey', '0200_petition_packets'];
        await migrateAsBefore(db, first);
        await migrateAsBefore(db, [...first, '0004_cases_events_only']);
        await migrateAsBefore(
          db,
          NAMES.filter((n) => n !== '0201_session_tokens'),
        );
        expect(await recorded(db)).not.toEqual(NAMES.slice(0, -1));
        await db.insertInto('data_meta').values({ key: 'data_end_date', value: '2026-11-20' }).execute();
        await migrate(db);
        expect(await recorded(db)).toEqual(NAMES);
        // The later migration ran; the data written before is still there.
        expect(await db.selectFrom('session_tokens').selectAll().execute()).toEqual([]);
        expect(await db.selectFrom('data_meta').select('value').execute()).toEqual([{ value: '2026-11-20' }]);
      });
    },
  );

  it(
    'a database that ran a later migration without an earlier one runs the missing one, then the rest',
    { timeout: 120_000 },
    async () => {
      await withDb(async (db) => {
        await migrateAsBefore(db, [
          '0001_app_meta',
          '0002_cases',
          '0003_sessions',
          '0004_cases_events_only',
          '0100_mail_survey',
          '0200_petition_packets',
        ]);
        await migrate(db);
        expect(await recorded(db)).toEqual(NAMES);
        expect(await db.selectFrom('reminders').selectAll().execute()).toEqual([]);
      });
    },
  );

  it(
    'a database migrated by the previous list (all of it) migrates to the current one',
    { timeout: 120_000 },
    async () => {
      await withDb(async (db) => {
        await migrateAsBefore(
          db,
          NAMES.filter((n) => n !== '0201_session_tokens'),
        );
        await migrate(db);
        expect(await recorded(db)).toEqual(NAMES);
      });
    },
  );

  it('refuses a database that recorded a migration this code does not have', { timeout: 120_000 }, async () => {
    await withDb(async (db) => {
      await migrate(db);
      await sql`INSERT INTO kysely_migration (name, "timestamp") VALUES ('0150_elsewhere', ${new Date().toISOString()})`.execute(
        db,
      );
      await expect(migrate(db)).rejects.toThrow(/0150_elsewhere/);
    });
  });
});
