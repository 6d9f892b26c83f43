/**
 * Gov't Code § 411.0729 — veterans reemployment program (CCP 42A subch. H-1). Community supervision, deferred
 * included, for a misdemeanor, all conditions completed; the person is a veteran and completed the program.
 * No petition (the court holds a hearing and enters the order); no wait. 411.0729(b) is read (LE-MEMO only) to
 * apply regardless of 411.074: low confidence, so where 411.074 would bar the case the answer is
 * could_not_determine with NEEDS_LEGAL_REVIEW, never nondisclosure (docs/law D2, D4).
 */
import { fromDay } from '../dates';
import type { Base } from '../engine/base';
import type { CaseFacts, PersonCtx } from '../engine/context';
import { addOnce, askCase, newRoute, reason, setWait, type Route } from '../engine/route';
import { awaitingRoute, veteranStatus } from './veterans';
import { applyShared } from './411.074';
import type { NondisclosureLaw, SectionMeta } from './meta';
import { NOT_SURE } from '../vocabulary';

export const LAW = {
  id: '411.0729',
  kind: 'nondisclosure',
  title: 'Veterans reemployment program',
  citation: "Tex. Gov't Code § 411.0729",
  effective: '2019-09-01',
  confidence: 'M',
  statute:
    '411.0729: a veteran placed on community supervision (deferred included) for a misdemeanor who completed a veterans reemployment program (CCP 42A subch. H-1) and the supervision; the court holds a hearing and enters the order; (b) read (one secondary source) to apply regardless of 411.074.',
  conditions: [
    {
      plain: 'A misdemeanor with community supervision (deferred included), completed.',
      citation: "Tex. Gov't Code § 411.0729(a)",
      test: 'Misdemeanor level; deferred or probation disposition with its end date.',
    },
    {
      plain: 'The person is a veteran and completed a veterans reemployment program for this case.',
      citation: "Tex. Gov't Code § 411.0729(a)",
      test: 'isVeteran, completedVetReemploymentPrg, then completed_vet_reemployment_prg_for_case.',
      questions: ['isVeteran', 'completedVetReemploymentPrg', 'completed_vet_reemployment_prg_for_case'],
    },
    {
      plain: 'Where a 411.074 bar would apply, a lawyer must confirm that (b) overrides it.',
      citation: "Tex. Gov't Code § 411.0729(b); project decision (docs/law D2)",
      test: 'A 411.074 bar or clean-period record → could_not_determine with NEEDS_LEGAL_REVIEW.',
      confidence: 'L',
    },
  ],
  wait: {
    years: { all: 0 },
    from: 'the completion of community supervision',
    plain: 'None; no petition (the court holds a hearing).',
    citation: "Tex. Gov't Code § 411.0729",
  },
  applies: {
    dispositions: ['deferred', 'probation'],
    offense: 'any',
    level: 'any',
    yieldsTo: [],
    noPetition: true,
    document: null,
    plain:
      'A deferred adjudication or probation of a veteran who completed a reemployment program, beside the other sections; while an answer could make it eligible today, the case stays undecided.',
    citation: "Tex. Gov't Code § 411.0729",
  },
  shared: ['bars_411074b', 'clean_period_411074a', 'records_outside_data'],
  decisions: ['D2 411.0729 overriding 411.074 needs review', 'docs/law D35 text still to read'],
} as const satisfies NondisclosureLaw;
/** The section's identity (id, title, citation, effective date, confidence), as the rest of the engine reads it. */
export const META: SectionMeta = LAW;

export function route0729(p: PersonCtx, f: CaseFacts, base: Base): Route | null {
  if (!f.misdemeanor) return null;
  const chain = veteranStatus(p, 'completedVetReemploymentPrg');
  if (chain === 'no') return null;
  if (chain !== 'yes')
    return awaitingRoute({ section: LAW.id, noPetition: LAW.applies.noPetition }, 'reemployment', chain);
  const r = newRoute({ section: LAW.id, noPetition: LAW.applies.noPetition });
  r.family = 'reemployment';
  const answer = f.answers.completed_vet_reemployment_prg_for_case;
  if (answer === false) return null;
  r.basis.push(reason('MEETS_411_0729'));
  if (answer === undefined) askCase(r, 'completed_vet_reemployment_prg_for_case', 'VETERAN_ANSWERS_NEEDED');
  else if (answer === NOT_SURE)
    r.unknowns.push(reason('ANSWER_NOT_SURE', { question: 'completed_vet_reemployment_prg_for_case' }));
  if (Number.isNaN(base.day)) {
    r.unknowns.push(reason('DATE_UNKNOWN', { field: 'supervision_end' }));
    return r;
  }
  setWait(r, base.day, base.day, 0, META.citation);
  r.dateEstimated = base.estimated && !base.upperBound;
  const probe = newRoute({ section: LAW.id, noPetition: LAW.applies.noPetition });
  probe.date = r.date;
  applyShared(p, f, probe, LAW);
  if (probe.bars.length > 0) r.unknowns.push(reason('NEEDS_LEGAL_REVIEW', { section: META.id, date: fromDay(r.date) }));
  for (const u of probe.unknowns) r.unknowns.push(u);
  for (const k of probe.personQuestions) addOnce(r.personQuestions, k);
  for (const k of probe.questions) addOnce(r.questions, k);
  for (const n of probe.notes) r.notes.push(n);
  return r;
}
