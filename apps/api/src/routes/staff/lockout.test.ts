import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_SIGN_IN } from '@cyr/schemas';
import { addStaff, totpCode } from '../../services/staff/accounts';
import { makeTestApp, type TestApp } from '../../test/app';
import { addAndSignIn, CookieJar, getCsrf, passwordStep, totpStep } from '../../test/staff';

/**
 * What only concurrency can show (also run on PostgreSQL, src/test/postgres.config.ts): of wrong passwords sent at
 * once for one account, each is counted before it is checked and none is checked once the account waits
 * (docs/decisions/0090-staff-sign-in-policy.md); one TOTP code sent twice at once opens one session.
 */
let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

describe('staff sign-in under concurrency', () => {
  it('of 20 wrong passwords sent at once checks 5 and refuses 15 unchecked; the account waits, then lets its owner in', async () => {
    const { member, password } = await addStaff(t.db.db, 'racer@cyr.example', 'staff');
    const jar = new CookieJar();
    const csrf = await getCsrf(t.app, jar);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => passwordStep(t.app, jar, csrf, member.email, `wrong-${i}-password`)),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([
      ...Array<number>(STAFF_SIGN_IN.account.free).fill(401),
      ...Array<number>(20 - STAFF_SIGN_IN.account.free).fill(429),
    ]);
    const row = await t.db.db
      .selectFrom('staff_sign_in_throttle')
      .select(['failures', 'wait_until'])
      .where('staff_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(STAFF_SIGN_IN.account.free);
    expect(Number(row.wait_until)).toBeGreaterThan(t.clock.now().getTime() / 1000);
    // The right password waits too, and is taken once the wait is over.
    expect((await passwordStep(t.app, jar, csrf, member.email, password)).statusCode).toBe(429);
    t.clock.advance(STAFF_SIGN_IN.firstWaitSeconds);
    expect((await passwordStep(t.app, jar, csrf, member.email, password)).statusCode).toBe(200);
  });

  it('accepts one TOTP code once when it is sent twice at the same moment', async () => {
    const s = await addAndSignIn(t.app, t.db.db, t.clock, 'twice@cyr.example', 'staff');
    const jars = [new CookieJar(), new CookieJar()];
    const csrfs = await Promise.all(jars.map((j) => getCsrf(t.app, j)));
    for (const [i, j] of jars.entries()) await passwordStep(t.app, j, csrfs[i] ?? '', s.email, s.password);
    const code = totpCode(s.secret, t.clock.now());
    const answers = await Promise.all(jars.map((j, i) => totpStep(t.app, j, csrfs[i] ?? '', code)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });
});
