import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../../app';
import { loadConfig, type Config } from '../../config';
import type { DbHandle } from '../../db';
import { flakyDb } from '../../test/db';
import { TEST_SECRET } from '../../test/app';
import { testDb } from '../../test/db';

const FEEDBACK = '/api/survey/submit-feedback';
const HELP = '/api/survey/submit-help-form';

let handle: DbHandle & { url?: string };
let app: FastifyInstance;
const config: Config = {
  ...loadConfig({ SESSION_SECRET: TEST_SECRET, NODE_ENV: 'test' }),
  webDist: '/nonexistent',
  helpInbox: 'hotline@cyr.example',
  emailRateLimit: 3,
  // inject() connects from 127.0.0.1: the tests act as the proxy and name the client in X-Forwarded-For.
  trustProxy: ['127.0.0.1'],
};

beforeAll(async () => {
  handle = await testDb();
  // A fixed clock: the per-client hourly limit window never splits a test.
  app = await createApp({ config, db: handle, logger: false, clock: () => new Date('2026-11-21T18:00:00Z') });
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

describe('survey and help form', () => {
  it('stores a survey and answers only after the commit', async () => {
    const answers = {
      howHelpfulWasWebsite: 'very_helpful',
      didUserCompleteForms: 'yes',
      petitionFormsUsed: 'section_411_0726',
      timeToCompleteForms: 'from_30_minutes_to_1_hour',
      applicantRaceEthnicity: ['hispanic_or_latino', 'other'],
      applicantRaceEthnicityOtherInput: 'Mestizo',
      additionalInfo: ['veteran'],
      educationLevel: 'some_college_no_degree',
      additionalFeedback: 'Muy útil',
    };
    const res = await app.inject({ method: 'POST', url: `${FEEDBACK}?lang=es`, payload: answers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Feedback submitted successfully.' });
    const rows = await handle.db.selectFrom('survey_feedback').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.answers).toEqual(answers);
    expect(rows[0]?.language).toBe('es');
  });

  it('refuses an empty survey without storing it, and drops answers whose condition does not hold', async () => {
    const before = await handle.db.selectFrom('survey_feedback').select('id').execute();
    const empty = await app.inject({ method: 'POST', url: FEEDBACK, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      error: { code: 'validation_error', fields: { howHelpfulWasWebsite: 'empty' } },
    });
    expect(await handle.db.selectFrom('survey_feedback').select('id').execute()).toHaveLength(before.length);
    const res = await app.inject({
      method: 'POST',
      url: FEEDBACK,
      payload: { didUserCompleteForms: 'no', timeToCompleteForms: 'over_4_hours', name: '', email: '' },
    });
    expect(res.statusCode).toBe(200);
    const rows = await handle.db.selectFrom('survey_feedback').select('answers').orderBy('created_at').execute();
    expect(rows.at(-1)?.answers).toEqual({ didUserCompleteForms: 'no' });
  });

  it('answers 400 with field codes for bad survey input', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ applicantGender: 'self_describe' }, 'applicantGenderSelfDescribeInput', 'required'],
      [{ howUserHeardAboutSite: 'other' }, 'howUserHeardAboutSiteOtherInput', 'required'],
      [{ applicantAge: '18-29' }, 'applicantAge', 'invalid'],
      [{ email: 'nope' }, 'email', 'invalid'],
      [{ additionalFeedback: 'x'.repeat(2001) }, 'additionalFeedback', 'too_long'],
      [{ additionalInfo: ['none_of_the_above', 'veteran'] }, 'additionalInfo', 'invalid'],
      [{ userId: 'abc' }, 'userId', 'unknown_field'],
    ];
    for (const [payload, field, code] of cases) {
      const res = await app.inject({ method: 'POST', url: FEEDBACK, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json() as { error: { code: string; fields: Record<string, string>; messageEs: string } };
      expect(body.error.code).toBe('validation_error');
      expect(body.error.fields[field], JSON.stringify(body)).toBe(code);
    }
    const notJson = await app.inject({
      method: 'POST',
      url: FEEDBACK,
      payload: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.statusCode).toBe(415);
    const huge = await app.inject({
      method: 'POST',
      url: FEEDBACK,
      payload: { additionalFeedback: 'x'.repeat(70_000) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: { code: 'payload_too_large' } });
    const broken = await app.inject({
      method: 'POST',
      url: FEEDBACK,
      payload: '{"a":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
  });

  it('stores a help request and queues its email to the hotline in the same transaction', async () => {
    const res = await app.inject({
      method: 'POST',
      url: HELP,
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
      payload: { email: 'ana@example.com', phone: '(713) 555-0100', description: 'No encuentro mi caso <b>' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Feedback submitted successfully.' });
    const help = await handle.db.selectFrom('help_requests').selectAll().execute();
    expect(help).toHaveLength(1);
    expect(help[0]).toMatchObject({ email: 'ana@example.com', phone: '(713) 555-0100', language: 'es' });
    const mail = await handle.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', help[0]?.outbox_id ?? '')
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ kind: 'help_request', recipient: 'hotline@cyr.example', reply_to: 'ana@example.com' });
    expect(mail.text).toContain('No encuentro mi caso <b>');
    expect(mail.text).toContain('Español');
    expect(mail.html).toContain('No encuentro mi caso &lt;b&gt;');
  });

  it('takes a help request with a phone number and no email: stored, sent to the hotline, no acknowledgement', async () => {
    const res = await app.inject({
      method: 'POST',
      url: HELP,
      headers: { 'x-forwarded-for': '192.0.2.70' },
      payload: { phone: '(713) 555-0199', description: 'Solo tengo teléfono' },
    });
    expect(res.statusCode).toBe(200);
    const row = await handle.db
      .selectFrom('help_requests')
      .selectAll()
      .where('phone', '=', '(713) 555-0199')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: '', ack_outbox_id: null });
    const mail = await handle.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', row.outbox_id ?? '')
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ kind: 'help_request', recipient: 'hotline@cyr.example', reply_to: null });
    expect(mail.text).toContain('(713) 555-0199');
    expect(mail.text).not.toMatch(/^Email:/m);
  });

  it('answers 400 when a help form field is missing or malformed', async () => {
    const before = await handle.db.selectFrom('help_requests').select('id').execute();
    const res = await app.inject({ method: 'POST', url: HELP, payload: { email: 'bad', phone: '', description: '' } });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      email: 'invalid',
      description: 'required',
    });
    const neither = await app.inject({
      method: 'POST',
      url: HELP,
      payload: { email: '', phone: '', description: 'x' },
    });
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toMatchObject({
      error: {
        code: 'validation_error',
        fields: { email: 'email_or_phone_required', phone: 'email_or_phone_required' },
      },
    });
    expect(await handle.db.selectFrom('help_requests').select('id').execute()).toHaveLength(before.length);
    const missing = await app.inject({ method: 'POST', url: HELP, payload: { email: 'a@b.co', phone: '7135550100' } });
    expect((missing.json() as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      description: 'required',
    });
  });

  it('limits help requests per client', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.44' };
    const payload = { email: 'a@b.co', phone: '7135550100', description: 'help' };
    for (let i = 0; i < 3; i++)
      expect((await app.inject({ method: 'POST', url: HELP, headers, payload })).statusCode).toBe(200);
    const res = await app.inject({ method: 'POST', url: HELP, headers, payload });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      error: {
        code: 'rate_limited',
        message: expect.stringContaining('wait an hour'),
        messageEs: expect.stringContaining('Espere una hora'),
      },
    });
  });

  it('limits surveys per client (30 an hour)', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.45' };
    for (let i = 0; i < 30; i++) {
      expect(
        (await app.inject({ method: 'POST', url: FEEDBACK, headers, payload: { didYouFindWhatYouNeeded: 'yes' } }))
          .statusCode,
      ).toBe(200);
    }
    const res = await app.inject({
      method: 'POST',
      url: FEEDBACK,
      headers,
      payload: { didYouFindWhatYouNeeded: 'yes' },
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe('analytics', () => {
  let analytics: FastifyInstance;
  beforeAll(async () => {
    // 03:30 UTC on the 22nd is still the 21st in Houston.
    analytics = await createApp({ config, db: handle, logger: false, clock: () => new Date('2026-11-22T03:30:00Z') });
  });
  afterAll(async () => {
    await analytics.close();
  });

  it('keeps daily counts per event, path and target (Harris County day)', async () => {
    const events = [
      { event: 'page_view', path: '/check/pre-check' },
      { event: 'page_view', path: '/check/pre-check' },
      { event: 'modal_open', path: '/check/results', target: 'email_results' },
      { event: 'page_view', path: '/email-pages/results/:emailToken' },
      { event: 'page_view', path: '/no-such-page' },
    ];
    for (let i = 0; i < 2; i++) {
      const res = await analytics.inject({ method: 'POST', url: '/api/analytics/events', payload: { events } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ accepted: 5 });
    }
    const rows = await handle.db.selectFrom('analytics_daily').selectAll().orderBy('path').orderBy('event').execute();
    const day = (d: string | Date) => (d instanceof Date ? d.toISOString().slice(0, 10) : d);
    expect(rows.map((r) => [day(r.day), r.event, r.path, r.target, Number(r.count)])).toEqual([
      ['2026-11-21', 'page_view', '/check/pre-check', '', 4],
      ['2026-11-21', 'modal_open', '/check/results', 'email_results', 2],
      ['2026-11-21', 'page_view', '/email-pages/results/:emailToken', '', 2],
      ['2026-11-21', 'page_view', '/other', '', 2],
    ]);
  });

  it('rejects query strings, tokens, unknown events, extra fields and batches over 50', async () => {
    const bad = [
      { events: [{ event: 'page_view', path: '/check/results?lang=es' }] },
      { events: [{ event: 'page_view', path: '/email-pages/results/q3V1xZ8kLm2NoP4rS6tU8w' }] },
      { events: [{ event: 'typed', path: '/' }] },
      { events: [{ event: 'page_view', path: '/', ip: '1.2.3.4' }] },
      { events: Array.from({ length: 51 }, () => ({ event: 'page_view', path: '/' })) },
      { events: [] },
    ];
    for (const payload of bad) {
      const res = await analytics.inject({ method: 'POST', url: '/api/analytics/events', payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
  });
});

describe('while the database is unreachable', () => {
  it('answers a clean 503 and recovers when it is back', async () => {
    // PostgreSQL in CI: a throwaway database on the test server; else an in-memory PGlite.
    const base = process.env.TEST_DATABASE_URL ? await testDb() : null;
    const flaky = await flakyDb(base?.url);
    const a = await createApp({ config, db: flaky, logger: false });
    try {
      flaky.state.down = true;
      for (const [url, payload] of [
        [FEEDBACK, { howHelpfulWasWebsite: 'not_helpful' }],
        [HELP, { email: 'a@b.co', phone: '7135550100', description: 'x' }],
        ['/api/analytics/events', { events: [{ event: 'page_view', path: '/' }] }],
      ] as const) {
        const res = await a.inject({ method: 'POST', url, payload });
        expect(res.statusCode, url).toBe(503);
        expect(res.json()).toMatchObject({
          error: { code: 'unavailable', message: expect.any(String), messageEs: expect.any(String) },
        });
      }
      // Validation still answers 400 without the database.
      expect((await a.inject({ method: 'POST', url: FEEDBACK, payload: { bogus: 1 } })).statusCode).toBe(400);

      flaky.state.down = false;
      const ok = await a.inject({ method: 'POST', url: FEEDBACK, payload: { howHelpfulWasWebsite: 'very_helpful' } });
      expect(ok.statusCode).toBe(200);
      const rows = await flaky.db.selectFrom('survey_feedback').select('answers').execute();
      // Only the submission answered 200 was stored.
      expect(rows.map((r) => r.answers)).toEqual([{ howHelpfulWasWebsite: 'very_helpful' }]);
      expect(await flaky.db.selectFrom('help_requests').selectAll().execute()).toHaveLength(0);
      expect(await flaky.db.selectFrom('outbox').selectAll().execute()).toHaveLength(0);
    } finally {
      await a.close();
      await flaky.close();
      await base?.close();
    }
  });
});
