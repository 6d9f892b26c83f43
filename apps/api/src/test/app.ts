import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { createApp } from '../app';
import type { AppDeps } from '../deps';
import { loadConfig, type Config } from '../config';
import type { DbHandle } from '../db';
import { services as buildServices, type ServiceOptions, type Services } from '../services';
import { importSynthetic } from '../services/seed';
import { testDb } from './db';

export const TEST_SECRET = 'test-secret-'.padEnd(48, 'x');

/** A movable clock for tests (starts at 2026-11-21 18:00 UTC = noon in Houston). */
export class TestClock {
  constructor(public ms = Date.UTC(2026, 10, 21, 18, 0, 0)) {}
  now = (): Date => new Date(this.ms);
  advance(seconds: number): void {
    this.ms += seconds * 1000;
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: DbHandle;
  clock: TestClock;
  config: Config;
  /** The services the app was built with (the same clock and database). */
  services: Services;
  close(): Promise<void>;
}

/**
 * A fresh database with a small synthetic extract (the demo people plus `people` random ones) and an app
 * over it. Small on purpose: tests run in seconds.
 */
export async function makeTestApp(
  opts: {
    people?: number;
    config?: Partial<Config>;
    logger?: FastifyServerOptions['logger'];
    deps?: Partial<AppDeps>;
    /** In place of a real part: a sync job that does not reach the District Clerk. */
    services?: ServiceOptions;
    seed?: boolean;
  } = {},
): Promise<TestApp> {
  const db = await testDb();
  if (opts.seed !== false)
    await importSynthetic(db.db, { people: opts.people ?? 5, seed: 'test', rundate: '2026-11-20' });
  const clock = new TestClock();
  const loaded = loadConfig({ SESSION_SECRET: TEST_SECRET, NODE_ENV: 'test' });
  const config: Config = {
    ...loaded,
    webDist: '/nonexistent',
    // A PDF past the production limit (20 s) is a 503 `pdf_timeout`, a capacity answer; at a load of 17 on 2 cores a
    // packet took longer. Tests check what a PDF says, so they allow it the time it takes (long-record.test.ts checks
    // the limit itself with a pool of its own).
    pdf: { ...loaded.pdf, timeoutMs: 600_000 },
    lookupRateLimit: 1_000_000,
    lookupNameRateLimit: 1_000_000,
    preCheckRateLimit: 1_000_000,
    emailRecipientRateLimit: 1_000,
    // inject() connects from 127.0.0.1: tests act as the proxy and name the client in X-Forwarded-For.
    trustProxy: ['127.0.0.1'],
    ...opts.config,
  };
  const services = buildServices({ config, db: db.db, clock: clock.now }, opts.services);
  const app = await createApp({ config, db, services, logger: opts.logger ?? false, ...opts.deps });
  return {
    app,
    db,
    clock,
    config,
    services,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/** Starts a session; returns the bearer header. */
export async function startSession(
  app: FastifyInstance,
  body = { hasCrimeOutsideTexas: false, hasCrimeBefore1990: false },
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/application/pre-check', payload: body });
  if (res.statusCode !== 200) throw new Error(`pre-check failed: ${res.statusCode} ${res.body}`);
  return `Bearer ${(res.json() as { token: string }).token}`;
}

export const DEMO_LOOKUP = {
  middleName: '',
  suffix: '',
  lastName: 'Demo',
  aliasFirstNames: [],
  aliasLastNames: [],
  dob: '1990-01-01',
  agreeToTerms: true,
} as const;
