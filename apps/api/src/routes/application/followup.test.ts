import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EligibilityResponseSchema, followupAnswerKind, type Case, type FollowupAnswer } from '@cyr/schemas';
import type { CaseQuestionKey } from '@cyr/rules/vocabulary';
import { makeTestApp, startSession, type TestApp } from '../../test/app';

/**
 * The follow-up questions of docs/law/decisions.md through the API with the real engine, on the synthetic county's
 * random people (not the demo people): the cases that ask a new question are found by asking, not named, so
 * the test follows the engine and the synthetic data wherever they go.
 */
let t: TestApp;
const asked = new Map<CaseQuestionKey, { auth: string; c: Case }>();
/** Every case of every synthetic person, after the additional-info answers. */
const allCases: Case[] = [];

async function post(auth: string, url: string, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/application/cont/${url}`,
    headers: { authorization: auth },
    payload,
  });
}

beforeAll(async () => {
  t = await makeTestApp({ people: 120 });
  const people = await t.db.db
    .selectFrom('cases')
    .select(['def_spn', 'first_name', 'last_name', 'dob'])
    .where('def_spn', 'not like', '0999%')
    .distinct()
    .execute();
  for (const p of people) {
    const auth = await startSession(t.app);
    const lookup = { firstName: p.first_name, lastName: p.last_name, dob: p.dob, agreeToTerms: true };
    if ((await post(auth, 'case-lookup', lookup)).statusCode !== 200) continue;
    if ((await post(auth, 'confirm-cases', { spn: p.def_spn })).statusCode !== 200) continue;
    const none = { sexOffender: false, disqualifyingOffenses: [], noneOfTheAbove: true, hasClassCConviction: false };
    const res = await post(auth, 'eligibility-preliminary-questions', {
      ...none,
      isVeteran: false,
      hasBeenVictim: false,
    });
    if (res.statusCode !== 200) continue;
    for (const c of EligibilityResponseSchema.parse(res.json()).eligibilityInfo.cases) {
      allCases.push(c);
      // One case per key, and only cases that ask exactly one question (so each test answers one thing).
      const q = c.questions.length === 1 ? c.questions[0] : undefined;
      if (q && !asked.has(q)) asked.set(q, { auth, c });
    }
  }
}, 600_000);
afterAll(async () => {
  await t?.close();
});

async function answer(key: CaseQuestionKey, value: FollowupAnswer): Promise<Case> {
  const found = asked.get(key);
  expect(found, `a synthetic case that asks ${key}`).toBeDefined();
  const { auth, c } = found as { auth: string; c: Case };
  const res = await post(auth, 'case-followup-questions', { _id: c._id, [key]: value });
  expect(res.statusCode).toBe(200);
  const after = EligibilityResponseSchema.parse(res.json()).eligibilityInfo.cases.find((x) => x._id === c._id);
  expect(after).toBeDefined();
  return after as Case;
}

describe('case-followup-questions with the real engine (docs/law/decisions.md)', () => {
  it('finds cases that ask the new questions', () => {
    for (const k of [
      'paid_all_fines_and_costs',
      'victim_family_household_or_dating',
      'weapon_only_in_own_vehicle',
    ] as const)
      expect([...asked.keys()]).toContain(k);
    for (const k of asked.keys()) expect(followupAnswerKind(k)).toMatch(/^(yes_no_not_sure|month_or_unknown|enum)$/);
  });

  it('a "yes" to the fines question reveals the month of the last payment (item 18), which then settles the date', async () => {
    const after = await answer('paid_all_fines_and_costs', true);
    expect(after.questions).toEqual(['completion_payment_month']);
    const { auth } = asked.get('paid_all_fines_and_costs') as { auth: string };
    const res = await post(auth, 'case-followup-questions', { _id: after._id, completion_payment_month: '2024-11' });
    expect(res.statusCode).toBe(200);
    const settled = EligibilityResponseSchema.parse(res.json()).eligibilityInfo.cases.find((x) => x._id === after._id);
    expect(settled?.questions).toEqual([]);
    expect(settled?.final_eligibility).not.toBe('could_not_determine');
  });

  it('no case waits undecided for its arrest month: the no-bill or dismissal bounds it (ADR 0060 item 56)', () => {
    expect(allCases.length).toBeGreaterThan(100);
    for (const c of allCases) {
      expect(c.reasons.map((r) => r.code)).not.toContain('ARREST_MONTH_NEEDED');
      if (c.questions.includes('arrest_month')) expect(c.final_eligibility).toBe('not_yet_eligible');
    }
  });

  it('a family, household or dating victim makes the case family violence: ineligible (item 26)', async () => {
    const after = await answer('victim_family_household_or_dating', true);
    expect(after.final_eligibility).toBe('ineligible');
    expect(after.questions).toEqual([]);
  });

  it('a weapon carried on the person (not only in the own vehicle) before 2021-09-01 is expunction (CCP 55A.005)', async () => {
    const after = await answer('weapon_only_in_own_vehicle', false);
    expect(after).toMatchObject({ final_eligibility: 'expunction', questions: [] });
  });
});

describe('case-followup-change: the person changes an answer from the results', () => {
  it('drops the answers on a change and asks again; a "not sure" is shown back', async () => {
    // The family-victim case answered "yes" above: its answer is shown back, then changed.
    const k: CaseQuestionKey = 'victim_family_household_or_dating';
    const { auth, c } = asked.get(k) as { auth: string; c: Case };
    const change = async () => {
      const res = await post(auth, 'case-followup-change', { _id: c._id });
      expect(res.statusCode).toBe(200);
      return EligibilityResponseSchema.parse(res.json()).eligibilityInfo.cases.find((x) => x._id === c._id);
    };

    const before = await change();
    expect(before?.answers).toBeUndefined();
    expect(before?.questions).toEqual([k]);

    const unsure = await answer(k, 'not_sure');
    expect(unsure.answers).toEqual({ [k]: 'not_sure' });
    expect(unsure.questions).toEqual([]);

    const again = await change();
    expect(again?.answers).toBeUndefined();
    expect(again?.questions).toEqual([k]);
  });

  it("refuses a case that is not the session's (404) and a body without an id (400)", async () => {
    const { auth } = [...asked.values()][0] as { auth: string };
    expect((await post(auth, 'case-followup-change', { _id: 'not-a-case' })).statusCode).toBe(404);
    expect((await post(auth, 'case-followup-change', { id: 'x' })).statusCode).toBe(400);
  });
});
