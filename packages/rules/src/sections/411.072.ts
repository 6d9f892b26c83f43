/**
 * Gov't Code § 411.072 — automatic order after deferred adjudication for a nonviolent misdemeanor.
 * Discharge on/after 2017-09-01 (411.0716(b)); not PC 49.04/49.06 or the chapters of AUTOMATIC_ORDER_EXCLUDED_CHAPTERS;
 * first offender; 411.074. Order at discharge, but not before the 180th day after placement. No petition.
 */
import { fromDay, toDay } from '../dates';
import type { Base } from '../engine/base';
import { hasCat, type CaseFacts, type PersonCtx } from '../engine/context';
import { newRoute, reason, type Route } from '../engine/route';
import {
  AUTOMATIC_ORDER_EXCLUDED_CATEGORIES,
  AUTOMATIC_ORDER_EXCLUDED_CHAPTERS,
  AUTOMATIC_ORDER_EXCLUDED_TEXT,
} from './chapters';
import { applyShared } from './411.074';
import type { NondisclosureLaw, SectionMeta } from './meta';
import type { Reason } from '../model';

/** 411.0716(b): 411.072 applies only to a discharge and dismissal on or after this date. */
export const DISCHARGE_CUTOFF = '2017-09-01';
const DISCHARGE_CUTOFF_DAY = toDay(DISCHARGE_CUTOFF);
/** 411.072(b): the order issues on or after the 180th day after placement. */
export const DAYS_AFTER_PLACEMENT = 180;

export const LAW = {
  id: '411.072',
  kind: 'nondisclosure',
  title: 'Automatic order: deferred adjudication, certain nonviolent misdemeanors',
  citation: "Tex. Gov't Code § 411.072",
  effective: '2017-09-01',
  confidence: 'H',
  statute: `411.072(a): applies to a person placed on deferred adjudication community supervision for a misdemeanor other than one under Penal Code 49.04 or 49.06, or chapter ${AUTOMATIC_ORDER_EXCLUDED_TEXT}, who has not been previously convicted of or placed on deferred adjudication for another offense other than a traffic offense punishable by fine only. (b): the court issues the order on discharge and dismissal, not before the ${DAYS_AFTER_PLACEMENT}th day after placement. 411.0716(b): discharge on or after ${DISCHARGE_CUTOFF}.`,
  conditions: [
    {
      plain: `A misdemeanor deferred adjudication, discharged and dismissed on or after ${DISCHARGE_CUTOFF}.`,
      citation: "Tex. Gov't Code §§ 411.072(a), 411.0716(b)",
      test: `Disposition deferred_discharged with a discharge (or dismissal after deferred) date on or after ${DISCHARGE_CUTOFF}; misdemeanor level.`,
    },
    {
      plain: `Not DWI or BWI, and not an offense in Penal Code chapters ${AUTOMATIC_ORDER_EXCLUDED_TEXT}.`,
      citation: "Tex. Gov't Code § 411.072(a)(1)",
      test: 'Offense category (dwi, bwi, organized_crime) and Penal Code chapter of the statute the classifier found.',
    },
    {
      plain: 'The judge did not find at the plea that an automatic order is not in the best interest of justice.',
      citation: 'Tex. Code Crim. Proc. art. 42A.105(f)',
      test: 'EngineCase.finding42A105f when the data has it; a finding sends the case to 411.0725.',
    },
  ],
  wait: {
    years: { misdemeanor: 0 },
    from: `the discharge and dismissal, but not before the ${DAYS_AFTER_PLACEMENT}th day after placement`,
    plain: `None: the order issues at discharge (at least ${DAYS_AFTER_PLACEMENT} days after placement). No petition; a fee (the county profile gives it) if the court has not issued it.`,
    citation: "Tex. Gov't Code § 411.072(b)-(c)",
  },
  applies: {
    dispositions: ['deferred'],
    offense: 'not_dwi_or_bwi',
    level: 'misdemeanor',
    yieldsTo: [],
    noPetition: true,
    document: 'letter',
    plain: 'A misdemeanor deferred adjudication, not DWI or BWI; the court issues the order at discharge.',
    citation: "Tex. Gov't Code § 411.072(a)-(b)",
  },
  shared: ['bars_411074b', 'clean_period_411074a', 'first_offender', 'records_outside_data'],
  decisions: [
    'D4 "previously convicted" counts records disposed before this case',
    'D6 discharge date from the discharge event',
  ],
} as const satisfies NondisclosureLaw;
/** The section's identity (id, title, citation, effective date, confidence), as the rest of the engine reads it. */
export const META: SectionMeta = LAW;

export function excludedFromAutomatic(f: CaseFacts): boolean {
  // 411.072(a)(1)(B): a CCP 42A.105(f) finding sends the case to 411.0725.
  if (f.c.finding42A105f === true) return true;
  if (AUTOMATIC_ORDER_EXCLUDED_CATEGORIES.some((cat) => hasCat(f, cat))) return true;
  return f.chapter !== null && AUTOMATIC_ORDER_EXCLUDED_CHAPTERS.includes(f.chapter);
}

/** Null when the section cannot apply to this case at all; `notes` gets the reason 411.0725 applies instead. */
export function route072(p: PersonCtx, f: CaseFacts, base: Base, notes: Reason[]): Route | null {
  if (!f.misdemeanor || excludedFromAutomatic(f)) return null;
  if (base.day < DISCHARGE_CUTOFF_DAY) {
    notes.push(reason('DISCHARGE_BEFORE_072_CUTOFF', { date: DISCHARGE_CUTOFF }));
    return null;
  }
  const r = newRoute({ section: LAW.id, noPetition: LAW.applies.noPetition });
  r.basis.push(reason('MEETS_411_072'));
  const placement = f.days.placement;
  if (Number.isNaN(placement) || Number.isNaN(base.day)) {
    r.unknowns.push(reason('DATE_UNKNOWN', { field: Number.isNaN(placement) ? 'placement' : 'discharge' }));
    return r;
  }
  const floor = placement + DAYS_AFTER_PLACEMENT;
  r.start = base.day;
  r.date = Math.max(base.day, floor);
  r.dateEstimated = base.estimated && !base.upperBound;
  r.notes.push(reason('AUTOMATIC_ORDER_NO_PETITION', { date: fromDay(r.date) }));
  if (r.date <= p.asOf) r.basis.push(reason('NO_WAIT', { section: META.id, date: fromDay(r.date) }, META.citation));
  else r.notes.push(reason('WAIT_NOT_OVER', { section: META.id, date: fromDay(r.date), years: '0' }, META.citation));
  applyShared(p, f, r, LAW);
  return r;
}
