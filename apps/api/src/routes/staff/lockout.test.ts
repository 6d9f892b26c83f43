import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_LIMITS } from '@cyr/schemas';
import { addStaff, totpCode } from '../../services/staff/accounts';
import { makeTestApp, type TestApp } from '../../test/app';
import { addAndSignIn, CookieJar, getCsrf, passwordStep, totpStep } from '../../test/staff';

/**
 * What only concurrency can show (also run on PostgreSQL, src/test/postgres.config.ts): wrong passwords sent at
 * once all count towards the lockout, and one TOTP code sent twice at once opens one session.
 */
let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

describe('staff sign-in under concurrency', () => {
  it('counts every one of 20 wrong passwords sent at once, and locks the account', async () => {
    const { member, password } = await addStaff(t.db.db, 'racer@cyr.example', 'staff');
    const jar = new CookieJar();
    const csrf = await getCsrf(t.app, jar);
    const answers = await Promise.all(
      Array.from({ length: STAFF_LIMITS.lockAfterFailures }, (_, i) =>
        passwordStep(t.app, jar, csrf, member.email, `wrong-${i}-password`),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(STAFF_LIMITS.lockAfterFailures).fill(401));
    const row = await t.db.db
      .selectFrom('staff_users')
      .select(['failed_logins', 'locked_at'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.failed_logins).toBe(STAFF_LIMITS.lockAfterFailures);
    expect(row.locked_at).not.toBeNull();
    expect((await passwordStep(t.app, jar, csrf, member.email, password)).statusCode).toBe(423);
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
