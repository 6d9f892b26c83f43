import { sql, type Kysely } from 'kysely';

/**
 * Mail outbox, email-link page snapshots, survey and help submissions, analytics counts and the
 * email rate-limit counters (apps/api/src/mail, routes/{email,email-pages,survey,analytics}).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A message is inserted in the same transaction as whatever the API promised the person, and stays until
  // a worker has delivered it. After delivery (or a permanent failure) the recipient and the content are
  // blanked; the row keeps only kind, language and delivery facts until it is purged.
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

  // What an email link shows. Only a SHA-256 of the token is stored, so a database copy opens no links.
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

  await db.schema
    .createTable('analytics_daily')
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('analytics_daily_pk', ['day', 'event', 'path', 'target'])
    .execute();

  // Fixed-window counters shared by every instance; the key is a keyed hash of the client address.
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rate_limit_counters_pk', ['key', 'window_start'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'rate_limit_counters',
    'analytics_daily',
    'help_requests',
    'survey_feedback',
    'email_pages',
    'outbox',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
