/**
 * Gov't Code § 411.0726 — deferred adjudication for DWI (PC 49.04) or BWI (PC 49.06, the boating form),
 * discharged. Deferred adjudication for these became lawful for offenses on/after 2019-09-01 (HB 3582) and not
 * with a CDL, BAC 0.15+ or a 49.09 enhancement; a record that shows otherwise is a data anomaly
 * (DWI_DEFERRED_ANOMALY, docs/law D16). Collision bar, first offender, 411.074. Wait: second anniversary of
 * the discharge and dismissal.
 */
import { addYearsDay, toDay } from '../dates';
import type { Base } from '../engine/base';
import { hasCat, type CaseFacts, type PersonCtx } from '../engine/context';
import { yesNo } from '../engine/answers';
import { askCase, newRoute, reason, setWait, type Route } from '../engine/route';
import { collisionBar } from './dwi';
import { applyShared } from './411.074';
import type { NondisclosureLaw, SectionMeta } from './meta';

export const LAW = {
  id: '411.0726',
  kind: 'nondisclosure',
  title: 'Deferred adjudication for DWI or BWI',
  citation: "Tex. Gov't Code § 411.0726",
  effective: '2019-09-01',
  confidence: 'M',
  statute:
    '411.0726 (HB 3582, 2019): a person placed on deferred adjudication for PC 49.04 (or 49.06) for an offense on or after 2019-09-01, discharged and dismissed, never previously convicted or on deferred adjudication (fine-only traffic aside), no collision involving another person including a passenger, may petition on or after the second anniversary of the discharge and dismissal.',
  conditions: [
    {
      plain:
        'Deferred adjudication for driving (or boating) while intoxicated, offense on or after 1 September 2019, discharged and dismissed.',
      citation: "Tex. Gov't Code § 411.0726; Tex. Code Crim. Proc. art. 42A.102",
      test: 'Category dwi/bwi; offense date (the filing date less 90 days when unknown) before 2019-09-01 → DWI_DEFERRED_ANOMALY.',
    },
    {
      plain:
        'Class B: blood alcohol under 0.15 and no commercial licence; a Class A or felony deferred DWI is a record to check, not a bar.',
      citation: 'Tex. Code Crim. Proc. art. 42A.102(b); Tex. Penal Code § 49.04(d)',
      test: 'A "no" to bac_under_015, a "yes" to the CDL question, or an MA/felony level → DWI_DEFERRED_ANOMALY (could_not_determine).',
      questions: ['bac_under_015', 'had_commercial_license_or_permit'],
      confidence: 'M',
    },
    {
      plain:
        "No collision involving another person, including a passenger in the person's own vehicle; nobody needs to have been hurt.",
      citation: "Tex. Gov't Code § 411.0726",
      test: 'collision_with_another_person: yes → bar (BWI → review); not sure → could_not_determine.',
      questions: ['collision_with_another_person'],
    },
  ],
  wait: {
    years: { all: 2 },
    from: 'the discharge and dismissal',
    plain: 'The second anniversary of the discharge and dismissal.',
    citation: "Tex. Gov't Code § 411.0726",
  },
  applies: {
    dispositions: ['deferred'],
    offense: 'dwi_or_bwi',
    level: 'any',
    yieldsTo: [],
    noPetition: false,
    document: 'petition',
    plain: 'A DWI or BWI deferred adjudication (never 411.072 or 411.0725).',
    citation: "Tex. Gov't Code §§ 411.072(a), 411.0725(a), 411.0726",
  },
  shared: ['bars_411074b', 'clean_period_411074a', 'first_offender', 'records_outside_data'],
  decisions: [
    'D16 a CDL or BAC answer that contradicts the deferred record is an anomaly',
    'docs/law D20 the passenger',
    'docs/law D31 Class A or felony deferred DWI',
  ],
} as const satisfies NondisclosureLaw;
/** The section's identity (id, title, citation, effective date, confidence), as the rest of the engine reads it. */
export const META: SectionMeta = LAW;

/** CCP 42A.102 as amended by HB 3582: DWI/BWI deferred adjudication only for offenses on/after this date. */
export const DWI_DEFERRED_AVAILABLE_FROM = '2019-09-01';
const AVAILABLE_DAY = toDay(DWI_DEFERRED_AVAILABLE_FROM);
export const WAIT_YEARS = LAW.wait.years.all;
/** Offenses are usually filed within weeks; 90 days covers most Harris County DWI filings (review F13). */
export const FILING_GRACE_DAYS = 90;

export function route0726(p: PersonCtx, f: CaseFacts, base: Base): Route {
  const boating = hasCat(f, 'bwi');
  const r = newRoute({ section: boating ? '411.0726-bwi' : '411.0726' });
  r.basis.push(reason(boating ? 'MEETS_411_0726_BWI' : 'MEETS_411_0726'));
  const a = f.answers;
  // Deferred adjudication is not available for a Class A or felony DWI (CCP 42A.102), so such a record, like a
  // BAC answer of 0.15+, is an anomaly to check, not a bar (docs/law D31, D16).
  if (f.c.level === 'MA' || f.felony) r.unknowns.push(reason('DWI_DEFERRED_ANOMALY', { level: f.c.level }));
  // The offense date decides whether deferred was lawful. Without it, the filing date is a later bound, and a
  // filing within FILING_GRACE_DAYS after the cut-off could still be for an offense before it.
  const offense = Number.isNaN(f.offenseDay)
    ? f.filingDay - (Number.isNaN(f.filingDay) ? 0 : FILING_GRACE_DAYS)
    : f.offenseDay;
  if (!Number.isNaN(offense) && offense < AVAILABLE_DAY) {
    r.unknowns.push(reason('DWI_DEFERRED_ANOMALY', { date: DWI_DEFERRED_AVAILABLE_FROM }));
  }
  const cdl = yesNo(a, 'had_commercial_license_or_permit');
  if (cdl === 'unasked') askCase(r, 'had_commercial_license_or_permit', 'CDL_UNKNOWN');
  else if (cdl === 'not_sure')
    r.unknowns.push(reason('ANSWER_NOT_SURE', { question: 'had_commercial_license_or_permit' }));
  else if (cdl === 'yes') r.unknowns.push(reason('DWI_DEFERRED_ANOMALY'));
  const bac = yesNo(a, 'bac_under_015');
  if (bac === 'unasked') askCase(r, 'bac_under_015', 'BAC_UNKNOWN');
  else if (bac === 'not_sure') r.unknowns.push(reason('ANSWER_NOT_SURE', { question: 'bac_under_015' }));
  else if (bac === 'no') r.unknowns.push(reason('DWI_DEFERRED_ANOMALY'));
  collisionBar(a, r, boating);
  if (f.c.finding42A105f === true) r.bars.push(reason('FINDING_42A105F'));
  if (Number.isNaN(base.day)) {
    r.unknowns.push(reason('DATE_UNKNOWN', { field: 'discharge' }));
    return r;
  }
  setWait(r, base.day, addYearsDay(base.day, WAIT_YEARS), WAIT_YEARS, META.citation);
  r.dateEstimated = base.estimated && !base.upperBound;
  applyShared(p, f, r, LAW);
  return r;
}
