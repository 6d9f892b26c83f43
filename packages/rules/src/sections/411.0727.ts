/**
 * Gov't Code § 411.0727 — veterans treatment court (VTC) completed, whatever the case's outcome. 411.074 applies;
 * no earlier conviction for a CCP 42A.054(a) or sexually violent offense; no felony conviction before the second
 * anniversary of completion; not when the person entered VTC for a motor-vehicle intoxication offense (e).
 * Wait: second anniversary of completion.
 *
 * The data has no VTC completion date. The program ends no later than the case does (discharge, end of
 * supervision, sentence completion or dismissal), so that date is used as an upper bound: the real eligible
 * date is never later than the one we give. A dismissal on VTC completion is an expunction (55A.053) instead.
 */
import { addYearsDay, fromDay } from '../dates';
import type { Base } from '../engine/base';
import { CAT, hasCat, type CaseFacts, type PersonCtx } from '../engine/context';
import { askCase, newRoute, reason, setWait, type Route, put } from '../engine/route';
import { commonPrefix, statuteIs, VTC_LISTED_OFFENSE_CHAPTERS } from './chapters';
import { awaitingRoute, veteranStatus } from './veterans';
import { apply074 } from './411.074';
import type { SectionMeta } from './meta';
import { NOT_SURE } from '../vocabulary';

export const META: SectionMeta = {
  id: '411.0727',
  title: 'Veterans treatment court',
  citation: "Tex. Gov't Code § 411.0727",
  effective: '2017-09-01',
  confidence: 'H',
};

export const WAIT_YEARS = 2;

/** Motor-vehicle intoxication offenses (411.0727(e); exact Chapter 49 scope unverified, so read widely). */
export const VTC_EXCLUDED_STATUTES: readonly string[] = ['PC 49.04', 'PC 49.045', 'PC 49.07', 'PC 49.08'];

/** What every listed statute starts with (here 'PC 49.0'), so other statutes are ruled out with one comparison. */
const VTC_EXCLUDED_PREFIX = commonPrefix(VTC_EXCLUDED_STATUTES);

export function vtcExcluded(f: CaseFacts): boolean {
  if (hasCat(f, CAT.dwi) || hasCat(f, CAT.intoxication_assault_or_manslaughter)) return true;
  const statute = f.c.offense.statute;
  if (statute === null || !statute.startsWith(VTC_EXCLUDED_PREFIX)) return false;
  for (const s of VTC_EXCLUDED_STATUTES) if (statuteIs(statute, s)) return true;
  return false;
}

export function route0727(p: PersonCtx, f: CaseFacts, end: Base): Route | null {
  const chain = veteranStatus(p, 'completedVetTreatmentCrt');
  if (chain === 'no') return null;
  const excluded = vtcExcluded(f);
  if (chain !== 'yes') return excluded ? null : awaitingRoute('411.0727', null, 'vtc', chain);
  const answer = f.answers.completed_vet_treatment_court_for_case;
  if (answer === false) return null;
  const r = newRoute('411.0727');
  r.family = 'vtc';
  if (excluded) {
    // A VTC graduate whose case is a motor-vehicle intoxication offense: say why 411.0727 is closed.
    put(r, 'bars', reason('VTC_DWI_ENTRY_EXCLUDED'));
    return r;
  }
  put(r, 'basis', reason('MEETS_411_0727'));
  if (answer === undefined) askCase(r, 'completed_vet_treatment_court_for_case', 'VETERAN_ANSWERS_NEEDED');
  else if (answer === NOT_SURE)
    put(r, 'unknowns', reason('ANSWER_NOT_SURE', { question: 'completed_vet_treatment_court_for_case' }));
  if (Number.isNaN(end.day)) {
    put(r, 'unknowns', reason('DATE_UNKNOWN', { field: 'program_completion' }));
    return r;
  }
  const date = addYearsDay(end.day, WAIT_YEARS);
  setWait(r, end.day, date, WAIT_YEARS, META.citation);
  // The case's end bounds the program's end only if the end itself is not a guess that could be too early.
  r.dateEstimated = end.estimated && !end.upperBound;
  put(r, 'notes', reason('DATE_ESTIMATED', { date: fromDay(end.day), field: 'program_completion' }));
  for (const o of p.facts) {
    if (o === f || !o.felony) continue;
    for (const rec of o.records) {
      if (!rec.conviction) continue;
      if (rec.day > end.day && rec.day <= date)
        put(r, 'bars', reason('VTC_FELONY_WITHIN_TWO_YEARS', { date: fromDay(rec.day) }));
      const listed =
        !o.identified ||
        hasCat(o, CAT.violent_or_sexual) ||
        (o.chapter !== null && VTC_LISTED_OFFENSE_CHAPTERS.includes(o.chapter));
      if (listed && rec.day < f.startDay)
        put(r, 'unknowns', reason('VTC_PRIOR_LISTED_OFFENSE', { date: fromDay(rec.day) }));
    }
  }
  apply074(p, f, r, false);
  return r;
}
