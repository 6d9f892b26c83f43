import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { Secret, TOTP } from 'otpauth';
import { sql, type Selectable } from 'kysely';
import { STAFF_LIMITS, type StaffMember, type StaffRole, type StaffStatus } from '@cyr/schemas';
import type { Db } from '../../db';
import type { StaffUsersTable } from '../../db/schema';

/**
 * Staff accounts (docs/decisions/0070-staff-authentication.md): argon2id password hashes (@node-rs/argon2 with
 * its defaults, 19 MiB, 2 passes, 1 lane: OWASP's minimum for argon2id), TOTP second factor (otpauth; SHA-1,
 * 6 digits, 30 s, RFC 6238 as authenticator apps read it), the last accepted time step so a code is used once,
 * and a wrong-password count that locks the account at 20 (counted in one UPDATE, so concurrent attempts on
 * several instances each count).
 */
export type StaffUserRow = Selectable<StaffUsersTable>;

export const TOTP_ISSUER = 'Clear Your Record Harris County';
const TOTP_PERIOD = 30;

/** A hash to verify against when the email is unknown, so an unknown address costs as long as a wrong password. */
let dummyHash: Promise<string> | undefined;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A random initial password (144 bits, base64url): shown once to whoever adds the account. */
export function initialPassword(): string {
  return randomBytes(18).toString('base64url');
}

export function statusOf(row: Pick<StaffUserRow, 'disabled_at' | 'locked_at'>): StaffStatus {
  if (row.disabled_at) return 'disabled';
  if (row.locked_at) return 'locked';
  return 'active';
}

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

export function toMember(row: StaffUserRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    role: row.role as StaffRole,
    status: statusOf(row),
    totpEnrolled: row.totp_secret !== null,
    createdAt: new Date(row.created_at).toISOString(),
    lastSignInAt: iso(row.last_sign_in_at),
    partnerId: row.partner_id,
  };
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

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db.selectFrom('staff_users').selectAll().orderBy('email').execute();
  return rows.map(toMember);
}

export async function findStaffByEmail(db: Db, email: string): Promise<StaffUserRow | undefined> {
  return db.selectFrom('staff_users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export async function findStaffById(db: Db, id: string): Promise<StaffUserRow | undefined> {
  return db.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * An admin's change to an account. `disable` and `reset-2fa` end the member's sessions; `unlock` clears the
 * lockout and the wrong-password count; `enable` lifts a disable. Returns the account after, or undefined.
 */
export async function changeStaff(
  db: Db,
  id: string,
  action: 'disable' | 'enable' | 'unlock' | 'reset-2fa',
): Promise<StaffMember | undefined> {
  return db.transaction().execute(async (trx) => {
    const set =
      action === 'disable'
        ? { disabled_at: new Date().toISOString() }
        : action === 'enable'
          ? { disabled_at: null }
          : action === 'unlock'
            ? { locked_at: null, failed_logins: 0 }
            : { totp_secret: null, totp_pending_secret: null, totp_last_step: null };
    const row = await trx.updateTable('staff_users').set(set).where('id', '=', id).returningAll().executeTakeFirst();
    if (!row) return undefined;
    if (action === 'disable' || action === 'reset-2fa')
      await trx.deleteFrom('staff_sessions').where('staff_id', '=', id).execute();
    return toMember(row);
  });
}

export type PasswordCheck =
  | { ok: true; user: StaffUserRow }
  | { ok: false; reason: 'unknown' | 'wrong'; user?: StaffUserRow; lockedNow?: boolean }
  | { ok: false; reason: 'locked'; user: StaffUserRow };

/**
 * Checks an email and password. A wrong password adds one to the account's count in the same statement that
 * locks it at 20 (STAFF_LIMITS.lockAfterFailures); a right one resets the count. A locked or disabled account is
 * reported as `locked` only when the password was right, so the answer to a guess says nothing new.
 */
export async function checkPassword(db: Db, email: string, password: string): Promise<PasswordCheck> {
  const user = await findStaffByEmail(db, email);
  if (!user) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return { ok: false, reason: 'unknown' };
  }
  const right = await verify(user.password_hash, password).catch(() => false);
  if (!right) {
    const after = await db
      .updateTable('staff_users')
      .set({
        failed_logins: sql<number>`failed_logins + 1`,
        locked_at: sql<string>`CASE WHEN locked_at IS NULL AND failed_logins + 1 >= ${STAFF_LIMITS.lockAfterFailures} THEN now() ELSE locked_at END`,
      })
      .where('id', '=', user.id)
      .returning(['failed_logins', 'locked_at'])
      .executeTakeFirst();
    const lockedNow = !user.locked_at && after?.locked_at != null;
    return { ok: false, reason: 'wrong', user, lockedNow };
  }
  if (user.locked_at || user.disabled_at) return { ok: false, reason: 'locked', user };
  if (user.failed_logins > 0)
    await db.updateTable('staff_users').set({ failed_logins: 0 }).where('id', '=', user.id).execute();
  return { ok: true, user };
}

/**
 * Sets a password and clears the lockout. `oneTime`: a password given to the person (CLI `reset-password`), which
 * they must replace; otherwise their own (`POST /api/staff/auth/change-password`).
 */
export async function setPassword(db: Db, id: string, password: string, oneTime: boolean): Promise<void> {
  await db
    .updateTable('staff_users')
    .set({
      password_hash: await hashPassword(password),
      failed_logins: 0,
      locked_at: null,
      must_change_password: oneTime,
    })
    .where('id', '=', id)
    .execute();
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
