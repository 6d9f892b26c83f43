import { describe, expect, it } from 'vitest';
import { buildCase, rowToEvent, type CaseEvent } from '@cyr/harris-data';
import type { Decision } from '@cyr/rules';
import type { PersonCaseFacts } from '@cyr/schemas';
import type { CaseRow } from '../services/case-store';
import { addedRow, correctedRow } from '../services/person-cases';
import { presentCase } from './case';

/**
 * The contract's court dates come from the engine case's dates (each recorded or estimated) and the supervision the
 * placement began; harris-data keeps no second copy of them (issue #33).
 */
const base = {
  cas: '221000501010',
  def_nam: 'DEMO, DANA',
  def_spn: '09990005',
  def_dob: '19900101',
  cdi: '002',
  curr_l_d: 'MB',
  curr_off: '350110',
  curr_off_lit: 'POSS MARIJ <2OZ',
  crt: '4',
  ins: 'MIN',
  fda: '20190201',
  cst: 'A',
  dst: 'A',
};

function event(row: Record<string, string>): CaseEvent {
  const r = rowToEvent({ ...base, ...row });
  if (!r.ok) throw new Error(r.reason);
  return r.event;
}

/** A `cases` row as the case store reads it: its columns, and what buildCase derives from its events. */
function courtRow(rows: Record<string, string>[]): CaseRow {
  const built = buildCase(rows.map(event));
  if (!built.offered) throw new Error(built.reason);
  const r = built.record;
  return {
    cas: r.cas,
    cause_number: r.causeNumber,
    def_spn: r.spn,
    def_nam: r.name.raw,
    last_name: r.name.last,
    first_name: r.name.first,
    middle_name: r.name.middle,
    suffix: r.name.suffix,
    dob: r.dob,
    level: r.level,
    misdemeanor_felony: r.misdemeanorFelony,
    court: r.court,
    filing_date: r.filingDate,
    offense_literal: r.offenseLiteral,
    engine_case: r.engineCase,
    display: r.display,
  };
}

const decision = {
  caseId: 'x',
  final_eligibility: 'could_not_determine',
  waiting_period_start: null,
  eligible_date: null,
  reasons: [],
  questions: [],
} as unknown as Decision;

const datesOf = (row: Parameters<typeof presentCase>[1]) => {
  const c = presentCase('id', row, decision);
  return {
    conviction_date: c.conviction_date,
    dismissal_date: c.dismissal_date,
    da_start: c.da_start,
    da_end: c.da_end,
    probation_start: c.probation_start,
    probation_end: c.probation_end,
    sentence_completion_date: c.sentence_completion_date,
    estimated: c.estimated,
  };
};

const NONE = {
  conviction_date: null,
  dismissal_date: null,
  da_start: null,
  da_end: null,
  probation_start: null,
  probation_end: null,
  sentence_completion_date: null,
  estimated: [],
};

describe("the contract's court dates, from the engine case", () => {
  it('a deferred adjudication closed without a discharge row: its placement, and its end estimated from the term', () => {
    const row = courtRow([{ cad: 'DADJ', dispdt: '20190611', cst: 'C', dst: 'D', sentence: '6 MONTHS PROBATION' }]);
    expect(row.engine_case.disposition).toBe('deferred_discharged');
    expect(datesOf(row)).toEqual({
      ...NONE,
      da_start: '2019-06-11',
      da_end: '2019-12-10',
      sentence_completion_date: '2019-12-10',
      estimated: ['da_end', 'sentence_completion_date'],
    });
  });

  it('a probation still running: its placement (also the conviction) and its scheduled end, estimated', () => {
    const row = courtRow([{ cad: 'PROB', dispdt: '20240916', sentence: '4 YEARS PROBATION' }]);
    expect(row.engine_case.disposition).toBe('on_probation');
    expect(datesOf(row)).toEqual({
      ...NONE,
      conviction_date: '2024-09-16',
      probation_start: '2024-09-16',
      probation_end: '2028-09-15',
      estimated: ['probation_end'],
    });
  });

  it('a deferred adjudication whose outcome could not be read still shows its placement as deferred', () => {
    const row = courtRow([
      { cad: 'DADJ', dispdt: '20190611', sentence: '6 MONTHS PROBATION' },
      { cad: 'DADJ', dispdt: '20190611', disposition: 'NOT A LITERAL ON ANY LIST', cst: 'C', dst: 'D' },
    ]);
    expect(row.engine_case.disposition).toBe('unknown');
    expect(datesOf(row)).toEqual({ ...NONE, da_start: '2019-06-11' });
  });

  it('a dismissal: its date only', () => {
    const row = courtRow([{ cad: 'DISM', dispdt: '20210514', disposition: 'DISMISSED', cst: 'D', dst: 'D' }]);
    expect(datesOf(row)).toEqual({ ...NONE, dismissal_date: '2021-05-14' });
  });

  it('a person-entered deferred adjudication: the dates from their papers, none estimated', () => {
    const facts: PersonCaseFacts = {
      offense: 'THEFT',
      level: 'MA',
      disposition: 'deferred_discharged',
      causeNumber: '',
      filingDate: '2020-01-02',
      offenseDate: '',
      dispositionDate: '2020-03-01',
      endDate: '2021-03-01',
    };
    expect(datesOf(addedRow('added:1', facts, { spn: '1', name: 'DEMO, DANA' }))).toEqual({
      ...NONE,
      da_start: '2020-03-01',
      da_end: '2021-03-01',
    });
  });

  it("a person-entered revoked probation shows the end date they gave, and a correction shows the court's dates", () => {
    const court = courtRow([{ cad: 'PROB', dispdt: '20240916', sentence: '4 YEARS PROBATION' }]);
    const facts: PersonCaseFacts = {
      offense: 'POSS MARIJ <2OZ',
      level: 'MB',
      disposition: 'probation_revoked',
      causeNumber: '',
      filingDate: '',
      offenseDate: '',
      dispositionDate: '2024-09-16',
      endDate: '2025-02-01',
    };
    const corrected = presentCase('id', correctedRow(court, facts), decision);
    expect(corrected).toMatchObject({
      conviction_date: '2024-09-16',
      probation_start: '2024-09-16',
      probation_end: '2025-02-01',
      estimated: [],
      court_record: {
        disposition: 'on_probation',
        conviction_date: '2024-09-16',
        probation_start: '2024-09-16',
        probation_end: '2028-09-15',
        da_start: null,
        da_end: null,
        dismissal_date: null,
      },
    });
  });
});
