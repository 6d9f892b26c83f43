import { sql, type Kysely } from 'kysely';

/**
 * Staff sign-in that outsiders cannot turn against the staff (docs/decisions/0090-staff-sign-in-policy.md):
 * - `staff_sign_in_throttle`: wrong passwords and wrong second factors counted per key (an email, a client
 *   address, an account's second factor, a known device), each with the time before which the key may not try
 *   again; the wait grows with the count and ends by itself. Keys are HMACs or account ids, never an address;
 * - `staff_devices`: the browsers that completed a sign-in (a device cookie, only its SHA-256 kept), whose own
 *   count is not touched by anyone else's guesses;
 * - `staff_users.language`: the language the console, and the emails a member receives, are in;
 * - `staff_sessions`: which second factor a session passed, the device a pending sign-in came from, and a
 *   WebAuthn challenge waiting for its answer;
 * - the permanent lock of migration 0500 is not used any more: accounts it locked are unlocked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_sign_in_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    // The account the key counts for, when it is one (an unknown email's key has none).
    .addColumn('staff_id', 'text', (c) => c.references('staff_users.id').onDelete('cascade'))
    .addColumn('failures', 'integer', (c) => c.notNull())
    // Epoch seconds (the app's clock), as in staff_sessions.
    .addColumn('last_failure_at', 'bigint', (c) => c.notNull())
    .addColumn('wait_until', 'bigint')
    .execute();
  await db.schema.createIndex('staff_sign_in_throttle_staff').on('staff_sign_in_throttle').column('staff_id').execute();
  await db.schema
    .createIndex('staff_sign_in_throttle_last')
    .on('staff_sign_in_throttle')
    .column('last_failure_at')
    .execute();

  await db.schema
    .createTable('staff_devices')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_devices_staff').on('staff_devices').column('staff_id').execute();

  await db.schema
    .alterTable('staff_users')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();

  await db.schema
    .alterTable('staff_sessions')
    // `totp` or `passkey` for an active session; null while pending.
    .addColumn('second_factor', 'text')
    // The SHA-256 of the device cookie a pending sign-in came with, when it names this account's device.
    .addColumn('device_hash', 'text')
    // A WebAuthn challenge (base64url) waiting for the authenticator's answer.
    .addColumn('challenge', 'text')
    .execute();

  await sql`UPDATE staff_users SET locked_at = NULL, failed_logins = 0 WHERE locked_at IS NOT NULL OR failed_logins > 0`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('staff_sessions')
    .dropColumn('second_factor')
    .dropColumn('device_hash')
    .dropColumn('challenge')
    .execute();
  await db.schema.alterTable('staff_users').dropColumn('language').execute();
  await db.schema.dropTable('staff_devices').execute();
  await db.schema.dropTable('staff_sign_in_throttle').execute();
}
