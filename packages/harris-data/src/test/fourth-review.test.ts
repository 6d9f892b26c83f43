/**
 * The fourth legal review's worked examples as whole people (docs/law D74–D79): each person's court rows, as the
 * District Clerk writes them, read by `buildCase` and decided by the engine with the answers the person gives,
 * today = 2026-12-06, with the day before and the day of each date.
 *
 * Integration test: it runs the engine (`@cyr/rules`), which harris-data's own code imports as types only.
 */
import { evaluate, type CaseAnswers, type Decision, type EngineCase, type PersonAnswers } from '@cyr/rules';
import { describe, expect, it } from 'vitest';
import { buildCase, type BuildResult } from '../build';
import type { CaseEvent } from '../events';
import { CLEAN_PERSON } from '../undecided';

const TODAY = '2026-12-06';

const row = (x: Partial<CaseEvent>): CaseEvent => ({
  cas: '202100101010',
  rundate: '2026-11-20',
  cdi: '2',
  fda: '2021-01-10',
  ins: 'MIN',
  cad: null,
  crt: '7',
  cst: 'D',
  dst: 'D',
  offCode: null,
  offLit: 'THEFT',
  level: 'MA',
  comOffLit: null,
  gjOffLit: null,
  gjCdp: null,
  rea: null,
  defNam: 'SAMPLE, PAT',
  defSpn: '07700021',
  defDob: '1988-06-02',
  dispdt: null,
  disposition: null,
  sentence: null,
  compAgency: 'HOUSTON POLICE DEPARTMENT',
  ...x,
});

const built = (r: BuildResult): EngineCase => {
  if (!r.offered) throw new Error(`not offered: ${r.reason}`);
  return r.record.engineCase;
};

function decide(
  cases: EngineCase[],
  answers: Record<string, CaseAnswers> = {},
  person: PersonAnswers = CLEAN_PERSON,
  asOf = TODAY,
): Decision[] {
  return evaluate({ cases, personAnswers: person, caseAnswers: answers, asOf }).decisions;
}

const codes = (d: Decision | undefined): string[] => d?.reasons.map((r) => r.code) ?? [];

describe('Kim (D74): "discharged" opens 411.0731, which needs the Class C and veteran answers', () => {
  const kim = built(
    buildCase([
      row({
        cas: '221077011010',
        offLit: 'DRIVING WHILE INTOXICATED',
        level: 'MB',
        cad: 'PROB',
        disposition: 'PROBATION-PLEA OF GUILTY',
        sentence: '18 MONTHS PROBATION',
        dispdt: '2021-03-01',
        cst: 'C',
      }),
      row({
        cas: '221077011010',
        offLit: 'DRIVING WHILE INTOXICATED',
        level: 'MB',
        cad: 'DISP',
        disposition: 'PROBATION TERMINATION',
        dispdt: '2022-08-31',
      }),
    ]),
  );
  const answers = {
    supervision_end_how: 'discharged',
    collision_with_another_person: false,
    used_ignition_interlock_device: true,
    interlock_condition: 'probation',
    paid_all_fines_and_costs: true,
    completion_payment_month: '2022-08',
  } as const satisfies CaseAnswers;

  it('before anything: only how it ended is asked; the person questions come with the answer', () => {
    const out = evaluate({ cases: [kim], personAnswers: {}, caseAnswers: {}, asOf: TODAY });
    expect(out.needsPreliminaryQuestions).toBe(false);
    expect(out.decisions[0]?.questions).toEqual(['supervision_end_how']);
    const after = evaluate({
      cases: [kim],
      personAnswers: {},
      caseAnswers: { [kim.id]: { supervision_end_how: 'discharged' } },
      asOf: TODAY,
    });
    expect(after.needsPreliminaryQuestions).toBe(true);
    expect(after.preliminaryQuestions).toEqual(expect.arrayContaining(['hasClassCConviction', 'isVeteran']));
  });

  it('"no" to both: nondisclosure under 411.0731 from 2024-08-31 (day before: not yet)', () => {
    const [d] = decide([kim], { [kim.id]: answers });
    expect(d?.final_eligibility).toBe('nondisclosure');
    expect(d?.ndo_form).toBe('411.0731');
    expect(d?.eligible_date).toBe('2024-08-31');
    expect(decide([kim], { [kim.id]: answers }, CLEAN_PERSON, '2024-08-30')[0]?.final_eligibility).toBe(
      'not_yet_eligible',
    );
  });
});

describe('Lou (D75): a probation terminated after its scheduled end counts from the termination', () => {
  const lou = built(
    buildCase([
      row({
        cas: '120077012010',
        cdi: '3',
        crt: '351',
        offLit: 'BURGLARY OF A BUILDING',
        level: 'FS',
        cad: 'PROB',
        disposition: 'PROBATION-PLEA OF GUILTY',
        sentence: '3 YEARS PROBATION',
        dispdt: '2020-05-01',
        fda: '2020-02-03',
        cst: 'C',
      }),
      row({
        cas: '120077012010',
        cdi: '3',
        crt: '351',
        offLit: 'BURGLARY OF A BUILDING',
        level: 'FS',
        cad: 'DISP',
        disposition: 'PROBATION TERMINATION',
        dispdt: '2025-06-15',
        fda: '2020-02-03',
      }),
    ]),
  );
  const veteran: PersonAnswers = {
    ...CLEAN_PERSON,
    isVeteran: true,
    completedVetTreatmentCrt: true,
    completedVetReemploymentPrg: false,
  };
  const at = (asOf: string) =>
    decide([lou], { [lou.id]: { completed_vet_treatment_court_for_case: true } }, veteran, asOf)[0];

  it('not_yet_eligible under 411.0727 from 2027-06-15; 2027-06-14 not yet, 2027-06-15 nondisclosure', () => {
    const d = at(TODAY);
    expect(d?.final_eligibility).toBe('not_yet_eligible');
    expect(d?.ndo_form).toBe('411.0727');
    expect(d?.eligible_date).toBe('2027-06-15');
    expect(codes(d)).not.toContain('STILL_ON_SUPERVISION');
    expect(at('2027-06-14')?.final_eligibility).toBe('not_yet_eligible');
    expect(at('2027-06-15')?.final_eligibility).toBe('nondisclosure');
  });
});

describe('Max (D76): "DISMISSED CASE REFILED" and a refiled case with another report number', () => {
  const a = built(
    buildCase([
      row({
        cas: '221077013010',
        fda: '2020-12-01',
        offRptNum: '210100001',
        cad: 'DISM',
        disposition: 'DISMISSED CASE REFILED',
        dispdt: '2021-02-10',
      }),
    ]),
  );
  const b = built(
    buildCase([
      row({
        cas: '221077014010',
        fda: '2021-02-12',
        offRptNum: '210100077',
        cad: 'DADJ',
        disposition: 'DEFERRED ADJUD OF GUILT',
        sentence: '12 MONTHS PROBATION',
        dispdt: '2021-05-01',
        cst: 'C',
      }),
      row({
        cas: '221077014010',
        fda: '2021-02-12',
        offRptNum: '210100077',
        cad: 'DISM',
        disposition: 'DISMISSED',
        dispdt: '2022-04-30',
      }),
    ]),
  );

  it('the dismissal: could_not_determine (SAME_EPISODE_MIXED), nothing asked; the refiled case: nondisclosure, 411.072, from 2022-04-30', () => {
    expect(a.dismissalReason).toBe('refiled_or_other_case');
    expect(a.reportNumber).toBe('210100001');
    const [da, db] = decide([a, b]);
    expect(da?.final_eligibility).toBe('could_not_determine');
    expect(codes(da)).toContain('SAME_EPISODE_MIXED');
    expect(da?.questions).toEqual([]);
    expect(db?.final_eligibility).toBe('nondisclosure');
    expect(db?.ndo_form).toBe('411.072');
    expect(db?.eligible_date).toBe('2022-04-30');
  });
});

describe('Ned (D77): a revoked DWI probation with no sentence on record', () => {
  const ned = built(
    buildCase([
      row({
        cas: '218077015010',
        fda: '2018-07-02',
        offLit: 'DRIVING WHILE INTOXICATED',
        level: 'MB',
        cad: 'PROB',
        disposition: 'PROBATION-PLEA OF GUILTY',
        sentence: '12 MONTHS PROBATION',
        dispdt: '2018-09-01',
        cst: 'C',
      }),
      row({
        cas: '218077015010',
        fda: '2018-07-02',
        offLit: 'DRIVING WHILE INTOXICATED',
        level: 'MB',
        cad: 'DISP',
        disposition: 'PROBATION TERMINATION',
        dispdt: '2019-08-31',
      }),
    ]),
  );
  const revoked: CaseAnswers = { supervision_end_how: 'adjudicated_or_revoked' };

  it('"revoked": asked the month the jail time ended, with the collision question', () => {
    expect(decide([ned], { [ned.id]: revoked })[0]?.questions).toEqual([
      'revocation_sentence_end_month',
      'collision_with_another_person',
    ]);
  });

  it('not known, no collision, fines paid: nondisclosure under 411.0736 from 2025-02-27, marked estimated', () => {
    const answers: CaseAnswers = {
      ...revoked,
      revocation_sentence_end_month: 'unknown',
      collision_with_another_person: false,
      paid_all_fines_and_costs: true,
      completion_payment_month: '2019-08',
    };
    const at = (asOf: string) => decide([ned], { [ned.id]: answers }, CLEAN_PERSON, asOf)[0];
    const d = at(TODAY);
    expect(d?.final_eligibility).toBe('nondisclosure');
    expect(d?.ndo_form).toBe('411.0736');
    expect(d?.eligible_date).toBe('2025-02-27');
    expect(codes(d)).toContain('REVOCATION_SENTENCE_ESTIMATED');
    expect(at('2025-02-26')?.final_eligibility).toBe('not_yet_eligible');
  });

  it('a revocation on record (CRVK) carries its day for the same estimate', () => {
    const revokedOnRecord = built(
      buildCase([
        row({
          cas: '218077016010',
          fda: '2018-07-02',
          offLit: 'DRIVING WHILE INTOXICATED',
          level: 'MB',
          cad: 'PROB',
          disposition: 'PROBATION-PLEA OF GUILTY',
          sentence: '12 MONTHS PROBATION',
          dispdt: '2018-09-01',
          cst: 'C',
        }),
        row({
          cas: '218077016010',
          fda: '2018-07-02',
          offLit: 'DRIVING WHILE INTOXICATED',
          level: 'MB',
          cad: 'CRVK',
          disposition: null,
          dispdt: '2019-08-31',
        }),
      ]),
    );
    expect(revokedOnRecord.disposition).toBe('probation_revoked');
    expect(revokedOnRecord.revokedOn).toEqual({ date: '2019-08-31', estimated: false });
  });
});

describe('Ora (D78): an acquittal is dated by the acquittal, with its fee waiver', () => {
  const ora = built(
    buildCase([
      row({
        cas: '226077017010',
        fda: '2026-03-02',
        offLit: 'ASSAULT-BODILY INJURY',
        level: 'MA',
        cad: 'NOTG',
        disposition: 'ACQ JURY VERDICT',
        dispdt: '2026-11-20',
      }),
    ]),
  );

  it('expunction under 55A.002 from 2026-11-20; no filing fee if filed by 2026-12-20, gone the day after', () => {
    expect(ora.disposition).toBe('acquitted');
    expect(ora.dates.acquittal).toEqual({ date: '2026-11-20', estimated: false });
    const [d] = decide([ora]);
    expect(d?.final_eligibility).toBe('expunction');
    expect(d?.expunction_route).toBe('55A.002');
    expect(d?.eligible_date).toBe('2026-11-20');
    expect(d?.reasons).toContainEqual(
      expect.objectContaining({ code: 'FEE_WAIVED_ACQUITTAL_30_DAYS', params: { date: '2026-12-20' } }),
    );
    expect(codes(decide([ora], {}, CLEAN_PERSON, '2026-12-20')[0])).toContain('FEE_WAIVED_ACQUITTAL_30_DAYS');
    expect(codes(decide([ora], {}, CLEAN_PERSON, '2026-12-21')[0])).not.toContain('FEE_WAIVED_ACQUITTAL_30_DAYS');
  });
});

describe('Pat (D79): harassment of a former partner by messages is family violence only with harm or a threat', () => {
  const pat = built(
    buildCase([
      row({
        cas: '220077018010',
        fda: '2020-08-03',
        offLit: 'HARASSMENT',
        level: 'MB',
        cad: 'DADJ',
        disposition: 'DEFERRED ADJUD OF GUILT',
        sentence: '12 MONTHS PROBATION',
        dispdt: '2020-10-01',
        cst: 'C',
      }),
      row({
        cas: '220077018010',
        fda: '2020-08-03',
        offLit: 'HARASSMENT',
        level: 'MB',
        cad: 'DISM',
        disposition: 'DISMISSED',
        dispdt: '2021-09-30',
      }),
    ]),
  );
  const at = (a: CaseAnswers, asOf = TODAY) => decide([pat], { [pat.id]: a }, CLEAN_PERSON, asOf)[0];

  it('"yes" to the relationship, "no" to hurting or threatening: nondisclosure under 411.0725 from 2023-09-30', () => {
    expect(pat.offense.statute).toMatch(/^PC 42\.07/);
    expect(at({ victim_family_household_or_dating: true })?.questions).toEqual(['family_violence_conduct']);
    const a: CaseAnswers = { victim_family_household_or_dating: true, family_violence_conduct: false };
    const d = at(a);
    expect(d?.final_eligibility).toBe('nondisclosure');
    expect(d?.ndo_form).toBe('411.0725');
    expect(d?.eligible_date).toBe('2023-09-30');
    expect(at(a, '2023-09-29')?.final_eligibility).toBe('not_yet_eligible');
  });

  it('"not sure": could_not_determine (FAMILY_VIOLENCE_CONDUCT_UNKNOWN)', () => {
    const d = at({ victim_family_household_or_dating: true, family_violence_conduct: 'not_sure' });
    expect(d?.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('FAMILY_VIOLENCE_CONDUCT_UNKNOWN');
  });
});
