/**
 * Gov't Code § 411.0736 — DWI (PC 49.04, not 49.04(d)) conviction not eligible under 411.0731: no community
 * supervision, or supervision revoked. First offender; collision bar; 411.074; sentence completed including
 * fines and costs. Wait from completion: third anniversary with 6+ months of interlock, otherwise fifth.
 */
import type { Base } from '../engine/base';
import type { CaseFacts, PersonCtx } from '../engine/context';
import type { Route } from '../engine/route';
import { dwiConvictionRoute } from './dwi';
import type { NondisclosureLaw, SectionMeta } from './meta';

export const LAW = {
  id: '411.0736',
  kind: 'nondisclosure',
  title: 'DWI conviction without qualifying community supervision',
  citation: "Tex. Gov't Code § 411.0736",
  effective: '2017-09-01',
  confidence: 'M',
  statute:
    '411.0736 (HB 3016, 2017): a person convicted of PC 49.04 (not 49.04(d)) who is not eligible under 411.0731, completed the sentence including confinement and payment of fines, costs and restitution, never previously convicted (fine-only traffic aside), no collision involving another person including a passenger. Petition on or after the fifth anniversary of completion; the third with an ignition interlock used for at least 6 months as a condition the text names (not yet read: secondary sources say a condition of the sentence, not the bond).',
  conditions: [
    {
      plain: 'A Class B DWI conviction with no qualifying community supervision (none, or revoked).',
      citation: "Tex. Gov't Code § 411.0736(a)",
      test: 'Disposition convicted_sentence, probation_revoked or deferred_adjudicated; category dwi; level MB.',
      questions: ['bac_under_015'],
    },
    {
      plain: 'No collision involving another person, including a passenger.',
      citation: "Tex. Gov't Code § 411.0736",
      test: 'collision_with_another_person.',
      questions: ['collision_with_another_person'],
    },
    {
      plain:
        'A revoked probation with no sentence on record: the sentence was completed on the last day of the month the person says the jail time given at the revocation ended; if the person does not know, on the revocation day plus the longest jail term of the class (Class B 180 days, Class A one year), the latest it can be, and the result says the date is estimated.',
      citation: "Tex. Gov't Code § 411.0736; Tex. Penal Code §§ 12.21, 12.22; docs/law D77",
      test: 'revocation_sentence_end_month: a month → its last day; unknown → the revocation (or the termination the person said was one) + 180 days or one year, noted REVOCATION_SENTENCE_ESTIMATED; asked with the collision question.',
      questions: ['revocation_sentence_end_month'],
    },
    {
      plain: 'Every fine, cost and restitution is paid: the wait counts from the last payment.',
      citation: "Tex. Gov't Code § 411.0736(b)",
      test: 'paid_all_fines_and_costs, then completion_payment_month; a month not known → completion_payment_year, its last day or today (docs/law D83).',
      questions: ['paid_all_fines_and_costs', 'completion_payment_month', 'completion_payment_year'],
    },
    {
      plain:
        'The shorter wait needs an ignition interlock for 6 months or more under the order the text names; until the text is read, a person who used one is not decided between the third and the fifth anniversary.',
      citation: "Tex. Gov't Code § 411.0736",
      test: 'used_ignition_interlock_device yes (whatever interlock_condition says) → NEEDS_LEGAL_REVIEW from the third anniversary to the day before the fifth, nondisclosure from the fifth; no → the fifth (ASSUMED_NO_INTERLOCK).',
      questions: ['used_ignition_interlock_device'],
      confidence: 'L',
    },
  ],
  wait: {
    years: { withInterlock: 3, withoutInterlock: 5 },
    from: 'the completion of the sentence, including the last payment',
    plain: 'The fifth anniversary (the third with an interlock under the order the unread text names: not decided).',
    citation: "Tex. Gov't Code § 411.0736",
  },
  applies: {
    dispositions: ['conviction'],
    offense: 'dwi',
    level: 'misdemeanor',
    yieldsTo: [],
    noPetition: false,
    document: 'petition',
    plain: 'A misdemeanor DWI conviction without a completed probation (none, or a revoked one).',
    citation: "Tex. Gov't Code § 411.0736(a)",
  },
  shared: ['bars_411074b', 'clean_period_411074a', 'first_offender', 'records_outside_data'],
  decisions: [
    'D14 revoked probation and adjudicated deferred are convictions',
    'D77 the sentence after a revocation, when the record does not give it',
    'the shorter interlock wait is not granted until the text is read (NEEDS_LEGAL_REVIEW)',
  ],
} as const satisfies NondisclosureLaw;
/** The section's identity (id, title, citation, effective date, confidence), as the rest of the engine reads it. */
export const META: SectionMeta = LAW;

export const WAIT_YEARS = LAW.wait.years;

export function route0736(p: PersonCtx, f: CaseFacts, base: Base): Route {
  return dwiConvictionRoute(p, f, base, LAW, 'sentence_completion');
}
