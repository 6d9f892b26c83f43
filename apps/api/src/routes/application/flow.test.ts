import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CaseLookupFoundSchema,
  EligibilityResponseSchema,
  followupAnswerKind,
  followupAnswerValues,
  type EligibilityInfo,
  type FollowupAnswer,
} from '@cyr/schemas';
import type { CaseQuestionKey } from '@cyr/rules/vocabulary';
import { loggerOptions } from '../../app';
import { DEMO_LOOKUP, makeTestApp, startSession, type TestApp } from '../../test/app';

/**
 * The whole flow for each demo person of the synthetic county, with an injected clock (2026-11-21 in
 * Houston), on PGlite (or PostgreSQL with TEST_DATABASE_URL). The app logs at `info` into a captured
 * stream; the last test fails if any personal datum of the demo people appears in the log.
 */
const logLines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _enc, cb) {
    logLines.push(chunk.toString('utf8'));
    cb();
  },
});

let t: TestApp;
beforeAll(async () => {
  const logger = { ...(loggerOptions('trace') as object), stream: capture };
  t = await makeTestApp({ logger });
});
afterAll(async () => {
  await t?.close();
});

async function post(auth: string, url: string, payload: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/application/cont/${url}`,
    headers: { authorization: auth },
    payload,
  });
  return res;
}

const NONE = { sexOffender: false, disqualifyingOffenses: [], noneOfTheAbove: true };
const NOT_VETERAN_NOT_VICTIM = { isVeteran: false, hasBeenVictim: false, hasClassCConviction: false };

async function lookupAndConfirm(firstName: string) {
  const auth = await startSession(t.app);
  const lookup = await post(auth, 'case-lookup', { ...DEMO_LOOKUP, firstName });
  expect(lookup.statusCode).toBe(200);
  const found = CaseLookupFoundSchema.parse(lookup.json());
  const spn = found.eligibilityInfo.cases[0]?.def_spn;
  expect(spn).toBeDefined();
  const confirm = await post(auth, 'confirm-cases', { spn });
  expect(confirm.statusCode).toBe(200);
  return { auth, found, confirmed: EligibilityResponseSchema.parse(confirm.json()).eligibilityInfo };
}

/**
 * The demo answers to a follow-up question: yes to the blood-alcohol and fines questions, no to the other
 * yes/no questions, a month two years before the clock for a month, probation for the interlock order, the first
 * choice of any other list.
 */
function demoAnswer(q: CaseQuestionKey): FollowupAnswer {
  const kind = followupAnswerKind(q);
  if (kind === 'month_or_unknown') return '2024-11';
  if (kind === 'enum') return q === 'interlock_condition' ? 'probation' : (followupAnswerValues(q)[0] ?? '');
  return q === 'bac_under_015' || q === 'paid_all_fines_and_costs';
}

async function answerPreliminary(auth: string, info: EligibilityInfo): Promise<EligibilityInfo> {
  expect(info.needsPreliminaryQuestions).toBe(true);
  const res = await post(auth, 'eligibility-preliminary-questions', { ...NONE, ...NOT_VETERAN_NOT_VICTIM });
  expect(res.statusCode).toBe(200);
  return EligibilityResponseSchema.parse(res.json()).eligibilityInfo;
}

describe('demo people, whole flow', () => {
  it('Ana: one deferred-adjudication theft case, likely eligible for nondisclosure after the additional info', async () => {
    const { auth, found, confirmed } = await lookupAndConfirm('Ana');
    expect(found.eligibilityInfo.needSPN).toBe(false);
    expect(found.eligibilityInfo.cases).toHaveLength(1);
    expect(found.lookupEndDateEn).toBe('November 20, 2026');
    expect(found.lookupEndDateEs).toBe('20 de noviembre de 2026');
    expect(confirmed.cases[0]?.final_eligibility).toBe('could_not_determine');
    expect(confirmed.preliminaryQuestions).toContain('sexOffender');
    expect(confirmed.preliminaryQuestions).toContain('hasClassCConviction');
    const after = await answerPreliminary(auth, confirmed);
    expect(after.needsPreliminaryQuestions).toBe(false);
    expect(after.preliminaryQuestions).toEqual([]);
    expect(after.cases[0]).toMatchObject({
      casID: '2120001',
      final_eligibility: 'nondisclosure',
      ndo_form: '411.072',
      questions: [],
    });
    // case-info (JSON) shows the same evaluated cases.
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/application/pdf/case-info',
      headers: { authorization: auth },
    });
    expect(info.statusCode).toBe(200);
    expect(EligibilityResponseSchema.parse(info.json()).eligibilityInfo.cases).toEqual(after.cases);
  });

  it('Ana: the Class C answer (decision 0006) decides between the automatic order and a petition', async () => {
    const { auth } = await lookupAndConfirm('Ana');
    const open = EligibilityResponseSchema.parse(
      (
        await post(auth, 'eligibility-preliminary-questions', { ...NONE, isVeteran: false, hasBeenVictim: false })
      ).json(),
    ).eligibilityInfo;
    expect(open.preliminaryQuestions).toEqual(['hasClassCConviction']);
    expect(open.cases[0]?.final_eligibility).toBe('could_not_determine');
    expect(open.cases[0]?.reasons.map((r) => r.code)).toContain('CLASS_C_ANSWER_NEEDED');
    const yes = await post(auth, 'eligibility-preliminary-questions', { ...NONE, hasClassCConviction: true });
    expect(yes.statusCode).toBe(200);
    const info = EligibilityResponseSchema.parse(yes.json()).eligibilityInfo;
    expect(info.preliminaryQuestions).toEqual([]);
    // A Class C record may fall inside the clean period (Gov't Code 411.074(a)), and for the automatic order
    // (411.072(a)(2)) it matters whether it came before this case: the case asks both.
    const ana = info.cases[0];
    expect(ana).toMatchObject({
      final_eligibility: 'could_not_determine',
      questions: ['class_c_in_window', 'class_c_before_case'],
    });
    const outside = await post(auth, 'case-followup-questions', {
      _id: ana?._id,
      class_c_in_window: false,
      class_c_before_case: true,
    });
    expect(outside.statusCode).toBe(200);
    const cleared = EligibilityResponseSchema.parse(outside.json()).eligibilityInfo.cases[0];
    expect(cleared).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.0725', questions: [] });
    const no = EligibilityResponseSchema.parse(
      (await post(auth, 'eligibility-preliminary-questions', { ...NONE, hasClassCConviction: false })).json(),
    ).eligibilityInfo;
    expect(no.cases[0]).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.072' });
    const bad = await post(auth, 'eligibility-preliminary-questions', { ...NONE, hasClassCConviction: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ hasClassCConviction: 'invalid' });
  });

  it('Ben: a DWI deferred adjudication, eligible only after the case follow-up questions', async () => {
    const { auth, confirmed } = await lookupAndConfirm('Ben');
    const after = await answerPreliminary(auth, confirmed);
    const dwi = after.cases[0];
    expect(dwi?.final_eligibility).toBe('could_not_determine');
    expect(dwi?.questions).toEqual(expect.arrayContaining(['bac_under_015', 'had_commercial_license_or_permit']));
    // Missing a listed key: 400 naming it.
    const missing = await post(auth, 'case-followup-questions', { _id: dwi?._id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toMatchObject({ bac_under_015: 'required' });
    const answers = Object.fromEntries((dwi?.questions ?? []).map((q) => [q, demoAnswer(q)]));
    const res = await post(auth, 'case-followup-questions', {
      _id: dwi?._id,
      ...answers,
      committed_solely_as_trafficking_victim: true,
    });
    expect(res.statusCode).toBe(200);
    let info = EligibilityResponseSchema.parse(res.json()).eligibilityInfo;
    // Follow-up questions may reveal more (e.g. ignition interlock); answer until none are left.
    for (let i = 0; i < 3 && (info.cases[0]?.questions.length ?? 0) > 0; i++) {
      const more = Object.fromEntries((info.cases[0]?.questions ?? []).map((q) => [q, demoAnswer(q)]));
      const r = await post(auth, 'case-followup-questions', { _id: dwi?._id, ...more });
      expect(r.statusCode).toBe(200);
      info = EligibilityResponseSchema.parse(r.json()).eligibilityInfo;
    }
    expect(info.cases[0]).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.0726', questions: [] });
  });

  it('Carla: a family-violence conviction, ineligible at once: a certain bar needs no answer (ADR 0060 item 50)', async () => {
    const { confirmed } = await lookupAndConfirm('Carla');
    expect(confirmed.needsPreliminaryQuestions).toBe(false);
    expect(confirmed.cases[0]?.final_eligibility).toBe('ineligible');
    expect(confirmed.cases[0]?.reasons.map((r) => r.code)).toContain('BAR_411074_FAMILY_VIOLENCE');
  });

  it('Dan: two people with the same name and date of birth, so needSPN with two lists; confirming one keeps only his', async () => {
    const auth = await startSession(t.app);
    const lookup = await post(auth, 'case-lookup', { ...DEMO_LOOKUP, firstName: 'Dan' });
    const found = CaseLookupFoundSchema.parse(lookup.json());
    expect(found.eligibilityInfo.needSPN).toBe(true);
    const spns = [...new Set(found.eligibilityInfo.cases.map((c) => c.def_spn))];
    expect(spns).toEqual(['09990004', '09990005']);
    const confirm = await post(auth, 'confirm-cases', { spn: '09990005' });
    const info = EligibilityResponseSchema.parse(confirm.json()).eligibilityInfo;
    expect(info.needSPN).toBe(false);
    expect(info.cases.map((c) => c.def_spn)).toEqual(['09990005']);
    // A middle name narrows the match to the record that has it (the other Dan has none recorded, so stays).
    const narrowed = await post(auth, 'case-lookup', { ...DEMO_LOOKUP, firstName: 'Dan', middleName: 'Robert' });
    expect(CaseLookupFoundSchema.parse(narrowed.json()).eligibilityInfo.cases.map((c) => c.def_spn)).toEqual([
      '09990004',
    ]);
    const initial = await post(auth, 'case-lookup', {
      ...DEMO_LOOKUP,
      firstName: 'dan',
      middleName: 'M',
      lastName: 'DÉMO',
    });
    expect(CaseLookupFoundSchema.parse(initial.json()).eligibilityInfo.needSPN).toBe(true);
  });

  it('aliases widen the search; a name with no letters answers nameError', async () => {
    const auth = await startSession(t.app);
    const alias = await post(auth, 'case-lookup', {
      ...DEMO_LOOKUP,
      firstName: 'Anna',
      aliasFirstNames: ['', 'Ana'],
      lastName: 'Smith',
      aliasLastNames: ['De-mo'],
    });
    expect(CaseLookupFoundSchema.parse(alias.json()).eligibilityInfo.cases.map((c) => c.def_spn)).toEqual(['09990001']);
    const none = await post(auth, 'case-lookup', { ...DEMO_LOOKUP, firstName: 'Nobody' });
    expect(CaseLookupFoundSchema.parse(none.json()).eligibilityInfo).toEqual({ needSPN: false, cases: [] });
    const bad = await post(auth, 'case-lookup', { ...DEMO_LOOKUP, firstName: '!!! 123' });
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toMatchObject({ nameError: true, token: expect.any(String) });
  });

  it('rejects bodies that carry personal data without echoing them to the log', async () => {
    const auth = await startSession(t.app);
    const extra = await post(auth, 'case-lookup', {
      ...DEMO_LOOKUP,
      firstName: 'Carla',
      nickname: 'CARLA DEMO 09990003',
    });
    expect(extra.statusCode).toBe(400);
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/application/cont/case-lookup',
      headers: { authorization: auth, 'content-type': 'application/json' },
      payload: '{"firstName":"Carla","lastName":"Demo","dob":"1990-01-01"',
    });
    expect(badJson.statusCode).toBe(400);
    const badToken = await t.app.inject({
      method: 'GET',
      url: '/api/application/pdf/case-info',
      headers: { authorization: 'Bearer Carla.Demo.09990003' },
    });
    expect(badToken.statusCode).toBe(401);
  });

  it('never logs the demo people’s names, dates of birth, SPNs or cause numbers', () => {
    const log = logLines.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).toContain('/api/application/cont/case-lookup');
    for (const secret of [
      'Ana',
      'ANA',
      'Carla',
      'CARLA',
      'DEMO',
      'Demo',
      '1990-01-01',
      '09990001',
      '09990004',
      '09990005',
      '2120001',
      '2190003',
    ]) {
      expect(log, `log contains ${secret}`).not.toContain(secret);
    }
  });
});
