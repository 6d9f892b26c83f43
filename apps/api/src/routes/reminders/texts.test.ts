import twilio from 'twilio';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailWorker, type MailWorker } from '../../outbox/worker';
import { dispatchDueReminders } from '../../reminders/service';
import { makeTestApp, startSession, TestClock, type TestApp } from '../../test/app';
import {
  startTwilioServer,
  TEST_ACCOUNT_SID,
  TEST_AUTH_TOKEN,
  TEST_SENDER,
  type TwilioServer,
} from '../../test/twilio-server';

/**
 * Reminders by text, end to end on the server: the form's body, the stored row, the confirmation and the reminder
 * through the outbox to a local server that answers like Twilio's Messages API, STOP through the signed webhook.
 * The test clock starts at noon in Houston on 2026-11-21.
 */
const PUBLIC_URL = 'https://cyr.example';
const ANA = '+17135550123';

let t: TestApp;
let provider: TwilioServer;
let worker: MailWorker;

const ask = async (payload: object, auth?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/application/reminders',
    headers: { authorization: auth ?? (await startSession(t.app)) },
    payload,
  });

/** A text from `from` to the site's number, posted and signed as Twilio does. */
function inbound(from: string, body: string) {
  const params = {
    AccountSid: TEST_ACCOUNT_SID,
    From: from,
    To: TEST_SENDER,
    Body: body,
    MessageSid: `SM${'2'.repeat(32)}`,
  };
  const url = `${PUBLIC_URL}/api/texts/inbound`;
  return t.app.inject({
    method: 'POST',
    url: '/api/texts/inbound',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilio.getExpectedTwilioSignature(TEST_AUTH_TOKEN, url, params),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

describe('reminders by text', () => {
  beforeAll(async () => {
    provider = await startTwilioServer();
    t = await makeTestApp({
      seed: false,
      config: {
        publicUrl: PUBLIC_URL,
        textRecipientRateLimit: 3,
        texts: {
          provider: 'twilio',
          accountSid: TEST_ACCOUNT_SID,
          authToken: TEST_AUTH_TOKEN,
          from: TEST_SENDER,
          messagingServiceSid: undefined,
          apiUrl: provider.url,
        },
      },
    });
    worker = createMailWorker({ config: t.config, db: t.db.db }, { clock: t.clock.now });
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
    await provider.close();
  });
  beforeEach(async () => {
    for (const table of ['reminders', 'outbox', 'rate_limit_counters', 'text_opt_outs'] as const) {
      await t.db.db.deleteFrom(table).execute();
    }
    provider.messages.length = 0;
    t.clock.ms = new TestClock().ms;
  });

  it('saves only the number, the date and the language, and texts the confirmation in Spanish', async () => {
    const res = await ask({
      phone: '(713) 555-0123',
      textConsent: true,
      kind: 'recheck',
      useSpanishURL: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sendOn: '2027-05-21' });
    const rows = await t.db.db.selectFrom('reminders').selectAll().execute();
    expect(rows).toEqual([
      { token_hash: expect.any(String), email: null, phone: ANA, send_on: '2027-05-21', language: 'es' },
    ]);
    expect(await worker.runOnce()).toBe(1);
    expect(provider.messages.map((m) => [m.to, m.from, m.body])).toEqual([
      [
        ANA,
        TEST_SENDER,
        'Limpie sus antecedentes: le enviaremos un solo mensaje, el 21 de mayo de 2027. Pueden aplicarse tarifas de mensajes y datos. PARA: cancelar. AYUDA: ayuda.',
      ],
    ]);
  });

  it('on its day the reminder is texted once, with a link in the language, and the number is deleted', async () => {
    await ask({ phone: '713 555 0123', textConsent: true, kind: 'recheck', useSpanishURL: false });
    await worker.runOnce();
    t.clock.advance(181 * 86400);
    expect(await dispatchDueReminders(t.db.db, { publicUrl: PUBLIC_URL }, '2027-05-21')).toBe(1);
    expect(await dispatchDueReminders(t.db.db, { publicUrl: PUBLIC_URL }, '2027-05-21')).toBe(0);
    expect(await t.db.db.selectFrom('reminders').selectAll().execute()).toEqual([]);
    expect(await worker.runOnce()).toBe(1);
    expect(provider.messages.map((m) => m.body)).toEqual([
      expect.stringContaining('we will text you once, on May 21, 2027'),
      `Clear Your Record: it is time to check your record again: ${PUBLIC_URL}/ Reply STOP to stop.`,
    ]);
  });

  it('STOP, then the reminder is not sent; START turns texts on again but the cancelled reminder stays cancelled', async () => {
    await ask({ phone: ANA, textConsent: true, kind: 'recheck', useSpanishURL: false });
    expect(await worker.runOnce()).toBe(1);
    const stop = await inbound(ANA, 'STOP');
    expect(stop.statusCode).toBe(200);
    expect(stop.body).toContain('you will get no more texts from us');
    expect(await t.db.db.selectFrom('reminders').selectAll().execute()).toEqual([]);
    t.clock.advance(181 * 86400);
    expect(await dispatchDueReminders(t.db.db, { publicUrl: PUBLIC_URL }, '2027-05-21')).toBe(0);
    expect(await worker.runOnce()).toBe(0);
    expect(provider.messages).toHaveLength(1);
    // A reminder asked for on the site after the STOP is saved, but its texts are held back until START.
    await ask({ phone: ANA, textConsent: true, kind: 'recheck', useSpanishURL: false });
    expect(await worker.runOnce()).toBe(0);
    expect(provider.messages).toHaveLength(1);
    expect((await inbound(ANA, 'START')).body).toContain('texts are on again');
    await ask({ phone: ANA, textConsent: true, kind: 'recheck', useSpanishURL: false });
    expect(await worker.runOnce()).toBe(1);
    expect(provider.messages).toHaveLength(2);
  });

  it('refuses a number without the opt-in box, a number that is not a U.S. mobile, and both address and number', async () => {
    const noConsent = await ask({ phone: ANA, kind: 'recheck', useSpanishURL: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().error.fields).toEqual({ textConsent: 'consent_required' });
    const abroad = await ask({ phone: '+44 20 7946 0958', textConsent: true, kind: 'recheck', useSpanishURL: false });
    expect(abroad.json().error.fields).toEqual({ phone: 'invalid' });
    const both = await ask({
      email: 'ana@example.com',
      phone: ANA,
      textConsent: true,
      kind: 'recheck',
      useSpanishURL: false,
    });
    expect(both.statusCode).toBe(400);
    expect(await t.db.db.selectFrom('reminders').selectAll().execute()).toEqual([]);
    expect(await t.db.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });

  it('one number gets at most TEXT_RECIPIENT_RATE_LIMIT texts an hour, whichever clients ask', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/application/reminders',
        headers: { authorization: await startSession(t.app), 'x-forwarded-for': `198.51.100.${i + 1}` },
        payload: { phone: ANA, textConsent: true, kind: 'recheck', useSpanishURL: false },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().error.messageEs).toBeTruthy();
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(await t.db.db.selectFrom('reminders').selectAll().execute()).toHaveLength(3);
  });
});

describe('where the site sends no texts', () => {
  it('a number is refused with a translated 400 and nothing is stored', async () => {
    const off = await makeTestApp({ seed: false });
    const res = await off.app.inject({
      method: 'POST',
      url: '/api/application/reminders',
      headers: { authorization: await startSession(off.app) },
      payload: { phone: ANA, textConsent: true, kind: 'recheck', useSpanishURL: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'texts_unavailable', fields: { phone: 'texts_unavailable' } });
    expect(await off.db.db.selectFrom('reminders').selectAll().execute()).toEqual([]);
    await off.close();
  });
});
