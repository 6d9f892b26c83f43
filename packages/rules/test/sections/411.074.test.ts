/** § 411.074: bars anywhere in the record, the clean period, and the person's answers that settle them. */
import { describe, expect, it } from 'vitest';
import { assault0725, conviction, PAID, reasonOf, theft072, trespass073 } from './cases';
import type { DisqualifyingOffense, OffenseCategory, PersonAnswers } from '../../src/model';
import { BARRED_STATUTES } from '../../src/sections/411.074';
import { CLEAN_ANSWERS, codes, decide1, mkCase, PAID_BEFORE, run } from '../helpers';

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

describe('§2.1 411.074(b) bars', () => {
  it.each([
    ['PC 19.02', 'BAR_411074_MURDER'],
    ['PC 19.03', 'BAR_411074_MURDER'],
    ['PC 20.04', 'BAR_411074_AGGRAVATED_KIDNAPPING'],
    ['PC 20A.03', 'BAR_411074_HUMAN_TRAFFICKING'],
    ['PC 22.04', 'BAR_411074_INJURY_CHILD_ELDERLY_DISABLED'],
    ['PC 22.041', 'BAR_411074_CHILD_ABANDON_ENDANGER'],
    ['PC 25.072', 'BAR_411074_PROTECTIVE_ORDER_VIOLATION'],
    ['PC 42.072', 'BAR_411074_STALKING'],
  ] as const)('a prior deferred adjudication for %s (statute only, no category) bars the target', (statute, code) => {
    const prior = mkCase({
      disposition: 'deferred_discharged',
      level: 'F3',
      statute,
      filing: '1995-01-01',
      placement: '1995-06-01',
      discharge: '1999-06-01',
    });
    const d = decide1(assault0725(), { others: [prior] });
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain(code);
  });
  it('PC 22.04 does not catch PC 22.041 nor the reverse; PC 22.01 is not barred by the 22.04 prefix', () => {
    const d = decide1(
      mkCase({
        disposition: 'deferred_discharged',
        level: 'MA',
        statute: 'PC 22.01',
        filing: '2022-05-01',
        placement: '2022-06-01',
        discharge: '2023-06-01',
      }),
    );
    expect(d.final_eligibility).toBe('nondisclosure');
  });
  it('the target itself carries a bar: PC 25.07 protective-order violation deferred → ineligible', () => {
    const d = decide1(
      mkCase({
        disposition: 'deferred_discharged',
        level: 'MA',
        statute: 'PC 25.07',
        filing: '2015-01-01',
        placement: '2015-02-01',
        discharge: '2016-02-01',
      }),
    );
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('BAR_411074_PROTECTIVE_ORDER_VIOLATION');
  });
  it('D7 a family-violence literal without a finding bars the target', () => {
    const d = decide1(
      mkCase({
        disposition: 'deferred_discharged',
        level: 'MA',
        statute: 'PC 22.01',
        cats: ['assault', 'family_violence'],
        fvFinding: null,
        filing: '2015-01-01',
        placement: '2015-02-01',
        discharge: '2016-02-01',
      }),
    );
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('BAR_411074_FAMILY_VIOLENCE');
  });
  it('D7 a family-violence conviction bars every other case of the person, even an old one', () => {
    const fv = conviction('2001-01-01', { level: 'MA', statute: 'PC 22.01', cats: ['assault', 'family_violence'] });
    expect(decide1(theft072(), { others: [fv] }).final_eligibility).toBe('ineligible');
  });
  it('§2.1 an affirmative family-violence finding bars the target even on a non-assault literal', () => {
    const d = decide1(
      mkCase({
        disposition: 'deferred_discharged',
        level: 'MA',
        statute: 'PC 28.03',
        fvFinding: true,
        filing: '2015-01-01',
        placement: '2015-02-01',
        discharge: '2016-02-01',
      }),
    );
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('BAR_411074_FAMILY_VIOLENCE_FINDING');
  });
  it('D7 the family-violence answer settles a plain assault: answered → bar, unanswered → ask', () => {
    const fvAnswer: PersonAnswers = {
      ...CLEAN_ANSWERS,
      noneOfTheAbove: false,
      disqualifyingOffenses: ['family_violence'],
    };
    expect(decide1(assault0725(), { answers: fvAnswer }).final_eligibility).toBe('ineligible');
    const out = run([assault0725()], '2025-06-01', { isVeteran: false, hasBeenVictim: false });
    expect(out.decisions[0]?.final_eligibility).toBe('could_not_determine');
    expect(out.preliminaryQuestions).toEqual(expect.arrayContaining(['sexOffender', 'disqualifyingOffenses']));
    expect(out.needsPreliminaryQuestions).toBe(true);
  });
  it('a dismissed or acquitted barred offense does not bar (only convictions and deferred count)', () => {
    const acquitted = mkCase({
      disposition: 'acquitted',
      level: 'F1',
      statute: 'PC 19.02',
      filing: '2000-01-01',
      dismissal: '2001-01-01',
    });
    expect(decide1(assault0725(), { others: [acquitted] }).final_eligibility).toBe('nondisclosure');
  });
});

describe('§2.2 / D4 411.074(a) clean period (window: day after placement/sentence → eligible date)', () => {
  it('#10 felony deferred: a conviction inside the 5-year window bars permanently', () => {
    const t = mkCase({
      disposition: 'deferred_discharged',
      level: 'F3',
      statute: 'PC 31.03',
      filing: '2015-12-01',
      placement: '2016-01-15',
      discharge: '2019-01-15',
    });
    const d = decide1(t, {
      others: [conviction('2021-03-01', { statute: 'PC 49.04', cats: ['dwi'] })],
      asOf: '2026-01-01',
    });
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('CLEAN_PERIOD_VIOLATED');
  });
  it('a conviction the day after placement is inside the window (bars 411.0725, which has no first-offender test)', () => {
    const d = decide1(assault0725(), { others: [conviction('2022-06-02')] });
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('CLEAN_PERIOD_VIOLATED');
  });
  it('a deferred placement (not only a conviction) inside the window bars', () => {
    const other = mkCase({
      disposition: 'deferred_discharged',
      statute: 'PC 31.03',
      filing: '2023-01-01',
      placement: '2024-01-01',
      discharge: '2024-07-01',
    });
    expect(decide1(assault0725(), { others: [other] }).final_eligibility).toBe('ineligible');
  });
  it('D4 a record the same day as the target placement is not a 411.074(a) bar for 411.0725', () => {
    const d = decide1(assault0725(), { others: [conviction('2022-06-01')] });
    expect(d.final_eligibility).toBe('nondisclosure');
    expect(d.ndo_form).toBe('411.0725');
  });
  it('D4 a record the same day makes a first-offender section could_not_determine (SAME_DAY_RECORD)', () => {
    const d = decide1(trespass073(), { others: [conviction('2019-06-01')], caseAnswers: PAID });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('SAME_DAY_RECORD');
  });
  it('#52 a conviction after the 411.0725 window does not bar it; the judge may weigh it', () => {
    const t = mkCase({
      disposition: 'deferred_discharged',
      level: 'F3',
      statute: 'PC 31.03',
      filing: '2015-12-01',
      placement: '2016-01-10',
      discharge: '2019-01-10',
    });
    const d = decide1(t, { others: [conviction('2025-04-15')] });
    expect(d).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.0725', eligible_date: '2024-01-10' });
    expect(codes(d)).toContain('LATER_CONVICTION_MAY_WEIGH');
  });
  it('#53 a conviction after a first-offender section window → could_not_determine (LATER_RECORD_AMBIGUOUS)', () => {
    const d = decide1(trespass073(), { others: [conviction('2024-03-01')], caseAnswers: PAID });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('LATER_RECORD_AMBIGUOUS');
  });
  it('a fine-only traffic conviction inside the window does not bar', () => {
    const traffic = conviction('2024-01-01', {
      level: 'MC',
      statute: null,
      chapter: null,
      cats: ['traffic_fine_only'],
      fineOnly: true,
    });
    expect(decide1(assault0725(), { others: [traffic] }).final_eligibility).toBe('nondisclosure');
  });
  it('§1.3 a non-traffic Class C conviction inside the window does bar', () => {
    const pi = conviction('2024-01-01', { level: 'MC', statute: 'PC 49.02', cats: [], fineOnly: true });
    expect(decide1(assault0725(), { others: [pi] }).final_eligibility).toBe('ineligible');
  });
  it('a dismissal or acquittal inside the window does not bar', () => {
    const dism = mkCase({
      disposition: 'dismissed',
      dismissalReason: 'other',
      statute: 'PC 31.03',
      filing: '2023-01-01',
      dismissal: '2024-01-01',
    });
    expect(decide1(assault0725(), { others: [dism] }).final_eligibility).toBe('nondisclosure');
  });
  it('another case whose disposition date is unknown → could_not_determine, never nondisclosure', () => {
    const other = mkCase({ disposition: 'convicted_sentence', statute: 'PC 31.03', filing: '2023-01-01' });
    const d = decide1(assault0725(), { others: [other] });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('RECORD_DATE_UNKNOWN');
  });
});

describe('§2.3 / D4 first-offender sections', () => {
  it('#9 a prior non-traffic Class C conviction defeats 411.072; 411.0725 applies with no wait', () => {
    const prior = conviction('2015-03-01', { level: 'MC', statute: 'PC 49.02', cats: [], fineOnly: true });
    const d = decide1(
      mkCase({
        disposition: 'deferred_discharged',
        cats: ['theft'],
        filing: '2020-07-01',
        placement: '2020-08-01',
        discharge: '2021-08-01',
      }),
      { others: [prior] },
    );
    expect(d).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.0725', eligible_date: '2021-08-01' });
  });
  it('a prior fine-only traffic conviction does not defeat 411.072', () => {
    const traffic = conviction('2015-03-01', {
      level: 'MC',
      statute: null,
      chapter: null,
      cats: ['traffic_fine_only'],
      fineOnly: true,
    });
    expect(decide1(theft072(), { others: [traffic] })).toMatchObject({
      final_eligibility: 'nondisclosure',
      ndo_form: '411.072',
    });
  });
  it('a prior conviction defeats 411.073 and no other section takes a completed probation → ineligible', () => {
    const d = decide1(trespass073(), { others: [conviction('2010-01-01')], caseAnswers: PAID });
    expect(d.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('FIRST_OFFENDER_FAILED');
  });
  it('a prior deferred adjudication (not a conviction) also defeats the first-offender test', () => {
    const prior = mkCase({
      disposition: 'deferred_discharged',
      statute: 'PC 31.03',
      filing: '2009-01-01',
      placement: '2010-01-01',
      discharge: '2011-01-01',
    });
    expect(decide1(trespass073(), { others: [prior], caseAnswers: PAID }).final_eligibility).toBe('ineligible');
  });
  it('a prior conviction does not defeat 411.0725 (no first-offender condition)', () => {
    const d = decide1(assault0725(), { others: [conviction('2010-01-01')] });
    expect(d).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.0725' });
  });
  it('D1 records outside Texas: a first-offender section and 411.0725 both become could_not_determine', () => {
    const outside: PersonAnswers = { ...CLEAN_ANSWERS, hasCrimeOutsideTexas: true };
    expect(decide1(theft072(), { answers: outside }).final_eligibility).toBe('could_not_determine');
    expect(decide1(assault0725(), { answers: outside }).final_eligibility).toBe('could_not_determine');
  });
  it('D1 records before 1990 make a first-offender section could_not_determine (411.0725 still fits a deferred case)', () => {
    const before1990: PersonAnswers = { ...CLEAN_ANSWERS, hasCrimeBefore1990: true };
    const d = decide1(trespass073(), { answers: before1990, caseAnswers: PAID });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('RECORD_OUTSIDE_DATA');
    expect(decide1(theft072(), { answers: before1990 })).toMatchObject({
      final_eligibility: 'nondisclosure',
      ndo_form: '411.0725',
    });
  });
});

describe('§2.4 / D15 pending cases', () => {
  it('#54 the pending case itself → could_not_determine', () => {
    expect(
      decide1(mkCase({ disposition: 'pending', statute: 'PC 31.03', filing: '2025-01-01' })).final_eligibility,
    ).toBe('could_not_determine');
  });
  it('a pending case filed inside the window → could_not_determine (PENDING_CASE_MAY_BAR)', () => {
    const pending = mkCase({ disposition: 'pending', statute: 'PC 31.03', filing: '2024-01-01' });
    const d = decide1(assault0725(), { others: [pending] });
    expect(d.final_eligibility).toBe('could_not_determine');
    expect(codes(d)).toContain('PENDING_CASE_MAY_BAR');
  });
  it('a pending case while the window is still open → could_not_determine', () => {
    const pending = mkCase({ disposition: 'pending', statute: 'PC 31.03', filing: '2021-01-01' });
    const d = decide1(assault0725('2024-06-01', '2023-06-01'), { others: [pending] });
    expect(d.final_eligibility).toBe('could_not_determine');
  });
  it('a pending case filed after a closed window does not block 411.0725', () => {
    const pending = mkCase({ disposition: 'pending', statute: 'PC 31.03', filing: '2025-07-01' });
    expect(decide1(assault0725(), { others: [pending], asOf: '2025-08-01' }).final_eligibility).toBe('nondisclosure');
    // Filed on the eligible date: still inside the window → could_not_determine.
    const onEnd = mkCase({ disposition: 'pending', statute: 'PC 31.03', filing: '2025-06-01' });
    expect(decide1(assault0725(), { others: [onEnd], asOf: '2025-08-01' }).final_eligibility).toBe(
      'could_not_determine',
    );
  });
});

describe('person-level preliminaryQuestions and per-case questions (api-contract, D16)', () => {
  const theft072 = () =>
    mkCase({
      disposition: 'deferred_discharged',
      statute: 'PC 31.03',
      cats: ['theft'],
      filing: '2021-12-01',
      placement: '2022-01-10',
      discharge: '2022-09-15',
    });
  it('no additional-info answers: nondisclosure cases are could_not_determine and the 411.074 keys are asked', () => {
    const out = run([theft072()], '2025-06-01', {});
    expect(out.decisions[0]?.final_eligibility).toBe('could_not_determine');
    expect(out.needsPreliminaryQuestions).toBe(true);
    expect(out.preliminaryQuestions).toEqual(expect.arrayContaining(['sexOffender', 'disqualifyingOffenses']));
    expect(out.decisions[0]?.hideStatus).toBe(true);
  });
  it('an expunction-only person needs no preliminary questions', () => {
    const out = run(
      [
        mkCase({
          disposition: 'acquitted',
          level: 'MA',
          statute: 'PC 31.03',
          filing: '2024-06-01',
          dismissal: '2025-04-01',
        }),
      ],
      '2025-06-01',
      {},
    );
    expect(out.decisions[0]?.final_eligibility).toBe('expunction');
    expect(out.needsPreliminaryQuestions).toBe(false);
    expect(out.preliminaryQuestions).toEqual([]);
  });
  it('a "yes" to sex offender is a stop state: ineligible, no further person questions', () => {
    const out = run([theft072()], '2025-06-01', { sexOffender: true });
    expect(out.decisions[0]?.final_eligibility).toBe('ineligible');
    expect(out.preliminaryQuestions).toEqual([]);
  });
  it('veteran chain: isVeteran first, then the program question', () => {
    const base: PersonAnswers = {
      sexOffender: false,
      noneOfTheAbove: true,
      disqualifyingOffenses: [],
      hasBeenVictim: false,
    };
    const fel = mkCase({
      disposition: 'convicted_sentence',
      level: 'F3',
      statute: 'PC 31.03',
      filing: '2015-01-01',
      conviction: '2015-06-01',
      sentenceCompletion: '2016-06-01',
    });
    expect(run([fel], '2025-06-01', base).preliminaryQuestions).toEqual(['isVeteran']);
    expect(run([fel], '2025-06-01', { ...base, isVeteran: true }).preliminaryQuestions).toEqual([
      'completedVetTreatmentCrt',
    ]);
    const d = run([fel], '2025-06-01', { ...base, isVeteran: true }).decisions[0];
    expect(d?.final_eligibility).toBe('could_not_determine');
    expect(d?.pend_elig_411_0727_0729).toBe(true);
    expect(run([fel], '2025-06-01', { ...base, isVeteran: false }).decisions[0]?.final_eligibility).toBe('ineligible');
  });
  it('trafficking chain only for 411.0728 offenses, asked in order', () => {
    const base: PersonAnswers = {
      sexOffender: false,
      noneOfTheAbove: true,
      disqualifyingOffenses: [],
      isVeteran: false,
      hasClassCConviction: false,
    };
    const prost = mkCase({
      disposition: 'convicted_sentence',
      level: 'MB',
      statute: 'PC 43.02',
      cats: ['prostitution'],
      filing: '2019-01-01',
      conviction: '2019-02-01',
      sentenceCompletion: '2019-02-01',
    });
    expect(run([prost], '2025-06-01', base).preliminaryQuestions).toEqual(['hasBeenVictim']);
    expect(run([prost], '2025-06-01', { ...base, hasBeenVictim: true }).preliminaryQuestions).toEqual([
      'hasVictimCaseInHarrisCounty',
    ]);
    const fel = mkCase({
      disposition: 'convicted_sentence',
      level: 'F3',
      statute: 'PC 31.03',
      filing: '2015-01-01',
      conviction: '2015-06-01',
      sentenceCompletion: '2016-06-01',
    });
    expect(run([fel], '2025-06-01', base).preliminaryQuestions).toEqual([]);
  });
  it('per-case questions use only contract keys, in contract order, and only while they can change the outcome', () => {
    const conv = mkCase({
      disposition: 'convicted_sentence',
      statute: 'PC 31.03',
      cats: ['theft'],
      filing: '2022-10-01',
      conviction: '2022-12-22',
      sentenceCompletion: '2023-01-01',
    });
    expect(decide1(conv).questions).toEqual(['paid_all_fines_and_costs']);
    expect(
      decide1(conv, { caseAnswers: { paid_all_fines_and_costs: true, completion_payment_month: PAID_BEFORE } })
        .questions,
    ).toEqual([]);
    const dwiConv = mkCase({
      disposition: 'convicted_sentence',
      statute: 'PC 49.04',
      cats: ['dwi'],
      filing: '2022-01-01',
      conviction: '2022-05-29',
      sentenceCompletion: '2022-06-01',
    });
    expect(decide1(dwiConv).questions).toEqual([
      'used_ignition_interlock_device',
      'collision_with_another_person',
      'paid_all_fines_and_costs',
    ]);
    // A collision bars the case: nothing more to ask.
    expect(decide1(dwiConv, { caseAnswers: { collision_with_another_person: true } })).toMatchObject({
      final_eligibility: 'ineligible',
      questions: [],
    });
  });
  it('411.0729 asks completed_vet_reemployment_prg_for_case; a DWI conviction of unknown level asks BAC first', () => {
    const vet: PersonAnswers = {
      ...CLEAN_ANSWERS,
      isVeteran: true,
      completedVetReemploymentPrg: true,
      completedVetTreatmentCrt: false,
    };
    const t = mkCase({
      disposition: 'deferred_discharged',
      level: 'MA',
      statute: 'PC 22.01',
      cats: ['assault'],
      filing: '2023-01-01',
      placement: '2023-06-01',
      discharge: '2024-06-01',
    });
    const d = decide1(t, { answers: vet });
    // 411.0725 (2-year chapter-22 wait) is the settled route; the 0729 answer could make it earlier.
    expect(d).toMatchObject({
      final_eligibility: 'not_yet_eligible',
      ndo_form: '411.0725',
      eligible_date: '2026-06-01',
    });
    expect(d.questions).toEqual(['completed_vet_reemployment_prg_for_case']);
    const yes = decide1(t, { answers: vet, caseAnswers: { completed_vet_reemployment_prg_for_case: true } });
    expect(yes).toMatchObject({
      final_eligibility: 'nondisclosure',
      ndo_form: '411.0729',
      eligible_date: '2024-06-01',
      questions: [],
    });
    const dwi = mkCase({
      disposition: 'convicted_sentence',
      level: 'unknown',
      statute: 'PC 49.04',
      cats: ['dwi'],
      filing: '2022-01-01',
      conviction: '2022-05-29',
      sentenceCompletion: '2022-06-01',
    });
    expect(decide1(dwi).questions).toEqual([
      'bac_under_015',
      'used_ignition_interlock_device',
      'collision_with_another_person',
      'paid_all_fines_and_costs',
    ]);
  });
});

describe('docs/law D32: lewd visual material depicting a child is a registrable offense', () => {
  const lewd = (statute: string) =>
    mkCase({
      id: 'lewd',
      disposition: 'deferred_discharged',
      level: 'F3',
      statute,
      literal: 'POSS LEWD VISUAL MATERIAL DEPICTING CHILD',
      placement: '2015-01-01',
      discharge: '2018-01-01',
    });
  it('example: the conviction or deferred is ineligible, never "likely eligible" (411.074(b)(1)(A))', () => {
    const d = decide1(lewd('PC 43.262'));
    expect(d.final_eligibility).toBe('ineligible');
    expect(reasonOf(d, 'BAR_411074_SEX_OFFENDER')?.citation).toContain('411.074(b)(1)(A)');
  });
  it('a literal naming lewd visual material and a child is never public lewdness, whatever the statute read', () => {
    expect(decide1(lewd('PC 21.07')).final_eligibility).toBe('ineligible');
  });
  it('it bars every other case of the person', () => {
    const theft = mkCase({ disposition: 'deferred_discharged', placement: '2020-01-01', discharge: '2020-06-01' });
    const out = run([theft, lewd('PC 43.262')]);
    expect(out.decisions[0]?.final_eligibility).toBe('ineligible');
    expect(reasonOf(out.decisions[0] as never, 'BAR_411074_SEX_OFFENDER')?.params?.where).toBe('other_case');
  });
});

describe('docs/law D26: family violence by the victim, asked per case', () => {
  const assault = () =>
    mkCase({
      id: 'a',
      disposition: 'deferred_discharged',
      level: 'MA',
      statute: 'PC 22.01',
      literal: 'ASSAULT-BODILY INJURY',
      cats: ['assault'],
      placement: '2019-01-01',
      discharge: '2020-01-01',
    });
  const theft = () =>
    mkCase({ id: 'th', disposition: 'deferred_discharged', placement: '2012-01-01', discharge: '2012-06-01' });
  it('example: "none of the above" no longer makes an assault likely eligible; the victim question is asked', () => {
    const d = run([assault()], '2025-06-01', CLEAN_ANSWERS).decisions[0];
    expect(d).toMatchObject({
      final_eligibility: 'could_not_determine',
      questions: ['victim_family_household_or_dating'],
    });
    expect(reasonOf(d as never, 'FAMILY_VIOLENCE_VICTIM_UNKNOWN')?.citation).toContain('71.004');
  });
  it('a former roommate ("yes") bars the case and, as a deferred record, every other case', () => {
    const out = run([assault(), theft()], '2025-06-01', CLEAN_ANSWERS, {
      a: { victim_family_household_or_dating: true },
    });
    expect(out.decisions[0]?.final_eligibility).toBe('ineligible');
    expect(codes(out.decisions[0])).toContain('BAR_411074_FAMILY_VIOLENCE');
    expect(out.decisions[1]?.final_eligibility).toBe('ineligible');
  });
  it('"no" lets the result stand; "not sure" is could_not_determine', () => {
    const no = run([assault()], '2025-06-01', CLEAN_ANSWERS, { a: { victim_family_household_or_dating: false } });
    expect(no.decisions[0]).toMatchObject({ final_eligibility: 'nondisclosure', ndo_form: '411.0725' });
    const unsure = run([assault()], '2025-06-01', CLEAN_ANSWERS, {
      a: { victim_family_household_or_dating: 'not_sure' },
    });
    expect(unsure.decisions[0]).toMatchObject({ final_eligibility: 'could_not_determine', questions: [] });
  });
});

describe('docs/law D27: protective-order and bond-condition violations', () => {
  it('the protective_order_violation choice is a 411.074(b)(1)(C) bar', () => {
    const answers: PersonAnswers = {
      ...CLEAN_ANSWERS,
      noneOfTheAbove: false,
      disqualifyingOffenses: ['protective_order_violation'],
    };
    const d = decide1(
      mkCase({ disposition: 'deferred_discharged', placement: '2020-01-01', discharge: '2020-06-01' }),
      { answers },
    );
    expect(d.final_eligibility).toBe('ineligible');
    expect(reasonOf(d, 'BAR_411074_PROTECTIVE_ORDER_VIOLATION')?.citation).toContain('411.074(b)(1)(C)');
  });
});

describe('second-read findings (docs/law numbers in each title)', () => {
  const theft072 = () =>
    mkCase({
      disposition: 'deferred_discharged',
      statute: 'PC 31.03',
      cats: ['theft'],
      filing: '2021-12-01',
      placement: '2022-01-10',
      discharge: '2022-09-15',
    });
  it('F1 §2.2/§2.3/D1: another case with disposition "unknown" → could_not_determine, never nondisclosure', () => {
    const other = mkCase({
      disposition: 'unknown',
      level: 'MA',
      statute: 'PC 31.03',
      cats: ['theft'],
      filing: '2018-01-01',
    });
    expect(decide1(theft072(), { others: [other] }).final_eligibility).toBe('could_not_determine');
    const fv = mkCase({
      disposition: 'unknown',
      level: 'MA',
      statute: 'PC 22.01',
      cats: ['assault', 'family_violence'],
      filing: '2010-01-01',
    });
    expect(decide1(theft072(), { others: [fv] }).final_eligibility).not.toBe('nondisclosure');
  });
  it('F6 §2.1: a registrable offense given by statute only (PC 21.11) bars', () => {
    const t = mkCase({
      disposition: 'deferred_discharged',
      level: 'F2',
      statute: 'PC 21.11',
      filing: '2004-06-01',
      placement: '2005-01-01',
      discharge: '2015-01-01',
    });
    expect(decide1(t).final_eligibility).toBe('ineligible');
  });
});

describe('docs/law D86: a certain bar outranks a pending motion to adjudicate', () => {
  /** Tam: "CONTINUOUS VIOL AGAINST THE FA" (F3), deferred 2024-08-14 for 3 years, motion to adjudicate filed. */
  const tam = (over: object = {}) => ({
    ...mkCase({
      id: 'tam',
      level: 'F3',
      statute: 'PC 25.11',
      cats: ['family_violence'],
      literal: 'CONTINUOUS VIOL AGAINST THE FA',
      disposition: 'unknown',
      filing: '2024-05-01',
      placement: '2024-08-14',
      supervisionMonths: 36,
      ...over,
    }),
    recordNotes: ['supervision_motion_pending' as const],
  });
  it('a family-violence deferred with the motion pending: ineligible, the motion noted', () => {
    const d = decide1(tam(), { asOf: '2026-12-06' });
    expect(d).toMatchObject({ final_eligibility: 'ineligible', questions: [] });
    expect(codes(d)).toEqual(
      expect.arrayContaining([
        'BAR_411074_FAMILY_VIOLENCE',
        'DEFERRED_BLOCKS_EXPUNCTION',
        'SUPERVISION_MOTION_PENDING',
      ]),
    );
  });
  it('without a listed offense, or without a placement on record, the outcome stays open', () => {
    const theft = decide1(tam({ statute: 'PC 31.03', cats: ['theft'], literal: 'THEFT >=2,500 <30,000' }), {
      asOf: '2026-12-06',
    });
    expect(theft.final_eligibility).toBe('could_not_determine');
    expect(codes(theft)).toContain('DISPOSITION_UNKNOWN');
    const noPlacement = { ...tam(), dates: { ...tam().dates, placement: null } };
    expect(codes(decide1(noPlacement, { asOf: '2026-12-06' }))).toContain('DISPOSITION_UNKNOWN');
  });
});
