import { sql, type Kysely } from 'kysely';

/**
 * Passkeys as a staff member's second factor beside TOTP (docs/decisions/0092-staff-passkeys.md): one row per
 * registered WebAuthn credential, its public key (COSE, base64url) and signature counter, never a secret.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_passkeys')
    // The credential id (base64url), as the authenticator names it.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // A name the member gave it ("office laptop"), shown in the console.
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('staff_passkeys_staff').on('staff_passkeys').column('staff_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_passkeys').execute();
}
