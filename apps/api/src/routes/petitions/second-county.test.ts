import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaseLookupFoundSchema, EligibilityResponseSchema, type EligibilityInfo } from '@cyr/schemas';
import { DEMO_LOOKUP, makeTestApp, startSession, type TestApp } from '../../test/app';
import { LONE_OAK_COUNTY } from '../../test/lone-oak-county';
import { flat, pdfPages } from '../../documents/petitions/test/pdftext';

/**
 * County as a contract (docs/decisions/0080-county-as-a-contract.md): the same court data and the same engine,
 * with a made-up second county given to the app. Its courts, clerk, fees and legal help reach the results'
 * documents, and nothing of Harris County's does. Ana Demo's 411.072 deferral was heard in court 7 (on Harris
 * County's list of county criminal courts at law, not on Lone Oak's), Dan Demo's dismissal in court 4 (on both).
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ people: 2, deps: { county: LONE_OAK_COUNTY } });
});
afterAll(async () => {
  await t?.close();
});

const post = (auth: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/application/cont/${url}`, headers: { authorization: auth }, payload });
const get = (url: string, auth: string) => t.app.inject({ method: 'GET', url, headers: { authorization: auth } });
const info = (res: { json(): unknown }): EligibilityInfo => EligibilityResponseSchema.parse(res.json()).eligibilityInfo;
const pdfText = (body: Buffer) => flat(pdfPages(body).join('\n'));

/** A demo person looked up, confirmed and past the preliminary questions: their evaluated cases. */
async function person(firstName: string, spn: string) {
  const auth = await startSession(t.app);
  const found = CaseLookupFoundSchema.parse((await post(auth, 'case-lookup', { ...DEMO_LOOKUP, firstName })).json());
  expect(found.eligibilityInfo.cases.some((c) => c.def_spn === spn)).toBe(true);
  await post(auth, 'confirm-cases', { spn });
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
  return { auth, cases: answered.cases };
}

describe('a second county (Lone Oak, made up) given to the app', () => {
  it("prints its clerk, its fee and its courts in a 411.072 letter: a court not on its lists is left blank, never Harris County's name for it", async () => {
    const { auth, cases } = await person('Ana', '09990001');
    const c = cases.find((x) => x.final_eligibility === 'nondisclosure');
    // The engine decided as it does for Harris County: the county gives it nothing.
    expect(c?.ndo_form).toBe('411.072');
    expect(Number(c?.crt)).toBe(7);
    const res = await get(`/api/application/pdf/petition/${c?._id}`, auth);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Lone Oak County, Texas');
    expect(text).toContain('Filed with: Lone Oak County District Clerk, 100 Courthouse Square, Lone Oak, Texas 75000');
    expect(text).toContain('Section 411.072 ($45)');
    expect(text).toContain('Lone Oak Legal Aid');
    expect(text).not.toContain('County Criminal Court at Law No. 7');
    expect(text).not.toMatch(/Harris|Houston|1201 Franklin/);
  });

  it('prints its court, agencies and fees in an expunction packet, in English and Spanish', async () => {
    const { auth, cases } = await person('Dan', '09990004');
    const c = cases.find((x) => x.final_eligibility === 'expunction' && x.def_spn === '09990004');
    expect(c?.expunction_route).toBe('55A.054');
    expect(Number(c?.crt)).toBe(4);
    const en = pdfText((await get(`/api/application/pdf/expunction/${c?._id}`, auth)).rawPayload);
    expect(en).toContain('County Criminal Court at Law No. 4');
    expect(en).toContain('Lone Oak County Sheriff');
    expect(en).toContain('$310 at the Lone Oak clerk');
    expect(en).toContain('102 Courthouse Square, Lone Oak');
    expect(en).not.toMatch(/Harris|Houston|1201 Franklin/);
    const es = pdfText((await get(`/api/application/pdf/expunction/${c?._id}?lang=es`, auth)).rawPayload);
    expect(es).toContain('$310 en la Secretaría de Lone Oak');
  });
});
