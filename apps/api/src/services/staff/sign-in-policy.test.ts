import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_SIGN_IN } from '@cyr/schemas';
import type { DbHandle } from '../../db';
import { TEST_SECRET, TestClock } from '../../test/app';
import { testDb } from '../../test/db';
import { addStaff } from './accounts';
import { SignInPolicy, waitSeconds } from './sign-in-policy';

/**
 * The sign-in policy on a real database (docs/decisions/0090-staff-sign-in-policy.md): each limit, that waits
 * end by themselves, that nobody's guesses touch the owner's own browser, and that the admins are told of a
 * lock once.
 */
let h: DbHandle;
const clock = new TestClock();
let policy: SignInPolicy;

beforeAll(async () => {
  h = await testDb();
  policy = new SignInPolicy(h.db, clock.now, TEST_SECRET);
  await addStaff(h.db, 'boss@cyr.example', 'admin');
});
afterAll(async () => {
  await h.close();
});

const lockMails = async () =>
  (await h.db.selectFrom('outbox').select('recipient').where('kind', '=', 'staff_account_locked').execute()).length;

async function account(email: string) {
  const { member, password } = await addStaff(h.db, email, 'staff');
  return { id: member.id, email, password };
}

const attempt = (email: string, password: string, client: string, deviceToken?: string) =>
  policy.password({ email, password, client, deviceToken });

/** An outsider guessing on until the email is locked, waiting out each wait (addresses change every try). */
async function lockOut(email: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const r = await attempt(email, `guess-${i}`, `198.51.100.${i % 250}`);
    if (!r.ok && r.reason === 'wait') clock.advance(r.retryAfter);
    if (!r.ok && r.reason === 'wrong' && r.lockedNow) return;
  }
  throw new Error('never locked');
}

describe('waits', () => {
  it('are free for the first failures, then 30 s doubling, then a 15-minute lock', () => {
    const rule = STAFF_SIGN_IN.account;
    expect([1, 2, 3, 4].map((n) => waitSeconds(n, rule))).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9].map((n) => waitSeconds(n, rule))).toEqual([30, 60, 120, 240, 480]);
    expect([10, 11, 50].map((n) => waitSeconds(n, rule))).toEqual([900, 900, 900]);
  });
});

describe('wrong passwords for one email', () => {
  it('make it wait, refuse unchecked while it waits, grow, lock at 10 (admins emailed once), and end by themselves', async () => {
    const a = await account('guessed@cyr.example');
    const mailsBefore = await lockMails();
    // From several addresses: the email's own count decides.
    for (let i = 0; i < 5; i++) {
      const r = await attempt(a.email, `wrong-${i}`, `203.0.113.${i % 3}`);
      expect(r).toMatchObject({ ok: false, reason: 'wrong' });
    }
    // The fifth failure set a 30-second wait: even the right password is refused unchecked.
    expect(await attempt(a.email, a.password, '203.0.113.9')).toEqual({ ok: false, reason: 'wait', retryAfter: 30 });
    clock.advance(30);
    expect(await attempt(a.email, 'wrong-5', '203.0.113.1')).toMatchObject({ reason: 'wrong' });
    expect(await attempt(a.email, 'wrong-x', '203.0.113.1')).toMatchObject({ reason: 'wait', retryAfter: 60 });
    for (const w of [60, 120, 240]) {
      clock.advance(w);
      expect(await attempt(a.email, 'wrong-y', '203.0.113.2')).toMatchObject({ reason: 'wrong', lockedNow: false });
    }
    clock.advance(480);
    // The tenth failure is the lock: reported once.
    const tenth = await attempt(a.email, 'wrong-z', '203.0.113.0');
    expect(tenth).toMatchObject({ reason: 'wrong', lockedNow: true });
    expect(await lockMails()).toBe(mailsBefore + 1);
    expect(await policy.lockOf(a.id)).toMatchObject({ locked: true });
    expect(await attempt(a.email, a.password, '203.0.113.7')).toMatchObject({ reason: 'wait', retryAfter: 900 });
    // It ends by itself: 15 minutes later the right password works and clears the count.
    clock.advance(900);
    expect(await attempt(a.email, a.password, '203.0.113.7')).toMatchObject({ ok: true });
    expect(await policy.lockOf(a.id)).toBeNull();
    expect(await lockMails()).toBe(mailsBefore + 1);
  });

  it('an unknown email gets the same answers as a known one', async () => {
    const a = await account('known@cyr.example');
    const known: string[] = [];
    const unknown: string[] = [];
    for (let i = 0; i < 6; i++) {
      const k = await attempt(a.email, `x-${i}`, '192.0.2.10');
      const u = await attempt('nobody-here@cyr.example', `x-${i}`, '192.0.2.11');
      known.push(k.ok ? 'ok' : k.reason === 'wait' ? `wait ${k.retryAfter}` : k.reason);
      unknown.push(u.ok ? 'ok' : u.reason === 'wait' ? `wait ${u.retryAfter}` : u.reason);
    }
    expect(known).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'wrong', 'wait 30']);
    expect(unknown).toEqual(known);
    clock.advance(3600);
  });

  it('are forgotten a day after the last one, and cleared by a right password', async () => {
    const a = await account('forgets@cyr.example');
    for (let i = 0; i < 4; i++) await attempt(a.email, `w-${i}`, '192.0.2.20');
    clock.advance(STAFF_SIGN_IN.forgetAfterSeconds);
    // Four more without a wait: the count restarted.
    for (let i = 0; i < 4; i++)
      expect(await attempt(a.email, `v-${i}`, '192.0.2.21')).toMatchObject({ reason: 'wrong' });
    expect(await attempt(a.email, a.password, '192.0.2.21')).toMatchObject({ ok: true });
    for (let i = 0; i < 4; i++)
      expect(await attempt(a.email, `u-${i}`, '192.0.2.21')).toMatchObject({ reason: 'wrong' });
  });
});

describe('wrong passwords from one address', () => {
  it('make that address wait after 10, whichever emails they name; other addresses are not touched', async () => {
    for (let i = 0; i < STAFF_SIGN_IN.address.free; i++) {
      expect(await attempt(`spray-${i}@cyr.example`, 'Password1!', '198.18.0.1')).toMatchObject({ reason: 'wrong' });
    }
    const a = await account('sprayed@cyr.example');
    expect(await attempt(a.email, a.password, '198.18.0.1')).toMatchObject({ reason: 'wait', retryAfter: 30 });
    expect(await attempt(a.email, a.password, '198.18.0.2')).toMatchObject({ ok: true });
    clock.advance(3600);
  });

  it('a right password gives back its own count, so a busy office address is not slowed by its own sign-ins', async () => {
    const a = await account('daily@cyr.example');
    for (let i = 0; i < STAFF_SIGN_IN.address.free * 2; i++)
      expect(await attempt(a.email, a.password, '198.18.0.9')).toMatchObject({ ok: true });
  });
});

describe('a known device (its cookie)', () => {
  it('lets the owner sign in while outsiders have the account locked, and counts its own failures apart', async () => {
    const a = await account('owner@cyr.example');
    const device = await policy.rememberDevice(a.id, null);
    expect(device?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await lockOut(a.email);
    expect(await policy.lockOf(a.id)).toMatchObject({ locked: true });
    expect(await attempt(a.email, a.password, '203.0.113.50')).toMatchObject({ reason: 'wait' });
    // The owner's browser: not touched by the lock.
    const mine = await attempt(a.email, a.password, '203.0.113.50', device?.token);
    expect(mine).toMatchObject({ ok: true });
    expect(mine.ok && mine.deviceHash).toBeTruthy();
    // Another account's device cookie, or a made-up one, is no device of this account.
    const other = await account('other@cyr.example');
    const theirs = await policy.rememberDevice(other.id, null);
    expect(await attempt(a.email, a.password, '203.0.113.50', theirs?.token)).toMatchObject({ reason: 'wait' });
    expect(await attempt(a.email, a.password, '203.0.113.50', 'A'.repeat(43))).toMatchObject({ reason: 'wait' });
    // The device's own wrong passwords count under its own key.
    for (let i = 0; i < STAFF_SIGN_IN.device.free; i++)
      expect(await attempt(a.email, `typo-${i}`, '203.0.113.50', device?.token)).toMatchObject({ reason: 'wrong' });
    expect(await attempt(a.email, a.password, '203.0.113.50', device?.token)).toMatchObject({ reason: 'wait' });
    // An admin lifts the account's waits, its devices' too.
    await policy.unlock(a.id);
    expect(await policy.lockOf(a.id)).toBeNull();
    expect(await attempt(a.email, a.password, '203.0.113.51')).toMatchObject({ ok: true });
  });
});

describe('wrong second factors', () => {
  it('count per account whatever sign-in they come from, wait, lock and tell the admins; a device counts apart', async () => {
    const a = await account('codes@cyr.example');
    const user = await h.db.selectFrom('staff_users').selectAll().where('id', '=', a.id).executeTakeFirstOrThrow();
    const mailsBefore = await lockMails();
    for (let i = 0; i < STAFF_SIGN_IN.account.free; i++) {
      expect(await policy.claimSecondFactor(a.id, null)).toEqual({ ok: true });
      expect(await policy.secondFactorFailed(user, null)).toBe(false);
    }
    expect(await policy.claimSecondFactor(a.id, null)).toEqual({ ok: false, retryAfter: 30 });
    for (const w of [30, 60, 120, 240, 480]) {
      clock.advance(w);
      expect(await policy.claimSecondFactor(a.id, null)).toEqual({ ok: true });
      await policy.secondFactorFailed(user, null);
    }
    expect(await lockMails()).toBe(mailsBefore + 1);
    expect(await policy.claimSecondFactor(a.id, null)).toEqual({ ok: false, retryAfter: 900 });
    // The owner's device is not held up.
    const device = await policy.rememberDevice(a.id, null);
    const hash = await policy.knownDevice(device?.token, a.id);
    expect(await policy.claimSecondFactor(a.id, hash)).toEqual({ ok: true });
    await policy.secondFactorPassed(a.id, hash);
    clock.advance(900);
    expect(await policy.claimSecondFactor(a.id, null)).toEqual({ ok: true });
    await policy.secondFactorPassed(a.id, null);
    expect(await policy.lockOf(a.id)).toBeNull();
  });
});

describe('purge', () => {
  it('deletes counts a day after their last failure and expired devices', async () => {
    const a = await account('purged@cyr.example');
    await attempt(a.email, 'nope', '192.0.2.99');
    clock.advance(STAFF_SIGN_IN.deviceDays * 86_400 + 1);
    expect(await policy.purge()).toBeGreaterThan(0);
    const left = await h.db.selectFrom('staff_sign_in_throttle').select('key').execute();
    expect(left).toEqual([]);
    expect(await h.db.selectFrom('staff_devices').select('token_hash').execute()).toEqual([]);
  });
});
