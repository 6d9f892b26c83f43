import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOOKUP, makeTestApp, startSession, type TestApp } from '../test/app';

/**
 * Property: a NUL or an unpaired surrogate anywhere in any text field of any call that stores or searches
 * text is a 400 naming that field, never a 5xx, and nothing is stored.
 */
let t: TestApp;
let auth: string;
beforeAll(async () => {
  t = await makeTestApp({ people: 0, config: { emailRateLimit: 1_000_000 } });
  auth = await startSession(t.app);
});
afterAll(async () => {
  await t?.close();
});

interface Call {
  url: string;
  auth?: boolean;
  body: Record<string, unknown>;
  /** Text fields: a top-level key, or `key.index` for an entry of a list. */
  fields: string[];
}

const CALLS: Call[] = [
  {
    url: '/api/survey/submit-help-form',
    body: { email: 'a@b.co', phone: '7135550100', description: 'Please help' },
    fields: ['email', 'phone', 'description'],
  },
  {
    url: '/api/survey/submit-feedback',
    body: {
      applicantRaceEthnicity: ['other'],
      applicantRaceEthnicityOtherInput: 'Mestizo',
      additionalFeedback: 'Thanks',
    },
    fields: ['applicantRaceEthnicityOtherInput', 'additionalFeedback'],
  },
  {
    url: '/api/application/cont/case-lookup',
    auth: true,
    body: { ...DEMO_LOOKUP, firstName: 'Ana', aliasFirstNames: ['Anna'], aliasLastNames: ['Demos'] },
    fields: ['firstName', 'middleName', 'lastName', 'aliasFirstNames.0', 'aliasLastNames.0'],
  },
  {
    url: '/api/application/email/send-know-your-rights-email',
    auth: true,
    body: { email: 'a@b.co', useSpanishURL: false },
    fields: ['email'],
  },
  {
    url: '/api/analytics/events',
    body: { events: [{ event: 'page_view', path: '/check/pre-check' }] },
    fields: ['events.0.path'],
  },
];

/** A different client for each request: the per-client limits are not what this tests. */
let clients = 0;
const nextClient = () => {
  clients++;
  return `10.${(clients >> 8) & 255}.${clients & 255}.1`;
};

const BAD = ['\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uD83D'];

/** `body` with `text` at `field` (`a`, `a.0`, `a.0.b`). */
function withText(body: Record<string, unknown>, field: string, text: string): Record<string, unknown> {
  const copy = structuredClone(body);
  const parts = field.split('.');
  let node: Record<string, unknown> | unknown[] = copy;
  for (const part of parts.slice(0, -1)) node = (node as Record<string, unknown>)[part] as Record<string, unknown>;
  (node as Record<string, unknown>)[parts.at(-1) ?? ''] = text;
  return copy;
}

const counts = async () => {
  const tables = ['help_requests', 'survey_feedback', 'outbox', 'analytics_daily'] as const;
  const n: number[] = [];
  for (const table of tables) n.push((await t.db.db.selectFrom(table).selectAll().execute()).length);
  return n;
};

describe('NUL and unpaired surrogates in text', () => {
  it('are a 400 naming the field on every call that takes text, and store nothing', async () => {
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CALLS).chain((call) => fc.tuple(fc.constant(call), fc.constantFrom(...call.fields))),
        fc.string({ unit: 'grapheme', maxLength: 12 }),
        fc.constantFrom(...BAD),
        fc.string({ unit: 'grapheme', maxLength: 12 }),
        async ([call, field], prefix, bad, suffix) => {
          const res = await t.app.inject({
            method: 'POST',
            url: call.url,
            headers: { 'x-forwarded-for': nextClient(), ...(call.auth ? { authorization: auth } : {}) },
            payload: withText(call.body, field, `${prefix}${bad}${suffix}`),
          });
          expect(res.statusCode).toBe(400);
          expect(res.json()).toMatchObject({
            error: { code: 'validation_error', fields: { [field]: 'invalid_characters' } },
          });
        },
      ),
      { numRuns: 400 },
    );
    expect(await counts()).toEqual(before);
  });

  it('leaves valid text alone: the same calls without the bad character are answered 200', async () => {
    for (const call of CALLS) {
      const res = await t.app.inject({
        method: 'POST',
        url: call.url,
        headers: { 'x-forwarded-for': nextClient(), ...(call.auth ? { authorization: auth } : {}) },
        payload: call.body,
      });
      expect(res.statusCode, `${call.url} ${res.body}`).toBe(200);
    }
  });
});
