import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LIMITS, VALIDATION_MESSAGES as M } from './common';
import {
  BasicInfoFormSchema,
  CaseFollowupBodySchema,
  CaseLookupBodySchema,
  EMPTY_PRELIMINARY_QUESTIONS_FORM,
  PRELIMINARY_FOLLOWUP_KEYS,
  PreliminaryQuestionsBodySchema,
  SUFFIX_VALUES,
  askedPreliminaryQuestions,
  preliminaryQuestionsFormSchema,
  toCaseLookupBody,
  toPreliminaryQuestionsBody,
  type BasicInfoFormInput,
} from './application';
import { caseFollowupFormSchema } from './followup';
import { CASE_QUESTION_KEYS, DISQUALIFYING_OFFENSES, type CaseQuestionKey } from '@cyr/rules/vocabulary';
import { EmailFormSchema, SendEmailBodySchema } from './email';
import { EMPTY_SURVEY_FORM, SurveyFeedbackSchema, SurveyFormSchema } from './survey';

/**
 * The web forms are checked by these schemas, built from the API bodies' own field schemas: every valid form
 * must become a body the server accepts, and a form past the server's limits fails with the body's message.
 */

const issuesOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i): [string, string] => [i.path.map(String).join('.'), i.message]);

const basic: BasicInfoFormInput = {
  firstName: 'Ana',
  middleName: '',
  lastName: 'Demo',
  suffix: '',
  aliases: [{ first: '', last: '' }],
  dob: '1990-01-01',
  agreeToTerms: true,
};

/** Names as people type them: letters, spaces around, sometimes blank or the longest allowed. */
const nameArb = fc.oneof(
  fc.constant(''),
  fc.constant('   '),
  fc.string({ maxLength: LIMITS.nameMaxLength }),
  fc.string({ minLength: LIMITS.nameMaxLength, maxLength: LIMITS.nameMaxLength }),
  fc.stringMatching(/^ ?[A-Za-zÁÉÍÓÚÑáéíóúñ' -]{1,20} ?$/),
);
const basicFormArb = fc.record({
  firstName: nameArb,
  middleName: nameArb,
  lastName: nameArb,
  suffix: fc.constantFrom(...SUFFIX_VALUES),
  aliases: fc.array(fc.record({ first: nameArb, last: nameArb }), { maxLength: LIMITS.aliasMaxCount + 2 }),
  dob: fc.oneof(
    fc.constant(''),
    fc
      .date({ min: new Date('1890-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    fc.constantFrom('2021-02-29', '2000-02-29', '1999-13-01'),
  ),
  agreeToTerms: fc.boolean(),
});

describe('basic-info form → case-lookup body', () => {
  it('every valid form becomes a body the server accepts, unchanged by the server', () => {
    fc.assert(
      fc.property(basicFormArb, (form) => {
        const parsed = BasicInfoFormSchema.safeParse(form);
        if (!parsed.success) return;
        const body = toCaseLookupBody(parsed.data);
        const server = CaseLookupBodySchema.safeParse(body);
        expect(server.success).toBe(true);
        expect(server.data).toEqual(body);
      }),
      { numRuns: 2000 },
    );
  });

  it('a form the server would refuse is refused with the same message', () => {
    fc.assert(
      fc.property(basicFormArb, (form) => {
        const parsed = BasicInfoFormSchema.safeParse(form);
        if (parsed.success) return;
        // The body this form would have sent without the form's check (blank rows dropped, names trimmed).
        const given = (names: string[]) => names.map((n) => n.trim()).filter((n) => n !== '');
        const { aliases, ...fields } = form;
        const body = {
          ...fields,
          firstName: form.firstName.trim(),
          middleName: form.middleName.trim(),
          lastName: form.lastName.trim(),
          aliasFirstNames: given(aliases.map((a) => a.first)),
          aliasLastNames: given(aliases.map((a) => a.last)),
        };
        const server = CaseLookupBodySchema.safeParse(body);
        if (server.success) {
          // Only the form's own stricter rules may refuse what the server takes: untrimmed length, extra rows
          // (even blank ones), an incomplete date.
          const codes = new Set(issuesOf(parsed).map(([, m]) => m));
          expect([...codes].every((m) => m === M.tooLong || m === M.tooMany || m === M.required)).toBe(true);
          return;
        }
        const formMessages = new Set(issuesOf(parsed).map(([, m]) => m));
        for (const [path, message] of issuesOf(server)) {
          if (path === 'dob' && form.dob === '') expect(formMessages).toContain(M.required);
          else if (path.startsWith('alias')) expect(formMessages).toContain(message);
          else expect(issuesOf(parsed)).toContainEqual([path, message]);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('maps rows of other names to the two lists, without blanks, names trimmed', () => {
    const form = BasicInfoFormSchema.parse({
      ...basic,
      firstName: '  Ana ',
      aliases: [
        { first: 'Anita', last: '' },
        { first: '', last: ' Smith' },
        { first: ' ', last: ' ' },
      ],
    });
    expect(toCaseLookupBody(form)).toEqual({
      firstName: 'Ana',
      middleName: '',
      lastName: 'Demo',
      suffix: '',
      aliasFirstNames: ['Anita'],
      aliasLastNames: ['Smith'],
      dob: '1990-01-01',
      agreeToTerms: true,
    });
  });

  it('stops at the server limit of other names, with the server message', () => {
    const row = { first: 'A', last: 'B' };
    const rows = (n: number) => Array.from({ length: n }, () => row);
    expect(BasicInfoFormSchema.safeParse({ ...basic, aliases: rows(LIMITS.aliasMaxCount) }).success).toBe(true);
    const over = BasicInfoFormSchema.safeParse({ ...basic, aliases: rows(LIMITS.aliasMaxCount + 1) });
    expect(issuesOf(over)).toEqual([['aliases', M.tooMany]]);
    const body = CaseLookupBodySchema.safeParse({
      ...toCaseLookupBody(BasicInfoFormSchema.parse(basic)),
      aliasFirstNames: rows(LIMITS.aliasMaxCount + 1).map((r) => r.first),
    });
    expect(issuesOf(body)).toEqual([['aliasFirstNames', M.tooMany]]);
  });

  it('says "Too long" for a name past the limit, as the server does', () => {
    const long = 'x'.repeat(LIMITS.nameMaxLength + 1);
    expect(issuesOf(BasicInfoFormSchema.safeParse({ ...basic, aliases: [{ first: long, last: '' }] }))).toEqual([
      ['aliases.0.first', M.tooLong],
    ]);
    expect(issuesOf(BasicInfoFormSchema.safeParse({ ...basic, firstName: long }))).toEqual([['firstName', M.tooLong]]);
    const { aliases: _rows, ...fields } = basic;
    expect(issuesOf(CaseLookupBodySchema.safeParse({ ...fields, firstName: long }))).toEqual([
      ['firstName', M.tooLong],
    ]);
  });

  it('gives the product-spec §5 messages for an empty form', () => {
    const empty = { ...basic, firstName: ' ', lastName: '', dob: '', agreeToTerms: false };
    expect(issuesOf(BasicInfoFormSchema.safeParse(empty))).toEqual([
      ['firstName', M.required],
      ['lastName', M.required],
      ['dob', M.required],
      ['agreeToTerms', M.mustAgreeToTerms],
    ]);
    expect(issuesOf(BasicInfoFormSchema.safeParse({ ...basic, dob: '1899-12-31' }))).toEqual([['dob', M.invalidDate]]);
  });
});

const answerArb = fc.constantFrom(true, false, null);
const preliminaryArb = fc.record({
  sexOffender: answerArb,
  disqualifyingOffenses: fc.uniqueArray(fc.constantFrom(...DISQUALIFYING_OFFENSES), { maxLength: 3 }),
  noneOfTheAbove: fc.boolean(),
  ...(Object.fromEntries(PRELIMINARY_FOLLOWUP_KEYS.map((k) => [k, answerArb])) as Record<
    (typeof PRELIMINARY_FOLLOWUP_KEYS)[number],
    typeof answerArb
  >),
});
const listedArb = fc.subarray(['hasClassCConviction', 'isVeteran', 'hasBeenVictim', 'assistedInvestigation']);

describe('additional-info form → preliminary-questions body', () => {
  it('every valid form becomes a body the server accepts', () => {
    fc.assert(
      fc.property(preliminaryArb, listedArb, (form, listed) => {
        const parsed = preliminaryQuestionsFormSchema(listed).safeParse(form);
        if (!parsed.success) return;
        const body = toPreliminaryQuestionsBody(parsed.data, listed);
        expect(PreliminaryQuestionsBodySchema.safeParse(body).success).toBe(true);
        // Only the questions asked are sent, each answered.
        const sent = PRELIMINARY_FOLLOWUP_KEYS.filter((k) => k in body);
        expect(sent).toEqual(askedPreliminaryQuestions(parsed.data, listed));
      }),
      { numRuns: 2000 },
    );
  });

  it('uses the body messages for the offense rules and requires the questions asked', () => {
    const schema = preliminaryQuestionsFormSchema(['isVeteran']);
    const no = { ...EMPTY_PRELIMINARY_QUESTIONS_FORM, sexOffender: false };
    expect(issuesOf(schema.safeParse(EMPTY_PRELIMINARY_QUESTIONS_FORM))).toEqual([['sexOffender', M.required]]);
    expect(issuesOf(schema.safeParse(no))).toEqual([['disqualifyingOffenses', M.offenseOrNone]]);
    expect(issuesOf(schema.safeParse({ ...no, noneOfTheAbove: true, disqualifyingOffenses: ['murder'] }))).toEqual([
      ['disqualifyingOffenses', M.noneAndOffense],
    ]);
    expect(issuesOf(schema.safeParse({ ...no, noneOfTheAbove: true }))).toEqual([['isVeteran', M.required]]);
    expect(issuesOf(schema.safeParse({ ...no, noneOfTheAbove: true, isVeteran: true }))).toEqual([
      ['completedVetReemploymentPrg', M.required],
      ['completedVetTreatmentCrt', M.required],
    ]);
    expect(schema.safeParse({ ...no, noneOfTheAbove: true, isVeteran: false }).success).toBe(true);
    // The same rules on the body: a form the server would refuse is refused.
    const body = { sexOffender: false, disqualifyingOffenses: [], noneOfTheAbove: false };
    expect(issuesOf(PreliminaryQuestionsBodySchema.safeParse(body))).toEqual([
      ['disqualifyingOffenses', M.offenseOrNone],
    ]);
  });
});

describe('case follow-up form → case-followup body', () => {
  const THIS_MONTH = '2026-11';
  const issues = (questions: CaseQuestionKey[], v: object) =>
    issuesOf(caseFollowupFormSchema(questions, THIS_MONTH).safeParse(v));

  it('accepts whole answers and this month, refuses a later month, a partial month and a wrong value', () => {
    expect(
      issues(['arrest_month', 'class_c_in_window'], { arrest_month: '2026-11', class_c_in_window: 'not_sure' }),
    ).toEqual([]);
    expect(issues(['arrest_month'], { arrest_month: '2026-12' })).toEqual([['arrest_month', M.monthInFuture]]);
    expect(issues(['arrest_month'], { arrest_month: '' })).toEqual([['arrest_month', M.monthRequired]]);
    expect(issues(['arrest_month'], { arrest_month: '2026-1' })).toEqual([['arrest_month', M.monthRequired]]);
    expect(issues(['offense_month'], { offense_month: 'unknown' })).toEqual([]);
    expect(issues(['interlock_condition'], { interlock_condition: 'sentence' })).toEqual([
      ['interlock_condition', M.answerInvalid],
    ]);
    expect(issues(['bac_under_015'], { bac_under_015: null })).toEqual([['bac_under_015', M.required]]);
  });

  it('a discharge year: this year or earlier, or "unknown"; a later year or none is refused (ADR 0074)', () => {
    expect(issues(['supervision_end_year'], { supervision_end_year: '2026' })).toEqual([]);
    expect(issues(['supervision_end_year'], { supervision_end_year: 'unknown' })).toEqual([]);
    expect(issues(['supervision_end_year'], { supervision_end_year: '2027' })).toEqual([
      ['supervision_end_year', M.yearInFuture],
    ]);
    expect(issues(['supervision_end_year'], { supervision_end_year: '' })).toEqual([
      ['supervision_end_year', M.yearRequired],
    ]);
    expect(issues(['supervision_end_year'], { supervision_end_year: '2026-05' })).toEqual([
      ['supervision_end_year', M.yearRequired],
    ]);
  });

  it('every valid form becomes a body the server accepts, with the shown questions only', () => {
    const answerFor = (k: CaseQuestionKey) =>
      fc.oneof(
        fc.constantFrom(true, false, 'not_sure', 'unknown', 'bond', 'both', '', null),
        fc.constantFrom('2020-05', '2027-01'),
        fc.constant(k),
      );
    fc.assert(
      fc.property(
        fc
          .subarray([...CASE_QUESTION_KEYS], { minLength: 1 })
          .chain((questions) => fc.tuple(fc.constant(questions), fc.tuple(...questions.map(answerFor)))),
        ([questions, answers]) => {
          const values = Object.fromEntries(questions.map((q, i) => [q, answers[i]]));
          const parsed = caseFollowupFormSchema(questions, THIS_MONTH).safeParse({ ...values, other: true });
          if (!parsed.success) return;
          expect(Object.keys(parsed.data).sort()).toEqual([...questions].sort());
          expect(CaseFollowupBodySchema.safeParse({ _id: 'c1', ...parsed.data }).success).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('email, help and survey forms', () => {
  it('the email form takes the body address (trimmed) and its messages', () => {
    expect(EmailFormSchema.parse({ email: ' someone@example.com ' })).toEqual({ email: 'someone@example.com' });
    expect(issuesOf(EmailFormSchema.safeParse({ email: ' ' }))).toEqual([['email', M.required]]);
    expect(issuesOf(EmailFormSchema.safeParse({ email: 'someone@example' }))).toEqual([['email', M.invalidEmail]]);
    const { email } = EmailFormSchema.parse({ email: 'a.b@example.org' });
    expect(SendEmailBodySchema.safeParse({ email, useSpanishURL: true }).success).toBe(true);
  });

  const emptySurvey = EMPTY_SURVEY_FORM;

  it('the survey form leaves out questions not answered and answers to hidden ones; its output is a valid body', () => {
    const out = SurveyFormSchema.parse({
      ...emptySurvey,
      didUserCompleteForms: 'no',
      petitionFormsUsed: 'multiple',
      applicantRaceEthnicity: ['white'],
      applicantRaceEthnicityOtherInput: 'stale',
      name: '  Ana ',
    });
    expect(out).toEqual({ didUserCompleteForms: 'no', applicantRaceEthnicity: ['white'], name: 'Ana' });
    expect(SurveyFeedbackSchema.safeParse(out).success).toBe(true);
  });

  it('the survey form gives the body messages at the field', () => {
    const bad = SurveyFormSchema.safeParse({
      ...emptySurvey,
      howUserHeardAboutSite: 'other',
      howUserHeardAboutSiteOtherInput: '   ',
      email: 'nope',
      phone: '12',
      additionalFeedback: 'x'.repeat(2001),
    });
    expect(issuesOf(bad).sort()).toEqual(
      [
        ['additionalFeedback', M.tooLong],
        ['email', M.invalidEmail],
        ['howUserHeardAboutSiteOtherInput', M.required],
        ['phone', M.invalidPhone],
      ].sort(),
    );
    expect(issuesOf(SurveyFormSchema.safeParse({ ...emptySurvey, howUserHeardAboutSite: 'other' }))).toEqual([
      ['howUserHeardAboutSiteOtherInput', M.required],
    ]);
  });
});
