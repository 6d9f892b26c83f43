/**
 * Felony limitations periods by offense (CCP 12.01, 12.03, 12.04, 12.05), the table 55A.054 counts from the
 * dismissal (ADR 0060 item 55). Each row carries its citation and its confidence; an offense not listed
 * gives no date (`FELONY_LIMITATIONS_UNKNOWN`), and "no limitations" or "depends on the victim's age" give no date
 * either (`NO_LIMITATIONS_PERIOD`): no answer of the person settles those, the prosecutor's file does.
 *
 * Attempts and conspiracies (PC 15.01–15.02) take the object offense's period (CCP 12.03(a)–(b)): the data adapter
 * gives them the object's statute. Organized criminal activity (PC 71.02) names no object: the person is asked
 * whether it was one with no fixed period (docs/law D82).
 */

import type { LimitationsQualifier } from '../../model';

export type { LimitationsQualifier };

/**
 * `object`: organized criminal activity (PC 71.02) takes the period of its most serious object offense (CCP
 * 12.03(b)); the literal names none, so the person is asked whether it was one with no fixed period (docs/law D82).
 */
export type LimitationsPeriod =
  { kind: 'years'; years: number } | { kind: 'none' } | { kind: 'victim_age' } | { kind: 'object' };

/**
 * docs/law D82: the longest finite period an object offense of organized criminal activity can have (12.01's ten-year
 * paragraph), used when the person says the group charge was not about a killing or a death in a crash, a sexual
 * offense, trafficking or prostitution, or a child victim (the offenses with no period or one by the victim's age).
 */
export const ORGANIZED_CRIME_LONGEST_FINITE_YEARS = 10;

export interface LimitationsRow {
  /** Statutes as the classifier writes them (`PC 31.03`), or a prefix ending with a dot (`HSC 481.`, `PC 32.`). */
  statutes: readonly string[];
  /** The row applies only with this qualifier (or only without any of `unless`). */
  when?: LimitationsQualifier;
  unless?: readonly LimitationsQualifier[];
  /** The row applies only at these levels. */
  levels?: readonly string[];
  period: LimitationsPeriod;
  citation: string;
  confidence: 'H' | 'M' | 'L';
}

const CCP = 'Tex. Code Crim. Proc.';
const years = (n: number): LimitationsPeriod => ({ kind: 'years', years: n });
const NONE: LimitationsPeriod = { kind: 'none' };
const AGE: LimitationsPeriod = { kind: 'victim_age' };
const OBJECT: LimitationsPeriod = { kind: 'object' };
const FELONY_LEVELS = ['FC', 'F1', 'F2', 'F3', 'FS'] as const;

/** First matching row wins: specific rows come before the chapter-wide ones. */
export const LIMITATIONS_TABLE: readonly LimitationsRow[] = [
  // ---- none (or treated as none) ----
  {
    statutes: ['PC 19.02', 'PC 19.03', 'PC 19.04'],
    period: NONE,
    citation: `${CCP} art. 12.01(1)(A)`,
    confidence: 'H',
  },
  { statutes: ['PC 21.02', 'PC 21.11'], period: NONE, citation: `${CCP} art. 12.01(1)(B), (1)(D)`, confidence: 'H' },
  // sexual assault: none for a child victim or untested DNA, 10 years otherwise; the data shows neither
  {
    statutes: ['PC 22.011', 'PC 22.021'],
    period: NONE,
    citation: `${CCP} art. 12.01(1)(B)–(C), (2)(E)`,
    confidence: 'H',
  },
  // trafficking and compelling prostitution: HB 1778 (2025) changed them, text not read: none until it is
  {
    statutes: ['PC 20A.02', 'PC 20A.03', 'PC 43.05'],
    period: NONE,
    citation: `${CCP} art. 12.01(1)(E)–(F)`,
    confidence: 'H',
  },
  // ---- depends on the victim's age ----
  {
    statutes: ['PC 22.04'],
    when: 'child_victim',
    period: AGE,
    citation: `${CCP} art. 12.01(1)(F), (5)`,
    confidence: 'M',
  },
  { statutes: ['PC 43.25', 'PC 20.04'], period: AGE, citation: `${CCP} art. 12.01(1), (5)`, confidence: 'M' },
  {
    statutes: ['PC 30.02'],
    when: 'burglary_intent_other_felony',
    period: AGE,
    citation: `${CCP} art. 12.01(1)(G)`,
    confidence: 'M',
  },
  // ---- the object offense's period (organized criminal activity) ----
  { statutes: ['PC 71.02'], period: OBJECT, citation: `${CCP} arts. 12.03(b), 12.01`, confidence: 'M' },
  // ---- 10 years ----
  { statutes: ['PC 28.02', 'PC 32.21'], period: years(10), citation: `${CCP} art. 12.01(2)(C)–(D)`, confidence: 'H' },
  {
    statutes: ['PC 31.'],
    when: 'fiduciary_or_public_servant_theft',
    period: years(10),
    citation: `${CCP} art. 12.01(2)(A)–(B)`,
    confidence: 'H',
  },
  {
    statutes: ['PC 22.04'],
    when: 'elderly_or_disabled_victim',
    levels: ['F1'],
    period: years(10),
    citation: `${CCP} art. 12.01(2)(F)`,
    confidence: 'H',
  },
  // ---- 7 years ----
  {
    statutes: ['PC 34.02', 'PC 32.31', 'PC 32.51', 'PC 32.32', 'PC 32.46', 'PC 32.45'],
    period: years(7),
    citation: `${CCP} art. 12.01(3)`,
    confidence: 'H',
  },
  // every other chapter-32 felony whose period had not run out by 2025-09-01 (SB 2798)
  {
    statutes: ['PC 32.'],
    period: years(7),
    citation: `${CCP} art. 12.01(3) as amended by SB 2798 (2025)`,
    confidence: 'M',
  },
  // ---- 5 years ----
  // 31.07 included: the 3-year reading could be early
  {
    statutes: ['PC 31.'],
    unless: ['fiduciary_or_public_servant_theft'],
    period: years(5),
    citation: `${CCP} art. 12.01(4)(A)`,
    confidence: 'H',
  },
  {
    statutes: ['PC 29.02', 'PC 29.03'],
    period: years(5),
    citation: `${CCP} arts. 12.01(4)(B), 12.03(d)`,
    confidence: 'H',
  },
  {
    statutes: ['PC 30.02', 'PC 30.03', 'PC 30.04'],
    unless: ['burglary_intent_other_felony'],
    period: years(5),
    citation: `${CCP} art. 12.01(4)(B)`,
    confidence: 'H',
  },
  { statutes: ['PC 20.03'], period: years(5), citation: `${CCP} art. 12.01(4)(C)`, confidence: 'H' },
  {
    statutes: ['PC 22.04'],
    when: 'elderly_or_disabled_victim',
    period: years(5),
    citation: `${CCP} art. 12.01(4)(D)`,
    confidence: 'M',
  },
  { statutes: ['PC 22.041', 'PC 35.02'], period: years(5), citation: `${CCP} art. 12.01(4)(E)–(F)`, confidence: 'M' },
  // ---- 3 years: "all other felonies" (12.01(8)) ----
  { statutes: ['PC 22.02'], period: years(3), citation: `${CCP} arts. 12.01(8), 12.03(d)`, confidence: 'M' },
  { statutes: ['HSC 481.', 'HSC 483.'], period: years(3), citation: `${CCP} art. 12.01(8)`, confidence: 'M' },
  {
    statutes: [
      'PC 22.01',
      'PC 22.05',
      'PC 22.07',
      'PC 38.04',
      'PC 46.02',
      'PC 46.04',
      'PC 49.04',
      'PC 28.03',
      'PC 37.09',
      'PC 37.10',
      'PC 36.06',
      'PC 42.072',
      'PC 25.07',
      'PC 25.072',
      'PC 30.05',
    ],
    levels: FELONY_LEVELS,
    period: years(3),
    citation: `${CCP} art. 12.01(8)`,
    confidence: 'M',
  },
  // docs/law D85: five identified felonies 12.01 does not name (each checked against its text; 43.021 waits for HB
  // 1778): harassment by persons in correctional facilities, continuous violence against the family, prohibited
  // substances in a correctional facility, tampering with an electronic monitoring device, taking a peace officer's
  // weapon. Attempts take the object's statute from the data adapter (CCP 12.03(a)).
  {
    statutes: ['PC 22.11', 'PC 25.11', 'PC 38.11', 'PC 38.112', 'PC 38.14'],
    levels: FELONY_LEVELS,
    period: years(3),
    citation: `${CCP} arts. 12.01(8), 12.03(a)`,
    confidence: 'M',
  },
];

function statuteMatches(statute: string, pattern: string): boolean {
  return pattern.endsWith('.') ? statute.startsWith(pattern) : statute === pattern;
}

/** The listed period of one offense; null when the table does not list it. */
export function limitationsOf(
  statute: string | null,
  level: string,
  qualifiers: readonly LimitationsQualifier[],
): LimitationsRow | null {
  if (statute === null) return null;
  for (const row of LIMITATIONS_TABLE) {
    if (!row.statutes.some((p) => statuteMatches(statute, p))) continue;
    if (row.when !== undefined && !qualifiers.includes(row.when)) continue;
    if (row.unless?.some((q) => qualifiers.includes(q))) continue;
    if (row.levels !== undefined && !row.levels.includes(level)) continue;
    return row;
  }
  return null;
}

/** One offense the row names, at its own level. */
export interface NamedOffense {
  statute: string | null;
  level: string;
}

/**
 * The longest period among the offenses the row names (its current, complaint and grand-jury literals):
 * `unknown` when one of them is not listed, `none` when one has no period (or depends on the victim's age).
 */
export function longestLimitations(
  statutes: readonly (string | null)[],
  level: string,
  qualifiers: readonly LimitationsQualifier[],
  objectSerious: 'unasked' | 'yes' | 'no' | 'not_sure' = 'unasked',
): Longest {
  return longestOf(
    statutes.map((statute) => ({ statute, level })),
    qualifiers,
    objectSerious,
  );
}

export type Longest =
  | { kind: 'years'; years: number; rows: LimitationsRow[] }
  | { kind: 'none' }
  | { kind: 'unknown' }
  | { kind: 'ask_object' };

/**
 * longestLimitations with each offense at its own level (a felony charge on a misdemeanor row, docs/law D80).
 * `objectSerious` is the person's answer about an organized-crime object offense (docs/law D82): `no` gives the
 * longest finite period, `yes` or `not_sure` no period, `unasked` → `ask_object`. A period that is none wins over
 * everything, then an offense the table does not list, then the question.
 */
export function longestOf(
  offenses: readonly NamedOffense[],
  qualifiers: readonly LimitationsQualifier[],
  objectSerious: 'unasked' | 'yes' | 'no' | 'not_sure' = 'unasked',
): Longest {
  const years: number[] = [];
  const rows: LimitationsRow[] = [];
  let unknown = false;
  let ask = false;
  for (const { statute: s, level } of offenses) {
    const row = limitationsOf(s, level, qualifiers);
    if (row === null) unknown = true;
    else if (row.period.kind === 'none' || row.period.kind === 'victim_age') return { kind: 'none' };
    else if (row.period.kind === 'object') {
      if (objectSerious === 'no') {
        years.push(ORGANIZED_CRIME_LONGEST_FINITE_YEARS);
        rows.push(row);
      } else if (objectSerious === 'unasked') ask = true;
      else return { kind: 'none' };
    } else {
      years.push(row.period.years);
      rows.push(row);
    }
  }
  if (unknown) return { kind: 'unknown' };
  if (ask) return { kind: 'ask_object' };
  if (years.length === 0) return { kind: 'unknown' };
  return { kind: 'years', years: Math.max(...years), rows };
}
