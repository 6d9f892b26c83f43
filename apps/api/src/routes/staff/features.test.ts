import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCountyBusinessDays } from '@cyr/i18n';
import { createMailWorker } from '../../outbox/worker';
import { purgeMailData } from '../../retention/purge';
import { runCountyReport } from '../../services/county-report';
import { helpDueOn } from '../../services/survey';
import { runStaffChores } from '../../services/staff/chores';
import { DEMO_LOOKUP, makeTestApp, type TestApp } from '../../test/app';
import { waitFor } from '../../test/net';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { addAndSignIn, CookieJar, getCsrf, passwordStep, signInAgain, totpStep, type SignedIn } from '../../test/staff';
import { totpCode } from '../../services/staff/accounts';

/**
 * The staff console's features through its API, on a real (PGlite) database, the real outbox worker and a
 * local SMTP server: the help inbox with its emails, feedback, usage, data freshness, the county report and the
 * audit entries they write.
 */
let t: TestApp;
let sink: SmtpSink;
let admin: SignedIn;
let staff: SignedIn;
let failingPage: Server;

const audited = async (action: string) =>
  t.db.db.selectFrom('staff_audit').select(['actor_email', 'subject']).where('action', '=', action).execute();

beforeAll(async () => {
  sink = await startSmtpSink();
  // The District Clerk's page answering 500: a sync started from the console fails, and says so.
  failingPage = createServer((_req, res) => {
    res.statusCode = 500;
    res.end('down');
  });
  await new Promise<void>((resolve) => failingPage.listen(0, '127.0.0.1', resolve));
  const port = (failingPage.address() as AddressInfo).port;
  t = await makeTestApp({
    people: 5,
    config: {
      smtpUrl: `smtp://127.0.0.1:${sink.port}`,
      helpInbox: 'hotline@cyr.example',
      hcdcDatasetsUrl: `http://127.0.0.1:${port}/PublicDatasets.aspx`,
    },
  });
  admin = await addAndSignIn(t.app, t.db.db, t.clock, 'admin@cyr.example', 'admin');
  staff = await addAndSignIn(t.app, t.db.db, t.clock, 'staff@cyr.example', 'staff');
});
afterAll(async () => {
  await t.close();
  await sink.close();
  await new Promise((resolve) => failingPage.close(resolve));
});

async function deliverAll(): Promise<void> {
  const worker = createMailWorker({ config: t.config, db: t.db.db });
  try {
    while ((await worker.runOnce()) > 0);
  } finally {
    await worker.stop();
  }
}

describe('due dates: two business days, weekends and county holidays skipped', () => {
  it('skips a weekend', () => {
    // Friday 2026-11-20 → Monday 23, Tuesday 24.
    expect(addCountyBusinessDays('2026-11-20', 2)).toBe('2026-11-24');
  });
  it('skips Thanksgiving, the day after and the weekend', () => {
    // Wednesday 2026-11-25 → (Thu 26 Thanksgiving, Fri 27, Sat, Sun) Monday 30, Tuesday December 1.
    expect(addCountyBusinessDays('2026-11-25', 2)).toBe('2026-12-01');
  });
  it('skips Christmas Eve and Christmas, and an observed New Year', () => {
    // Wednesday 2026-12-23 → (Thu 24, Fri 25, weekend) Monday 28, Tuesday 29.
    expect(addCountyBusinessDays('2026-12-23', 2)).toBe('2026-12-29');
    // 2028-01-01 is a Saturday: observed Friday 2027-12-31. Thursday 2027-12-30 → Monday 3, Tuesday 4 January.
    expect(addCountyBusinessDays('2027-12-30', 2)).toBe('2028-01-04');
  });
  it('counts from the day in Harris County, not in UTC', () => {
    // 2026-11-21 03:00 UTC is still Friday 20 November in Houston.
    expect(helpDueOn(new Date('2026-11-21T03:00:00Z'))).toBe('2026-11-24');
  });
});

describe('help inbox', () => {
  let id = '';

  it('stores a help request with the site language, status new and a due date; acknowledges it in Spanish', async () => {
    // The web app sends the site's language as Accept-Language (apps/web/src/lib/api.ts).
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/survey/submit-help-form',
      headers: { 'accept-language': 'es', 'x-forwarded-for': '203.0.113.50' },
      payload: { email: 'persona@example.com', phone: '713-555-0100', description: 'Necesito ayuda con mi caso.' },
    });
    expect(res.statusCode).toBe(200);
    const list = await staff.call('GET', '/api/staff/help');
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.requests).toHaveLength(1);
    // Saturday 2026-11-21 (the test clock) → Monday 23, Tuesday 24.
    expect(body.requests[0]).toMatchObject({
      language: 'es',
      status: 'new',
      assignee: null,
      dueOn: '2026-11-24',
      overdue: false,
    });
    expect(JSON.stringify(body)).not.toContain('persona@example.com');
    id = body.requests[0].id;
    await deliverAll();
    const ack = sink.messages.find((m) => m.subject === 'Recibimos su solicitud de ayuda');
    expect(ack?.to && 'text' in ack.to ? ack.to.text : '').toContain('persona@example.com');
    expect(ack?.text).toContain('24 de noviembre de 2026');
    expect(sink.messages.some((m) => m.subject === 'Help request from the website')).toBe(true);
  });

  it('shows the detail with the contact details, and writes the view to the audit log', async () => {
    const res = await staff.call('GET', `/api/staff/help/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'persona@example.com', phone: '713-555-0100', acknowledged: true });
    expect(await audited('help_viewed')).toEqual([{ actor_email: staff.email, subject: `help:${id}` }]);
    expect((await staff.call('GET', '/api/staff/help/not-a-uuid')).statusCode).toBe(404);
  });

  it('assigns, notes and flags a request overdue after its due date', async () => {
    const res = await staff.call('PATCH', `/api/staff/help/${id}`, {
      status: 'in_progress',
      assigneeId: staff.id,
      note: 'Llamé, sin respuesta.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'in_progress', assignee: { id: staff.id, email: staff.email } });
    expect(res.json().notes).toEqual([expect.objectContaining({ by: staff.email, text: 'Llamé, sin respuesta.' })]);
    const bad = await staff.call('PATCH', `/api/staff/help/${id}`, { assigneeId: 'nobody' });
    expect(bad.statusCode).toBe(400);
    t.clock.advance(4 * 86_400); // Wednesday 25th: past Tuesday 24th
    staff = await signInAgain(t.app, t.clock, staff);
    admin = await signInAgain(t.app, t.clock, admin);
    const list = (await staff.call('GET', '/api/staff/help?overdue=true')).json();
    expect(list.overdue).toBe(1);
    expect(list.requests[0]).toMatchObject({ id, overdue: true });
  });

  it('sends a reply in the person’s language through the outbox, logs it and marks it answered', async () => {
    const res = await staff.call('POST', `/api/staff/help/${id}/reply`, {
      template: 'need_more_info',
      text: '¿En qué año fue su caso?',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'answered', overdue: false });
    expect(res.json().replies).toEqual([
      expect.objectContaining({
        by: staff.email,
        template: 'need_more_info',
        language: 'es',
        text: '¿En qué año fue su caso?',
      }),
    ]);
    await deliverAll();
    const reply = sink.messages.find((m) => m.subject === 'Respuesta a su solicitud de ayuda');
    expect(reply?.text).toContain('¿En qué año fue su caso?');
    expect(reply?.text).toContain('necesitamos un poco más de información');
    expect(await audited('help_replied')).toHaveLength(1);
  });

  it('acknowledges an English request in English', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/survey/submit-help-form',
      headers: { 'accept-language': 'en', 'x-forwarded-for': '203.0.113.51' },
      payload: { email: 'person@example.com', phone: '713-555-0101', description: 'Help please.' },
    });
    await deliverAll();
    const ack = sink.messages.find((m) => m.subject === 'We received your request for help');
    // Wednesday 25 → Thanksgiving and the day after skipped: Monday 30, Tuesday December 1.
    expect(ack?.text).toContain('December 1, 2026');
  });

  it('lists a phone-only request and refuses an email reply to it with a 400 that changes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/survey/submit-help-form',
      headers: { 'accept-language': 'es', 'x-forwarded-for': '203.0.113.52' },
      payload: { phone: '713-555-0102', description: 'No tengo correo.' },
    });
    expect(res.statusCode).toBe(200);
    const list = (await staff.call('GET', '/api/staff/help')).json();
    const phoneOnly = list.requests.find((r: { id: string; language: string }) => r.id !== id && r.language === 'es');
    const detail = await staff.call('GET', `/api/staff/help/${phoneOnly.id}`);
    expect(detail.json()).toMatchObject({ email: '', phone: '713-555-0102', acknowledged: false });
    const reply = await staff.call('POST', `/api/staff/help/${phoneOnly.id}/reply`, {
      template: 'need_more_info',
      text: 'x',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ error: { code: 'validation_error', fields: { email: 'required' } } });
    const after = (await staff.call('GET', `/api/staff/help/${phoneOnly.id}`)).json();
    expect(after).toMatchObject({ status: 'new', replies: [] });
  });
});

describe('feedback', () => {
  beforeAll(async () => {
    for (const [lang, body] of [
      [
        'en',
        {
          howHelpfulWasWebsite: 'very_helpful',
          additionalFeedback: '=HYPERLINK("x")',
          email: 'me@example.com',
          name: 'Pat',
        },
      ],
      ['es', { howHelpfulWasWebsite: 'very_helpful', applicantRaceEthnicity: ['asian_or_pacific_islander', 'white'] }],
      ['en', { howHelpfulWasWebsite: 'not_helpful' }],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/survey/submit-feedback?lang=${lang}`,
        headers: { 'x-forwarded-for': '203.0.113.60' },
        payload: body,
      });
      expect(res.statusCode).toBe(200);
    }
    // Stored at the database's now(); the views count Harris County days of the test clock.
    await t.db.db.updateTable('survey_feedback').set({ created_at: t.clock.now().toISOString() }).execute();
  });

  it('counts answers per question over a date range', async () => {
    const res = await staff.call('GET', '/api/staff/feedback/summary');
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s).toMatchObject({ responses: 3, byLanguage: { en: 2, es: 1 } });
    const helpful = s.questions.find((q: { question: string }) => q.question === 'howHelpfulWasWebsite');
    expect(helpful.answers).toEqual(
      expect.arrayContaining([
        { answer: 'very_helpful', count: 2 },
        { answer: 'not_helpful', count: 1 },
      ]),
    );
    const race = s.questions.find((q: { question: string }) => q.question === 'applicantRaceEthnicity');
    expect(race.unanswered).toBe(2);
    const none = (await staff.call('GET', '/api/staff/feedback/summary?from=2025-01-01&to=2025-01-31')).json();
    expect(none.responses).toBe(0);
    expect((await staff.call('GET', '/api/staff/feedback/summary?from=2026-02-01&to=2026-01-01')).statusCode).toBe(400);
    expect((await staff.call('GET', '/api/staff/feedback/summary?from=2020-01-01&to=2026-01-01')).statusCode).toBe(400);
  });

  it('lists free text without contact details; contact details are for an admin, audited', async () => {
    const text = (await staff.call('GET', '/api/staff/feedback/text')).json();
    expect(text.answers).toEqual([
      expect.objectContaining({ question: 'additionalFeedback', text: '=HYPERLINK("x")' }),
    ]);
    expect(JSON.stringify(text)).not.toContain('me@example.com');
    expect((await staff.call('GET', '/api/staff/feedback/contacts')).statusCode).toBe(403);
    const contacts = await admin.call('GET', '/api/staff/feedback/contacts');
    expect(contacts.json().contacts).toEqual([
      expect.objectContaining({ name: 'Pat', email: 'me@example.com', phone: '' }),
    ]);
    expect(await audited('feedback_contacts_viewed')).toEqual([
      { actor_email: admin.email, subject: expect.stringMatching(/^feedback:/) },
    ]);
  });

  it('exports each response as CSV for an admin only, neutralises formulas, and audits every export', async () => {
    // The staff role sees the answers as totals (issue #36): each response, with its income, immigration and
    // incarceration answers, is for admins.
    const asStaff = await staff.call('GET', '/api/staff/feedback/export.csv');
    expect(asStaff.statusCode).toBe(403);
    const asAdmin = await admin.call('GET', '/api/staff/feedback/export.csv');
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['content-type']).toContain('text/csv');
    expect(asAdmin.body.split('\r\n')[0]).toMatch(/,name,email,phone$/);
    expect(asAdmin.body).toContain('me@example.com');
    expect(asAdmin.body).toContain(`"'=HYPERLINK(""x"")"`);
    const exports = await audited('feedback_exported');
    expect(exports.map((e) => e.actor_email)).toEqual([admin.email]);
  });
});

describe('usage', () => {
  it('counts the checker funnel, language and device per day, with no personal data', async () => {
    const pre = await t.app.inject({
      method: 'POST',
      url: '/api/application/pre-check',
      headers: { 'accept-language': 'es', 'sec-ch-ua-mobile': '?1' },
      payload: { hasCrimeOutsideTexas: false, hasCrimeBefore1990: false },
    });
    expect(pre.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${pre.json().token}` };
    const lookup = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/application/cont/case-lookup',
        headers: auth,
        payload: { ...DEMO_LOOKUP, firstName: 'Ana' },
      });
    const first = await lookup();
    expect(first.statusCode).toBe(200);
    const spn: string = first.json().eligibilityInfo.cases[0]?.def_spn;
    expect(typeof spn).toBe('string');
    const confirm = () =>
      t.app.inject({ method: 'POST', url: '/api/application/cont/confirm-cases', headers: auth, payload: { spn } });
    const confirmed = await confirm();
    expect(confirmed.statusCode).toBe(200);
    const shown = confirmed.json().eligibilityInfo.cases.length;
    const steps = await t.app.inject({ method: 'POST', url: '/api/application/cont/steps-opened', headers: auth });
    expect(steps.json()).toMatchObject({ counted: true });
    // Repeating a step in the same session adds nothing (issue #36: anyone could inflate the figures).
    for (let i = 0; i < 3; i++) {
      expect((await lookup()).statusCode).toBe(200);
      expect((await confirm()).statusCode).toBe(200);
      const again = await t.app.inject({ method: 'POST', url: '/api/application/cont/steps-opened', headers: auth });
      expect(again.json()).toMatchObject({ counted: false });
    }
    // What a browser sends to the public analytics call does not reach the funnel.
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { events: Array.from({ length: 50 }, () => ({ event: 'page_view', path: '/steps/review' })) },
    });
    expect(sent.statusCode).toBe(200);
    const u = (await staff.call('GET', '/api/staff/usage')).json();
    expect(u.days).toHaveLength(30);
    expect(u.totals.funnel).toMatchObject({ pre_check: 1, lookup: 1, found: 1, confirmed: 1, results: 1, steps: 1 });
    expect(u.totals.languages).toEqual({ en: 0, es: 1 });
    expect(u.totals.devices).toEqual({ phone: 1, desktop: 0 });
    const outcomes = Object.values(u.totals.outcomes as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(outcomes).toBe(shown);
    expect(JSON.stringify(u)).not.toMatch(/Demo|1990-01-01|Ana/);
  });

  it('a session without confirmed cases counts no next steps', async () => {
    const pre = await t.app.inject({
      method: 'POST',
      url: '/api/application/pre-check',
      payload: { hasCrimeOutsideTexas: false, hasCrimeBefore1990: false },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/application/cont/steps-opened',
      headers: { authorization: `Bearer ${pre.json().token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ counted: false });
  });
});

describe('data', () => {
  it('shows a failed sync an admin started, refuses a second one while it runs, and says the data is not stale', async () => {
    await t.db.db
      .insertInto('imports')
      .values({
        id: 'imp-ok',
        origin: 'import',
        file_name: 'weekly.zip',
        status: 'ok',
        started_at: t.clock.now().toISOString(),
        finished_at: t.clock.now().toISOString(),
        data_end_date: '2026-11-20',
      })
      .execute();
    expect((await staff.call('POST', '/api/staff/data/sync')).statusCode).toBe(403);
    const res = await admin.call('POST', '/api/staff/data/sync');
    expect(res.statusCode).toBe(200);
    const again = await admin.call('POST', '/api/staff/data/sync');
    expect([200, 409]).toContain(again.statusCode);
    if (again.statusCode === 409) expect(again.json().error.code).toBe('sync_running');
    await waitFor(async () => !(await staff.call('GET', '/api/staff/data')).json().syncRunning, 'the sync job', 20_000);
    const data = (await staff.call('GET', '/api/staff/data')).json();
    const failed = data.imports.find(
      (i: { status: string; origin: string }) => i.status === 'failed' && i.origin === 'sync',
    );
    expect(failed?.message).toMatch(/could not be read/);
    // The synthetic import of the test app succeeded moments ago.
    expect(data.freshness.stale).toBe(false);
    expect(await audited('sync_started')).not.toHaveLength(0);
    const detail = await staff.call('GET', `/api/staff/data/imports/${failed?.id}`);
    expect(detail.statusCode).toBe(200);
    expect(
      (await admin.call('POST', `/api/staff/data/imports/${failed?.id}/decision`, { decision: 'accept' })).statusCode,
    ).toBe(409);
  });

  it('turns stale after eight days without a successful import, and emails the admins once', async () => {
    t.clock.advance(9 * 86_400);
    staff = await signInAgain(t.app, t.clock, staff);
    admin = await signInAgain(t.app, t.clock, admin);
    const data = (await staff.call('GET', '/api/staff/data')).json();
    expect(data.freshness.stale).toBe(true);
    const first = await runStaffChores(t.services);
    const second = await runStaffChores(t.services);
    expect(first.staleNotices).toBe(1);
    expect(second.staleNotices).toBe(0);
    await deliverAll();
    const notices = sink.messages.filter((m) => m.subject === 'Court data on the website is out of date');
    expect(notices).toHaveLength(1);
    expect(sink.recipients.at(-1)).toEqual([admin.email]);
    const health = (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(health.data.stale).toBe(true);
  });
});

describe('county report', () => {
  it('answers 404 before any report, then the newest report with its summary and CSV (audited)', async () => {
    expect((await staff.call('GET', '/api/staff/county-report')).statusCode).toBe(404);
    const job = await runCountyReport({ db: t.db.db, threads: 1, asOf: '2026-11-21' });
    const res = await staff.call('GET', '/api/staff/county-report');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.id).toBe(job.id);
    expect(body.report).toEqual(job.report);
    expect(body.summary.en).toContain(`${job.report.people.eligibleNow} of the ${job.report.totals.people} people`);
    expect(body.summary.es).toContain('personas');
    const csv = await staff.call('GET', '/api/staff/county-report.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).toBe(
      'group,key,unit,nondisclosure_now,expunction_now,nondisclosure_later,expunction_later,could_not_determine,ineligible',
    );
    expect(csv.body).toContain(`total,all,cases,${job.report.cases.nondisclosure_now}`);
    expect(await audited('county_report_exported')).toEqual([
      { actor_email: staff.email, subject: `county_report:${job.id}` },
    ]);
  });
});

describe('staff accounts and retention', () => {
  it('an admin adds a staff member who can sign in with the one-time password', async () => {
    const res = await admin.call('POST', '/api/staff/staff', { email: 'New.Person@cyr.example', role: 'staff' });
    expect(res.statusCode).toBe(200);
    expect(res.json().staff).toMatchObject({
      email: 'new.person@cyr.example',
      role: 'staff',
      status: 'active',
      totpEnrolled: false,
    });
    expect(res.json().initialPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(
      (await admin.call('POST', '/api/staff/staff', { email: 'new.person@cyr.example', role: 'admin' })).statusCode,
    ).toBe(409);
    const row = await t.db.db
      .selectFrom('staff_users')
      .select('password_hash')
      .where('email', '=', 'new.person@cyr.example')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(res.json().initialPassword);
    const list = (await admin.call('GET', '/api/staff/staff')).json();
    expect(list.staff.map((s: { email: string }) => s.email)).toContain('new.person@cyr.example');
    expect(await audited('staff_added')).toHaveLength(1);
    // Signed in with the one-time password, the person must choose their own before anything else.
    const jar = new CookieJar();
    const csrf = await getCsrf(t.app, jar);
    const step1 = await passwordStep(t.app, jar, csrf, 'new.person@cyr.example', res.json().initialPassword);
    expect(step1.json().next).toBe('enrol');
    const me = await totpStep(t.app, jar, csrf, totpCode(step1.json().secret, t.clock.now()));
    expect(me.json()).toMatchObject({ email: 'new.person@cyr.example', mustChangePassword: true });
    // The CSRF token is bound to the session: a new one once signed in.
    const headers = { cookie: jar.header(), 'x-csrf-token': await getCsrf(t.app, jar) };
    const blocked = await t.app.inject({ method: 'GET', url: '/api/staff/help', headers });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe('password_change_required');
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/change-password',
      headers,
      payload: { currentPassword: res.json().initialPassword, newPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/change-password',
      headers,
      payload: { currentPassword: res.json().initialPassword, newPassword: 'a long passphrase of mine' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/help', headers })).statusCode).toBe(200);
    t.clock.advance(30);
  });

  it('purges old help requests, strips old survey contact details and old audit entries', async () => {
    await t.db.db
      .insertInto('help_requests')
      .values({
        id: '11111111-1111-4111-8111-111111111111',
        language: 'en',
        email: 'old@example.com',
        phone: '1',
        description: 'x',
        status: 'closed',
        created_at: '2024-01-02T00:00:00Z',
        updated_at: '2024-01-03T00:00:00Z',
      })
      .execute();
    await t.db.db
      .insertInto('survey_feedback')
      .values({
        id: '22222222-2222-4222-8222-222222222222',
        language: 'en',
        created_at: new Date(Date.now() - 200 * 86_400_000).toISOString(),
        answers: JSON.stringify({ howHelpfulWasWebsite: 'very_helpful', email: 'old@example.com' }),
      })
      .execute();
    await t.db.db
      .insertInto('staff_audit')
      .values({
        actor_id: null,
        actor_email: 'cli',
        action: 'sign_in',
        subject: null,
        at: '2020-01-01T00:00:00Z',
      } as never)
      .execute();
    const purged = await purgeMailData(t.db.db, t.clock.now());
    expect(purged).toMatchObject({ helpRequests: 1, surveyContacts: 1, auditEntries: 1 });
    const survey = await t.db.db
      .selectFrom('survey_feedback')
      .select('answers')
      .where('id', '=', '22222222-2222-4222-8222-222222222222')
      .executeTakeFirstOrThrow();
    expect(survey.answers).toEqual({ howHelpfulWasWebsite: 'very_helpful' });
    // Newer requests and entries stay.
    expect((await staff.call('GET', '/api/staff/help?status=all')).json().requests).toHaveLength(3);
  });
});
