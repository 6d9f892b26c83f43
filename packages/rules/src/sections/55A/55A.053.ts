/**
 * CCP art. 55A.053(a)(2): a presented indictment or information dismissed because the person completed a veterans
 * treatment court program (A), a mental health court program (B) or pretrial intervention (C), or because it was
 * presented through mistake, false information or a similar reason indicating absence of probable cause (D).
 * Each paragraph is its own route.
 */
import { addYearsDay, fromDay } from '../../dates';
import type { CaseFacts, PersonCtx } from '../../engine/context';
import { hasCat } from '../../engine/context';
import { askCase, newRoute, reason, type Route } from '../../engine/route';
import { NOT_SURE } from '../../vocabulary';
import type { SectionLaw } from '../meta';
import { awaitingRoute, veteranStatus } from '../veterans';
import { dayRoute } from './55A.051';

export const LAW_VTC = {
  id: '55A.053(a)(2)(A)',
  kind: 'expunction',
  title: 'Dismissal after a veterans treatment court program',
  citation: 'Tex. Code Crim. Proc. arts. 55A.053(a)(2)(A), 55A.203',
  effective: '2025-01-01',
  confidence: 'M',
  statute:
    '55A.053(a)(2)(A): the indictment or information was dismissed because the person completed a veterans treatment court program; once only; the court enters the order within 30 days, no fee.',
  conditions: [
    {
      plain:
        'The case was dismissed because the person completed a veterans treatment court program, and the person has not used this route before.',
      citation: 'Tex. Code Crim. Proc. art. 55A.053(a)(2)(A)',
      test: 'Dismissal plus isVeteran, completedVetTreatmentCrt and completed_vet_treatment_court_for_case; two such cases → review.',
      questions: ['isVeteran', 'completedVetTreatmentCrt', 'completed_vet_treatment_court_for_case'],
    },
  ],
  wait: { years: { all: 0 }, from: 'the dismissal', plain: 'None.', citation: 'Tex. Code Crim. Proc. art. 55A.053' },
  shared: [],
  decisions: ['docs/law D34 citations'],
} as const satisfies SectionLaw;

export const LAW_MENTAL_HEALTH = {
  id: '55A.053(a)(2)(B)',
  kind: 'expunction',
  title: 'Dismissal after a mental health court program',
  citation: 'Tex. Code Crim. Proc. art. 55A.053(a)(2)(B)',
  effective: '2025-01-01',
  confidence: 'H',
  statute:
    '55A.053(a)(2)(B): the indictment or information was dismissed because the person completed a mental health court program.',
  conditions: [
    {
      plain: 'The case was dismissed after a mental health court program.',
      citation: 'Tex. Code Crim. Proc. art. 55A.053(a)(2)(B)',
      test: 'Dismissal reason mental_health_court.',
    },
  ],
  wait: { years: { all: 0 }, from: 'the dismissal', plain: 'None.', citation: 'Tex. Code Crim. Proc. art. 55A.053' },
  shared: [],
  decisions: ['docs/law D34'],
} as const satisfies SectionLaw;

export const LAW_PTI = {
  id: '55A.053(a)(2)(C)',
  kind: 'expunction',
  title: 'Dismissal after pretrial intervention',
  citation: 'Tex. Code Crim. Proc. art. 55A.053(a)(2)(C)',
  effective: '2025-01-01',
  confidence: 'H',
  statute:
    '55A.053(a)(2)(C): the indictment or information was dismissed because the person completed a pretrial intervention program.',
  conditions: [
    {
      plain: 'The case was dismissed after a pretrial intervention (diversion) program.',
      citation: 'Tex. Code Crim. Proc. art. 55A.053(a)(2)(C)',
      test: 'Dismissal reason pretrial_intervention.',
    },
    {
      plain:
        'In Harris County, the District Attorney lists a one-year wait before it agrees to expunge DWI and family-violence diversions; a petition filed earlier may be opposed. This is a note, not a legal wait.',
      citation: 'Harris County District Attorney practice',
      test: 'Category dwi or family violence → HARRIS_DA_PTI_ONE_YEAR with the date one year after the dismissal; the route is open from the dismissal.',
      confidence: 'M',
    },
  ],
  wait: {
    years: { all: 0, harrisDwiOrFamilyViolence: 1 },
    from: 'the dismissal',
    plain: 'None (the Harris County District Attorney expects one year for DWI or family violence: a note).',
    citation: 'Tex. Code Crim. Proc. art. 55A.053',
  },
  shared: [],
  decisions: ['docs/law D34 the citation is (a)(2)(C)'],
} as const satisfies SectionLaw;

export const LAW_NO_PROBABLE_CAUSE = {
  id: '55A.053(a)(2)(D)',
  kind: 'expunction',
  title: 'Dismissal for mistake, false information or absence of probable cause',
  citation: 'Tex. Code Crim. Proc. art. 55A.053(a)(2)(D)',
  effective: '2025-01-01',
  confidence: 'H',
  statute:
    '55A.053(a)(2)(D): a presented indictment or information was dismissed because it was presented through mistake, false information or a similar reason indicating absence of probable cause.',
  conditions: [
    {
      plain:
        'A presented charge was dismissed for lack of probable cause (misdemeanors are presented by information at intake).',
      citation: 'Tex. Code Crim. Proc. art. 55A.053(a)(2)(D)',
      test: 'Dismissal reason no_probable_cause; felonies need chargePresented true (else 55A.052).',
    },
  ],
  wait: { years: { all: 0 }, from: 'the dismissal', plain: 'None.', citation: 'Tex. Code Crim. Proc. art. 55A.053' },
  shared: [],
  decisions: ['docs/law D23'],
} as const satisfies SectionLaw;

/** Harris County DA practice: it agrees to DWI and family-violence pretrial intervention expunctions after one year. */
export const HARRIS_PTI_WAIT_YEARS = LAW_PTI.wait.years.harrisDwiOrFamilyViolence;

/** 55A.053(a)(2)(B): dismissal after a mental health court program. */
export function routeMentalHealthCourt(dismissal: number): Route {
  const r = dayRoute(LAW_MENTAL_HEALTH.id, 'EXPUNCTION_MENTAL_HEALTH_COURT', dismissal);
  // CCP art. 102.0061: no filing fee for an expunction under 55A.053(a)(2)(A) or (B).
  r.notes.push(reason('FEE_WAIVED_SPECIALTY_COURT'));
  return r;
}

/** 55A.053(a)(2)(C): dismissal after pretrial intervention, from the dismissal. */
export function routePretrialIntervention(f: CaseFacts, dismissal: number): Route {
  const r = dayRoute(LAW_PTI.id, 'EXPUNCTION_PRETRIAL_INTERVENTION', dismissal);
  // 55A.053(a)(2)(C) has no wait: the District Attorney's one-year practice for DWI and family-violence programs is
  // a note with the date it expects to agree from, not a later eligible date.
  if (hasCat(f, 'dwi') || hasCat(f, 'family_violence') || f.c.familyViolenceFinding === true)
    r.notes.push(reason('HARRIS_DA_PTI_ONE_YEAR', { date: fromDay(addYearsDay(dismissal, HARRIS_PTI_WAIT_YEARS)) }));
  return r;
}

/** 55A.053(a)(2)(D): dismissal for absence of probable cause. */
export function routeNoProbableCause(dismissal: number): Route {
  return dayRoute(LAW_NO_PROBABLE_CAUSE.id, 'EXPUNCTION_NO_PROBABLE_CAUSE', dismissal);
}

function vtcDismissals(p: PersonCtx): number {
  let n = 0;
  for (const o of p.facts) {
    if (o.disposition === 'dismissed' && o.answers.completed_vet_treatment_court_for_case === true) n += 1;
  }
  return n;
}

/**
 * 55A.053(a)(2)(A): dismissal on completing a veterans treatment court program (30-day order, no fee), once only.
 * Null when the person is not a veteran who completed such a program, or said this case was not one.
 */
export function routeVtcDismissal(p: PersonCtx, f: CaseFacts, dismissal: number): Route | null {
  const chain = veteranStatus(p, 'completedVetTreatmentCrt');
  if (chain === 'no') return null;
  if (chain !== 'yes') return awaitingRoute({ article: LAW_VTC.id }, 'vtc', chain);
  const answer = f.answers.completed_vet_treatment_court_for_case;
  if (answer === false) return null;
  const vtc = newRoute({ article: LAW_VTC.id });
  vtc.family = 'vtc';
  vtc.basis.push(reason('EXPUNCTION_VTC_DISMISSAL'));
  vtc.start = dismissal;
  vtc.date = dismissal;
  // CCP art. 102.0061: no filing fee for an expunction under 55A.053(a)(2)(A) or (B).
  vtc.notes.push(reason('FEE_WAIVED_SPECIALTY_COURT'));
  if (answer === undefined) askCase(vtc, 'completed_vet_treatment_court_for_case', 'VETERAN_ANSWERS_NEEDED');
  else if (answer === NOT_SURE)
    vtc.unknowns.push(reason('ANSWER_NOT_SURE', { question: 'completed_vet_treatment_court_for_case' }));
  // The VTC-dismissal expunction can be used once; with two candidates a lawyer must say which.
  else if (vtcDismissals(p) > 1) vtc.unknowns.push(reason('NEEDS_LEGAL_REVIEW', { section: LAW_VTC.id }));
  return vtc;
}
