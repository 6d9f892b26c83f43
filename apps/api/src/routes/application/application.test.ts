import { readFileSync } from 'node:fs';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, PreCheckResponseSchema } from '@cyr/schemas';
import { DEMO_LOOKUP, makeTestApp, startSession, TEST_SECRET, type TestApp } from '../../test/app';
import { SessionService } from '../../services/sessions';
import { getEligibilityInfo } from '../../services/eligibility';
import { countCases, getDataEndDate, searchPerson } from '../../services/case-store';
import { importSynthetic, seedDemoIfEmpty } from '../../services/seed';
import { OPENAPI_FILE, openApiFileText } from '../../cli/openapi';

/** Every application route: happy path and each error the contract names; tokens; rate limit; OpenAPI. */
let t: TestApp;
/** A stand-in for the case-info PDF renderer (documents/case-info, tested in case-info.test.ts). */
const rendered: { lang: string; cases: number }[] = [];
beforeAll(async () => {
  t = await makeTestApp({
    deps: {
      renderCaseInfoPdf: (info, lang) => {
        rendered.push({ lang, cases: info.cases.length });
        return Promise.resolve(Buffer.from('%PDF-1.7 stub'));
      },
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const inject = (
  method: 'GET' | 'POST',
  url: string,
  opts: { auth?: string; payload?: unknown; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(opts.auth ? { authorization: opts.auth } : {}), ...opts.headers },
    ...(opts.payload !== undefined ? { payload: opts.payload as object } : {}),
  });

function expectError(
  res: { statusCode: number; json(): unknown; headers: Record<string, unknown> },
  status: number,
  code: string,
) {
  expect(res.statusCode).toBe(status);
  const body = ErrorBodySchema.parse(res.json());
  expect(body.error.code).toBe(code);
  expect(body.error.message).not.toBe('');
  expect(body.error.messageEs).not.toBe('');
  expect(body.error.messageEs).not.toBe(body.error.message);
  return body.error;
}

describe('POST /api/application/pre-check', () => {
  it('starts a session: token and expiry 60 minutes from now', async () => {
    const res = await inject('POST', '/api/application/pre-check', {
      payload: { hasCrimeOutsideTexas: false, hasCrimeBefore1990: true },
    });
    expect(res.statusCode).toBe(200);
    const body = PreCheckResponseSchema.parse(res.json());
    expect(body.tokenExpirationTime).toBe(Math.floor(t.clock.ms / 1000) + 3600);
    expect(res.headers['cache-control']).toBe('no-store');
    // The Date is the server's clock, the one the expiry is counted in (the site reads the expiry against it).
    expect(res.headers.date).toBe(new Date(t.clock.ms).toUTCString());
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('ends the session named by the bearer token', async () => {
    const old = await startSession(t.app);
    const res = await inject('POST', '/api/application/pre-check', {
      auth: old,
      payload: { hasCrimeOutsideTexas: false, hasCrimeBefore1990: false },
    });
    expect(res.statusCode).toBe(200);
    expectError(
      await inject('POST', '/api/application/cont/confirm-cases', { auth: old, payload: { spn: '1' } }),
      401,
      'session_expired',
    );
  });

  it('rejects missing fields, wrong types and unknown fields with 400 and fields', async () => {
    const e1 = expectError(
      await inject('POST', '/api/application/pre-check', { payload: { hasCrimeOutsideTexas: 'no' } }),
      400,
      'validation_error',
    );
    expect(e1.fields).toEqual({ hasCrimeOutsideTexas: 'invalid', hasCrimeBefore1990: 'required' });
    const e2 = expectError(
      await inject('POST', '/api/application/pre-check', {
        payload: { hasCrimeOutsideTexas: true, hasCrimeBefore1990: true, extra: 1 },
      }),
      400,
      'validation_error',
    );
    expect(e2.fields).toEqual({ extra: 'unknown_field' });
  });

  it('answers bad JSON, a wrong content type, an empty body and a huge body with contract errors', async () => {
    const url = '/api/application/pre-check';
    expectError(
      await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{"a":' }),
      400,
      'bad_request',
    );
    expectError(
      await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'text/plain' }, payload: 'hello' }),
      415,
      'unsupported_media_type',
    );
    expectError(
      await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '' }),
      400,
      'bad_request',
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: `{"a":"${'x'.repeat(70_000)}"}`,
      }),
      413,
      'payload_too_large',
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"__proto__":{"x":1}}',
      }),
      400,
      'bad_request',
    );
    expectError(await t.app.inject({ method: 'POST', url }), 400, 'validation_error');
  });
});

describe('GET /api/application/lookup-end-date', () => {
  it('answers the data end date in both languages, without auth', async () => {
    const res = await inject('GET', '/api/application/lookup-end-date');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ lookupEndDateEn: 'November 20, 2026', lookupEndDateEs: '20 de noviembre de 2026' });
  });
});

describe('POST /api/application/cont/case-lookup', () => {
  it('needs a session', async () => {
    expectError(
      await inject('POST', '/api/application/cont/case-lookup', { payload: { ...DEMO_LOOKUP, firstName: 'Ana' } }),
      401,
      'session_expired',
    );
  });

  it('validates every field: suffix enum, real date, agreeToTerms true, lengths, alias counts, unknown fields', async () => {
    const auth = await startSession(t.app);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ suffix: 'Esq' }, { suffix: 'invalid' }],
      [{ dob: '1990-02-30' }, { dob: 'invalid_date' }],
      [{ dob: '01/01/1990' }, { dob: 'invalid_date' }],
      [{ agreeToTerms: false }, { agreeToTerms: 'must_agree_to_terms' }],
      [{ lastName: 'x'.repeat(101) }, { lastName: 'too_long' }],
      [{ lastName: '   ' }, { lastName: 'required' }],
      [{ aliasFirstNames: Array(11).fill('A') }, { aliasFirstNames: 'too_many' }],
      [{ nickname: 'x' }, { nickname: 'unknown_field' }],
    ];
    for (const [patch, fields] of cases) {
      const e = expectError(
        await inject('POST', '/api/application/cont/case-lookup', {
          auth,
          payload: { ...DEMO_LOOKUP, firstName: 'Ana', ...patch },
        }),
        400,
        'validation_error',
      );
      expect(e.fields).toMatchObject(fields);
    }
    const { firstName: _omit, ...noFirst } = { ...DEMO_LOOKUP, firstName: 'x' };
    const e = expectError(
      await inject('POST', '/api/application/cont/case-lookup', { auth, payload: noFirst }),
      400,
      'validation_error',
    );
    expect(e.fields).toMatchObject({ firstName: 'required' });
  });

  it('accepts a minimal body (optional middle name, suffix, aliases)', async () => {
    const auth = await startSession(t.app);
    const res = await inject('POST', '/api/application/cont/case-lookup', {
      auth,
      payload: { firstName: 'Ana', lastName: 'Demo', dob: '1990-01-01', agreeToTerms: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().eligibilityInfo.cases).toHaveLength(1);
  });

  it('finds Dan Demo when his middle name is typed in the first-name field ("Dan Michael")', async () => {
    const lookup = async (firstName: string) => {
      const auth = await startSession(t.app);
      const res = await inject('POST', '/api/application/cont/case-lookup', {
        auth,
        payload: { firstName, lastName: 'Demo', dob: '1990-01-01', agreeToTerms: true },
      });
      expect(res.statusCode).toBe(200);
      return res.json().eligibilityInfo as { needSPN: boolean; cases: { casID: string }[] };
    };
    const typed = await lookup('Dan Michael');
    const plain = await lookup('Dan');
    expect(typed.cases.length).toBeGreaterThan(0);
    expect(typed.cases.map((c) => c.casID).sort()).toEqual(plain.cases.map((c) => c.casID).sort());
  });

  it('finds Dan Demo as "Daniel", and Ana Demo by one part of "Demo-Smith" (ADR 0116)', async () => {
    const lookup = async (firstName: string, lastName: string) => {
      const auth = await startSession(t.app);
      const res = await inject('POST', '/api/application/cont/case-lookup', {
        auth,
        payload: { firstName, lastName, dob: '1990-01-01', agreeToTerms: true },
      });
      expect(res.statusCode).toBe(200);
      return (res.json().eligibilityInfo as { cases: { casID: string }[] }).cases.map((c) => c.casID).sort();
    };
    const dan = await lookup('Dan', 'Demo');
    expect(dan.length).toBeGreaterThan(0);
    expect(await lookup('Daniel', 'Demo')).toEqual(dan);
    const ana = await lookup('Ana', 'Demo');
    expect(ana.length).toBeGreaterThan(0);
    expect(await lookup('Ana', 'Demo-Smith')).toEqual(ana);
    expect(await lookup('Ana', 'Smith Demo')).toEqual(ana);
    expect(await lookup('Anastasia', 'Demo')).toEqual([]);
  });
});

describe('POST /api/application/cont/confirm-cases', () => {
  it('404 for a def_spn the last lookup did not return (or before any lookup)', async () => {
    const auth = await startSession(t.app);
    expectError(
      await inject('POST', '/api/application/cont/confirm-cases', { auth, payload: { spn: '09990001' } }),
      404,
      'unknown_spn',
    );
    await inject('POST', '/api/application/cont/case-lookup', { auth, payload: { ...DEMO_LOOKUP, firstName: 'Ana' } });
    expectError(
      await inject('POST', '/api/application/cont/confirm-cases', { auth, payload: { spn: '09990003' } }),
      404,
      'unknown_spn',
    );
    expectError(
      await inject('POST', '/api/application/cont/confirm-cases', { auth, payload: { spn: 'constructor' } }),
      404,
      'unknown_spn',
    );
    expectError(
      await inject('POST', '/api/application/cont/confirm-cases', { auth, payload: { spn: '' } }),
      400,
      'validation_error',
    );
    const ok = await inject('POST', '/api/application/cont/confirm-cases', { auth, payload: { spn: '09990001' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toEqual(expect.any(String));
  });
});

describe('POST /api/application/cont/eligibility-preliminary-questions', () => {
  it('applies the disqualifying-offense rules', async () => {
    const auth = await startSession(t.app);
    const url = '/api/application/cont/eligibility-preliminary-questions';
    const e1 = expectError(
      await inject('POST', url, {
        auth,
        payload: { sexOffender: false, disqualifyingOffenses: [], noneOfTheAbove: false },
      }),
      400,
      'validation_error',
    );
    expect(e1.fields).toEqual({ disqualifyingOffenses: 'offense_or_none_required' });
    const e2 = expectError(
      await inject('POST', url, {
        auth,
        payload: { sexOffender: false, disqualifyingOffenses: ['murder'], noneOfTheAbove: true },
      }),
      400,
      'validation_error',
    );
    expect(e2.fields).toEqual({ noneOfTheAbove: 'none_and_offense' });
    const e3 = expectError(
      await inject('POST', url, {
        auth,
        payload: { sexOffender: false, disqualifyingOffenses: ['arson'], noneOfTheAbove: false },
      }),
      400,
      'validation_error',
    );
    expect(Object.keys(e3.fields ?? {})).toEqual(['disqualifyingOffenses.0']);
    for (const ok of [
      { sexOffender: true, disqualifyingOffenses: [], noneOfTheAbove: false },
      { sexOffender: false, disqualifyingOffenses: ['murder', 'stalking'], noneOfTheAbove: false },
      {
        sexOffender: false,
        disqualifyingOffenses: [],
        noneOfTheAbove: true,
        isVeteran: true,
        completedVetTreatmentCrt: false,
      },
    ]) {
      expect((await inject('POST', url, { auth, payload: ok })).statusCode).toBe(200);
    }
  });

  it('accumulates answers across calls', async () => {
    const auth = await startSession(t.app);
    await inject('POST', '/api/application/cont/case-lookup', { auth, payload: { ...DEMO_LOOKUP, firstName: 'Ana' } });
    const confirmed = await inject('POST', '/api/application/cont/confirm-cases', {
      auth,
      payload: { spn: '09990001' },
    });
    expect(confirmed.json().eligibilityInfo.needsPreliminaryQuestions).toBe(true);
    const url = '/api/application/cont/eligibility-preliminary-questions';
    const base = { sexOffender: false, disqualifyingOffenses: [], noneOfTheAbove: true };
    await inject('POST', url, { auth, payload: { ...base, isVeteran: true, completedVetTreatmentCrt: false } });
    const second = await inject('POST', url, {
      auth,
      payload: { ...base, hasBeenVictim: false, hasClassCConviction: false },
    });
    expect(second.json().eligibilityInfo).toMatchObject({ needsPreliminaryQuestions: false, preliminaryQuestions: [] });
    const sid = await new SessionService(t.db.db, t.clock.now).sessionIdOf(auth);
    const row = await t.db.db
      .selectFrom('sessions')
      .select('person_answers')
      .where('id', '=', sid ?? '')
      .executeTakeFirstOrThrow();
    expect(row.person_answers).toMatchObject({
      isVeteran: true,
      completedVetTreatmentCrt: false,
      hasBeenVictim: false,
      hasClassCConviction: false,
      noneOfTheAbove: true,
    });
  });
});

describe('POST /api/application/cont/case-followup-questions', () => {
  it('404 for an unknown _id; 400 without _id or with a non-boolean answer or an unknown key', async () => {
    const auth = await startSession(t.app);
    const url = '/api/application/cont/case-followup-questions';
    expectError(await inject('POST', url, { auth, payload: { _id: 'nope' } }), 404, 'unknown_case');
    expectError(await inject('POST', url, { auth, payload: { bac_under_015: true } }), 400, 'validation_error');
    expectError(
      await inject('POST', url, { auth, payload: { _id: 'x', bac_under_015: 'yes' } }),
      400,
      'validation_error',
    );
    expectError(
      await inject('POST', url, { auth, payload: { _id: 'x', committed_after_submitting_petition: true } }),
      400,
      'validation_error',
    );
  });

  it('400 naming each key whose answer has the wrong type or shape (months, "not_sure", interlock order)', async () => {
    const auth = await startSession(t.app);
    const url = '/api/application/cont/case-followup-questions';
    const bad = expectError(
      await inject('POST', url, {
        auth,
        payload: {
          _id: 'x',
          arrest_month: '2023-13',
          completion_payment_month: '2023-04-01',
          class_c_in_window: 'maybe',
          interlock_condition: 'sentence',
          victim_family_household_or_dating: 'not_sure',
          offense_month: 'unknown',
        },
      }),
      400,
      'validation_error',
    );
    expect(bad.fields).toEqual({
      arrest_month: 'invalid',
      completion_payment_month: 'invalid',
      class_c_in_window: 'invalid',
      interlock_condition: 'invalid',
    });
    // Well-formed answers pass validation (then the unknown _id is 404).
    const ok = await inject('POST', url, {
      auth,
      payload: {
        _id: 'x',
        handgun_carried_on_person_only: 'not_sure',
        offense_month: '2021-08',
        interlock_condition: 'both',
      },
    });
    expectError(ok, 404, 'unknown_case');
  });

  it('keeps "not_sure" and the other non-boolean answers as sent for a key the case asks', async () => {
    const auth = await startSession(t.app);
    await inject('POST', '/api/application/cont/case-lookup', { auth, payload: { ...DEMO_LOOKUP, firstName: 'Ben' } });
    await inject('POST', '/api/application/cont/confirm-cases', { auth, payload: { spn: '09990002' } });
    const prelim = await inject('POST', '/api/application/cont/eligibility-preliminary-questions', {
      auth,
      payload: {
        sexOffender: false,
        disqualifyingOffenses: [],
        noneOfTheAbove: true,
        hasClassCConviction: false,
        isVeteran: false,
        hasBeenVictim: false,
      },
    });
    const dwi = prelim.json().eligibilityInfo.cases[0] as { _id: string; questions: string[] };
    expect(dwi.questions.length).toBeGreaterThan(0);
    const answers = Object.fromEntries(dwi.questions.map((q) => [q, 'not_sure']));
    const res = await inject('POST', '/api/application/cont/case-followup-questions', {
      auth,
      payload: { _id: dwi._id, ...answers },
    });
    expect(res.statusCode).toBe(200);
    const sid = await new SessionService(t.db.db, t.clock.now).sessionIdOf(auth);
    const row = await t.db.db
      .selectFrom('sessions')
      .select('case_answers')
      .where('id', '=', sid ?? '')
      .executeTakeFirstOrThrow();
    expect(Object.values(row.case_answers)).toEqual([answers]);
    // "Not sure" never makes a case likely eligible (docs/law/decisions.md).
    const after = res.json().eligibilityInfo.cases[0] as { final_eligibility: string };
    expect(['nondisclosure', 'expunction']).not.toContain(after.final_eligibility);
  });

  it('ignores keys the case does not ask', async () => {
    const auth = await startSession(t.app);
    await inject('POST', '/api/application/cont/case-lookup', { auth, payload: { ...DEMO_LOOKUP, firstName: 'Ana' } });
    const confirmed = await inject('POST', '/api/application/cont/confirm-cases', {
      auth,
      payload: { spn: '09990001' },
    });
    const id = confirmed.json().eligibilityInfo.cases[0]._id as string;
    const res = await inject('POST', '/api/application/cont/case-followup-questions', {
      auth,
      payload: { _id: id, bac_under_015: false },
    });
    expect(res.statusCode).toBe(200);
    const row = await t.db.db.selectFrom('sessions').select('case_answers').executeTakeFirstOrThrow();
    expect(JSON.stringify(row.case_answers)).not.toContain('bac_under_015');
  });
});

describe('GET /api/application/pdf/case-info', () => {
  it('JSON by default; a PDF with ?format=pdf or Accept: application/pdf (session language or ?lang); 401 without a session', async () => {
    const auth = await startSession(t.app);
    const res = await inject('GET', '/api/application/pdf/case-info', { auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token: expect.any(String), eligibilityInfo: { needSPN: false, cases: [] } });
    const pdf = await inject('GET', '/api/application/pdf/case-info?format=pdf&lang=es', { auth });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['x-session-token']).toEqual(expect.any(String));
    expect(pdf.body.startsWith('%PDF')).toBe(true);
    const byAccept = await inject('GET', '/api/application/pdf/case-info', {
      auth,
      headers: { accept: 'application/pdf' },
    });
    expect(byAccept.headers['content-type']).toBe('application/pdf');
    expect(rendered).toEqual([
      { lang: 'es', cases: 0 },
      { lang: 'en', cases: 0 },
    ]);
    expectError(await inject('GET', '/api/application/pdf/case-info?format=docx', { auth }), 400, 'validation_error');
    expectError(await inject('GET', '/api/application/pdf/case-info'), 401, 'session_expired');
  });

  it('getEligibilityInfo(sessionId) gives the email routes the same eligibilityInfo', async () => {
    const auth = await startSession(t.app);
    await inject('POST', '/api/application/cont/case-lookup', {
      auth,
      payload: { ...DEMO_LOOKUP, firstName: 'Carla' },
    });
    const confirmed = await inject('POST', '/api/application/cont/confirm-cases', {
      auth,
      payload: { spn: '09990003' },
    });
    const sessions = new SessionService(t.db.db, t.clock.now);
    const sid = await sessions.sessionIdOf(auth);
    expect(sid).not.toBeNull();
    expect(await getEligibilityInfo({ db: t.db.db, clock: t.clock.now }, sid ?? '')).toEqual(
      confirmed.json().eligibilityInfo,
    );
    expect(
      await getEligibilityInfo({ db: t.db.db, clock: t.clock.now }, '00000000-0000-4000-8000-000000000000'),
    ).toBeNull();
  });
});

describe('tokens', () => {
  const url = '/api/application/pdf/case-info';

  /** A compact HS256 JWT naming a session: signed with the right secret, and still not a session token. */
  const jwt = (payload: object, secret: string) => {
    const input = `${Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
  };

  it('401 for a missing, malformed, tampered, unknown, signed (JWT) or foreign token', async () => {
    const good = (await startSession(t.app)).slice('Bearer '.length);
    expect(good).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const sid = await new SessionService(t.db.db, t.clock.now).sessionIdOf(`Bearer ${good}`);
    const flipped = `${good.slice(0, -2)}${good.endsWith('AA') ? 'BB' : 'AA'}`;
    const unknown = randomBytes(32).toString('base64url');
    const signed = jwt(
      { sid, iss: 'cyr-harris', iat: Math.floor(t.clock.ms / 1000), exp: Math.floor(t.clock.ms / 1000) + 3600 },
      TEST_SECRET,
    );
    const other = await makeTestApp({ seed: false });
    const foreign = (await startSession(other.app)).slice('Bearer '.length);
    await other.close();
    for (const header of [
      undefined,
      '',
      'Bearer',
      `Basic ${good}`,
      `bearer ${good}x`,
      `Bearer ${good}x`,
      `Bearer ${good.slice(1)}`,
      `Bearer ${flipped}`,
      `Bearer ${unknown}`,
      `Bearer ${signed}`,
      `Bearer ${foreign}`,
      `Bearer ${'a'.repeat(5000)}`,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: header === undefined ? {} : { authorization: header },
      });
      expectError(res, 401, 'session_expired');
    }
    expect((await inject('GET', url, { auth: `Bearer ${good}` })).statusCode).toBe(200);
  });

  it('stores only the SHA-256 of its one token: calls slide it and add no row; ending the session ends it', async () => {
    const auth = await startSession(t.app);
    const token = auth.slice('Bearer '.length);
    const returned: string[] = [];
    for (let i = 0; i < 5; i++) returned.push(((await inject('GET', url, { auth })).json() as { token: string }).token);
    expect(returned).toEqual(Array(5).fill(token));
    const sid = await new SessionService(t.db.db, t.clock.now).sessionIdOf(auth);
    const rows = await t.db.db
      .selectFrom('session_tokens')
      .selectAll()
      .where('session_id', '=', sid ?? '')
      .execute();
    expect(rows.map((r) => r.token_hash)).toEqual([createHash('sha256').update(token).digest('base64url')]);
    const stored = JSON.stringify([
      rows,
      await t.db.db
        .selectFrom('sessions')
        .selectAll()
        .where('id', '=', sid ?? '')
        .execute(),
    ]);
    expect(stored).not.toContain(token);
    // A new pre-check with the token ends the session: the token stops working.
    expect(
      (
        await inject('POST', '/api/application/pre-check', {
          auth,
          payload: { hasCrimeOutsideTexas: false, hasCrimeBefore1990: false },
        })
      ).statusCode,
    ).toBe(200);
    expectError(await inject('GET', url, { auth }), 401, 'session_expired');
    expect(
      await t.db.db
        .selectFrom('session_tokens')
        .selectAll()
        .where('session_id', '=', sid ?? '')
        .execute(),
    ).toEqual([]);
  });

  it('slides: each authenticated 200 moves the expiry of the session and its token; 60 idle minutes expire it', async () => {
    const auth = await startSession(t.app);
    const start = Math.floor(t.clock.ms / 1000);
    t.clock.advance(50 * 60);
    const res = await inject('GET', url, { auth });
    expect(res.statusCode).toBe(200);
    const { token, tokenExpirationTime } = res.json() as { token: string; tokenExpirationTime: number };
    expect(`Bearer ${token}`).toBe(auth);
    expect(tokenExpirationTime).toBe(start + 50 * 60 + 3600);
    // 100 minutes after it was issued, the token still works: the call at 50 minutes slid it.
    t.clock.advance(50 * 60);
    const later = await inject('GET', url, { auth });
    expect(later.statusCode).toBe(200);
    expect((later.json() as { tokenExpirationTime: number }).tokenExpirationTime).toBe(start + 100 * 60 + 3600);
    t.clock.advance(59 * 60);
    expect((await inject('GET', url, { auth })).statusCode).toBe(200);
    t.clock.advance(60 * 60 + 1);
    expectError(await inject('GET', url, { auth }), 401, 'session_expired');
  });

  it('purges expired sessions from the database', async () => {
    await startSession(t.app);
    const sessions = new SessionService(t.db.db, t.clock.now);
    const before = await t.db.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(before.n)).toBeGreaterThan(0);
    t.clock.advance(2 * 3600);
    expect(await sessions.purgeExpired()).toBe(Number(before.n));
    const after = await t.db.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(0);
    const tokens = await t.db.db
      .selectFrom('session_tokens')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(tokens.n)).toBe(0);
  });
});

describe('rate limit and the rest of /api', () => {
  it('limits lookups per client with a translated 429', async () => {
    const limited = await makeTestApp({ seed: false, config: { lookupRateLimit: 3 } });
    try {
      const auth = await startSession(limited.app);
      const send = (ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/application/cont/case-lookup',
          headers: { authorization: auth, 'x-forwarded-for': ip },
          payload: { ...DEMO_LOOKUP, firstName: 'Ana' },
        });
      for (let i = 0; i < 3; i++) expect((await send('203.0.113.7')).statusCode).not.toBe(429);
      expectError(await send('203.0.113.7'), 429, 'rate_limited');
      // A forged left-most address does not escape the limit; another client is not affected.
      expectError(await send('198.51.100.1, 203.0.113.7'), 429, 'rate_limited');
      expect((await send('203.0.113.8')).statusCode).not.toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('unknown API paths and methods are contract 404s without CORS headers', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/application/pre-check',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expectError(await inject('GET', '/api/application/pre-check'), 404, 'not_found');
  });

  it("serves an OpenAPI description generated from the routes' schemas; docs/api/openapi.json is that document", async () => {
    const res = await inject('GET', '/api/docs/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/application/pre-check',
        '/api/application/cont/case-lookup',
        '/api/application/cont/case-followup-questions',
        '/api/application/pdf/expunction/{_id}',
        '/api/reminders/unsubscribe/{token}',
      ]),
    );
    // Only the API: not the web app's pages, the rule book, health or this document.
    expect(
      Object.keys(doc.paths).every((p) => p.startsWith('/api/') && !p.startsWith('/api/docs') && p !== '/api/health'),
    ).toBe(true);
    expect(doc.components.schemas.CaseLookupBody.additionalProperties).toBe(false);
    expect(doc.components.schemas.Case.properties.final_eligibility.enum).toContain('could_not_determine');
    expect(doc.paths['/api/application/cont/case-lookup'].post.security).toEqual([{ bearer: [] }]);
    expect(
      doc.paths['/api/application/cont/case-lookup'].post.responses['401'].content['application/json'].schema,
    ).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    });
    expect(doc.paths['/api/application/pdf/case-info'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'format',
      'lang',
    ]);
    expect(JSON.stringify(doc)).not.toContain('#/$defs/');
    // Request schemas keep their names (no `CaseLookupBodyInput`).
    expect(Object.keys(doc.components.schemas).filter((k) => k.endsWith('Input'))).toEqual([]);
    expect(JSON.stringify(doc)).not.toMatch(/#\/components\/schemas\/[A-Za-z]+Input"/);
    // The checked-in file is this document; regenerate with `npm run openapi -w apps/api`.
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(await openApiFileText(doc));
  });
});

describe('case store (the kysely sink and the person search)', () => {
  it('re-importing the same extract is idempotent; the data end date is stored', async () => {
    const before = await countCases(t.db.db);
    expect(before).toBeGreaterThan(5);
    const summary = await importSynthetic(t.db.db, { people: 5, seed: 'test', rundate: '2026-11-20' });
    expect(summary.cases).toBe(before);
    expect(await countCases(t.db.db)).toBe(before);
    expect(await getDataEndDate(t.db.db)).toBe('2026-11-20');
    // Demo seeding at start leaves a loaded table alone.
    const lines: string[] = [];
    expect(await seedDemoIfEmpty(t.db.db, { people: 5, log: (l) => lines.push(l) })).toBeNull();
    expect(lines).toEqual([]);
  });

  it('matches on date of birth and normalized names; suffix narrows only where the record has one', async () => {
    const q = {
      firstName: 'ANA',
      lastName: 'de mo',
      middleName: '',
      suffix: 'Jr',
      aliasFirstNames: [],
      aliasLastNames: [],
    };
    const hit = await searchPerson(t.db.db, q, '1990-01-01', '2026-11-20');
    expect(hit.nameError ? [] : hit.people.map((p) => p.spn)).toEqual(['09990001']);
    const otherDob = await searchPerson(t.db.db, q, '1990-01-02', '2026-11-20');
    expect(otherDob).toEqual({ nameError: false, people: [] });
    expect(await searchPerson(t.db.db, { ...q, lastName: '-- --' }, '1990-01-01', null)).toEqual({ nameError: true });
  });
});
