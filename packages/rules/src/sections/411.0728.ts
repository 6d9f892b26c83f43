/**
 * Gov't Code § 411.0728 — victims of trafficking of persons or compelling prostitution. Subsection (a) (SB 1801,
 * 2019): conviction or deferred adjudication for H&S 481.120(b)(1) or 481.121(b)(1) marihuana (Class B), PC
 * 31.03(e)(1)/(2) theft (Class C or B), or PC 43.02 prostitution; the person helped law enforcement if asked
 * (or could not, for age or disability); the court finds the offense was committed solely as a victim.
 * Everything after (a) — completion, waiting period, 411.074, the 2025 amendment — is low confidence, so this
 * route never yields `nondisclosure` on its own: when every answer fits, the case is could_not_determine with
 * NEEDS_LEGAL_REVIEW and the final_pot_elig_411_0728 flag (law notes §4.5, §10.2).
 */
import type { CaseFacts, PersonCtx } from '../engine/context';
import { statuteIs } from './chapters';
import { askCase, newRoute, reason, type Route, put } from '../engine/route';
import { awaitingRoute } from './veterans';
import type { PersonQuestionKey } from '../model';
import type { SectionMeta } from './meta';
import { yesNo } from '../engine/answers';

export const META: SectionMeta = {
  id: '411.0728',
  title: 'Victims of trafficking of persons or compelling prostitution',
  citation: "Tex. Gov't Code § 411.0728",
  effective: '2019-09-01',
  confidence: 'L',
};

/**
 * 411.0728(a) offenses, by statute (law notes §10b item 30): prostitution (PC 43.02, not 43.021, 43.03, 43.04 or
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
  if (missing !== null) return awaitingRoute('411.0728', null, 'trafficking', missing);
  const r = newRoute('411.0728');
  r.family = 'trafficking';
  put(r, 'basis', reason('MEETS_411_0728'));
  // Decision 0006: no first-offender condition here, but a Class C record inside the waiting window would bar it.
  if (p.classCRecord === true) put(r, 'notes', reason('CLASS_C_CLEAN_PERIOD_CHECK'));
  // Asked but did not help: the statute excuses only age or disability, which a judge must find.
  if (a.investigationAssistanceRequested === true && a.assistedInvestigation === false) {
    put(r, 'unknowns', reason('NEEDS_LEGAL_REVIEW', { section: META.id }));
  }
  const ca = f.answers;
  const solely = yesNo(ca, 'committed_solely_as_trafficking_victim');
  if (solely === 'unasked') askCase(r, 'committed_solely_as_trafficking_victim', 'TRAFFICKING_ANSWERS_NEEDED');
  else if (solely === 'not_sure')
    put(r, 'unknowns', reason('ANSWER_NOT_SURE', { question: 'committed_solely_as_trafficking_victim' }));
  else if (solely === 'no') put(r, 'bars', reason('TRAFFICKING_NOT_SOLELY_VICTIM'));
  const after = yesNo(ca, 'commited_after_submitting_petition');
  if (after === 'unasked') askCase(r, 'commited_after_submitting_petition', 'TRAFFICKING_ANSWERS_NEEDED');
  else if (after === 'not_sure')
    put(r, 'unknowns', reason('ANSWER_NOT_SURE', { question: 'commited_after_submitting_petition' }));
  else if (after === 'yes') put(r, 'unknowns', reason('NEW_CASE_AFTER_PETITION'));
  if (r.bars.length === 0 && r.unknowns.length === 0)
    put(r, 'unknowns', reason('NEEDS_LEGAL_REVIEW', { section: META.id }));
  return r;
}
