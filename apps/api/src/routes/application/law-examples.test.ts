import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaseLookupFoundSchema, EligibilityResponseSchema, type Case, type EligibilityInfo } from '@cyr/schemas';
import type { PreliminaryQuestionsBody } from '@cyr/schemas/application';
import { DEMO_LOOKUP, makeTestApp, startSession, type TestApp } from '../../test/app';
import { writeExtract, type Row } from '../../test/extract';
import { importFile } from '../../sync/imports';

/**
 * The worked examples of the fourth legal review and the fourth real-data read (docs/law D74–D87: items 66–81 of the
 * law's fourth-review section), each person's court rows written in the clerk's
 * weekly layout, imported by the import path of `npm run import`, and walked through the API as the site walks it:
 * look up, confirm, then answer whatever the server asks (the questions about other records when
 * `needsPreliminaryQuestions`, each case's `questions`) until nothing is asked. A question the example does not
 * answer fails the test (a dead end); the results are what the example says. Today is 2026-12-06.
 */
const DOB = { m: '6', d: '2', y: '1988' };
const person = (spn: string, first: string) => ({ spn, name: `SAMPLE, ${first.toUpperCase()}` });
const KIM = person('07710001', 'Kim');
const LOU = person('07710002', 'Lou');
const MAX = person('07710003', 'Max');
const NED = person('07710004', 'Ned');
const ORA = person('07710005', 'Ora');
const PAT = person('07710006', 'Pat');
const NICO = person('07710007', 'Nico');
const OPAL = person('07710008', 'Opal');
const PIA = person('07710009', 'Pia');
const REX = person('07710010', 'Rex');
const SID = person('07710011', 'Sid');
const TAM = person('07710012', 'Tam');
const URI = person('07710013', 'Uri');
const VAL = person('07710014', 'Val');

/** A case's event row; the cause number is 7 digits and the clerk's `01010` suffix. */
const row = (who: { spn: string; name: string }, cause: string, x: Partial<Row>): Row => ({
  ...who,
  cas: `${cause}01010`,
  fda: '20200101',
  level: 'M A',
  literal: 'THEFT',
  ins: 'MIN',
  cad: '',
  cst: 'D',
  dst: 'D',
  dispdt: '',
  disposition: '',
  sentence: '',
  ...x,
});

const DWI = { level: 'M B', literal: 'DRIVING WHILE INTOXICATED' };
const ROWS: Row[] = [
  // Kim (66): DWI, probation 2021-03-01 for 18 months, "PROBATION TERMINATION" 2022-08-31.
  row(KIM, '2210011', {
    ...DWI,
    fda: '20210110',
    cad: 'PROB',
    cst: 'C',
    dispdt: '20210301',
    disposition: 'PROBATION-PLEA OF GUILTY',
    sentence: '18 MONTHS PROBATION',
  }),
  row(KIM, '2210011', {
    ...DWI,
    fda: '20210110',
    cad: 'DISP',
    dispdt: '20220831',
    disposition: 'PROBATION TERMINATION',
  }),
  // Lou (67): burglary of a building (state jail), 3 years' probation 2020-05-01, terminated 2025-06-15.
  row(LOU, '1200012', {
    level: 'F S',
    literal: 'BURGLARY OF A BUILDING',
    fda: '20200203',
    ins: 'FID',
    cad: 'PROB',
    cst: 'C',
    dispdt: '20200501',
    disposition: 'PROBATION-PLEA OF GUILTY',
    sentence: '3 YEARS PROBATION',
  }),
  row(LOU, '1200012', {
    level: 'F S',
    literal: 'BURGLARY OF A BUILDING',
    fda: '20200203',
    ins: 'FID',
    cad: 'DISP',
    dispdt: '20250615',
    disposition: 'PROBATION TERMINATION',
  }),
  // Max (68): a Class A theft "DISMISSED CASE REFILED" 2021-02-10; the theft refiled 2021-02-12 under another
  // report number, deferred 2021-05-01 for 12 months, dismissed 2022-04-30.
  row(MAX, '2210013', {
    fda: '20201201',
    reportNumber: '210100001',
    cad: 'DISM',
    dispdt: '20210210',
    disposition: 'DISMISSED CASE REFILED',
  }),
  row(MAX, '2210014', {
    fda: '20210212',
    reportNumber: '210100077',
    cad: 'DADJ',
    cst: 'C',
    dispdt: '20210501',
    disposition: 'DEFERRED ADJUD OF GUILT',
    sentence: '12 MONTHS PROBATION',
  }),
  row(MAX, '2210014', {
    fda: '20210212',
    reportNumber: '210100077',
    cad: 'DISM',
    dispdt: '20220430',
    disposition: 'DISMISSED',
  }),
  // Ned (69): DWI, probation 2018-09-01 for 12 months, "PROBATION TERMINATION" 2019-08-31, no sentence.
  row(NED, '2180015', {
    ...DWI,
    fda: '20180702',
    cad: 'PROB',
    cst: 'C',
    dispdt: '20180901',
    disposition: 'PROBATION-PLEA OF GUILTY',
    sentence: '12 MONTHS PROBATION',
  }),
  row(NED, '2180015', {
    ...DWI,
    fda: '20180702',
    cad: 'DISP',
    dispdt: '20190831',
    disposition: 'PROBATION TERMINATION',
  }),
  // Ora (70): Class A assault, acquitted by a jury 2026-11-20.
  row(ORA, '2260017', {
    literal: 'ASSAULT-BODILY INJURY',
    fda: '20260302',
    cad: 'NOTG',
    dispdt: '20261120',
    disposition: 'ACQ JURY VERDICT',
  }),
  // Pat (71): harassment (Class B), deferred 2020-10-01 for 12 months, discharged and dismissed 2021-09-30.
  row(PAT, '2200018', {
    level: 'M B',
    literal: 'HARASSMENT',
    fda: '20200803',
    cad: 'DADJ',
    cst: 'C',
    dispdt: '20201001',
    disposition: 'DEFERRED ADJUD OF GUILT',
    sentence: '12 MONTHS PROBATION',
  }),
  row(PAT, '2200018', {
    level: 'M B',
    literal: 'HARASSMENT',
    fda: '20200803',
    cad: 'DISM',
    dispdt: '20210930',
    disposition: 'DISMISSED',
  }),
  // Nico (74): money laundering (state jail felony) dismissed 2015-03-02, "DISM OTHER", the instrument not on record.
  row(NICO, '2140019', {
    level: 'F S',
    literal: 'MONEY LAUNDERING>=1,500<20K',
    fda: '20140601',
    ins: '',
    cad: 'DISM',
    dispdt: '20150302',
    disposition: 'DISM OTHER',
  }),
  // Opal (75): engaging in organized criminal activity (second degree), indicted, dismissed 2013-04-10.
  row(OPAL, '1120020', {
    level: 'F 2',
    literal: 'ENGAGING IN ORG CRIM ACTIVITY',
    fda: '20120901',
    ins: 'FID',
    cad: 'DISM',
    dispdt: '20130410',
    disposition: 'DISMISSED',
  }),
  // Pia (76): assault (Class A), plea 2024-09-25, 30 days in the county jail; the victim a stranger.
  row(PIA, '2240021', {
    literal: 'ASSAULT-BODILY INJURY',
    fda: '20240801',
    cad: 'SENT',
    cst: 'C',
    dispdt: '20240925',
    disposition: 'CONVICTION-PLEA OF GUILTY',
    sentence: '30 DAYS HCJ',
  }),
  // Rex (77): an attempt (state jail felony) the lists do not identify, plea 2024-11-06, 1 year state jail.
  row(REX, '1240022', {
    level: 'F S',
    literal: 'ATT POSS PROH SUB CORRECT FACI',
    fda: '20240701',
    ins: 'FID',
    cad: 'DISP',
    cst: 'C',
    dispdt: '20241106',
    disposition: 'GUILTY PLEA-NO JURY',
    sentence: '1 YEAR STATE JAIL',
  }),
  // Sid (78): continuous violence against the family (third degree), indicted, dismissed 2024-10-15, missing witness.
  row(SID, '1240023', {
    level: 'F 3',
    literal: 'CONTINUOUS VIOL AGAINST THE FA',
    fda: '20240301',
    ins: 'FID',
    cad: 'DISM',
    dispdt: '20241015',
    disposition: 'DISMISSED MISSING WITNESS',
  }),
  // Tam (79): the same offense, deferred 2024-08-14 for 3 years; a motion to adjudicate on file.
  row(TAM, '1240024', {
    level: 'F 3',
    literal: 'CONTINUOUS VIOL AGAINST THE FA',
    fda: '20240301',
    ins: 'FID',
    cad: 'DADJ',
    cst: 'C',
    dispdt: '20240814',
    disposition: 'DEFERRED ADJUD OF GUILT',
    sentence: '3 YEARS PROBATION',
  }),
  row(TAM, '1240024', {
    level: 'F 3',
    literal: 'CONTINUOUS VIOL AGAINST THE FA',
    fda: '20240301',
    ins: 'MAJ',
    cst: 'A',
  }),
  // Uri (80): terroristic threat (Class B), plea 2024-11-04, 9 days in the county jail.
  row(URI, '2240025', {
    level: 'M B',
    literal: 'TERRORISTIC THREAT',
    fda: '20241001',
    cad: 'SENT',
    cst: 'C',
    dispdt: '20241104',
    disposition: 'CONVICTION-PLEA OF GUILTY',
    sentence: '9 DAYS HCJ',
  }),
  // Val (81): possession (third degree), indicted, "DISMISSED CASE REFILED" 2024-10-23, no other case on record.
  row(VAL, '1240026', {
    level: 'F 3',
    literal: 'POSS CS PG 1/1-B >=1G<4G',
    fda: '20240501',
    ins: 'FID',
    cad: 'DISM',
    dispdt: '20241023',
    disposition: 'DISMISSED CASE REFILED',
  }),
];

/** No other record: the answers of the examples' "no other record unless stated". */
const NO_OTHER_RECORD: PreliminaryQuestionsBody = {
  sexOffender: false,
  disqualifyingOffenses: [],
  noneOfTheAbove: true,
  hasClassCConviction: false,
  isVeteran: false,
  hasBeenVictim: false,
};

type CaseAnswers = Record<string, string | boolean>;

interface Walk {
  cases: Case[];
  /** What the server asked, in order: `person` for the questions about other records, else the case question keys. */
  asked: string[];
}

let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await makeTestApp({ seed: false });
  t.clock.ms = Date.UTC(2026, 11, 6, 18, 0, 0);
  dir = mkdtempSync(path.join(os.tmpdir(), 'cyr-law-examples-'));
  const { summary } = await importFile(t.db.db, writeExtract(dir, ROWS, DOB), { origin: 'import' });
  expect(summary).toMatchObject({ rows: ROWS.length, rejectedCount: 0 });
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t?.close();
});

/**
 * Looks the person up, confirms, and answers what the server asks until it asks nothing: `personAnswers` when it
 * needs the questions about other records, and each case's listed `questions` from `answers` (keyed by the cause
 * number the site shows, 7 digits). A question with no answer here throws: the example would dead-end.
 */
async function walk(
  who: { spn: string; name: string },
  answers: Record<string, CaseAnswers>,
  personAnswers: PreliminaryQuestionsBody = NO_OTHER_RECORD,
): Promise<Walk> {
  const auth = await startSession(t.app);
  const post = async (url: string, payload: object): Promise<EligibilityInfo> => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/application/cont/${url}`,
      headers: { authorization: auth },
      payload,
    });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return EligibilityResponseSchema.parse(res.json()).eligibilityInfo;
  };
  const first = who.name.split(', ')[1] ?? '';
  const lookup = await t.app.inject({
    method: 'POST',
    url: '/api/application/cont/case-lookup',
    headers: { authorization: auth },
    payload: {
      ...DEMO_LOOKUP,
      firstName: first.charAt(0) + first.slice(1).toLowerCase(),
      lastName: 'Sample',
      dob: `${DOB.y}-${DOB.m.padStart(2, '0')}-${DOB.d.padStart(2, '0')}`,
    },
  });
  expect(lookup.statusCode, lookup.body).toBe(200);
  CaseLookupFoundSchema.parse(lookup.json());
  let info = await post('confirm-cases', { spn: who.spn });
  const asked: string[] = [];
  for (let step = 0; step < 12; step++) {
    if (info.needsPreliminaryQuestions) {
      asked.push('person');
      info = await post('eligibility-preliminary-questions', personAnswers);
      expect(info.needsPreliminaryQuestions, 'the person questions, once answered, are not asked again').toBe(false);
      continue;
    }
    const open = info.cases.find((c) => c.questions.length > 0);
    if (!open) return { cases: info.cases, asked };
    const given = answers[open.casID] ?? {};
    const body: CaseAnswers = {};
    for (const q of open.questions) {
      const a = given[q];
      if (a === undefined) throw new Error(`case ${open.casID} asks ${q}, which the example does not answer`);
      body[q] = a;
    }
    asked.push(...open.questions);
    info = await post('case-followup-questions', { _id: open._id, ...body });
  }
  throw new Error('the server kept asking');
}

const only = (w: Walk): Case => {
  expect(w.cases).toHaveLength(1);
  return w.cases[0] as Case;
};
const codes = (c: Case): string[] => c.reasons.map((r) => r.code);

describe('the fourth legal review’s worked examples, through the API (docs/law D74–D79)', () => {
  it('Kim (item 66): "discharged" brings the questions about other records; no to both: 411.0731 from 2024-08-31', async () => {
    const w = await walk(KIM, {
      '2210011': {
        supervision_end_how: 'discharged',
        collision_with_another_person: false,
        used_ignition_interlock_device: true,
        interlock_condition: 'probation',
        paid_all_fines_and_costs: true,
        completion_payment_month: '2022-08',
      },
    });
    // How it ended is asked first; the person questions come back after that answer, then the case's own.
    expect(w.asked[0]).toBe('supervision_end_how');
    expect(w.asked.indexOf('person')).toBeGreaterThan(0);
    expect(only(w)).toMatchObject({
      final_eligibility: 'nondisclosure',
      ndo_form: '411.0731',
      eligible_date: '2024-08-31',
    });
  });

  it('Lou (item 67): a probation terminated after its scheduled end counts from the termination: 411.0727 from 2027-06-15', async () => {
    const w = await walk(
      LOU,
      { '1200012': { completed_vet_treatment_court_for_case: true } },
      { ...NO_OTHER_RECORD, isVeteran: true, completedVetTreatmentCrt: true, completedVetReemploymentPrg: false },
    );
    const c = only(w);
    expect(c).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      ndo_form: '411.0727',
      eligible_date: '2027-06-15',
    });
    expect(codes(c)).not.toContain('STILL_ON_SUPERVISION');
  });

  it('Max (item 68): the dismissal "refiled" is not an expunction, nothing asked; the refiled case: 411.072 from 2022-04-30', async () => {
    const w = await walk(MAX, {});
    const dismissed = w.cases.find((c) => c.casID === '2210013');
    const refiled = w.cases.find((c) => c.casID === '2210014');
    expect(dismissed?.final_eligibility).toBe('could_not_determine');
    expect(codes(dismissed as Case)).toContain('SAME_EPISODE_MIXED');
    expect(dismissed?.expunction_route).toBeNull();
    expect(refiled).toMatchObject({
      final_eligibility: 'nondisclosure',
      ndo_form: '411.072',
      eligible_date: '2022-04-30',
    });
  });

  it('Ned (item 69): "revoked", the jail time’s end not known: 411.0736 from 2025-02-27, marked estimated', async () => {
    const w = await walk(NED, {
      '2180015': {
        supervision_end_how: 'adjudicated_or_revoked',
        revocation_sentence_end_month: 'unknown',
        collision_with_another_person: false,
        paid_all_fines_and_costs: true,
        completion_payment_month: '2019-08',
      },
    });
    expect(w.asked).toContain('revocation_sentence_end_month');
    const c = only(w);
    expect(c).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.0736', eligible_date: '2025-02-27' });
    expect(codes(c)).toContain('REVOCATION_SENTENCE_ESTIMATED');
  });

  it('Ora (item 70): acquitted 2026-11-20: expunction under 55A.002 from that day, no filing fee if filed by 2026-12-20', async () => {
    const c = only(await walk(ORA, {}));
    expect(c).toMatchObject({ final_eligibility: 'expunction', expunction_route: '55A.002' });
    expect(c.reasons).toContainEqual(
      expect.objectContaining({ code: 'FEE_WAIVED_ACQUITTAL_30_DAYS', params: { date: '2026-12-20' } }),
    );
  });

  it('Pat (item 71): "yes" to the relationship asks the conduct; "no": 411.0725 from 2023-09-30; "not sure": undecided', async () => {
    const no = await walk(PAT, {
      '2200018': { victim_family_household_or_dating: true, family_violence_conduct: false },
    });
    expect(no.asked).toEqual(expect.arrayContaining(['victim_family_household_or_dating', 'family_violence_conduct']));
    expect(only(no)).toMatchObject({
      final_eligibility: 'nondisclosure',
      ndo_form: '411.0725',
      eligible_date: '2023-09-30',
    });
    const notSure = only(
      await walk(PAT, {
        '2200018': { victim_family_household_or_dating: true, family_violence_conduct: 'not_sure' },
      }),
    );
    expect(notSure.final_eligibility).toBe('could_not_determine');
    expect(codes(notSure)).toContain('FAMILY_VIOLENCE_CONDUCT_UNKNOWN');
  });
});

describe('the fourth real-data read’s worked examples, through the API (docs/law D80–D87)', () => {
  it('Nico (item 74): a felony dismissal, presentment not on record: 55A.054 from 2022-03-04', async () => {
    const c = only(await walk(NICO, {}));
    expect(c).toMatchObject({
      final_eligibility: 'expunction',
      expunction_route: '55A.054',
      eligible_date: '2022-03-04',
    });
  });

  it('Opal (item 75): organized crime about a car-theft ring: 55A.054 from 2023-04-12', async () => {
    const w = await walk(OPAL, { '1120020': { organized_crime_object_serious: false } });
    expect(w.asked).toContain('organized_crime_object_serious');
    expect(only(w)).toMatchObject({
      final_eligibility: 'expunction',
      expunction_route: '55A.054',
      eligible_date: '2023-04-12',
    });
  });

  it('Pia (item 76): costs paid off in 2025, the month not known: 411.0735 from 2027-12-31', async () => {
    const w = await walk(PIA, {
      '2240021': {
        victim_family_household_or_dating: false,
        paid_all_fines_and_costs: true,
        completion_payment_month: 'unknown',
        completion_payment_year: '2025',
      },
    });
    expect(w.asked).toContain('completion_payment_year');
    expect(only(w)).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      ndo_form: '411.0735',
      eligible_date: '2027-12-31',
    });
  });

  it('Rex (item 77): a state jail felony conviction, the offense unidentified: ineligible', async () => {
    const c = only(await walk(REX, {}));
    expect(c.final_eligibility).toBe('ineligible');
    expect(codes(c)).toContain('FELONY_CONVICTION');
  });

  it('Sid (item 78): continuous violence against the family, dismissed 2024-10-15: 55A.054 on 2027-10-17', async () => {
    const c = only(await walk(SID, {}));
    expect(c).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      expunction_route: '55A.054',
      eligible_date: '2027-10-17',
    });
  });

  it('Tam (item 79): deferred for a family-violence offense, a motion to adjudicate pending: ineligible', async () => {
    const c = only(await walk(TAM, {}));
    expect(c.final_eligibility).toBe('ineligible');
    expect(codes(c)).toContain('BAR_411074_FAMILY_VIOLENCE');
  });

  it('Uri (item 80): a terroristic threat against his former girlfriend: asked, then ineligible', async () => {
    const w = await walk(URI, { '2240025': { victim_family_household_or_dating: true } });
    expect(w.asked).toContain('victim_family_household_or_dating');
    expect(only(w).final_eligibility).toBe('ineligible');
    expect(codes(only(w))).toContain('BAR_411074_FAMILY_VIOLENCE');
  });

  it('Val (item 81): "refiled", no other case on record, the refiled case’s outcome not known: undecided', async () => {
    const w = await walk(VAL, { '1240026': { refiled_case_outcome: 'not_sure' } });
    expect(w.asked).toContain('refiled_case_outcome');
    const c = only(w);
    expect(c.final_eligibility).toBe('could_not_determine');
    expect(c.expunction_route).toBeNull();
  });
});
