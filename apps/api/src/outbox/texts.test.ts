import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db';
import { testDb } from '../test/db';
import { TestClock } from '../test/app';
import { freePort, waitFor } from '../test/net';
import { startSmtpSink } from '../test/smtp-sink';
import {
  startTwilioServer,
  TEST_ACCOUNT_SID,
  TEST_AUTH_TOKEN,
  TEST_SENDER,
  type TwilioServer,
} from '../test/twilio-server';
import { dailyRows } from '../services/analytics';
import { TextOptOuts } from '../texts/opt-outs';
import type { TextsConfig } from '../config';
import { enqueueMail, enqueueText } from './enqueue';
import { createMailWorker, type MailLog, type MailWorkerOptions } from './worker';

const SECRET = 'texts-test-secret-'.padEnd(48, 'x');
const ANA = '+17135550123';
const BEN = '+12815550188';

let handle: DbHandle;

const twilioConfig = (apiUrl: string): Extract<TextsConfig, { provider: 'twilio' }> => ({
  provider: 'twilio',
  accountSid: TEST_ACCOUNT_SID,
  authToken: TEST_AUTH_TOKEN,
  from: TEST_SENDER,
  messagingServiceSid: undefined,
  apiUrl,
});

function worker(texts: TextsConfig | null, clock: TestClock, opts: MailWorkerOptions = {}, dataDir = '/nonexistent') {
  return createMailWorker(
    {
      config: {
        smtpUrl: 'smtp://127.0.0.1:9',
        dataDir,
        mailFrom: 'CYR <no-reply@cyr.example>',
        texts,
        sessionSecret: SECRET,
      },
      db: handle.db,
    },
    { clock: clock.now, ...opts },
  );
}

const queueText = (to: string, body = `Hello ${to.slice(-4)}`) =>
  enqueueText(handle.db, { kind: 'reminder', language: 'en', to, body });

const rows = () => handle.db.selectFrom('outbox').selectAll().orderBy('created_at').execute();

/** Today's text counts (staff usage) for the day the test clock is on. */
async function textCounts(day: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const r of await dailyRows(handle.db, day, day)) if (r.event === 'text') out[r.target] = r.count;
  return out;
}

/** 2026-11-21 at `hour`:`minute` in Houston (CST, UTC−6). */
const houston = (hour: number, minute = 0, day = 21) => Date.UTC(2026, 10, day, hour + 6, minute);

describe('texts through the outbox (Twilio library against a local server that answers like its API)', () => {
  let twilio: TwilioServer;

  beforeAll(async () => {
    handle = await testDb();
    twilio = await startTwilioServer();
  });
  afterAll(async () => {
    await twilio.close();
    await handle.close();
  });
  beforeEach(async () => {
    await handle.db.deleteFrom('outbox').execute();
    await handle.db.deleteFrom('text_opt_outs').execute();
    await handle.db.deleteFrom('analytics_daily').execute();
    twilio.messages.length = 0;
    twilio.outage = false;
    twilio.refuse.clear();
  });

  it('sends a text from the sender number, then forgets the number and the words, and counts it', async () => {
    const clock = new TestClock(houston(12));
    const w = worker(twilioConfig(twilio.url), clock);
    const id = await queueText(ANA, 'Clear Your Record: test. Reply STOP to stop.');
    expect(await w.runOnce()).toBe(1);
    expect(twilio.messages).toHaveLength(1);
    expect(twilio.messages[0]).toMatchObject({
      to: ANA,
      from: TEST_SENDER,
      messagingServiceSid: null,
      body: 'Clear Your Record: test. Reply STOP to stop.',
    });
    const [row] = await rows();
    expect(row?.id).toBe(id);
    expect(row?.channel).toBe('text');
    expect(row?.delivered_at).not.toBeNull();
    expect([row?.recipient, row?.text, row?.claim_id]).toEqual([null, null, null]);
    expect(await textCounts('2026-11-21')).toEqual({ sent: 1 });
    expect(await w.runOnce()).toBe(0);
    expect(twilio.messages).toHaveLength(1);
    await w.stop();
  });

  it('a messaging service instead of a sender number', async () => {
    const clock = new TestClock(houston(9));
    const sid = `MG${'a'.repeat(32)}`;
    const w = worker({ ...twilioConfig(twilio.url), from: undefined, messagingServiceSid: sid }, clock);
    await queueText(BEN);
    expect(await w.runOnce()).toBe(1);
    expect(twilio.messages[0]).toMatchObject({ to: BEN, from: null, messagingServiceSid: sid });
    await w.stop();
  });

  it('a provider outage, then recovery: every text is sent exactly once, none lost', async () => {
    const clock = new TestClock(houston(15));
    const warnings: string[] = [];
    const log = {
      info: () => undefined,
      warn: (o: object) => warnings.push(JSON.stringify(o)),
      error: () => undefined,
    } as unknown as MailLog;
    const w = worker(twilioConfig(twilio.url), clock, { baseDelaySeconds: 1, maxDelaySeconds: 1, log });
    const numbers = ['+17135550101', '+17135550102', '+17135550103', '+17135550104', '+17135550105'];
    for (const n of numbers) await queueText(n, `Text to ${n.slice(-3)}`);
    twilio.outage = true;
    expect(await w.runOnce()).toBe(0);
    let all = await rows();
    expect(all.every((r) => r.attempts === 1 && r.delivered_at === null && r.failed_at === null)).toBe(true);
    expect(all[0]?.last_error).toMatch(/503/);
    expect(all.every((r) => r.recipient !== null && r.text !== null)).toBe(true);
    expect(twilio.messages).toHaveLength(0);
    // The log says what failed, never to whom.
    expect(warnings).toHaveLength(numbers.length);
    expect(warnings.join('\n')).not.toMatch(/555010\d/);
    twilio.outage = false;
    await waitFor(
      async () => {
        await w.runOnce();
        return twilio.messages.length >= numbers.length;
      },
      'the texts after the outage',
      30_000,
      50,
    );
    expect(twilio.messages.map((m) => m.to).sort()).toEqual(numbers);
    expect(await w.runOnce()).toBe(0);
    expect(twilio.messages).toHaveLength(numbers.length);
    all = await rows();
    expect(all.every((r) => r.delivered_at !== null && r.recipient === null && r.attempts >= 2)).toBe(true);
    expect(await textCounts('2026-11-21')).toEqual({ sent: 5 });
    await w.stop();
  });

  it('the provider unreachable (nothing listening), then back on the same port: sent once', async () => {
    const port = await freePort();
    const clock = new TestClock(houston(10));
    const w = worker(twilioConfig(`http://127.0.0.1:${port}`), clock, { baseDelaySeconds: 1, maxDelaySeconds: 1 });
    await queueText(ANA);
    expect(await w.runOnce()).toBe(0);
    expect((await rows())[0]?.last_error).toMatch(/ECONNREFUSED/);
    const back = await startTwilioServer({ port });
    await waitFor(
      async () => {
        await w.runOnce();
        return back.messages.length === 1;
      },
      'the text once the provider is back',
      30_000,
      50,
    );
    expect(await w.runOnce()).toBe(0);
    expect(back.messages).toHaveLength(1);
    await back.close();
    await w.stop();
  });

  it('a permanent error (invalid number) is given up at once and recorded without the number', async () => {
    const clock = new TestClock(houston(11));
    const w = worker(twilioConfig(twilio.url), clock);
    twilio.refuse.set(BEN, 21211);
    await queueText(BEN);
    await queueText(ANA);
    expect(await w.runOnce()).toBe(1);
    const all = await rows();
    const failed = all.find((r) => r.failed_at !== null);
    expect(failed?.attempts).toBe(1);
    expect(failed?.last_error).toMatch(/400 21211/);
    expect(failed?.last_error).not.toContain('2815550188');
    expect([failed?.recipient, failed?.text]).toEqual([null, null]);
    expect(twilio.messages.map((m) => m.to)).toEqual([ANA]);
    expect(await textCounts('2026-11-21')).toEqual({ sent: 1, failed: 1 });
    await w.stop();
  });

  it('a number that opted out at the provider (21610) is given up and kept as opted out here too', async () => {
    const clock = new TestClock(houston(11));
    const w = worker(twilioConfig(twilio.url), clock);
    twilio.refuse.set(ANA, 21610);
    await queueText(ANA);
    await w.runOnce();
    expect(await new TextOptOuts(handle.db, SECRET).isOptedOut(ANA)).toBe(true);
    twilio.refuse.clear();
    await queueText(ANA);
    await w.runOnce();
    expect(twilio.messages).toHaveLength(0);
    expect((await rows()).map((r) => r.last_error?.slice(0, 9))).toEqual(['400 21610', 'opted_out']);
    await w.stop();
  });

  it('a number that replied STOP gets nothing: a text already queued is given up, not sent', async () => {
    const clock = new TestClock(houston(13));
    const optOuts = new TextOptOuts(handle.db, SECRET);
    const w = worker(twilioConfig(twilio.url), clock);
    await queueText(ANA);
    // STOP arrives while the text waits: it is given up at once, with its number and words.
    expect(await optOuts.stop(ANA, '2026-11-21')).toEqual({ reminders: 0, followups: 0, texts: 1 });
    // A text queued after the STOP is held back by the worker.
    await queueText(ANA);
    await queueText(BEN);
    expect(await w.runOnce()).toBe(1);
    expect(twilio.messages.map((m) => m.to)).toEqual([BEN]);
    const stopped = (await rows()).filter((r) => r.last_error?.startsWith('opted_out'));
    expect(stopped).toHaveLength(2);
    expect(stopped.every((r) => r.recipient === null && r.text === null)).toBe(true);
    expect(await textCounts('2026-11-21')).toEqual({ sent: 1, stopped: 2 });
    // START: texts go again.
    await optOuts.start(ANA);
    await queueText(ANA);
    expect(await w.runOnce()).toBe(1);
    expect(twilio.messages.map((m) => m.to)).toEqual([BEN, ANA]);
    // The table keeps a keyed hash, never the number.
    await optOuts.stop(BEN, '2026-11-21');
    const stored = await handle.db.selectFrom('text_opt_outs').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain('2815550188');
    await w.stop();
  });

  it('quiet hours: a text queued at 9:30 p.m. waits, untouched, and goes at 8 a.m. by the test clock', async () => {
    const clock = new TestClock(houston(21, 30));
    const w = worker(twilioConfig(twilio.url), clock);
    await queueText(ANA);
    await enqueueMail(handle.db, {
      kind: 'know_your_rights',
      language: 'en',
      to: 'ana@example.com',
      subject: 's',
      html: '<p>h</p>',
      text: 't',
    });
    expect(await w.runOnce()).toBe(0);
    const held = (await rows()).find((r) => r.channel === 'text');
    expect(held?.attempts).toBe(0);
    expect(held?.recipient).toBe(ANA);
    // Midnight, then 7:59 a.m.: still waiting.
    clock.ms = houston(0, 0, 22);
    expect(await w.runOnce()).toBe(0);
    clock.ms = houston(7, 59, 22);
    expect(await w.runOnce()).toBe(0);
    expect(twilio.messages).toHaveLength(0);
    // 8:00 a.m.: sent.
    clock.ms = houston(8, 0, 22);
    expect(await w.runOnce()).toBe(1);
    expect(twilio.messages.map((m) => m.to)).toEqual([ANA]);
    expect(await textCounts('2026-11-22')).toEqual({ sent: 1 });
    // 9:00 p.m. is quiet again.
    clock.ms = houston(21, 0, 22);
    await queueText(BEN);
    expect(await w.runOnce()).toBe(0);
    expect(twilio.messages).toHaveLength(1);
    await w.stop();
    // TEXT_QUIET_HOURS=off (tests and demos; refused in production): it goes at once.
    const anyHour = createMailWorker(
      {
        config: {
          smtpUrl: 'smtp://127.0.0.1:9',
          dataDir: '/nonexistent',
          mailFrom: 'CYR <no-reply@cyr.example>',
          texts: twilioConfig(twilio.url),
          sessionSecret: SECRET,
          textQuietHours: false,
        },
        db: handle.db,
      },
      { clock: clock.now },
    );
    expect(await anyHour.runOnce()).toBe(1);
    expect(twilio.messages.map((m) => m.to)).toEqual([ANA, BEN]);
    await anyHour.stop();
  });

  it('texts off (SMS_PROVIDER unset): a text row waits and is retried, emails still go', async () => {
    const sink = await startSmtpSink();
    const clock = new TestClock(houston(12));
    const w = createMailWorker(
      {
        config: { smtpUrl: `smtp://127.0.0.1:${sink.port}`, dataDir: '/nonexistent', mailFrom: 'CYR <a@cyr.example>' },
        db: handle.db,
      },
      { clock: clock.now },
    );
    expect(w.textSender).toBeNull();
    await queueText(ANA);
    await enqueueMail(handle.db, {
      kind: 'k',
      language: 'en',
      to: 'a@example.com',
      subject: 's',
      html: 'h',
      text: 't',
    });
    expect(await w.runOnce()).toBe(1);
    expect(sink.messages).toHaveLength(1);
    const text = (await rows()).find((r) => r.channel === 'text');
    expect(text?.failed_at).toBeNull();
    expect(text?.recipient).toBe(ANA);
    expect(text?.last_error).toMatch(/not configured/);
    await w.stop();
    await sink.close();
  });

  it('in development (SMS_PROVIDER=file) each text is a file under DATA_DIR/texts, named by its outbox id', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cyr-texts-'));
    const clock = new TestClock(houston(12));
    const w = worker({ provider: 'file' }, clock, {}, dir);
    const id = await queueText(ANA, 'Clear Your Record: hello. Reply STOP to stop.');
    expect(await w.runOnce()).toBe(1);
    expect(readdirSync(path.join(dir, 'texts'))).toEqual([`${id}.txt`]);
    expect(readFileSync(path.join(dir, 'texts', `${id}.txt`), 'utf8')).toBe(
      `To: ${ANA}\n\nClear Your Record: hello. Reply STOP to stop.\n`,
    );
    await w.stop();
    rmSync(dir, { recursive: true, force: true });
  });
});
