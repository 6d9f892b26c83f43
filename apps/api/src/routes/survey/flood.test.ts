import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff } from '../../services/staff/accounts';
import { makeTestApp, type TestApp } from '../../test/app';

/**
 * The forms that anyone can send, sent by many clients at once (docs/deploy.md §3 "Rate limits"): no inbox gets
 * more than its hourly share of the site's messages, the hotline's inbox is capped with one alert to admins,
 * and feedback is bounded across clients. Default limits except where a test says.
 */
const HELP = '/api/survey/submit-help-form';
const FEEDBACK = '/api/survey/submit-feedback';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({
    seed: false,
    config: { emailRecipientRateLimit: 5, emailRateLimit: 10, helpInboxHourlyLimit: 30, feedbackHourlyLimit: 120 },
  });
  await addStaff(t.db.db, 'admin-one@cyr.example', 'admin');
  await addStaff(t.db.db, 'staff-one@cyr.example', 'staff');
});
afterAll(() => t.close());

/** Client `i` of 20: a documentation address each (TRUST_PROXY is the test's own address). */
const client = (i: number) => ({ 'x-forwarded-for': `203.0.113.${(i % 20) + 1}` });

describe('200 help requests from 20 clients naming one stranger', () => {
  let statuses: number[] = [];
  beforeAll(async () => {
    statuses = [];
    for (let i = 0; i < 200; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: HELP,
        headers: client(i),
        // The same inbox written three ways: the per-inbox count sees one mailbox.
        payload: {
          email: ['victim@example.org', 'Victim+x@Example.org', 'VICTIM@example.org'][i % 3],
          phone: '7135550100',
          description: `request ${i}`,
        },
      });
      statuses.push(res.statusCode);
    }
  });

  it('queues at most 5 messages to that address, whoever asks', async () => {
    expect(statuses.filter((s) => s === 200)).toHaveLength(200);
    const toVictim = await t.db.db
      .selectFrom('outbox')
      .select(['kind', 'recipient'])
      .where((eb) => eb(eb.fn('lower', ['recipient']), 'like', 'victim%@example.org'))
      .execute();
    expect(toVictim).toHaveLength(5);
    expect(toVictim.every((m) => m.kind === 'help_ack')).toBe(true);
  });

  it('stores every request for the staff console, marked not acknowledged past the limit', async () => {
    const rows = await t.db.db.selectFrom('help_requests').select(['ack_outbox_id', 'outbox_id']).execute();
    expect(rows).toHaveLength(200);
    expect(rows.filter((r) => r.ack_outbox_id !== null)).toHaveLength(5);
  });

  it('emails the hotline at most 30 of them in the hour, and the active admins one alert', async () => {
    const hotline = await t.db.db
      .selectFrom('outbox')
      .select('id')
      .where('recipient', '=', t.config.helpInbox)
      .execute();
    expect(hotline).toHaveLength(30);
    const rows = await t.db.db.selectFrom('help_requests').select('outbox_id').execute();
    expect(rows.filter((r) => r.outbox_id !== null)).toHaveLength(30);
    const alerts = await t.db.db
      .selectFrom('outbox')
      .select(['recipient', 'subject', 'text'])
      .where('kind', '=', 'help_inbox_capped')
      .execute();
    expect(alerts.map((a) => a.recipient)).toEqual(['admin-one@cyr.example']);
    expect(alerts[0]?.text).toContain('More than 30 help requests arrived within one hour');
    expect(alerts[0]?.text).toContain('Every request is saved');
  });

  it('emails the hotline again, and alerts again only once, in a later hour', async () => {
    t.clock.advance(2 * 3600);
    for (let i = 0; i < 35; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: HELP,
        headers: { 'x-forwarded-for': `198.51.100.${(i % 7) + 1}` },
        payload: { email: `person${i}@example.org`, phone: '7135550100', description: 'help' },
      });
      expect(res.statusCode).toBe(200);
    }
    const hotline = await t.db.db
      .selectFrom('outbox')
      .select('id')
      .where('recipient', '=', t.config.helpInbox)
      .execute();
    expect(hotline).toHaveLength(60);
    const alerts = await t.db.db.selectFrom('outbox').select('id').where('kind', '=', 'help_inbox_capped').execute();
    expect(alerts).toHaveLength(2);
    // Each of these people got their acknowledgement: the per-inbox limit is per inbox.
    const acks = await t.db.db
      .selectFrom('outbox')
      .select('id')
      .where('kind', '=', 'help_ack')
      .where('recipient', 'like', 'person%')
      .execute();
    expect(acks).toHaveLength(35);
  });
});

describe('feedback from many clients', () => {
  it('stores at most 120 surveys an hour from 20 clients together, and answers the rest 429 in both languages', async () => {
    t.clock.advance(3 * 3600);
    const before = Number(
      (
        await t.db.db
          .selectFrom('survey_feedback')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const statuses: number[] = [];
    let refused: { error: { code: string; message: string; messageEs: string } } | null = null;
    for (let i = 0; i < 600; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: FEEDBACK,
        headers: client(i),
        payload: { didYouFindWhatYouNeeded: 'yes' },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) refused = res.json();
    }
    const after = Number(
      (
        await t.db.db
          .selectFrom('survey_feedback')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(after - before).toBe(120);
    expect(statuses.filter((s) => s === 200)).toHaveLength(120);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    expect(refused?.error.code).toBe('rate_limited');
    expect(refused?.error.messageEs).toBeTruthy();
    expect(refused?.error.messageEs).not.toBe(refused?.error.message);
  });
});
