import { describe, expect, it } from 'vitest';
import { DWI_OK, codes, decide1, mkCase } from '../helpers';

const dwiJail = (over: object = {}) =>
  mkCase({
    disposition: 'convicted_sentence',
    statute: 'PC 49.04',
    cats: ['dwi'],
    conviction: '2022-05-29',
    sentenceCompletion: '2022-06-01',
    estimated: ['sentenceCompletion'],
    ...over,
  });

describe('§ 411.0736 DWI conviction', () => {
  it.each([
    // With an interlock the shorter wait is not granted while the text is unread: undecided from the third
    // anniversary (2025-06-01) to the day before the fifth (NEEDS_LEGAL_REVIEW), then the fifth.
    { interlock: true, before: '2027-05-31', beforeOutcome: 'could_not_determine', on: '2027-06-01' },
    { interlock: false, before: '2027-05-31', beforeOutcome: 'not_yet_eligible', on: '2027-06-01' },
  ])('interlock $interlock: day before / day of $on', ({ interlock, before, beforeOutcome, on }) => {
    const ca = { ...DWI_OK, used_ignition_interlock_device: interlock };
    expect(decide1(dwiJail(), { asOf: before, caseAnswers: ca }).final_eligibility).toBe(beforeOutcome);
    const d = decide1(dwiJail(), { asOf: on, caseAnswers: ca });
    expect(d.final_eligibility).toBe('nondisclosure');
    expect(d.ndo_form).toBe('411.0736');
    expect(d.final_pot_elig_411_0736).toBe(true);
  });
  it.each([
    { asOf: '2025-05-31', outcome: 'not_yet_eligible', review: true },
    { asOf: '2025-06-01', outcome: 'could_not_determine', review: true },
    { asOf: '2027-05-31', outcome: 'could_not_determine', review: true },
    { asOf: '2027-06-01', outcome: 'nondisclosure', review: false },
  ])('interlock used, whatever order: $outcome on $asOf (third anniversary 2025-06-01, fifth 2027-06-01)', (row) => {
    for (const order of ['bond', 'probation', 'both', 'other_or_not_sure'] as const) {
      const d = decide1(dwiJail(), { asOf: row.asOf, caseAnswers: { ...DWI_OK, interlock_condition: order } });
      expect(d.final_eligibility).toBe(row.outcome);
      expect(codes(d).includes('NEEDS_LEGAL_REVIEW')).toBe(row.review);
      if (row.outcome !== 'could_not_determine') expect(d.eligible_date).toBe('2027-06-01');
      expect(d.questions).not.toContain('interlock_condition');
    }
  });
  it('revoked DWI probation goes to 411.0736', () => {
    const d = decide1(dwiJail({ disposition: 'probation_revoked' }), {
      caseAnswers: { ...DWI_OK, used_ignition_interlock_device: false },
      asOf: '2027-06-01',
    });
    expect(d.ndo_form).toBe('411.0736');
    expect(d.final_eligibility).toBe('nondisclosure');
  });
  it('collision → ineligible; Class A → ineligible', () => {
    expect(
      decide1(dwiJail(), { caseAnswers: { ...DWI_OK, collision_with_another_person: true } }).final_eligibility,
    ).toBe('ineligible');
    expect(codes(decide1(dwiJail({ level: 'MA' }), { caseAnswers: DWI_OK }))).toContain('DWI_NOT_CLASS_B');
  });
  it('felony DWI → ineligible', () => {
    const d = decide1(dwiJail({ level: 'F3' }), { caseAnswers: DWI_OK });
    expect(d.final_eligibility).toBe('ineligible');
  });
  it('missing sentence completion → could_not_determine', () => {
    const d = decide1(
      mkCase({ disposition: 'convicted_sentence', statute: 'PC 49.04', cats: ['dwi'], conviction: '2020-01-01' }),
      { caseAnswers: DWI_OK },
    );
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('DATE_UNKNOWN');
  });
});
