import { describe, expect, it } from 'vitest';
import { DISPOSITION_KINDS, OFFENSE_LEVELS } from '@cyr/rules/vocabulary';
import { VALIDATION_MESSAGES as M } from './common';
import { CaseSchema, EligibilityInfoSchema } from './application';
import {
  CaseAddedBodySchema,
  CaseCorrectionBodySchema,
  CaseNotMineBodySchema,
  ENTERED_DISPOSITIONS,
  ENTERED_LEVELS,
  PersonCaseFactsFormSchema,
  PersonCasesStateSchema,
} from './person-cases';

const issuesOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

const FACTS = {
  offense: '  Criminal mischief ',
  level: 'MB',
  disposition: 'acquitted',
  dispositionDate: '2019-05-02',
};

describe('the facts of a case the person enters', () => {
  it('takes its choices from the rules vocabulary, without "unknown" (the papers say)', () => {
    expect(ENTERED_LEVELS).toEqual(OFFENSE_LEVELS.filter((l) => l !== 'unknown'));
    expect(ENTERED_DISPOSITIONS).toEqual(DISPOSITION_KINDS.filter((d) => d !== 'unknown'));
  });

  it('accepts what the papers show, trimmed, with the optional fields blank', () => {
    expect(CaseAddedBodySchema.parse(FACTS)).toEqual({
      offense: 'Criminal mischief',
      level: 'MB',
      disposition: 'acquitted',
      causeNumber: '',
      filingDate: '',
      offenseDate: '',
      dispositionDate: '2019-05-02',
      endDate: '',
    });
  });

  it.each([
    [{ ...FACTS, offense: '   ' }, 'offense', M.required],
    [{ ...FACTS, offense: 'x'.repeat(121) }, 'offense', M.tooLong],
    [{ ...FACTS, level: 'unknown' }, 'level', M.invalid],
    [{ ...FACTS, disposition: 'unknown' }, 'disposition', M.invalid],
    [{ ...FACTS, dispositionDate: '' }, 'dispositionDate', M.required],
    [{ ...FACTS, dispositionDate: '2019-02-29' }, 'dispositionDate', M.invalidDate],
    [{ ...FACTS, dispositionDate: '1899-12-31' }, 'dispositionDate', M.invalidDate],
    [{ ...FACTS, filingDate: '2019-06-01' }, 'dispositionDate', M.invalidDate],
    [{ ...FACTS, offenseDate: '2019-02-01', filingDate: '2019-01-01' }, 'filingDate', M.invalidDate],
    [{ ...FACTS, endDate: '2019-05-01' }, 'endDate', M.invalidDate],
    [{ ...FACTS, causeNumber: '123/45' }, 'causeNumber', M.invalid],
    // A date that has not come yet (the end of a supervision may be ahead; the others cannot).
    [{ ...FACTS, dispositionDate: '2199-01-01' }, 'dispositionDate', M.dateInFuture],
    [{ ...FACTS, offenseDate: '2199-01-01' }, 'offenseDate', M.dateInFuture],
    [{ ...FACTS, filingDate: '2199-01-01' }, 'filingDate', M.dateInFuture],
  ])('refuses %j on %s', (body, path, message) => {
    expect(issuesOf(CaseAddedBodySchema.safeParse(body))).toContainEqual([path, message]);
  });

  it("takes today's date and an end of supervision still ahead", () => {
    const today = new Date().toISOString().slice(0, 10);
    const ahead = `${new Date().getUTCFullYear() + 2}-01-15`;
    expect(CaseAddedBodySchema.safeParse({ ...FACTS, dispositionDate: today }).success).toBe(true);
    expect(
      CaseAddedBodySchema.safeParse({
        ...FACTS,
        disposition: 'on_deferred',
        dispositionDate: '2019-05-02',
        endDate: ahead,
      }).success,
    ).toBe(true);
  });

  it.each(['on_deferred', 'on_probation'] as const)(
    'a supervision not finished yet (%s) needs the day it is set to end, still ahead (issue #41)',
    (disposition) => {
      const notOver = { ...FACTS, disposition, dispositionDate: '2019-05-02' };
      expect(issuesOf(CaseAddedBodySchema.safeParse(notOver))).toContainEqual(['endDate', M.required]);
      expect(issuesOf(CaseAddedBodySchema.safeParse({ ...notOver, endDate: '2020-05-02' }))).toContainEqual([
        'endDate',
        M.supervisionEndPassed,
      ]);
      expect(issuesOf(PersonCaseFactsFormSchema.safeParse({ ...notOver, endDate: '' }))).toContainEqual([
        'endDate',
        M.required,
      ]);
      // A finished one keeps the end date optional, and any past day.
      expect(CaseAddedBodySchema.safeParse({ ...notOver, disposition: 'deferred_discharged' }).success).toBe(true);
    },
  );

  it('needs no date for a case that is still open, and refuses unknown fields', () => {
    const { dispositionDate: _d, ...open } = FACTS;
    expect(CaseAddedBodySchema.safeParse({ ...open, disposition: 'pending' }).success).toBe(true);
    expect(CaseAddedBodySchema.safeParse({ ...FACTS, court: '12' }).success).toBe(false);
    expect(CaseCorrectionBodySchema.safeParse(FACTS).success).toBe(false);
    expect(CaseCorrectionBodySchema.safeParse({ ...FACTS, _id: 'abc' }).success).toBe(true);
    expect(issuesOf(CaseNotMineBodySchema.safeParse({ _id: 'x'.repeat(65) }))).toEqual([['_id', M.invalid]]);
  });

  it('the form says "Required" for a choice not made, and its output is a body the server accepts', () => {
    const empty = { offense: '', level: '', disposition: '', dispositionDate: '' };
    expect(issuesOf(PersonCaseFactsFormSchema.safeParse(empty))).toEqual([
      ['offense', M.required],
      ['level', M.required],
      ['disposition', M.required],
    ]);
    const out = PersonCaseFactsFormSchema.parse({ ...FACTS, causeNumber: '219777' });
    expect(CaseAddedBodySchema.parse(out)).toEqual(out);
  });
});

describe('responses and the stored state', () => {
  it('the new Case and eligibilityInfo fields are optional: an earlier answer still parses', () => {
    const earlier = CaseSchema.shape;
    expect(earlier.origin.safeParse(undefined).success).toBe(true);
    expect(earlier.court_record.safeParse(undefined).success).toBe(true);
    expect(
      EligibilityInfoSchema.safeParse({
        needSPN: false,
        needsPreliminaryQuestions: false,
        preliminaryQuestions: [],
        cases: [],
      }).success,
    ).toBe(true);
  });

  it('reads a session written before the column existed as nothing entered', () => {
    expect(PersonCasesStateSchema.parse({})).toEqual({ notMine: [], corrected: {}, added: [] });
  });
});
