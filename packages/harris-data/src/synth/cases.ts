/** The shapes of a synthetic person, court event and case, in the daily layouts and in the weekly file's one row. */
import type { Rng } from './random';
import { type Offense } from './values';

export interface Person {
  spn: string;
  nam: string;
  dob: string;
  sex: 'M' | 'F';
  rac: string;
  stnum: string;
  stnam: string;
  city: string;
  zip: string;
}

export interface Ev {
  dispdt: string | null;
  ins: string;
  cad: string | null;
  disposition: string | null;
  sentence: string | null;
  cst: string;
  dst: string;
  nda?: string | null;
  rea?: string | null;
}

export interface SynthCase {
  cas: string;
  offense: Offense;
  fda: string;
  crt: string;
  events: Ev[];
  gjCdp?: string | null;
}

/** One case as one weekly-file row: its latest state, and the charge the complaint and grand jury named. */
export interface WeeklyCase {
  c: SynthCase;
  ev: Ev;
  /** Complaint and grand-jury offense (the original charge of a plea to a lesser offense). */
  charged: Offense;
  ins: string;
  /** Grand-jury action (`gj_cdp`); '' when no grand jury saw the case (a complaint only, a misdemeanor). */
  gj: string;
}

export const yyyymmdd = (iso: string): string => iso.replaceAll('-', '');
export const mmddyyyy = (iso: string): string => `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`;

export function randomDate(rng: Rng, from: string, to: string): string {
  const a = Date.UTC(+from.slice(0, 4), +from.slice(5, 7) - 1, +from.slice(8, 10));
  const b = Date.UTC(+to.slice(0, 4), +to.slice(5, 7) - 1, +to.slice(8, 10));
  const t = new Date(a + Math.floor((rng.next() * Math.max(1, b - a + 1)) / 86400000) * 86400000);
  return t.toISOString().slice(0, 10);
}

export const minDate = (a: string, b: string): string => (a < b ? a : b);
