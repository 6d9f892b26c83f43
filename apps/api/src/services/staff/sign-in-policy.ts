import { createHash, createHmac, randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { sql } from 'kysely';
import { STAFF_SIGN_IN, type StaffSignInRule } from '@cyr/schemas';
import type { Db } from '../../db';
import { renderAccountLocked } from '../../mail/templates';
import { enqueueMail } from '../../outbox/enqueue';
import { toLanguage } from '../../http/language';
import { findStaffByEmail, hashPassword, normalizeEmail, type StaffUserRow } from './accounts';

/**
 * Who may try a password or a second factor, and when (docs/decisions/0090-staff-sign-in-policy.md).
 *
 * Every wrong password is counted under two keys: the email it was tried for (known or not, so the answers
 * say nothing about which emails exist) and the client address it came from. Every wrong second factor is
 * counted under the account. A key with `free` failures must wait before its next try: 30 seconds, doubling
 * with each further failure, and at `lockAfter` failures 15 minutes (a lock: the admins are emailed and can
 * lift it). Waits end by themselves; a key forgets its failures a day after the last one, and a right answer
 * clears it. An attempt made while a key waits is refused unchecked and not counted, so guessing on cannot
 * make the wait longer than the rule says.
 *
 * A browser that completed a sign-in for an account carries a device cookie (OWASP's "device cookies"): its
 * tries for that account count under its own key only, so an outsider's guesses, however many and from
 * wherever, never stop the account's owner signing in from their own browser.
 *
 * An attempt is counted before its answer is checked, in one conditional statement per key, so concurrent
 * attempts on several instances are all counted and none is checked while its key waits.
 */

export const DEVICE_COOKIE = 'cyr_staff_device';
const DEVICE_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export type SignInStage = 'password' | 'second_factor';

/** One key an attempt counts under, with the rule of its kind. */
interface CountedKey {
  key: string;
  staffId: string | null;
  rule: StaffSignInRule;
  /** The account's own key (its email, or its second factor): its lock is reported to the admins. */
  account: boolean;
}

export type PasswordAttempt =
  | { ok: true; user: StaffUserRow; deviceHash: string | null }
  | { ok: false; reason: 'wait'; retryAfter: number }
  | { ok: false; reason: 'wrong'; user: StaffUserRow | undefined; lockedNow: boolean }
  | { ok: false; reason: 'disabled'; user: StaffUserRow };

export type SecondFactorClaim = { ok: true } | { ok: false; retryAfter: number };

/** How long a key waits after its `failures`-th failure (0: not at all). */
export function waitSeconds(failures: number, rule: StaffSignInRule): number {
  if (failures < rule.free) return 0;
  if (failures >= rule.lockAfter) return STAFF_SIGN_IN.lockSeconds;
  return Math.min(STAFF_SIGN_IN.lockSeconds, STAFF_SIGN_IN.firstWaitSeconds * 2 ** (failures - rule.free));
}

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('base64url');

/** A hash to verify against when the email is unknown, so an unknown address costs as long as a wrong password. */
let dummyHash: Promise<string> | undefined;

export class SignInPolicy {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    private readonly secret: string,
  ) {}

  private now(): number {
    return Math.floor(this.clock().getTime() / 1000);
  }

  private keyed(purpose: string, value: string): string {
    return createHmac('sha256', this.secret).update(`${purpose}\u0000${value}`).digest('base64url').slice(0, 32);
  }

  /** The keys a password attempt counts under. */
  private passwordKeys(email: string, client: string, user: StaffUserRow | undefined, device: string | null) {
    if (user && device)
      return [{ key: `password:device:${device}`, staffId: user.id, rule: STAFF_SIGN_IN.device, account: false }];
    return [
      {
        key: `password:email:${this.keyed('email', normalizeEmail(email))}`,
        staffId: user?.id ?? null,
        rule: STAFF_SIGN_IN.account,
        account: true,
      },
      {
        key: `password:address:${this.keyed('address', client)}`,
        staffId: null,
        rule: STAFF_SIGN_IN.address,
        account: false,
      },
    ] satisfies CountedKey[];
  }

  /** The key a second-factor attempt of a pending sign-in counts under. */
  private secondFactorKey(staffId: string, device: string | null): CountedKey {
    return device
      ? { key: `second_factor:device:${device}`, staffId, rule: STAFF_SIGN_IN.device, account: false }
      : { key: `second_factor:account:${staffId}`, staffId, rule: STAFF_SIGN_IN.account, account: true };
  }

  /** The latest `wait_until` still ahead among the keys, or null. */
  private async waitingUntil(keys: readonly string[]): Promise<number | null> {
    const now = this.now();
    const rows = await this.db
      .selectFrom('staff_sign_in_throttle')
      .select('wait_until')
      .where('key', 'in', keys)
      .where('wait_until', '>', now)
      .execute();
    if (rows.length === 0) return null;
    return Math.max(...rows.map((r) => Number(r.wait_until)));
  }

  /**
   * Counts one attempt under `k` unless it is waiting: the new count, or null when it waits. The count restarts
   * at 1 when the last failure is older than STAFF_SIGN_IN.forgetAfterSeconds.
   */
  private async claim(k: CountedKey): Promise<number | null> {
    const now = this.now();
    const cutoff = now - STAFF_SIGN_IN.forgetAfterSeconds;
    const next = sql<number>`(CASE WHEN t.last_failure_at <= ${cutoff} THEN 1 ELSE t.failures + 1 END)`;
    const { free, lockAfter } = k.rule;
    const wait = sql<number | null>`CASE
      WHEN ${next} < ${free} THEN NULL
      WHEN ${next} >= ${lockAfter} THEN ${now + STAFF_SIGN_IN.lockSeconds}::bigint
      ELSE ${now}::bigint + LEAST(${STAFF_SIGN_IN.lockSeconds}::bigint,
        (${STAFF_SIGN_IN.firstWaitSeconds} * power(2, ${next} - ${free}))::bigint)
    END`;
    const first = waitSeconds(1, k.rule);
    const res = await sql<{ failures: number }>`
      INSERT INTO staff_sign_in_throttle AS t (key, staff_id, failures, last_failure_at, wait_until)
      VALUES (${k.key}, ${k.staffId}, 1, ${now}, ${first > 0 ? now + first : null})
      ON CONFLICT (key) DO UPDATE SET
        failures = ${next},
        last_failure_at = ${now},
        wait_until = ${wait},
        staff_id = coalesce(t.staff_id, excluded.staff_id)
      WHERE t.wait_until IS NULL OR t.wait_until <= ${now}
      RETURNING failures`.execute(this.db);
    const row = res.rows[0];
    return row ? Number(row.failures) : null;
  }

  /** A right answer: the key's own count is cleared (an address key gives back only this attempt). */
  private async release(k: CountedKey): Promise<void> {
    if (k.key.startsWith('password:address:')) {
      await sql`UPDATE staff_sign_in_throttle SET failures = greatest(failures - 1, 0),
          wait_until = CASE WHEN failures - 1 < ${k.rule.free} THEN NULL ELSE wait_until END
        WHERE key = ${k.key}`.execute(this.db);
      return;
    }
    await this.db.deleteFrom('staff_sign_in_throttle').where('key', '=', k.key).execute();
  }

  /** Counts the attempt under every key; the retry-after in seconds when any of them waits. */
  private async claimAll(keys: readonly CountedKey[]): Promise<{ counts: number[] } | { retryAfter: number }> {
    const until = await this.waitingUntil(keys.map((k) => k.key));
    if (until !== null) return { retryAfter: Math.max(1, until - this.now()) };
    const counts: number[] = [];
    for (const k of keys) {
      const n = await this.claim(k);
      if (n === null) {
        const later = await this.waitingUntil(keys.map((x) => x.key));
        return { retryAfter: Math.max(1, (later ?? this.now() + 1) - this.now()) };
      }
      counts.push(n);
    }
    return { counts };
  }

  /** The device cookie's hash when it names a live device of this account, else null. */
  async knownDevice(token: string | undefined, staffId: string): Promise<string | null> {
    if (!token || !DEVICE_TOKEN_RE.test(token)) return null;
    const hash = sha256(token);
    const row = await this.db
      .selectFrom('staff_devices')
      .select('token_hash')
      .where('token_hash', '=', hash)
      .where('staff_id', '=', staffId)
      .where('expires_at', '>', this.now())
      .executeTakeFirst();
    return row ? hash : null;
  }

  /** Remembers this browser for the account after a completed sign-in; the cookie's token and its max age. */
  async rememberDevice(staffId: string, existing: string | null): Promise<{ token: string; maxAge: number } | null> {
    if (existing) return null;
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    const maxAge = STAFF_SIGN_IN.deviceDays * 86_400;
    await this.db
      .insertInto('staff_devices')
      .values({ token_hash: sha256(token), staff_id: staffId, created_at: now, expires_at: now + maxAge })
      .execute();
    return { token, maxAge };
  }

  /**
   * The password step. Refused unchecked while any of its keys waits (`wait`); otherwise counted, then checked.
   * `disabled` is said only when the password was right, so a guess learns nothing from it.
   */
  async password(input: {
    email: string;
    password: string;
    client: string;
    deviceToken: string | undefined;
  }): Promise<PasswordAttempt> {
    const user = await findStaffByEmail(this.db, input.email);
    const device = user ? await this.knownDevice(input.deviceToken, user.id) : null;
    const keys = this.passwordKeys(input.email, input.client, user, device);
    const claimed = await this.claimAll(keys);
    if ('retryAfter' in claimed) return { ok: false, reason: 'wait', retryAfter: claimed.retryAfter };
    let right = false;
    if (user) right = await verify(user.password_hash, input.password).catch(() => false);
    else {
      dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
      await verify(await dummyHash, input.password).catch(() => false);
    }
    if (!right || !user) {
      const lockedNow = await this.reportLock(keys, claimed.counts, user, 'password');
      return { ok: false, reason: 'wrong', user, lockedNow };
    }
    for (const k of keys) await this.release(k);
    if (user.disabled_at) return { ok: false, reason: 'disabled', user };
    return { ok: true, user, deviceHash: device };
  }

  /** Counts a second-factor attempt of a pending sign-in before it is checked; refused while its key waits. */
  async claimSecondFactor(staffId: string, device: string | null): Promise<SecondFactorClaim> {
    const claimed = await this.claimAll([this.secondFactorKey(staffId, device)]);
    return 'retryAfter' in claimed ? { ok: false, retryAfter: claimed.retryAfter } : { ok: true };
  }

  /** The second factor was right: its key is cleared. */
  async secondFactorPassed(staffId: string, device: string | null): Promise<void> {
    await this.release(this.secondFactorKey(staffId, device));
  }

  /** The second factor was wrong (already counted by the claim): true when this failure locked the account. */
  async secondFactorFailed(user: StaffUserRow, device: string | null): Promise<boolean> {
    const k = this.secondFactorKey(user.id, device);
    const row = await this.db
      .selectFrom('staff_sign_in_throttle')
      .select('failures')
      .where('key', '=', k.key)
      .executeTakeFirst();
    return this.reportLock([k], [row?.failures ?? 0], user, 'second_factor');
  }

  /**
   * When an account's own key has just reached its lock, emails every active admin (in their language), once
   * per lock: the count reaches `lockAfter` exactly once until it is forgotten or cleared.
   */
  private async reportLock(
    keys: readonly CountedKey[],
    counts: readonly number[],
    user: StaffUserRow | undefined,
    stage: SignInStage,
  ): Promise<boolean> {
    if (!user) return false;
    const locked = keys.some((k, i) => k.account && counts[i] === k.rule.lockAfter);
    if (!locked) return false;
    const admins = await this.db
      .selectFrom('staff_users')
      .select(['email', 'language'])
      .where('role', '=', 'admin')
      .where('disabled_at', 'is', null)
      .execute();
    const minutes = Math.round(STAFF_SIGN_IN.lockSeconds / 60);
    await this.db.transaction().execute(async (trx) => {
      for (const a of admins) {
        const language = toLanguage(a.language);
        const mail = renderAccountLocked(language, { account: user.email, minutes, stage });
        await enqueueMail(trx, { ...mail, kind: 'staff_account_locked', language, to: a.email });
      }
    });
    return true;
  }

  /** When the account's own keys (not its devices') wait, until when, and whether that is a lock. */
  async lockOf(staffId: string): Promise<{ until: number; locked: boolean } | null> {
    const now = this.now();
    const rows = await this.db
      .selectFrom('staff_sign_in_throttle')
      .select(['key', 'failures', 'wait_until'])
      .where('staff_id', '=', staffId)
      .where('wait_until', '>', now)
      .execute();
    const own = rows.filter((r) => r.key.startsWith('password:email:') || r.key.startsWith('second_factor:account:'));
    if (own.length === 0) return null;
    return {
      until: Math.max(...own.map((r) => Number(r.wait_until))),
      locked: own.some((r) => r.failures >= STAFF_SIGN_IN.account.lockAfter),
    };
  }

  /** An admin lifts every wait and count of the account (its email, its second factor, its devices). */
  async unlock(staffId: string): Promise<void> {
    await this.db.deleteFrom('staff_sign_in_throttle').where('staff_id', '=', staffId).execute();
  }

  /** Forgets the account's devices (second factor reset, account disabled, every session ended). */
  async forgetDevices(staffId: string): Promise<void> {
    await this.db.deleteFrom('staff_devices').where('staff_id', '=', staffId).execute();
  }

  /** Deletes counts forgotten a day after their last failure, and expired devices. */
  async purge(): Promise<number> {
    const now = this.now();
    const counts = await this.db
      .deleteFrom('staff_sign_in_throttle')
      .where('last_failure_at', '<=', now - STAFF_SIGN_IN.forgetAfterSeconds)
      .where((eb) => eb.or([eb('wait_until', 'is', null), eb('wait_until', '<=', now)]))
      .executeTakeFirst();
    const devices = await this.db.deleteFrom('staff_devices').where('expires_at', '<=', now).executeTakeFirst();
    return Number(counts.numDeletedRows) + Number(devices.numDeletedRows);
  }
}
