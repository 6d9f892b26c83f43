import { sql, type Kysely } from 'kysely';

/**
 * One row per import or sync attempt (apps/api/src/sync/imports.ts): what file, how it ended, and the import
 * report (packages/harris-data/src/report.ts: codes, literals and counts, never personal data). `sync` reads
 * it to skip a file it already imported and to say why a download was refused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('imports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addColumn('origin', 'text', (c) => c.notNull()) // 'import' (the CLI) or 'sync'
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text')
    .addColumn('bytes', 'bigint')
    .addColumn('mode', 'text')
    .addColumn('status', 'text', (c) => c.notNull()) // 'ok' | 'failed' | 'rejected' (a download that failed its checks)
    .addColumn('message', 'text')
    .addColumn('rows', 'integer')
    .addColumn('cases', 'integer')
    .addColumn('data_end_date', 'text')
    .addColumn('report', 'jsonb')
    .execute();
  await db.schema.createIndex('imports_file_name').on('imports').columns(['file_name', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('imports').execute();
}
