import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../../db';
import { makeTestApp, type TestApp } from '../../test/app';

describe('GET /api/health', () => {
  let test: TestApp;
  let app: FastifyInstance;
  let db: DbHandle;
  beforeAll(async () => {
    test = await makeTestApp({ seed: false });
    ({ app, db } = test);
  });
  afterAll(() => test.close());

  it('answers ok with the database kind', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: db.kind,
      demoMode: expect.any(Boolean),
      // No SMS_PROVIDER: the web app offers no text option (docs/decisions/0110-text-messages-through-twilio.md).
      texts: false,
      data: { stale: true, lastSuccessAt: null, dataEndDate: null, staleAfterDays: 8 },
    });
  });

  it('says in `data` whether the court data is stale (no successful import in eight days)', async () => {
    const finished = new Date(test.clock.now().getTime() - 7 * 86_400_000).toISOString();
    await db.db
      .insertInto('imports')
      .values({
        id: 'imp-fresh',
        origin: 'import',
        file_name: 'x.zip',
        status: 'ok',
        finished_at: finished,
        data_end_date: '2026-11-13',
      })
      .execute();
    const fresh = (await app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(fresh.data).toEqual({ stale: false, lastSuccessAt: finished, dataEndDate: '2026-11-13', staleAfterDays: 8 });
    test.clock.advance(2 * 86_400);
    const stale = (await app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(stale).toMatchObject({ status: 'ok', data: { stale: true, lastSuccessAt: finished } });
  });

  it('answers unknown API paths with a contract 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      error: { code: 'not_found', message: expect.any(String), messageEs: expect.any(String) },
    });
  });
});

describe('security headers', () => {
  it('sends a strict CSP, no referrer and nosniff on API answers', async () => {
    const { app, close } = await makeTestApp({ seed: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await close();
    }
  });
});
