/**
 * A "dismissed, convicted in another case" row read end to end (ADR 0074, docs/law D38): harris-data fills the
 * report number and agency, and the engine links the dismissal to the conviction of the same arrest, treats a
 * different report number as another arrest, and asks when the record has none.
 *
 * Integration test: it runs the engine (`@cyr/rules`), which harris-data's own code imports as types only.
 */
import { evaluate, type CaseAnswers, type Decision, type EngineCase } from '@cyr/rules';
import { describe, expect, it } from 'vitest';
import { buildCase, type BuildResult } from '../build';
import type { CaseEvent } from '../events';
import { CLEAN_PERSON } from '../undecided';

const row = (x: Partial<CaseEvent>): CaseEvent => ({
  cas: '201900101010',
  rundate: '2024-11-23',
  cdi: '2',
  fda: '2019-03-01',
  ins: 'MIN',
  cad: null,
  crt: '7',
  cst: 'D',
  dst: 'D',
  offCode: '350110',
  offLit: 'POSS MARIJ <2OZ',
  level: 'MB',
  comOffLit: null,
  gjOffLit: null,
  gjCdp: null,
  rea: null,
  defNam: 'DEMO, CAL',
  defSpn: '09990101',
  defDob: '1990-01-01',
  dispdt: null,
  disposition: null,
  sentence: null,
  compAgency: 'HOUSTON POLICE DEPARTMENT',
  ...x,
});

const engineCase = (r: BuildResult): EngineCase => {
  if (!r.offered) throw new Error('not offered');
  return r.record.engineCase;
};

/** Cal (docs/law D38): A dismissed because of B, B convicted; report numbers as given. */
function cal(reportA: string | null, reportB: string | null, answers: CaseAnswers = {}): Decision {
  const a = engineCase(
    buildCase([
      row({
        offRptNum: reportA,
        cad: 'DISM',
        disposition: 'DISMISSED DEF CONVICTED IN ANOTHER CASE',
        dispdt: '2019-06-01',
      }),
    ]),
  );
  const b = engineCase(
    buildCase([
      row({
        cas: '201900201010',
        fda: '2019-05-25',
        offLit: 'POSS MARIJ >2OZ<=4OZ',
        level: 'MA',
        offRptNum: reportB,
        cad: 'DISP',
        disposition: 'GUILTY PLEA-NO JURY',
        dispdt: '2019-07-15',
        sentence: '30 DAYS HCJ',
      }),
    ]),
  );
  const out = evaluate({
    cases: [a, b],
    personAnswers: CLEAN_PERSON,
    caseAnswers: { [a.id]: answers },
    asOf: '2026-12-01',
  });
  return out.decisions.find((d) => d.caseId === a.id) as Decision;
}

const codes = (d: Decision) => d.reasons.map((r) => r.code);

describe('a dismissal for another case, read by its report number (ADR 0074, docs/law D38)', () => {
  it('the same report number and agency: one arrest that ended in a conviction, so no expunction', () => {
    const d = cal('19-0012345', '19-0012345');
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('SAME_EPISODE_MIXED');
    expect(d.questions).not.toContain('charge_refiled_or_replaced');
  });

  it('a different report number: another arrest, so the dismissal is an ordinary one', () => {
    const d = cal('19-0012345', '19-0099999');
    expect(d.final_eligibility).toBe('expunction');
    expect(d.questions).toEqual([]);
  });

  it('no report number, and the likely refiled charge in the data: one arrest, without asking', () => {
    const d = cal(null, null);
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('SAME_EPISODE_MIXED');
  });

  it('no report number and no likely refiled charge in the data: the person is asked; "no" gives the route', () => {
    const alone = (answers: CaseAnswers = {}) => {
      const a = engineCase(
        buildCase([row({ cad: 'DISM', disposition: 'DISMISSED DEF CONVICTED IN ANOTHER CASE', dispdt: '2019-06-01' })]),
      );
      return evaluate({ cases: [a], personAnswers: CLEAN_PERSON, caseAnswers: { [a.id]: answers }, asOf: '2026-12-01' })
        .decisions[0] as Decision;
    };
    const asked = alone();
    expect(asked.final_eligibility).toBe('could_not_determine');
    expect(asked.questions).toContain('charge_refiled_or_replaced');
    expect(alone({ charge_refiled_or_replaced: false }).final_eligibility).toBe('expunction');
    expect(codes(alone({ charge_refiled_or_replaced: true }))).toContain('SAME_EPISODE_MIXED');
  });
});
