import type { Kysely } from 'kysely';

/**
 * Imports load into a staging table and replace the data in use in one transaction, after checks
 * (apps/api/src/sync/snapshot.ts). What those checks compare, and what an operator needs to decide on a
 * quarantined import, is kept with each attempt in `imports`:
 * - `quality`: the counts the checks compare (harris-data's `ImportQuality`: rows, cases, people, blank required
 *   fields, rejected rows by reason; never personal data);
 * - `data_date`: the file's own date (its data end date), by which the newest file wins;
 * - `source_modified`: the download's `Last-Modified`, so `sync` fetches a file again when it changed;
 * - `decided_at`, `decision`: when and how a person accepted or rejected a quarantined import.
 * `status` gains `running`, `quarantined`, `superseded` (older than the data in use) and `refused` (another
 * import was running).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('imports')
    .addColumn('quality', 'jsonb')
    .addColumn('data_date', 'text')
    .addColumn('source_modified', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decision', 'text')
    .execute();
  await db.schema.createIndex('imports_status').on('imports').columns(['status', 'started_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('imports_status').execute();
  await db.schema
    .alterTable('imports')
    .dropColumn('quality')
    .dropColumn('data_date')
    .dropColumn('source_modified')
    .dropColumn('decided_at')
    .dropColumn('decision')
    .execute();
}
