/**
 * Conditions the DWI sections share (411.0726, 411.0731, 411.0736): the Class B form of PC 49.04, the collision
 * bar, and the answers that settle them (law notes §4.3, §4.8, §4.10, §10.14, §10.16).
 */
import type { CaseAnswers } from '../model';
import { addYearsDay } from '../dates';
import type { Base } from '../engine/base';
import type { CaseFacts, PersonCtx } from '../engine/context';
import { addQuestion, askCase, newRoute, noteEstimated, put, reason, setWait, type Route } from '../engine/route';
import { requirePaid } from './conviction';
import { apply074 } from './411.074';

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

/**
 * 411.0731 and 411.0736 share their conditions and differ only in the event the wait counts from and the
 * years: Class B, collision bar, fines paid, interlock wait, first offender, 411.074.
 */
export function dwiConvictionRoute(
  p: PersonCtx,
  f: CaseFacts,
  base: Base,
  section: '411.0731' | '411.0736',
  waits: { withInterlock: number; withoutInterlock: number },
  citation: string,
  field: 'supervision_end' | 'sentence_completion',
): Route {
  const r = newRoute(section);
  put(r, 'basis', reason(section === '411.0731' ? 'MEETS_411_0731' : 'MEETS_411_0736'));
  const a = f.answers;
  if (!requireClassB(f, a, r)) return r;
  collisionBar(a, r, false);
  requirePaid(a, r);
  const years = interlockYears(a, r, waits.withInterlock, waits.withoutInterlock);
  if (Number.isNaN(base.day)) {
    put(r, 'unknowns', reason('DATE_UNKNOWN', { field }));
    return r;
  }
  setWait(r, base.day, addYearsDay(base.day, years), years, citation);
  noteEstimated(r, base.day, base.estimated, field);
  r.dateEstimated = base.estimated && !base.upperBound;
  apply074(p, f, r, true);
  return r;
}
