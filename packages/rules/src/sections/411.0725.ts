/**
 * Gov't Code § 411.0725 — deferred adjudication (misdemeanor or felony), discharged and dismissed, when
 * 411.072 does not apply. No first-offender condition ((c): "regardless of" earlier records, but 411.074).
 * Wait from discharge: 0 for most misdemeanors; 2 years for TWO_YEAR_MISDEMEANOR_CHAPTERS; 5 years for
 * felonies. PC 49.04 and 49.06 go to 411.0726.
 */
import { addYearsDay } from '../dates';
import type { Base } from '../engine/base';
import type { CaseFacts, PersonCtx } from '../engine/context';
import { newRoute, reason, setWait, type Route } from '../engine/route';
import { TWO_YEAR_MISDEMEANOR_CHAPTERS, TWO_YEAR_CHAPTERS_TEXT } from './chapters';
import { applyShared } from './411.074';
import type { NondisclosureLaw, SectionMeta } from './meta';

export const LAW = {
  id: '411.0725',
  kind: 'nondisclosure',
  title: 'Deferred adjudication: felonies and misdemeanors not under 411.072',
  citation: "Tex. Gov't Code § 411.0725",
  effective: '2015-09-01',
  confidence: 'H',
  statute: `411.0725(a)-(b): a person placed on deferred adjudication who receives a discharge and dismissal and is not eligible under 411.072 may petition, except for PC 49.04 or 49.06. (e): no wait for a misdemeanor other than one in chapter ${TWO_YEAR_CHAPTERS_TEXT}; the second anniversary of discharge and dismissal for those; the fifth anniversary for a felony.`,
  conditions: [
    {
      plain: 'Deferred adjudication, discharged and dismissed, and the automatic order (411.072) does not apply.',
      citation: "Tex. Gov't Code § 411.0725(a)-(b)",
      test: 'Disposition deferred_discharged; the 411.072 route is not eligible for the case.',
    },
    {
      plain: 'Not DWI or BWI (those use 411.0726).',
      citation: "Tex. Gov't Code § 411.0725(a)",
      test: 'Offense category dwi or bwi sends the case to 411.0726.',
    },
    {
      plain:
        'No first-offender condition: an earlier record does not stop this section (a later one only inside the clean period).',
      citation: "Tex. Gov't Code § 411.0725",
      test: 'No first-offender test; a record after the window adds LATER_CONVICTION_MAY_WEIGH.',
    },
  ],
  wait: {
    years: { misdemeanor: 0, listedMisdemeanor: 2, felony: 5 },
    from: 'the discharge and dismissal',
    plain: `None for most misdemeanors; 2 years for misdemeanors in Penal Code chapters ${TWO_YEAR_CHAPTERS_TEXT}; 5 years for felonies.`,
    citation: "Tex. Gov't Code § 411.0725(e)",
  },
  applies: {
    dispositions: ['deferred'],
    offense: 'not_dwi_or_bwi',
    level: 'any',
    yieldsTo: ['411.072'],
    noPetition: false,
    document: 'petition',
    plain:
      'A deferred adjudication, misdemeanor or felony, not DWI or BWI, for a person not eligible for the automatic order under 411.072.',
    citation: "Tex. Gov't Code § 411.0725(a)-(b)",
  },
  shared: ['bars_411074b', 'clean_period_411074a', 'records_outside_data'],
  decisions: [
    'D4 a later record after the window does not bar; the judge may weigh it',
    'D6 no discharge on record → could_not_determine',
  ],
} as const satisfies NondisclosureLaw;
/** The section's identity (id, title, citation, effective date, confidence), as the rest of the engine reads it. */
export const META: SectionMeta = LAW;

/** 411.0725(e): waiting periods in years from the discharge and dismissal. */
export const WAIT_YEARS = LAW.wait.years;

export function waitYears0725(f: CaseFacts): number {
  if (f.felony) return WAIT_YEARS.felony;
  return f.chapter !== null && TWO_YEAR_MISDEMEANOR_CHAPTERS.includes(f.chapter)
    ? WAIT_YEARS.listedMisdemeanor
    : WAIT_YEARS.misdemeanor;
}

export function route0725(p: PersonCtx, f: CaseFacts, base: Base): Route {
  const r = newRoute({ section: LAW.id, noPetition: LAW.applies.noPetition });
  r.basis.push(reason('MEETS_411_0725'));
  if (Number.isNaN(base.day)) {
    r.unknowns.push(reason('DATE_UNKNOWN', { field: 'discharge' }));
    return r;
  }
  const years = waitYears0725(f);
  setWait(r, base.day, addYearsDay(base.day, years), years, META.citation);
  r.dateEstimated = base.estimated && !base.upperBound;
  applyShared(p, f, r, LAW);
  return r;
}
