import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeTestApp, type TestApp } from '../../test/app';

describe('GET /rules', () => {
  let test: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    test = await makeTestApp({ seed: false });
    ({ app } = test);
  });
  afterAll(() => test.close());

  it('serves the checked-in rule book as HTML, its inline style allowed by hash only', async () => {
    const res = await app.inject({ method: 'GET', url: '/rules' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const book = readFileSync(new URL('../../../../../docs/law/rule-book.html', import.meta.url), 'utf8');
    expect(res.body).toBe(book);
    expect(res.body).toContain('id="s-411.0725"');
    expect(String(res.headers['content-security-policy'])).toMatch(
      /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'/,
    );
  });
});
