import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResponse, HelpListResponse, HelpRequestDetail } from '@cyr/schemas';
import { addDays } from '@cyr/rules/dates';
import { runStaffChores } from '../../services/staff/chores';
import { weekStart } from '../../services/staff/exports';
import { SoftAuthenticator } from '../../test/authenticator';
import { makeTestApp, type TestApp } from '../../test/app';
import { waitFor } from '../../test/net';
import { addAndSignIn, CookieJar, getCsrf, passwordStep, type SignedIn } from '../../test/staff';
import { todayInCounty } from '../../clock';

/**
 * Running the service from the console (issue #36; docs/decisions/0093): the inbox's names, first lines, search,
 * filters and bulk changes; the assignee's email and the daily overdue digest in each member's language; what a
 * person adds from the acknowledgement's link; the funders' CSVs; the data in use and a county report started
 * from the console; a passkey as the second factor (a software authenticator).
 */
let t: TestApp;
let admin: SignedIn;
let helper: SignedIn;

beforeAll(async () => {
  t = await makeTestApp({ people: 5 });
  admin = await addAndSignIn(t.app, t.db.db, t.clock, 'admin@cyr.example', 'admin');
  helper = await addAndSignIn(t.app, t.db.db, t.clock, 'helper@cyr.example', 'staff');
});
afterAll(async () => {
  await t.close();
});

let clientNo = 0;
async function helpForm(body: Record<string, string>, lang: 'en' | 'es' = 'en') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/survey/submit-help-form',
    headers: { 'accept-language': lang, 'x-forwarded-for': `192.0.2.${++clientNo}` },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const outbox = (kind: string) =>
  t.db.db.selectFrom('outbox').select(['recipient', 'language', 'subject', 'text']).where('kind', '=', kind).execute();

const list = async (who: SignedIn, query = '') =>
  (await who.call('GET', `/api/staff/help${query}`)).json() as HelpListResponse;

describe('the inbox', () => {
  beforeAll(async () => {
    await helpForm(
      {
        name: 'Rosa Díaz',
        email: 'rosa@example.com',
        phone: '713 555 0101',
        description: 'Quiero sellar un caso de 2015.\nTengo los papeles.',
      },
      'es',
    );
    await helpForm({ email: 'tom@example.com', phone: '(713) 555-0102', description: 'I was denied a job.' });
    await helpForm(
      { name: 'Ana Soto', email: '', phone: '832-555-0103', description: 'Necesito ayuda con la cuota.' },
      'es',
    );
  });

  it('shows the name and the first line, never the email or phone, and audits the view without the search words', async () => {
    const all = await list(helper);
    expect(all.requests).toHaveLength(3);
    const rosa = all.requests.find((r) => r.name === 'Rosa Díaz');
    expect(rosa?.firstLine).toBe('Quiero sellar un caso de 2015.');
    expect(all.requests.find((r) => r.firstLine === 'I was denied a job.')?.name).toBeNull();
    expect(JSON.stringify(all)).not.toMatch(/@example\.com|555[ -]01/);
    expect(all.assignees.map((a) => a.email).sort()).toEqual(['admin@cyr.example', 'helper@cyr.example']);
    await list(helper, '?q=rosa%40example.com');
    const audit = (await admin.call('GET', '/api/staff/audit?action=help_listed')).json() as AuditListResponse;
    expect(audit.entries.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toContain('rosa');
  });

  it('searches the name, the email, the phone digits and the message; filters by language, assignee and reply date', async () => {
    const names = async (q: string) => (await list(helper, q)).requests.map((r) => r.firstLine);
    expect(await names('?q=DÍAZ')).toEqual(['Quiero sellar un caso de 2015.']);
    expect(await names('?q=tom%40example')).toEqual(['I was denied a job.']);
    expect(await names('?q=7135550102')).toEqual(['I was denied a job.']);
    expect(await names('?q=555-0103')).toEqual(['Necesito ayuda con la cuota.']);
    expect(await names('?q=papeles')).toEqual(['Quiero sellar un caso de 2015.']);
    expect(await names('?q=%25')).toEqual([]);
    expect((await list(helper, '?language=es')).requests).toHaveLength(2);
    expect((await list(helper, '?assignee=none')).requests).toHaveLength(3);
    expect((await list(helper, '?assignee=me')).requests).toHaveLength(0);
    // Past its reply date: one request's due date set back; the filter shows it alone, and leaves it out of the rest.
    const ana = await t.db.db
      .selectFrom('help_requests')
      .select(['id', 'due_on'])
      .where('name', '=', 'Ana Soto')
      .executeTakeFirstOrThrow();
    await t.db.db.updateTable('help_requests').set({ due_on: '2026-10-01' }).where('id', '=', ana.id).execute();
    expect(await names('?overdue=true')).toEqual(['Necesito ayuda con la cuota.']);
    expect(await names('?overdue=false')).toEqual(['Quiero sellar un caso de 2015.', 'I was denied a job.']);
    await t.db.db.updateTable('help_requests').set({ due_on: ana.due_on }).where('id', '=', ana.id).execute();
    expect((await helper.call('GET', `/api/staff/help?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('assigns several at once: each audited with before and after, the assignee emailed in their language', async () => {
    expect((await helper.call('PUT', '/api/staff/me/language', { language: 'es' })).statusCode).toBe(200);
    const spanish = (await list(admin, '?language=es')).requests.map((r) => r.id);
    const res = await admin.call('POST', '/api/staff/help/bulk', {
      action: 'assign',
      ids: [...spanish, '00000000-0000-4000-8000-000000000000'],
      assigneeId: helper.id,
    });
    expect(res.json()).toEqual({ updated: 2 });
    expect((await list(helper, '?assignee=me')).requests).toHaveLength(2);
    const mails = await outbox('staff_help_assigned');
    expect(mails).toHaveLength(2);
    expect(mails.every((m) => m.recipient === helper.email && m.language === 'es')).toBe(true);
    expect(mails[0]?.subject).toBe('Se le asignó una solicitud de ayuda');
    expect(mails[0]?.text).toContain('/staff/inbox/');
    const texts = mails.map((m) => m.text).join();
    expect(texts, texts).not.toMatch(/Rosa|Soto|555[ -]01|example\.com|caso de 2015/);
    const audit = (await admin.call('GET', '/api/staff/audit?action=help_updated')).json() as AuditListResponse;
    expect(audit.entries).toHaveLength(2);
    expect(audit.entries[0]).toMatchObject({
      before: { assigneeId: null, status: 'new' },
      after: { assigneeId: helper.id, status: 'new' },
    });
    // An unknown assignee changes nothing.
    expect(
      (await admin.call('POST', '/api/staff/help/bulk', { action: 'assign', ids: spanish, assigneeId: 'nobody' }))
        .statusCode,
    ).toBe(400);
  });

  it('closes several at once', async () => {
    const ids = (await list(helper, '?assignee=me')).requests.map((r) => r.id);
    expect((await helper.call('POST', '/api/staff/help/bulk', { action: 'close', ids })).json()).toEqual({
      updated: 2,
    });
    expect((await list(helper, '?status=closed')).requests.map((r) => r.id).sort()).toEqual([...ids].sort());
  });
});

describe('what a person adds from the acknowledgement', () => {
  it('joins the request, reopens it, shows as new until opened, and tells the assignee', async () => {
    const ack = (await outbox('help_ack')).find((m) => m.recipient === 'rosa@example.com');
    const url = /\/help\/add\/([A-Za-z0-9_-]{43})/.exec(ack?.text ?? '');
    expect(url, ack?.text ?? undefined).not.toBeNull();
    const token = url?.[1] ?? '';
    const add = (message: string, tok = token) =>
      t.app.inject({
        method: 'POST',
        url: `/api/help/add/${tok}`,
        headers: { 'x-forwarded-for': `198.18.0.${++clientNo % 250}` },
        payload: { message },
      });
    expect((await add('Olvidé decir: también tengo un caso de 2012.')).statusCode).toBe(200);
    const rosa = (await list(helper, '?q=rosa&status=all')).requests[0];
    expect(rosa).toMatchObject({ status: 'in_progress', newMessages: 1 });
    const notice = await outbox('staff_help_message');
    expect(notice).toHaveLength(1);
    expect(notice[0]).toMatchObject({ recipient: helper.email, language: 'es' });
    const detail = (await helper.call('GET', `/api/staff/help/${rosa?.id ?? ''}`)).json() as HelpRequestDetail;
    expect(detail.messages.map((m) => m.text)).toEqual(['Olvidé decir: también tengo un caso de 2012.']);
    expect((await list(helper, '?q=rosa&status=all')).requests[0]?.newMessages).toBe(0);
    // A link that names no request, or is not one: 404; an empty message: 400.
    expect((await add('x', 'A'.repeat(43))).statusCode).toBe(404);
    expect((await add('x', 'not-a-token')).statusCode).toBe(404);
    expect((await add('   ')).statusCode).toBe(400);
  });
});

describe('exports for funders', () => {
  it('counts help requests by week, language and status, and usage by day; no contact data; audited', async () => {
    // Help requests are dated by the database's clock (today), not the test's.
    const week = weekStart(todayInCounty(new Date()));
    const to = addDays(week, 13);
    const res = await helper.call('GET', `/api/staff/exports/requests.csv?from=${week}&to=${to}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`help-requests-by-week-${week}-${to}.csv`);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]?.replace(/^\ufeff/, '')).toBe('week_start,language,status,requests');
    // Two weeks × two languages × four statuses, every one written.
    expect(lines).toHaveLength(1 + 2 * 2 * 4);
    const total = lines.slice(1).reduce((n, l) => n + Number(l.split(',')[3]), 0);
    expect(total).toBe(3);
    expect(lines).toContain(`${week},es,closed,1`);
    expect(lines).toContain(`${week},es,in_progress,1`);
    expect(lines).toContain(`${week},en,new,1`);
    expect(res.body).not.toMatch(/@|555[ -]01|Rosa/);
    const usage = await helper.call('GET', '/api/staff/exports/usage.csv');
    expect(usage.body.split('\r\n')[0]).toMatch(/^\ufeff?day,funnel_pre_check,.*,device_desktop,texts_sent/);
    const audit = (await admin.call('GET', '/api/staff/audit?actor=helper%40cyr.example')).json() as AuditListResponse;
    expect(audit.entries.map((e) => e.action)).toEqual(expect.arrayContaining(['requests_exported', 'usage_exported']));
  });
});

describe('data and the county report', () => {
  it('the Data page says what the site searches, and a county report started from the console agrees', async () => {
    const data = (await helper.call('GET', '/api/staff/data')).json();
    // The test app's county is loaded like the demo's, without an import of the clerk's file.
    expect(data.inUse).toMatchObject({ source: 'seed', dataEndDate: '2026-11-20' });
    expect(data.inUse.cases).toBeGreaterThan(0);
    expect(data.countyReport).toBeNull();
    expect((await helper.call('POST', '/api/staff/county-report/run')).statusCode).toBe(403);
    const started = await admin.call('POST', '/api/staff/county-report/run');
    expect(started.statusCode).toBe(200);
    expect(started.json().job).toMatchObject({ status: 'running', finishedAt: null });
    await waitFor(
      async () => (await helper.call('GET', '/api/staff/county-report/job')).json().job?.finishedAt !== null,
      'the county report job',
      60_000,
    );
    const job = (await helper.call('GET', '/api/staff/county-report/job')).json().job;
    expect(job).toMatchObject({ status: 'ok' });
    const report = (await helper.call('GET', '/api/staff/county-report')).json();
    expect(report.inUse).toEqual(data.inUse);
    expect(report.report.dataEndDate).toBe(data.inUse.dataEndDate);
    const after = (await helper.call('GET', '/api/staff/data')).json();
    expect(after.countyReport).toMatchObject({ dataEndDate: '2026-11-20', people: report.report.totals.people });
  });
});

describe('a passkey as the second factor', () => {
  it('is added from My account and signs in; one that does not verify counts as a wrong code', async () => {
    const device = new SoftAuthenticator('http://localhost:3000', 'localhost');
    const options = (await helper.call('POST', '/api/staff/passkeys/options')).json() as { challenge: string };
    const added = await helper.call('POST', '/api/staff/passkeys', {
      name: 'office laptop',
      credential: device.create(options.challenge),
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ available: true, passkeys: [{ name: 'office laptop' }] });
    // An answer to no challenge (taken once) is refused.
    const replay = await helper.call('POST', '/api/staff/passkeys', {
      name: 'again',
      credential: device.create(options.challenge),
    });
    expect(replay.json().error.code).toBe('passkey_invalid');

    const jar = new CookieJar();
    const csrf = await getCsrf(t.app, jar);
    expect((await passwordStep(t.app, jar, csrf, helper.email, helper.password)).json()).toEqual({
      next: 'totp',
      passkey: true,
    });
    const call = async (url: string, payload: object = {}) =>
      jar.absorb(
        await t.app.inject({
          method: 'POST',
          url,
          headers: { cookie: jar.header(), 'x-csrf-token': csrf, 'x-forwarded-for': '203.0.113.80' },
          payload,
        }),
      );
    const wrong = await call('/api/staff/auth/passkey', {
      credential: device.get((await call('/api/staff/auth/passkey/options')).json().challenge, 'https://evil.example'),
    });
    expect(wrong.json().error.code).toBe('totp_invalid');
    const failures = await t.db.db
      .selectFrom('staff_sign_in_throttle')
      .select('failures')
      .where('key', '=', `second_factor:account:${helper.id}`)
      .executeTakeFirst();
    expect(failures?.failures).toBe(1);
    const challenge = (await call('/api/staff/auth/passkey/options')).json().challenge as string;
    const ok = await call('/api/staff/auth/passkey', { credential: device.get(challenge) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ email: helper.email });
    expect(jar.cookies.get('cyr_staff')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const signIns = (await admin.call('GET', '/api/staff/audit?action=sign_in')).json() as AuditListResponse;
    expect(signIns.entries[0]).toMatchObject({ actor: helper.email, subject: 'passkey' });
  });
});

describe('the daily overdue digest', () => {
  it('goes once a day from 8 AM, in each member’s language: theirs, and the unassigned ones to admins', async () => {
    await helpForm({ email: 'late@example.com', phone: '713 555 0199', description: 'Still waiting.' });
    const late = (await list(admin, '?q=late')).requests[0];
    await admin.call('PATCH', `/api/staff/help/${late?.id ?? ''}`, { assigneeId: helper.id });
    await helpForm({ email: 'nobody@example.com', phone: '713 555 0198', description: 'Nobody has it.' });
    // A week later, at 7 AM in Houston: not yet; at 9 AM: sent; again the same day: nothing more.
    t.clock.ms = Date.UTC(2026, 10, 30, 13, 0, 0);
    expect((await runStaffChores(t.services)).digests).toBe(0);
    t.clock.ms = Date.UTC(2026, 10, 30, 15, 0, 0);
    expect((await runStaffChores(t.services)).digests).toBe(2);
    expect((await runStaffChores(t.services)).digests).toBe(0);
    const digests = await outbox('staff_overdue_digest');
    const toHelper = digests.find((d) => d.recipient === helper.email);
    const toAdmin = digests.find((d) => d.recipient === admin.email);
    expect(toHelper?.language).toBe('es');
    // Theirs: the late one, and Rosa's, reopened when she added to it.
    expect(toHelper?.text, toHelper?.text ?? undefined).toContain('Asignadas a usted (2):');
    expect(toHelper?.text).not.toContain('Sin asignar');
    expect(toAdmin?.language).toBe('en');
    expect(toAdmin?.text).toContain('Assigned to nobody (');
    expect(digests.map((d) => d.text).join()).not.toMatch(/example\.com|555[ -]01|waiting/);
  });
});
