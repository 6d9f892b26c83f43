import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CaseLookupFoundSchema, EligibilityResponseSchema, type EligibilityInfo } from '@cyr/schemas';
import { createMailWorker } from '../../outbox/worker';
import { startSmtpSink } from '../../test/smtp-sink';
import { freePort } from '../../test/net';
import { DEMO_LOOKUP, makeTestApp, startSession, type TestApp } from '../../test/app';
import { dispatchDueFollowups } from '../../outcomes/service';
import { withinSendingHours } from '../../outcomes/schedule';
import { purgeMailData } from '../../retention/purge';

/**
 * Outcome follow-ups (issue #38) over the synthetic county on PGlite, the test clock at 2026-11-21 noon in
 * Houston: the sign-up from the results and from an emailed page, the messages through the outbox (and an SMTP
 * outage), the answer pages without JavaScript (a second answer, a forged and an expired link, bad input),
 * "granted" and its record check, unsubscribing, and the contact gone from the tables after the last message.
 */
let t: TestApp;
const PUBLIC = 'https://cyr.example';
beforeAll(async () => {
  t = await makeTestApp({ people: 2, config: { publicUrl: PUBLIC } });
});
afterAll(async () => {
  await t?.close();
});
const START = Date.UTC(2026, 10, 21, 18, 0, 0);
beforeEach(async () => {
  t.clock.ms = START;
  for (const table of ['outcome_answers', 'outcomes', 'followup_messages', 'followups', 'outbox'] as const) {
    await t.db.db.deleteFrom(table).execute();
  }
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

/** Dan Demo: one dismissed case that may be expunged (55A.054 in the synthetic county). */
async function dan() {
  const auth = await startSession(t.app);
  CaseLookupFoundSchema.parse((await post(auth, 'cont/case-lookup', { ...DEMO_LOOKUP, firstName: 'Dan' })).json());
  const confirmed = info(await post(auth, 'cont/confirm-cases', { spn: '09990004' }));
  const c = confirmed.cases.find((x) => x.final_eligibility === 'expunction');
  if (!c) throw new Error('Dan has no expunction case');
  return { auth, caseId: c._id, cause: c.casID };
}

/** Moves the test clock to noon in Houston on `day`. */
const setDay = (day: string) => {
  t.clock.ms = Date.parse(`${day}T18:00:00Z`);
};
const dispatch = (day: string) => dispatchDueFollowups(t.db.db, { publicUrl: PUBLIC }, day);
const outbox = () => t.db.db.selectFrom('outbox').selectAll().orderBy('created_at').execute();
const lastMail = async () => (await outbox()).at(-1);
const tokenOf = (text: string | null | undefined) =>
  /\/followups\/([A-Za-z0-9_-]{43})\?case=1/.exec(text ?? '')?.[1] ?? '';
const stopTokenOf = (text: string | null | undefined) =>
  /\/followups\/unsubscribe\/([A-Za-z0-9_-]{43})/.exec(text ?? '')?.[1] ?? '';
const form = (url: string, body: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });

async function signUp(opts: { es?: boolean } = {}) {
  const d = await dan();
  const res = await post(d.auth, 'outcome-followups', {
    email: 'dan@example.com',
    caseIds: [d.caseId],
    useSpanishURL: opts.es ?? false,
  });
  expect(res.statusCode).toBe(200);
  return { ...d, res };
}

describe('asking for follow-ups', () => {
  it('stores the address, three messages and the petition as codes only; the confirmation with its stop link is queued', async () => {
    const { res, cause } = await signUp();
    expect(res.json()).toEqual({
      message: 'Check-ins saved. The first email is planned for January 5, 2027.',
      messageEs: 'Seguimiento guardado. El primer correo está planeado para el 5 de enero de 2027.',
      firstOn: '2027-01-05',
    });
    const followups = await t.db.db.selectFrom('followups').selectAll().execute();
    expect(followups).toHaveLength(1);
    expect(followups[0]).toMatchObject({
      channel: 'email',
      contact: 'dan@example.com',
      language: 'en',
      started_on: '2026-11-21',
    });
    const messages = await t.db.db
      .selectFrom('followup_messages')
      .select(['question', 'send_on', 'queued_on'])
      .orderBy('send_on')
      .execute();
    expect(messages).toEqual([
      { question: 'filing', send_on: '2027-01-05', queued_on: null },
      { question: 'progress', send_on: '2027-03-21', queued_on: null },
      { question: 'progress', send_on: '2027-07-19', queued_on: null },
    ]);
    const outcomes = await t.db.db.selectFrom('outcomes').selectAll().execute();
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]).toMatchObject({
      position: 1,
      kind: 'expunction',
      court: 'unknown',
      started_month: '2026-11',
      stage: 'asked',
      filed_month: null,
    });
    expect(outcomes[0]?.section).toMatch(/^55A\./);
    // Nothing about the person or the case: no cause number, name or SPN in any of the three tables.
    const stored = JSON.stringify([followups, messages, outcomes]);
    for (const secret of [cause, 'DEMO', 'Dan', '09990004']) expect(stored).not.toContain(secret);
    const mail = await outbox();
    expect(mail.map((m) => m.kind)).toEqual(['outcome_followup_confirmation']);
    expect(mail[0]?.text).toContain(`${PUBLIC}/followups/unsubscribe/`);
    expect(mail[0]?.text).not.toContain(cause);
    expect(mail[0]?.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('refuses a case that leads to no petition, an unknown case, a bad address and no session, storing nothing', async () => {
    const { auth, caseId } = await dan();
    const cases = [
      { email: 'dan@example.com', caseIds: ['nope'], useSpanishURL: false },
      { email: 'not-an-email', caseIds: [caseId], useSpanishURL: false },
      { email: 'dan@example.com', caseIds: [], useSpanishURL: false },
      { email: 'dan@example.com', caseIds: [caseId, caseId], useSpanishURL: false },
      { email: 'dan@example.com', caseIds: [caseId], useSpanishURL: false, name: 'Dan' },
    ];
    const first = await post(auth, 'outcome-followups', cases[0] ?? {});
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({
      error: { fields: { caseIds: 'notFollowable' }, messageEs: expect.any(String) },
    });
    for (const body of cases.slice(1)) expect((await post(auth, 'outcome-followups', body)).statusCode).toBe(400);
    const noSession = await t.app.inject({
      method: 'POST',
      url: '/api/application/outcome-followups',
      payload: { email: 'a@b.co', caseIds: [caseId], useSpanishURL: false },
    });
    expect(noSession.statusCode).toBe(401);
    expect(await t.db.db.selectFrom('followups').selectAll().execute()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('works from an emailed results page by its link token (404 for a forged one)', async () => {
    const { auth, caseId } = await dan();
    await post(auth, 'email/send-case-results-email', { email: 'dan@example.com', useSpanishURL: true });
    const token = /email-pages\/results\/([A-Za-z0-9_-]+)/.exec((await lastMail())?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    const body = { email: 'dan@example.com', caseIds: [caseId], useSpanishURL: true };
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/email-pages/results/${token}/outcome-followups`,
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect((await t.db.db.selectFrom('followups').select('language').execute()).map((f) => f.language)).toEqual(['es']);
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/email-pages/results/${'x'.repeat(43)}/outcome-followups`,
      payload: body,
    });
    expect(forged.statusCode).toBe(404);
  });
});

describe('the messages', () => {
  it("are queued on their day, once, only within sending hours, with one-click answers in the person's language", async () => {
    await signUp({ es: true });
    await t.db.db.deleteFrom('outbox').execute();
    expect(await dispatch('2027-01-04')).toBe(0);
    expect(await dispatch('2027-01-05')).toBe(1);
    expect(await dispatch('2027-01-05')).toBe(0);
    const mail = await outbox();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: 'outcome_followup', language: 'es', recipient: 'dan@example.com' });
    expect(mail[0]?.subject).toBe('¿Presentó su petición?');
    expect(mail[0]?.text).toContain('?case=1&answer=filed&lang=es');
    expect(mail[0]?.text).toContain('?case=1&answer=stuck&reason=fee&lang=es');
    expect(mail[0]?.text).toContain('713-228-0735');
    expect(mail[0]?.text).toContain(`${PUBLIC}/?modal=help&lang=es`);
    // Quiet hours: 9 a.m. to 8 p.m. in Houston.
    expect(withinSendingHours(new Date('2027-01-05T14:59:00Z'))).toBe(false);
    expect(withinSendingHours(new Date('2027-01-05T15:00:00Z'))).toBe(true);
    expect(withinSendingHours(new Date('2027-01-06T01:59:00Z'))).toBe(true);
    expect(withinSendingHours(new Date('2027-01-06T02:00:00Z'))).toBe(false);
  });

  it('an SMTP outage loses none and sends none twice', async () => {
    await signUp();
    await t.db.db.deleteFrom('outbox').execute();
    await dispatch('2027-01-05');
    const dead = await freePort();
    const down = createMailWorker({ config: mailConfig(dead), db: t.db.db }, { baseDelaySeconds: 0 });
    expect(await down.runOnce()).toBe(0);
    await down.stop();
    const waiting = await outbox();
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({
      delivered_at: null,
      failed_at: null,
      attempts: 1,
      recipient: 'dan@example.com',
    });
    const sink = await startSmtpSink();
    const up = createMailWorker({ config: mailConfig(sink.port), db: t.db.db });
    expect(await up.runOnce()).toBe(1);
    expect(await up.runOnce()).toBe(0);
    await up.stop();
    await sink.close();
    expect(sink.recipients).toEqual([['dan@example.com']]);
    const lines = (sink.messages[0]?.headerLines ?? []).map((h) => h.line);
    expect(lines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(lines.find((l) => l.startsWith('List-Unsubscribe:'))).toContain(`<${PUBLIC}/followups/unsubscribe/`);
    expect(await dispatch('2027-01-05')).toBe(0);
  });
});

describe('answering without JavaScript', () => {
  async function firstMessage() {
    await signUp();
    await t.db.db.deleteFrom('outbox').execute();
    setDay('2027-01-05');
    await dispatch('2027-01-05');
    return tokenOf((await lastMail())?.text);
  }

  it('the link opens the question with its answer chosen and saves nothing; the form saves it; a second answer is refused', async () => {
    const token = await firstMessage();
    const page = await t.app.inject({ method: 'GET', url: `/followups/${token}?case=1&answer=filed` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('value="filed" checked');
    expect(page.body).not.toContain('<script');
    expect(await t.db.db.selectFrom('outcome_answers').selectAll().execute()).toEqual([]);

    const saved = await form(`/followups/${token}`, { case: '1', answer: 'filed', month: '2026-12' });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`/followups/${token}/answered?case=1`);
    const done = await t.app.inject({ method: 'GET', url: saved.headers.location ?? '' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Thank you: your answer is saved');
    expect(await t.db.db.selectFrom('outcomes').select(['stage', 'filed_month']).execute()).toEqual([
      { stage: 'filed', filed_month: '2026-12' },
    ]);

    const again = await form(`/followups/${token}`, { case: '1', answer: 'stuck', reason: 'fee' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('You already answered this question');
    expect(again.body).toContain('Yes, I filed it');
    expect(await t.db.db.selectFrom('outcome_answers').select('answer').execute()).toEqual([{ answer: 'filed' }]);
    expect(await t.db.db.selectFrom('outcomes').select(['stage', 'filed_month']).execute()).toEqual([
      { stage: 'filed', filed_month: '2026-12' },
    ]);
    // Opening the link again shows the answer kept.
    const reopened = await t.app.inject({ method: 'GET', url: `/followups/${token}?case=1&answer=not_yet` });
    expect(reopened.body).toContain('You already answered this question');
  });

  it('bad input gets the question again with a translated error and changes nothing', async () => {
    const token = await firstMessage();
    const noMonth = await form(`/followups/${token}?lang=es`, { case: '1', answer: 'filed' });
    expect(noMonth.statusCode).toBe(400);
    expect(noMonth.body).toContain('<html lang="es">');
    expect(noMonth.body).toContain('Elija un mes, o «No me acuerdo»');
    expect(noMonth.body).toContain('href="#month"');
    const noReason = await form(`/followups/${token}`, { case: '1', answer: 'stuck' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('Choose what is getting in the way');
    const wrongQuestion = await form(`/followups/${token}`, { case: '1', answer: 'granted', month: '2026-12' });
    expect(wrongQuestion.statusCode).toBe(400);
    const future = await form(`/followups/${token}`, { case: '1', answer: 'filed', month: '2027-02' });
    expect(future.statusCode).toBe(400);
    const junk = await form(`/followups/${token}`, { case: 'x', answer: 'maybe' });
    expect(junk.statusCode).toBe(400);
    const otherCase = await form(`/followups/${token}`, { case: '7', answer: 'filed', month: '2026-12' });
    expect(otherCase.statusCode).toBe(404);
    expect(await t.db.db.selectFrom('outcome_answers').selectAll().execute()).toEqual([]);
    expect(await t.db.db.selectFrom('outcomes').select('stage').execute()).toEqual([{ stage: 'asked' }]);
  });

  it('a forged link is 404 and an expired one 410, each a page in the language asked for', async () => {
    const token = await firstMessage();
    const forged = await t.app.inject({
      method: 'GET',
      url: `/followups/${'A'.repeat(43)}?case=1&answer=filed&lang=es`,
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.body).toContain('Este enlace no funciona');
    const malformed = await form('/followups/short', { case: '1', answer: 'filed', month: '2026-12' });
    expect(malformed.statusCode).toBe(404);
    setDay('2027-03-07');
    const expired = await t.app.inject({ method: 'GET', url: `/followups/${token}?case=1&answer=filed` });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('This link has expired');
    const late = await form(`/followups/${token}`, { case: '1', answer: 'filed', month: '2026-12' });
    expect(late.statusCode).toBe(410);
    expect(await t.db.db.selectFrom('outcome_answers').selectAll().execute()).toEqual([]);
  });
});

describe('granted, the record check, and the contact erased', () => {
  it('"granted" shows the steps after the order and plans the record check; after the last message the address is gone from every table', async () => {
    await signUp();
    setDay('2027-01-05');
    await dispatch('2027-01-05');
    const filing = tokenOf((await lastMail())?.text);
    await form(`/followups/${filing}`, { case: '1', answer: 'filed', month: '2027-01' });

    setDay('2027-03-21');
    expect(await dispatch('2027-03-21')).toBe(1);
    const progressMail = await lastMail();
    expect(progressMail?.subject).toBe('How is your petition going?');
    const progress = tokenOf(progressMail?.text);
    const saved = await form(`/followups/${progress}`, { case: '1', answer: 'granted', month: '2027-03' });
    expect(saved.statusCode).toBe(303);
    const after = await t.app.inject({ method: 'GET', url: saved.headers.location ?? '' });
    expect(after.body).toContain('What to do now that the judge signed the order');
    expect(after.body).toContain('certified copy');
    expect(after.body).toContain('An expunction orders every agency');
    expect(after.body).toContain('We will email you on about June 19, 2027');
    expect(await t.db.db.selectFrom('outcomes').select(['stage', 'filed_month', 'decided_month']).execute()).toEqual([
      { stage: 'granted', filed_month: '2027-01', decided_month: '2027-03' },
    ]);
    // The eight-month message would ask nothing now; the record check replaces it.
    expect(
      await t.db.db
        .selectFrom('followup_messages')
        .select(['question', 'send_on'])
        .where('queued_on', 'is', null)
        .execute(),
    ).toEqual([{ question: 'record_check', send_on: '2027-06-19' }]);
    expect((await t.db.db.selectFrom('followups').select('contact').executeTakeFirstOrThrow()).contact).toBe(
      'dan@example.com',
    );

    setDay('2027-06-19');
    expect(await dispatch('2027-06-19')).toBe(1);
    const check = await lastMail();
    expect(check?.subject).toBe('Is the case gone from your record?');
    expect(check?.text).toContain('This is the last email we planned. We have deleted your email address.');
    const sink = await startSmtpSink();
    const worker = createMailWorker({ config: mailConfig(sink.port), db: t.db.db });
    while ((await worker.runOnce()) > 0) {
      /* deliver everything queued */
    }
    await worker.stop();
    await sink.close();
    // The contact details are gone: no table holds the address any more.
    expect(
      (await t.db.db.selectFrom('followups').select(['contact', 'contact_erased_at']).executeTakeFirstOrThrow())
        .contact,
    ).toBeNull();
    for (const table of ['followups', 'followup_messages', 'outcomes', 'outcome_answers', 'outbox'] as const) {
      const rows = await t.db.db.selectFrom(table).selectAll().execute();
      expect(JSON.stringify(rows), table).not.toContain('dan@example.com');
    }
    // The record check's answer links still work after the address is gone.
    const record = tokenOf(check?.text);
    const gone = await form(`/followups/${record}`, { case: '1', answer: 'record_gone' });
    expect(gone.statusCode).toBe(303);
    expect(await t.db.db.selectFrom('outcomes').select('record_check').execute()).toEqual([
      { record_check: 'record_gone' },
    ]);
  });

  it('the record check can be cancelled from the page, which erases the address when nothing else is left', async () => {
    await signUp();
    setDay('2027-03-21');
    await dispatch('2027-03-21');
    const progress = tokenOf((await lastMail())?.text);
    await form(`/followups/${progress}`, { case: '1', answer: 'granted', month: 'unknown' });
    const cancelled = await form(`/followups/${progress}/record-check/cancel?case=1`, {});
    expect(cancelled.statusCode).toBe(303);
    const page = await t.app.inject({ method: 'GET', url: cancelled.headers.location ?? '' });
    expect(page.body).toContain('We will not send it. We have deleted your email address.');
    expect(await t.db.db.selectFrom('followup_messages').selectAll().where('queued_on', 'is', null).execute()).toEqual(
      [],
    );
    expect((await t.db.db.selectFrom('followups').select('contact').executeTakeFirstOrThrow()).contact).toBeNull();
    expect(await t.db.db.selectFrom('outcomes').select('decided_month').execute()).toEqual([{ decided_month: null }]);
  });

  it('after the last message, "granted" offers the record check for an address typed again', async () => {
    await signUp();
    // The filing question unanswered: the messages go out on their days, the last one erases the address.
    for (const day of ['2027-01-05', '2027-03-21', '2027-07-19']) {
      setDay(day);
      await dispatch(day);
    }
    expect((await t.db.db.selectFrom('followups').select('contact').executeTakeFirstOrThrow()).contact).toBeNull();
    const last = tokenOf((await lastMail())?.text);
    const saved = await form(`/followups/${last}`, { case: '1', answer: 'granted', month: '2027-06' });
    const page = await t.app.inject({ method: 'GET', url: saved.headers.location ?? '' });
    expect(page.body).toContain('We no longer have your email address');
    const bad = await form(`/followups/${last}/record-check?case=1`, { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Enter an email address like name@example.com');
    const asked = await form(`/followups/${last}/record-check?case=1`, { email: 'dan.again@example.com' });
    expect(asked.statusCode).toBe(303);
    expect((await t.db.db.selectFrom('followups').select('contact').executeTakeFirstOrThrow()).contact).toBe(
      'dan.again@example.com',
    );
    expect((await lastMail())?.kind).toBe('outcome_followup_confirmation');
    expect(
      await t.db.db.selectFrom('followup_messages').select('send_on').where('queued_on', 'is', null).execute(),
    ).toEqual([{ send_on: '2027-10-17' }]);
  });
});

describe('unsubscribing', () => {
  it('the page changes nothing; its button stops the messages at once; a message due later sends nothing', async () => {
    await signUp();
    const stop = stopTokenOf((await lastMail())?.text);
    const page = await t.app.inject({ method: 'GET', url: `/followups/unsubscribe/${stop}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop the emails');
    expect((await t.db.db.selectFrom('followups').select('contact').executeTakeFirstOrThrow()).contact).toBe(
      'dan@example.com',
    );
    const stopped = await form(`/followups/unsubscribe/${stop}`, {});
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain('You will get no more check-in emails');
    expect((await t.db.db.selectFrom('followups').select('contact').executeTakeFirstOrThrow()).contact).toBeNull();
    expect(await t.db.db.selectFrom('followup_messages').selectAll().execute()).toEqual([]);
    await t.db.db.deleteFrom('outbox').execute();
    expect(await dispatch('2027-01-05')).toBe(0);
    expect(await outbox()).toEqual([]);
    const twice = await form(`/followups/unsubscribe/${stop}`, {});
    expect(twice.statusCode).toBe(404);
  });

  it("a mail client's one-click unsubscribe (RFC 8058) with a message's own link stops them too", async () => {
    await signUp();
    await dispatch('2027-01-05');
    const stop = stopTokenOf((await lastMail())?.text);
    const res = await form(`/followups/unsubscribe/${stop}`, { 'List-Unsubscribe': 'One-Click' });
    expect(res.statusCode).toBe(200);
    expect((await t.db.db.selectFrom('followups').select('contact').executeTakeFirstOrThrow()).contact).toBeNull();
    expect(await dispatch('2027-03-21')).toBe(0);
  });
});

describe('retention', () => {
  it('the purge deletes expired links and finished follow-ups; the outcome codes stay, unlinked, for five years', async () => {
    await signUp();
    for (const day of ['2027-01-05', '2027-03-21', '2027-07-19']) await dispatch(day);
    setDay('2027-09-20');
    const purged = await purgeMailData(t.db.db, t.clock.now());
    expect(purged).toMatchObject({ followupMessages: 3, followups: 1 });
    expect(await t.db.db.selectFrom('followups').selectAll().execute()).toEqual([]);
    expect(await t.db.db.selectFrom('outcomes').select('followup_id').execute()).toEqual([{ followup_id: null }]);
    setDay('2031-11-22');
    expect(await purgeMailData(t.db.db, t.clock.now())).toMatchObject({ outcomes: 1 });
    expect(await t.db.db.selectFrom('outcomes').selectAll().execute()).toEqual([]);
  });
});
