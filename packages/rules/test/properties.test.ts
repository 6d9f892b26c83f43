/** Generative tests: for any fictional person the engine never throws and keeps its promises. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../src/evaluate';
import { BARRED_CATEGORIES } from '../src/sections/411.074';
import type { EngineCase } from '../src/model';
import { CASE_QUESTION_KEYS, FINAL_ELIGIBILITIES, PERSON_QUESTION_KEYS } from '../src/vocabulary';
import { REASONS } from '../src/reasons';
import { engineCase, isoDate, person } from './arbitraries';
import { CLEAN_ANSWERS, DWI_OK } from './helpers';

const RUNS = { numRuns: 1000 };

function barred(c: EngineCase): boolean {
  return c.familyViolenceFinding === true || c.offense.categories.some((k) => BARRED_CATEGORIES[k] !== undefined);
}
const COUNTS = [
  'pending',
  'deferred_discharged',
  'deferred_adjudicated',
  'on_deferred',
  'probation_completed',
  'probation_revoked',
  'on_probation',
  'convicted_sentence',
];

describe('engine properties', () => {
  it('never throws; one decision per case with a valid outcome, known reason codes and keys', () => {
    fc.assert(
      fc.property(person, (input) => {
        const out = evaluate(input);
        expect(out.decisions.map((d) => d.caseId)).toEqual(input.cases.map((c) => c.id));
        for (const d of out.decisions) {
          expect(FINAL_ELIGIBILITIES).toContain(d.final_eligibility);
          expect(d.reasons.length).toBeGreaterThan(0);
          for (const r of d.reasons) {
            expect(REASONS).toHaveProperty(r.code);
            expect(r.citation.length).toBeGreaterThan(0);
          }
          for (const q of d.questions) expect(CASE_QUESTION_KEYS).toContain(q);
        }
        for (const q of out.preliminaryQuestions) expect(PERSON_QUESTION_KEYS).toContain(q);
        expect(out.needsPreliminaryQuestions).toBe(out.preliminaryQuestions.length > 0);
      }),
      RUNS,
    );
  });

  it('no case is nondisclosure while a barred offense is on record or pending (411.0729 included: it goes to legal review)', () => {
    fc.assert(
      fc.property(person, (input) => {
        const out = evaluate(input);
        const anyBar =
          input.personAnswers.sexOffender === true ||
          (input.personAnswers.disqualifyingOffenses ?? []).length > 0 ||
          input.cases.some((c) => barred(c) && COUNTS.includes(c.disposition));
        out.decisions.forEach((d, i) => {
          const c = input.cases[i];
          const ownBar = c !== undefined && barred(c);
          if (anyBar || ownBar) expect(d.final_eligibility).not.toBe('nondisclosure');
        });
      }),
      RUNS,
    );
  });

  it('eligible_date <= asOf exactly when the outcome is nondisclosure, or expunction with a date', () => {
    fc.assert(
      fc.property(person, (input) => {
        for (const d of evaluate(input).decisions) {
          const past = d.eligible_date !== null && d.eligible_date <= input.asOf;
          const dated =
            d.final_eligibility === 'nondisclosure' ||
            (d.final_eligibility === 'expunction' && d.eligible_date !== null);
          expect(past).toBe(dated);
          if (d.final_eligibility === 'nondisclosure') expect(d.ndo_form).not.toBeNull();
          if (d.final_eligibility === 'not_yet_eligible') expect((d.eligible_date ?? '') > input.asOf).toBe(true);
          if (d.final_eligibility === 'nondisclosure' || d.final_eligibility === 'expunction')
            expect(d.questions).toEqual([]);
        }
      }),
      RUNS,
    );
  });

  it('is deterministic and does not modify its input', () => {
    fc.assert(
      fc.property(person, (input) => {
        const snapshot = JSON.stringify(input);
        const a = JSON.stringify(evaluate(input));
        const b = JSON.stringify(evaluate(JSON.parse(snapshot)));
        expect(a).toBe(b);
        expect(JSON.stringify(input)).toBe(snapshot);
      }),
      { numRuns: 500 },
    );
  });

  it('no first-offender section is nondisclosure or not_yet_eligible unless the person answered no Class C record (decision 0006)', () => {
    const firstOffender = ['411.072', '411.0726', '411.0726-bwi', '411.073', '411.0731', '411.0735', '411.0736'];
    fc.assert(
      fc.property(person, (input) => {
        if (input.personAnswers.hasClassCConviction === false) return;
        const out = evaluate(input);
        for (const d of out.decisions) {
          if (d.final_eligibility !== 'nondisclosure' && d.final_eligibility !== 'not_yet_eligible') continue;
          expect(firstOffender).not.toContain(d.ndo_form);
        }
      }),
      RUNS,
    );
  });

  it('one case, favourable answers: a first-offender result on "no" is undecided and asked while unanswered, and gone on "yes"', () => {
    const firstOffender = ['411.072', '411.0726', '411.0726-bwi', '411.073', '411.0731', '411.0735', '411.0736'];
    fc.assert(
      fc.property(engineCase('c0'), isoDate, (c, asOf) => {
        // "Yes" with a Class C case decided before this one (class_c_before_case).
        const at = (hasClassCConviction: boolean | undefined) =>
          evaluate({
            cases: [c],
            personAnswers: { ...CLEAN_ANSWERS, hasClassCConviction },
            caseAnswers: { c0: { ...DWI_OK, class_c_before_case: true } },
            asOf,
          });
        const no = at(false).decisions[0];
        if (no === undefined || !firstOffender.includes(no.ndo_form ?? '')) return;
        if (no.final_eligibility !== 'nondisclosure' && no.final_eligibility !== 'not_yet_eligible') return;
        const open = at(undefined);
        expect(open.decisions[0]?.final_eligibility).toBe('could_not_determine');
        expect(open.preliminaryQuestions).toContain('hasClassCConviction');
        expect(at(true).decisions[0]?.ndo_form).not.toBe(no.ndo_form);
      }),
      RUNS,
    );
  });

  it('unanswered questions never produce nondisclosure: answering can only settle, never be skipped', () => {
    fc.assert(
      fc.property(person, (input) => {
        const out = evaluate({ ...input, personAnswers: {}, caseAnswers: {} });
        for (const d of out.decisions) expect(d.final_eligibility).not.toBe('nondisclosure');
      }),
      RUNS,
    );
  });
});
