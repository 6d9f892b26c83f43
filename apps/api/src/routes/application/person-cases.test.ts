import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaseLookupFoundSchema, EligibilityResponseSchema, type EligibilityInfo } from '@cyr/schemas';
import { DEMO_LOOKUP, makeTestApp, startSession, type TestApp } from '../../test/app';
import { flat, pdfPages } from '../../documents/petitions/test/pdftext';
import { SessionService } from '../../services/sessions';

/**
 * Cases the person fixes or adds from their papers (ADR 0073), over the synthetic county's demo people on
 * PGlite with an injected clock: evaluated by the engine, marked in the results and the documents, kept in
 * the session only, and refused with a translated 4xx that changes nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ people: 2 });
});
afterAll(async () => {
  await t?.close();
});

const post = (auth: string, url: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/application/cont/${url}`,
    headers: { authorization: auth },
    payload: payload as object,
  });
const get = (url: string, auth: string) => t.app.inject({ method: 'GET', url, headers: { authorization: auth } });
const info = (res: { json(): unknown }): EligibilityInfo => EligibilityResponseSchema.parse(res.json()).eligibilityInfo;
const pdfText = (body: Buffer) => flat(pdfPages(body).join('\n'));

async function person(firstName: string) {
  const auth = await startSession(t.app);
  const found = CaseLookupFoundSchema.parse((await post(auth, 'case-lookup', { ...DEMO_LOOKUP, firstName })).json());
  info(await post(auth, 'confirm-cases', { spn: found.eligibilityInfo.cases[0]?.def_spn }));
  const answered = info(
    await post(auth, 'eligibility-preliminary-questions', {
      sexOffender: false,
      disqualifyingOffenses: [],
      noneOfTheAbove: true,
      isVeteran: false,
      hasBeenVictim: false,
      hasClassCConviction: false,
    }),
  );
  return { auth, answered };
}

const ACQUITTED = {
  offense: 'Criminal trespass',
  level: 'MB',
  disposition: 'acquitted',
  causeNumber: '219001',
  filingDate: '2019-01-10',
  dispositionDate: '2019-05-02',
};

const caseInfo = async (auth: string) => info(await get('/api/application/pdf/case-info?format=json', auth));
const courtCaseCount = async () =>
  Number(
    (
      await t.db.db
        .selectFrom('cases')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('cases the person fixes or adds', () => {
  it('evaluates an added case, marks it "entered by you" and prints it in the expunction packet with the note', async () => {
    const casesBefore = await courtCaseCount();
    const { auth, answered } = await person('Ana');
    const res = await post(auth, 'case-added', ACQUITTED);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token: expect.any(String), tokenExpirationTime: expect.any(Number) });
    const after = info(res);
    expect(after.cases).toHaveLength(answered.cases.length + 1);
    const added = after.cases.at(-1);
    expect(added).toMatchObject({
      origin: 'entered',
      disposition: 'acquitted',
      casID: '219001',
      current_offense_name: 'Criminal trespass',
      dismissal_date: '2019-05-02',
      final_eligibility: 'expunction',
      expunction_route: '55A.002',
      full_name: answered.cases[0]?.full_name,
    });
    expect(added?.court_record).toBeUndefined();
    // The court case is untouched and still court data.
    expect(after.cases[0]?.origin).toBeUndefined();
    expect((await caseInfo(auth)).cases.map((c) => c._id)).toEqual(after.cases.map((c) => c._id));

    const pdf = await get(`/api/application/pdf/expunction/${added?._id}?lang=en`, auth);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Entered by you');
    expect(text).toContain('attach a copy of the judgment or order');
    expect(text).toContain('Criminal trespass');
    const es = pdfText((await get(`/api/application/pdf/expunction/${added?._id}?lang=es`, auth)).rawPayload);
    expect(es).toContain('Ingresado por usted');
    // The printable results say it too.
    const results = pdfText((await get('/api/application/pdf/case-info?format=pdf&lang=en', auth)).rawPayload);
    expect(results).toContain('Entered by you');
    expect(results).toContain('Criminal trespass');
    // Never written to the court data.
    expect(await courtCaseCount()).toBe(casesBefore);
    const stored = await t.db.db.selectFrom('cases').select('cas').where('cause_number', '=', '219001').execute();
    expect(stored).toEqual([]);
  });

  it('corrects a court case from the papers: "corrected by you", the court record kept, the petition marked', async () => {
    const { auth, answered } = await person('Ana');
    const court = answered.cases[0];
    expect(court?.final_eligibility).toBe('nondisclosure');
    const res = await post(auth, 'case-correction', {
      _id: court?._id,
      offense: court?.current_offense_name,
      level: 'MA',
      disposition: 'deferred_discharged',
      filingDate: court?.fda,
      dispositionDate: court?.da_start,
      endDate: court?.da_end,
    });
    expect(res.statusCode).toBe(200);
    const corrected = info(res).cases[0];
    expect(corrected).toMatchObject({
      _id: court?._id,
      origin: 'corrected',
      disposition: 'deferred_discharged',
      current_charge_level: 'MA',
      court_record: { current_offense_name: court?.current_offense_name, current_charge_level: 'MB' },
    });
    expect(corrected?.final_eligibility).toBe('nondisclosure');
    const pdf = await get(`/api/application/pdf/petition/${court?._id}?lang=en`, auth);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Corrected by you');
    expect(text).toContain('A copy of the judgment or order in this case, attached by Petitioner.');
    const results = pdfText((await get('/api/application/pdf/case-info?format=pdf&lang=es', auth)).rawPayload);
    expect(results).toContain('Corregido por usted');
    expect(results).toContain('Lo que dicen los registros de la corte');

    // A retyped offense cannot be classified: the engine says so and does not guess.
    const typed = info(
      await post(auth, 'case-correction', {
        _id: court?._id,
        offense: 'Theft of a bicycle',
        level: 'MB',
        disposition: 'deferred_discharged',
        dispositionDate: court?.da_start,
        endDate: court?.da_end,
      }),
    ).cases[0];
    expect(typed?.final_eligibility).toBe('could_not_determine');
    expect(typed?.reasons.map((r) => r.code)).toContain('OFFENSE_TYPED_BY_PERSON');
    expect(typed?.reasons.map((r) => r.code)).not.toContain('UNIDENTIFIED_OFFENSE');

    // Undo: the court data again.
    const undone = info(await post(auth, 'case-undo', { _id: court?._id })).cases[0];
    expect(undone?.origin).toBeUndefined();
    expect(undone?.current_charge_level).toBe('MB');
    expect(undone?.final_eligibility).toBe('nondisclosure');
  });

  it('leaves a case marked "not mine" out of the results and lists it so it can be put back', async () => {
    const { auth, answered } = await person('Ben');
    const court = answered.cases[0];
    const res = info(await post(auth, 'case-not-mine', { _id: court?._id }));
    expect(res.cases).toEqual([]);
    expect(res.notMine).toEqual([
      { _id: court?._id, casID: court?.casID, current_offense_name: court?.current_offense_name, fda: court?.fda },
    ]);
    expect((await caseInfo(auth)).notMine).toHaveLength(1);
    const petition = await get(`/api/application/pdf/petition/${court?._id}`, auth);
    expect(petition.statusCode).toBe(404);
    const back = info(await post(auth, 'case-undo', { _id: court?._id }));
    expect(back.cases.map((c) => c._id)).toEqual([court?._id]);
    expect(back.notMine).toBeUndefined();
  });

  it('a case corrected to "deferred adjudication, not finished yet" waits for the day it is set to end (issue #41)', async () => {
    const { auth, answered } = await person('Ana');
    const court = answered.cases[0];
    const notOver = {
      _id: court?._id,
      offense: court?.current_offense_name,
      level: 'MB',
      disposition: 'on_deferred',
      dispositionDate: court?.da_start,
    };
    // The day it is set to end is asked, and a day already past is refused: the case would be over.
    const missing = await post(auth, 'case-correction', notOver);
    expect(missing.statusCode).toBe(400);
    expect((missing.json() as { error: { fields: object } }).error.fields).toMatchObject({ endDate: 'required' });
    const passed = await post(auth, 'case-correction', { ...notOver, endDate: '2020-01-15' });
    expect((passed.json() as { error: { fields: object } }).error.fields).toMatchObject({
      endDate: 'supervision_end_passed',
    });
    // With the day ahead: no "date missing from the court records", no "how did it end", a date to come back.
    const end = `${new Date().getUTCFullYear() + 2}-06-30`;
    const res = await post(auth, 'case-correction', { ...notOver, endDate: end });
    expect(res.statusCode).toBe(200);
    const c = info(res).cases.find((x) => x._id === court?._id);
    const codes = c?.reasons.map((r) => r.code) ?? [];
    expect(codes).not.toContain('DATE_UNKNOWN');
    expect(codes).toContain('STILL_ON_SUPERVISION');
    expect(c?.questions).not.toContain('supervision_end_how');
    expect(c?.final_eligibility).toBe('not_yet_eligible');
    expect(c?.da_end).toBe(end);
  });

  it('refuses bad input with a translated 4xx and changes nothing', async () => {
    const { auth } = await person('Carla');
    await post(auth, 'case-added', ACQUITTED);
    const before = await caseInfo(auth);
    const bad: [string, unknown, number, string, Record<string, string>?][] = [
      ['case-added', { ...ACQUITTED, offense: '   ' }, 400, 'validation_error', { offense: 'required' }],
      ['case-added', { ...ACQUITTED, level: 'unknown' }, 400, 'validation_error', { level: 'invalid' }],
      ['case-added', { ...ACQUITTED, disposition: 'expunged' }, 400, 'validation_error', { disposition: 'invalid' }],
      ['case-added', { ...ACQUITTED, dispositionDate: '' }, 400, 'validation_error', { dispositionDate: 'required' }],
      [
        'case-added',
        { ...ACQUITTED, dispositionDate: '2019-02-30' },
        400,
        'validation_error',
        { dispositionDate: 'invalid_date' },
      ],
      [
        'case-added',
        { ...ACQUITTED, filingDate: '2019-06-01' },
        400,
        'validation_error',
        { dispositionDate: 'invalid_date' },
      ],
      ['case-added', { ...ACQUITTED, offense: 'x'.repeat(121) }, 400, 'validation_error', { offense: 'too_long' }],
      ['case-added', { ...ACQUITTED, court: '12' }, 400, 'validation_error'],
      ['case-added', [], 400, 'validation_error'],
      ['case-correction', { ...ACQUITTED, _id: 'nope' }, 404, 'unknown_case'],
      ['case-not-mine', { _id: 'nope' }, 404, 'unknown_case'],
      ['case-undo', { _id: 'x'.repeat(65) }, 400, 'validation_error', { _id: 'invalid' }],
    ];
    for (const [url, body, status, code, fields] of bad) {
      const res = await post(auth, url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 80)}`).toBe(status);
      const err = (res.json() as { error: { code: string; message: string; messageEs: string; fields?: object } })
        .error;
      expect(err.code).toBe(code);
      expect(err.message).not.toBe('');
      expect(err.messageEs).not.toBe(err.message);
      if (fields) expect(err.fields).toMatchObject(fields);
    }
    expect(await caseInfo(auth)).toEqual(before);
    // Without a session: 401, nothing stored.
    expect((await post('Bearer nope', 'case-added', ACQUITTED)).statusCode).toBe(401);
  });

  it('keeps no more than 20 added cases (400 too_many)', async () => {
    const { auth } = await person('Dan');
    for (let i = 0; i < 20; i++) expect((await post(auth, 'case-added', ACQUITTED)).statusCode).toBe(200);
    const res = await post(auth, 'case-added', ACQUITTED);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'validation_error', fields: { added: 'too_many' } } });
    expect((await caseInfo(auth)).cases.filter((c) => c.origin === 'entered')).toHaveLength(20);
  });

  it('needs confirmed cases before one is added (409)', async () => {
    const auth = await startSession(t.app);
    const res = await post(auth, 'case-added', ACQUITTED);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { code: 'no_confirmed_cases' } });
  });

  it('an emailed copy keeps only the court cases: what the person entered lives only as long as the session', async () => {
    const { auth, answered } = await person('Ben');
    const court = answered.cases[0];
    await post(auth, 'case-added', ACQUITTED);
    await post(auth, 'case-correction', {
      _id: court?._id,
      offense: 'Theft of a bicycle',
      level: 'MB',
      disposition: 'dismissed',
      dispositionDate: '2018-02-01',
    });
    const live = await caseInfo(auth);
    expect(live.cases.map((c) => c.origin)).toEqual(['corrected', 'entered']);
    const email = async (path: string, useSpanishURL: boolean) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/application/email/${path}`,
        headers: { authorization: auth },
        payload: { email: 'ben@example.com', useSpanishURL },
      });
      expect(res.statusCode).toBe(200);
      return t.db.db
        .selectFrom('outbox')
        .select(['text', 'html'])
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
    };
    const en = await email('send-case-results-email', false);
    expect(en.text).toContain(
      'This copy leaves out 2 cases that you entered, corrected or said were not yours. We keep what you type only while you use the site',
    );
    expect(en.html).toContain('This copy leaves out 2 cases');
    const es = await email('send-petitions-email', true);
    expect(es.text).toContain('Esta copia no incluye 2 casos que usted ingresó, corrigió o dijo que no eran suyos.');

    // What is stored for the email pages: no case the person entered or corrected, no words they typed.
    const pages = await t.db.db.selectFrom('email_pages').select(['eligibility_info', 'kind']).execute();
    const copies = pages.map((p) => p.eligibility_info as EligibilityInfo).filter((i) => i.personCasesLeftOut);
    expect(copies).toHaveLength(2);
    for (const copy of copies) {
      expect(copy.personCasesLeftOut).toBe(2);
      expect(copy.cases.filter((c) => c.origin !== undefined)).toEqual([]);
      expect(copy.cases.map((c) => c._id)).not.toContain(court?._id);
      expect(copy.notMine).toBeUndefined();
    }
    const stored = JSON.stringify(await t.db.db.selectFrom('petition_packets').select('packet').execute());
    const storedPages = JSON.stringify(pages);
    for (const typed of ['Theft of a bicycle', 'Criminal trespass', '219001', '"entered"', '"corrected"']) {
      expect(storedPages).not.toContain(typed);
      expect(stored).not.toContain(typed);
    }
    // The session itself still has them until it ends.
    expect((await caseInfo(auth)).cases).toHaveLength(live.cases.length);
  });

  it('marks a case "not mine": the emailed copy leaves the list out and counts it', async () => {
    const { auth, answered } = await person('Ana');
    await post(auth, 'case-not-mine', { _id: answered.cases[0]?._id });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/application/email/send-case-results-email',
      headers: { authorization: auth },
      payload: { email: 'ana@example.com', useSpanishURL: false },
    });
    expect(res.statusCode).toBe(200);
    const mail = await t.db.db
      .selectFrom('outbox')
      .select('text')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain('This copy leaves out 1 case that you entered, corrected or said was not yours.');
    const token = /\/email-pages\/results\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1] ?? '';
    const page = await t.app.inject({ method: 'GET', url: `/api/email-pages/results/${token}` });
    expect(page.statusCode).toBe(200);
    const copy = (page.json() as { eligibilityInfo: EligibilityInfo }).eligibilityInfo;
    expect(copy.personCasesLeftOut).toBe(1);
    expect(copy.notMine).toBeUndefined();
    expect(copy.cases.map((c) => c._id)).not.toContain(answered.cases[0]?._id);
  });

  it('a new confirm starts over, and the purge of an expired session deletes what the person entered', async () => {
    const { auth } = await person('Ana');
    await post(auth, 'case-added', ACQUITTED);
    const sid = await new SessionService(t.db.db, t.clock.now).sessionIdOf(auth);
    const row = await t.db.db
      .selectFrom('sessions')
      .select('person_cases')
      .where('id', '=', sid ?? '')
      .executeTakeFirst();
    expect(JSON.stringify(row?.person_cases)).toContain('Criminal trespass');
    t.clock.advance(2 * 3600);
    expect(await new SessionService(t.db.db, t.clock.now).purgeExpired()).toBeGreaterThan(0);
    const left = await t.db.db
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', sid ?? '')
      .execute();
    expect(left).toEqual([]);
    expect((await get('/api/application/pdf/case-info?format=json', auth)).statusCode).toBe(401);
  });
});
