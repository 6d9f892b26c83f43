/**
 * The reviewed table of the real 2024 weekly sample (`test-fixtures/weekly-historical-2024-sample.txt`): what each case
 * decides as the person's only case, today = 2026-12-01 (`REVIEW_DATE`), before any case answer and after the answers
 * a person can give. The expectations are written by reading each row's codes, literals, level and sentence against the
 * law (ADR 0060), not by running the code. `src/test/fixture-decisions.test.ts` holds the engine to it, and
 * `npm run accuracy` publishes how the two compare (docs/law/accuracy.md).
 */
import type { FinalEligibility } from '@cyr/rules';

/** The day the table was read for. */
export const REVIEW_DATE = '2026-12-01';

export type Row = Record<string, string>;
/** An outcome, or `decided`: any outcome but could_not_determine. */
export type Want = FinalEligibility | 'decided';
export interface Expect {
  before: Want;
  beforeCause?: string;
  after: Want;
  afterCause?: string;
  /** The case can never be eligible (a bar, a felony conviction): no answer may make it so. */
  neverEligible?: boolean;
  why: string;
}

const FELONY = /^F/;
const MISD = /^M/;
const lit = (r: Row, k: string): string => (r[k] ?? '').replace(/\s+/g, ' ').trim();

/** Family-violence literals of the 411.074(b)(1)(D) bar, as the sample writes them. */
const FAMILY = /FAM|IMP(ED)? BR/;

/** The table: the rule that reads each row (first match). */
export function expected(r: Row): Expect | null {
  const cad = lit(r, 'cad');
  const disp = lit(r, 'disposition');
  const level = lit(r, 'curr_l_d').replace(' ', '');
  const off = lit(r, 'curr_off_lit');
  const com = lit(r, 'com_off_lit');
  const ins = lit(r, 'ins');
  if (cad === '' && disp === '') {
    if (r['cst'] === 'C')
      return { before: 'could_not_determine', after: 'could_not_determine', why: 'closed, no outcome' };
    if (ins === 'OUT OF COUNTY FELONY')
      return { before: 'could_not_determine', after: 'could_not_determine', why: 'OCF instrument (item 60)' };
    return {
      before: 'could_not_determine',
      beforeCause: 'PENDING_CASE',
      after: 'could_not_determine',
      why: 'open case',
    };
  }
  // The 18 "dismissed, convicted in another case" rows are indicted 2024 felony dismissals, read as
  // `convicted_in_other_case` (docs/law D38), with no report number in the sample: the arrest may have ended in a
  // conviction, so the person is asked whether the charge was refiled or replaced (item 38, ADR 0074). "Yes" leaves it
  // undecided (SAME_EPISODE_MIXED: the other case's judgment decides); "no" gives the dismissal its own route, as any
  // 2024 felony dismissal below (not before 2027). One stays undecided whatever the answer, for the offense's
  // limitations period (item 55): an indicted injury to a child (the victim's age decides). Harassment of a public
  // servant (PC 22.11) and continuous family violence (PC 25.11) take three years (docs/law D85). (With a report number
  // of their own they would be ordinary dismissals.)
  // The clerk says the charge was refiled (docs/law D80): the person is asked what became of the refiled case, never
  // whether it was refiled. "Dismissed or no-billed" with its month gives the later of the two dates; any other
  // answer leaves it undecided (the test below walks every answer).
  if (disp === 'DISMISSED CASE REFILED')
    return {
      before: 'could_not_determine',
      beforeCause: 'REFILED_CASE_OUTCOME_NEEDED',
      after: 'not_yet_eligible',
      why: "recorded as refiled: only the refiled case's outcome (dismissed, with its month) gives a date (docs/law D80)",
    };
  if (disp === 'DISMISSED DEF CONVICTED IN ANOTHER CASE') {
    const period = off.startsWith('INJ TO CHILD') ? 'NO_LIMITATIONS_PERIOD' : null;
    if (period !== null)
      return {
        before: 'could_not_determine',
        beforeCause: period,
        after: 'could_not_determine',
        afterCause: period,
        why: 'refiled or convicted in another case, and no limitations date for the offense (item 55)',
      };
    return {
      before: 'could_not_determine',
      beforeCause: 'SAME_EPISODE_MIXED',
      after: 'not_yet_eligible',
      why: 'refiled or convicted in another case: "no" gives the felony dismissal its date (items 38, 55, 56)',
    };
  }
  if (disp === 'DISMISSED COMPLETED DIVERSION PROGRAM')
    return { before: 'expunction', after: 'expunction', why: '55A.053(a)(2)(C) from the dismissal' };
  if (cad === 'DISM') {
    // A 2024 felony dismissal: 55A.052 (3 years from an arrest no later than the dismissal) or 55A.054 (the
    // offense's limitations period, 3 years at least): not before 2027. Injury to a child: no period by waiting.
    if (off.startsWith('INJ TO CHILD') && ins !== 'COM')
      return {
        before: 'could_not_determine',
        beforeCause: 'NO_LIMITATIONS_PERIOD',
        after: 'could_not_determine',
        why: 'indicted injury to a child: the period depends on the victim’s age (item 55)',
      };
    return { before: 'not_yet_eligible', after: 'not_yet_eligible', why: 'felony dismissal in 2024 (items 55, 56)' };
  }
  if (disp === 'NO BILL')
    return { before: 'not_yet_eligible', after: 'not_yet_eligible', why: '55A.052: 3 years from the arrest (item 56)' };
  if (cad === 'NOTG') return { before: 'expunction', after: 'expunction', why: '55A.002 acquittal' };
  if (cad === 'DADJ' && ins === 'MAJ') {
    // A family-violence deferral is a bar however the motion ends (docs/law D86).
    if (FAMILY.test(off) || off.startsWith('CONTINUOUS VIOL'))
      return {
        before: 'ineligible',
        after: 'ineligible',
        neverEligible: true,
        why: 'family-violence deferral with a motion to adjudicate pending: the bar is certain (docs/law D86)',
      };
    return { before: 'could_not_determine', after: 'could_not_determine', why: 'motion to adjudicate pending' };
  }
  if (FELONY.test(level) && (cad === 'DISP' || cad === 'PROB'))
    return { before: 'ineligible', after: 'ineligible', neverEligible: true, why: 'felony conviction (item 54)' };
  if (FAMILY.test(off) || (FAMILY.test(com) && /ASSAULT|ASLT|ASSLT/.test(off)) || off.startsWith('VIOL BOND'))
    return { before: 'ineligible', after: 'ineligible', neverEligible: true, why: '411.074(b) bar (items 50, 53)' };
  if (cad === 'DADJ' && FELONY.test(level)) {
    if (off.startsWith('AGG ASSAULT W/DEADLY'))
      return {
        before: 'could_not_determine',
        beforeCause: 'FAMILY_VIOLENCE_VICTIM_UNKNOWN',
        after: 'decided',
        why: 'the victim question decides it',
      };
    if (level === 'FS' && /^2 YEARS/.test(lit(r, 'sentence')) && r['dispdt'] !== undefined && r['dispdt'] < '20241202')
      return {
        before: 'could_not_determine',
        beforeCause: 'NO_DISCHARGE_ON_RECORD',
        after: 'decided',
        why: 'the two-year term has ended: how it ended is asked (item 58)',
      };
    return { before: 'not_yet_eligible', after: 'not_yet_eligible', why: '411.0725 after the scheduled end' };
  }
  if (MISD.test(level) && cad === 'PROB')
    return {
      before: 'could_not_determine',
      beforeCause: 'NO_DISCHARGE_ON_RECORD',
      after: off.startsWith('DWI 2ND')
        ? 'ineligible'
        : off === 'DRIVING WHILE INTOXICATED'
          ? 'decided'
          : 'could_not_determine',
      why: 'misdemeanor probation ended: how it ended is asked (item 58); a repeat DWI is not Class B; a revoked DWI probation is dated by the end of its jail time, asked (docs/law D77)',
    };
  if (MISD.test(level) && cad === 'DISP') {
    if (off.startsWith('TERRORISTIC THREAT'))
      return {
        before: 'could_not_determine',
        beforeCause: 'JUDGE_DECIDES_VIOLENT_OR_SEXUAL',
        after: 'decided',
        why: '411.0735(c-1): the judge decides, unless the victim was family, household or dating (docs/law D87)',
      };
    if (FAMILY.test(com))
      return {
        before: 'could_not_determine',
        after: 'could_not_determine',
        neverEligible: true,
        why: 'a family victim in the charge of a non-assault offense: legal review (item 53)',
      };
    return {
      before: 'could_not_determine',
      after: 'decided',
      why: 'misdemeanor conviction with jail: payment (and for assault the victim) is asked',
    };
  }
  return null;
}

/** The sample's rows (its text decoded from CP1252), each a record of its columns. */
export function readRows(text: string): Row[] {
  const lines = text.split('\r\n').filter((l) => l !== '');
  const header = (lines[0] ?? '').split('\t');
  return lines.slice(1).map((l) => Object.fromEntries(l.split('\t').map((v, i) => [header[i] ?? '', v.trim()])));
}

export const matches = (want: Want, got: FinalEligibility): boolean =>
  want === 'decided' ? got !== 'could_not_determine' : want === got;

const DATED: ReadonlySet<FinalEligibility> = new Set(['nondisclosure', 'expunction', 'not_yet_eligible']);
const NOW: ReadonlySet<FinalEligibility> = new Set(['nondisclosure', 'expunction']);

/**
 * How the engine's outcome compares with the reviewer's: the same (`agree`); more favourable to the person than the
 * reviewer's reading (a date, or an earlier one, where the reviewer reads none or a later one: the error that costs a
 * person a filing fee, which must never happen); otherwise more cautious (undecided, or no route, where the reviewer
 * reads one).
 */
export type Comparison = 'agree' | 'more_cautious' | 'more_favourable';

export function compare(want: Expect, step: 'before' | 'after', got: FinalEligibility): Comparison {
  const w = want[step];
  if (want.neverEligible === true && DATED.has(got)) return 'more_favourable';
  if (matches(w, got)) return 'agree';
  if (w === 'decided') return 'more_cautious';
  if (DATED.has(got) && !DATED.has(w)) return 'more_favourable';
  if (NOW.has(got) && w === 'not_yet_eligible') return 'more_favourable';
  return 'more_cautious';
}
