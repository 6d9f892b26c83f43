import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { fileTransport, smtpTransport, type MailTransport } from './transport';
import { mayTextAt } from '../texts/quiet-hours';
import { OPTED_OUT_ERROR, TextOptOuts } from '../texts/opt-outs';
import {
  defaultTextSender,
  isPermanentTextFailure,
  isProviderOptOut,
  scrubTextError,
  type TextSender,
} from '../texts/sender';
import { countTexts } from '../texts/usage';
import { todayInCounty } from '../clock';

export type MailLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface MailWorkerOptions {
  /** Defaults to SMTP when config.smtpUrl is set, else `.eml` files under DATA_DIR/mail. */
  transport?: MailTransport;
  /** Pause between polls when the queue is empty (ms). */
  pollMs?: number;
  /** Messages claimed per poll. */
  batchSize?: number;
  /** How long a claimed message is reserved for this worker; longer than one SMTP attempt can take. */
  leaseSeconds?: number;
  /** First retry delay; doubles with each failed attempt up to maxDelaySeconds. */
  baseDelaySeconds?: number;
  maxDelaySeconds?: number;
  /** Attempts before a message is given up as failed (with maxDelaySeconds 3600, about four days). */
  maxAttempts?: number;
  log?: MailLog;
  /**
   * Texts (outbox rows of channel `text`): where they go and the opt-outs they are checked against. By default
   * from config (SMS_PROVIDER; null when texts are off: a text row then waits and is retried like a message
   * whose server is down, until texts are configured or its last attempt).
   */
  texts?: { sender: TextSender; optOuts: TextOptOuts } | null;
  /** The time of day texts are held to (quiet hours) and the day they are counted on; the database's clock decides the rest. */
  clock?: () => Date;
}

export interface MailWorker {
  readonly transport: MailTransport;
  /** Where texts go, or null when texts are off. */
  readonly textSender: TextSender | null;
  /** Claims and delivers one batch; resolves with how many messages were delivered. */
  runOnce(): Promise<number>;
  /** Starts polling (unref'd timer: it never keeps the process alive by itself). */
  start(): void;
  /** Stops polling, waits for the batch in flight and closes the transport. */
  stop(): Promise<void>;
}

interface ClaimedRow {
  id: string;
  channel: string;
  kind: string;
  recipient: string | null;
  subject: string | null;
  html: string | null;
  text: string | null;
  reply_to: string | null;
  headers: Record<string, string> | null;
  attempts: number;
}

const silentLog: MailLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
} as unknown as MailLog;

/** Error text without any email address in it (SMTP replies often quote the recipient). */
export function scrubError(err: unknown): string {
  const e = err as { code?: unknown; responseCode?: unknown; message?: unknown };
  const parts = [e.code, e.responseCode, typeof e.message === 'string' ? e.message : String(err)]
    .filter((x) => x !== undefined && x !== null && x !== '')
    .map(String);
  return parts
    .join(' ')
    .replace(/[^\s<>()[\]"',;:@]+@[^\s<>()[\]"',;:@]+/g, '[address]')
    .slice(0, 500);
}

/** Only a recipient the server refuses for good (5xx to RCPT TO) is a permanent failure; all else retries. */
export function isPermanentFailure(err: unknown): boolean {
  const e = err as { code?: unknown; responseCode?: unknown; command?: unknown };
  return (
    e.code === 'EENVELOPE' &&
    typeof e.responseCode === 'number' &&
    e.responseCode >= 500 &&
    e.responseCode < 600 &&
    typeof e.command === 'string' &&
    /^RCPT/i.test(e.command)
  );
}

export function defaultTransport(config: Pick<Config, 'smtpUrl' | 'dataDir'>): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(path.join(config.dataDir, 'mail'));
}

/** What the worker reads of the configuration: mail always, texts when the app has them. */
export type OutboxConfig = Pick<Config, 'smtpUrl' | 'dataDir' | 'mailFrom'> &
  Partial<Pick<Config, 'texts' | 'sessionSecret' | 'textQuietHours'>>;

function defaultTexts(config: OutboxConfig, db: Kysely<Database>): { sender: TextSender; optOuts: TextOptOuts } | null {
  const sender =
    config.texts && config.sessionSecret ? defaultTextSender({ texts: config.texts, dataDir: config.dataDir }) : null;
  return sender && config.sessionSecret ? { sender, optOuts: new TextOptOuts(db, config.sessionSecret) } : null;
}

/**
 * Delivers the outbox, emails and texts alike. Any number of workers (in any number of server instances) may
 * run on one database: a batch is claimed with `FOR UPDATE SKIP LOCKED` and leased (next_attempt_at pushed
 * forward, claim_id set) in one statement, so two workers never hold the same message; the send happens
 * outside any transaction, and the row is marked delivered only by the worker whose claim it still is.
 * Texts are claimed only between 8 a.m. and 9 p.m. in Houston (texts/quiet-hours.ts): outside those hours they
 * wait, untouched, and go with the first batch after 8.
 */
export function createMailWorker(
  deps: { config: OutboxConfig; db: Kysely<Database> },
  opts: MailWorkerOptions = {},
): MailWorker {
  const db = deps.db;
  const transport = opts.transport ?? defaultTransport(deps.config);
  const texts = opts.texts === undefined ? defaultTexts(deps.config, db) : opts.texts;
  const clock = opts.clock ?? (() => new Date());
  const pollMs = opts.pollMs ?? 1000;
  const batchSize = opts.batchSize ?? 10;
  const leaseSeconds = opts.leaseSeconds ?? 120;
  const baseDelay = opts.baseDelaySeconds ?? 5;
  const maxDelay = opts.maxDelaySeconds ?? 3600;
  const maxAttempts = opts.maxAttempts ?? 100;
  const log = opts.log ?? silentLog;

  /** Sent but not yet marked (the database failed in between): marked first on the next run. */
  const unmarked = new Map<string, string>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = false;

  const markDelivered = async (id: string, claimId: string) => {
    await db
      .updateTable('outbox')
      .set({
        delivered_at: sql<string>`now()`,
        recipient: null,
        subject: null,
        html: null,
        text: null,
        reply_to: null,
        headers: null,
        claim_id: null,
        last_error: null,
      })
      .where('id', '=', id)
      .where('claim_id', '=', claimId)
      .execute();
  };

  const markFailedAttempt = async (row: ClaimedRow, claimId: string, err: unknown) => {
    const isText = row.channel === 'text';
    const error = isText ? scrubTextError(err) : scrubError(err);
    const permanent = isText ? isPermanentTextFailure(err) : isPermanentFailure(err);
    if (permanent || row.attempts >= maxAttempts) {
      await db
        .updateTable('outbox')
        .set({
          failed_at: sql<string>`now()`,
          recipient: null,
          subject: null,
          html: null,
          text: null,
          reply_to: null,
          headers: null,
          claim_id: null,
          last_error: error,
        })
        .where('id', '=', row.id)
        .where('claim_id', '=', claimId)
        .execute();
      if (isText) await countTexts(db, todayInCounty(clock()), 'failed');
      log.error(
        { outboxId: row.id, kind: row.kind, channel: row.channel, attempts: row.attempts, error },
        isText ? 'text given up' : 'mail given up',
      );
      return;
    }
    const delay = Math.min(maxDelay, baseDelay * 2 ** Math.max(0, row.attempts - 1));
    await db
      .updateTable('outbox')
      .set({
        next_attempt_at: sql<string>`now() + ${delay}::float8 * interval '1 second'`,
        claim_id: null,
        last_error: error,
      })
      .where('id', '=', row.id)
      .where('claim_id', '=', claimId)
      .execute();
    log.warn(
      { outboxId: row.id, kind: row.kind, channel: row.channel, attempts: row.attempts, retryInSeconds: delay, error },
      isText ? 'text attempt failed' : 'mail attempt failed',
    );
  };

  const claim = async (claimId: string): Promise<ClaimedRow[]> => {
    // Texts wait out quiet hours in the outbox: outside 8 a.m.–9 p.m. in Houston they are not claimed at all
    // (unless TEXT_QUIET_HOURS=off, which production refuses).
    const textsMayGo = deps.config.textQuietHours === false || mayTextAt(clock());
    const res = await sql<ClaimedRow>`
      UPDATE outbox
         SET claim_id = ${claimId},
             attempts = attempts + 1,
             next_attempt_at = now() + ${leaseSeconds}::float8 * interval '1 second'
       WHERE id IN (
         SELECT id FROM outbox
          WHERE delivered_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
            AND (channel <> 'text' OR ${textsMayGo})
          ORDER BY next_attempt_at, created_at
          LIMIT ${batchSize}
          FOR UPDATE SKIP LOCKED)
      RETURNING id, channel, kind, recipient, subject, html, text, reply_to, headers, attempts`.execute(db);
    return res.rows;
  };

  /** Gives up a claimed text without sending it, because its number replied STOP. */
  const markOptedOut = async (row: ClaimedRow, claimId: string) => {
    await db
      .updateTable('outbox')
      .set({ failed_at: sql<string>`now()`, recipient: null, text: null, claim_id: null, last_error: OPTED_OUT_ERROR })
      .where('id', '=', row.id)
      .where('claim_id', '=', claimId)
      .execute();
    await countTexts(db, todayInCounty(clock()), 'stopped');
    log.info({ outboxId: row.id, kind: row.kind, channel: row.channel }, 'text not sent: the number replied STOP');
  };

  /** Sends one claimed text; true when the provider accepted it. */
  const sendText = async (row: ClaimedRow, claimId: string): Promise<boolean> => {
    if (!row.recipient || row.text === null) {
      await markFailedAttempt({ ...row, attempts: maxAttempts }, claimId, new Error('message content missing'));
      return false;
    }
    if (!texts) {
      await markFailedAttempt(row, claimId, new Error('texts are not configured (SMS_PROVIDER)'));
      return false;
    }
    if (await texts.optOuts.isOptedOut(row.recipient)) {
      await markOptedOut(row, claimId);
      return false;
    }
    let location: string | undefined;
    try {
      ({ location } = await texts.sender.send({ id: row.id, to: row.recipient, body: row.text }));
    } catch (err) {
      // The provider's own opt-out list (the person texted STOP to the provider's number directly): kept here too.
      if (isProviderOptOut(err)) await texts.optOuts.stop(row.recipient, todayInCounty(clock()));
      await markFailedAttempt(row, claimId, err);
      return false;
    }
    unmarked.set(row.id, claimId);
    await markDelivered(row.id, claimId);
    unmarked.delete(row.id);
    await countTexts(db, todayInCounty(clock()), 'sent');
    if (location) log.info({ outboxId: row.id, kind: row.kind, file: location }, `text written to ${location}`);
    else log.info({ outboxId: row.id, kind: row.kind, attempts: row.attempts }, 'text sent');
    return true;
  };

  const runBatch = async (): Promise<number> => {
    for (const [id, claimId] of [...unmarked]) {
      await markDelivered(id, claimId);
      unmarked.delete(id);
    }
    const claimId = randomUUID();
    const rows = await claim(claimId);
    let delivered = 0;
    for (const [i, row] of rows.entries()) {
      if (stopped) {
        // Shutting down: hand the rest of the batch back at once instead of waiting for the lease.
        const rest = rows.slice(i).map((r) => r.id);
        await db
          .updateTable('outbox')
          .set({ claim_id: null, next_attempt_at: sql<string>`now()`, attempts: sql<number>`attempts - 1` })
          .where('id', 'in', rest)
          .where('claim_id', '=', claimId)
          .execute();
        break;
      }
      if (row.channel === 'text') {
        if (await sendText(row, claimId)) delivered++;
        continue;
      }
      if (!row.recipient || row.subject === null || row.html === null || row.text === null) {
        await markFailedAttempt({ ...row, attempts: maxAttempts }, claimId, new Error('message content missing'));
        continue;
      }
      let location: string | undefined;
      try {
        ({ location } = await transport.send({
          id: row.id,
          from: deps.config.mailFrom,
          to: row.recipient,
          replyTo: row.reply_to ?? undefined,
          subject: row.subject,
          html: row.html,
          text: row.text,
          headers: row.headers ?? undefined,
        }));
      } catch (err) {
        await markFailedAttempt(row, claimId, err);
        continue;
      }
      delivered++;
      unmarked.set(row.id, claimId);
      await markDelivered(row.id, claimId);
      unmarked.delete(row.id);
      if (location) log.info({ outboxId: row.id, kind: row.kind, file: location }, `mail written to ${location}`);
      else log.info({ outboxId: row.id, kind: row.kind, attempts: row.attempts }, 'mail delivered');
    }
    return delivered;
  };

  const runOnce = (): Promise<number> => {
    // One batch at a time per worker; a concurrent call waits for the one in flight.
    if (running) return running;
    running = runBatch().finally(() => {
      running = null;
    });
    return running;
  };

  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      void (async () => {
        let next = pollMs;
        try {
          const n = await runOnce();
          if (n >= batchSize) next = 0; // more may be waiting
        } catch (err) {
          log.warn({ error: scrubError(err) }, 'mail worker could not reach the database; will retry');
        }
        schedule(next);
      })();
    }, ms);
    timer.unref();
  };

  return {
    transport,
    textSender: texts?.sender ?? null,
    runOnce,
    start() {
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
      transport.close();
      texts?.sender.close();
    },
  };
}

/** Creates and starts the outbox worker (main.ts). */
export function startMailWorker(
  deps: { config: OutboxConfig; db: Kysely<Database> },
  opts: MailWorkerOptions = {},
): MailWorker {
  const worker = createMailWorker(deps, opts);
  opts.log?.info(
    { transport: worker.transport.description },
    `mail: delivering the outbox to ${worker.transport.description}`,
  );
  opts.log?.info(
    { texts: worker.textSender?.description ?? 'off' },
    worker.textSender ? `texts: sending to ${worker.textSender.description}` : 'texts: off (SMS_PROVIDER unset)',
  );
  worker.start();
  return worker;
}
