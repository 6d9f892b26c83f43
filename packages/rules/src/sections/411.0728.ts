/**
 * Gov't Code § 411.0728 — victims of trafficking of persons or compelling prostitution. Subsection (a) (SB 1801,
 * 2019): conviction or deferred adjudication for H&S 481.120(b)(1) or 481.121(b)(1) marihuana (Class B), PC
 * 31.03(e)(1)/(2) theft (Class C or B), or PC 43.02 prostitution; the person helped law enforcement if asked
 * (or could not, for age or disability); the court finds the offense was committed solely as a victim.
 * Everything after (a) — completion, waiting period, 411.074, the 2025 amendment — is low confidence, so this
 * route never yields `nondisclosure` on its own: when every answer fits, the case is could_not_determine with
 * NEEDS_LEGAL_REVIEW and the final_pot_elig_411_0728 flag (Gov't Code 411.0728; D2).
 */
import type { CaseFacts, PersonCtx } from '../engine/context';
import { statuteIs } from './chapters';
import { askCase, newRoute, reason, type Route } from '../engine/route';
import { awaitingRoute } from './veterans';
import type { PersonQuestionKey } from '../model';
import type { NondisclosureLaw, SectionMeta } from './meta';
import { yesNo } from '../engine/answers';

export const LAW = {
  id: '411.0728',
  kind: 'nondisclosure',
  title: 'Victims of trafficking of persons or compelling prostitution',
  citation: "Tex. Gov't Code § 411.0728",
  effective: '2019-09-01',
  confidence: 'L',
  statute:
    '411.0728(a) (SB 1801, 2019): a person convicted of or placed on deferred adjudication for H&S 481.120(b)(1) or 481.121(b)(1), PC 31.03(e)(1) or (2), or PC 43.02, who committed the offense solely as a victim of trafficking (20A.02, 20A.03) or compelling prostitution (43.05), and who assisted law enforcement if requested (unless age or disability prevented it). Subsections after (a) and the 2025 amendment are not yet read (docs/law D73.1).',
  conditions: [
    {
      plain:
        'The offense is prostitution (PC 43.02), Class B marihuana possession or delivery (H&S 481.120(b)(1), 481.121(b)(1)), or Class C or B theft (PC 31.03(e)(1)-(2)).',
      citation: "Tex. Gov't Code § 411.0728(a)(1)",
      test: 'By statute and level; PC 43.021, 43.03, 43.04 and 43.05 are not these offenses.',
    },
    {
      plain:
        'The person committed it solely as a victim of trafficking or compelling prostitution, and helped the investigation if asked.',
      citation: "Tex. Gov't Code § 411.0728(a)(2)-(3)",
      test: 'hasBeenVictim, hasVictimCaseInHarrisCounty, investigationAssistanceRequested, assistedInvestigation; then committed_solely_as_trafficking_victim (commited_after_submitting_petition is no longer asked: no statute asks it, docs/law D74).',
      questions: [
        'hasBeenVictim',
        'hasVictimCaseInHarrisCounty',
        'investigationAssistanceRequested',
        'assistedInvestigation',
        'committed_solely_as_trafficking_victim',
      ],
    },
    {
      plain: 'Everything after subsection (a) is not yet read, so this section never gives "eligible" on its own.',
      citation: 'Project decision (docs/law D2)',
      test: 'When every answer fits: could_not_determine with NEEDS_LEGAL_REVIEW and the final_pot_elig_411_0728 flag.',
      confidence: 'L',
    },
  ],
  wait: null,
  applies: {
    dispositions: ['deferred', 'probation', 'conviction'],
    offense: 'any',
    level: 'any',
    yieldsTo: [],
    noPetition: false,
    document: 'petition',
    plain:
      "Any case of a trafficking or compelled-prostitution victim, beside the other sections, once the person's answers open it; while an answer could make it eligible today, the case stays undecided.",
    citation: "Tex. Gov't Code § 411.0728",
  },
  shared: [],
  decisions: [
    'D2 low-confidence rules never give nondisclosure alone',
    'docs/law D30 offenses by statute',
    'docs/law D35 text after (a) and the 2025 amendment',
  ],
} as const satisfies NondisclosureLaw;
/** The section's identity (id, title, citation, effective date, confidence), as the rest of the engine reads it. */
export const META: SectionMeta = LAW;

/**
 * 411.0728(a) offenses, by statute (docs/law D30): prostitution (PC 43.02, not 43.021, 43.03, 43.04 or
 * 43.05), Class B marihuana (H&S 481.120(b)(1), 481.121(b)(1)) and Class C or B theft (PC 31.03(e)(1)-(2)).
 */
export function trafficking0728Offense(f: CaseFacts): boolean {
  const statute = f.c.offense.statute;
  const level = f.c.level;
  if (statuteIs(statute, 'PC 43.02')) return true;
  if (statuteIs(statute, 'PC 31.03')) return level === 'MB' || level === 'MC';
  if (statuteIs(statute, 'HSC 481.120') || statuteIs(statute, 'HSC 481.121')) return level === 'MB';
  return false;
}

export function route0728(p: PersonCtx, f: CaseFacts): Route | null {
  if (!trafficking0728Offense(f) || p.answerBar !== null) return null;
  const a = p.answers;
  let missing: PersonQuestionKey | null = null;
  if (a.hasBeenVictim === undefined) missing = 'hasBeenVictim';
  else if (!a.hasBeenVictim) return null;
  else if (a.hasVictimCaseInHarrisCounty === undefined) missing = 'hasVictimCaseInHarrisCounty';
  else if (!a.hasVictimCaseInHarrisCounty) return null;
  else if (a.investigationAssistanceRequested === undefined) missing = 'investigationAssistanceRequested';
  else if (a.investigationAssistanceRequested && a.assistedInvestigation === undefined)
    missing = 'assistedInvestigation';
  if (missing !== null)
    return awaitingRoute({ section: LAW.id, noPetition: LAW.applies.noPetition }, 'trafficking', missing);
  const r = newRoute({ section: LAW.id, noPetition: LAW.applies.noPetition });
  r.family = 'trafficking';
  r.basis.push(reason('MEETS_411_0728'));
  // Decision 0006: no first-offender condition here, but a Class C record inside the waiting window would bar it.
  if (p.classCRecord === true) r.notes.push(reason('CLASS_C_CLEAN_PERIOD_CHECK'));
  // Asked but did not help: the statute excuses only age or disability, which a judge must find.
  if (a.investigationAssistanceRequested === true && a.assistedInvestigation === false) {
    r.unknowns.push(reason('NEEDS_LEGAL_REVIEW', { section: META.id }));
  }
  const ca = f.answers;
  const solely = yesNo(ca, 'committed_solely_as_trafficking_victim');
  if (solely === 'unasked') askCase(r, 'committed_solely_as_trafficking_victim', 'TRAFFICKING_ANSWERS_NEEDED');
  else if (solely === 'not_sure')
    r.unknowns.push(reason('ANSWER_NOT_SURE', { question: 'committed_solely_as_trafficking_victim' }));
  else if (solely === 'no') r.bars.push(reason('TRAFFICKING_NOT_SOLELY_VICTIM'));
  // `commited_after_submitting_petition` is no longer asked: no statute asks it (docs/law D74; §2.4 of the law
  // notes). A stored answer is accepted and ignored.
  if (r.bars.length === 0 && r.unknowns.length === 0)
    r.unknowns.push(reason('NEEDS_LEGAL_REVIEW', { section: META.id }));
  return r;
}
