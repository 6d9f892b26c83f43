/**
 * Gov't Code § 411.0731 — DWI (PC 49.04, not 49.04(d)) conviction with community supervision completed, not
 * revoked. First offender; collision bar; 411.074; completion includes fines and costs. Wait from completion:
 * second anniversary with 6+ months of ignition interlock, otherwise fifth.
 */
import type { Base } from '../engine/base';
import type { CaseFacts, PersonCtx } from '../engine/context';
import type { Route } from '../engine/route';
import { dwiConvictionRoute } from './dwi';
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
  return dwiConvictionRoute(p, f, base, '411.0731', WAIT_YEARS, META.citation, 'supervision_end');
}
