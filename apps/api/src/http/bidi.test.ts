import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test/app';
import { stripBidiControls, stripBidiDeep } from './text-guard';

/**
 * Bidirectional controls are removed from everything a client sends (http/text-guard.ts): a right-to-left
 * override in a help request's phone number made the console show another number.
 */
const RLO = '\u202E';
const PDF = '\u202C';
const ALL_CONTROLS = '\u061C\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';

describe('stripBidiControls', () => {
  it('removes every Bidi_Control character and nothing else', () => {
    expect(stripBidiControls(`a${ALL_CONTROLS}b`)).toBe('ab');
    expect(stripBidiControls('José Núñez — 713-555-0100 ✓ 👍')).toBe('José Núñez — 713-555-0100 ✓ 👍');
  });

  it('cleans nested objects, arrays and keys in place', () => {
    const body = { a: [`x${RLO}y`, { [`k${RLO}`]: `${RLO}v` }], n: 3 };
    expect(stripBidiDeep(body)).toEqual({ a: ['xy', { k: 'v' }], n: 3 });
  });
});

describe('a help request with a right-to-left override', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is stored without it: the phone number is the digits that were typed', async () => {
    // Typed as "713-555-0100", displayed reversed by the override as "0010-555-317".
    const phone = `${RLO}0010-555-317${PDF}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/survey/submit-help-form',
      headers: { 'x-forwarded-for': '192.0.2.77' },
      payload: { email: 'person@example.com', phone, description: `Call me ${RLO}please` },
    });
    expect(res.statusCode).toBe(200);
    const row = await t.db.db.selectFrom('help_requests').select(['phone', 'description']).executeTakeFirstOrThrow();
    expect(row.phone).toBe('0010-555-317');
    expect(row.description).toBe('Call me please');
    expect(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/.test(row.phone + row.description)).toBe(false);
  });
});
