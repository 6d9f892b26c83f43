import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_SEED } from '@cyr/i18n/county/partners';
import { REFERRAL_LIMITS, type ReferralPersonal } from '@cyr/schemas';
import { makeTestApp, type TestApp } from '../../test/app';
import { addAndSignIn, signInAgain, type SignedIn } from '../../test/staff';
import { seedPartners } from '../../services/partners';
import { sendReferral, signReferralLink } from '../../services/referrals';

/**
 * The partner role and a referral's life (issue #39; docs/decisions/0107-partner-role.md): a partner account
 * reaches nothing of `/api/staff/` but its own referrals, clinic days and its own sign-in (every documented path is
 * walked); it sees only the referrals sent to its organisation, each view audited; its link does not work for
 * another partner or after it expires; it accepts, declines and closes, the person told by email; staff see every
 * referral's status and age and none of what the person sent.
 */
const ID = '00000000-0000-4000-8000-000000000000';
/** The routes a partner account may use (everything else answers 403 `staff_forbidden`). */
const PARTNER_ROUTES = new Set([
  'GET /api/staff/me',
  'POST /api/staff/auth/sign-out',
  'POST /api/staff/auth/change-password',
  'PUT /api/staff/me/language',
  'GET /api/staff/passkeys',
  'POST /api/staff/passkeys/options',
  'POST /api/staff/passkeys',
  'DELETE /api/staff/passkeys/{id}',
  'GET /api/staff/referrals',
  'GET /api/staff/referrals/open',
  'GET /api/staff/referrals/{id}',
  'POST /api/staff/referrals/{id}',
  'POST /api/staff/clinic',
  'GET /api/staff/clinic/{id}',
  'GET /api/staff/clinic/{id}/zip',
]);
/** The sign-in steps, open before any session. */
const SIGN_IN_ROUTES = new Set([
  'GET /api/staff/auth/csrf',
  'POST /api/staff/auth/password',
  'POST /api/staff/auth/totp',
  'POST /api/staff/auth/passkey/options',
  'POST /api/staff/auth/passkey',
]);

let t: TestApp;
let admin: SignedIn;
let staff: SignedIn;
let lsla: SignedIn;
let fresh: SignedIn;
const partnerIds: Record<string, string> = {};
const referralIds: Record<string, string> = {};

const personal = (name: string, email: string): ReferralPersonal => ({
  name,
  email,
  phone: '',
  cases: [
    {
      cause: '123456701010',
      court: '177',
      offense: 'THEFT',
      level: 'MA',
      filed: '2015-03-02',
      outcome: 'could_not_determine',
      section: null,
      expunctionRoute: null,
      eligibleDate: null,
    },
  ],
});

async function partner(key: string): Promise<string> {
  const row = await t.db.db
    .updateTable('partners')
    .set({ accepts_referrals: true, referral_email: `intake@${key}.example`, visible: true })
    .where('seed_key', '=', key)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function send(partnerId: string, p: ReferralPersonal): Promise<string> {
  const row = await t.db.db.selectFrom('partners').selectAll().where('id', '=', partnerId).executeTakeFirstOrThrow();
  const { id } = await sendReferral(t.db.db, {
    partner: row,
    personal: p,
    language: 'es',
    now: t.clock.now(),
    publicUrl: t.config.publicUrl,
    secret: t.config.sessionSecret,
  });
  return id;
}

const audit = async () =>
  (await t.db.db.selectFrom('staff_audit').select(['actor_email', 'action', 'subject']).execute()).map(
    (r) => `${r.actor_email} ${r.action} ${r.subject}`,
  );

beforeAll(async () => {
  t = await makeTestApp({ seed: false, config: { publicUrl: 'https://cyr.example' } });
  await seedPartners(t.db.db);
  partnerIds.lsla = await partner('lone-star-legal-aid');
  partnerIds.fresh = await partner('fresh-start');
  admin = await addAndSignIn(t.app, t.db.db, t.clock, 'admin@cyr.example', 'admin');
  staff = await addAndSignIn(t.app, t.db.db, t.clock, 'staff@cyr.example', 'staff');
  lsla = await addAndSignIn(t.app, t.db.db, t.clock, 'lawyer@lsla.example', 'partner', partnerIds.lsla);
  fresh = await addAndSignIn(t.app, t.db.db, t.clock, 'lawyer@fresh.example', 'partner', partnerIds.fresh);
  referralIds.lsla = await send(partnerIds.lsla, personal('Ana Demo', 'ana@person.example'));
  referralIds.fresh = await send(partnerIds.fresh, personal('Ben Demo', 'ben@person.example'));
});
afterAll(async () => {
  await t?.close();
});

describe('a partner account', () => {
  it('is refused every /api/staff/ path but its own sign-in, referrals and clinic days (every documented path)', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const walked: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/staff/')) continue;
      for (const method of Object.keys(methods)) {
        const route = `${method.toUpperCase()} ${path}`;
        if (SIGN_IN_ROUTES.has(route)) continue;
        walked.push(route);
        // Signing out is open to a partner (tested below); walking it would end the session.
        if (route === 'POST /api/staff/auth/sign-out') continue;
        const url = path.replace(/\{[^}]+\}/g, (p) => (p === '{id}' ? ID : 'x'));
        const res = await fresh.call(method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url, {});
        if (PARTNER_ROUTES.has(route)) expect(res.statusCode, route).not.toBe(403);
        else {
          expect(res.statusCode, route).toBe(403);
          expect(res.json().error.code, route).toBe('staff_forbidden');
        }
      }
    }
    // Every area of the console was walked, and every route open to partners exists.
    expect(walked.length).toBeGreaterThan(25);
    for (const r of PARTNER_ROUTES) expect(walked, r).toContain(r);
    // The session is still good after all those refusals, and it signs out.
    expect((await fresh.call('GET', '/api/staff/me')).json()).toMatchObject({ role: 'partner' });
    const other = await signInAgain(t.app, t.clock, fresh);
    expect((await other.call('POST', '/api/staff/auth/sign-out')).statusCode).toBe(200);
    expect((await other.call('GET', '/api/staff/me')).statusCode).toBe(401);
  });

  it('sees only the referrals sent to its organisation; another one is not found, and each view is audited', async () => {
    const list = (await lsla.call('GET', '/api/staff/referrals')).json() as { referrals: { id: string }[] };
    expect(list.referrals.map((r) => r.id)).toEqual([referralIds.lsla]);
    const own = await lsla.call('GET', `/api/staff/referrals/${referralIds.lsla}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      status: 'sent',
      caseCount: 1,
      language: 'es',
      personal: { name: 'Ana Demo', email: 'ana@person.example', cases: [{ cause: '123456701010' }] },
    });
    const other = await lsla.call('GET', `/api/staff/referrals/${referralIds.fresh}`);
    expect(other.statusCode).toBe(404);
    expect(JSON.stringify(other.json())).not.toContain('Ben');
    expect(
      (await lsla.call('POST', `/api/staff/referrals/${referralIds.fresh}`, { action: 'accept' })).statusCode,
    ).toBe(404);
    expect(await audit()).toContain(`lawyer@lsla.example referral_viewed referral:${referralIds.lsla}`);
    expect((await audit()).filter((a) => a.includes(referralIds.fresh ?? ''))).toEqual([]);
  });

  it('opens its notice link; the link does not work for another partner, after it expires, or forged', async () => {
    const link = async (id: string, partnerId: string, days: number = REFERRAL_LIMITS.linkDays) =>
      signReferralLink(t.config.sessionSecret, {
        referralId: id,
        partnerId,
        expiresAt: new Date(t.clock.now().getTime() + days * 86_400_000),
      });
    const mine = await link(referralIds.lsla ?? '', partnerIds.lsla ?? '');
    const open = (s: SignedIn, l: string) => s.call('GET', `/api/staff/referrals/open?link=${encodeURIComponent(l)}`);
    expect((await open(lsla, mine)).json()).toEqual({ id: referralIds.lsla });
    expect((await open(fresh, mine)).statusCode).toBe(404);
    expect((await open(lsla, `${mine.slice(0, -2)}xx`)).statusCode).toBe(404);
    // A link made out to another partner for this referral (as if re-signed) still reaches nothing of it.
    expect((await open(fresh, await link(referralIds.lsla ?? '', partnerIds.fresh ?? ''))).statusCode).toBe(404);
    // Staff have no partner: the link is not theirs.
    expect((await open(staff, mine)).statusCode).toBe(403);
    const expired = await open(lsla, await link(referralIds.lsla ?? '', partnerIds.lsla ?? '', -1));
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.code).toBe('referral_link_expired');
  });

  it('accepts, then closes with an outcome; the person is told by email in their language; a wrong step is 409', async () => {
    const url = `/api/staff/referrals/${referralIds.lsla}`;
    expect((await lsla.call('POST', url, { action: 'close', outcome: 'advice_given' })).statusCode).toBe(409);
    const accepted = await lsla.call('POST', url, { action: 'accept' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted' });
    expect((await lsla.call('POST', url, { action: 'accept' })).json().error.code).toBe('referral_state');
    expect((await lsla.call('POST', url, { action: 'close', outcome: 'nope' })).statusCode).toBe(400);
    const closed = await lsla.call('POST', url, { action: 'close', outcome: 'advice_given' });
    expect(closed.json()).toMatchObject({ status: 'closed', outcome: 'advice_given' });

    const mails = await t.db.db
      .selectFrom('outbox')
      .select(['kind', 'recipient', 'language', 'subject', 'text'])
      .where('kind', '=', 'referral_update')
      .orderBy('created_at')
      .execute();
    expect(mails.map((m) => [m.recipient, m.language])).toEqual([
      ['ana@person.example', 'es'],
      ['ana@person.example', 'es'],
    ]);
    expect(mails[0]?.subject).toContain('aceptó sus casos');
    expect(mails[1]?.text).toContain('la persona recibió asesoría');
    expect(mails[1]?.text).toContain('https://cyr.example/partners?lang=es');
    // What the person sent is kept afterDecisionDays after the closing at most.
    const row = await t.db.db
      .selectFrom('referrals')
      .select('personal_expires_at')
      .where('id', '=', referralIds.lsla ?? '')
      .executeTakeFirstOrThrow();
    expect(new Date(row.personal_expires_at ?? 0).getTime()).toBeLessThanOrEqual(
      t.clock.now().getTime() + REFERRAL_LIMITS.afterDecisionDays * 86_400_000,
    );
    expect(await audit()).toContain(`lawyer@lsla.example referral_updated referral:${referralIds.lsla}:closed`);
  });

  it('declines with a reason, which the person reads in their language', async () => {
    const res = await fresh.call('POST', `/api/staff/referrals/${referralIds.fresh}`, {
      action: 'decline',
      reason: 'outside_area',
    });
    expect(res.json()).toMatchObject({ status: 'declined', declineReason: 'outside_area' });
    const mail = await t.db.db
      .selectFrom('outbox')
      .select(['subject', 'text'])
      .where('recipient', '=', 'ben@person.example')
      .where('kind', '=', 'referral_update')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toContain('no puede aceptar sus casos');
    expect(mail.text).toContain('no atiende la zona donde vive la persona');
  });
});

describe('staff and admins', () => {
  it('see every referral’s status and age, none of what the person sent', async () => {
    t.clock.advance(3 * 86_400);
    staff = await signInAgain(t.app, t.clock, staff);
    admin = await signInAgain(t.app, t.clock, admin);
    const res = await staff.call('GET', '/api/staff/referrals');
    const list = res.json() as { referrals: { id: string; status: string; ageDays: number }[] };
    expect(list.referrals.map((r) => [r.id, r.status, r.ageDays]).sort()).toEqual(
      [
        [referralIds.lsla, 'closed', 3],
        [referralIds.fresh, 'declined', 3],
      ].sort(),
    );
    expect(res.body).not.toContain('Demo');
    expect((await staff.call('GET', `/api/staff/referrals/${referralIds.lsla}`)).statusCode).toBe(403);
    expect((await admin.call('GET', `/api/staff/referrals/${referralIds.lsla}`)).statusCode).toBe(403);
    expect(
      (await admin.call('POST', `/api/staff/referrals/${referralIds.fresh}`, { action: 'accept' })).statusCode,
    ).toBe(403);
  });

  it('an admin adds a partner account for an organisation of the directory, and only for one', async () => {
    const ok = await admin.call('POST', '/api/staff/staff', {
      email: 'new@lsla.example',
      role: 'partner',
      partnerId: partnerIds.lsla,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ staff: { role: 'partner', partnerId: partnerIds.lsla } });
    const none = await admin.call('POST', '/api/staff/staff', { email: 'x@lsla.example', role: 'partner' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toHaveProperty('partnerId');
    const unknown = await admin.call('POST', '/api/staff/staff', {
      email: 'y@lsla.example',
      role: 'partner',
      partnerId: 'no-such-partner',
    });
    expect(unknown.json().error.fields).toEqual({ partnerId: 'invalid' });
    const staffWithPartner = await admin.call('POST', '/api/staff/staff', {
      email: 'z@cyr.example',
      role: 'staff',
      partnerId: partnerIds.lsla,
    });
    expect(staffWithPartner.statusCode).toBe(400);
  });

  it('an admin does not turn a partner account into a staff one, nor a staff account into a partner', async () => {
    const toStaff = await admin.call('PUT', `/api/staff/staff/${fresh.id}/role`, { role: 'staff' });
    expect(toStaff.statusCode).toBe(400);
    expect(toStaff.json().error.fields).toEqual({ role: 'invalid' });
    const toPartner = await admin.call('PUT', `/api/staff/staff/${staff.id}/role`, { role: 'partner' });
    expect(toPartner.statusCode).toBe(400);
    // Nothing changed.
    const list = (await admin.call('GET', '/api/staff/staff')).json() as { staff: { id: string; role: string }[] };
    expect(list.staff.find((m) => m.id === fresh.id)?.role).toBe('partner');
    expect(list.staff.find((m) => m.id === staff.id)?.role).toBe('staff');
  });
});

describe('the partner directory in the console', () => {
  const seed = PARTNER_SEED.find((s) => s.key === 'lone-star-legal-aid');
  if (!seed) throw new Error('the seed has Lone Star Legal Aid');
  const profile = {
    ...seed.profile,
    name: { en: 'Eastside Record Clinic', es: 'Clínica de Antecedentes del Este' },
    phone: '713-555-0199',
    hours: { en: 'Tuesdays 5 to 8 pm', es: 'Martes de 5 a 8 p. m.' },
  };

  it('an admin adds an organisation in both languages and changes it, audited; staff read it, cannot change it', async () => {
    const added = await admin.call('POST', '/api/staff/partners', { profile, visible: true, acceptsReferrals: false });
    expect(added.statusCode).toBe(200);
    const id = (added.json() as { id: string }).id;
    const pub = await t.app.inject({ url: '/api/partners?lang=es' });
    expect(pub.body).toContain('Clínica de Antecedentes del Este');
    expect(pub.body).toContain('Martes de 5 a 8 p. m.');

    const changed = await admin.call('PUT', `/api/staff/partners/${id}`, {
      profile: { ...profile, hours: { en: 'Thursdays 5 to 8 pm', es: 'Jueves de 5 a 8 p. m.' } },
      visible: true,
      acceptsReferrals: true,
      referralEmail: 'intake@eastside.example',
    });
    expect(changed.json()).toMatchObject({
      acceptsReferrals: true,
      profile: { hours: { es: 'Jueves de 5 a 8 p. m.' } },
    });
    const list = (await staff.call('GET', '/api/staff/partners')).json() as { partners: { id: string }[] };
    expect(list.partners.map((p) => p.id)).toContain(id);
    expect(
      (await staff.call('PUT', `/api/staff/partners/${id}`, { profile, visible: false, acceptsReferrals: false }))
        .statusCode,
    ).toBe(403);
    expect(await audit()).toEqual(
      expect.arrayContaining([
        `admin@cyr.example partner_added partner:${id}`,
        `admin@cyr.example partner_changed partner:${id}`,
      ]),
    );
  });

  it('refuses a text in one language only, or referrals without an address, and changes nothing', async () => {
    const one = await admin.call('POST', '/api/staff/partners', {
      profile: { ...profile, name: { en: 'Only English', es: '' } },
      visible: true,
      acceptsReferrals: false,
    });
    expect(one.statusCode).toBe(400);
    const noAddress = await admin.call('POST', '/api/staff/partners', {
      profile,
      visible: true,
      acceptsReferrals: true,
    });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().error.fields).toHaveProperty('referralEmail');
    expect(
      await t.db.db
        .selectFrom('partners')
        .select('id')
        .where(sql<boolean>`profile->'name'->>'en' = 'Only English'`)
        .execute(),
    ).toEqual([]);
  });

  it('showing an entry the county profile left unconfirmed clears its check note', async () => {
    const hidden = await t.db.db
      .selectFrom('partners')
      .selectAll()
      .where('seed_key', '=', 'houston-volunteer-lawyers')
      .executeTakeFirstOrThrow();
    expect(hidden.check_note).not.toBeNull();
    const res = await admin.call('PUT', `/api/staff/partners/${hidden.id}`, {
      profile: hidden.profile,
      visible: true,
      acceptsReferrals: false,
    });
    expect(res.json()).toMatchObject({ visible: true, checkNote: null });
  });
});
