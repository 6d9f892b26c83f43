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
    expect(res.json()).toEqual({ status: 'ok', database: db.kind, demoMode: expect.any(Boolean) });
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
