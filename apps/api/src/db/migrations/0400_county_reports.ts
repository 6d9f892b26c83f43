import { sql, type Kysely } from 'kysely';

/**
 * One row per county report (apps/api/src/services/county-report.ts): every person in the court data
 * evaluated with no answers, counted. `report` is the JSON of @cyr/schemas' CountyReportSchema (codes and
 * counts, never personal data); the staff console reads the newest row of a data date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('county_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('data_end_date', 'text')
    .addColumn('as_of', 'text', (c) => c.notNull())
    .addColumn('people', 'integer', (c) => c.notNull())
    .addColumn('cases', 'integer', (c) => c.notNull())
    .addColumn('millis', 'integer', (c) => c.notNull())
    .addColumn('report', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('county_reports_created_at').on('county_reports').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('county_reports').execute();
}
