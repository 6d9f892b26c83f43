import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mayUse,
  STAFF_AREA_ROLES,
  STAFF_CSRF_HEADER,
  STAFF_ROLES,
  STAFF_SESSION_COOKIE,
  STAFF_SIGN_IN,
  type StaffArea,
} from '@cyr/schemas';
import { hashStaffToken, totpCode } from '../../services/staff/accounts';
import { makeTestApp, startSession, type TestApp } from '../../test/app';
import { addAndSignIn, CookieJar, getCsrf, passwordStep, signInAgain, totpStep, type SignedIn } from '../../test/staff';

/**
 * The staff API's doors (issue: "no staff API answers without a staff session (401) or with the wrong role
 * (403); a visitor token, a forged cookie, a replayed TOTP and a missing CSRF token are refused"), and the
 * second pass's findings (issue #36): the CSRF token is bound to the session, a password change ends the other
 * sessions, an admin changes roles (audited) and ends sessions, and the `staff` role sees survey answers as
 * totals only.
 */
const ID = '00000000-0000-4000-8000-000000000000';
/** Every staff route but the sign-in steps, with the area (roles) it belongs to and whether it changes something. */
const ROUTES: { method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; url: string; area: StaffArea; body?: unknown }[] =
  [
    { method: 'POST', url: '/api/staff/auth/sign-out', area: 'account' },
    {
      method: 'POST',
      url: '/api/staff/auth/change-password',
      area: 'account',
      body: { currentPassword: 'x', newPassword: 'a-new-password-1' },
    },
    { method: 'GET', url: '/api/staff/me', area: 'account' },
    { method: 'PUT', url: '/api/staff/me/language', area: 'account', body: { language: 'es' } },
    { method: 'GET', url: '/api/staff/passkeys', area: 'account' },
    { method: 'POST', url: '/api/staff/passkeys/options', area: 'account' },
    { method: 'DELETE', url: `/api/staff/passkeys/${ID}`, area: 'account' },
    { method: 'GET', url: '/api/staff/staff', area: 'members' },
    { method: 'POST', url: '/api/staff/staff', area: 'members', body: { email: 'new@cyr.example', role: 'staff' } },
    { method: 'POST', url: `/api/staff/staff/${ID}/disable`, area: 'members' },
    { method: 'PUT', url: `/api/staff/staff/${ID}/role`, area: 'members', body: { role: 'admin' } },
    { method: 'GET', url: '/api/staff/help', area: 'help' },
    { method: 'POST', url: '/api/staff/help/bulk', area: 'help', body: { action: 'close', ids: [ID] } },
    { method: 'GET', url: `/api/staff/help/${ID}`, area: 'help' },
    { method: 'PATCH', url: `/api/staff/help/${ID}`, area: 'help', body: { status: 'closed' } },
    { method: 'POST', url: `/api/staff/help/${ID}/reply`, area: 'help', body: { template: 'answer', text: 'x' } },
    { method: 'GET', url: '/api/staff/feedback/summary', area: 'feedback' },
    { method: 'GET', url: '/api/staff/feedback/text', area: 'feedback' },
    { method: 'GET', url: '/api/staff/feedback/contacts', area: 'feedbackResponses' },
    { method: 'GET', url: '/api/staff/feedback/export.csv', area: 'feedbackResponses' },
    { method: 'GET', url: '/api/staff/usage', area: 'usage' },
    { method: 'GET', url: '/api/staff/exports/requests.csv', area: 'exports' },
    { method: 'GET', url: '/api/staff/exports/usage.csv', area: 'exports' },
    { method: 'GET', url: '/api/staff/data', area: 'data' },
    { method: 'GET', url: '/api/staff/data/imports/imp-1', area: 'data' },
    {
      method: 'POST',
      url: '/api/staff/data/imports/imp-1/decision',
      area: 'dataDecisions',
      body: { decision: 'reject' },
    },
    { method: 'POST', url: '/api/staff/data/sync', area: 'dataDecisions' },
    { method: 'GET', url: '/api/staff/county-report', area: 'county' },
    { method: 'GET', url: '/api/staff/county-report.csv', area: 'county' },
    { method: 'GET', url: '/api/staff/county-report/job', area: 'county' },
    { method: 'POST', url: '/api/staff/county-report/run', area: 'countyRun' },
    { method: 'GET', url: '/api/staff/outcomes', area: 'outcomes' },
    { method: 'GET', url: '/api/staff/outcomes.csv', area: 'outcomes' },
    { method: 'GET', url: '/api/staff/courts', area: 'courtNotes' },
    {
      method: 'PUT',
      url: '/api/staff/courts/district:178',
      area: 'courtNotes',
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
    { method: 'GET', url: '/api/staff/audit', area: 'audit' },
    { method: 'GET', url: '/api/staff/referrals', area: 'referrals' },
    { method: 'GET', url: `/api/staff/clinic/${ID}`, area: 'clinic' },
    { method: 'GET', url: '/api/staff/partners', area: 'directory' },
    { method: 'PUT', url: `/api/staff/partners/${ID}`, area: 'directoryEdit', body: {} },
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

  it('lists every area and lets each role only into its own; the staff role gets 403 outside them', async () => {
    for (const area of Object.keys(STAFF_AREA_ROLES) as StaffArea[])
      expect(
        ROUTES.some((r) => r.area === area),
        area,
      ).toBe(true);
    expect(STAFF_ROLES.every((role) => mayUse(role, 'account'))).toBe(true);
    expect(mayUse('staff', 'feedbackResponses')).toBe(false);
    expect(mayUse('staff', 'feedback')).toBe(true);
  });

  it('answers 403 staff_forbidden to the staff role on every route outside its areas', async () => {
    for (const r of ROUTES.filter((x) => !mayUse('staff', x.area))) {
      const res = await inject(r, { cookie: staff.jar.header(), [STAFF_CSRF_HEADER]: staff.csrf });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json().error.code).toBe('staff_forbidden');
    }
    // ... which the admin may use.
    expect((await admin.call('GET', '/api/staff/staff')).statusCode).toBe(200);
  });

  it('binds the CSRF token to the session: one from before sign-in, or of another session, is refused', async () => {
    // A token fetched without a session (as the sign-in page has it) does not work once signed in.
    const jar = new CookieJar();
    const before = await getCsrf(t.app, jar);
    for (const [k, v] of admin.jar.cookies) if (k !== 'cyr_staff_csrf') jar.cookies.set(k, v);
    const asSigned = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/me/language',
      headers: { cookie: jar.header(), [STAFF_CSRF_HEADER]: before },
      payload: { language: 'en' },
    });
    expect(asSigned.statusCode).toBe(403);
    expect(asSigned.json().error.code).toBe('csrf_invalid');
    // Another member's token with their own CSRF cookie, replayed with this session: refused.
    const tossed = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/me/language',
      headers: {
        cookie: `${STAFF_SESSION_COOKIE}=${admin.jar.cookies.get(STAFF_SESSION_COOKIE) ?? ''}; cyr_staff_csrf=${staff.jar.cookies.get('cyr_staff_csrf') ?? ''}`,
        [STAFF_CSRF_HEADER]: staff.csrf,
      },
      payload: { language: 'en' },
    });
    expect(tossed.statusCode).toBe(403);
    // The session's own token works.
    expect((await admin.call('PUT', '/api/staff/me/language', { language: 'en' })).statusCode).toBe(200);
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
    expect((await passwordStep(t.app, jar, csrf, staff.email, staff.password)).json()).toEqual({
      next: 'totp',
      passkey: false,
    });
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

  it('wrong passwords make new sign-ins wait, never end an open session; an admin lifts the wait', async () => {
    const victim = await addAndSignIn(t.app, t.db.db, t.clock, 'victim@cyr.example', 'staff');
    const jar = new CookieJar();
    const csrf = await getCsrf(t.app, jar);
    for (let i = 0; i < STAFF_SIGN_IN.account.free; i++) {
      const res = await passwordStep(t.app, jar, csrf, victim.email, `wrong-password-${i}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('sign_in_failed');
    }
    // The right password now waits (unchecked), with when to try again; the open session is untouched.
    const waiting = await passwordStep(t.app, jar, csrf, victim.email, victim.password);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().error.code).toBe('sign_in_wait');
    expect(waiting.headers['retry-after']).toBe(String(STAFF_SIGN_IN.firstWaitSeconds));
    expect((await victim.call('GET', '/api/staff/me')).statusCode).toBe(200);
    // The admin sees until when, and lifts it; the password works again at once.
    const listed = (await admin.call('GET', '/api/staff/staff')).json().staff as {
      email: string;
      signInWaitUntil: string | null;
    }[];
    expect(listed.find((m) => m.email === victim.email)?.signInWaitUntil).not.toBeNull();
    const unlock = await admin.call('POST', `/api/staff/staff/${victim.id}/unlock`);
    expect(unlock.statusCode).toBe(200);
    expect(unlock.json()).toMatchObject({ status: 'active', signInWaitUntil: null });
    expect((await passwordStep(t.app, jar, csrf, victim.email, victim.password)).statusCode).toBe(200);
    const audit = await t.db.db
      .selectFrom('staff_audit')
      .select(['action', 'count', 'before', 'after'])
      .where('subject', 'like', `staff:${victim.id}:unlock`)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.before).toMatchObject({ signInWaitUntil: expect.any(String) });
    expect(audit[0]?.after).toMatchObject({ signInWaitUntil: null });
  });

  it('a password change ends the account’s other sessions, not the one that made it', async () => {
    const member = await addAndSignIn(t.app, t.db.db, t.clock, 'changer@cyr.example', 'staff');
    const elsewhere = await signInAgain(t.app, t.clock, member);
    expect((await elsewhere.call('GET', '/api/staff/me')).statusCode).toBe(200);
    const changed = await member.call('POST', '/api/staff/auth/change-password', {
      currentPassword: member.password,
      newPassword: 'a brand new password',
    });
    expect(changed.statusCode).toBe(200);
    expect((await member.call('GET', '/api/staff/me')).statusCode).toBe(200);
    expect((await elsewhere.call('GET', '/api/staff/me')).statusCode).toBe(401);
  });

  it('an admin changes a role (audited before and after, never their own) and signs a member out everywhere', async () => {
    const member = await addAndSignIn(t.app, t.db.db, t.clock, 'promoted@cyr.example', 'staff');
    expect((await member.call('GET', '/api/staff/audit')).statusCode).toBe(403);
    const res = await admin.call('PUT', `/api/staff/staff/${member.id}/role`, { role: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'admin' });
    expect((await member.call('GET', '/api/staff/audit')).statusCode).toBe(200);
    expect((await admin.call('PUT', `/api/staff/staff/${admin.id}/role`, { role: 'staff' })).statusCode).toBe(403);
    expect((await admin.call('PUT', `/api/staff/staff/${ID}/role`, { role: 'staff' })).statusCode).toBe(404);
    const entry = await t.db.db
      .selectFrom('staff_audit')
      .select(['actor_email', 'before', 'after'])
      .where('action', '=', 'role_changed')
      .where('subject', '=', `staff:${member.id}`)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_email: admin.email, before: { role: 'staff' }, after: { role: 'admin' } });

    const ended = await admin.call('POST', `/api/staff/staff/${member.id}/end-sessions`);
    expect(ended.statusCode).toBe(200);
    expect((await member.call('GET', '/api/staff/me')).statusCode).toBe(401);
    expect(
      await t.db.db.selectFrom('staff_devices').where('staff_id', '=', member.id).select('token_hash').execute(),
    ).toEqual([]);
  });

  it('the staff role sees survey answers as totals and free text, never each response or its CSV', async () => {
    expect((await staff.call('GET', '/api/staff/feedback/summary')).statusCode).toBe(200);
    expect((await staff.call('GET', '/api/staff/feedback/text')).statusCode).toBe(200);
    for (const url of ['/api/staff/feedback/export.csv', '/api/staff/feedback/contacts']) {
      const res = await staff.call('GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe('staff_forbidden');
    }
    expect((await admin.call('GET', '/api/staff/feedback/export.csv')).statusCode).toBe(200);
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
