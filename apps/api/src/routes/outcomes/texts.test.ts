import twilio from 'twilio';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CaseLookupFoundSchema, EligibilityResponseSchema } from '@cyr/schemas';
import { createMailWorker, type MailWorker } from '../../outbox/worker';
import { dispatchDueFollowups } from '../../outcomes/service';
import { seedPartners } from '../../services/partners';
import { usage } from '../../services/staff/usage';
import { DEMO_LOOKUP, makeTestApp, TestClock, type TestApp } from '../../test/app';
import { addAndSignIn } from '../../test/staff';
import {
  startTwilioServer,
  TEST_ACCOUNT_SID,
  TEST_AUTH_TOKEN,
  TEST_SENDER,
  type TwilioServer,
} from '../../test/twilio-server';

/**
 * Texts for the outcome follow-ups and for a referral from a person who left only a number (issues #40, #38,
 * #39), end to end on the server: the sign-up's body, the stored row, every text through the outbox and Twilio's
 * library to a local server that answers like its Messages API, its link opening the answer page, STOP through the
 * signed webhook, quiet hours on the test clock. The clock starts at noon in Houston on 2026-11-21; Dan Demo's one
 * dismissed case may be expunged, so his first follow-up is due on 2027-01-05.
 */
const PUBLIC_URL = 'https://cyr.example';
const DAN = '+17135550123';
const FIRST_ON = '2027-01-05';

let t: TestApp;
let provider: TwilioServer;
let worker: MailWorker;

/** Houston is UTC−6 in winter: `hour` o'clock there on `day`. */
const houston = (day: string, hour: number) => Date.parse(`${day}T00:00:00Z`) + (hour + 6) * 3_600_000;

const inject = (method: 'GET' | 'POST', url: string, auth: string | undefined, payload?: object) =>
  t.app.inject({ method, url, ...(auth ? { headers: { authorization: auth } } : {}), ...(payload ? { payload } : {}) });

/** A session in `lang` with Dan Demo's cases confirmed; his expunction case's id. */
async function dan(lang: 'en' | 'es' = 'en') {
  const pre = await t.app.inject({
    method: 'POST',
    url: `/api/application/pre-check${lang === 'es' ? '?lang=es' : ''}`,
    payload: { hasCrimeOutsideTexas: false, hasCrimeBefore1990: false },
  });
  const auth = `Bearer ${(pre.json() as { token: string }).token}`;
  CaseLookupFoundSchema.parse(
    (await inject('POST', '/api/application/cont/case-lookup', auth, { ...DEMO_LOOKUP, firstName: 'Dan' })).json(),
  );
  const confirmed = EligibilityResponseSchema.parse(
    (await inject('POST', '/api/application/cont/confirm-cases', auth, { spn: '09990004' })).json(),
  ).eligibilityInfo;
  const c = confirmed.cases.find((x) => x.final_eligibility === 'expunction');
  if (!c) throw new Error('Dan has no expunction case');
  return { auth, caseId: c._id };
}

async function signUp(body: object, lang: 'en' | 'es' = 'en') {
  const d = await dan(lang);
  const res = await inject('POST', '/api/application/outcome-followups', d.auth, {
    caseIds: [d.caseId],
    useSpanishURL: lang === 'es',
    ...body,
  });
  return { ...d, res };
}

/** A text from `from` to the site's number, posted and signed as Twilio does. */
function inbound(from: string, body: string) {
  const params = {
    AccountSid: TEST_ACCOUNT_SID,
    From: from,
    To: TEST_SENDER,
    Body: body,
    MessageSid: `SM${'3'.repeat(32)}`,
  };
  return t.app.inject({
    method: 'POST',
    url: '/api/texts/inbound',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilio.getExpectedTwilioSignature(
        TEST_AUTH_TOKEN,
        `${PUBLIC_URL}/api/texts/inbound`,
        params,
      ),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

const dispatch = (day: string) => dispatchDueFollowups(t.db.db, { publicUrl: PUBLIC_URL }, day);
const bodies = () => provider.messages.map((m) => m.body);

beforeAll(async () => {
  provider = await startTwilioServer();
  t = await makeTestApp({
    people: 2,
    config: {
      publicUrl: PUBLIC_URL,
      textRecipientRateLimit: 20,
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
  await worker?.stop();
  await t?.close();
  await provider?.close();
});
beforeEach(async () => {
  for (const table of [
    'outcome_answers',
    'outcomes',
    'followup_messages',
    'followups',
    'outbox',
    'rate_limit_counters',
    'text_opt_outs',
    'analytics_daily',
  ] as const) {
    await t.db.db.deleteFrom(table).execute();
  }
  provider.messages.length = 0;
  t.clock.ms = new TestClock().ms;
});

describe('outcome follow-ups by text', () => {
  it('in Spanish: the number is kept with the sign-up, the confirmation and the follow-up are texted, its link opens the answer page', async () => {
    const { res } = await signUp({ phone: '(713) 555-0123', textConsent: true }, 'es');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ firstOn: FIRST_ON });
    expect(await t.db.db.selectFrom('followups').select(['channel', 'contact', 'phone', 'language']).execute()).toEqual(
      [{ channel: 'text', contact: DAN, phone: null, language: 'es' }],
    );
    expect(await worker.runOnce()).toBe(1);
    expect(provider.messages.map((m) => [m.to, m.body])).toEqual([
      [
        DAN,
        'Limpie sus antecedentes: le escribiremos sobre su caso hacia el 5 de enero de 2027 y luego a los 4 y 8 meses. Pueden aplicarse tarifas de mensajes y datos. PARA: cancelar.',
      ],
    ]);

    t.clock.ms = houston(FIRST_ON, 12);
    expect(await dispatch(FIRST_ON)).toBe(1);
    expect(await worker.runOnce()).toBe(1);
    const followup = bodies()[1] ?? '';
    expect(followup).toMatch(
      /^Limpie sus antecedentes: ¿ya ha presentado sus papeles en la corte\? Cuéntenos en https:\/\/cyr\.example\/followups\/[A-Za-z0-9_-]{43}\?lang=es Responda PARA para no recibir mensajes\.$/,
    );
    // No case in a text: no cause number, section or court.
    expect(followup).not.toMatch(/55A|\d{6,}|Petición|corte penal/);
    const link = /https:\/\/cyr\.example(\/followups\/\S+)/.exec(followup)?.[1] ?? '';
    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('lang="es"');
    expect(page.body).toContain('¿Presentó la petición?');
    // Both texts are counted on the staff usage page (sent, per day), without the number.
    const counted = await usage(t.db.db, { from: '2026-11-21', to: FIRST_ON });
    expect(counted.totals.texts).toEqual({ sent: 2, failed: 0, stopped: 0 });
    // The last text of the three is not sent yet: the number stays until it is.
    expect((await t.db.db.selectFrom('followups').select('contact').executeTakeFirstOrThrow()).contact).toBe(DAN);
  });

  it('by email and by text: both confirmations, then each follow-up on both channels; one stop link ends both', async () => {
    const { res } = await signUp({ email: 'dan@example.com', phone: '713-555-0123', textConsent: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.db.selectFrom('followups').select(['channel', 'contact', 'phone']).execute()).toEqual([
      { channel: 'email', contact: 'dan@example.com', phone: DAN },
    ]);
    const queued = await t.db.db.selectFrom('outbox').select(['channel', 'kind']).orderBy('channel').execute();
    expect(queued).toEqual([
      { channel: 'email', kind: 'outcome_followup_confirmation' },
      { channel: 'text', kind: 'outcome_followup_confirmation' },
    ]);
    await t.db.db.deleteFrom('outbox').execute();
    t.clock.ms = houston(FIRST_ON, 12);
    expect(await dispatch(FIRST_ON)).toBe(1);
    const sent = await t.db.db
      .selectFrom('outbox')
      .select(['channel', 'recipient', 'text'])
      .orderBy('channel')
      .execute();
    expect(sent.map((r) => [r.channel, r.recipient])).toEqual([
      ['email', 'dan@example.com'],
      ['text', DAN],
    ]);
    // The text's link is the email's answer page.
    const textLink = /\/followups\/[A-Za-z0-9_-]{43}/.exec(sent[1]?.text ?? '')?.[0];
    expect(textLink).toBeDefined();
    expect(sent[0]?.text).toContain(`${PUBLIC_URL}${textLink}`);
    const stop = /\/followups\/unsubscribe\/[A-Za-z0-9_-]{43}/.exec(sent[0]?.text ?? '')?.[0] ?? '';
    expect((await t.app.inject({ method: 'POST', url: stop })).statusCode).toBe(200);
    expect(await t.db.db.selectFrom('followups').select(['contact', 'phone']).execute()).toEqual([
      { contact: null, phone: null },
    ]);
  });

  it('STOP, then the follow-up is not sent: the number is erased and its messages deleted', async () => {
    await signUp({ phone: DAN, textConsent: true });
    expect(await worker.runOnce()).toBe(1);
    const stop = await inbound(DAN, 'PARA');
    expect(stop.statusCode).toBe(200);
    expect(await t.db.db.selectFrom('followups').select(['contact', 'phone']).execute()).toEqual([
      { contact: null, phone: null },
    ]);
    t.clock.ms = houston(FIRST_ON, 12);
    expect(await dispatch(FIRST_ON)).toBe(0);
    expect(await worker.runOnce()).toBe(0);
    expect(await t.db.db.selectFrom('followup_messages').select('id').execute()).toEqual([]);
    expect(bodies()).toHaveLength(1);
  });

  it('STOP from the number of a sign-up by email and text: the emails go on, the texts stop', async () => {
    await signUp({ email: 'dan@example.com', phone: DAN, textConsent: true });
    await inbound(DAN, 'STOP');
    expect(await t.db.db.selectFrom('followups').select(['contact', 'phone']).execute()).toEqual([
      { contact: 'dan@example.com', phone: null },
    ]);
    await t.db.db.deleteFrom('outbox').execute();
    t.clock.ms = houston(FIRST_ON, 12);
    expect(await dispatch(FIRST_ON)).toBe(1);
    expect(await t.db.db.selectFrom('outbox').select('channel').execute()).toEqual([{ channel: 'email' }]);
  });

  it('quiet hours: a follow-up queued at 10 p.m. waits in the outbox and goes at 8 a.m.', async () => {
    await signUp({ phone: DAN, textConsent: true });
    expect(await worker.runOnce()).toBe(1);
    t.clock.ms = houston(FIRST_ON, 22);
    expect(await dispatch(FIRST_ON)).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    t.clock.ms = houston('2027-01-06', 7) + 59 * 60_000;
    expect(await worker.runOnce()).toBe(0);
    expect(bodies()).toHaveLength(1);
    t.clock.ms = houston('2027-01-06', 8);
    expect(await worker.runOnce()).toBe(1);
    expect(bodies()[1]).toContain('Clear Your Record: did you file your petition?');
  });

  it('refuses a number without the opt-in box, and a body with neither address nor number; nothing is stored', async () => {
    const noConsent = await signUp({ phone: DAN });
    expect(noConsent.res.statusCode).toBe(400);
    expect(noConsent.res.json().error.fields).toEqual({ textConsent: 'consent_required' });
    const neither = await signUp({});
    expect(neither.res.statusCode).toBe(400);
    expect(neither.res.json().error.fields).toMatchObject({ email: 'required' });
    expect(await t.db.db.selectFrom('followups').select('id').execute()).toEqual([]);
    expect(await t.db.db.selectFrom('outbox').select('id').execute()).toEqual([]);
  });
});

describe('a referral from a person who left only a number', () => {
  let partnerId = '';
  beforeAll(async () => {
    await seedPartners(t.db.db);
    const row = await t.db.db
      .updateTable('partners')
      .set({ accepts_referrals: true, referral_email: 'intake@lsla.example', visible: true })
      .where('seed_key', '=', 'lone-star-legal-aid')
      .returning('id')
      .executeTakeFirstOrThrow();
    partnerId = row.id;
  });

  it('gets its acknowledgement, and the partner’s answer, by text in Spanish; with an email address, no text', async () => {
    const { auth } = await dan('es');
    const res = await inject('POST', '/api/application/referrals', auth, {
      partnerId,
      name: 'Dan Demo',
      phone: '713 555 0123',
      textConsent: true,
      consent: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ acknowledged: true });
    const queued = await t.db.db
      .selectFrom('outbox')
      .select(['channel', 'kind', 'recipient'])
      .orderBy('channel')
      .execute();
    expect(queued).toEqual([
      { channel: 'email', kind: 'referral_notice', recipient: 'intake@lsla.example' },
      { channel: 'text', kind: 'referral_ack', recipient: DAN },
    ]);
    expect(await worker.runOnce()).toBe(2);
    expect(provider.messages.map((m) => [m.to, m.body])).toEqual([
      [
        DAN,
        expect.stringMatching(/^Limpie sus antecedentes: enviamos sus casos a .+\. Le van a contactar\. Responda PARA/),
      ],
    ]);

    const lawyer = await addAndSignIn(t.app, t.db.db, t.clock, 'lawyer@lsla.example', 'partner', partnerId);
    const referral = await t.db.db.selectFrom('referrals').select('id').executeTakeFirstOrThrow();
    expect((await lawyer.call('POST', `/api/staff/referrals/${referral.id}`, { action: 'accept' })).statusCode).toBe(
      200,
    );
    expect(
      (await lawyer.call('POST', `/api/staff/referrals/${referral.id}`, { action: 'close', outcome: 'petition_filed' }))
        .statusCode,
    ).toBe(200);
    expect(await worker.runOnce()).toBe(2);
    expect(bodies().slice(1)).toEqual([
      expect.stringMatching(/va a tomar sus casos y le va a contactar\. Responda PARA/),
      expect.stringMatching(/dio por terminados sus casos\. Otra ayuda: https:\/\/cyr\.example\/partners\?lang=es /),
    ]);

    // An email address given: the acknowledgement goes by email only, whatever the box says.
    await t.db.db.deleteFrom('outbox').execute();
    const withEmail = await inject('POST', '/api/application/referrals', auth, {
      partnerId,
      name: 'Dan Demo',
      email: 'dan@example.com',
      phone: '713 555 0123',
      textConsent: true,
      consent: true,
    });
    expect(withEmail.statusCode).toBe(200);
    expect(await t.db.db.selectFrom('outbox').select('channel').where('channel', '=', 'text').execute()).toEqual([]);
  });

  it('without the box ticked, or with a number that is not a U.S. mobile, no text', async () => {
    const { auth } = await dan();
    const noBox = await inject('POST', '/api/application/referrals', auth, {
      partnerId,
      name: 'Dan Demo',
      phone: '713 555 0123',
      consent: true,
    });
    expect(noBox.json()).toMatchObject({ acknowledged: false });
    expect(await t.db.db.selectFrom('outbox').select('channel').where('channel', '=', 'text').execute()).toEqual([]);
    const abroad = await inject('POST', '/api/application/referrals', auth, {
      partnerId,
      name: 'Dan Demo',
      phone: '+44 20 7946 0958',
      textConsent: true,
      consent: true,
    });
    expect(abroad.statusCode).toBe(400);
    expect(abroad.json().error.fields).toMatchObject({ phone: 'invalid' });
  });
});
