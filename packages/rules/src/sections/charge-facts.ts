/**
 * Plea reductions (ADR 0060 item 53): the offense of conviction comes from the current literal and level, but two
 * facts of the complaint and grand-jury literals of the same row survive a plea to another offense.
 * - A family, household or dating victim named in the charge: with an offense of conviction or deferral in PC
 *   chapter 22 or 25, or PC 42.07, the case involves family violence without asking (411.074(b)(1)(D)); with any
 *   other offense, whether it does is a legal question (could_not_determine, NEEDS_LEGAL_REVIEW).
 * - A prior conviction stated in a literal (`W/PREV`, `2/MORE PREV`, `DWI 3RD` …): the person is asked
 *   `prior_record_before_case` (docs/law D53). Yes: every first-offender section fails (411.072(a)(2), 411.073(b)(2)
 *   and the others); no or not sure: the charge and the person disagree, and only the judgment settles it
 *   (could_not_determine, never eligible on the person's word alone). 411.0725 and 411.0727 are not affected.
 */
import type { EngineCase } from '../model';
import { statuteIs } from './chapters';
import type { SectionLaw } from './meta';

export const LAW = {
  id: 'charge-facts',
  kind: 'shared',
  title: 'What the charge still shows after a plea to another offense',
  citation:
    "Tex. Gov't Code §§ 411.074(b)(1)(D), 411.072(a)(2), 411.073(b)(2), 411.0726, 411.0731, 411.0735, 411.0736; Tex. Fam. Code § 71.004",
  effective: '2017-09-01',
  confidence: 'M',
  statute:
    '411.074(b)(1)(D): no order for a person convicted of or placed on deferred adjudication for an offense involving family violence (Family Code 71.004). The first-offender sections require that the person was never previously convicted or placed on deferred adjudication.',
  conditions: [
    {
      plain:
        'The complaint or grand-jury literal names a family, household or dating victim: family violence for an assaultive (chapter 22), family (chapter 25) or harassment (42.07) offense of conviction; a legal question for any other.',
      citation: "Tex. Gov't Code § 411.074(b)(1)(D); docs/law D53",
      test: 'chargeFacts.familyVictim → BAR_411074_FAMILY_VIOLENCE with FAMILY_VIOLENCE_IN_CHARGE (ch. 22, 25, 42.07), else NEEDS_LEGAL_REVIEW.',
    },
    {
      plain: 'A literal of the case states a prior conviction: the first-offender sections fail.',
      citation: "Tex. Gov't Code §§ 411.072(a)(2), 411.073(b)(2); docs/law D53",
      test: 'chargeFacts.priorConviction → asks prior_record_before_case on first-offender routes: yes → PRIOR_CONVICTION_IN_CHARGE (the first-offender test fails); no or not sure → could_not_determine (PRIOR_CONVICTION_DISPUTED: the judgment settles it).',
      questions: ['prior_record_before_case'],
    },
  ],
  wait: null,
  shared: [],
  decisions: ['docs/law D53 a plea does not undo the family victim or the prior record the charge names'],
} as const satisfies SectionLaw;

/** `bar`: family violence shown by the charge; `review`: a family victim in the charge of another offense. */
export function chargeFamilyViolence(c: EngineCase): 'bar' | 'review' | null {
  if (c.chargeFacts?.familyVictim !== true) return null;
  if (c.offense.categories.includes('family_violence')) return null; // the literal of record already says so
  const s = c.offense.statute;
  const chapter = c.offense.penalCodeChapter;
  if (chapter === 22 || chapter === 25 || statuteIs(s, 'PC 42.07')) return 'bar';
  return 'review';
}
