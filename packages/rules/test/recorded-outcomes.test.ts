/**
 * Recorded outcomes: evaluates people from the deterministic generator that bench/rules.ts
 * also uses (generated-people.ts) under several answer sets and evaluation dates, and compares a hash of every output with a recorded hash. A
 * change in any decision, reason, date or question fails it; if a rule change is intended, regenerate the hash
 * and say why in the commit. Recorded after the second legal review's changes (docs/law D18–D35) (the payment month, the interlock order,
 * the victim, Class C window, arrest month and handgun questions, and the expunction routes they change), then
 * again when a felony dismissal with no record of a presented charge became could_not_determine; then when the
 * 55A.005 question became weapon_only_in_own_vehicle (the question key in `questions` changes, no outcome does);
 * then when the Class C question was asked for every section (411.074(a): unanswered → could_not_determine for
 * 411.0725, 411.0727 and 411.0729 too) and a "yes" asks class_c_before_case for the first-offender sections;
 * then when a DWI or family-violence pretrial-intervention dismissal became an expunction from the dismissal
 * (the Harris DA's one year is a note, CCP 55A.053(a)(2)(C)); then when the victim question was asked on every
 * assault, threat or harassment record for the person's other cases, and a felony conviction names its own bars;
 * then when a dismissal is linked to a case of the same offense family filed from 30 days before to 90 days after
 * it (asking charge_refiled_or_replaced) instead of only to the same literal filed after it; then when the
 * 411.073 and 411.0735 waits cite subsection (d) and SAME_EPISODE_MIXED cites 55A.051 and 55A.052(a) (citations only);
 * then for ADR 0060 (felony limitations by offense, state jail felonies with county jail, certain bars before
 * unknowns, how supervision ended).
 * and when the reason citations named docs/law decision numbers instead of outside notes (citations only);
 * then when each decision reported its chosen route's declared wait (`waiting_period`, a new field: without it
 * the hash is the one recorded before, so no outcome changed when the sections became declarations); then when
 * acquittals and specialty-court dismissals carried their filing-fee waiver notes (CCP art. 102.0061; notes only:
 * without them the hash is the one before); then when the carrying question's two unknowns were split
 * (WEAPON_IN_VEHICLE_NEEDED unanswered, HANDGUN_CARRY_UNKNOWN not sure; codes only, docs/law D42); then when a felony
 * dismissal whose presentment the record does not show took 55A.054's date (docs/law D81): 402 of 21,396 decisions
 * changed, every one a felony dismissal (PC 22.01, 31.03, H&S 481.115) with `chargePresented` unknown, from
 * could_not_determine (CHARGE_PRESENTED_UNKNOWN) to expunction under 55A.054 (a few to not_yet_eligible with
 * PRESENTMENT_UNKNOWN_MAY_BE_EARLIER); 18 more kept their outcome and gained a reason (FELONY_LIMITATIONS_UNKNOWN
 * beside CHARGE_PRESENTED_UNKNOWN, or the 55A.054 notes). The refiled, organized-crime and five-felony rules
 * (D80, D82, D85) changed no generated decision.
 * Then, on those, when
 * 411.074 became named shared conditions that each section's declaration switches on (docs/law D74–D79): a route
 * whose sentence or placement date is not on record now meets the other cases' 411.074(b) bars and the records
 * outside the data too (it stopped at DATE_UNKNOWN before), so 94 generated decisions go from could_not_determine
 * to ineligible (another case's family-violence finding) and about 440 more change only their reasons, or drop the
 * additional-info questions a certain bar makes unnecessary (78 evaluations); the reasons of a route follow the
 * conditions' order (bars, clean period, first offender, records outside the data); and a "yes" about the victim
 * of harassment or deadly conduct needs the conduct answer (D79; no generated person has either offense); then when
 * CLASS_C_IN_WINDOW_NEEDED carried the dates of the window its question names (params `from`, `to`; D74: reasons
 * only, no outcome, date or question changed) and 411.0728 stopped asking commited_after_submitting_petition.
 * Then, on those, when a felony conviction, probation or revocation needed neither the offense nor the degree
 * (docs/law D84): 10 generated felony decisions with an unidentified offense went from could_not_determine to
 * ineligible (FELONY_CONVICTION), 17 more kept could_not_determine but now wait for the veteran answers beside
 * FELONY_CONVICTION instead of UNIDENTIFIED_OFFENSE (3 evaluations gained the additional-info questions); and the
 * victim question was asked on a chapter-22 plea the judge decides (docs/law D87): 73 decisions gained
 * victim_family_household_or_dating in `questions`, no outcome changed. The motion-pending bar (D86) and the payment
 * year (D83) changed none.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../src/evaluate';
import type { PersonAnswers } from '../src/model';
import { ANSWERS, createPeopleGenerator } from './generated-people';

const genPerson = createPeopleGenerator();

/** FNV-1a (32 bit) over the JSON of every output, folded into one number. */
function fnv(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619) >>> 0;
  return h;
}

const EXTRA: readonly PersonAnswers[] = [
  { hasClassCConviction: true, hasCrimeOutsideTexas: false },
  { hasClassCConviction: false, hasCrimeOutsideTexas: true, isVeteran: true, completedVetTreatmentCrt: true },
  { sexOffender: false, noneOfTheAbove: true, hasBeenVictim: true, hasVictimCaseInHarrisCounty: true },
];

describe('recorded outcomes', () => {
  it('do not change for 2,000 generated people under six answer sets and two dates unless a rule changes', () => {
    let h = 2166136261;
    for (let i = 0; i < 2000; i++) {
      const p = genPerson();
      for (const a of ANSWERS) h = fnv(h, JSON.stringify(evaluate({ ...p, personAnswers: a })));
      const x = EXTRA[i % EXTRA.length] as PersonAnswers;
      h = fnv(h, JSON.stringify(evaluate({ ...p, personAnswers: x, asOf: '2012-06-01' })));
    }
    expect(h.toString(16)).toBe('8057999');
  });
});
