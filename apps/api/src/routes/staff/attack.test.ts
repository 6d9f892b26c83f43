import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { STAFF_CSRF_HEADER, STAFF_SIGN_IN, type AuditListResponse } from '@cyr/schemas';
import { totpCode } from '../../services/staff/accounts';
import { makeTestApp, type TestApp } from '../../test/app';
import { addAndSignIn, CookieJar, getCsrf, type SignedIn } from '../../test/staff';

/**
 * The attack of issue #36, as an outsider would run it: 21 wrong passwords for the director's account from three
 * addresses, then, the password known, 27 wrong codes. Before the change it locked the account for good, ended
 * the director's session and left the audit showing nothing but failures. Now the director stays signed in,
 * signs in again at once from their own browser and from a new one after the wait, and the audit page shows the
 * attack as a few folded lines beside what the staff did before it (docs/decisions/0090, 0091).
 */
let t: TestApp;
let director: SignedIn;

beforeAll(async () => {
  t = await makeTestApp({ seed: false });
  director = await addAndSignIn(t.app, t.db.db, t.clock, 'director@cyr.example', 'admin');
});
afterAll(async () => {
  await t.close();
});

/** An outsider's browser at one address. */
class Outsider {
  readonly jar = new CookieJar();
  csrf = '';
  constructor(readonly address: string) {}

  async start(): Promise<this> {
    this.csrf = await getCsrf(t.app, this.jar);
    return this;
  }

  async post(url: string, payload: object): Promise<LightMyRequestResponse> {
    return this.jar.absorb(
      await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: this.jar.header(), [STAFF_CSRF_HEADER]: this.csrf, 'x-forwarded-for': this.address },
        payload,
      }),
    );
  }
}

const code = (res: LightMyRequestResponse) => (res.json() as { error?: { code: string } }).error?.code ?? 'ok';

describe('the attack of issue #36', () => {
  it('leaves the director signed in, back in after the wait, and the audit readable', async () => {
    // What the staff did before the attack.
    expect(
      (await director.call('POST', '/api/staff/staff', { email: 'helper@cyr.example', role: 'staff' })).statusCode,
    ).toBe(200);

    // 21 wrong passwords from three addresses.
    const outsiders = await Promise.all(
      ['203.0.113.1', '203.0.113.2', '203.0.113.3'].map((a) => new Outsider(a).start()),
    );
    const answers: string[] = [];
    for (let i = 0; i < 21; i++) {
      const o = outsiders[i % 3] as Outsider;
      const res = await o.post('/api/staff/auth/password', { email: director.email, password: `guess-${i}` });
      answers.push(`${res.statusCode} ${code(res)}`);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBe(STAFF_SIGN_IN.firstWaitSeconds);
    }
    expect(answers).toEqual([
      ...Array<string>(STAFF_SIGN_IN.account.free).fill('401 sign_in_failed'),
      ...Array<string>(21 - STAFF_SIGN_IN.account.free).fill('429 sign_in_wait'),
    ]);
    // The director's session is untouched.
    expect((await director.call('GET', '/api/staff/me')).statusCode).toBe(200);

    // The password known (the wait over), 27 wrong codes from the same three addresses.
    t.clock.advance(STAFF_SIGN_IN.firstWaitSeconds);
    const codes: string[] = [];
    for (let i = 0; i < 27; i++) {
      const o = outsiders[i % 3] as Outsider;
      let res = await o.post('/api/staff/auth/totp', { code: String(100000 + i) });
      if (code(res) === 'staff_unauthenticated') {
        // No sign-in in progress (five wrong codes end one): the password again, then the code.
        expect(
          (await o.post('/api/staff/auth/password', { email: director.email, password: director.password })).statusCode,
        ).toBe(200);
        res = await o.post('/api/staff/auth/totp', { code: String(100000 + i) });
      }
      codes.push(`${res.statusCode} ${code(res)}`);
    }
    expect(codes.filter((c) => c === '401 totp_invalid')).toHaveLength(STAFF_SIGN_IN.account.free);
    expect(codes.filter((c) => c === '429 sign_in_wait')).toHaveLength(27 - STAFF_SIGN_IN.account.free);
    expect((await director.call('GET', '/api/staff/me')).statusCode).toBe(200);

    // The director's own browser (its device cookie) signs in at once, the wait notwithstanding.
    const own = await director.call('POST', '/api/staff/auth/password', {
      email: director.email,
      password: director.password,
    });
    expect(own.statusCode).toBe(200);
    const ownCode = await director.call('POST', '/api/staff/auth/totp', {
      code: totpCode(director.secret, t.clock.now()),
    });
    expect(ownCode.statusCode).toBe(200);

    // A new browser waits, then gets in.
    const laptop = await new Outsider('192.0.2.50').start();
    expect(
      (await laptop.post('/api/staff/auth/password', { email: director.email, password: director.password }))
        .statusCode,
    ).toBe(200);
    const waiting = await laptop.post('/api/staff/auth/totp', { code: totpCode(director.secret, t.clock.now()) });
    expect(`${waiting.statusCode} ${code(waiting)}`).toBe('429 sign_in_wait');
    t.clock.advance(Number(waiting.headers['retry-after']));
    const fresh = await laptop.post('/api/staff/auth/totp', { code: totpCode(director.secret, t.clock.now()) });
    expect(fresh.statusCode).toBe(200);

    // The audit page: the attack in a few folded lines, the staff action before it on the same first page.
    const audit = (await director.call('GET', '/api/staff/audit')).json() as AuditListResponse;
    expect(audit.total).toBeLessThan(30);
    const lines = audit.entries;
    const failedPasswords = lines.filter((e) => e.action === 'sign_in_failed' && e.subject === null);
    expect(failedPasswords).toHaveLength(3);
    expect(failedPasswords.reduce((n, e) => n + e.count, 0)).toBe(STAFF_SIGN_IN.account.free);
    expect(new Set(failedPasswords.map((e) => e.client)).size).toBe(3);
    const refused = lines.filter((e) => e.action === 'sign_in_refused');
    expect(refused.reduce((n, e) => n + e.count, 0)).toBe(
      21 - STAFF_SIGN_IN.account.free + 27 - STAFF_SIGN_IN.account.free + 1,
    );
    const wrongCodes = lines.filter((e) => e.action === 'sign_in_failed' && e.subject === 'totp');
    expect(wrongCodes.reduce((n, e) => n + e.count, 0)).toBe(STAFF_SIGN_IN.account.free);
    expect(lines.some((e) => e.action === 'staff_added' && e.actor === director.email)).toBe(true);
    expect(lines.every((e) => e.client === null || /^[A-Za-z0-9_-]{16}$/.test(e.client))).toBe(true);
    expect(JSON.stringify(audit)).not.toContain('203.0.113');
  });
});
