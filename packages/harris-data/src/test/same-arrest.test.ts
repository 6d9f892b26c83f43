/**
 * A "dismissed, convicted in another case" row and a duplicate indictment read end to end (ADR 0074, docs/law D38):
 * harris-data fills the report number, agency, dismissal reason and duplicate-indictment mark, and the engine links
 * the dismissal to the conviction of the same arrest, treats a different report number as another arrest (an
 * ordinary dismissal), asks when the record has none, and links a duplicate indictment like a report number.
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

const CONVICTED_ELSEWHERE = 'DISMISSED DEF CONVICTED IN ANOTHER CASE';

/** Cal (docs/law D38): A dismissed (by default because of B), B convicted; report numbers as given. */
function cal(
  reportA: string | null,
  reportB: string | null,
  answers: CaseAnswers = {},
  literal = CONVICTED_ELSEWHERE,
): Decision {
  const a = engineCase(
    buildCase([row({ offRptNum: reportA, cad: 'DISM', disposition: literal, dispdt: '2019-06-01' })]),
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

  it('a different report number: another arrest, so the dismissal is an ordinary one (DISMISSED_FOR_OTHER_CASE)', () => {
    const d = cal('19-0012345', '19-0099999');
    expect(d.final_eligibility).toBe('expunction');
    expect(codes(d)).toContain('DISMISSED_FOR_OTHER_CASE');
    expect(d.questions).toEqual([]);
  });

  it('no report number, and a likely replacing charge in the data: the person is asked, as for a refiled charge', () => {
    const asked = cal(null, null);
    expect(asked.final_eligibility).toBe('could_not_determine');
    expect(asked.questions).toContain('charge_refiled_or_replaced');
    expect(codes(asked)).not.toContain('DISMISSED_FOR_OTHER_CASE');
    expect(codes(cal(null, null, { charge_refiled_or_replaced: true }))).toContain('SAME_EPISODE_MIXED');
    expect(cal(null, null, { charge_refiled_or_replaced: false }).final_eligibility).toBe('expunction');
  });

  it('a record that says only "refiled", with the likely refiled charge in the data: one arrest, without asking', () => {
    const d = cal(null, null, {}, 'DISMISSED CASE REFILED');
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('SAME_EPISODE_MIXED');
    expect(d.questions).not.toContain('charge_refiled_or_replaced');
  });

  const alone = (report: string | null, answers: CaseAnswers = {}): Decision => {
    const a = engineCase(
      buildCase([row({ offRptNum: report, cad: 'DISM', disposition: CONVICTED_ELSEWHERE, dispdt: '2019-06-01' })]),
    );
    return evaluate({ cases: [a], personAnswers: CLEAN_PERSON, caseAnswers: { [a.id]: answers }, asOf: '2026-12-01' })
      .decisions[0] as Decision;
  };

  it('its own report number and no case of the person shares it: an ordinary dismissal, not asked', () => {
    const d = alone('19-0012345');
    expect(d.final_eligibility).toBe('expunction');
    expect(codes(d)).toContain('DISMISSED_FOR_OTHER_CASE');
    expect(d.questions).toEqual([]);
  });

  it('no report number and no likely refiled charge in the data: the person is asked; "no" gives the route', () => {
    const asked = alone(null);
    expect(asked.final_eligibility).toBe('could_not_determine');
    expect(asked.questions).toContain('charge_refiled_or_replaced');
    expect(alone(null, { charge_refiled_or_replaced: false }).final_eligibility).toBe('expunction');
    expect(codes(alone(null, { charge_refiled_or_replaced: true }))).toContain('SAME_EPISODE_MIXED');
  });
});

/**
 * Two charges of one offense, no report numbers, the second filed long after the first was dismissed (outside the
 * refiling window): only the clerk's duplicate-indictment mark (`bamexp` `I`) on either case links them.
 */
function duplicatePair(bamexpA: string | null, bamexpB: string | null, offLitB = 'POSS MARIJ >2OZ<=4OZ'): Decision {
  const a = engineCase(
    buildCase([row({ bamexp: bamexpA, cad: 'DISM', disposition: 'DISM OTHER', dispdt: '2019-06-01' })]),
  );
  const b = engineCase(
    buildCase([
      row({
        cas: '202000301010',
        fda: '2020-03-02',
        offLit: offLitB,
        level: 'MA',
        bamexp: bamexpB,
        cad: 'DISP',
        disposition: 'GUILTY PLEA-NO JURY',
        dispdt: '2020-04-15',
        sentence: '30 DAYS HCJ',
      }),
    ]),
  );
  const out = evaluate({ cases: [a, b], personAnswers: CLEAN_PERSON, caseAnswers: {}, asOf: '2026-12-01' });
  return out.decisions.find((d) => d.caseId === a.id) as Decision;
}

describe('a duplicate indictment (bamexp I) links two charges like a report number (ADR 0074, docs/law D38)', () => {
  it.each([
    ['on the convicted case', null, 'I'],
    ['on the dismissed case', 'I', null],
  ])('the mark %s: one arrest that ended in a conviction, so no expunction and no question', (_, a, b) => {
    const d = duplicatePair(a, b);
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('SAME_EPISODE_MIXED');
    expect(d.questions).toEqual([]);
  });

  it('no mark, another bond exception, or a blank: two arrests, the dismissal has its own route', () => {
    for (const [a, b] of [
      [null, null],
      ['BOND DENIED', 'R'],
      ['DUPLICATE INDICTMENT', null],
    ] as const) {
      const d = duplicatePair(a, b);
      expect(d.final_eligibility, `${a} ${b}`).toBe('expunction');
      expect(codes(d)).not.toContain('SAME_EPISODE_MIXED');
    }
  });

  it('the mark does not link a case of another offense', () => {
    const d = duplicatePair(null, 'I', 'THEFT>=$100<$750');
    expect(d.final_eligibility).toBe('expunction');
    expect(codes(d)).not.toContain('SAME_EPISODE_MIXED');
  });
});
