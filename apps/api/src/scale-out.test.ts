import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createApp } from './app';
import { loadConfig, type Config } from './config';
import { createDb, type DbHandle } from './db';
import { createMailWorker } from './outbox';
import { waitFor } from './test/net';
import { startSmtpSink, type SmtpSink } from './test/smtp-sink';
import { importSynthetic } from './services/seed';
import { testDb } from './test/db';
import { DEMO_LOOKUP, TEST_SECRET, TestClock } from './test/app';

/**
 * Two server instances on one database (docs/deploy.md): a session started on one continues on the other,
 * and the outbox is delivered exactly once between two workers. On PostgreSQL (TEST_DATABASE_URL, as in CI)
 * each instance has its own connection pool, as two processes would; PGlite is one embedded database, so the
 * two instances share its handle there.
 */
let first: DbHandle & { url?: string };
let second: DbHandle;
let a: FastifyInstance;
let b: FastifyInstance;
let sink: SmtpSink;
let config: Config;

beforeAll(async () => {
  first = await testDb();
  await importSynthetic(first.db, { people: 5, seed: 'test', rundate: '2026-11-20' });
  second = first.url ? await createDb({ databaseUrl: first.url }) : first;
  sink = await startSmtpSink();
  const clock = new TestClock();
  config = {
    ...loadConfig({ SESSION_SECRET: TEST_SECRET, NODE_ENV: 'test' }),
    webDist: '/nonexistent',
    lookupRateLimit: 1_000_000,
    emailRateLimit: 1_000,
    smtpUrl: `smtp://127.0.0.1:${sink.port}`,
  };
  a = await createApp({ config, db: first, clock: clock.now, logger: false });
  b = await createApp({ config, db: second, clock: clock.now, logger: false });
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  if (second && second !== first) await second.close();
  await first?.close();
  await sink?.close();
});

describe('two instances on one database', () => {
  it('continues one session across instances, call by call', async () => {
    let auth = '';
    const call = async (app: FastifyInstance, url: string, payload: object) => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/application/${url}`,
        headers: auth ? { authorization: auth } : {},
        payload,
      });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      const body = res.json() as {
        token?: string;
        eligibilityInfo?: { cases: { def_spn: string; final_eligibility: string; ndo_form: string | null }[] };
      };
      if (body.token) auth = `Bearer ${body.token}`;
      return body;
    };
    await call(a, 'pre-check', { hasCrimeOutsideTexas: false, hasCrimeBefore1990: false });
    const found = await call(b, 'cont/case-lookup', { ...DEMO_LOOKUP, firstName: 'Ana' });
    const spn = found.eligibilityInfo?.cases[0]?.def_spn;
    expect(spn).toBeDefined();
    await call(a, 'cont/confirm-cases', { spn });
    const done = await call(b, 'cont/eligibility-preliminary-questions', {
      sexOffender: false,
      disqualifyingOffenses: [],
      noneOfTheAbove: true,
      isVeteran: false,
      hasBeenVictim: false,
      hasClassCConviction: false,
    });
    expect(done.eligibilityInfo?.cases[0]).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.072' });
    const info = await a.inject({
      method: 'GET',
      url: '/api/application/pdf/case-info',
      headers: { authorization: auth },
    });
    expect(info.statusCode).toBe(200);
  });

  it('delivers every queued email exactly once with a worker on each instance', async () => {
    const auth = async (app: FastifyInstance) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/application/pre-check',
        payload: { hasCrimeOutsideTexas: false, hasCrimeBefore1990: false },
      });
      return `Bearer ${(res.json() as { token: string }).token}`;
    };
    const sent: string[] = [];
    for (let i = 0; i < 12; i++) {
      const app = i % 2 === 0 ? a : b;
      const email = `person${i}@example.org`;
      const res = await app.inject({
        method: 'POST',
        url: '/api/application/email/send-know-your-rights-email',
        headers: { authorization: await auth(app) },
        payload: { email, useSpanishURL: i % 3 === 0 },
      });
      expect(res.statusCode, res.body).toBe(200);
      sent.push(email);
    }
    const workers = [createMailWorker({ config, db: first.db }), createMailWorker({ config, db: second.db })];
    await waitFor(
      async () => {
        await Promise.all(workers.map((w) => w.runOnce()));
        return sink.recipients.length >= sent.length;
      },
      'both workers to drain the outbox',
      20_000,
      20,
    );
    // One more round each: nothing is left to send twice.
    await Promise.all(workers.map((w) => w.runOnce()));
    await Promise.all(workers.map((w) => w.stop()));
    const delivered = sink.recipients.flat().sort();
    expect(delivered).toEqual([...sent].sort());
  });
});
