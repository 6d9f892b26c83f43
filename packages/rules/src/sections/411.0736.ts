/**
 * Gov't Code § 411.0736 — DWI (PC 49.04, not 49.04(d)) conviction not eligible under 411.0731: no community
 * supervision, or supervision revoked. First offender; collision bar; 411.074; sentence completed including
 * fines and costs. Wait from completion: third anniversary with 6+ months of interlock, otherwise fifth.
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
  id: '411.0736',
  title: 'DWI conviction without qualifying community supervision',
  citation: "Tex. Gov't Code § 411.0736",
  effective: '2017-09-01',
  confidence: 'M',
};

export const WAIT_YEARS = { withInterlock: 3, withoutInterlock: 5 } as const;

export function route0736(p: PersonCtx, f: CaseFacts, base: Base): Route {
  const r = newRoute('411.0736');
  put(r, 'basis', reason('MEETS_411_0736'));
  const a = p.caseAnswers[f.c.id] ?? {};
  if (!requireClassB(f, a, r)) return r;
  collisionBar(a, r, false);
  requirePaid(a, r);
  const years = interlockYears(a, r, WAIT_YEARS.withInterlock, WAIT_YEARS.withoutInterlock);
  if (Number.isNaN(base.day)) {
    put(r, 'unknowns', reason('DATE_UNKNOWN', { field: 'sentence_completion' }));
    return r;
  }
  setWait(r, base.day, addYearsDay(base.day, years), years, META.citation);
  noteEstimated(r, base.day, base.estimated, 'sentence_completion');
  r.dateEstimated = base.estimated && !base.upperBound;
  apply074(p, f, r, true);
  return r;
}
