/**
 * Gov't Code § 411.073 — misdemeanor conviction with community supervision (not deferred) completed and not
 * revoked. Not 106.041, 49.04, 49.05, 49.06, 49.065 or chapter 71. First offender; 411.074; completion includes
 * confinement, fines, costs and restitution. Wait from completion: 0, or 2 years for chapters 20, 21, 22, 25,
 * 42, 43, 46.
 */
import type { Base } from '../engine/base';
import type { CaseFacts, PersonCtx } from '../engine/context';
import { newRoute, reason, type Route, put } from '../engine/route';
import { TWO_YEAR_MISDEMEANOR_CHAPTERS } from './chapters';
import { completionWait, excludedFromConvictionSections } from './conviction';
import { apply074 } from './411.074';
import type { SectionMeta } from './meta';

export const META: SectionMeta = {
  id: '411.073',
  title: 'Misdemeanor conviction with community supervision completed',
  citation: "Tex. Gov't Code § 411.073",
  effective: '2015-09-01',
  confidence: 'H',
};

export const WAIT_YEARS = { misdemeanor: 0, listedMisdemeanor: 2 } as const;

export function route073(p: PersonCtx, f: CaseFacts, base: Base): Route {
  const r = newRoute('411.073');
  if (excludedFromConvictionSections(f)) {
    put(r, 'bars', reason('EXCLUDED_OFFENSE', { section: META.id }, META.citation));
    return r;
  }
  put(r, 'basis', reason('MEETS_411_073'));
  if (Number.isNaN(base.day)) {
    put(r, 'unknowns', reason('DATE_UNKNOWN', { field: 'supervision_end' }));
    return r;
  }
  const years =
    f.chapter !== null && TWO_YEAR_MISDEMEANOR_CHAPTERS.includes(f.chapter)
      ? WAIT_YEARS.listedMisdemeanor
      : WAIT_YEARS.misdemeanor;
  completionWait(p, f.answers, r, base, years, META.citation, 'supervision_end');
  apply074(p, f, r, true);
  return r;
}
