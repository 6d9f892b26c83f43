import { sql, type Kysely } from 'kysely';

/**
 * Partners and referrals (issue #39; docs/decisions/0105-partner-directory-and-role.md,
 * docs/decisions/0106-what-a-referral-shares.md):
 * - `partners`: the directory admins keep. `profile` is @cyr/schemas' PartnerProfile (every text in English and
 *   Spanish); `seed_key` names an entry seeded from the county profile (added once, never overwritten);
 *   `visible` entries are public; `referral_email` is where a partner's referral notices go (never shown) and
 *   `accepts_referrals` lets people send it their cases.
 * - `staff_users.partner_id`: the organisation a `partner` account belongs to (null for staff and admins).
 * - `referrals`: what a person chose to send a partner. `personal` holds the person's name, how to reach them and
 *   their case list, and is set to null at `personal_expires_at` (apps/api/src/retention/purge.ts); the row,
 *   with its status codes and dates only, goes at `delete_at`.
 * - `clinic_runs`: a clinic-day list being worked through (progress for the console's bar); its results and ZIP
 *   are deleted at the download, or unclaimed at `expires_at`. Only the audit entries remain.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('partners')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('seed_key', 'text', (c) => c.unique())
    .addColumn('profile', 'jsonb', (c) => c.notNull())
    .addColumn('visible', 'boolean', (c) => c.notNull().defaultTo(false))
    // What the county profile left unconfirmed about a seeded entry, until an admin checks it.
    .addColumn('check_note', 'text')
    .addColumn('accepts_referrals', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('referral_email', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable('staff_users')
    .addColumn('partner_id', 'text', (c) => c.references('partners.id'))
    .execute();

  await db.schema
    .createTable('referrals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('partner_id', 'text', (c) => c.notNull().references('partners.id'))
    // `sent`, `accepted`, `declined`, `closed`, `expired` (@cyr/schemas REFERRAL_STATUSES).
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addColumn('link_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('case_count', 'integer', (c) => c.notNull())
    // The outcomes of the cases sent (codes), kept after the personal part is purged.
    .addColumn('outcomes', 'jsonb', (c) => c.notNull())
    .addColumn('personal', 'jsonb')
    .addColumn('personal_expires_at', 'timestamptz')
    // A decline's reason and a closing's outcome, as codes.
    .addColumn('decline_reason', 'text')
    .addColumn('outcome', 'text')
    .addColumn('delete_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('referrals_partner').on('referrals').columns(['partner_id', 'sent_at']).execute();
  await db.schema.createIndex('referrals_personal_expires').on('referrals').column('personal_expires_at').execute();

  await db.schema
    .createTable('clinic_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('started_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    // `running`, `done`, `failed`.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('results', 'jsonb')
    .addColumn('zip', 'bytea')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('clinic_runs').execute();
  await db.schema.dropTable('referrals').execute();
  await db.schema.alterTable('staff_users').dropColumn('partner_id').execute();
  await db.schema.dropTable('partners').execute();
}
