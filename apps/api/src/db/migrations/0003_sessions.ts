import { sql, type Kysely } from 'kysely';

/**
 * One row per anonymous visitor session (docs/decisions/0045-opaque-session-tokens.md): everything the
 * session knows lives here and is deleted when the session expires.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Epoch seconds (from the app's clock, so tests can move time).
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('pre_check', 'jsonb', (c) => c.notNull())
    // Last lookup: {spn: cas[]} of every person it matched; confirm-cases picks one of them.
    .addColumn('lookup', 'jsonb')
    .addColumn('confirmed_spn', 'text')
    .addColumn('confirmed_cas', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('person_answers', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    // {cas: {question_key: boolean}}
    .addColumn('case_answers', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    // cas of the cases the last evaluation found nondisclosure- or expunction-eligible.
    .addColumn('eligible_cas', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
}
