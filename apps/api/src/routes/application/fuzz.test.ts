import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@cyr/schemas';
import { DEMO_LOOKUP, makeTestApp, startSession, type TestApp } from '../../test/app';

/**
 * Property: whatever a client sends (bodies, content types, headers, tokens, paths), the API answers a
 * status below 500, and every non-200 is the contract's error body. ≥10,000 generated requests.
 */
let t: TestApp;
let validAuth: string;
beforeAll(async () => {
  // What is tested is the answer to the input, not the machine's speed: the test app allows a PDF as long as a busy
  // machine takes to render it (test/app.ts), where the production 20 s would answer 503 `pdf_timeout`.
  t = await makeTestApp({ people: 0 });
  validAuth = await startSession(t.app);
  await t.app.inject({
    method: 'POST',
    url: '/api/application/cont/case-lookup',
    headers: { authorization: validAuth },
    payload: { ...DEMO_LOOKUP, firstName: 'Dan' },
  });
});
afterAll(async () => {
  await t?.close();
});

const ROUTES = [
  { method: 'POST', url: '/api/application/pre-check' },
  { method: 'GET', url: '/api/application/lookup-end-date' },
  { method: 'POST', url: '/api/application/cont/case-lookup' },
  { method: 'POST', url: '/api/application/cont/confirm-cases' },
  { method: 'POST', url: '/api/application/cont/eligibility-preliminary-questions' },
  { method: 'POST', url: '/api/application/cont/case-followup-questions' },
  { method: 'GET', url: '/api/application/pdf/case-info' },
] as const;

const KEYS = [
  'hasCrimeOutsideTexas',
  'hasCrimeBefore1990',
  'firstName',
  'middleName',
  'lastName',
  'suffix',
  'aliasFirstNames',
  'aliasLastNames',
  'dob',
  'agreeToTerms',
  'spn',
  'sexOffender',
  'disqualifyingOffenses',
  'noneOfTheAbove',
  'isVeteran',
  'hasClassCConviction',
  '_id',
  'bac_under_015',
  'paid_all_fines_and_costs',
  '__proto__',
  'constructor',
  'toString',
  '',
];

/** JSON values biased towards the shapes the schemas expect. */
const value: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.boolean(),
    fc.constantFrom(
      '',
      'Ana',
      'Demo',
      '1990-01-01',
      '1990-02-30',
      'Jr',
      'murder',
      '09990004',
      '!!!',
      'Dañ',
      '\u0000',
      '😀',
    ),
    fc.string({ maxLength: 20 }),
    fc.integer(),
    fc.double(),
    fc.constant(null),
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...KEYS), tie('v'), { maxKeys: 4 }),
  ),
})).v;

const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 12 }).map((o) => JSON.stringify(o)),
  fc
    .record(
      {
        ...Object.fromEntries(Object.entries(DEMO_LOOKUP).map(([k, v]) => [k, fc.constant(v)])),
        firstName: fc.string({ maxLength: 120 }),
        middleName: fc.string({ maxLength: 3 }),
        dob: fc.constantFrom('1990-01-01', '2000-02-29', '1899-12-31', '1990-1-1'),
      },
      { requiredKeys: [] },
    )
    .map((o) => JSON.stringify(o)),
  value.map((v) => JSON.stringify(v) ?? 'null'),
  fc.string({ maxLength: 60 }),
  fc.constantFrom(
    '{',
    '{"a":1',
    '[]',
    'null',
    '"x"',
    '1e999',
    '{"__proto__":{"a":1}}',
    '{"constructor":{"prototype":{}}}',
    '',
  ),
);

const token = fc.oneof(
  fc.constant(undefined),
  fc.constant('VALID'),
  fc.string({ maxLength: 40 }).map((s) => `Bearer ${s}`),
  fc.constantFrom(
    'Bearer',
    'Bearer a.b.c',
    'Basic abc',
    'Bearer eyJhbGciOiJub25lIn0.eyJzaWQiOiJ4In0.',
    'Bearer \u00ff',
  ),
  fc
    .tuple(fc.base64String({ maxLength: 40 }), fc.base64String({ maxLength: 60 }), fc.base64String({ maxLength: 40 }))
    .map(([a, b, c]) => `Bearer ${a}.${b}.${c}`.replace(/[+/=]/g, '_')),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  '',
  'application/json, text/plain',
  undefined,
);

const extraHeaders = fc.dictionary(
  fc.constantFrom(
    'accept',
    'accept-language',
    'x-forwarded-for',
    'origin',
    'content-encoding',
    'accept-encoding',
    'x-custom',
  ),
  fc.constantFrom(
    '*/*',
    'application/pdf',
    'es-MX,es;q=0.9',
    'gzip',
    'br',
    '::1',
    '1.2.3.4, 5.6.7.8',
    'https://evil.example',
    '\t',
    'ü',
  ),
  { maxKeys: 3 },
);

const query = fc.constantFrom(
  '',
  '?lang=es',
  '?format=pdf',
  '?format=json&lang=en',
  '?format[]=x',
  '?lang=xx',
  '?%zz',
  '?a=' + 'b'.repeat(200),
);

describe('no client input gets a 5xx', () => {
  it('answers ≥10,000 generated malformed requests with contract 4xx errors (or 200)', async () => {
    let count = 0;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.option(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'), { freq: 8 }),
        body,
        token,
        contentType,
        extraHeaders,
        query,
        async (route, otherMethod, payload, auth, ct, headers, q) => {
          count++;
          const method = otherMethod ?? route.method;
          const h: Record<string, string> = { ...headers };
          if (ct !== undefined) h['content-type'] = ct;
          if (auth !== undefined) h.authorization = auth === 'VALID' ? validAuth : auth;
          const res = await t.app.inject({
            method,
            url: route.url + q,
            headers: h,
            ...(method === 'GET' ? {} : { payload }),
          });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          expect(res.statusCode, `${method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 200)}`).toBeLessThan(
            500,
          );
          if (res.statusCode !== 200) {
            expect(ErrorBodySchema.safeParse(res.json()).success, res.body.slice(0, 200)).toBe(true);
          }
        },
      ),
      { numRuns: 10_000, seed: 20261122 },
    );
    expect(count).toBeGreaterThanOrEqual(10_000);
    // The generator reaches past validation too (some 200s, several error kinds).
    expect(statuses.size).toBeGreaterThanOrEqual(5);
  }, 600_000);
});
