/**
 * Gov't Code § 411.073 — misdemeanor conviction with community supervision (not deferred) completed and not
 * revoked. Not 106.041, 49.04, 49.05, 49.06, 49.065 or chapter 71. First offender; 411.074; completion includes
 * confinement, fines, costs and restitution. Wait from completion: 0, or 2 years for the
 * chapters of TWO_YEAR_MISDEMEANOR_CHAPTERS (411.073(d)).
 */
import type { Base } from '../engine/base';
import type { CaseFacts, PersonCtx } from '../engine/context';
import { newRoute, reason, type Route } from '../engine/route';
import { TWO_YEAR_MISDEMEANOR_CHAPTERS, TWO_YEAR_CHAPTERS_TEXT } from './chapters';
import { completionWait, excludedFromConvictionSections } from './conviction';
import { applyShared } from './411.074';
import type { NondisclosureLaw, SectionMeta } from './meta';

export const LAW = {
  id: '411.073',
  kind: 'nondisclosure',
  title: 'Misdemeanor conviction with community supervision completed',
  citation: "Tex. Gov't Code § 411.073",
  effective: '2015-09-01',
  confidence: 'H',
  statute: `411.073(a)-(b): a person convicted of a misdemeanor (not Alc. Bev. Code 106.041, PC 49.04, 49.05, 49.06, 49.065 or chapter 71) and placed on community supervision that was not revoked and was completed, "including any term of confinement imposed and payment of all fines, costs, and restitution imposed", never previously convicted (fine-only traffic aside). (c): no wait, or the second anniversary of completion for chapters ${TWO_YEAR_CHAPTERS_TEXT}.`,
  conditions: [
    {
      plain: 'A misdemeanor conviction with community supervision (not deferred) that was completed and not revoked.',
      citation: "Tex. Gov't Code § 411.073(a)-(b)(1)",
      test: 'Disposition probation_completed; misdemeanor level.',
    },
    {
      plain: 'Not an underage DUI, DWI, FWI, BWI, amusement-ride intoxication or organized crime offense.',
      citation: "Tex. Gov't Code § 411.073(a)",
      test: 'Offense categories and chapter 71.',
    },
    {
      plain: 'Every fine, court cost and restitution is paid (or waived): the wait counts from the last payment.',
      citation: "Tex. Gov't Code § 411.073(b)",
      test: 'paid_all_fines_and_costs, then completion_payment_month: the later of the recorded end and the last day of that month; a month not known → completion_payment_year, its last day or today (docs/law D83).',
      questions: ['paid_all_fines_and_costs', 'completion_payment_month', 'completion_payment_year'],
    },
  ],
  wait: {
    years: { misdemeanor: 0, listedMisdemeanor: 2 },
    from: 'the completion of community supervision, including the last payment',
    plain: `None, or 2 years for Penal Code chapters ${TWO_YEAR_CHAPTERS_TEXT}.`,
    citation: "Tex. Gov't Code § 411.073(d)",
  },
  applies: {
    dispositions: ['probation'],
    offense: 'not_dwi',
    level: 'misdemeanor',
    yieldsTo: [],
    noPetition: false,
    document: 'petition',
    plain:
      'A completed straight probation for a misdemeanor other than DWI; a felony probation is a felony conviction.',
    citation: "Tex. Gov't Code § 411.073(a)",
  },
  shared: ['bars_411074b', 'clean_period_411074a', 'first_offender', 'records_outside_data'],
  decisions: ['docs/law D18 completion includes the last payment'],
} as const satisfies NondisclosureLaw;
/** The section's identity (id, title, citation, effective date, confidence), as the rest of the engine reads it. */
export const META: SectionMeta = LAW;

export const WAIT_YEARS = LAW.wait.years;

export function route073(p: PersonCtx, f: CaseFacts, base: Base): Route {
  const r = newRoute({ section: LAW.id, noPetition: LAW.applies.noPetition });
  if (excludedFromConvictionSections(f)) {
    r.bars.push(reason('EXCLUDED_OFFENSE', { section: META.id }, META.citation));
    return r;
  }
  r.basis.push(reason('MEETS_411_073'));
  if (Number.isNaN(base.day)) {
    r.unknowns.push(reason('DATE_UNKNOWN', { field: 'supervision_end' }));
    return r;
  }
  const years =
    f.chapter !== null && TWO_YEAR_MISDEMEANOR_CHAPTERS.includes(f.chapter)
      ? WAIT_YEARS.listedMisdemeanor
      : WAIT_YEARS.misdemeanor;
  completionWait(p, f, r, base, years, LAW.wait.citation, 'supervision_end');
  applyShared(p, f, r, LAW);
  return r;
}
