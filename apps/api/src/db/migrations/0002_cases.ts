import { sql, type Kysely } from 'kysely';

/** The court cases the lookup searches (packages/harris-data/TABLES.md) and the data's end date. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cases')
    .addColumn('cas', 'text', (c) => c.primaryKey())
    .addColumn('cause_number', 'text', (c) => c.notNull())
    .addColumn('def_spn', 'text', (c) => c.notNull())
    .addColumn('def_nam', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('middle_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('suffix', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('dob', 'text', (c) => c.notNull())
    .addColumn('search_key', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('misdemeanor_felony', 'text', (c) => c.notNull())
    .addColumn('court', 'text')
    .addColumn('filing_date', 'text')
    .addColumn('offense_code', 'text')
    .addColumn('offense_literal', 'text', (c) => c.notNull())
    .addColumn('disposition', 'text', (c) => c.notNull())
    .addColumn('engine_case', 'jsonb', (c) => c.notNull())
    .addColumn('display', 'jsonb', (c) => c.notNull())
    .addColumn('events', 'jsonb', (c) => c.notNull())
    .addColumn('import_id', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('cases_search_key').on('cases').column('search_key').execute();
  await db.schema.createIndex('cases_def_spn').on('cases').column('def_spn').execute();
  await db.schema.createIndex('cases_import_id').on('cases').column('import_id').execute();

  await db.schema
    .createTable('data_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('data_meta').execute();
  await db.schema.dropTable('cases').execute();
}
