/**
 * Conditions the DWI sections share (411.0726, 411.0731, 411.0736): the Class B form of PC 49.04, the collision
 * bar, and the answers that settle them (law notes §4.3, §4.8, §4.10, §10.14, §10.16).
 */
import type { CaseAnswers } from '../model';
import type { CaseFacts } from '../engine/context';
import { addQuestion, askCase, reason, type Route, put } from '../engine/route';

/** Blood or breath alcohol concentration at or above which PC 49.04(d) makes DWI Class A. */
export const BAC_CLASS_A_THRESHOLD = 0.15;
/** Months of ignition-interlock compliance that shorten the 411.0731 / 411.0736 waits. */
export const INTERLOCK_MONTHS = 6;

/**
 * DWI must be the Class B form. The judgment's level decides; `bac_under_015` is asked only when the level is
 * unknown (law notes §10.14). Returns false when the route is barred.
 */
export function requireClassB(f: CaseFacts, a: CaseAnswers, r: Route): boolean {
  const level = f.c.level;
  if (level === 'MB') return true;
  if (level === 'MA' || f.felony) {
    put(r, 'bars', reason('DWI_NOT_CLASS_B', { level }));
    return false;
  }
  if (a.bac_under_015 === undefined) askCase(r, 'bac_under_015', 'BAC_UNKNOWN');
  else if (!a.bac_under_015) {
    put(r, 'bars', reason('DWI_NOT_CLASS_B', { level: 'MA' }));
    return false;
  }
  return true;
}

/** The collision-with-another-person bar (a passenger counts; no injury needed). BWI collisions need review. */
export function collisionBar(a: CaseAnswers, r: Route, boating: boolean): void {
  const v = a.collision_with_another_person;
  if (v === undefined) askCase(r, 'collision_with_another_person', 'COLLISION_UNKNOWN');
  else if (v) {
    if (boating) put(r, 'unknowns', reason('BWI_COLLISION_REVIEW'));
    else put(r, 'bars', reason('COLLISION_WITH_ANOTHER_PERSON'));
  }
}

/** Interlock answer: true shortens the wait; unanswered asks and assumes the longer wait (law notes §10.1). */
export function interlockYears(a: CaseAnswers, r: Route, short: number, long: number): number {
  const v = a.used_ignition_interlock_device;
  if (v === true) {
    put(r, 'notes', reason('INTERLOCK_SHORTER_WAIT', { years: String(short), months: String(INTERLOCK_MONTHS) }));
    return short;
  }
  if (v === undefined) addQuestion(r, 'used_ignition_interlock_device');
  put(r, 'notes', reason('ASSUMED_NO_INTERLOCK', { years: String(long), months: String(INTERLOCK_MONTHS) }));
  return long;
}
