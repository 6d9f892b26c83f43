import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { Secret, TOTP } from 'otpauth';
import type { Selectable } from 'kysely';
import type { Language } from '@cyr/i18n';
import { STAFF_ROLES, type StaffAction, type StaffMember, type StaffRole, type StaffStatus } from '@cyr/schemas';
import { toLanguage } from '../../http/language';
import type { Db } from '../../db';
import type { StaffUsersTable } from '../../db/schema';

/**
 * Staff accounts (docs/decisions/0070-staff-authentication.md): argon2id password hashes (@node-rs/argon2 with
 * its defaults, 19 MiB, 2 passes, 1 lane: OWASP's minimum for argon2id), TOTP second factor (otpauth; SHA-1,
 * 6 digits, 30 s, RFC 6238 as authenticator apps read it), the last accepted time step so a code is used once.
 * Who may try a password, and when, is sign-in-policy.ts (docs/decisions/0090-staff-sign-in-policy.md).
 */
export type StaffUserRow = Selectable<StaffUsersTable>;

export const TOTP_ISSUER = 'Clear Your Record Harris County';
const TOTP_PERIOD = 30;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A random initial password (144 bits, base64url): shown once to whoever adds the account. */
export function initialPassword(): string {
  return randomBytes(18).toString('base64url');
}

/** The account's own sign-in wait (sign-in-policy.ts `lockOf`): until when (epoch seconds), and whether a lock. */
export interface SignInLock {
  until: number;
  locked: boolean;
}

export function statusOf(row: Pick<StaffUserRow, 'disabled_at'>, lock: SignInLock | null = null): StaffStatus {
  if (row.disabled_at) return 'disabled';
  if (lock?.locked) return 'locked';
  return 'active';
}

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

export function toMember(row: StaffUserRow, lock: SignInLock | null = null, passkeys = 0): StaffMember {
  return {
    id: row.id,
    email: row.email,
    role: roleOf(row.role),
    status: statusOf(row, lock),
    totpEnrolled: row.totp_secret !== null,
    passkeys,
    createdAt: new Date(row.created_at).toISOString(),
    lastSignInAt: iso(row.last_sign_in_at),
    partnerId: row.partner_id,
    signInWaitUntil: lock ? new Date(lock.until * 1000).toISOString() : null,
    language: toLanguage(row.language),
  };
}

/** A stored role read by the list of roles (STAFF_ROLES): anything else is the least privileged, `staff`. */
export function roleOf(stored: string): StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(stored) ? (stored as StaffRole) : 'staff';
}

export class StaffExistsError extends Error {}

/** Adds an account with a random initial password; returns it with the password (to show once). */
export async function addStaff(
  db: Db,
  email: string,
  role: StaffRole,
  partnerId: string | null = null,
): Promise<{ member: StaffMember; password: string }> {
  const password = initialPassword();
  const row = await db
    .insertInto('staff_users')
    .values({
      id: randomUUID(),
      email: normalizeEmail(email),
      role,
      password_hash: await hashPassword(password),
      partner_id: role === 'partner' ? partnerId : null,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new StaffExistsError(`a staff member with this email exists`);
  return { member: toMember(row), password };
}

/** Every account with its sign-in wait (`locks`: sign-in-policy.ts `lockOf` per account) and passkey count. */
export async function listStaff(
  db: Db,
  lockOf: (staffId: string) => Promise<SignInLock | null>,
): Promise<StaffMember[]> {
  const rows = await db.selectFrom('staff_users').selectAll().orderBy('email').execute();
  const keys = await passkeyCounts(db);
  return Promise.all(rows.map(async (r) => toMember(r, await lockOf(r.id), keys.get(r.id) ?? 0)));
}

async function passkeyCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('staff_passkeys')
    .select(['staff_id', db.fn.countAll<string>().as('n')])
    .groupBy('staff_id')
    .execute();
  return new Map(rows.map((r) => [r.staff_id, Number(r.n)]));
}

/** One account as the console shows it. */
export async function memberOf(
  db: Db,
  id: string,
  lockOf: (staffId: string) => Promise<SignInLock | null>,
): Promise<StaffMember | undefined> {
  const row = await findStaffById(db, id);
  if (!row) return undefined;
  return toMember(row, await lockOf(id), (await passkeyCounts(db)).get(id) ?? 0);
}

export async function findStaffByEmail(db: Db, email: string): Promise<StaffUserRow | undefined> {
  return db.selectFrom('staff_users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export async function findStaffById(db: Db, id: string): Promise<StaffUserRow | undefined> {
  return db.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * An admin's change to an account. `disable` ends the member's sessions and forgets their devices; `reset-2fa`
 * removes their authenticator and passkeys, ends their sessions and forgets their devices (they enrol again at
 * the next sign-in); `enable` lifts a disable; `unlock` lifts every sign-in wait of the account
 * (sign-in-policy.ts, done by the caller); `end-sessions` signs them out everywhere. Returns the account's row
 * after, or undefined when there is none.
 */
export async function changeStaff(
  db: Db,
  id: string,
  action: StaffAction,
  now: Date,
): Promise<StaffUserRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const row =
      action === 'disable'
        ? await trx
            .updateTable('staff_users')
            .set({ disabled_at: now.toISOString() })
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirst()
        : action === 'enable'
          ? await trx
              .updateTable('staff_users')
              .set({ disabled_at: null })
              .where('id', '=', id)
              .returningAll()
              .executeTakeFirst()
          : action === 'reset-2fa'
            ? await trx
                .updateTable('staff_users')
                .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null })
                .where('id', '=', id)
                .returningAll()
                .executeTakeFirst()
            : await trx.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    if (action === 'disable' || action === 'reset-2fa' || action === 'end-sessions') {
      await trx.deleteFrom('staff_sessions').where('staff_id', '=', id).execute();
      await trx.deleteFrom('staff_devices').where('staff_id', '=', id).execute();
    }
    if (action === 'reset-2fa') await trx.deleteFrom('staff_passkeys').where('staff_id', '=', id).execute();
    return row;
  });
}

/** Changes an account's role; the role before and after (for the audit), or undefined when there is none. */
export async function changeRole(
  db: Db,
  id: string,
  role: StaffRole,
): Promise<{ before: StaffRole; after: StaffUserRow } | undefined> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('staff_users')
      .select('role')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return undefined;
    const after = await trx
      .updateTable('staff_users')
      .set({ role })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { before: roleOf(before.role), after };
  });
}

/** The language of the console and of the member's emails. */
export async function setLanguage(db: Db, id: string, language: Language): Promise<void> {
  await db.updateTable('staff_users').set({ language }).where('id', '=', id).execute();
}

/**
 * Sets a password and ends the account's other sessions (every session but `keepSession`, the SHA-256 of the
 * token of the session that changed it). `oneTime`: a password given to the person (CLI `reset-password`),
 * which they must replace; otherwise their own (`POST /api/staff/auth/change-password`).
 */
export async function setPassword(
  db: Db,
  id: string,
  password: string,
  oneTime: boolean,
  keepSession: string | null = null,
): Promise<number> {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_users')
      .set({ password_hash: passwordHash, must_change_password: oneTime })
      .where('id', '=', id)
      .execute();
    let ended = trx.deleteFrom('staff_sessions').where('staff_id', '=', id);
    if (keepSession) ended = ended.where('token_hash', '!=', keepSession);
    return Number((await ended.executeTakeFirst()).numDeletedRows);
  });
}

function totpFor(email: string, secret: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** Starts (or restarts) enrolment: a new secret kept as pending until a code confirms it. */
export async function beginEnrolment(db: Db, user: StaffUserRow): Promise<{ otpauthUri: string; secret: string }> {
  const secret = new Secret({ size: 20 }).base32;
  await db.updateTable('staff_users').set({ totp_pending_secret: secret }).where('id', '=', user.id).execute();
  return { otpauthUri: totpFor(user.email, secret).toString(), secret };
}

/** The code an authenticator shows at `now` for a secret (the tests' authenticator). */
export function totpCode(secret: string, now: Date): string {
  return totpFor('x', secret).generate({ timestamp: now.getTime() });
}

/**
 * Checks a TOTP code (one step of clock drift either way). The step it belongs to must be later than the last
 * accepted one; the check and the write are one conditional UPDATE, so a code is accepted once even when two
 * requests race. On the first code of an enrolment the pending secret becomes the secret.
 */
export async function acceptTotp(db: Db, user: StaffUserRow, code: string, now: Date): Promise<boolean> {
  const enrolling = user.totp_secret === null;
  const secret = enrolling ? user.totp_pending_secret : user.totp_secret;
  if (!secret) return false;
  const delta = totpFor(user.email, secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return false;
  const step = Math.floor(now.getTime() / 1000 / TOTP_PERIOD) + delta;
  const res = await db
    .updateTable('staff_users')
    .set({
      totp_last_step: step,
      last_sign_in_at: now.toISOString(),
      ...(enrolling ? { totp_secret: secret, totp_pending_secret: null } : {}),
    })
    .where('id', '=', user.id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .where(enrolling ? 'totp_pending_secret' : 'totp_secret', '=', secret)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** What the database keeps instead of a session cookie token. */
export function hashStaffToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}
