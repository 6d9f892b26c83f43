import { afterEach, describe, expect, it } from 'vitest';
import type { Case, EligibilityInfo } from '@cyr/schemas';
import { makeCase } from '../test/fixtures';
import { caseQuestionsPath, nextStep } from './evaluation';
import { clearSession, getSession, updateSession } from './session';

afterEach(() => clearSession());

const info = (needsPreliminaryQuestions: boolean, cases: Partial<Case>[]): EligibilityInfo => ({
  needSPN: false,
  needsPreliminaryQuestions,
  preliminaryQuestions: needsPreliminaryQuestions ? ['hasClassCConviction'] : [],
  cases: cases.map((c, i) => makeCase({ _id: `c${i + 1}`, ...c })),
});

describe('the next-step rule of the checker (docs/law D74)', () => {
  it('sends the person to the additional-info page first whenever the server needs those answers', () => {
    expect(nextStep(info(true, [{ questions: ['paid_all_fines_and_costs'] }]), { restart: true })).toBe(
      '/check/additional-info',
    );
    // The case that asks is remembered for after the additional-info page.
    expect(getSession().postPreliminaryCases).toEqual(['c1']);
    expect(nextStep(info(false, [{ questions: ['paid_all_fines_and_costs'] }]))).toBe('/check/case-verifications/0');
  });

  it('then the first case that still asks, keeping the numbers of the pages already seen', () => {
    updateSession({ postPreliminaryCases: ['c2', 'c1'] });
    const next = info(false, [{ questions: [] }, { questions: [] }, { questions: ['arrest_month'] }]);
    expect(nextStep(next)).toBe('/check/case-verifications/2');
    expect(getSession().postPreliminaryCases).toEqual(['c2', 'c1', 'c3']);
    // An answer on a later case opened a question on an earlier one: back to that one.
    expect(nextStep(info(false, [{ questions: ['class_c_in_window'] }, { questions: [] }]))).toBe(
      '/check/case-verifications/1',
    );
  });

  it('then the results; a new walk starts from an empty list', () => {
    updateSession({ postPreliminaryCases: ['c9'] });
    expect(nextStep(info(false, [{ questions: [] }]), { restart: true })).toBe('/check/results');
    expect(getSession().postPreliminaryCases).toEqual([]);
  });

  it('opens the page of one case from the results, adding it to the list', () => {
    const i = info(false, [{ questions: [] }, { questions: ['arrest_month'] }]);
    expect(caseQuestionsPath(i, 'c2')).toBe('/check/case-verifications/0');
    expect(caseQuestionsPath(i, 'nope')).toBe('/check/results');
  });
});
