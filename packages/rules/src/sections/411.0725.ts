/**
 * Gov't Code § 411.0725 — deferred adjudication (misdemeanor or felony), discharged and dismissed, when
 * 411.072 does not apply. No first-offender condition ((c): "regardless of" earlier records, but 411.074).
 * Wait from discharge: 0 for most misdemeanors; 2 years for chapters 20, 21, 22, 25, 42, 43, 46; 5 years for
 * felonies. PC 49.04 and 49.06 go to 411.0726.
 */
import { addYearsDay } from '../dates';
import type { Base } from '../engine/base';
import type { CaseFacts, PersonCtx } from '../engine/context';
import { newRoute, reason, setWait, type Route, put } from '../engine/route';
import { TWO_YEAR_MISDEMEANOR_CHAPTERS } from './chapters';
import { apply074 } from './411.074';
import type { SectionMeta } from './meta';

export const META: SectionMeta = {
  id: '411.0725',
  title: 'Deferred adjudication: felonies and misdemeanors not under 411.072',
  citation: "Tex. Gov't Code § 411.0725",
  effective: '2015-09-01',
  confidence: 'H',
};

/** 411.0725(e): waiting periods in years from the discharge and dismissal. */
export const WAIT_YEARS = { misdemeanor: 0, listedMisdemeanor: 2, felony: 5 } as const;

export function waitYears0725(f: CaseFacts): number {
  if (f.felony) return WAIT_YEARS.felony;
  return f.chapter !== null && TWO_YEAR_MISDEMEANOR_CHAPTERS.includes(f.chapter)
    ? WAIT_YEARS.listedMisdemeanor
    : WAIT_YEARS.misdemeanor;
}

export function route0725(p: PersonCtx, f: CaseFacts, base: Base): Route {
  const r = newRoute('411.0725');
  put(r, 'basis', reason('MEETS_411_0725'));
  if (Number.isNaN(base.day)) {
    put(r, 'unknowns', reason('DATE_UNKNOWN', { field: 'discharge' }));
    return r;
  }
  const years = waitYears0725(f);
  setWait(r, base.day, addYearsDay(base.day, years), years, META.citation);
  r.dateEstimated = base.estimated && !base.upperBound;
  apply074(p, f, r, false);
  return r;
}
