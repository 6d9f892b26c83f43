import { sql, type Kysely } from 'kysely';

/**
 * A case row keeps the court's events (the source of truth) and the columns the search filters on; the
 * engine's input and the display fields are derived from the events when a case is read
 * (services/case-store.ts), so they do not travel to the database and back on every import. Storing them
 * too made each row ~1.9 KB of jsonb (three views of the same case), and parsing it was most of the server's
 * import time (packages/harris-data/README.md, "Benchmark"). `events` becomes text (JSON written by the importer):
 * only the importer's merge and the read path parse it, never SQL, so the server need not check or convert it. `cases_import_id` goes: the one query on `import_id` (the
 * snapshot delete, `import_id <> $1`) cannot use it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS cases_import_id`.execute(db);
  await sql`ALTER TABLE cases DROP COLUMN engine_case, DROP COLUMN display`.execute(db);
  await sql`ALTER TABLE cases ALTER COLUMN events TYPE text USING events::text`.execute(db);
}

/** Back to the 0002 layout. The derived columns come back empty: re-import the extract after a downgrade. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE cases ALTER COLUMN events TYPE jsonb USING events::jsonb`.execute(db);
  await sql`ALTER TABLE cases ADD COLUMN engine_case jsonb NOT NULL DEFAULT '{}'::jsonb, ADD COLUMN display jsonb NOT NULL DEFAULT '{}'::jsonb`.execute(
    db,
  );
  await sql`CREATE INDEX cases_import_id ON cases (import_id)`.execute(db);
}
