import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import { sql } from 'kysely';
import { createDb, type DbHandle } from '../db';
import { testDb } from '../test/db';
import { enqueueMail } from './enqueue';
import { createMailWorker, isPermanentFailure, scrubError, type MailLog } from './worker';
import { freePort, waitFor } from '../test/net';
import { startSmtpSink } from '../test/smtp-sink';

const config = (smtpUrl: string | undefined, dataDir = '/nonexistent') => ({
  smtpUrl,
  dataDir,
  mailFrom: 'Clear Your Record <no-reply@cyr.example>',
});

let handle: DbHandle & { url?: string };

async function queue(n: number, prefix = 'p') {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    ids.push(
      await enqueueMail(handle.db, {
        kind: 'know_your_rights',
        language: 'en',
        to: `${prefix}${i}@example.com`,
        subject: `Message ${prefix}${i}`,
        html: `<p>Message ${prefix}${i}</p>`,
        text: `Message ${prefix}${i}`,
      }),
    );
  }
  return ids;
}

const pending = async () =>
  Number(
    (
      await handle.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('delivered_at', 'is', null)
        .where('failed_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Runs a worker until the outbox is empty or the deadline passes. */
async function drain(worker: { runOnce(): Promise<number> }, timeoutMs = 10_000) {
  await waitFor(
    async () => {
      await worker.runOnce();
      return (await pending()) === 0;
    },
    'the outbox to drain',
    timeoutMs,
    10,
  );
}

describe('outbox worker', () => {
  beforeAll(async () => {
    handle = await testDb();
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    await handle.db.deleteFrom('outbox').execute();
  });

  it('delivers over SMTP and then forgets the address and the content', async () => {
    const sink = await startSmtpSink();
    const worker = createMailWorker({ config: config(`smtp://127.0.0.1:${sink.port}`), db: handle.db });
    const [id] = await queue(1);
    expect(await worker.runOnce()).toBe(1);
    expect(sink.messages).toHaveLength(1);
    expect(sink.recipients[0]).toEqual(['p0@example.com']);
    expect(sink.messages[0]?.subject).toBe('Message p0');
    expect(sink.messages[0]?.messageId).toBe(`<${id}@cyr.example>`);
    const row = await handle.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', id ?? '')
      .executeTakeFirstOrThrow();
    expect(row.delivered_at).not.toBeNull();
    expect(row.attempts).toBe(1);
    expect([row.recipient, row.subject, row.html, row.text, row.reply_to, row.claim_id]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(await worker.runOnce()).toBe(0);
    await worker.stop();
    await sink.close();
  });

  it('SMTP down, then back: every queued message is delivered exactly once', async () => {
    const port = await freePort();
    const warnings: string[] = [];
    const log = {
      info: () => undefined,
      warn: (o: object) => warnings.push(JSON.stringify(o)),
      error: () => undefined,
    } as unknown as MailLog;
    const worker = createMailWorker(
      { config: config(`smtp://127.0.0.1:${port}`), db: handle.db },
      { baseDelaySeconds: 3, maxDelaySeconds: 3, log },
    );
    await queue(6, 'down');
    // Nothing listens on the port: every attempt fails and is rescheduled with back-off.
    expect(await worker.runOnce()).toBe(0);
    const afterFirst = await handle.db.selectFrom('outbox').selectAll().execute();
    expect(afterFirst.every((r) => r.attempts === 1 && r.last_error !== null && r.claim_id === null)).toBe(true);
    expect(afterFirst[0]?.last_error).toMatch(/ECONNREFUSED/);
    // Back-off: every failed message waits before its next attempt (checked against the database clock).
    const notDue = await handle.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('next_attempt_at', '>', sql<string>`now()`)
      .executeTakeFirstOrThrow();
    expect(Number(notDue.n)).toBe(6);
    expect(warnings.join('\n')).not.toContain('@example.com');

    const sink = await startSmtpSink(port);
    await drain(worker, 30_000);
    const ids = sink.messages.map((m) => m.subject).sort();
    expect(ids).toEqual([
      'Message down0',
      'Message down1',
      'Message down2',
      'Message down3',
      'Message down4',
      'Message down5',
    ]);
    expect(new Set(sink.messages.map((m) => m.messageId)).size).toBe(6);
    const rows = await handle.db.selectFrom('outbox').selectAll().execute();
    expect(rows.every((r) => r.delivered_at !== null && r.recipient === null && r.attempts >= 2)).toBe(true);
    await worker.stop();
    await sink.close();
  });

  it('two workers (two connections on PostgreSQL) deliver each message once', async () => {
    const sink = await startSmtpSink();
    const other = handle.url ? await createDb({ databaseUrl: handle.url }) : null;
    const smtp = `smtp://127.0.0.1:${sink.port}`;
    const a = createMailWorker({ config: config(smtp), db: handle.db }, { batchSize: 3 });
    const b = createMailWorker({ config: config(smtp), db: other?.db ?? handle.db }, { batchSize: 3 });
    await queue(24, 'two');
    const deadline = Date.now() + 30_000;
    // Each worker polls until the outbox is empty, yielding to I/O between polls (as the timer does).
    const loop = async (w: typeof a) => {
      let n = 0;
      while ((await pending()) > 0 && Date.now() < deadline) {
        n += await w.runOnce();
        await new Promise((r) => setTimeout(r, 2));
      }
      return n;
    };
    const [deliveredByA, deliveredByB] = await Promise.all([loop(a), loop(b)]);
    expect(deliveredByA + deliveredByB).toBe(24);
    expect(sink.messages).toHaveLength(24);
    expect(new Set(sink.messages.map((m) => m.subject)).size).toBe(24);
    await a.stop();
    await b.stop();
    await other?.close();
    await sink.close();
  });

  it('a recipient the server refuses for good is given up, without keeping the address', async () => {
    const sink = await startSmtpSink(0, { rejectRecipient: (addr) => addr.startsWith('gone') });
    const worker = createMailWorker({ config: config(`smtp://127.0.0.1:${sink.port}`), db: handle.db });
    await queue(1, 'gone');
    await queue(1, 'ok');
    expect(await worker.runOnce()).toBe(1);
    const rows = await handle.db.selectFrom('outbox').selectAll().orderBy('created_at').execute();
    const failed = rows.find((r) => r.failed_at !== null);
    expect(failed?.recipient).toBeNull();
    expect(failed?.last_error).toMatch(/550/);
    expect(failed?.last_error).not.toContain('@example.com');
    expect(rows.filter((r) => r.delivered_at !== null)).toHaveLength(1);
    await worker.stop();
    await sink.close();
  });

  it('without SMTP_URL writes .eml files under DATA_DIR/mail and logs where, not to whom', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cyr-mail-'));
    const lines: string[] = [];
    const log = {
      info: (o: object, msg?: string) => lines.push(`${JSON.stringify(o)} ${msg ?? ''}`),
      warn: () => undefined,
      error: () => undefined,
    } as unknown as MailLog;
    const worker = createMailWorker({ config: config(undefined, dir), db: handle.db }, { log });
    const [id] = await queue(1, 'file');
    expect(await worker.runOnce()).toBe(1);
    const files = readdirSync(path.join(dir, 'mail'));
    expect(files).toEqual([`${id}.eml`]);
    const parsed = await simpleParser(readFileSync(path.join(dir, 'mail', files[0] ?? '')));
    expect(parsed.subject).toBe('Message file0');
    expect(parsed.text?.trim()).toBe('Message file0');
    expect(lines.join('\n')).toContain(path.join(dir, 'mail', `${id}.eml`));
    expect(lines.join('\n')).not.toContain('file0@example.com');
    await worker.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('start() polls on its own and stop() ends it', async () => {
    const sink = await startSmtpSink();
    const worker = createMailWorker({ config: config(`smtp://127.0.0.1:${sink.port}`), db: handle.db }, { pollMs: 20 });
    worker.start();
    await queue(2, 'poll');
    await waitFor(() => sink.messages.length === 2, 'two polled messages');
    await worker.stop();
    await queue(1, 'after');
    await new Promise((r) => setTimeout(r, 100));
    expect(sink.messages).toHaveLength(2);
    await sink.close();
  });

  it('classifies errors and scrubs addresses', () => {
    expect(isPermanentFailure({ code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' })).toBe(true);
    expect(isPermanentFailure({ code: 'EENVELOPE', responseCode: 451, command: 'RCPT TO' })).toBe(false);
    expect(isPermanentFailure({ code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN' })).toBe(false);
    expect(isPermanentFailure(new Error('ECONNREFUSED'))).toBe(false);
    expect(scrubError(new Error('550 <bob.smith@example.com>: no such user'))).toBe('550 <[address]>: no such user');
  });
});
