import { describe, expect, it } from 'vitest';
import { DISPOSITION_LITERALS, normalizeLevel, readBond, readDisposition } from '../codes';
import { parseExtractDate } from '../dates';
import { parseSentence } from '../sentence';

/** Every literal of the format notes §0b and what the notes say it means (written from the notes, not the code). */
const SEEN: [literal: string, onDisp: string, issue?: string][] = [
  ['GUILTY PLEA-NO JURY', 'conviction'],
  ['LESSER OFF. GUILTY PLEA - NO JURY', 'conviction'],
  ['LESSER OFF. NOLO PLEA - NO JURY', 'conviction'],
  ['NOLO CONTENDRE PLEA - NO JURY (CC)', 'conviction'],
  ['CONVICTION-PLEA OF GUILTY', 'conviction'],
  ['NOT GUILTY PLEA - JURY VERDICT', 'conviction'],
  ['NOT GUILTY PLEA- NO JURY', 'conviction'],
  ['LESSER OFF. NOT GUILTY PLEA-JURY VERDICT', 'conviction'],
  ['COMMITTED TO TDC', 'conviction'],
  ['SHOCK PROBATION', 'probation'],
  ['PROBATION', 'probation'],
  ['DEFERRED ADJUD OF GUILT', 'deferred'],
  ['DEFERRED ADJUDICATION TERMINATED', 'completion'],
  ['DEF ADJ GLT ADJUDICATED', 'revocation'],
  ['UNSATISFACTORY TERMINATION', 'unknown', 'unsatisfactory_termination'],
  ['PROBATION TERMINATION', 'termination'],
  ['PROBATION TERMINATED', 'termination'],
  ['DEF ADJ GLT REVOKED', 'revocation'],
  ['PROB/DADJ TERMED - DEF DECEASED', 'unknown', 'defendant_deceased'],
  ['DISM OTHER', 'dismissal'],
  ['DISMISSED', 'dismissal'],
  ['DISMISSED OTHER', 'dismissal'],
  ['DISMISSED INSUFFICIENT EVIDENCE', 'dismissal'],
  ['DISMISSED REQUEST OF COMPLAINING WITNESS', 'dismissal'],
  ['DISMISSED MISSING WITNESS', 'dismissal'],
  ['DISMISSED DEF CONVICTED IN ANOTHER CASE', 'dismissal'],
  ['DISMISSED DEFENDANT CONVICTED ON ANOTHER CHARGE', 'dismissal'],
  ['DISMISSED CASE REFILED', 'dismissal'],
  ['DISMISSED COMPLETED DIVERSION PROGRAM', 'dismissal'],
  ['DISMISSED DEFENDANT DECEASED', 'unknown', 'defendant_deceased'],
  ['RED TRANSFER CCCL REDUCED TO MISD.', 'unknown', 'reduced_and_transferred'],
  ['NO BILL', 'nobill'],
  ['NO BILLED', 'nobill'],
  ['ACQ JURY VERDICT', 'acquittal'],
  ['ACQ DIRECTED VERDICT', 'acquittal'],
  ['ACQ BY REASON OF INSANITY', 'unknown', 'insanity_acquittal'],
];

describe('disposition codes and literals, by explicit lists', () => {
  it.each(SEEN)('%s with DISP → %s', (literal, reading, issue) => {
    expect(DISPOSITION_LITERALS[literal]).toBeDefined();
    expect(readDisposition('DISP', literal)).toMatchObject({ reading, issue: issue ?? null });
    // a blank code reads the literal the same way
    expect(readDisposition(null, literal).reading).toBe(reading);
  });

  it('completion codes and termination literals (ADR 0060 item 57)', () => {
    // CEXP / CETR with a blank or agreeing literal: completion
    for (const cad of ['CEXP', 'CETR']) {
      expect(readDisposition(cad, null).reading).toBe('completion');
      for (const lit of [
        'CEXP - PROBATION EXPIRED',
        'CETR - EARLY TERMINATION',
        'PROBATION EXPIRED',
        'EARLY TERMINATION',
        'DEFERRED ADJUDICATION TERMINATED',
        'PROBATION TERMINATION',
        'PROBATION TERMINATED',
      ])
        expect(readDisposition(cad, lit), `${cad} ${lit}`).toMatchObject({ reading: 'completion', issue: null });
      // a contradicting literal stays unknown
      for (const lit of [
        'GUILTY PLEA-NO JURY',
        'UNSATISFACTORY TERMINATION',
        'DEF ADJ GLT ADJUDICATED',
        'DEF ADJ GLT REVOKED',
      ])
        expect(readDisposition(cad, lit).reading, `${cad} ${lit}`).toBe('unknown');
      expect(readDisposition(cad, 'PROB/DADJ TERMED - DEF DECEASED').reading).toBe('unknown');
    }
    // PROBATION TERMINATED with DISP, USTP or no code: ended, how not shown
    expect(readDisposition('DISP', 'PROBATION TERMINATED').reading).toBe('termination');
    expect(readDisposition('USTP', 'PROBATION TERMINATED').reading).toBe('termination');
    expect(readDisposition(null, 'PROBATION TERMINATION').reading).toBe('termination');
    // DEF ADJ GLT REVOKED: a revocation with DISP, CRVK, SENT, GILT
    for (const cad of ['DISP', 'CRVK', 'SENT', 'GILT'])
      expect(readDisposition(cad, 'DEF ADJ GLT REVOKED').reading).toBe('revocation');
  });

  it('a plea literal with PROB is probation; with NOTG it contradicts the code', () => {
    expect(readDisposition('PROB', 'GUILTY PLEA-NO JURY').reading).toBe('probation');
    expect(readDisposition('PROB', 'NOT GUILTY PLEA- NO JURY').reading).toBe('probation');
    expect(readDisposition('NOTG', 'NOT GUILTY PLEA - JURY VERDICT')).toMatchObject({
      reading: 'unknown',
      issue: 'code_literal_mismatch',
    });
    expect(readDisposition('DISM', 'GUILTY PLEA-NO JURY')).toMatchObject({
      reading: 'unknown',
      issue: 'code_literal_mismatch',
    });
    expect(readDisposition('NOB', 'ACQ JURY VERDICT').reading).toBe('unknown');
  });

  it('dismissal reasons come from the literal', () => {
    expect(readDisposition('DISM', 'DISMISSED INSUFFICIENT EVIDENCE').dismissalReason).toBe('insufficient_evidence');
    expect(readDisposition('DISM', 'DISMISSED COMPLETED DIVERSION PROGRAM').dismissalReason).toBe(
      'pretrial_intervention',
    );
    expect(readDisposition('DISM', 'DISM OTHER').dismissalReason).toBe('other');
    expect(readDisposition('DISM', 'DISMISSED').dismissalReason).toBe('unknown');
    expect(readDisposition('NPCF', null).dismissalReason).toBe('no_probable_cause');
  });

  it('never guesses from a keyword: unlisted literals and codes are unknown', () => {
    for (const lit of [
      'FOUND NOT GUILTY',
      'NOT GUILTY',
      'ACQUITTED',
      'ACQ OTHER',
      'DISMISSED-INSUFF EVID',
      'GUILTY',
      'DEF ADJ',
    ])
      expect(readDisposition('DISP', lit), lit).toMatchObject({
        reading: 'unknown',
        issue: 'unknown_disposition_literal',
      });
    expect(readDisposition('ZZZZ', null)).toMatchObject({ reading: 'unknown', issue: 'unknown_disposition_code' });
    expect(readDisposition('ZZZZ', 'DISM OTHER').issue).toBe('unknown_disposition_code');
  });

  it('a code alone decides when the literal is blank; a generic code alone says nothing', () => {
    expect(readDisposition('DADJ', null).reading).toBe('deferred');
    expect(readDisposition('USTP', null)).toMatchObject({ reading: 'unknown', issue: 'unsatisfactory_termination' });
    expect(readDisposition('DISP', null).reading).toBe('other');
    expect(readDisposition(null, null).reading).toBe('other');
    // bond, supervision and appeal rows are read by their code; their literal is not an outcome
    expect(readDisposition('APPL', 'ANYTHING').reading).toBe('review');
    expect(readDisposition('EXPG', 'EXPUNGED RECORD').reading).toBe('expunged');
  });

  it('literals are matched after collapsing spaces and upper-casing', () => {
    expect(readDisposition('DISP', '  guilty plea-no   jury ').reading).toBe('conviction');
  });
});

describe('the weekly layout', () => {
  it('levels lose their space', () => {
    expect(['F 1', 'F 2', 'F 3', 'F S', 'F C', 'M A', 'M B', 'F', 'MA', 'f 3'].map(normalizeLevel)).toEqual([
      'F1',
      'F2',
      'F3',
      'FS',
      'FC',
      'MA',
      'MB',
      'F',
      'MA',
      'F3',
    ]);
    expect(normalizeLevel(null)).toBe('');
  });

  it('gj_dt is MMDDYYYY', () => {
    expect(parseExtractDate('09182024')).toBe('2024-09-18');
    expect(parseExtractDate('10302024')).toBe('2024-10-30');
    expect(parseExtractDate('12312024')).toBe('2024-12-31');
  });

  it('bam: six digits, the 00000* sentinel, blank with the reason in bamexp', () => {
    expect(readBond('045000', null)).toEqual({ dollars: 45000, note: null });
    expect(readBond('00000*', null)).toEqual({ dollars: null, note: 'sentinel 00000*' });
    expect(readBond(null, 'BOND DENIED')).toEqual({ dollars: null, note: 'BOND DENIED' });
  });
});

describe('sentences as written', () => {
  it('plural units for one, compound terms, CONFINEMENT, a fine alone', () => {
    expect(parseSentence('1 YEARS HCJ')).toMatchObject({
      confinement: { amount: 1, unit: 'year' },
      confinementPlace: 'county_jail',
      confinementDays: 365,
      unparsed: [],
    });
    expect(parseSentence('22 YEARS 6 MONTHS TDC')).toMatchObject({
      confinement: { amount: 270, unit: 'month' },
      confinementPlace: 'prison',
      confinementDays: 8100,
      unparsed: [],
    });
    expect(parseSentence('5 YEARS CONFINEMENT')).toMatchObject({
      confinementPlace: 'unspecified',
      confinementDays: 1825,
      unparsed: [],
    });
    expect(parseSentence('$10000 FINE')).toMatchObject({
      fineDollars: 10000,
      confinement: null,
      supervision: null,
      unparsed: [],
    });
    expect(parseSentence('1 YEARS HCJ, 12 MONTHS PROBATION')).toMatchObject({
      confinementDays: 365,
      supervisionMonths: 12,
      suspended: true,
    });
  });

  it('a confinement term followed by probation is a probated sentence', () => {
    expect(parseSentence('10 YEARS TDC, 4 YEARS PROBATION')).toMatchObject({
      confinementDays: 3650,
      supervisionMonths: 48,
      suspended: true,
      unparsed: [],
    });
    expect(parseSentence('4 YEARS PROBATION').suspended).toBe(false);
    expect(parseSentence('2 YEARS TDC').suspended).toBe(false);
  });

  it('a place not in the list is an unknown part, never read by a keyword', () => {
    expect(parseSentence('2 YEARS BOOT CAMP').unparsed).toEqual(['2 YEARS BOOT CAMP']);
    expect(parseSentence('2 YEARS IN TDC SOMEWHERE').unparsed).toEqual(['2 YEARS IN TDC SOMEWHERE']);
    expect(parseSentence('2 YEARS 3 YEARS TDC').unparsed).toEqual(['2 YEARS 3 YEARS TDC']);
  });
});
