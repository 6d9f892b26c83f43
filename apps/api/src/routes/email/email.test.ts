import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EligibilityInfo } from '@cyr/schemas';
import { DEMO_LOOKUP, makeTestApp, startSession, type TestApp } from '../../test/app';
import { hashEmailToken } from '../../mail/email-tokens';
import { purgeMailData } from '../../retention/purge';
import { startSmtpSink } from '../../test/smtp-sink';
import { createMailWorker } from '../../outbox/worker';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp, loggerOptions } from '../../app';

const URL_RESULTS = '/api/application/email/send-case-results-email';
const URL_PETITIONS = '/api/application/email/send-petitions-email';
const URL_KYR = '/api/application/email/send-know-your-rights-email';

let t: TestApp;
let auth: string;
/** The token of the first results email (its outbox content is blanked once delivered). */
let resultsToken = '';

/** A session with the demo person's cases confirmed. */
async function confirmedSession(): Promise<string> {
  const a = await startSession(t.app);
  const lookup = await t.app.inject({
    method: 'POST',
    url: '/api/application/cont/case-lookup',
    headers: { authorization: a },
    payload: { ...DEMO_LOOKUP, firstName: 'Dan' },
  });
  expect(lookup.statusCode).toBe(200);
  const spn = (lookup.json() as { eligibilityInfo: { cases: { def_spn: string }[] } }).eligibilityInfo.cases[0]
    ?.def_spn;
  expect(spn).toBeTruthy();
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/api/application/cont/confirm-cases',
    headers: { authorization: a },
    payload: { spn },
  });
  expect(confirm.statusCode).toBe(200);
  return a;
}

const outboxRows = () => t.db.db.selectFrom('outbox').selectAll().orderBy('created_at').execute();
const tokenIn = (html: string, page: string) =>
  new RegExp(`/email-pages/${page}/([A-Za-z0-9_-]+)`).exec(html)?.[1] ?? '';

describe('email calls', () => {
  beforeAll(async () => {
    t = await makeTestApp({ config: { emailRateLimit: 5, publicUrl: 'https://cyr.example' } });
    auth = await confirmedSession();
  });
  afterAll(async () => {
    await t.close();
  });

  it('queues the results email and answers only then, with a working email-page link', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL_RESULTS,
      headers: { authorization: auth },
      payload: { email: 'person@example.com', useSpanishURL: false },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { message: string; token: string; tokenExpirationTime: number };
    expect(body.message).toBe('Email sent to person@example.com.');
    expect(body.token).toMatch(/^[A-Za-z0-9_.-]{40,}$/);
    expect(body.tokenExpirationTime).toBeGreaterThan(t.clock.ms / 1000);

    const [row] = await outboxRows();
    expect(row).toMatchObject({ kind: 'case_results', language: 'en', recipient: 'person@example.com' });
    expect(row?.subject).toBe('Your case results from Clear Your Record');
    const token = tokenIn(row?.html ?? '', 'results');
    expect(token.length).toBeGreaterThanOrEqual(22);
    resultsToken = token;
    expect(row?.text).toContain(`https://cyr.example/email-pages/results/${token}`);
    expect(row?.html).toContain('lang="en"');

    // Only a hash of the token is stored.
    const pages = await t.db.db.selectFrom('email_pages').selectAll().execute();
    expect(pages).toHaveLength(1);
    expect(pages[0]?.token_hash).toBe(hashEmailToken(token));
    expect(JSON.stringify(pages)).not.toContain(token);

    const page = await t.app.inject({ method: 'GET', url: `/api/email-pages/results/${token}` });
    expect(page.statusCode).toBe(200);
    const snap = page.json() as { eligibilityInfo: EligibilityInfo; lookupEndDateEn: string; lookupEndDateEs: string };
    expect(snap.eligibilityInfo.cases.length).toBeGreaterThan(0);
    expect(snap.lookupEndDateEn).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(snap.lookupEndDateEs).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);

    // The JSON case-info of the same session shows the same cases.
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/application/pdf/case-info',
      headers: { authorization: auth },
    });
    expect(snap.eligibilityInfo.cases.map((c) => c.casID)).toEqual(
      (info.json() as { eligibilityInfo: EligibilityInfo }).eligibilityInfo.cases.map((c) => c.casID),
    );
    // A results token does not open the petitions page.
    expect((await t.app.inject({ method: 'GET', url: `/api/email-pages/petitions/${token}` })).statusCode).toBe(404);
  });

  it('sends the petitions email in Spanish with ?lang=es links', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL_PETITIONS,
      headers: { authorization: auth },
      payload: { email: 'persona@example.com', useSpanishURL: true },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { message: string }).message).toBe('Email sent to persona@example.com.');
    const row = (await outboxRows()).find((r) => r.kind === 'petitions');
    expect(row?.language).toBe('es');
    expect(row?.subject).toBe('Sus formularios de petición de Limpie sus antecedentes');
    expect(row?.html).toContain('lang="es"');
    const token = tokenIn(row?.text ?? '', 'petitions');
    expect(row?.text).toContain(`https://cyr.example/email-pages/petitions/${token}?lang=es`);
    const page = await t.app.inject({ method: 'GET', url: `/api/email-pages/petitions/${token}` });
    expect(page.statusCode).toBe(200);
  });

  it('sends the know-your-rights email with the static page link', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL_KYR,
      headers: { authorization: auth },
      payload: { email: 'x@example.org', useSpanishURL: true },
    });
    expect(res.statusCode).toBe(200);
    const row = (await outboxRows()).find((r) => r.kind === 'know_your_rights');
    expect(row?.text).toContain('https://cyr.example/email-pages/know-your-rights?lang=es');
    expect(row?.subject).toBe('Conozca sus derechos: Limpie sus antecedentes');
  });

  it('delivers the results email over SMTP in Spanish with a link that opens the snapshot', async () => {
    const sink = await startSmtpSink();
    const worker = createMailWorker({
      config: {
        ...t.config,
        smtpUrl: `smtp://127.0.0.1:${sink.port}`,
        mailFrom: 'Clear Your Record <no-reply@cyr.example>',
      },
      db: t.db.db,
    });
    try {
      await worker.runOnce(); // whatever earlier tests queued
      sink.messages.length = 0;
      sink.recipients.length = 0;
      const res = await t.app.inject({
        method: 'POST',
        url: URL_RESULTS,
        headers: { authorization: auth },
        payload: { email: 'maria@example.com', useSpanishURL: true },
      });
      expect(res.statusCode).toBe(200);
      expect(await worker.runOnce()).toBe(1);
      expect(sink.recipients).toEqual([['maria@example.com']]);
      const mail = sink.messages[0];
      expect(mail?.subject).toBe('Sus resultados de casos de Limpie sus antecedentes');
      expect(mail?.from?.text).toContain('no-reply@cyr.example');
      expect(mail?.html).toContain('<html lang="es"');
      expect(mail?.text).toContain('Este enlace funciona durante 30 días.');
      const link = /https:\/\/cyr\.example(\/email-pages\/results\/([A-Za-z0-9_-]{43}))\?lang=es/.exec(
        mail?.text ?? '',
      );
      expect(link).not.toBeNull();
      expect(mail?.html).toContain(`href="${link?.[0] ?? ''}"`);
      const page = await t.app.inject({ method: 'GET', url: `/api${link?.[1] ?? ''}` });
      expect(page.statusCode).toBe(200);
      const snap = page.json() as { eligibilityInfo: EligibilityInfo; lookupEndDateEs: string };
      expect(snap.eligibilityInfo.cases.length).toBeGreaterThan(0);
      expect(mail?.text).toContain(snap.lookupEndDateEs);
      const delivered = await t.db.db
        .selectFrom('outbox')
        .selectAll()
        .where('kind', '=', 'case_results')
        .where('language', '=', 'es')
        .execute();
      expect(delivered.map((r) => [r.recipient, r.html, r.delivered_at === null])).toEqual([[null, null, false]]);
    } finally {
      await worker.stop();
      await sink.close();
    }
  });

  it('emails an empty snapshot for a session without confirmed cases', async () => {
    const fresh = await startSession(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: URL_PETITIONS,
      headers: { authorization: fresh, 'x-forwarded-for': '192.0.2.77' },
      payload: { email: 'empty@example.com', useSpanishURL: false },
    });
    expect(res.statusCode).toBe(200);
    const row = (await outboxRows()).find((r) => r.recipient === 'empty@example.com');
    const token = tokenIn(row?.text ?? '', 'petitions');
    const page = await t.app.inject({ method: 'GET', url: `/api/email-pages/petitions/${token}` });
    expect((page.json() as { eligibilityInfo: EligibilityInfo }).eligibilityInfo.cases).toEqual([]);
  });

  it('answers 401 session_expired without, or with a bad, token', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }, { authorization: `${auth}x` }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: URL_RESULTS,
        headers,
        payload: { email: 'a@b.co', useSpanishURL: false },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        error: { code: 'session_expired', message: expect.any(String), messageEs: expect.any(String) },
      });
    }
    // An expired session too.
    const a = await startSession(t.app);
    t.clock.advance(61 * 60);
    const res = await t.app.inject({
      method: 'POST',
      url: URL_KYR,
      headers: { authorization: a },
      payload: { email: 'a@b.co', useSpanishURL: false },
    });
    t.clock.advance(-61 * 60);
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 with fields for a bad address, a missing flag or an unknown field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'not-an-email', useSpanishURL: false }, 'email', 'invalid'],
      [{ email: '', useSpanishURL: false }, 'email', 'required'],
      [{ email: 'a@b.co' }, 'useSpanishURL', 'required'],
      [{ email: 'a@b.co', useSpanishURL: false, bcc: 'c@d.co' }, 'bcc', 'unknown_field'],
    ];
    for (const [payload, field, code] of cases) {
      const res = await t.app.inject({ method: 'POST', url: URL_KYR, headers: { authorization: auth }, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json() as { error: { code: string; fields: Record<string, string> } };
      expect(body.error.code).toBe('validation_error');
      expect(body.error.fields[field]).toBe(code);
    }
  });

  it('answers 404 for unknown, malformed and expired email tokens, and the purge removes expired pages', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: `/api/email-pages/results/${'A'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'not_found' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/email-pages/results/short' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/email-pages/other/${'A'.repeat(43)}` })).statusCode).toBe(
      404,
    );

    const token = resultsToken;
    t.clock.advance(30 * 86400 - 60);
    try {
      expect((await t.app.inject({ method: 'GET', url: `/api/email-pages/results/${token}` })).statusCode).toBe(200);
      t.clock.advance(120);
      expect((await t.app.inject({ method: 'GET', url: `/api/email-pages/results/${token}` })).statusCode).toBe(404);
      const stored = (await t.db.db.selectFrom('email_pages').select('token_hash').execute()).length;
      expect(stored).toBeGreaterThanOrEqual(3);
      const purged = await purgeMailData(t.db.db, t.clock.now());
      expect(purged.emailPages).toBe(stored);
      expect(await t.db.db.selectFrom('email_pages').selectAll().execute()).toHaveLength(0);
    } finally {
      t.clock.advance(-(30 * 86400 + 60));
    }
  });

  it('limits emails per client with a translated 429 and Retry-After', async () => {
    const headers = { authorization: auth, 'x-forwarded-for': '203.0.113.9' };
    const payload = { email: 'a@b.co', useSpanishURL: false };
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject({ method: 'POST', url: URL_KYR, headers, payload })).statusCode).toBe(200);
    }
    const res = await t.app.inject({ method: 'POST', url: URL_KYR, headers, payload });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: 'You have asked for too many emails. Please wait an hour and try again.',
        messageEs: 'Pidió demasiados correos electrónicos. Espere una hora e intente de nuevo.',
      },
    });
    // Another client is not affected; the limiter stores no address.
    const other = await t.app.inject({
      method: 'POST',
      url: URL_KYR,
      headers: { ...headers, 'x-forwarded-for': '198.51.100.7' },
      payload,
    });
    expect(other.statusCode).toBe(200);
    const keys = await t.db.db.selectFrom('rate_limit_counters').select('key').execute();
    expect(JSON.stringify(keys)).not.toContain('203.0.113.9');
  });

  it('never logs an address, a phone number or what a person wrote, even at trace level', async () => {
    const lines: string[] = [];
    const logged = await createApp({
      config: t.config,
      db: t.db,
      clock: t.clock.now,
      logger: { ...(loggerOptions('trace') as object), stream: { write: (line: string) => void lines.push(line) } },
    });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cyr-log-'));
    const worker = createMailWorker(
      { config: { ...t.config, smtpUrl: undefined, dataDir: dir }, db: t.db.db },
      { log: logged.log },
    );
    try {
      const headers = { authorization: auth, 'x-forwarded-for': '192.0.2.200' };
      const sent = await logged.inject({
        method: 'POST',
        url: URL_RESULTS,
        headers,
        payload: { email: 'secret.person@example.net', useSpanishURL: false },
      });
      expect(sent.statusCode).toBe(200);
      const help = await logged.inject({
        method: 'POST',
        url: '/api/survey/submit-help-form',
        headers: { 'x-forwarded-for': '192.0.2.200' },
        payload: { email: 'secret.person@example.net', phone: '713-555-0199', description: 'My private situation' },
      });
      expect(help.statusCode).toBe(200);
      const bad = await logged.inject({
        method: 'POST',
        url: URL_KYR,
        headers,
        payload: { email: 'secret.person@example', useSpanishURL: false },
      });
      expect(bad.statusCode).toBe(400);
      const token =
        /\/email-pages\/results\/([A-Za-z0-9_-]+)/.exec(
          (await outboxRows()).find((r) => r.recipient === 'secret.person@example.net')?.text ?? '',
        )?.[1] ?? '';
      expect(token).not.toBe('');
      expect((await logged.inject({ method: 'GET', url: `/api/email-pages/results/${token}` })).statusCode).toBe(200);
      expect(await worker.runOnce()).toBeGreaterThanOrEqual(2);
      const log = lines.join('\n');
      expect(log).toContain('mail written to');
      for (const secret of ['secret.person', 'example.net', '713-555-0199', 'My private situation', token]) {
        expect(log, secret).not.toContain(secret);
      }
    } finally {
      await worker.stop();
      await logged.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
