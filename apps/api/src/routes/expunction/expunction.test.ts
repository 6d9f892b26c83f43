import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaseLookupFoundSchema, EligibilityResponseSchema, type EligibilityInfo } from '@cyr/schemas';
import { DEMO_LOOKUP, makeTestApp, startSession, type TestApp } from '../../test/app';
import { flat, pdfPages } from '../../documents/petitions/test/pdftext';
import { DOWNLOAD_EVENT } from './expunction.route';

/**
 * The expunction packet routes over the synthetic county's demo people: Dan Demo (SPN 09990004) has a
 * misdemeanor dismissed in 2021, expunction-eligible once limitations ran (CCP 55A.054); Ana Demo has a
 * nondisclosure case and no expunction.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ people: 2 });
});
afterAll(async () => {
  await t?.close();
});

const post = (auth: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/application/${url}`, headers: { authorization: auth }, payload });
const get = (url: string, auth?: string) =>
  t.app.inject({ method: 'GET', url, headers: auth ? { authorization: auth } : {} });
const info = (res: { json(): unknown }): EligibilityInfo => EligibilityResponseSchema.parse(res.json()).eligibilityInfo;
const pdfText = (body: Buffer) => flat(pdfPages(body).join('\n'));

async function person(firstName: string, spn: string) {
  const auth = await startSession(t.app);
  const found = CaseLookupFoundSchema.parse(
    (await post(auth, 'cont/case-lookup', { ...DEMO_LOOKUP, firstName })).json(),
  );
  expect(found.eligibilityInfo.cases.some((c) => c.def_spn === spn)).toBe(true);
  let confirmed = info(await post(auth, 'cont/confirm-cases', { spn }));
  if (confirmed.needsPreliminaryQuestions) {
    confirmed = info(
      await post(auth, 'cont/eligibility-preliminary-questions', {
        sexOffender: false,
        disqualifyingOffenses: [],
        noneOfTheAbove: true,
        isVeteran: false,
        hasBeenVictim: false,
        hasClassCConviction: false,
      }),
    );
  }
  return { auth, confirmed };
}

describe('GET /api/application/pdf/expunction/:_id and /expunctions', () => {
  let dan: { auth: string; caseId: string; casID: string; crt: string };
  beforeAll(async () => {
    const { auth, confirmed } = await person('Dan', '09990004');
    const c = confirmed.cases.find((x) => x.final_eligibility === 'expunction');
    expect(c?.expunction_route).toBe('55A.054');
    dan = { auth, caseId: c?._id ?? '', casID: c?.casID ?? '', crt: c?.crt ?? '' };
  });

  it('prints the dismissed case: instructions, petition with the route, court and agencies, proposed order, Statement', async () => {
    const res = await get(`/api/application/pdf/expunction/${dan.caseId}`, dan.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-session-token']).toEqual(expect.any(String));
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`Instructions: your expunction petition for case ${dan.casID}`);
    expect(text).toContain('UNDER ARTICLE 55A.054, TEXAS CODE OF CRIMINAL PROCEDURE');
    expect(text).toContain(`Cause No. ${dan.casID}, County Criminal Court at Law No. ${dan.crt}`);
    expect(text).toContain('Texas Department of Public Safety, Crime Records Service');
    expect(text).toContain("Harris County District Attorney's Office");
    expect(text).toContain('ORDER OF EXPUNCTION');
    // The arresting agency comes from the extract's comp_agency (the synthetic county picks one per case).
    expect(text).toMatch(
      /Arresting agency: (Houston Police Department|Harris County Sheriff's Office|Harris County Constable Precinct [14]|Pasadena Police Department|Texas Department of Public Safety)\./,
    );
    for (const secret of ['09990004', '1990-01-01', 'January 1, 1990']) expect(text).not.toContain(secret);
  });

  it('prints the Spanish instructions with ?lang=es, and every expunction case with /expunctions', async () => {
    const es = await get(`/api/application/pdf/expunction/${dan.caseId}?lang=es`, dan.auth);
    expect(es.statusCode).toBe(200);
    expect(pdfText(es.rawPayload)).toContain(`Instrucciones: su petición de expunción para el caso ${dan.casID}`);
    const all = await get('/api/application/pdf/expunctions', dan.auth);
    expect(all.statusCode).toBe(200);
    expect(pdfText(all.rawPayload)).toContain('PETITION FOR EXPUNCTION OF CRIMINAL RECORDS');
  });

  it('counts downloads in the daily analytics counters, with nothing about the person', async () => {
    const rows = await t.db.db.selectFrom('analytics_daily').selectAll().where('event', '=', DOWNLOAD_EVENT).execute();
    const byTarget = Object.fromEntries(rows.map((r) => [r.target, Number(r.count)]));
    expect(byTarget['expunction_one']).toBeGreaterThanOrEqual(2);
    expect(byTarget['expunction_all']).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(rows)).not.toContain(dan.casID);
  });

  it('answers 404 for a case without an expunction route, an unknown case, and a session without any', async () => {
    const { auth, confirmed } = await person('Ana', '09990001');
    const ana = confirmed.cases[0];
    expect(ana?.final_eligibility).not.toBe('expunction');
    const one = await get(`/api/application/pdf/expunction/${ana?._id}`, auth);
    expect(one.statusCode).toBe(404);
    expect(one.json()).toMatchObject({ error: { code: 'not_found', messageEs: expect.any(String) } });
    expect((await get('/api/application/pdf/expunctions', auth)).statusCode).toBe(404);
    expect((await get(`/api/application/pdf/expunction/${ana?._id}`, dan.auth)).json()).toMatchObject({
      error: { code: 'unknown_case' },
    });
  });

  it('answers 401 without a session and 400 for a bad language', async () => {
    expect((await get(`/api/application/pdf/expunction/${dan.caseId}`)).json()).toMatchObject({
      error: { code: 'session_expired' },
    });
    expect((await get('/api/application/pdf/expunctions?lang=fr', dan.auth)).statusCode).toBe(400);
  });

  it('prints the packet saved with a petitions email page, without a session', async () => {
    const sent = await post(dan.auth, 'email/send-petitions-email', { email: 'dan@example.com', useSpanishURL: false });
    expect(sent.statusCode).toBe(200);
    const row = await t.db.db
      .selectFrom('outbox')
      .select('text')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const token = /email-pages\/petitions\/([A-Za-z0-9_-]+)/.exec(row.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const res = await get(`/api/email-pages/petitions/${token}/expunctions/pdf`);
    expect(res.statusCode).toBe(200);
    expect(pdfText(res.rawPayload)).toContain('UNDER ARTICLE 55A.054');
    expect((await get('/api/email-pages/petitions/not-a-token/expunctions/pdf')).statusCode).toBe(404);
  });
});
