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
import { hasCat, type CaseFacts, type PersonCtx } from '../engine/context';
import { askCase, newRoute, reason, setWait, type Route } from '../engine/route';
import { statuteIs, VTC_LISTED_OFFENSE_CHAPTERS } from './chapters';
import { awaitingRoute, veteranStatus } from './veterans';
import { applyShared } from './411.074';
import type { NondisclosureLaw, SectionMeta } from './meta';
import { NOT_SURE } from '../vocabulary';

export const LAW = {
  id: '411.0727',
  kind: 'nondisclosure',
  title: 'Veterans treatment court',
  citation: "Tex. Gov't Code § 411.0727",
  effective: '2017-09-01',
  confidence: 'H',
  statute:
    "411.0727: a person who successfully completed a veterans treatment court program (Gov't Code ch. 124) may petition on or after the second anniversary of completion; not if previously convicted of an offense listed in CCP 42A.054(a) or a sexually violent offense, or convicted of a felony before that anniversary; (e) excludes a person who entered the program for an intoxication offense involving a motor vehicle (text of (e) not yet read: docs/law D35).",
  conditions: [
    {
      plain: 'The person is a veteran who completed a veterans treatment court program for this case.',
      citation: "Tex. Gov't Code § 411.0727(a)",
      test: 'isVeteran and completedVetTreatmentCrt (additional info), then completed_vet_treatment_court_for_case.',
      questions: ['isVeteran', 'completedVetTreatmentCrt', 'completed_vet_treatment_court_for_case'],
    },
    {
      plain: 'Not entered for driving while intoxicated or another motor-vehicle intoxication offense.',
      citation: "Tex. Gov't Code § 411.0727(e)",
      test: 'Category dwi, intoxication assault or manslaughter, or the statutes the (e) list names.',
      confidence: 'M',
    },
    {
      plain:
        'No earlier conviction for a CCP 42A.054(a) offense or a sexually violent offense, and no felony conviction within two years after completion.',
      citation: "Tex. Gov't Code § 411.0727(c)",
      test: 'Other cases: a felony conviction before the second anniversary bars; an earlier felony in a listed chapter needs review.',
    },
  ],
  wait: {
    years: { all: 2 },
    from: "the completion of the program (the case's end, an upper bound, when the data has no completion date)",
    plain: 'The second anniversary of completing the program.',
    citation: "Tex. Gov't Code § 411.0727",
  },
  applies: {
    dispositions: ['deferred', 'probation', 'conviction'],
    offense: 'any',
    level: 'any',
    yieldsTo: [],
    noPetition: false,
    document: 'petition',
    plain:
      "Any case the person completed a veterans treatment court program for, beside the other sections, once the person's answers open it; while an answer could make it eligible today, the case stays undecided.",
    citation: "Tex. Gov't Code § 411.0727",
  },
  shared: ['bars_411074b', 'clean_period_411074a', 'records_outside_data'],
  decisions: ['D4 no first-offender condition', 'docs/law D35 411.0727(e) text still to read'],
} as const satisfies NondisclosureLaw;
/** The section's identity (id, title, citation, effective date, confidence), as the rest of the engine reads it. */
export const META: SectionMeta = LAW;

export const WAIT_YEARS = LAW.wait.years.all;

/** Motor-vehicle intoxication offenses (411.0727(e); exact Chapter 49 scope unverified, so read widely). */
export const VTC_EXCLUDED_STATUTES: readonly string[] = ['PC 49.04', 'PC 49.045', 'PC 49.07', 'PC 49.08'];

export function vtcExcluded(f: CaseFacts): boolean {
  if (hasCat(f, 'dwi') || hasCat(f, 'intoxication_assault_or_manslaughter')) return true;
  return VTC_EXCLUDED_STATUTES.some((s) => statuteIs(f.c.offense.statute, s));
}

export function route0727(p: PersonCtx, f: CaseFacts, end: Base): Route | null {
  const chain = veteranStatus(p, 'completedVetTreatmentCrt');
  if (chain === 'no') return null;
  const excluded = vtcExcluded(f);
  if (chain !== 'yes')
    return excluded ? null : awaitingRoute({ section: LAW.id, noPetition: LAW.applies.noPetition }, 'vtc', chain);
  const answer = f.answers.completed_vet_treatment_court_for_case;
  if (answer === false) return null;
  const r = newRoute({ section: LAW.id, noPetition: LAW.applies.noPetition });
  r.family = 'vtc';
  if (excluded) {
    // A VTC graduate whose case is a motor-vehicle intoxication offense: say why 411.0727 is closed.
    r.bars.push(reason('VTC_DWI_ENTRY_EXCLUDED'));
    return r;
  }
  r.basis.push(reason('MEETS_411_0727'));
  if (answer === undefined) askCase(r, 'completed_vet_treatment_court_for_case', 'VETERAN_ANSWERS_NEEDED');
  else if (answer === NOT_SURE)
    r.unknowns.push(reason('ANSWER_NOT_SURE', { question: 'completed_vet_treatment_court_for_case' }));
  if (Number.isNaN(end.day)) {
    r.unknowns.push(reason('DATE_UNKNOWN', { field: 'program_completion' }));
    return r;
  }
  const date = addYearsDay(end.day, WAIT_YEARS);
  setWait(r, end.day, date, WAIT_YEARS, META.citation);
  // The case's end bounds the program's end only if the end itself is not a guess that could be too early.
  r.dateEstimated = end.estimated && !end.upperBound;
  r.notes.push(reason('DATE_ESTIMATED', { date: fromDay(end.day), field: 'program_completion' }));
  for (const o of p.facts) {
    if (o === f || !o.felony) continue;
    for (const rec of o.records) {
      if (!rec.conviction) continue;
      if (rec.day > end.day && rec.day <= date)
        r.bars.push(reason('VTC_FELONY_WITHIN_TWO_YEARS', { date: fromDay(rec.day) }));
      const listed =
        !o.identified ||
        hasCat(o, 'violent_or_sexual') ||
        (o.chapter !== null && VTC_LISTED_OFFENSE_CHAPTERS.includes(o.chapter));
      if (listed && rec.day < f.startDay)
        r.unknowns.push(reason('VTC_PRIOR_LISTED_OFFENSE', { date: fromDay(rec.day) }));
    }
  }
  applyShared(p, f, r, LAW);
  return r;
}
