import twilio from 'twilio';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CaseLookupFoundSchema, EligibilityResponseSchema } from '@cyr/schemas';
import { createMailWorker, type MailWorker } from '../../outbox/worker';
import { outcomeMessage } from '../../outcomes/content';
import { choosePage } from '../../outcomes/pages';
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

/** A form posted as a browser without JavaScript posts it. */
const form = (url: string, body: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });

/** The day of the four-month follow-up of a sign-up on the test clock's first day. */
const PROGRESS_ON = '2027-03-21';

/**
 * Sends the follow-ups due up to the four-month one and returns the answer token of that one's text (the texts
 * before it are cleared from the outbox).
 */
async function progressToken(): Promise<string> {
  for (const day of [FIRST_ON, PROGRESS_ON]) {
    await t.db.db.deleteFrom('outbox').execute();
    t.clock.ms = houston(day, 12);
    expect(await dispatch(day)).toBe(1);
  }
  const sent = await t.db.db
    .selectFrom('outbox')
    .select('text')
    .where('channel', '=', 'text')
    .where('kind', '=', 'outcome_followup')
    .executeTakeFirstOrThrow();
  return /\/followups\/([A-Za-z0-9_-]{43})/.exec(sent.text ?? '')?.[1] ?? '';
}

/** GET `url` (a redirect's location) and its body. */
const open = async (url: string | undefined) => (await t.app.inject({ method: 'GET', url: url ?? '' })).body;
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

describe('the pages and messages of a follow-up say what is true for a person reached by text', () => {
  it('by text only, in English: the sign-up, the answer pages, the record check and its cancelling say "text", never "email"', async () => {
    const { res } = await signUp({ phone: DAN, textConsent: true });
    expect(res.json().message).toBe('Check-ins saved. The first text is planned for January 5, 2027.');
    const token = await progressToken();
    const question = await t.app.inject({ method: 'GET', url: `/followups/${token}?case=1&answer=granted` });
    expect(question.statusCode).toBe(200);
    expect(question.body).not.toMatch(/e-?mail/i);
    // A text carries no stop link: the answer page has one, worded for texts.
    expect(question.body).toContain(`<a href="/followups/unsubscribe/${token}">Stop the check-in texts</a>`);
    const saved = await form(`/followups/${token}`, { case: '1', answer: 'granted', month: 'unknown' });
    expect(saved.statusCode).toBe(303);
    const after = await open(saved.headers.location);
    expect(after).toContain(
      'We will text you on about June 19, 2027 to ask whether the case is gone from your record. This is the last text we will send.',
    );
    expect(after).toContain('Do not send that text');
    expect(after).not.toMatch(/e-?mail/i);

    // "Do not send it": nothing is left to send, so the number is erased, and the page says so.
    const cancelled = await form(`/followups/${token}/record-check/cancel?case=1`, {});
    expect(cancelled.statusCode).toBe(303);
    const gone = await open(cancelled.headers.location);
    expect(gone).toContain('We will not send it. We have deleted your mobile number.');
    expect(gone).not.toMatch(/e-?mail/i);
    expect(gone).not.toContain('/followups/unsubscribe/');
    expect(await t.db.db.selectFrom('followups').select(['contact', 'phone']).execute()).toEqual([
      { contact: null, phone: null },
    ]);
    // Opened again later: the record check can be asked for by email only, and the page says why.
    const later = await open(`/followups/${token}/answered?case=1`);
    expect(later).toContain(
      'We no longer have your mobile number. If you want one email in about 3 months to check that the case is gone, enter an email address.',
    );

    // A link that names nothing: words that fit a text as well as an email.
    const forged = await t.app.inject({ method: 'GET', url: `/followups/${'A'.repeat(43)}` });
    expect(forged.statusCode).toBe(404);
    expect(forged.body).toContain('Check that you copied the whole link from the message.');
    expect(forged.body).not.toMatch(/e-?mail/i);
  });

  it('by text only, in Spanish: the after-order page and the stop page speak of texts and the number', async () => {
    const { res } = await signUp({ phone: DAN, textConsent: true }, 'es');
    expect(res.json().messageEs).toBe(
      'Seguimiento guardado. El primer mensaje de texto está planeado para el 5 de enero de 2027.',
    );
    const token = await progressToken();
    const saved = await form(`/followups/${token}?lang=es`, { case: '1', answer: 'granted', month: 'unknown' });
    const after = await open(saved.headers.location);
    expect(after).toContain('lang="es"');
    expect(after).toContain(
      'Le enviaremos un mensaje de texto alrededor del 19 de junio de 2027 para preguntarle si el caso ya no aparece en sus antecedentes.',
    );
    expect(after).toContain('No envíen ese mensaje de texto');
    expect(after).not.toMatch(/correo/i);

    // The stop page, from the link on the answer page.
    const stopHref =
      /<a href="(\/followups\/unsubscribe\/[^"]+)">Dejar de recibir los mensajes de texto de seguimiento<\/a>/.exec(
        after,
      )?.[1];
    expect(stopHref).toBe(`/followups/unsubscribe/${token}?lang=es`);
    const stopPage = await t.app.inject({ method: 'GET', url: stopHref ?? '' });
    expect(stopPage.statusCode).toBe(200);
    expect(stopPage.body).toContain('<h1>Dejar de recibir los mensajes de texto de seguimiento</h1>');
    expect(stopPage.body).toContain('También puede responder PARA a cualquiera de nuestros mensajes.');
    expect(stopPage.body).not.toMatch(/correo/i);
    // Opening the page changed nothing.
    expect((await t.db.db.selectFrom('followups').select('contact').executeTakeFirstOrThrow()).contact).toBe(DAN);
    const stopped = await form(`/followups/unsubscribe/${token}?lang=es`, {});
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain(
      'Listo. No recibirá más mensajes de texto de seguimiento, y ya borramos su número de celular.',
    );
    expect(stopped.body).not.toMatch(/correo/i);
    expect(await t.db.db.selectFrom('followups').select(['contact', 'phone']).execute()).toEqual([
      { contact: null, phone: null },
    ]);
  });

  it('by email and by text: the sign-up, the confirmation email and the stop page name both', async () => {
    const { res } = await signUp({ email: 'dan@example.com', phone: DAN, textConsent: true });
    expect(res.json().message).toBe('Check-ins saved. The first email and text are planned for January 5, 2027.');
    const confirmation = await t.db.db
      .selectFrom('outbox')
      .select('text')
      .where('channel', '=', 'email')
      .executeTakeFirstOrThrow();
    expect(confirmation.text).toContain('to email and text you about the petition you downloaded');
    expect(confirmation.text).toContain('Stop these emails and texts');
    const stop = /\/followups\/unsubscribe\/[A-Za-z0-9_-]{43}/.exec(confirmation.text ?? '')?.[0] ?? '';
    expect((await t.app.inject({ method: 'GET', url: stop })).body).toContain(
      '<h1>Stop the check-in emails and texts</h1>',
    );
    const stopped = await form(stop, {});
    expect(stopped.body).toContain(
      'Done. You will get no more check-in emails or texts, and we have deleted your email address and your mobile number.',
    );
    // Stopped already: the same link now names no follow-up to stop, in words that fit any channel.
    const again = await form(stop, {});
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('<h1>Stop the check-ins</h1>');
  });

  it('the page that asks which petition to answer about names the message the person got', () => {
    const petitions = [
      { position: 1, kind: 'nondisclosure', section: '411.0725', court: 'ccl:7' },
      { position: 2, kind: 'expunction', section: '55A.052', court: 'unknown' },
    ] as const;
    const page = (reach: 'email' | 'text' | 'both', lang: 'en' | 'es') =>
      choosePage({ lang, path: '/followups/x' }, 'x', petitions, reach, PUBLIC_URL);
    expect(page('text', 'en')).toContain('This text asked about more than one petition.');
    expect(page('text', 'es')).toContain('Este mensaje de texto preguntaba por más de una petición.');
    expect(page('email', 'en')).toContain('This email asked about more than one petition.');
    expect(page('both', 'en')).toContain('This message asked about more than one petition.');
  });

  it('the last email of a follow-up that also texted says the number is deleted too', () => {
    const petitions = [{ position: 1, kind: 'expunction', section: '55A.052', court: 'unknown' }] as const;
    const links = { publicUrl: PUBLIC_URL, token: 't', unsubscribeToken: 't' };
    const last = (reach: 'email' | 'both', lang: 'en' | 'es') =>
      outcomeMessage('record_check', petitions, lang, links, { last: true, reach });
    expect(last('both', 'en').notes).toContain(
      'This is the last message we planned. We have deleted your email address and your mobile number.',
    );
    expect(last('both', 'en').stop.label).toBe('Stop these emails and texts');
    expect(last('both', 'es').notes).toContain(
      'Este es el último mensaje que teníamos planeado. Ya borramos su correo electrónico y su número de celular.',
    );
    expect(last('email', 'en').notes).toContain(
      'This is the last email we planned. We have deleted your email address.',
    );
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
