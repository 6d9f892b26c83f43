/**
 * Gov't Code § 411.0731 — DWI (PC 49.04, not 49.04(d)) conviction with community supervision completed, not
 * revoked. First offender; collision bar; 411.074; completion includes fines and costs. Wait from completion:
 * second anniversary with 6+ months of ignition interlock, otherwise fifth.
 */
import type { Base } from '../engine/base';
import type { CaseFacts, PersonCtx } from '../engine/context';
import type { Route } from '../engine/route';
import { dwiConvictionRoute } from './dwi';
import type { NondisclosureLaw, SectionMeta } from './meta';

export const LAW = {
  id: '411.0731',
  kind: 'nondisclosure',
  title: 'DWI conviction with community supervision completed',
  citation: "Tex. Gov't Code § 411.0731",
  effective: '2017-09-01',
  confidence: 'M',
  statute:
    '411.0731 (HB 3016, 2017): a person convicted of PC 49.04 (not 49.04(d)) and placed on community supervision that was completed and not revoked, including confinement and payment of fines, costs and restitution; never previously convicted (fine-only traffic aside); no collision involving another person, including a passenger. Petition on or after the second anniversary of completion if, as a condition of community supervision, the person used an ignition interlock for at least 6 months; otherwise the fifth.',
  conditions: [
    {
      plain: 'A Class B DWI conviction with community supervision completed and not revoked.',
      citation: "Tex. Gov't Code § 411.0731(a); Tex. Penal Code § 49.04(d)",
      test: 'Disposition probation_completed, category dwi, level MB (bac_under_015 asked only when the level is unknown).',
      questions: ['bac_under_015'],
    },
    {
      plain: 'No collision involving another person, including a passenger.',
      citation: "Tex. Gov't Code § 411.0731",
      test: 'collision_with_another_person.',
      questions: ['collision_with_another_person'],
    },
    {
      plain: 'Every fine, cost and restitution is paid: the wait counts from the last payment.',
      citation: "Tex. Gov't Code § 411.0731(b)",
      test: 'paid_all_fines_and_costs, then completion_payment_month; a month not known → completion_payment_year, its last day or today (docs/law D83).',
      questions: ['paid_all_fines_and_costs', 'completion_payment_month', 'completion_payment_year'],
    },
    {
      plain:
        'The shorter wait needs an ignition interlock for 6 months or more as a condition of the community supervision.',
      citation: "Tex. Gov't Code § 411.0731",
      test: 'used_ignition_interlock_device, then interlock_condition: probation or both → 2 years; anything else → 5 years.',
      questions: ['used_ignition_interlock_device', 'interlock_condition'],
      confidence: 'M',
    },
  ],
  wait: {
    years: { withInterlock: 2, withoutInterlock: 5 },
    from: 'the completion of community supervision, including the last payment',
    plain: 'The second anniversary with the interlock as a condition of community supervision; otherwise the fifth.',
    citation: "Tex. Gov't Code § 411.0731",
  },
  applies: {
    dispositions: ['probation'],
    offense: 'dwi',
    level: 'misdemeanor',
    yieldsTo: [],
    noPetition: false,
    document: 'petition',
    plain: 'A completed straight probation for a misdemeanor DWI.',
    citation: "Tex. Gov't Code § 411.0731(a)",
  },
  shared: ['bars_411074b', 'clean_period_411074a', 'first_offender', 'records_outside_data'],
  decisions: [
    'docs/law D18 completion includes the last payment',
    'docs/law D19 interlock by the order that imposed it',
    'docs/law D20 the passenger',
  ],
} as const satisfies NondisclosureLaw;
/** The section's identity (id, title, citation, effective date, confidence), as the rest of the engine reads it. */
export const META: SectionMeta = LAW;

export const WAIT_YEARS = LAW.wait.years;

export function route0731(p: PersonCtx, f: CaseFacts, base: Base): Route {
  return dwiConvictionRoute(p, f, base, LAW, 'supervision_end');
}
