import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaseLookupFoundSchema, EligibilityResponseSchema, type EligibilityInfo } from '@cyr/schemas';
import { DEMO_LOOKUP, makeTestApp, startSession, type TestApp } from '../../test/app';
import { flat, pdfPages } from '../../documents/petitions/test/pdftext';
import { purgeMailData } from '../../retention/purge';
import { PDF_PER_MINUTE } from './petitions.route';

/**
 * The petition routes over the synthetic county's demo people (Ana: a 411.072 theft deferral; Ben: a DWI
 * deferral under 411.0726 once the follow-up questions are answered), on PGlite with an injected clock.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ people: 2 });
});
afterAll(async () => {
  await t?.close();
});

const post = (auth: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/application/cont/${url}`, headers: { authorization: auth }, payload });
const get = (url: string, auth?: string) =>
  t.app.inject({ method: 'GET', url, headers: auth ? { authorization: auth } : {} });
const info = (res: { json(): unknown }): EligibilityInfo => EligibilityResponseSchema.parse(res.json()).eligibilityInfo;

async function person(firstName: string) {
  const auth = await startSession(t.app);
  const found = CaseLookupFoundSchema.parse((await post(auth, 'case-lookup', { ...DEMO_LOOKUP, firstName })).json());
  const confirmed = info(await post(auth, 'confirm-cases', { spn: found.eligibilityInfo.cases[0]?.def_spn }));
  return { auth, confirmed };
}
const answerPreliminary = async (auth: string) =>
  info(
    await post(auth, 'eligibility-preliminary-questions', {
      sexOffender: false,
      disqualifyingOffenses: [],
      noneOfTheAbove: true,
      isVeteran: false,
      hasBeenVictim: false,
      hasClassCConviction: false,
    }),
  );

const pdfText = (body: Buffer) => flat(pdfPages(body).join('\n'));

describe('GET /api/application/pdf/petition/:_id and /petitions', () => {
  let ana: { auth: string; caseId: string; casID: string };
  beforeAll(async () => {
    const { auth, confirmed } = await person('Ana');
    const notYet = confirmed.cases[0];
    // Before the additional-info answers the case is not decided: no petition yet.
    expect(notYet?.final_eligibility).toBe('could_not_determine');
    const early = await get(`/api/application/pdf/petition/${notYet?._id}`, auth);
    expect(early.statusCode).toBe(404);
    expect(early.json()).toMatchObject({
      error: { code: 'not_found', message: expect.any(String), messageEs: expect.any(String) },
    });
    const after = await answerPreliminary(auth);
    const c = after.cases.find((x) => x.final_eligibility === 'nondisclosure');
    expect(c?.ndo_form).toBe('411.072');
    ana = { auth, caseId: c?._id ?? '', casID: c?.casID ?? '' };
  });

  it('prints one case: instructions, the 411.072 letter and the fee-waiver statement, with a refreshed token', async () => {
    const res = await get(`/api/application/pdf/petition/${ana.caseId}`, ana.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-session-token']).toEqual(expect.any(String));
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`Instructions: your request letter for case ${ana.casID}`);
    expect(text).toContain(`CAUSE NO. ${ana.casID}`);
    expect(text).toContain('REQUEST FOR ORDER OF NONDISCLOSURE UNDER SECTION 411.072');
    expect(text).toContain(`Statement of Inability to Afford Payment of Court Costs - Cause No. ${ana.casID}`);
    expect(text).toContain('IN THE COUNTY CRIMINAL COURT AT LAW NO.');
    // From the person's answers: no barred offense.
    expect(text).toContain(
      '[X] Petitioner has never been convicted of or placed on deferred adjudication community supervision for: an offense requiring registration',
    );
    expect(text).toContain('ANA');
    // Never the person number (SPN) or the date of birth the court data holds (demo: 09990001, 1990-01-01).
    for (const secret of ['09990001', '1990-01-01', '01/01/1990', 'January 1, 1990'])
      expect(text).not.toContain(secret);
  });

  it('prints the instructions in Spanish with ?lang=es', async () => {
    const res = await get(`/api/application/pdf/petition/${ana.caseId}?lang=es`, ana.auth);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`Instrucciones: su carta de solicitud para el caso ${ana.casID}`);
    expect(text).toContain('REQUEST FOR ORDER OF NONDISCLOSURE');
  });

  it('answers the contract 404 for an unknown case and 401 without a valid token', async () => {
    const unknown = await get('/api/application/pdf/petition/not-a-case', ana.auth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'unknown_case' } });
    const noAuth = await get(`/api/application/pdf/petition/${ana.caseId}`);
    expect(noAuth.statusCode).toBe(401);
    expect(noAuth.json()).toMatchObject({ error: { code: 'session_expired' } });
    const bad = await get('/api/application/pdf/petitions', 'Bearer a.b.c');
    expect(bad.statusCode).toBe(401);
    const badLang = await get(`/api/application/pdf/petition/${ana.caseId}?lang=fr`, ana.auth);
    expect(badLang.statusCode).toBe(400);
  });

  it('prints every eligible case with the section the answers decided (Ben: DWI deferral, boxes from his answers)', async () => {
    const { auth, confirmed } = await person('Ben');
    let cases = (await answerPreliminary(auth)).cases;
    expect(confirmed.cases.length).toBeGreaterThan(0);
    for (let i = 0; i < 4; i++) {
      const open = cases.find((c) => c.questions.length > 0);
      if (!open) break;
      const answers = Object.fromEntries(
        open.questions.map((q) => [q, q === 'bac_under_015' || q === 'paid_all_fines_and_costs']),
      );
      cases = info(await post(auth, 'case-followup-questions', { _id: open._id, ...answers })).cases;
    }
    const eligible = cases.filter((c) => c.final_eligibility === 'nondisclosure' && c.ndo_form !== '411.0729');
    expect(eligible.map((c) => c.ndo_form)).toContain('411.0726');
    const res = await get('/api/application/pdf/petitions', auth);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    let last = -1;
    for (const c of eligible) {
      const at = text.indexOf(`CAUSE NO. ${c.casID}`);
      expect(at).toBeGreaterThan(last);
      last = at;
    }
    expect(text).toContain('UNDER SECTION 411.0726, TEXAS GOVERNMENT CODE');
    expect(text).toContain("[X] Petitioner's alcohol concentration was less than 0.15");
    expect(text).toContain("[X] At the time of the offense Petitioner did not hold a commercial driver's license");
    expect(text).toContain('[X] The offense did not result in a motor vehicle collision involving another person');
  });

  it('answers 404 for the whole packet when no case has a petition', async () => {
    const { auth } = await person('Carla');
    await answerPreliminary(auth);
    const res = await get('/api/application/pdf/petitions', auth);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('GET /api/email-pages/petitions/:emailToken/pdf', () => {
  it('prints the packet saved with the petitions email, without a session; unknown tokens are 404', async () => {
    const { auth } = await person('Ana');
    const after = await answerPreliminary(auth);
    const casID = after.cases.find((c) => c.final_eligibility === 'nondisclosure')?.casID;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/application/email/send-petitions-email',
      headers: { authorization: auth },
      payload: { email: 'ana@example.com', useSpanishURL: true },
    });
    expect(sent.statusCode).toBe(200);
    const rows = await t.db.db.selectFrom('outbox').select(['kind', 'text']).execute();
    const row = rows.filter((r) => r.kind === 'petitions').at(-1);
    const token = /\/email-pages\/petitions\/([A-Za-z0-9_-]+)/.exec(row?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    const res = await get(`/api/email-pages/petitions/${token}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    // The email asked for Spanish; the saved packet remembers it.
    expect(text).toContain(`Instrucciones: su carta de solicitud para el caso ${casID}`);
    expect(text).toContain(`CAUSE NO. ${casID}`);
    const en = pdfText((await get(`/api/email-pages/petitions/${token}/pdf?lang=en`)).rawPayload);
    expect(en).toContain(`Instructions: your request letter for case ${casID}`);
    const missing = await get(`/api/email-pages/petitions/${'A'.repeat(43)}/pdf`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'not_found' } });
    const saved = await t.db.db.selectFrom('petition_packets').select('token_hash').execute();
    expect(saved.length).toBeGreaterThan(0);
    // The link expires with the email page (30 days), and the saved packet is deleted with it.
    t.clock.advance(31 * 86400);
    expect((await get(`/api/email-pages/petitions/${token}/pdf`)).statusCode).toBe(404);
    await purgeMailData(t.db.db, t.clock.now());
    expect(await t.db.db.selectFrom('petition_packets').select('token_hash').execute()).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('describes the three petition routes as PDF responses with the contract errors', async () => {
    const doc = (await get('/api/docs/openapi.json')).json() as {
      paths: Record<
        string,
        { get: { responses: Record<string, { content: Record<string, unknown> }>; security?: unknown } }
      >;
    };
    const one = doc.paths['/api/application/pdf/petition/{_id}']?.get;
    expect(Object.keys(one?.responses[200]?.content ?? {})).toEqual(['application/pdf']);
    expect(Object.keys(one?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '404']));
    expect(one?.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/application/pdf/petitions']?.get.responses[404]).toBeDefined();
    const email = doc.paths['/api/email-pages/petitions/{emailToken}/pdf']?.get;
    expect(email?.security).toBeUndefined();
    expect(email?.responses[404]).toBeDefined();
  });
});

describe('rate limit', () => {
  it(`lets one client fetch at most ${PDF_PER_MINUTE} petition PDFs a minute`, async () => {
    const url = `/api/email-pages/petitions/${'B'.repeat(43)}/pdf`;
    let last = await get(url);
    for (let i = 0; i < PDF_PER_MINUTE; i++) last = await get(url);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ error: { code: 'rate_limited' } });
  });
});
