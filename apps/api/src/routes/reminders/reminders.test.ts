import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CaseLookupFoundSchema, EligibilityResponseSchema, type EligibilityInfo } from '@cyr/schemas';
import { createDb, migrate } from '../../db';
import { testDataDir } from '../../test/db';
import { createMailWorker } from '../../outbox/worker';
import { startSmtpSink } from '../../test/smtp-sink';
import { REMINDER_KIND, createReminder, dispatchDueReminders } from '../../reminders/service';
import { DEMO_LOOKUP, makeTestApp, startSession, type TestApp } from '../../test/app';

/**
 * Reminders over the synthetic county on PGlite, with the test clock at 2026-11-21 (Houston). The
 * delivery tests run the outbox worker against an in-process SMTP server.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ people: 2, config: { publicUrl: 'https://cyr.example', emailRecipientRateLimit: 3 } });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.db.deleteFrom('reminders').execute();
  await t.db.db.deleteFrom('outbox').execute();
  await t.db.db.deleteFrom('rate_limit_counters').execute();
});

const post = (auth: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/application/${url}`, headers: { authorization: auth }, payload });
const info = (res: { json(): unknown }): EligibilityInfo => EligibilityResponseSchema.parse(res.json()).eligibilityInfo;
const mailConfig = (port: number) => ({
  smtpUrl: `smtp://127.0.0.1:${port}`,
  dataDir: '/nonexistent',
  mailFrom: 'CYR <no-reply@cyr.example>',
});

async function danSession(spn = '09990004') {
  const auth = await startSession(t.app);
  CaseLookupFoundSchema.parse((await post(auth, 'cont/case-lookup', { ...DEMO_LOOKUP, firstName: 'Dan' })).json());
  const confirmed = info(await post(auth, 'cont/confirm-cases', { spn }));
  return { auth, cases: confirmed.cases };
}

const cancelToken = (text: string | null) => /reminders\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1] ?? '';

describe('POST /api/application/reminders', () => {
  it('refuses the six-month re-check when a case is barred for good and none could change with time', async () => {
    const auth = await startSession(t.app);
    CaseLookupFoundSchema.parse((await post(auth, 'cont/case-lookup', { ...DEMO_LOOKUP, firstName: 'Ana' })).json());
    await post(auth, 'cont/confirm-cases', { spn: '09990001' });
    const answered = info(
      await post(auth, 'cont/eligibility-preliminary-questions', {
        sexOffender: true,
        disqualifyingOffenses: [],
        noneOfTheAbove: false,
      }),
    );
    expect(answered.cases.map((c) => c.final_eligibility)).toEqual(['ineligible']);
    const res = await post(auth, 'reminders', { email: 'ana@example.com', kind: 'recheck', useSpanishURL: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: {
        code: 'validation_error',
        fields: { kind: 'recheckNotOffered' },
        messageEs: expect.stringContaining('seis meses no cambiaría'),
      },
    });
    expect(await t.db.db.selectFrom('reminders').selectAll().execute()).toEqual([]);
    expect(await t.db.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });

  it('saves a six-month re-check: only the address, the date, the language and a token hash; confirmation queued', async () => {
    const { auth } = await danSession();
    const res = await post(auth, 'reminders', { email: 'dan@example.com', kind: 'recheck', useSpanishURL: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Recordatorio guardado para el 21 de mayo de 2027.',
      sendOn: '2027-05-21',
      token: expect.any(String),
    });
    const rows = await t.db.db.selectFrom('reminders').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['email', 'language', 'phone', 'send_on', 'token_hash']);
    expect(rows[0]).toMatchObject({ email: 'dan@example.com', phone: null, send_on: '2027-05-21', language: 'es' });
    // Nothing about the case: no cause number, name or SPN anywhere in the row.
    for (const secret of ['221000401010', 'DEMO', '09990004']) expect(JSON.stringify(rows)).not.toContain(secret);
    const outbox = await t.db.db.selectFrom('outbox').selectAll().execute();
    expect(outbox.map((o) => o.kind)).toEqual(['reminder_confirmation']);
    expect(outbox[0]?.text).toContain('https://cyr.example/reminders/unsubscribe/');
    expect(outbox[0]?.text).toContain('?lang=es');
    expect(outbox[0]?.text).not.toContain('221000401010');
  });

  it('refuses a ripens reminder for a case that is not waiting, a missing case id, and bad input, changing nothing', async () => {
    const { auth, cases } = await danSession();
    const eligibleNow = cases.find((c) => c.final_eligibility === 'expunction');
    expect(eligibleNow).toBeDefined();
    const notWaiting = await post(auth, 'reminders', {
      email: 'dan@example.com',
      kind: 'ripens',
      _id: eligibleNow?._id,
      useSpanishURL: false,
    });
    expect(notWaiting.statusCode).toBe(400);
    expect(notWaiting.json()).toMatchObject({
      error: { code: 'validation_error', fields: { _id: 'caseNotWaiting' }, messageEs: expect.any(String) },
    });
    expect(
      (await post(auth, 'reminders', { email: 'dan@example.com', kind: 'ripens', useSpanishURL: false })).statusCode,
    ).toBe(400);
    expect(
      (await post(auth, 'reminders', { email: 'dan@example.com', kind: 'ripens', _id: 'nope', useSpanishURL: false }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(auth, 'reminders', { email: 'not-an-email', kind: 'recheck', useSpanishURL: false })).statusCode,
    ).toBe(400);
    expect(
      (await post(auth, 'reminders', { email: 'dan@example.com', kind: 'weekly', useSpanishURL: false })).statusCode,
    ).toBe(400);
    expect(
      (await post(auth, 'reminders', { email: 'dan@example.com', kind: 'recheck', useSpanishURL: false, name: 'Dan' }))
        .statusCode,
    ).toBe(400);
    const noSession = await t.app.inject({
      method: 'POST',
      url: '/api/application/reminders',
      payload: { email: 'a@b.co', kind: 'recheck', useSpanishURL: false },
    });
    expect(noSession.json()).toMatchObject({ error: { code: 'session_expired' } });
    expect(await t.db.db.selectFrom('reminders').selectAll().execute()).toEqual([]);
    expect(await t.db.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });

  it('saves a ripens reminder on the eligible date of a not-yet-eligible case', async () => {
    // A clock before Dan's limitations date (2023-05-16) makes his dismissed case not yet eligible.
    const saved = t.clock.ms;
    t.clock.ms = Date.UTC(2023, 0, 10, 18);
    try {
      const { auth } = await danSession();
      const answered = info(
        await post(auth, 'cont/eligibility-preliminary-questions', {
          sexOffender: false,
          disqualifyingOffenses: [],
          noneOfTheAbove: true,
          isVeteran: false,
          hasBeenVictim: false,
          hasClassCConviction: false,
        }),
      );
      const waiting = answered.cases.find((c) => c.final_eligibility === 'not_yet_eligible');
      expect(waiting?.eligible_date).toBe('2023-05-16');
      const res = await post(auth, 'reminders', {
        email: 'dan@example.com',
        kind: 'ripens',
        _id: waiting?._id,
        useSpanishURL: false,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Reminder saved for May 16, 2023.', sendOn: '2023-05-16' });
    } finally {
      t.clock.ms = saved;
    }
  });

  it('is rate-limited per inbox with the other emails', async () => {
    const { auth } = await danSession();
    const max = t.config.emailRecipientRateLimit;
    for (let i = 0; i < max; i++) {
      expect(
        (await post(auth, 'reminders', { email: 'same@example.com', kind: 'recheck', useSpanishURL: false }))
          .statusCode,
      ).toBe(200);
    }
    expect(
      (await post(auth, 'reminders', { email: 'Same+x@example.com', kind: 'recheck', useSpanishURL: false }))
        .statusCode,
    ).toBe(429);
  });

  it('is rate-limited with the other emails', async () => {
    const { auth } = await danSession();
    const max = t.config.emailRateLimit;
    for (let i = 0; i < max; i++) {
      expect(
        (await post(auth, 'reminders', { email: `p${i}@example.com`, kind: 'recheck', useSpanishURL: false }))
          .statusCode,
      ).toBe(200);
    }
    const over = await post(auth, 'reminders', { email: 'over@example.com', kind: 'recheck', useSpanishURL: false });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(await t.db.db.selectFrom('reminders').selectAll().execute()).toHaveLength(max);
  });
});

describe('GET /api/reminders/unsubscribe/:token', () => {
  it('deletes the reminder with one click; the link then answers 404', async () => {
    const { auth } = await danSession();
    await post(auth, 'reminders', { email: 'dan@example.com', kind: 'recheck', useSpanishURL: false });
    const mail = await t.db.db.selectFrom('outbox').select('text').executeTakeFirstOrThrow();
    const token = cancelToken(mail.text);
    const res = await t.app.inject({ method: 'GET', url: `/api/reminders/unsubscribe/${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Reminder cancelled.', messageEs: 'Recordatorio cancelado.' });
    expect(await t.db.db.selectFrom('reminders').selectAll().execute()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/reminders/unsubscribe/${token}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/reminders/unsubscribe/short' })).json()).toMatchObject({
      error: { code: 'not_found' },
    });
  });
});

describe('POST /api/reminders/unsubscribe/:token', () => {
  it("cancels as the GET does (the cancel page sends it on the person's click), then answers 404", async () => {
    const { auth } = await danSession();
    await post(auth, 'reminders', { email: 'dan@example.com', kind: 'recheck', useSpanishURL: false });
    const mail = await t.db.db.selectFrom('outbox').select('text').executeTakeFirstOrThrow();
    const token = cancelToken(mail.text);
    expect(await t.db.db.selectFrom('reminders').selectAll().execute()).toHaveLength(1);
    const res = await t.app.inject({ method: 'POST', url: `/api/reminders/unsubscribe/${token}`, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Reminder cancelled.', messageEs: 'Recordatorio cancelado.' });
    expect(await t.db.db.selectFrom('reminders').selectAll().execute()).toEqual([]);
    const again = await t.app.inject({ method: 'POST', url: `/api/reminders/unsubscribe/${token}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('reminder delivery', () => {
  it('a reminder due today is delivered once through SMTP, says nothing about the case, and is deleted', async () => {
    const links = { publicUrl: 'https://cyr.example' };
    await createReminder(t.db.db, links, { email: 'due@example.com', sendOn: '2026-11-21', language: 'en' });
    await createReminder(t.db.db, links, { email: 'later@example.com', sendOn: '2026-11-22', language: 'en' });
    await t.db.db.deleteFrom('outbox').execute();
    expect(await dispatchDueReminders(t.db.db, links, '2026-11-21')).toBe(1);
    expect(await dispatchDueReminders(t.db.db, links, '2026-11-21')).toBe(0);
    expect((await t.db.db.selectFrom('reminders').select('email').execute()).map((r) => r.email)).toEqual([
      'later@example.com',
    ]);

    const sink = await startSmtpSink();
    const worker = createMailWorker({ config: mailConfig(sink.port), db: t.db.db });
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    await worker.stop();
    await sink.close();
    expect(sink.recipients).toEqual([['due@example.com']]);
    const msg = sink.messages[0];
    expect(msg?.subject).toBe('A case you checked may now be ready');
    expect(msg?.text).toContain('https://cyr.example/');
    expect(msg?.text).toContain('We have deleted your email address and the date.');
    const sent = await t.db.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', REMINDER_KIND)
      .executeTakeFirstOrThrow();
    expect(sent.recipient).toBeNull();
  });

  it('survives a restart before its day (embedded database on disk) and is sent on the day', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cyr-reminders-'));
    const links = { publicUrl: 'https://cyr.example' };
    try {
      await testDataDir(dir);
      const first = await createDb({ dataDir: dir });
      await migrate(first.db);
      await createReminder(first.db, links, { email: 'restart@example.com', sendOn: '2026-12-01', language: 'es' });
      await first.db.deleteFrom('outbox').execute();
      expect(await dispatchDueReminders(first.db, links, '2026-11-30')).toBe(0);
      await first.close();

      const second = await createDb({ dataDir: dir });
      await migrate(second.db);
      expect(await second.db.selectFrom('reminders').select('send_on').execute()).toEqual([{ send_on: '2026-12-01' }]);
      expect(await dispatchDueReminders(second.db, links, '2026-12-01')).toBe(1);
      const sink = await startSmtpSink();
      const worker = createMailWorker({ config: mailConfig(sink.port), db: second.db });
      expect(await worker.runOnce()).toBe(1);
      await worker.stop();
      await sink.close();
      expect(sink.recipients).toEqual([['restart@example.com']]);
      expect(sink.messages[0]?.subject).toBe('Un caso que usted revisó podría estar listo');
      expect(await second.db.selectFrom('reminders').selectAll().execute()).toEqual([]);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
