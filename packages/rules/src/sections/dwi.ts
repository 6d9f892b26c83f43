/**
 * Conditions the DWI sections share (411.0726, 411.0731, 411.0736): the Class B form of PC 49.04, the collision
 * bar, and the answers that settle them (Gov't Code 411.0726, 411.0731, 411.0736; D14, D16).
 */
import type { CaseAnswers } from '../model';
import { addYearsDay, fromDay } from '../dates';
import type { Base } from '../engine/base';
import type { CaseFacts, PersonCtx } from '../engine/context';
import { interlockCondition, yesNo } from '../engine/answers';
import { addOnce, askCase, newRoute, reason, type Route } from '../engine/route';
import { completionWait } from './conviction';
import { applyShared } from './411.074';
import type { SharedCondition } from './meta';
import { revocationEndUnknown, revokedSentenceEnd } from './revocation';

/** Blood or breath alcohol concentration at or above which PC 49.04(d) makes DWI Class A. */
export const BAC_CLASS_A_THRESHOLD = 0.15;
/** Months of ignition-interlock compliance that shorten the 411.0731 / 411.0736 waits. */
export const INTERLOCK_MONTHS = 6;

/**
 * DWI must be the Class B form. The judgment's level decides; `bac_under_015` is asked only when the level is
 * unknown (docs/law D14). Returns false when the route is barred.
 */
export function requireClassB(f: CaseFacts, a: CaseAnswers, r: Route): boolean {
  const level = f.c.level;
  if (level === 'MB') return true;
  if (level === 'MA' || f.felony) {
    r.bars.push(reason('DWI_NOT_CLASS_B', { level }));
    return false;
  }
  const bac = yesNo(a, 'bac_under_015');
  if (bac === 'unasked') askCase(r, 'bac_under_015', 'BAC_UNKNOWN');
  else if (bac === 'not_sure') r.unknowns.push(reason('ANSWER_NOT_SURE', { question: 'bac_under_015' }));
  else if (bac === 'no') {
    r.bars.push(reason('DWI_NOT_CLASS_B', { level: 'MA' }));
    return false;
  }
  return true;
}

/**
 * The collision bar: a collision involving another person, including a passenger in a vehicle the person drove;
 * nobody needs to have been hurt (411.0726, 411.0731, 411.0736; docs/law D20). BWI collisions need review.
 */
export function collisionBar(a: CaseAnswers, r: Route, boating: boolean): void {
  const v = yesNo(a, 'collision_with_another_person');
  if (v === 'unasked') askCase(r, 'collision_with_another_person', 'COLLISION_UNKNOWN');
  else if (v === 'not_sure') r.unknowns.push(reason('ANSWER_NOT_SURE', { question: 'collision_with_another_person' }));
  else if (v === 'yes') {
    if (boating) r.unknowns.push(reason('BWI_COLLISION_REVIEW'));
    else r.bars.push(reason('COLLISION_WITH_ANOTHER_PERSON'));
  }
}

/**
 * The ignition-interlock wait of 411.0731 (docs/law D19): the short wait needs the device for 6 months or
 * more as a condition of community supervision. Any other answer gives the long wait. An open or "not sure"
 * answer only moves the date later, so the long wait is used and the question stays open while the short wait
 * could still change the result (`longDate` after `asOf`).
 */
export function interlockYears(
  a: CaseAnswers,
  r: Route,
  waits: { withInterlock: number; withoutInterlock: number },
  canChange: boolean,
): number {
  const short = waits.withInterlock;
  const long = waits.withoutInterlock;
  const used = yesNo(a, 'used_ignition_interlock_device');
  if (used === 'yes') {
    const order = interlockCondition(a);
    const matches = order === 'both' || order === 'probation';
    if (matches) {
      r.notes.push(reason('INTERLOCK_SHORTER_WAIT', { years: String(short), months: String(INTERLOCK_MONTHS) }));
      return short;
    }
    if (order === null) {
      if (canChange) addOnce(r.questions, 'interlock_condition');
      r.notes.push(reason('ASSUMED_NO_INTERLOCK', { years: String(long), months: String(INTERLOCK_MONTHS) }));
    } else {
      r.notes.push(reason('INTERLOCK_CONDITION_NOT_MATCHED', { years: String(long), section: '411.0731' }));
    }
    return long;
  }
  if (used === 'unasked' && canChange) addOnce(r.questions, 'used_ignition_interlock_device');
  r.notes.push(reason('ASSUMED_NO_INTERLOCK', { years: String(long), months: String(INTERLOCK_MONTHS) }));
  return long;
}

/** What dwiConvictionRoute reads of 411.0731's or 411.0736's declaration: its id, waits, citation and shared conditions. */
export interface DwiConvictionLaw {
  id: '411.0731' | '411.0736';
  citation: string;
  wait: { years: { withInterlock: number; withoutInterlock: number } };
  shared: readonly SharedCondition[];
}

/**
 * 411.0731 and 411.0736 share their conditions and differ only in the event the wait counts from and the
 * years: Class B, collision bar, fines paid, interlock wait, first offender, 411.074.
 */
export function dwiConvictionRoute(
  p: PersonCtx,
  f: CaseFacts,
  base: Base,
  law: DwiConvictionLaw,
  field: 'supervision_end' | 'sentence_completion',
): Route {
  const section = law.id;
  const waits = law.wait.years;
  const citation = law.citation;
  const r = newRoute({ section });
  r.basis.push(reason(section === '411.0731' ? 'MEETS_411_0731' : 'MEETS_411_0736'));
  const a = f.answers;
  if (!requireClassB(f, a, r)) return r;
  collisionBar(a, r, false);
  if (Number.isNaN(base.day)) {
    // A revoked probation with no sentence on record: the person can say when the jail time ended (docs/law D77).
    if (revocationEndUnknown(f) && revokedSentenceEnd(f).ask)
      askCase(r, 'revocation_sentence_end_month', 'REVOCATION_SENTENCE_END_NEEDED');
    else r.unknowns.push(reason('DATE_UNKNOWN', { field }));
    return r;
  }
  // The interlock question can change the result only while the long wait has not ended.
  const canChange = addYearsDay(base.day, waits.withoutInterlock) > p.asOf;
  if (section === '411.0736') {
    // 411.0736's shorter wait is not granted while its text is unread: which order must require the device
    // (bond or sentence) is not settled, and no answer of the person settles it.
    const used = yesNo(a, 'used_ignition_interlock_device');
    if (used === 'unasked' && canChange) addOnce(r.questions, 'used_ignition_interlock_device');
    completionWait(p, f, r, base, waits.withoutInterlock, citation, field);
    if (used === 'yes') {
      const early = addYearsDay(r.start, waits.withInterlock);
      const review = reason('NEEDS_LEGAL_REVIEW', { section, date: fromDay(early) });
      if (p.asOf >= early && p.asOf < r.date) r.unknowns.push(review);
      else if (p.asOf < early) r.notes.push(review);
    } else {
      r.notes.push(
        reason('ASSUMED_NO_INTERLOCK', { years: String(waits.withoutInterlock), months: String(INTERLOCK_MONTHS) }),
      );
    }
  } else {
    const years = interlockYears(a, r, waits, canChange);
    completionWait(p, f, r, base, years, citation, field);
  }
  applyShared(p, f, r, law);
  return r;
}
