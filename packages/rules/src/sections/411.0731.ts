/**
 * Gov't Code § 411.0731 — DWI (PC 49.04, not 49.04(d)) conviction with community supervision completed, not
 * revoked. First offender; collision bar; 411.074; completion includes fines and costs. Wait from completion:
 * second anniversary with 6+ months of ignition interlock, otherwise fifth.
 */
import { addYearsDay } from '../dates';
import type { Base } from '../engine/base';
import type { CaseFacts, PersonCtx } from '../engine/context';
import { newRoute, reason, setWait, type Route, put, noteEstimated } from '../engine/route';
import { collisionBar, interlockYears, requireClassB } from './dwi';
import { requirePaid } from './conviction';
import { apply074 } from './411.074';
import type { SectionMeta } from './meta';

export const META: SectionMeta = {
  id: '411.0731',
  title: 'DWI conviction with community supervision completed',
  citation: "Tex. Gov't Code § 411.0731",
  effective: '2017-09-01',
  confidence: 'M',
};

export const WAIT_YEARS = { withInterlock: 2, withoutInterlock: 5 } as const;

export function route0731(p: PersonCtx, f: CaseFacts, base: Base): Route {
  const r = newRoute('411.0731');
  put(r, 'basis', reason('MEETS_411_0731'));
  const a = p.caseAnswers[f.c.id] ?? {};
  if (!requireClassB(f, a, r)) return r;
  collisionBar(a, r, false);
  requirePaid(a, r);
  const years = interlockYears(a, r, WAIT_YEARS.withInterlock, WAIT_YEARS.withoutInterlock);
  if (Number.isNaN(base.day)) {
    put(r, 'unknowns', reason('DATE_UNKNOWN', { field: 'supervision_end' }));
    return r;
  }
  setWait(r, base.day, addYearsDay(base.day, years), years, META.citation);
  noteEstimated(r, base.day, base.estimated, 'supervision_end');
  r.dateEstimated = base.estimated && !base.upperBound;
  apply074(p, f, r, true);
  return r;
}
