/**
 * Gov't Code § 411.0736 — DWI (PC 49.04, not 49.04(d)) conviction not eligible under 411.0731: no community
 * supervision, or supervision revoked. First offender; collision bar; 411.074; sentence completed including
 * fines and costs. Wait from completion: third anniversary with 6+ months of interlock, otherwise fifth.
 */
import type { Base } from '../engine/base';
import type { CaseFacts, PersonCtx } from '../engine/context';
import type { Route } from '../engine/route';
import { dwiConvictionRoute } from './dwi';
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
  return dwiConvictionRoute(p, f, base, '411.0736', WAIT_YEARS, META.citation, 'sentence_completion');
}
