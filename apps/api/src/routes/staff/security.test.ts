import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_CSRF_HEADER, STAFF_LIMITS, STAFF_SESSION_COOKIE } from '@cyr/schemas';
import { hashStaffToken, totpCode } from '../../services/staff/accounts';
import { makeTestApp, startSession, type TestApp } from '../../test/app';
import { addAndSignIn, CookieJar, getCsrf, passwordStep, totpStep, type SignedIn } from '../../test/staff';

/**
 * The staff API's doors (issue: "no staff API answers without a staff session (401) or with the wrong role
 * (403); a visitor token, a forged cookie, a replayed TOTP and a missing CSRF token are refused; 20 wrong
 * passwords lock the account").
 */
const ID = '00000000-0000-4000-8000-000000000000';
/** Every staff route but the sign-in steps, with the role it needs and whether it changes something. */
const ROUTES: { method: 'GET' | 'POST' | 'PUT' | 'PATCH'; url: string; admin?: boolean; body?: unknown }[] = [
  { method: 'POST', url: '/api/staff/auth/sign-out' },
  {
    method: 'POST',
    url: '/api/staff/auth/change-password',
    body: { currentPassword: 'x', newPassword: 'a-new-password-1' },
  },
  { method: 'GET', url: '/api/staff/me' },
  { method: 'GET', url: '/api/staff/staff', admin: true },
  { method: 'POST', url: '/api/staff/staff', admin: true, body: { email: 'new@cyr.example', role: 'staff' } },
  { method: 'POST', url: `/api/staff/staff/${ID}/disable`, admin: true },
  { method: 'GET', url: '/api/staff/help' },
  { method: 'GET', url: `/api/staff/help/${ID}` },
  { method: 'PATCH', url: `/api/staff/help/${ID}`, body: { status: 'closed' } },
  { method: 'POST', url: `/api/staff/help/${ID}/reply`, body: { template: 'answer', text: 'x' } },
  { method: 'GET', url: '/api/staff/feedback/summary' },
  { method: 'GET', url: '/api/staff/feedback/text' },
  { method: 'GET', url: '/api/staff/feedback/contacts', admin: true },
  { method: 'GET', url: '/api/staff/feedback/export.csv' },
  { method: 'GET', url: '/api/staff/usage' },
  { method: 'GET', url: '/api/staff/data' },
  { method: 'GET', url: '/api/staff/data/imports/imp-1' },
  { method: 'POST', url: '/api/staff/data/imports/imp-1/decision', admin: true, body: { decision: 'reject' } },
  { method: 'POST', url: '/api/staff/data/sync', admin: true },
  { method: 'GET', url: '/api/staff/county-report' },
  { method: 'GET', url: '/api/staff/county-report.csv' },
  { method: 'GET', url: '/api/staff/outcomes' },
  { method: 'GET', url: '/api/staff/outcomes.csv' },
  { method: 'GET', url: '/api/staff/courts' },
  {
    method: 'PUT',
    url: '/api/staff/courts/district:178',
    body: {
      setting_en: 'x',
      setting_es: 'x',
      objections_en: '',
      objections_es: '',
      wait_en: '',
      wait_es: '',
      checkedOn: '2026-11-01',
    },
  },
  { method: 'GET', url: '/api/staff/audit', admin: true },
];

let t: TestApp;
let admin: SignedIn;
let staff: SignedIn;

beforeAll(async () => {
  t = await makeTestApp({ seed: false, services: { syncJob: async () => ({ status: 'ok', message: null }) } });
  admin = await addAndSignIn(t.app, t.db.db, t.clock, 'admin@cyr.example', 'admin');
  staff = await addAndSignIn(t.app, t.db.db, t.clock, 'staff@cyr.example', 'staff');
});
afterAll(async () => {
  await t.close();
});

const inject = (r: (typeof ROUTES)[number], headers: Record<string, string>) =>
  t.app.inject({
    method: r.method,
    url: r.url,
    headers,
    ...(r.body === undefined ? {} : { payload: r.body as Record<string, unknown> }),
  });

describe('staff API doors', () => {
  it('answers 401 staff_unauthenticated to every route without a staff session', async () => {
    for (const r of ROUTES) {
      const res = await inject(r, {});
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(res.json().error.code).toBe('staff_unauthenticated');
    }
  });

  it("refuses a visitor's bearer token (401) on every route", async () => {
    const bearer = await startSession(t.app);
    for (const r of ROUTES) {
      const res = await inject(r, { authorization: bearer });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
    // Not even as the cookie's value.
    const asCookie = await t.app.inject({
      method: 'GET',
      url: '/api/staff/me',
      headers: { cookie: `${STAFF_SESSION_COOKIE}=${bearer.slice('Bearer '.length)}` },
    });
    expect(asCookie.statusCode).toBe(401);
  });

  it('refuses a forged or tampered session cookie (401)', async () => {
    const real = staff.jar.cookies.get(STAFF_SESSION_COOKIE) ?? '';
    expect(real).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const tampered = (real[0] === 'A' ? 'B' : 'A') + real.slice(1);
    for (const value of [tampered, 'x'.repeat(43), 'admin', `${real}x`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/staff/me',
        headers: { cookie: `${STAFF_SESSION_COOKIE}=${value}` },
      });
      expect(res.statusCode, value).toBe(401);
    }
    // The real one works, and the database holds only its hash.
    expect((await staff.call('GET', '/api/staff/me')).statusCode).toBe(200);
    const rows = await t.db.db.selectFrom('staff_sessions').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).toContain(hashStaffToken(real));
    expect(rows.map((r) => r.token_hash)).not.toContain(real);
  });

  it('answers 403 staff_forbidden to the staff role on every admin route', async () => {
    for (const r of ROUTES.filter((x) => x.admin)) {
      const res = await inject(r, { cookie: staff.jar.header(), [STAFF_CSRF_HEADER]: staff.csrf });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json().error.code).toBe('staff_forbidden');
    }
    // ... which the admin may use.
    expect((await admin.call('GET', '/api/staff/staff')).statusCode).toBe(200);
  });

  it('refuses every state-changing call without a CSRF token, or with a wrong one, and changes nothing', async () => {
    const before = await t.db.db.selectFrom('staff_users').select('id').execute();
    for (const r of ROUTES.filter((x) => x.method !== 'GET')) {
      const variants: Record<string, string>[] = [
        { cookie: admin.jar.header() },
        { cookie: admin.jar.header(), [STAFF_CSRF_HEADER]: 'not-a-token' },
      ];
      for (const headers of variants) {
        const res = await inject(r, headers);
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
        expect(res.json().error.code).toBe('csrf_invalid');
      }
    }
    expect(await t.db.db.selectFrom('staff_users').select('id').execute()).toHaveLength(before.length);
    // The sign-in steps too.
    const jar = new CookieJar();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/password',
      payload: { email: admin.email, password: admin.password },
    });
    expect(jar.absorb(res).statusCode).toBe(403);
  });

  it('sets the session cookie httpOnly, SameSite=Strict, on /api/staff only', async () => {
    const jar = new CookieJar();
    const csrf = await getCsrf(t.app, jar);
    await passwordStep(t.app, jar, csrf, admin.email, admin.password);
    t.clock.advance(30);
    const res = await totpStep(t.app, jar, csrf, totpCode(admin.secret, t.clock.now()));
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === STAFF_SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/staff' });
    expect(res.json()).toMatchObject({ email: admin.email, role: 'admin' });
    t.clock.advance(30);
  });

  it('refuses a replayed TOTP code, even in a fresh sign-in', async () => {
    const jar = new CookieJar();
    const csrf = await getCsrf(t.app, jar);
    expect((await passwordStep(t.app, jar, csrf, staff.email, staff.password)).json()).toEqual({ next: 'totp' });
    const code = totpCode(staff.secret, t.clock.now());
    expect((await totpStep(t.app, jar, csrf, code)).statusCode).toBe(200);
    // The same code again, in a new sign-in within its 30 seconds.
    const jar2 = new CookieJar();
    const csrf2 = await getCsrf(t.app, jar2);
    await passwordStep(t.app, jar2, csrf2, staff.email, staff.password);
    const replay = await totpStep(t.app, jar2, csrf2, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('totp_invalid');
    expect(jar2.cookies.has(STAFF_SESSION_COOKIE)).toBe(false);
    // The next step's code is accepted.
    t.clock.advance(30);
    expect((await totpStep(t.app, jar2, csrf2, totpCode(staff.secret, t.clock.now()))).statusCode).toBe(200);
    t.clock.advance(30);
  });

  it('a TOTP step without a password step is 401', async () => {
    const jar = new CookieJar();
    const csrf = await getCsrf(t.app, jar);
    const res = await totpStep(t.app, jar, csrf, totpCode(staff.secret, t.clock.now()));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('staff_unauthenticated');
  });

  it('locks an account after 20 wrong passwords, counted in the database; an admin unlocks it', async () => {
    const victim = await addAndSignIn(t.app, t.db.db, t.clock, 'victim@cyr.example', 'staff');
    const jar = new CookieJar();
    const csrf = await getCsrf(t.app, jar);
    for (let i = 0; i < STAFF_LIMITS.lockAfterFailures; i++) {
      const res = await passwordStep(t.app, jar, csrf, victim.email, `wrong-password-${i}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('sign_in_failed');
    }
    const row = await t.db.db
      .selectFrom('staff_users')
      .select(['failed_logins', 'locked_at'])
      .where('email', '=', victim.email)
      .executeTakeFirstOrThrow();
    expect(row.failed_logins).toBe(20);
    expect(row.locked_at).not.toBeNull();
    // The right password now meets the lock; the open session ends too.
    const locked = await passwordStep(t.app, jar, csrf, victim.email, victim.password);
    expect(locked.statusCode).toBe(423);
    expect(locked.json().error.code).toBe('account_locked');
    expect((await victim.call('GET', '/api/staff/me')).statusCode).toBe(401);
    // Unlocked by an admin, the password works again.
    const unlock = await admin.call('POST', `/api/staff/staff/${victim.id}/unlock`);
    expect(unlock.statusCode).toBe(200);
    expect(unlock.json()).toMatchObject({ status: 'active' });
    expect((await passwordStep(t.app, jar, csrf, victim.email, victim.password)).statusCode).toBe(200);
    const audit = await t.db.db
      .selectFrom('staff_audit')
      .select('action')
      .where('actor_email', '=', victim.email)
      .execute();
    expect(audit.filter((a) => a.action === 'sign_in_failed')).toHaveLength(20);
    expect(audit.map((a) => a.action)).toContain('account_locked');
  });

  it('an unknown email and a wrong password get the same answer', async () => {
    const jar = new CookieJar();
    const csrf = await getCsrf(t.app, jar);
    const unknown = await passwordStep(t.app, jar, csrf, 'nobody@cyr.example', 'whatever-password');
    const wrong = await passwordStep(t.app, jar, csrf, staff.email, 'whatever-password');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('ends a session after 30 idle minutes, and at sign-out', async () => {
    const s = await addAndSignIn(t.app, t.db.db, t.clock, 'idle@cyr.example', 'staff');
    t.clock.advance(29 * 60);
    expect((await s.call('GET', '/api/staff/me')).statusCode).toBe(200);
    t.clock.advance(31 * 60);
    expect((await s.call('GET', '/api/staff/me')).statusCode).toBe(401);
    const again = await addAndSignIn(t.app, t.db.db, t.clock, 'out@cyr.example', 'staff');
    expect((await again.call('POST', '/api/staff/auth/sign-out')).statusCode).toBe(200);
    expect((await again.call('GET', '/api/staff/me')).statusCode).toBe(401);
  });

  it('the audit log refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const before = await t.db.db.selectFrom('staff_audit').select('id').execute();
    expect(before.length).toBeGreaterThan(0);
    await expect(sql`UPDATE staff_audit SET action = 'x'`.execute(t.db.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM staff_audit`.execute(t.db.db)).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE staff_audit`.execute(t.db.db)).rejects.toThrow(/append-only/);
    expect(await t.db.db.selectFrom('staff_audit').select('id').execute()).toHaveLength(before.length);
  });

  it('is in the OpenAPI document under /api/staff/ with its security scheme', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    expect(doc.components.securitySchemes.staffSession).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: STAFF_SESSION_COOKIE,
    });
    expect(doc.components.securitySchemes.staffCsrf).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: STAFF_CSRF_HEADER,
    });
    for (const r of ROUTES) {
      const path = r.url
        .replace(ID, '{id}')
        .replace('imp-1', '{id}')
        .replace('/disable', '/{action}')
        .replace('district:178', '{court}');
      const op = doc.paths[path]?.[r.method.toLowerCase()];
      expect(op, `${r.method} ${path}`).toBeDefined();
      expect(op.security, path).toEqual(
        r.method === 'GET' ? [{ staffSession: [] }] : [{ staffSession: [], staffCsrf: [] }],
      );
    }
    expect(doc.paths['/api/staff/auth/password'].post.security).toEqual([{ staffCsrf: [] }]);
  });
});
