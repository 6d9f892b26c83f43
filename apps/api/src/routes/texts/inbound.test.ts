import twilio from 'twilio';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/app';
import { TEST_ACCOUNT_SID, TEST_AUTH_TOKEN, TEST_SENDER } from '../../test/twilio-server';
import { enqueueText } from '../../outbox/enqueue';
import { TextOptOuts } from '../../texts/opt-outs';

const ANA = '+17135550123';
const PUBLIC_URL = 'https://cyr.example';
const URL = `${PUBLIC_URL}/api/texts/inbound`;

let t: TestApp;
let optOuts: TextOptOuts;

/** Twilio's form fields for a text from `from` (https://www.twilio.com/docs/messaging/guides/webhook-request). */
const fields = (from: string, body: string) => ({
  MessageSid: `SM${'1'.repeat(32)}`,
  AccountSid: TEST_ACCOUNT_SID,
  From: from,
  To: TEST_SENDER,
  Body: body,
  NumMedia: '0',
});

/** Posts the fields as Twilio does: form-encoded, signed with the auth token (or `signature` if given). */
function post(params: Record<string, string>, signature?: string | null) {
  const sig = signature === undefined ? twilio.getExpectedTwilioSignature(TEST_AUTH_TOKEN, URL, params) : signature;
  return t.app.inject({
    method: 'POST',
    url: '/api/texts/inbound',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(sig === null ? {} : { 'x-twilio-signature': sig }),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

describe('POST /api/texts/inbound (the provider webhook: STOP, START, HELP)', () => {
  beforeAll(async () => {
    t = await makeTestApp({
      seed: false,
      config: {
        publicUrl: PUBLIC_URL,
        texts: {
          provider: 'twilio',
          accountSid: TEST_ACCOUNT_SID,
          authToken: TEST_AUTH_TOKEN,
          from: TEST_SENDER,
          messagingServiceSid: undefined,
          apiUrl: 'http://127.0.0.1:9',
        },
      },
    });
    optOuts = new TextOptOuts(t.db.db, t.config.sessionSecret);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.db.db.deleteFrom('text_opt_outs').execute();
    await t.db.db.deleteFrom('outbox').execute();
    await t.db.db.deleteFrom('reminders').execute();
  });

  it('STOP: opts the number out, cancels its text reminders and queued texts, and says so', async () => {
    await t.db.db
      .insertInto('reminders')
      .values({ token_hash: 'h1', email: null, phone: ANA, send_on: '2027-05-21', language: 'en' })
      .execute();
    await t.db.db
      .insertInto('reminders')
      .values({ token_hash: 'h2', email: 'ana@example.com', send_on: '2027-05-21', language: 'en' })
      .execute();
    await enqueueText(t.db.db, { kind: 'reminder_confirmation', language: 'en', to: ANA, body: 'x' });
    const res = await post(fields(ANA, ' stop '));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    expect(res.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Message>Clear Your Record: you will get no more texts from us. Reply START to get them again.</Message></Response>',
    );
    expect(await optOuts.isOptedOut(ANA)).toBe(true);
    const left = await t.db.db.selectFrom('reminders').select(['token_hash']).execute();
    expect(left).toEqual([{ token_hash: 'h2' }]);
    const [queued] = await t.db.db.selectFrom('outbox').selectAll().execute();
    expect([queued?.recipient, queued?.text, queued?.failed_at !== null]).toEqual([null, null, true]);
  });

  it('PARA answers in Spanish; START (INICIO) turns texts on again; HELP and AYUDA say what the site is', async () => {
    const para = await post(fields(ANA, 'Para'));
    expect(para.body).toContain('Limpie sus antecedentes: ya no le enviaremos mensajes. Responda INICIO');
    expect(await optOuts.isOptedOut(ANA)).toBe(true);
    const inicio = await post(fields(ANA, 'INICIO'));
    expect(inicio.body).toContain('Limpie sus antecedentes: puede recibir mensajes otra vez.');
    expect(await optOuts.isOptedOut(ANA)).toBe(false);
    await post(fields(ANA, 'STOP'));
    const start = await post(fields(ANA, 'Start!'));
    expect(start.body).toContain('Clear Your Record: texts are on again.');
    expect(await optOuts.isOptedOut(ANA)).toBe(false);
    const help = await post(fields(ANA, 'HELP'));
    expect(help.body).toContain(
      `Clear Your Record: free help to clear a Harris County record: ${PUBLIC_URL}/?modal=help `,
    );
    const ayuda = await post(fields(ANA, 'ayúda'));
    expect(ayuda.body).toContain(`${PUBLIC_URL}/?modal=help&amp;lang=es`);
    expect(await optOuts.isOptedOut(ANA)).toBe(false);
  });

  it('any other message changes nothing and gets an empty answer', async () => {
    for (const body of ['Please stop texting me later', 'STOP STOP', 'hola', '']) {
      const res = await post(fields(ANA, body));
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    }
    expect(await optOuts.isOptedOut(ANA)).toBe(false);
  });

  it('a forged, unsigned or re-signed request is refused (403) and changes nothing', async () => {
    const params = fields(ANA, 'STOP');
    const forged = await post(params, 'bm90IGEgc2lnbmF0dXJl');
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ error: { code: 'signature_invalid' } });
    expect((await post(params, null)).statusCode).toBe(403);
    // Signed with another account's token.
    const other = twilio.getExpectedTwilioSignature('another-token-0123456789', URL, params);
    expect((await post(params, other)).statusCode).toBe(403);
    // Signed correctly, then a field changed on the way.
    const sig = twilio.getExpectedTwilioSignature(TEST_AUTH_TOKEN, URL, params);
    expect((await post({ ...params, From: '+12815550188' }, sig)).statusCode).toBe(403);
    // Signed with our token but for another account.
    expect((await post({ ...params, AccountSid: `AC${'f'.repeat(32)}` })).statusCode).toBe(403);
    // JSON instead of a form, even with the fields' signature.
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/texts/inbound',
      headers: { 'x-twilio-signature': sig },
      payload: params,
    });
    expect(json.statusCode).toBe(415);
    expect(await optOuts.isOptedOut(ANA)).toBe(false);
  });
});

describe('without Twilio configured', () => {
  it('has no webhook (404)', async () => {
    const app = await makeTestApp({ seed: false });
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/texts/inbound',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'Body=STOP',
    });
    expect(res.statusCode).toBe(404);
    await app.close();
  });
});
