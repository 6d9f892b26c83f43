import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailWorker, type MailWorker } from '../../outbox/worker';
import { makeTestApp, type TestApp } from '../../test/app';
import {
  startTwilioServer,
  TEST_ACCOUNT_SID,
  TEST_AUTH_TOKEN,
  TEST_SENDER,
  type TwilioServer,
} from '../../test/twilio-server';

/**
 * The help form's acknowledgement by text (docs/decisions/0110-text-messages-through-twilio.md): a person who
 * leaves only a phone number and ticks the opt-in box gets one text, through the outbox, to a local server that
 * answers like Twilio's Messages API. The test clock is at noon in Houston.
 */
const HELP = '/api/survey/submit-help-form';
let t: TestApp;
let provider: TwilioServer;
let worker: MailWorker;

const send = (payload: object, lang = 'en', client = '192.0.2.80') =>
  t.app.inject({
    method: 'POST',
    url: HELP,
    headers: { 'x-forwarded-for': client, 'accept-language': lang },
    payload,
  });

describe('the help acknowledgement by text', () => {
  beforeAll(async () => {
    provider = await startTwilioServer();
    t = await makeTestApp({
      seed: false,
      config: {
        helpInbox: 'hotline@cyr.example',
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
    worker = createMailWorker(
      { config: { ...t.config, smtpUrl: 'smtp://127.0.0.1:9' }, db: t.db.db },
      { clock: t.clock.now },
    );
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
    await provider.close();
  });
  beforeEach(async () => {
    await t.db.db.deleteFrom('help_requests').execute();
    await t.db.db.deleteFrom('outbox').execute();
    provider.messages.length = 0;
  });

  it('phone only, box ticked, in Spanish: one text that names the site, the answer date and how to stop, nothing else', async () => {
    const res = await send(
      { phone: '(713) 555-0199', textConsent: true, description: 'Solo tengo teléfono; mi caso 2210004' },
      'es',
    );
    expect(res.statusCode).toBe(200);
    const texts = await t.db.db.selectFrom('outbox').selectAll().where('channel', '=', 'text').execute();
    expect(texts.map((r) => [r.kind, r.language, r.recipient])).toEqual([['help_ack', 'es', '+17135550199']]);
    await worker.runOnce();
    expect(provider.messages.map((m) => m.to)).toEqual(['+17135550199']);
    expect(provider.messages[0]?.body).toMatch(
      /^Limpie sus antecedentes: recibimos su solicitud de ayuda\. Le responderemos el \d+ de [a-z]+ de 2026 o antes\. Responda PARA para no recibir mensajes\.$/,
    );
    expect(provider.messages[0]?.body).not.toContain('2210004');
    // The request itself is stored as before, with the number as typed, for staff to call back.
    const row = await t.db.db.selectFrom('help_requests').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ phone: '(713) 555-0199', email: '', ack_outbox_id: null });
  });

  it('without the box ticked no text is sent; with it, the number must be a U.S. mobile', async () => {
    expect((await send({ phone: '713-555-0199', description: 'Help' })).statusCode).toBe(200);
    expect(await t.db.db.selectFrom('outbox').selectAll().where('channel', '=', 'text').execute()).toEqual([]);
    const bad = await send({ phone: '555-0199', textConsent: true, description: 'Help' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ phone: 'invalid' });
    expect(await t.db.db.selectFrom('help_requests').selectAll().execute()).toHaveLength(1);
  });

  it('email and a ticked box: both acknowledgements', async () => {
    expect(
      (await send({ email: 'ana@example.com', phone: '2815550101', textConsent: true, description: 'Help' }))
        .statusCode,
    ).toBe(200);
    const rows = await t.db.db.selectFrom('outbox').select(['kind', 'channel']).orderBy('kind').execute();
    expect(rows).toEqual([
      { kind: 'help_ack', channel: 'email' },
      { kind: 'help_ack', channel: 'text' },
      { kind: 'help_request', channel: 'email' },
    ]);
  });
});

describe('the help form where the site sends no texts', () => {
  it('refuses the opt-in box with a translated 400 and stores nothing', async () => {
    const off = await makeTestApp({ seed: false });
    const res = await off.app.inject({
      method: 'POST',
      url: HELP,
      headers: { 'x-forwarded-for': '192.0.2.81' },
      payload: { phone: '713-555-0199', textConsent: true, description: 'Help' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'texts_unavailable', fields: { textConsent: 'texts_unavailable' } });
    expect(await off.db.db.selectFrom('help_requests').selectAll().execute()).toEqual([]);
    await off.close();
  });
});
