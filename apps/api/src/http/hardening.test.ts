import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createApp, loggerOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { createDb, type DbHandle } from '../db';
import { purgeMailData } from '../retention/purge';
import { freePort } from '../test/net';
import { startSessionPurges } from '../services/sessions';
import { testDb } from '../test/db';
import { DEMO_LOOKUP, makeTestApp, startSession, TEST_SECRET, type TestApp } from '../test/app';
import { findBadText } from './text-guard';

const HELP = '/api/survey/submit-help-form';
const FEEDBACK = '/api/survey/submit-feedback';
const LOOKUP = '/api/application/cont/case-lookup';
const KYR = '/api/application/email/send-know-your-rights-email';

function expectFieldError(res: { statusCode: number; json(): unknown }, field: string, code: string): void {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    error: {
      code: 'validation_error',
      message: 'Some fields are not valid.',
      messageEs: expect.stringMatching(/\S/),
      fields: { [field]: code },
    },
  });
}

describe('findBadText', () => {
  it('names the first string or key with a NUL or an unpaired surrogate', () => {
    expect(findBadText({ a: 'fine', b: ['ok', 'x\u0000y'] })).toBe('b.1');
    expect(findBadText({ a: '\uD800' })).toBe('a');
    expect(findBadText({ a: 'x\uDC00' })).toBe('a');
    expect(findBadText({ a: { 'k\u0000': 1 } })).toBe('a');
    expect(findBadText({ a: 'pair \uD83D\uDE00 and é' })).toBeNull();
    expect(findBadText([1, true, null])).toBeNull();
  });
});

describe('hostile input', () => {
  let t: TestApp;
  let auth: string;
  beforeAll(async () => {
    t = await makeTestApp({ config: { emailRateLimit: 100, emailRecipientRateLimit: 2 } });
    auth = await startSession(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 400 naming the field for NUL or a lone surrogate, and stores nothing', async () => {
    for (const bad of ['help\u0000me', 'half \uD83D pair', 'lone \uDE00 low']) {
      expectFieldError(
        await t.app.inject({
          method: 'POST',
          url: HELP,
          payload: { email: 'a@b.co', phone: '7135550100', description: bad },
        }),
        'description',
        'invalid_characters',
      );
      expectFieldError(
        await t.app.inject({
          method: 'POST',
          url: FEEDBACK,
          payload: { applicantRaceEthnicity: ['other'], applicantRaceEthnicityOtherInput: bad },
        }),
        'applicantRaceEthnicityOtherInput',
        'invalid_characters',
      );
      expectFieldError(
        await t.app.inject({
          method: 'POST',
          url: LOOKUP,
          headers: { authorization: auth },
          payload: { ...DEMO_LOOKUP, firstName: 'Ana', aliasLastNames: ['Ok', bad] },
        }),
        'aliasLastNames.1',
        'invalid_characters',
      );
    }
    expectFieldError(
      await t.app.inject({ method: 'GET', url: '/api/application/lookup-end-date?x=%00' }),
      'x',
      'invalid_characters',
    );
    expect(await t.db.db.selectFrom('help_requests').selectAll().execute()).toHaveLength(0);
    expect(await t.db.db.selectFrom('survey_feedback').selectAll().execute()).toHaveLength(0);
  });

  it('allows three alias first and last names and refuses a fourth with a translated 400', async () => {
    const lookup = (aliasFirstNames: string[], aliasLastNames: string[]) =>
      t.app.inject({
        method: 'POST',
        url: LOOKUP,
        headers: { authorization: auth },
        payload: { ...DEMO_LOOKUP, firstName: 'Ana', aliasFirstNames, aliasLastNames },
      });
    expect((await lookup(['A', 'B', 'C'], ['D', 'E', 'F'])).statusCode).toBe(200);
    expectFieldError(await lookup(['A', 'B', 'C', 'D'], []), 'aliasFirstNames', 'too_many');
    expectFieldError(await lookup([], ['A', 'B', 'C', 'D']), 'aliasLastNames', 'too_many');
  });

  it('refuses address literals and other non-deliverable email addresses', async () => {
    for (const email of ['a@[127.0.0.1]', 'a@127.0.0.1', 'a..b@example.org', '"a"@example.org', 'a@localhost']) {
      const res = await t.app.inject({
        method: 'POST',
        url: KYR,
        headers: { authorization: auth },
        payload: { email, useSpanishURL: false },
      });
      expect(res.statusCode, email).toBe(400);
      const help = await t.app.inject({
        method: 'POST',
        url: HELP,
        payload: { email, phone: '7135550100', description: 'x' },
      });
      expect(help.statusCode, email).toBe(400);
    }
  });

  it('limits emails per recipient, whichever client asks and however the address is written', async () => {
    const send = (email: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: KYR,
        headers: { authorization: auth, 'x-forwarded-for': ip },
        payload: { email, useSpanishURL: false },
      });
    expect((await send('victim@example.org', '192.0.2.1')).statusCode).toBe(200);
    expect((await send('Victim+1@Example.org', '192.0.2.2')).statusCode).toBe(200);
    const over = await send('victim+2@example.org', '192.0.2.3');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toMatch(/^\d+$/);
    expect(over.json()).toMatchObject({ error: { code: 'rate_limited', messageEs: expect.stringMatching(/\S/) } });
    expect((await send('someone.else@example.org', '192.0.2.3')).statusCode).toBe(200);
    const keys = await t.db.db.selectFrom('rate_limit_counters').select('key').execute();
    expect(JSON.stringify(keys)).not.toContain('victim');
  });

  it('never logs an email-page or unsubscribe token, even an altered one', async () => {
    const lines: string[] = [];
    const logged = await createApp({
      config: t.config,
      db: t.db,
      clock: t.clock.now,
      logger: { ...(loggerOptions('trace') as object), stream: { write: (line: string) => void lines.push(line) } },
    });
    const token = 'Zq3V1xZ8kLm2NoP4rS6tU8wAbCdEfGhIjKlMnOpQrSt';
    try {
      const urls = [
        `/api/email-pages/results/${token}`,
        `/api/email-pages/results/${token}x`,
        `/api/email-pages/results/${token.slice(0, 20)}`,
        `/api/email-pages//${token}`,
        `/api/email-pages/results/${token}/more`,
        `/api/email-pages/results/${token}%00`,
        `/api/email-pages/results/${token}%zz`,
        `/api/email-pages/${token.toLowerCase()}`,
        `/api/reminders/unsubscribe/${token}-`,
        `/api/reminders/${token}`,
        `/email-pages/results/${token}?lang=es`,
        `/email-pages/petitions/${token.slice(3)}`,
      ];
      for (const url of urls) {
        const res = await logged.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBeLessThan(500);
      }
      const log = lines.join('\n');
      expect(log).toContain('/api/email-pages');
      for (const piece of [token.slice(0, 12), token.slice(20, 32), token.toLowerCase().slice(0, 12)]) {
        expect(log, piece).not.toContain(piece);
      }
    } finally {
      await logged.close();
    }
  });
});

/** A TCP server that accepts connections and never answers: a frozen database as the client sees it. */
async function blackHole(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((s) => {
    sockets.add(s);
    s.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

function appConfig(extra: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ SESSION_SECRET: TEST_SECRET, NODE_ENV: 'test' }),
    webDist: '/nonexistent',
    db: { statementTimeoutMs: 800, connectTimeoutMs: 800, poolMax: 4, preparedStatements: true },
    ...extra,
  };
}

describe('without a database', () => {
  it('answers a retryable 503 and logs one warning for the whole outage, no stacks', async () => {
    const port = await freePort(); // nothing listens there: connection refused
    const config = appConfig();
    const db = await createDb({ databaseUrl: `postgres://cyr@127.0.0.1:${port}/cyr`, timeouts: config.db });
    const lines: string[] = [];
    const app = await createApp({
      config,
      db,
      logger: { ...(loggerOptions('info') as object), stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      for (let i = 0; i < 20; i++) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/application/pre-check',
          payload: { hasCrimeOutsideTexas: false, hasCrimeBefore1990: false },
        });
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('2');
        expect(res.json()).toMatchObject({ error: { code: 'unavailable' } });
      }
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      const warnings = lines.filter((l) => l.includes('database unavailable'));
      expect(warnings).toHaveLength(1);
      expect(lines.join('\n')).not.toContain('"stack"');
      expect(lines.filter((l) => l.includes('request failed'))).toHaveLength(0);
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('answers /api/health with 503 within 2 s and lookups with 503 when the database is frozen', async () => {
    const hole = await blackHole();
    const config = appConfig();
    const db = await createDb({ databaseUrl: `postgres://cyr@127.0.0.1:${hole.port}/cyr`, timeouts: config.db });
    const app = await createApp({ config, db, logger: false });
    try {
      const started = Date.now();
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(2000);
      const pre = await app.inject({
        method: 'POST',
        url: '/api/application/pre-check',
        payload: { hasCrimeOutsideTexas: false, hasCrimeBefore1990: false },
      });
      expect(pre.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await app.close();
      await db.close();
      await hole.close();
    }
  });
});

describe('slow clients', () => {
  let app: FastifyInstance;
  let db: DbHandle;
  let port: number;
  beforeAll(async () => {
    db = await createDb({ dataDir: 'memory://' });
    app = await createApp({
      config: appConfig({ http: { headersTimeoutMs: 1000, requestTimeoutMs: 1000, keepAliveTimeoutMs: 1000 } }),
      db,
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  /** Opens a connection, writes `text`, and resolves with how long the server kept it open (ms). */
  function heldOpen(text: string, limitMs: number): Promise<number> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
      socket.on('error', () => undefined);
      socket.resume();
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new Error(`connection still open after ${limitMs} ms`));
      }, limitMs);
      socket.on('close', () => {
        clearTimeout(timer);
        resolve(Date.now() - started);
      });
    });
  }

  it('closes a connection whose body never finishes arriving', async () => {
    const head =
      'POST /api/survey/submit-feedback HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"how';
    expect(await heldOpen(head, 6000)).toBeLessThan(4000);
  });

  it('closes a connection whose headers never finish arriving', async () => {
    expect(await heldOpen('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: a', 6000)).toBeLessThan(4000);
  });

  it('closes an idle keep-alive connection', async () => {
    expect(await heldOpen('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n', 6000)).toBeLessThan(4000);
  });
});

describe('nothing grows without bound', () => {
  it('purges usage counts and survey answers after two years, and keeps newer ones', async () => {
    const db = await testDb();
    try {
      await db.db
        .insertInto('analytics_daily')
        .values([
          { day: '2020-01-01', event: 'page_view', path: '/', target: '', count: 3 },
          { day: '2026-11-20', event: 'page_view', path: '/', target: '', count: 2 },
        ])
        .execute();
      await db.db
        .insertInto('survey_feedback')
        .values([
          { id: randomUUID(), language: 'en', answers: '{}', created_at: '2020-01-01T00:00:00Z' },
          { id: randomUUID(), language: 'en', answers: '{}' },
        ])
        .execute();
      const purged = await purgeMailData(db.db);
      expect(purged).toMatchObject({ analyticsDays: 1, surveys: 1 });
      expect(await db.db.selectFrom('analytics_daily').selectAll().execute()).toHaveLength(1);
      expect(await db.db.selectFrom('survey_feedback').selectAll().execute()).toHaveLength(1);
    } finally {
      await db.close();
    }
  });

  it('purges expired sessions on a timer', async () => {
    const calls: number[] = [];
    const lines: string[] = [];
    const stop = startSessionPurges(
      { purgeExpired: () => Promise.resolve(calls.push(Date.now())) },
      { info: (_o, msg) => void lines.push(msg), warn: (_o, msg) => void lines.push(msg) },
      50,
    );
    // Waits for the third run rather than sleeping a fixed time: on a busy machine timers fire late.
    try {
      await expect.poll(() => calls.length, { timeout: 20_000, interval: 20 }).toBeGreaterThanOrEqual(3);
    } finally {
      stop();
    }
    expect(lines).toContain('expired sessions purged');
  });
});
