import { describe, expect, it } from 'vitest';
import {
  buildCase,
  causeNumberOf,
  chargePresentedOf,
  classifyEvent,
  misdemeanorFelony,
  toOffenseLevel,
  type BuildResult,
  type CaseRecord,
} from '../build';
import type { CaseEvent } from '../events';

const base: CaseEvent = {
  cas: '209912301010',
  rundate: '2024-01-15',
  cdi: '002',
  fda: '2019-03-02',
  ins: 'MIN',
  cad: null,
  crt: '7',
  cst: 'C',
  dst: 'D',
  offCode: '350110',
  offLit: 'POSS MARIJ <2OZ',
  level: 'MB',
  comOffLit: null,
  gjOffLit: null,
  gjCdp: null,
  rea: null,
  defNam: 'DOE, JANE ANN',
  defSpn: '09990001',
  defDob: '1990-02-14',
  dispdt: null,
  disposition: null,
  sentence: null,
};

const ev = (x: Partial<CaseEvent>): CaseEvent => ({ ...base, ...x });
const rec = (r: BuildResult): CaseRecord => {
  if (!r.offered) throw new Error(`not offered: ${r.reason}`);
  return r.record;
};

describe('buildCase: disposition paths', () => {
  it('a motion to adjudicate (ins MAJ) on a deferred case is pending: unknown, never on_deferred or discharged', () => {
    const open = rec(
      buildCase([
        ev({
          dispdt: '2024-08-14',
          ins: 'MAJ',
          cad: 'DADJ',
          disposition: 'DEFERRED ADJUD OF GUILT',
          sentence: '4 YEARS PROBATION',
          cst: 'R',
          dst: 'A',
        }),
      ]),
    );
    expect(open.engineCase.disposition).toBe('unknown');
    expect(open.dataIssues).toEqual(['pending_motion_to_adjudicate']);
    const closed = rec(
      buildCase([
        ev({ dispdt: '2019-08-14', ins: 'MAJ', cad: 'DADJ', sentence: '6 MONTHS PROBATION', cst: 'C', dst: 'D' }),
      ]),
    );
    expect(closed.engineCase.disposition).toBe('unknown');
    // decided: adjudicated
    const decided = rec(
      buildCase([
        ev({ dispdt: '2019-08-14', ins: 'FIN', cad: 'DADJ', sentence: '2 YEARS PROBATION', cst: 'R', dst: 'A' }),
        ev({
          dispdt: '2020-08-14',
          ins: 'MAJ',
          cad: 'CRVK',
          disposition: 'DEF ADJ GLT ADJUDICATED',
          sentence: '2 YEARS TDC',
          cst: 'C',
          dst: 'D',
        }),
      ]),
    );
    expect(decided.engineCase.disposition).toBe('deferred_adjudicated');
  });

  it('a conviction after a not-guilty plea with a probated prison term is probation, not prison and not an acquittal', () => {
    const r = rec(
      buildCase([
        ev({
          dispdt: '2024-09-16',
          cad: 'DISP',
          disposition: 'NOT GUILTY PLEA - JURY VERDICT',
          sentence: '10 YEARS TDC, 4 YEARS PROBATION',
          cst: 'R',
          dst: 'P',
          level: 'F3',
        }),
      ]),
    );
    expect(r.engineCase).toMatchObject({
      disposition: 'on_probation',
      sentence: { confinementDays: null, supervisionMonths: 48 },
      dates: { conviction: { date: '2024-09-16' } },
    });
    expect(r.display.supervision).toBe('probation');
    expect(r.engineCase.dates).toMatchObject({
      placement: { date: '2024-09-16' },
      supervisionEnd: { date: '2028-09-15' },
    });
  });

  it('a sentence part not in the lists makes the case unknown', () => {
    const r = rec(
      buildCase([
        ev({ dispdt: '2024-09-16', cad: 'DISP', disposition: 'GUILTY PLEA-NO JURY', sentence: '2 YEARS BOOT CAMP' }),
      ]),
    );
    expect(r.engineCase.disposition).toBe('unknown');
    expect(r.dataIssues).toEqual(['unknown_sentence_part']);
  });

  it('a row that names a deferred adjudication is read as one even without its placement row', () => {
    const discharged = rec(
      buildCase([
        ev({ dispdt: '2016-03-01', cad: 'DISP', disposition: 'DEFERRED ADJUDICATION TERMINATED', cst: 'C', dst: 'D' }),
      ]),
    );
    expect(discharged.engineCase).toMatchObject({
      disposition: 'deferred_discharged',
      dates: { placement: null, discharge: { date: '2016-03-01', estimated: false } },
    });
    const adjudicated = rec(
      buildCase([
        ev({
          dispdt: '2016-03-01',
          cad: 'DISP',
          disposition: 'DEF ADJ GLT ADJUDICATED',
          sentence: '2 YEARS TDC',
          cst: 'C',
          dst: 'D',
        }),
      ]),
    );
    expect(adjudicated.engineCase).toMatchObject({
      disposition: 'deferred_adjudicated',
      dates: { conviction: { date: '2016-03-01' } },
      sentence: { confinementDays: 730 },
    });
    // a bare revocation or completion code with no supervision on record cannot be read
    for (const cad of ['CRVK', 'CEXP']) {
      const r = rec(buildCase([ev({ dispdt: '2016-03-01', cad, cst: 'C', dst: 'D' })]));
      expect(r.dataIssues, cad).toEqual(['no_placement_on_record']);
      expect(r.engineCase.disposition).toBe('unknown');
    }
  });

  it('a level written with a space is read as its code', () => {
    const r = rec(buildCase([ev({ dispdt: '2020-05-01', cad: 'DISM', disposition: 'DISM OTHER', level: 'M A' })]));
    expect(r.level).toBe('MA');
    expect(r.engineCase.level).toBe('MA');
    expect(toOffenseLevel('F 3')).toBe('F3');
    expect(toOffenseLevel('F')).toBe('unknown');
  });

  it('deferred adjudication then dismissal → deferred_discharged (after_deferred), dates recorded', () => {
    const r = rec(
      buildCase([
        ev({ dispdt: '2019-12-10', cad: 'DISM', disposition: 'DISMISSED', cst: 'D', dst: 'D' }),
        ev({
          dispdt: '2019-06-11',
          cad: 'DADJ',
          disposition: 'DEFERRED ADJUD OF GUILT',
          sentence: '6 MONTHS PROBATION, $200 FINE',
          cst: 'R',
          dst: 'A',
        }),
      ]),
    );
    const c = r.engineCase;
    expect(c.disposition).toBe('deferred_discharged');
    expect(c.dismissalReason).toBe('after_deferred');
    expect(c.dates.placement).toEqual({ date: '2019-06-11', estimated: false });
    expect(c.dates.discharge).toEqual({ date: '2019-12-10', estimated: false });
    expect(c.dates.dismissal).toEqual({ date: '2019-12-10', estimated: false });
    expect(c.dates.conviction).toBeNull();
    expect(c.sentence).toEqual({
      raw: '6 MONTHS PROBATION, $200 FINE',
      confinementDays: null,
      supervisionMonths: 6,
      fineDollars: 200,
    });
    expect(r.display).toMatchObject({ supervision: 'deferred', fine: '$200' });
    expect(c.dates.placement).toEqual({ date: '2019-06-11', estimated: false });
    expect(c.dates.discharge).toEqual({ date: '2019-12-10', estimated: false });
    expect(c.offense.categories).toEqual(['marijuana']);
    expect(c.level).toBe('MB');
  });

  it('deferred with a CEXP completion and no dismissal row → discharge on the CEXP date', () => {
    const c = rec(
      buildCase([
        ev({ dispdt: '2019-06-11', cad: 'DADJ', sentence: '6 MONTHS PROBATION' }),
        ev({ dispdt: '2019-12-01', cad: 'CETR' }),
      ]),
    ).engineCase;
    expect(c.disposition).toBe('deferred_discharged');
    expect(c.dates.discharge).toEqual({ date: '2019-12-01', estimated: false });
    expect(c.dismissalReason).toBe('after_deferred');
  });

  it('deferred, closed case without a completion event → discharge estimated from the term', () => {
    const r = rec(
      buildCase([ev({ dispdt: '2019-06-11', cad: 'DADJ', sentence: '6 MONTHS PROBATION', cst: 'C', dst: 'D' })]),
    );
    expect(r.engineCase.disposition).toBe('deferred_discharged');
    expect(r.engineCase.dates.discharge).toEqual({ date: '2019-12-10', estimated: true });
    expect(r.display.supervision).toBe('deferred');
  });

  it('deferred still running → on_deferred with the scheduled end estimated', () => {
    const c = rec(
      buildCase([ev({ dispdt: '2023-06-11', cad: 'DADJ', sentence: '2 YEARS PROBATION', cst: 'R', dst: 'A' })]),
    ).engineCase;
    expect(c.disposition).toBe('on_deferred');
    expect(c.dates.discharge).toEqual({ date: '2025-06-10', estimated: true });
    expect(c.dismissalReason).toBeNull();
  });

  it('deferred recognised from a listed disposition literal when cad is blank; an unlisted one is unknown', () => {
    expect(classifyEvent(ev({ disposition: 'DEFERRED ADJUD OF GUILT' }))).toBe('deferred');
    expect(classifyEvent(ev({ cad: 'DISP', disposition: 'DEFERRED ADJUD OF GUILT' }))).toBe('deferred');
    expect(classifyEvent(ev({ disposition: 'DEF ADJ' }))).toBe('unknown');
  });

  it('deferred revoked (MAJ/CRVK then SENT) → deferred_adjudicated, conviction on the adjudication date', () => {
    const c = rec(
      buildCase([
        ev({ dispdt: '2019-06-11', cad: 'DADJ', sentence: '2 YEARS PROBATION', cst: 'R', dst: 'A' }),
        ev({ dispdt: '2020-03-01', ins: 'MAJ', cad: 'CRVK', cst: 'C' }),
        ev({ dispdt: '2020-03-02', ins: 'MAJ', cad: 'SENT', sentence: '90 DAYS HCJ' }),
      ]),
    ).engineCase;
    expect(c.disposition).toBe('deferred_adjudicated');
    expect(c.dates.conviction).toEqual({ date: '2020-03-01', estimated: false });
    expect(c.dates.sentenceCompletion).toEqual({ date: '2020-05-30', estimated: true });
    expect(c.sentence.confinementDays).toBe(90);
    expect(c.sentence.supervisionMonths).toBe(24);
    expect(c.dismissalReason).toBeNull();
  });

  it('straight probation completed (PROB + CEXP) → probation_completed', () => {
    const r = rec(
      buildCase([
        ev({
          dispdt: '2022-01-18',
          cad: 'PROB',
          disposition: 'PROBATION-PLEA OF GUILTY',
          sentence: '12 MONTHS PROBATION, $500 FINE',
          cst: 'R',
          dst: 'P',
        }),
        ev({ dispdt: '2023-01-17', cad: 'CEXP' }),
      ]),
    );
    const c = r.engineCase;
    expect(c.disposition).toBe('probation_completed');
    expect(c.dates.placement?.date).toBe('2022-01-18');
    expect(c.dates.conviction?.date).toBe('2022-01-18');
    expect(c.dates.supervisionEnd).toEqual({ date: '2023-01-17', estimated: false });
    expect(c.dates.sentenceCompletion).toEqual({ date: '2023-01-17', estimated: false });
    expect(r.display.supervision).toBe('probation');
  });

  it('straight probation, closed without an expiry row → completed, end estimated', () => {
    const r = rec(
      buildCase([ev({ dispdt: '2022-01-18', cad: 'PROB', sentence: '12 MONTHS PROBATION', cst: 'C', dst: 'D' })]),
    );
    expect(r.engineCase.disposition).toBe('probation_completed');
    expect(r.engineCase.dates.supervisionEnd).toEqual({ date: '2023-01-17', estimated: true });
    expect(r.engineCase.dates.sentenceCompletion).toEqual({ date: '2023-01-17', estimated: true });
    expect(r.display.supervision).toBe('probation');
  });

  it('probation still running → on_probation', () => {
    const c = rec(
      buildCase([ev({ dispdt: '2024-01-01', cad: 'PROB', sentence: '2 YEARS PROBATION', cst: 'R', dst: 'P' })]),
    ).engineCase;
    expect(c.disposition).toBe('on_probation');
    expect(c.dates.supervisionEnd).toEqual({ date: '2025-12-31', estimated: true });
  });

  it('probation revoked → probation_revoked with the jail term after revocation', () => {
    const c = rec(
      buildCase([
        ev({ dispdt: '2022-01-18', cad: 'PROB', sentence: '12 MONTHS PROBATION' }),
        ev({ dispdt: '2022-06-01', ins: 'MRP', cad: 'CRVK', sentence: '30 DAYS HCJ' }),
      ]),
    ).engineCase;
    expect(c.disposition).toBe('probation_revoked');
    expect(c.dates.sentenceCompletion).toEqual({ date: '2022-07-01', estimated: true });
  });

  it('conviction with jail → convicted_sentence, completion estimated (conviction + term)', () => {
    const r = rec(
      buildCase([
        ev({
          dispdt: '2021-03-22',
          cad: 'SENT',
          disposition: 'CONVICTION-PLEA OF GUILTY',
          sentence: '10 DAYS HCJ, $300 FINE',
        }),
      ]),
    );
    expect(r.engineCase.disposition).toBe('convicted_sentence');
    expect(r.engineCase.dates.conviction).toEqual({ date: '2021-03-22', estimated: false });
    expect(r.engineCase.dates.sentenceCompletion).toEqual({ date: '2021-04-01', estimated: true });
    expect(r.engineCase.sentence).toMatchObject({ confinementDays: 10, fineDollars: 300 });
    expect(r.display.supervision).toBeNull();
  });

  it('fine-only conviction → completion estimated on the conviction date', () => {
    const c = rec(buildCase([ev({ dispdt: '2021-03-22', cad: 'FINE', sentence: '$300 FINE' })])).engineCase;
    expect(c.disposition).toBe('convicted_sentence');
    expect(c.dates.sentenceCompletion).toEqual({ date: '2021-03-22', estimated: true });
  });

  it('conviction recognised from the literal (GILT, GUILTY PLEA - JURY VERDICT)', () => {
    expect(
      rec(buildCase([ev({ dispdt: '2021-03-22', disposition: 'GUILTY PLEA - JURY VERDICT', sentence: '2 YEARS TDC' })]))
        .engineCase.disposition,
    ).toBe('convicted_sentence');
  });

  it('a conviction whose sentence is only probation is straight probation', () => {
    expect(
      rec(buildCase([ev({ dispdt: '2021-03-22', cad: 'SENT', sentence: '2 YEARS PROBATION', cst: 'R' })])).engineCase
        .disposition,
    ).toBe('on_probation');
  });

  it('a conviction with a suspended (probated) prison term is straight probation', () => {
    const c = rec(
      buildCase([
        ev({ dispdt: '2021-03-22', cad: 'SENT', sentence: '2 YEARS TDC PROBATED 5 YEARS', cst: 'C', level: 'F3' }),
      ]),
    ).engineCase;
    expect(c.disposition).toBe('probation_completed');
    expect(c.dates.supervisionEnd).toEqual({ date: '2026-03-21', estimated: true });
  });

  it('life sentence → no completion date', () => {
    expect(
      rec(buildCase([ev({ dispdt: '2021-03-22', cad: 'SENT', sentence: 'LIFE', level: 'F1' })])).engineCase.dates
        .sentenceCompletion,
    ).toBeNull();
  });

  it('plain dismissal → dismissed, reason unknown (the data does not say why)', () => {
    const c = rec(buildCase([ev({ dispdt: '2020-05-01', cad: 'DISM', disposition: 'DISMISSED' })])).engineCase;
    expect(c.disposition).toBe('dismissed');
    expect(c.dismissalReason).toBe('unknown');
    expect(c.dates.dismissal).toEqual({ date: '2020-05-01', estimated: false });
  });

  it('dismissal reason from a listed literal; an unlisted literal is unknown, never a keyword guess', () => {
    const dism = (disposition: string | null, cad = 'DISM') =>
      rec(buildCase([ev({ dispdt: '2020-05-01', cad, disposition })]));
    expect(dism('DISMISSED INSUFFICIENT EVIDENCE').engineCase).toMatchObject({
      disposition: 'dismissed',
      dismissalReason: 'insufficient_evidence',
    });
    expect(dism('DISM OTHER').engineCase).toMatchObject({ disposition: 'dismissed', dismissalReason: 'other' });
    expect(dism('DISMISSED REQUEST OF COMPLAINING WITNESS').engineCase).toMatchObject({
      disposition: 'dismissed',
      dismissalReason: 'other',
    });
    expect(dism('DISMISSED COMPLETED DIVERSION PROGRAM').engineCase).toMatchObject({
      disposition: 'dismissed',
      dismissalReason: 'pretrial_intervention',
    });
    expect(dism('DISMISSED').engineCase).toMatchObject({ disposition: 'dismissed', dismissalReason: 'unknown' });
    expect(dism(null, 'NPCF').engineCase.dismissalReason).toBe('no_probable_cause');
    for (const lit of ['DISMISSED LIMITATIONS', 'DISMISSED-LACK OF EVIDENCE', 'DISMISSED-NO PROBABLE CAUSE']) {
      const r = dism(lit);
      expect(r.engineCase.disposition).toBe('unknown');
      expect(r.dataIssues).toEqual(['unknown_disposition_literal']);
    }
    // Refiled or convicted in another case: a dismissal the engine links to the arrest's other charges (ADR 0074,
    // docs/law D38, D49), each with its own reason; reduced and transferred: could_not_determine (docs/law D21).
    for (const [lit, why] of [
      ['DISMISSED DEF CONVICTED IN ANOTHER CASE', 'convicted_in_other_case'],
      ['DISMISSED DEFENDANT CONVICTED ON ANOTHER CHARGE', 'convicted_in_other_case'],
      ['DISMISSED CASE REFILED', 'refiled_or_other_case'],
    ] as const) {
      expect(dism(lit).dataIssues).toEqual([]);
      expect(dism(lit).engineCase).toMatchObject({ disposition: 'dismissed', dismissalReason: why });
    }
    expect(dism('RED TRANSFER CCCL REDUCED TO MISD.').dataIssues).toEqual(['reduced_and_transferred']);
    expect(
      rec(buildCase([ev({ dispdt: '2020-05-01', cad: 'DISM', disposition: 'DISM OTHER', cst: 'M' })])).dataIssues,
    ).toEqual(['pending_refile']);
  });

  it('pretrial intervention then dismissal → dismissed (pretrial_intervention)', () => {
    const c = rec(
      buildCase([ev({ dispdt: '2020-01-01', cad: 'PTIN' }), ev({ dispdt: '2021-01-01', cad: 'DISM' })]),
    ).engineCase;
    expect(c.disposition).toBe('dismissed');
    expect(c.dismissalReason).toBe('pretrial_intervention');
  });

  it('pretrial intervention still running → pending', () => {
    expect(rec(buildCase([ev({ dispdt: '2020-01-01', cad: 'PTIN', cst: 'R' })])).engineCase.disposition).toBe(
      'pending',
    );
  });

  it('no-bill (cad, literal, or ins/gj_cdp without a date) → no_bill', () => {
    expect(rec(buildCase([ev({ dispdt: '2020-09-01', cad: 'NOB', level: 'F3' })])).engineCase.disposition).toBe(
      'no_bill',
    );
    expect(rec(buildCase([ev({ dispdt: '2020-09-01', disposition: 'NO BILLED' })])).engineCase.disposition).toBe(
      'no_bill',
    );
    expect(rec(buildCase([ev({ dispdt: null, ins: 'NOB', cst: 'D' })])).engineCase.disposition).toBe('no_bill');
    expect(rec(buildCase([ev({ dispdt: null, gjCdp: 'NOB', cst: 'D' })])).engineCase.disposition).toBe('no_bill');
  });

  it('acquittal → acquitted only by an ACQ literal (or NOTG alone); NOT GUILTY in a literal is the plea', () => {
    const one = (cad: string | null, disposition: string | null, sentence: string | null = null) =>
      rec(buildCase([ev({ dispdt: '2023-01-11', cad, disposition, sentence, cst: 'C', dst: 'D' })]));
    expect(one('NOTG', null).engineCase.disposition).toBe('acquitted');
    expect(one('NOTG', 'ACQ JURY VERDICT').engineCase.disposition).toBe('acquitted');
    expect(one('NOTG', 'ACQ DIRECTED VERDICT').engineCase.disposition).toBe('acquitted');
    expect(one('NOTG', 'ACQ BY REASON OF INSANITY').dataIssues).toEqual(['insanity_acquittal']);
    expect(one(null, 'FOUND NOT GUILTY').dataIssues).toEqual(['unknown_disposition_literal']);
    expect(one('NOTG', 'NOT GUILTY PLEA - JURY VERDICT').dataIssues).toEqual(['code_literal_mismatch']);
    for (const lit of [
      'NOT GUILTY PLEA - JURY VERDICT',
      'NOT GUILTY PLEA- NO JURY',
      'LESSER OFF. NOT GUILTY PLEA-JURY VERDICT',
    ]) {
      const r = one('DISP', lit, '25 YEARS TDC');
      expect(r.engineCase).toMatchObject({
        disposition: 'convicted_sentence',
        dates: { conviction: { date: '2023-01-11' } },
        sentence: { confinementDays: 25 * 365 },
      });
      expect(r.dataIssues).toEqual([]);
    }
  });

  it('filing only, open → pending', () => {
    const c = rec(buildCase([ev({ dispdt: null, cst: 'A', dst: 'B' })])).engineCase;
    expect(c.disposition).toBe('pending');
    expect(c.dates.filing).toEqual({ date: '2019-03-02', estimated: false });
  });

  it('closed with no recognisable outcome, appeals and contradictions → unknown', () => {
    expect(rec(buildCase([ev({ dispdt: '2020-01-01', cad: 'DISP', cst: 'C' })])).engineCase.disposition).toBe(
      'unknown',
    );
    expect(
      rec(
        buildCase([
          ev({ dispdt: '2020-01-01', cad: 'SENT', sentence: '5 YEARS TDC' }),
          ev({ dispdt: '2021-01-01', cad: 'APPL' }),
        ]),
      ).engineCase.disposition,
    ).toBe('unknown');
    expect(
      rec(
        buildCase([
          ev({ dispdt: '2020-01-01', cad: 'SENT', sentence: '5 DAYS HCJ' }),
          ev({ dispdt: '2021-01-01', cad: 'DISM' }),
        ]),
      ).engineCase.disposition,
    ).toBe('unknown');
  });

  it('no-bill then reindicted and deferred → the later outcome wins', () => {
    const c = rec(
      buildCase([
        ev({ dispdt: '2019-05-01', cad: 'NOB' }),
        ev({ dispdt: '2019-09-01', ins: 'RID', cad: 'DADJ', sentence: '2 YEARS PROBATION', cst: 'R' }),
      ]),
    ).engineCase;
    expect(c.disposition).toBe('on_deferred');
  });

  it('bond and setting events are ignored', () => {
    const c = rec(
      buildCase([
        ev({ dispdt: '2020-01-01', cad: 'BFPD' }),
        ev({ dispdt: '2020-02-01', cad: 'DISM' }),
        ev({ dispdt: '2020-03-01', cad: 'REIN' }),
      ]),
    ).engineCase;
    expect(c.disposition).toBe('dismissed');
  });
});

describe('buildCase: cases not offered', () => {
  it('filed before 1990-01-01', () => {
    expect(buildCase([ev({ fda: '1989-12-31', dispdt: '1990-03-01', cad: 'SENT' })])).toEqual({
      offered: false,
      cas: base.cas,
      reason: 'pre_1990',
    });
    expect(buildCase([ev({ fda: '1990-01-01', dispdt: '1990-03-01', cad: 'SENT' })]).offered).toBe(true);
  });
  it('pre-1990 by the earliest event when the filing date is missing', () => {
    expect(buildCase([ev({ fda: null, dispdt: '1988-03-01', cad: 'SENT' })])).toMatchObject({
      offered: false,
      reason: 'pre_1990',
    });
  });
  it('already expunged (EXPG, EPG/EAG/EAR instruments)', () => {
    expect(
      buildCase([ev({ dispdt: '2020-01-01', cad: 'NOTG' }), ev({ dispdt: '2020-06-01', cad: 'EXPG' })]),
    ).toMatchObject({ offered: false, reason: 'expunged' });
    expect(buildCase([ev({ dispdt: '2020-01-01', ins: 'EAG', cad: 'X' })])).toMatchObject({
      offered: false,
      reason: 'expunged',
    });
  });
  it('dst Q is an expunction requested, not granted: the case is kept, with a note (ADR 0060 item 59)', () => {
    const r = buildCase([ev({ dispdt: '2026-11-10', cad: 'NOTG', disposition: 'ACQ JURY VERDICT', dst: 'Q' })]);
    expect(r.offered).toBe(true);
    if (!r.offered) return;
    expect(r.record.engineCase.disposition).toBe('acquitted');
    expect(r.record.engineCase.recordNotes).toEqual(['expunction_requested']);
  });
  it('Class C', () => {
    expect(buildCase([ev({ level: 'MC', dispdt: '2020-01-01', cad: 'FINE' })])).toMatchObject({
      offered: false,
      reason: 'class_c',
    });
  });
  it('no person (no date of birth or name)', () => {
    expect(buildCase([ev({ defDob: null })])).toMatchObject({ offered: false, reason: 'no_person' });
    expect(buildCase([ev({ defNam: '---' })])).toMatchObject({ offered: false, reason: 'no_person' });
  });
});

describe('buildCase: person and case fields', () => {
  it('keeps the person fields the API needs', () => {
    const r = rec(
      buildCase([
        ev({
          dispdt: '2020-01-01',
          cad: 'DISM',
          defNam: 'POE, SAMUEL LEE JR',
          defSpn: '02930670',
          defDob: '1978-10-03',
          cdi: '003',
          level: 'F2',
          crt: '263',
          offLit: 'BURG OF HABITATION',
          offCode: '220210',
        }),
      ]),
    );
    expect(r).toMatchObject({
      cas: '209912301010',
      causeNumber: '2099123',
      spn: '02930670',
      dob: '1978-10-03',
      searchKey: 'POE|1978-10-03',
      level: 'F2',
      misdemeanorFelony: 'Felony',
      court: '263',
      filingDate: '2019-03-02',
      offenseCode: '220210',
      offenseLiteral: 'BURG OF HABITATION',
      name: { raw: 'POE, SAMUEL LEE JR', last: 'POE', first: 'SAMUEL', middle: 'LEE', suffix: 'JR' },
    });
    expect(r.engineCase.id).toBe('209912301010');
    expect(r.engineCase.offense.statute).toBe('PC 30.02');
  });

  it('case-level fields come from the newest row', () => {
    const r = rec(
      buildCase([
        ev({
          rundate: '2024-01-01',
          dispdt: '2019-06-11',
          cad: 'DADJ',
          offLit: 'POSS MARIJ <2OZ',
          level: 'MB',
          sentence: '6 MONTHS PROBATION',
        }),
        ev({
          rundate: '2024-02-01',
          dispdt: '2019-12-10',
          cad: 'DISM',
          offLit: 'POSS MARIJ >2OZ<=4OZ',
          level: 'MA',
          defNam: 'DOE-ROE, JANE',
        }),
      ]),
    );
    expect(r.level).toBe('MA');
    expect(r.offenseLiteral).toBe('POSS MARIJ >2OZ<=4OZ');
    expect(r.name.last).toBe('DOEROE');
  });

  it('family-violence finding only when a disposition row says so; otherwise unknown (null)', () => {
    expect(
      rec(buildCase([ev({ dispdt: '2020-01-01', cad: 'SENT', sentence: '5 DAYS HCJ' })])).engineCase
        .familyViolenceFinding,
    ).toBeNull();
    expect(
      rec(
        buildCase([
          ev({ dispdt: '2020-01-01', cad: 'SENT', sentence: '5 DAYS HCJ' }),
          ev({ dispdt: '2020-01-01', cad: 'AFFM', disposition: 'AFFIRMATIVE FINDING FAMILY VIOLENCE' }),
        ]),
      ).engineCase.familyViolenceFinding,
    ).toBe(true);
  });

  it('helpers: cause number, level, misdemeanor/felony', () => {
    expect(causeNumberOf('157534801010')).toBe('1575348');
    expect(causeNumberOf('ABC')).toBe('ABC');
    expect(toOffenseLevel('fs')).toBe('FS');
    expect(toOffenseLevel('F')).toBe('unknown');
    expect(toOffenseLevel(null)).toBe('unknown');
    expect(misdemeanorFelony('F', null)).toBe('Felony');
    expect(misdemeanorFelony('', '3')).toBe('Felony');
    expect(misdemeanorFelony('', '002')).toBe('Misdemeanor');
    expect(misdemeanorFelony('M', '003')).toBe('Misdemeanor');
  });

  it('flags a nondisclosure petition or order seen in the settings (rea PNDC/ONDC)', () => {
    expect(rec(buildCase([ev({ dispdt: '2020-01-01', cad: 'DISM' })])).display.nondisclosureSetting).toBeNull();
    expect(rec(buildCase([ev({ dispdt: '2020-01-01', cad: 'DISM', rea: 'PNDC' })])).display.nondisclosureSetting).toBe(
      'petition',
    );
    expect(
      rec(
        buildCase([
          ev({ dispdt: '2020-01-01', cad: 'DISM', rea: 'PNDC' }),
          ev({ dispdt: '2020-02-01', cad: 'DISP', rea: 'ONDC' }),
        ]),
      ).display.nondisclosureSetting,
    ).toBe('order');
  });

  it('events are kept as given for re-merging later', () => {
    const events = [ev({ dispdt: '2020-01-01', cad: 'DISM' })];
    expect(rec(buildCase(events)).events).toEqual(events);
  });
});

describe('chargePresentedOf: an indictment or information on record (docs/law D23)', () => {
  const felony = (x: Partial<CaseEvent>): CaseEvent => ev({ cdi: '003', level: 'F3', ...x });
  it.each([
    ['a felony indictment instrument', [felony({ ins: 'FID', gjCdp: 'FID' })], true],
    ['a felony information', [felony({ ins: 'FIN', gjCdp: null })], true],
    ['a reindictment on a later row', [felony({ ins: 'COM' }), felony({ ins: 'COM', gjCdp: 'RID' })], true],
    [
      'a complaint with no grand-jury action (DISM + COM in the 2024 file)',
      [felony({ ins: 'COM', gjCdp: null })],
      false,
    ],
    ['a complaint that was no-billed', [felony({ ins: 'NOB', gjCdp: 'NOB' })], false],
    ['an unlisted instrument', [felony({ ins: 'OCF', gjCdp: null })], null],
    ['no instrument at all', [felony({ ins: null, gjCdp: null })], null],
    ['an unlisted grand-jury action', [felony({ ins: 'COM', gjCdp: 'XYZ' })], null],
    ['no rows', [], null],
  ] as const)('%s', (_label, events, expected) => {
    expect(chargePresentedOf(events)).toBe(expected);
  });
  it('reaches the engine case of a dismissed felony', () => {
    const built = rec(
      buildCase([
        felony({ ins: 'COM', gjCdp: null }),
        felony({ ins: 'COM', cad: 'DISM', dispdt: '2020-01-10', disposition: 'DISMISSED' }),
      ]),
    );
    expect(built.engineCase.chargePresented).toBe(false);
  });
});

describe('buildCase: supervision endings (ADR 0060 item 57)', () => {
  const placed = ev({
    dispdt: '2018-03-05',
    cad: 'PROB',
    disposition: 'PROBATION',
    sentence: '12 MONTHS PROBATION',
    level: 'MB',
    cst: 'D',
  });
  it('CEXP with a blank literal is completion on its date (Xena)', () => {
    const r = rec(buildCase([placed, ev({ dispdt: '2019-03-04', cad: 'CEXP', disposition: null, cst: 'D' })]));
    expect(r.engineCase.disposition).toBe('probation_completed');
    expect(r.engineCase.dates.supervisionEnd).toEqual({ date: '2019-03-04', estimated: false });
  });
  it('CETR with the clerk’s label discharges a deferred adjudication', () => {
    const r = rec(
      buildCase([
        ev({
          dispdt: '2016-01-10',
          cad: 'DADJ',
          disposition: 'DEFERRED ADJUD OF GUILT',
          sentence: '3 YEARS PROBATION',
        }),
        ev({ dispdt: '2018-01-10', cad: 'CETR', disposition: 'CETR - EARLY TERMINATION', cst: 'D' }),
      ]),
    );
    expect(r.engineCase.disposition).toBe('deferred_discharged');
    expect(r.engineCase.dates.discharge).toEqual({ date: '2018-01-10', estimated: false });
  });
  it('a completion with an open motion to revoke is not read as completed', () => {
    const r = rec(
      buildCase([placed, ev({ dispdt: '2019-03-04', ins: 'MRP', cad: 'CEXP', disposition: null, cst: 'A' })]),
    );
    expect(r.engineCase.disposition).toBe('unknown');
    expect(r.dataIssues).toEqual(['pending_motion_to_revoke']);
  });
  it('DISP + PROBATION TERMINATED does not say how it ended: never completed', () => {
    const r = rec(
      buildCase([placed, ev({ dispdt: '2019-03-04', cad: 'DISP', disposition: 'PROBATION TERMINATED', cst: 'D' })]),
    );
    expect(r.engineCase.disposition).toBe('on_probation');
    expect(r.dataIssues).toEqual([]);
    expect(r.engineCase.supervisionEndedUnclear).toEqual({ date: '2019-03-04', estimated: false });
    // without a placement on record it is unreadable
    const alone = rec(buildCase([ev({ dispdt: '2019-03-04', cad: 'DISP', disposition: 'PROBATION TERMINATED' })]));
    expect(alone.dataIssues).toEqual(['no_placement_on_record']);
  });
  it('DEF ADJ GLT REVOKED is an adjudication: a conviction on its date, sentence from its row', () => {
    const r = rec(
      buildCase([
        ev({
          dispdt: '2012-01-10',
          cad: 'DISP',
          disposition: 'DEFERRED ADJUD OF GUILT',
          sentence: '5 YEARS PROBATION',
        }),
        ev({ dispdt: '2014-05-01', cad: 'DISP', disposition: 'DEF ADJ GLT REVOKED', sentence: '2 YEARS TDC' }),
      ]),
    );
    expect(r.engineCase.disposition).toBe('deferred_adjudicated');
    expect(r.engineCase.dates.conviction).toEqual({ date: '2014-05-01', estimated: false });
    expect(r.engineCase.sentence.confinementDays).toBe(730);
  });
});

describe('buildCase: instruments and notes (ADR 0060 items 59, 60)', () => {
  const dismissed = { dispdt: '2023-03-01', cad: 'DISM', disposition: 'DISM OTHER', level: 'F3' } as const;
  it('CVI (indictment on a change of venue) presents the charge', () => {
    expect(rec(buildCase([ev({ ...dismissed, ins: 'CVI' })])).engineCase.chargePresented).toBe(true);
    expect(rec(buildCase([ev({ ...dismissed, ins: 'COM' })])).engineCase.chargePresented).toBe(false);
    expect(rec(buildCase([ev({ ...dismissed, ins: 'DWC' })])).engineCase.chargePresented).toBeNull();
  });
  it('an appeal or writ leaves the conviction standing, with a note', () => {
    const r = rec(
      buildCase([
        ev({
          dispdt: '2020-01-01',
          ins: 'APP',
          cad: 'DISP',
          disposition: 'GUILTY PLEA-NO JURY',
          sentence: '2 YEARS TDC',
        }),
      ]),
    );
    expect(r.engineCase.disposition).toBe('convicted_sentence');
    expect(r.engineCase.recordNotes).toEqual(['conviction_under_attack']);
  });
  it('a reversal, a new trial granted, another court or SVP needs a person to look', () => {
    for (const ins of ['RD', 'RR', 'MNT', 'OCF', 'OCM', 'TJC', 'SVP']) {
      const r = rec(buildCase([ev({ dispdt: '2020-01-01', ins, cad: 'DISP', disposition: 'GUILTY PLEA-NO JURY' })]));
      expect(r.engineCase.disposition, ins).toBe('unknown');
      expect(r.dataIssues, ins).toEqual(['instrument_needs_review']);
    }
  });
  it('nondisclosure and expunction settings become notes, not outcomes', () => {
    const r = rec(buildCase([ev({ ...dismissed, rea: 'EXHR' })]));
    expect(r.engineCase.disposition).toBe('dismissed');
    expect(r.engineCase.recordNotes).toEqual(['expunction_hearing']);
  });
});

describe('buildCase: charge facts a plea does not undo (ADR 0060 item 53)', () => {
  it('Sam: an assault plea charged as family assault with a prior', () => {
    const r = rec(
      buildCase([
        ev({
          dispdt: '2024-11-05',
          cad: 'DISP',
          disposition: 'LESSER OFF. GUILTY PLEA - NO JURY',
          offLit: 'ASSAULT-BODILY INJURY',
          level: 'MA',
          comOffLit: 'ASSLT FAM/HOUSEHOLD MEM W/PREV',
          gjOffLit: 'ASSLT FAM/HOUSEHOLD MEM W/PREV',
          sentence: '30 DAYS HCJ',
        }),
      ]),
    );
    expect(r.engineCase.offense.statute).toBe('PC 22.01');
    expect(r.engineCase.chargeFacts).toEqual({
      familyVictim: true,
      priorConviction: true,
      chargeStatutes: ['PC 22.01', 'PC 22.01'],
      chargeLevels: ['unknown', 'unknown'],
    });
  });
  it('a misdemeanor row whose grand-jury literal is a felony keeps it, with each level (docs/law D80(b))', () => {
    const r = rec(
      buildCase([
        ev({
          dispdt: '2024-03-01',
          cad: 'DISM',
          disposition: 'DISM OTHER',
          offLit: 'ASSAULT-BODILY INJURY',
          level: 'MA',
          comOffLit: 'ASSAULT-BODILY INJURY',
          comLevel: 'MA',
          gjOffLit: 'AGG ASSAULT W/DEADLY WEAPON',
          gjLevel: 'F2',
        }),
      ]),
    );
    expect(r.engineCase.chargeFacts).toMatchObject({
      chargeStatutes: ['PC 22.01', 'PC 22.02'],
      chargeLevels: ['MA', 'F2'],
      felonyCharge: true,
    });
    // A bare `F` on the charge is a felony too; a misdemeanor charge alone is not.
    const bare = rec(
      buildCase([
        ev({
          dispdt: '2024-03-01',
          cad: 'DISM',
          disposition: 'DISM OTHER',
          offLit: 'ASSAULT-BODILY INJURY',
          level: 'MA',
          comOffLit: 'ASSAULT-BODILY INJURY',
          comLevel: 'F',
        }),
      ]),
    );
    expect(bare.engineCase.chargeFacts?.felonyCharge).toBe(true);
    const misd = rec(
      buildCase([
        ev({
          dispdt: '2024-03-01',
          cad: 'DISM',
          disposition: 'DISM OTHER',
          offLit: 'ASSAULT-BODILY INJURY',
          level: 'MA',
          comOffLit: 'ASSAULT-BODILY INJURY',
          comLevel: 'MA',
        }),
      ]),
    );
    expect(misd.engineCase.chargeFacts?.felonyCharge).toBeUndefined();
  });
  it('a bare F level is kept as the kind of level (docs/law D84)', () => {
    const r = rec(
      buildCase([
        ev({
          dispdt: '2024-11-06',
          cad: 'DISP',
          disposition: 'GUILTY PLEA-NO JURY',
          offLit: 'SHOOTING INVESTIGATION',
          level: 'F',
        }),
      ]),
    );
    expect(r.engineCase).toMatchObject({ level: 'unknown', bareLevel: 'F' });
    const full = rec(
      buildCase([
        ev({
          dispdt: '2024-11-06',
          cad: 'DISP',
          disposition: 'GUILTY PLEA-NO JURY',
          offLit: 'THEFT >=$100<$750',
          level: 'MB',
        }),
      ]),
    );
    expect(full.engineCase.bareLevel).toBeUndefined();
  });
  it('a plain theft has no charge fact', () => {
    const r = rec(
      buildCase([
        ev({
          dispdt: '2024-11-04',
          cad: 'DISP',
          disposition: 'GUILTY PLEA-NO JURY',
          offLit: 'THEFT >=$100<$750',
          level: 'MB',
        }),
      ]),
    );
    expect(r.engineCase.chargeFacts ?? null).toBeNull();
  });
});

describe('buildCase: one arrest, attempts without a level (ADR 0074)', () => {
  const felony = (x: Partial<CaseEvent>): CaseEvent =>
    ev({ cdi: '003', ins: 'FID', offLit: 'ATT SEXUAL ASSAULT', level: null, ...x });

  it('fills the report number and agency the engine links charges by (CCP 55A.051-.052; §0c)', () => {
    const c = rec(
      buildCase([ev({ offRptNum: ' 123456-19 ', compAgency: 'HOUSTON POLICE DEPARTMENT', dispdt: '2019-06-01' })]),
    );
    expect(c.engineCase).toMatchObject({ reportNumber: '123456-19', agency: 'HOUSTON POLICE DEPARTMENT' });
    const none = rec(buildCase([ev({ offRptNum: '  ', compAgency: null })]));
    expect(none.engineCase).toMatchObject({ reportNumber: null, agency: null });
  });

  it('fills the duplicate-indictment mark from bamexp I (docs/law D38); other bond exceptions are not; blank is null', () => {
    expect(rec(buildCase([ev({ bamexp: 'I' })])).engineCase.duplicateIndictment).toBe(true);
    // any row that says I marks the case: a later bond note does not undo it
    const later = rec(
      buildCase([ev({ bamexp: 'I', rundate: '2024-01-15' }), ev({ bamexp: 'BOND DENIED', rundate: '2024-11-23' })]),
    );
    expect(later.engineCase.duplicateIndictment).toBe(true);
    for (const v of ['D', 'REFER TO MAGISTRATE', 'DUPLICATE INDICTMENT'])
      expect(rec(buildCase([ev({ bamexp: v })])).engineCase.duplicateIndictment, v).toBe(false);
    expect(rec(buildCase([ev({ bamexp: null })])).engineCase.duplicateIndictment).toBeNull();
    // events stored before bamexp was read carry no field at all
    expect(rec(buildCase([ev({})])).engineCase.duplicateIndictment).toBeNull();
  });

  it('an attempt with a blank level is one category below the attempted offense its charge literal names', () => {
    const c = rec(buildCase([felony({ comOffLit: 'SEXUAL ASSAULT', comLevel: 'F2' })]));
    expect(c.engineCase.level).toBe('F3');
    expect(c.engineCase.offense).toMatchObject({ statute: 'PC 22.011', inchoate: { section: 'PC 15.01' } });
    // an attempted state jail felony is a Class A misdemeanor (PC 15.01(d))
    const sj = rec(
      buildCase([felony({ offLit: 'ATT UNAUTH USE OF VEHICLE', comOffLit: 'UNAUTH USE OF VEHICLE', comLevel: 'FS' })]),
    );
    expect(sj.engineCase.level).toBe('MA');
    expect(sj.misdemeanorFelony).toBe('Misdemeanor');
  });

  it('no guess: without a literal naming the attempted offense at a level, or against a bare F, the level stays unknown', () => {
    expect(rec(buildCase([felony({})])).engineCase.level).toBe('unknown');
    // the complaint names another offense
    expect(rec(buildCase([felony({ comOffLit: 'ROBBERY', comLevel: 'F2' })])).engineCase.level).toBe('unknown');
    // a bare F cannot become a misdemeanor
    const bare = felony({
      level: 'F',
      offLit: 'ATT UNAUTH USE OF VEHICLE',
      comOffLit: 'UNAUTH USE OF VEHICLE',
      comLevel: 'FS',
    });
    expect(rec(buildCase([bare])).engineCase.level).toBe('unknown');
    // a recorded level is never replaced
    expect(
      rec(buildCase([felony({ level: 'F2', comOffLit: 'SEXUAL ASSAULT', comLevel: 'F2' })])).engineCase.level,
    ).toBe('F2');
  });
});
