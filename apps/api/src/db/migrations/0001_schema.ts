import { sql, type Kysely } from 'kysely';

/**
 * The whole schema of a new database, in one migration: what migrations 0001 to 0201 produced in turn
 * (docs/decisions/0046-migrations-in-one-sequence.md, "Addendum: squashed"). Table by table, where each is
 * used and why it holds what it holds; `db/schema.ts` has the same tables as TypeScript types.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // The court cases the lookup searches (packages/harris-data/TABLES.md). A row keeps the court's events
  // (the source of truth; JSON text written by the importer, parsed only by the importer's merge and the read
  // path, never by SQL) and the columns the search filters on; the engine's input and the display fields are
  // derived from the events when a case is read (services/case-store.ts).
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
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('import_id', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('cases_search_key').on('cases').column('search_key').execute();
  await db.schema.createIndex('cases_def_spn').on('cases').column('def_spn').execute();

  // The data's end date.
  await db.schema
    .createTable('data_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // One row per anonymous visitor session (docs/decisions/0045-opaque-session-tokens.md): everything the
  // session knows lives here and is deleted when the session expires.
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

  // One row per import or sync attempt (apps/api/src/sync/imports.ts): what file, how it ended, and the import
  // report (packages/harris-data/src/report.ts: codes, literals and counts, never personal data). `sync` reads
  // it to skip a file it already imported and to say why a download was refused.
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

  // Opt-in reminders (api-contract "Reminders"; docs/decisions/0031-reminders.md): exactly what the contract
  // allows (the address, the day to send as `YYYY-MM-DD` in Harris County, the language, and the hash of the
  // unsubscribe token). Nothing about the case. A row is deleted when its email is queued in the outbox, or
  // when the person unsubscribes.
  await db.schema
    .createTable('reminders')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('send_on', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reminders_send_on').on('reminders').column('send_on').execute();

  // Mail outbox (apps/api/src/mail). A message is inserted in the same transaction as whatever the API
  // promised the person, and stays until a worker has delivered it. After delivery (or a permanent failure)
  // the recipient and the content are blanked; the row keeps only kind, language and delivery facts until it
  // is purged.
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text')
    .addColumn('subject', 'text')
    .addColumn('html', 'text')
    .addColumn('text', 'text')
    .addColumn('reply_to', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // When the next attempt may start; a worker that claims the row pushes it forward by its lease.
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('claim_id', 'uuid')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('failed_at', 'timestamptz')
    .execute();
  await sql`CREATE INDEX outbox_pending ON outbox (next_attempt_at) WHERE delivered_at IS NULL AND failed_at IS NULL`.execute(
    db,
  );

  // What an email link shows (routes/email-pages). Only a SHA-256 of the token is stored, so a database copy
  // opens no links.
  await db.schema
    .createTable('email_pages')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('eligibility_info', 'jsonb', (c) => c.notNull())
    .addColumn('lookup_end_date_en', 'text', (c) => c.notNull())
    .addColumn('lookup_end_date_es', 'text', (c) => c.notNull())
    // Epoch seconds from the app's clock (like sessions).
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_pages_expires_at').on('email_pages').column('expires_at').execute();

  // Survey and help submissions (routes/survey).
  await db.schema
    .createTable('survey_feedback')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('language', 'text')
    .addColumn('answers', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('help_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('language', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('outbox_id', 'uuid')
    .execute();

  // Analytics counts (routes/analytics).
  await db.schema
    .createTable('analytics_daily')
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('analytics_daily_pk', ['day', 'event', 'path', 'target'])
    .execute();

  // Fixed-window rate-limit counters shared by every instance; the key is a keyed hash of the client address.
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rate_limit_counters_pk', ['key', 'window_start'])
    .execute();

  // What the petitions email link prints (routes/petitions): the packet input (court data of each case, the
  // engine's decision, the person's answers, the name) saved with the email-page snapshot, so the PDF behind
  // `/api/email-pages/petitions/<emailToken>/pdf` is the one the person saw. It lives and dies with its
  // `email_pages` row (same token hash; deleted with it when the snapshot expires and is purged).
  await db.schema
    .createTable('petition_packets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey().references('email_pages.token_hash').onDelete('cascade'))
    .addColumn('packet', 'jsonb', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .execute();

  // The tokens of each session, by SHA-256 (docs/decisions/0045-opaque-session-tokens.md). Each token has its
  // own expiry; deleting a session deletes its tokens.
  await db.schema
    .createTable('session_tokens')
    // base64url SHA-256 of the token; the token itself is never stored.
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    // Epoch seconds (the app's clock).
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('session_tokens_session_id').on('session_tokens').column('session_id').execute();
  await db.schema.createIndex('session_tokens_expires_at').on('session_tokens').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'session_tokens',
    'petition_packets',
    'rate_limit_counters',
    'analytics_daily',
    'help_requests',
    'survey_feedback',
    'email_pages',
    'outbox',
    'reminders',
    'imports',
    'sessions',
    'data_meta',
    'cases',
    'app_meta',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
