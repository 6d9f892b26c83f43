/**
 * 411.074 read as law (docs/law D74–D79): the shared conditions are named once with their citations, and a
 * section applies exactly those its declaration lists. Breaking a declaration breaks the route: the code has no
 * switch of its own that could disagree with it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LAW as LAW_073 } from '../src/sections/411.073';
import { LAW as LAW_0725 } from '../src/sections/411.0725';
import { SHARED_CONDITIONS, SHARED_CONDITION_ORDER } from '../src/sections/411.074';
import { NONDISCLOSURE_LAWS } from '../src/sections';
import type { SharedCondition } from '../src/sections/meta';
import { CLEAN_ANSWERS, codes, mkCase, run } from './helpers';

/** Replaces a declaration's shared list for one test (restored after it). */
const restore: (() => void)[] = [];
function declare(law: { shared: readonly SharedCondition[] }, shared: SharedCondition[]): void {
  const list = law.shared as SharedCondition[];
  const before = [...list];
  list.splice(0, list.length, ...shared);
  restore.push(() => list.splice(0, list.length, ...before));
}
afterEach(() => {
  for (const undo of restore.splice(0)) undo();
});

/** A Class B criminal trespass probation completed in 2019, and a theft conviction in 2015 before it. */
function person() {
  const target = mkCase({
    id: 't',
    level: 'MB',
    statute: 'PC 30.05',
    disposition: 'probation_completed',
    placement: '2018-03-05',
    conviction: '2018-03-05',
    supervisionEnd: '2019-03-04',
  });
  const earlier = mkCase({
    id: 'e',
    level: 'MB',
    statute: 'PC 31.03',
    cats: ['theft'],
    disposition: 'convicted_sentence',
    conviction: '2015-06-01',
    sentenceCompletion: '2015-06-30',
  });
  return [target, earlier];
}
const answers = { t: { paid_all_fines_and_costs: true, completion_payment_month: '2019-02' } } as const;

describe('the shared conditions of subchapter E-1', () => {
  it('are named once, each with its citation, in the order they run', () => {
    expect(SHARED_CONDITION_ORDER).toEqual([
      'bars_411074b',
      'clean_period_411074a',
      'first_offender',
      'records_outside_data',
    ]);
    expect(SHARED_CONDITIONS.bars_411074b.citation).toBe("Tex. Gov't Code § 411.074(b)");
    expect(SHARED_CONDITIONS.clean_period_411074a.citation).toBe("Tex. Gov't Code § 411.074(a)");
    expect(SHARED_CONDITIONS.first_offender.citation).toMatch(/411\.072\(a\)\(2\).*411\.073\(b\)\(2\)/);
    for (const c of SHARED_CONDITION_ORDER) expect(SHARED_CONDITIONS[c].title.length).toBeGreaterThan(0);
  });

  it('every section that applies 411.074 declares the bars, the clean period and records outside the data', () => {
    for (const law of NONDISCLOSURE_LAWS) {
      if (law.shared.length === 0) continue;
      expect(law.shared, law.id).toEqual(
        expect.arrayContaining(['bars_411074b', 'clean_period_411074a', 'records_outside_data']),
      );
    }
  });

  it('411.073 as declared: the earlier conviction fails the first-offender test', () => {
    const d = run(person(), '2025-06-01', CLEAN_ANSWERS, answers).decisions[0];
    expect(d?.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('FIRST_OFFENDER_FAILED');
  });

  it('breaking the declaration (411.073 without first_offender) breaks the route, and nothing else in the code holds the test', () => {
    declare(LAW_073, ['bars_411074b', 'clean_period_411074a', 'records_outside_data']);
    const d = run(person(), '2025-06-01', CLEAN_ANSWERS, answers).decisions[0];
    expect(codes(d)).not.toContain('FIRST_OFFENDER_FAILED');
    expect(d?.final_eligibility).toBe('nondisclosure');
    expect(d?.ndo_form).toBe('411.073');
  });

  it('adding first_offender to 411.0725’s declaration would make the same earlier record fail it', () => {
    const deferred = mkCase({
      id: 'd',
      level: 'MB',
      statute: 'PC 31.03',
      cats: ['theft'],
      disposition: 'deferred_discharged',
      placement: '2018-03-05',
      discharge: '2019-03-04',
    });
    const [, earlier] = person();
    if (earlier === undefined) throw new Error('no case');
    // As declared (no first-offender condition; 411.072 fails it): 411.0725 from the discharge.
    expect(run([deferred, earlier], '2025-06-01').decisions[0]?.ndo_form).toBe('411.0725');
    declare(LAW_0725, [...LAW_0725.shared, 'first_offender']);
    const d = run([deferred, earlier], '2025-06-01').decisions[0];
    expect(d?.final_eligibility).toBe('ineligible');
    expect(codes(d)).toContain('FIRST_OFFENDER_FAILED');
  });

  it('dropping the records outside the data from a declaration stops the pre-check answer from holding the route', () => {
    const outside = { ...CLEAN_ANSWERS, hasCrimeOutsideTexas: true };
    const [target] = person();
    if (target === undefined) throw new Error('no case');
    expect(codes(run([target], '2025-06-01', outside, answers).decisions[0])).toContain('RECORD_OUTSIDE_DATA');
    declare(LAW_073, ['bars_411074b', 'clean_period_411074a', 'first_offender']);
    expect(codes(run([target], '2025-06-01', outside, answers).decisions[0])).not.toContain('RECORD_OUTSIDE_DATA');
  });
});
