/** § 411.074: bars anywhere in the record, the clean period, and the person's answers that settle them. */
import { describe, expect, it } from 'vitest';
import type { DisqualifyingOffense, OffenseCategory } from '../../src/model';
import { BARRED_STATUTES } from '../../src/sections/411.074';
import { CLEAN_ANSWERS, codes, decide1, mkCase, run } from '../helpers';

const target = () =>
  mkCase({
    disposition: 'deferred_discharged',
    level: 'F3',
    statute: 'PC 31.03',
    cats: ['theft'],
    placement: '2012-01-01',
    discharge: '2015-01-01',
  });

describe('§ 411.074(b) bars', () => {
  it.each([
    ['murder', 'PC 19.02', 'BAR_411074_MURDER'],
    ['aggravated_kidnapping', 'PC 20.04', 'BAR_411074_AGGRAVATED_KIDNAPPING'],
    ['human_trafficking', 'PC 20A.02', 'BAR_411074_HUMAN_TRAFFICKING'],
    ['injury_child_elderly_disabled', 'PC 22.04', 'BAR_411074_INJURY_CHILD_ELDERLY_DISABLED'],
    ['child_abandoning_endangerment', 'PC 22.041', 'BAR_411074_CHILD_ABANDON_ENDANGER'],
    ['protective_order_violation', 'PC 25.07', 'BAR_411074_PROTECTIVE_ORDER_VIOLATION'],
    ['stalking', 'PC 42.072', 'BAR_411074_STALKING'],
    ['family_violence', 'PC 22.01', 'BAR_411074_FAMILY_VIOLENCE'],
    ['sex_offender_registrable', 'PC 22.011', 'BAR_411074_SEX_OFFENDER'],
  ] as const)('%s in another case (conviction, years earlier) bars this one', (cat, statute, code) => {
    const other = mkCase({
      disposition: 'convicted_sentence',
      level: 'F2',
      statute,
      cats: [cat as OffenseCategory],
      filing: '1995-01-01',
      conviction: '1995-06-01',
      sentenceCompletion: '2000-06-01',
    });
    const d = decide1(target(), { others: [other] });
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain(code);
    expect(d.reasons.find((r) => r.code === code)?.params?.where).toBe('other_case');
  });
  it('a barred offense that was dismissed does not bar other cases', () => {
    const other = mkCase({
      disposition: 'dismissed',
      dismissalReason: 'other',
      level: 'MA',
      statute: 'PC 22.01',
      cats: ['assault', 'family_violence'],
      filing: '1995-01-01',
      dismissal: '1995-06-01',
    });
    expect(decide1(target(), { others: [other] }).final_eligibility).toBe('nondisclosure');
  });
  it('a pending case for a barred offense → could_not_determine', () => {
    const other = mkCase({
      disposition: 'pending',
      level: 'F2',
      statute: 'PC 42.072',
      cats: ['stalking'],
      filing: '2025-01-01',
    });
    const d = decide1(target(), { others: [other] });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('PENDING_CASE_MAY_BAR');
  });
  it.each(['murder', 'family_violence', 'stalking', 'sex_offender'] as DisqualifyingOffense[])(
    'answer %s bars nondisclosure (stop state, no more questions)',
    (o) => {
      const out = run([target()], '2025-06-01', { sexOffender: false, disqualifyingOffenses: [o] });
      expect(out.decisions[0]?.final_eligibility).toBe('ineligible');
      expect(out.decisions[0]?.reasons[0]?.params?.where).toBe('your_answer');
      expect(out.preliminaryQuestions).toEqual([]);
      expect(out.needsPreliminaryQuestions).toBe(false);
    },
  );
  it('sex offender answer yes bars nondisclosure', () => {
    expect(run([target()], '2025-06-01', { sexOffender: true }).decisions[0]?.final_eligibility).toBe('ineligible');
  });
  it('unanswered sex-offender / disqualifying questions → could_not_determine with preliminary questions', () => {
    const out = run([target()], '2025-06-01', { isVeteran: false, hasBeenVictim: false, hasClassCConviction: false });
    expect(out.decisions[0]?.final_eligibility).toBe('could_not_determine');
    expect(out.preliminaryQuestions).toEqual(['sexOffender', 'disqualifyingOffenses']);
    expect(out.needsPreliminaryQuestions).toBe(true);
    const half = run([target()], '2025-06-01', {
      sexOffender: false,
      isVeteran: false,
      hasBeenVictim: false,
      hasClassCConviction: false,
    });
    expect(half.preliminaryQuestions).toEqual(['disqualifyingOffenses']);
  });
  it('a plain assault literal: the family-violence answer settles it (docs/law D7)', () => {
    const assault = mkCase({
      disposition: 'deferred_discharged',
      level: 'MA',
      statute: 'PC 22.01',
      cats: ['assault'],
      fvFinding: null,
      placement: '2020-01-01',
      discharge: '2021-01-01',
    });
    expect(
      run([assault], '2025-06-01', { ...CLEAN_ANSWERS, noneOfTheAbove: undefined }).decisions[0]?.final_eligibility,
    ).toBe('could_not_determine');
    // "None of the above" no longer settles a plain assault: the victim question does (docs/law D26).
    const asked = run([assault], '2025-06-01', CLEAN_ANSWERS).decisions[0];
    expect(asked?.final_eligibility).toBe('could_not_determine');
    expect(asked?.questions).toEqual(['victim_family_household_or_dating']);
    const stranger = { [assault.id]: { victim_family_household_or_dating: false } };
    expect(run([assault], '2025-06-01', CLEAN_ANSWERS, stranger).decisions[0]?.final_eligibility).toBe('nondisclosure');
    expect(
      run([assault], '2025-06-01', {
        ...CLEAN_ANSWERS,
        noneOfTheAbove: false,
        disqualifyingOffenses: ['family_violence'],
      }).decisions[0]?.final_eligibility,
    ).toBe('ineligible');
  });
  it('records outside the county data → could_not_determine', () => {
    const d = decide1(target(), { answers: { ...CLEAN_ANSWERS, hasCrimeOutsideTexas: true } });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('RECORD_OUTSIDE_DATA');
  });
  it('records before 1990 only matter to first-offender sections', () => {
    expect(decide1(target(), { answers: { ...CLEAN_ANSWERS, hasCrimeBefore1990: true } }).final_eligibility).toBe(
      'nondisclosure',
    );
    const misd = mkCase({
      disposition: 'deferred_discharged',
      statute: 'PC 31.03',
      cats: ['theft'],
      placement: '2020-01-01',
      discharge: '2021-01-01',
    });
    const d = decide1(misd, { answers: { ...CLEAN_ANSWERS, hasCrimeBefore1990: true } });
    expect(d.ndo_form).toBe('411.0725');
    expect(d.final_eligibility).toBe('nondisclosure');
  });
});

describe('§ 411.074(a) clean period', () => {
  const conv = (day: string) =>
    mkCase({
      disposition: 'convicted_sentence',
      statute: 'PC 31.03',
      filing: '2012-01-01',
      conviction: day,
      sentenceCompletion: day,
    });
  it.each([
    {
      day: '2012-01-01',
      want: 'nondisclosure',
      why: 'same day as placement: not inside the window (0725 has no first-offender test)',
    },
    { day: '2012-01-02', want: 'ineligible', why: 'the day after placement' },
    { day: '2020-01-01', want: 'ineligible', why: 'the last day of the 5-year wait' },
    { day: '2020-01-02', want: 'nondisclosure', why: 'the day after the window' },
  ])('conviction on $day → $want ($why)', ({ day, want }) => {
    expect(decide1(target(), { others: [conv(day)] }).final_eligibility).toBe(want);
  });
  it('a deferred adjudication inside the window bars too', () => {
    const other = mkCase({
      disposition: 'deferred_discharged',
      statute: 'PC 31.03',
      filing: '2013-01-01',
      placement: '2013-06-01',
      discharge: '2014-06-01',
    });
    expect(decide1(target(), { others: [other] }).final_eligibility).toBe('ineligible');
  });
  it('another case with no disposition date → could_not_determine', () => {
    const other = mkCase({ disposition: 'convicted_sentence', statute: 'PC 31.03', filing: '2013-01-01' });
    const d = decide1(target(), { others: [other] });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('RECORD_DATE_UNKNOWN');
  });
  it('a pending case filed inside the window → could_not_determine (docs/law D15)', () => {
    const other = mkCase({ disposition: 'pending', statute: 'PC 31.03', filing: '2016-01-01' });
    expect(decide1(target(), { others: [other] }).final_eligibility).toBe('could_not_determine');
    const after = mkCase({ disposition: 'pending', statute: 'PC 31.03', filing: '2021-01-01' });
    expect(decide1(target(), { others: [after] }).final_eligibility).toBe('nondisclosure');
  });
  it('a fine-only traffic conviction does not count', () => {
    const ticket = mkCase({
      disposition: 'convicted_sentence',
      level: 'MB',
      statute: 'TC 545.351',
      cats: ['traffic_fine_only'],
      fineOnly: true,
      filing: '2013-01-01',
      conviction: '2013-02-01',
      sentenceCompletion: '2013-02-01',
    });
    expect(decide1(target(), { others: [ticket] }).final_eligibility).toBe('nondisclosure');
  });
});

describe('§ 411.074(b): every barred statute, by statute alone (no category), as this case and as another case', () => {
  it.each(BARRED_STATUTES.map(([statute, code]) => ({ statute, code })))('$statute → $code', ({ statute, code }) => {
    const barred = (id: string) =>
      mkCase({
        id,
        disposition: 'deferred_discharged',
        level: 'F2',
        statute,
        cats: [],
        filing: '2001-01-01',
        placement: '2001-06-01',
        discharge: '2004-06-01',
      });
    const own = decide1(barred('own'));
    expect(own.final_eligibility).toBe('ineligible');
    expect(own.reasons.find((r) => r.code === code)?.params?.where).toBe('this_case');
    const other = decide1(target(), { others: [barred('other')] });
    expect(other.final_eligibility).toBe('ineligible');
    expect(other.reasons.find((r) => r.code === code)?.params?.where).toBe('other_case');
    // A longer section number is another offense (PC 22.04 is not PC 22.041's bar, 22.011 not 22.01's).
    const longer = decide1(target(), {
      others: [{ ...barred('x'), offense: { ...barred('x').offense, statute: `${statute}9` } }],
    });
    expect(codes(longer)).not.toContain(code);
  });
});

describe('§ 411.074(b)(1)(A): lewd visual material literals (PC 43.262)', () => {
  it.each([
    { literal: 'POSS/PROMO LEWD VISUAL MATERIAL', level: 'FS', barred: true },
    { literal: 'POSS LEWD VIS MAT DEP CHLD', level: 'MA', barred: true },
    { literal: 'PROMO LEWD VISUAL MATERIAL CHILD', level: 'MA', barred: true },
    { literal: 'POSS LEWD VISUAL MAT MINOR', level: 'MA', barred: true },
    { literal: 'POSS LEWD VISUAL MATERIAL', level: 'MA', barred: false },
    { literal: 'PUBLIC LEWDNESS', level: 'MA', barred: false },
  ] as const)('$literal ($level) → barred $barred', ({ literal, level, barred }) => {
    const other = mkCase({
      disposition: 'deferred_discharged',
      level,
      statute: null,
      chapter: 43,
      literal,
      filing: '2001-01-01',
      placement: '2001-06-01',
      discharge: '2004-06-01',
    });
    expect(codes(decide1(target(), { others: [other] })).includes('BAR_411074_SEX_OFFENDER')).toBe(barred);
  });
});
