import { describe, expect, it } from 'vitest';
import { compare, type Expect } from '../reviewed-sample';

const want = (after: Expect['after'], neverEligible = false): Expect => ({
  before: 'could_not_determine',
  after,
  ...(neverEligible ? { neverEligible } : {}),
  why: 'test',
});

describe('compare: the engine against the reviewed reading (docs/law/accuracy.md)', () => {
  it('the same outcome, or any decided one where the reviewer reads "decided", agrees', () => {
    expect(compare(want('not_yet_eligible'), 'after', 'not_yet_eligible')).toBe('agree');
    expect(compare(want('decided'), 'after', 'ineligible')).toBe('agree');
  });
  it('a date where the reviewer reads none, or a date now where the reviewer reads a later one, is more favourable', () => {
    expect(compare(want('ineligible'), 'after', 'not_yet_eligible')).toBe('more_favourable');
    expect(compare(want('could_not_determine'), 'after', 'expunction')).toBe('more_favourable');
    expect(compare(want('not_yet_eligible'), 'after', 'nondisclosure')).toBe('more_favourable');
    expect(compare(want('decided', true), 'after', 'nondisclosure')).toBe('more_favourable');
  });
  it('undecided or no route where the reviewer reads one is more cautious', () => {
    expect(compare(want('decided'), 'after', 'could_not_determine')).toBe('more_cautious');
    expect(compare(want('nondisclosure'), 'after', 'ineligible')).toBe('more_cautious');
    expect(compare(want('nondisclosure'), 'after', 'not_yet_eligible')).toBe('more_cautious');
  });
});
