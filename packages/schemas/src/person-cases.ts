import { z } from 'zod';
import {
  DISPOSITION_KINDS,
  OFFENSE_LEVELS,
  supervisionNotOver,
  type DispositionKind,
  type OffenseLevel,
} from '@cyr/rules/vocabulary';
import { CENTRAL_TIME, todayIn } from '@cyr/rules/dates';
import { isRealIsoDate, LIMITS, VALIDATION_MESSAGES as M } from './common';

/**
 * Cases the person fixes or adds from their own court papers (docs/decisions/0073-cases-entered-by-the-person.md):
 * a court case marked "not mine", a court case corrected (offense, level, how it ended, dates), or a Harris County
 * case the court data is missing. They live in the session only, are evaluated by the same engine and are shown
 * as entered or corrected by the person, never as court data. The server validates the bodies with these schemas
 * and the web form validates with the same ones.
 */

/** Where a presented case comes from: the court data, the person's papers, or the court data as the person corrected it. */
export const CASE_ORIGINS = ['court', 'entered', 'corrected'] as const;
export type CaseOrigin = (typeof CASE_ORIGINS)[number];

/** The levels a person can pick from their papers (the vocabulary's, without `unknown`). */
export const ENTERED_LEVELS = OFFENSE_LEVELS.filter((l): l is Exclude<OffenseLevel, 'unknown'> => l !== 'unknown');
/** How a case ended, as a person can read it on their papers (the vocabulary's, without `unknown`). */
export const ENTERED_DISPOSITIONS = DISPOSITION_KINDS.filter(
  (d): d is Exclude<DispositionKind, 'unknown'> => d !== 'unknown',
);

export const PERSON_CASE_LIMITS = {
  /** Longest offense text. */
  offenseMaxLength: 120,
  /** Longest cause number. */
  causeNumberMaxLength: 30,
  /** Most cases one session may add. */
  addedMaxCount: 20,
} as const;

const missingOrInvalid = (iss: { input?: unknown }) => (iss.input === undefined ? M.required : M.invalid);

/** A date from the papers: `YYYY-MM-DD`, a real day from 1900 on; '' (or absent) when not given. */
const paperDate = () =>
  z
    .string({ error: M.invalid })
    .refine((v) => v === '' || (isRealIsoDate(v) && v >= `${LIMITS.dobMinYear}-01-01`), { error: M.invalidDate })
    .optional()
    .default('');

/** Whether a case that ended this way has a date it ended (every one but a pending case). */
export function needsDispositionDate(d: DispositionKind): boolean {
  return d !== 'pending';
}

/** The facts of one case as the person reads them on their papers. */
export const personCaseFactsShape = {
  /** The offense as the papers name it, typed by the person (the engine cannot classify it: it is not guessed). */
  offense: z
    .string({ error: missingOrInvalid })
    .trim()
    .min(1, { error: M.required })
    .max(PERSON_CASE_LIMITS.offenseMaxLength, { error: M.tooLong }),
  level: z.enum(ENTERED_LEVELS, { error: missingOrInvalid }),
  disposition: z.enum(ENTERED_DISPOSITIONS, { error: missingOrInvalid }),
  causeNumber: z
    .string({ error: M.invalid })
    .trim()
    .max(PERSON_CASE_LIMITS.causeNumberMaxLength, { error: M.tooLong })
    .regex(/^[0-9A-Za-z-]*$/, { error: M.invalid })
    .optional()
    .default(''),
  /** The day the case was filed. */
  filingDate: paperDate(),
  /** The day of the offense (or arrest). */
  offenseDate: paperDate(),
  /** The day the case ended: the judgment, the dismissal, the no-bill, the deferred adjudication order. */
  dispositionDate: paperDate(),
  /**
   * The day supervision or the sentence was completed (discharge, end of probation, sentence served); for a
   * supervision not finished yet, the day it is set to end (required, after today).
   */
  endDate: paperDate(),
};

type FactsLike = {
  disposition?: DispositionKind;
  filingDate: string;
  offenseDate: string;
  dispositionDate: string;
  endDate: string;
};

/** Dates in their order on the papers; the date a case ended is required unless it is still pending. */
/**
 * The latest date a paper can bear: tomorrow in UTC, so that no clock or time zone (Harris County is behind UTC)
 * refuses today's date. An offense, a filing or the way a case ended cannot be later; the end of a supervision can.
 */
function latestPaperDate(): string {
  return new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

function checkDates(v: FactsLike, ctx: z.RefinementCtx): void {
  const latest = latestPaperDate();
  for (const field of ['offenseDate', 'filingDate', 'dispositionDate'] as const)
    if (v[field] !== '' && v[field] > latest) ctx.addIssue({ code: 'custom', path: [field], message: M.dateInFuture });
  if (v.disposition && needsDispositionDate(v.disposition) && v.dispositionDate === '')
    ctx.addIssue({ code: 'custom', path: ['dispositionDate'], message: M.required });
  const before = (a: string, b: string) => a !== '' && b !== '' && a > b;
  if (before(v.offenseDate, v.filingDate))
    ctx.addIssue({ code: 'custom', path: ['filingDate'], message: M.invalidDate });
  if (before(v.filingDate, v.dispositionDate) || before(v.offenseDate, v.dispositionDate))
    ctx.addIssue({ code: 'custom', path: ['dispositionDate'], message: M.invalidDate });
  if (before(v.dispositionDate, v.endDate)) ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.invalidDate });
  // "Not finished yet": the day it is set to end is needed, and it has not come (else the case is over, and how it
  // ended is the answer to give instead).
  if (supervisionNotOver(v.disposition)) {
    if (v.endDate === '') ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.required });
    // Schemas know no county: today in Central Time, the zone of every Texas county but El Paso and Hudspeth.
    else if (v.endDate <= todayIn(CENTRAL_TIME, new Date()))
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.supervisionEndPassed });
  }
}

export const PersonCaseFactsSchema = z
  .object(personCaseFactsShape)
  .strict()
  .superRefine(checkDates)
  .meta({ id: 'PersonCaseFacts' });
export type PersonCaseFacts = z.output<typeof PersonCaseFactsSchema>;
export type PersonCaseFactsInput = z.input<typeof PersonCaseFactsSchema>;

/** A choice of a list in a form: '' until one is chosen ("Required"), then one of the values. */
const chosen = <const T extends readonly string[]>(values: T) =>
  z
    .string({ error: M.invalid })
    .min(1, { error: M.required, abort: true })
    .pipe(z.enum(values, { error: M.invalid }));

/**
 * The "fix or add a case" form: the body's fields, with the level and how the case ended `''` until chosen.
 * Its output is the body's facts.
 */
export const PersonCaseFactsFormSchema = z
  .object({
    ...personCaseFactsShape,
    level: chosen(ENTERED_LEVELS),
    disposition: chosen(ENTERED_DISPOSITIONS),
  })
  .superRefine(checkDates);
export type PersonCaseFactsFormInput = z.input<typeof PersonCaseFactsFormSchema>;

const caseId = () =>
  z.string({ error: missingOrInvalid }).min(1, { error: M.required }).max(LIMITS.idMaxLength, { error: M.invalid });

/** `POST /api/application/cont/case-not-mine`: a court case of the session that is not the person's. */
export const CaseNotMineBodySchema = z.object({ _id: caseId() }).strict().meta({ id: 'CaseNotMineBody' });
export type CaseNotMineBody = z.infer<typeof CaseNotMineBodySchema>;

/** `POST /api/application/cont/case-correction`: a court case as the person's papers show it. */
export const CaseCorrectionBodySchema = z
  .object({ _id: caseId(), ...personCaseFactsShape })
  .strict()
  .superRefine(checkDates)
  .meta({ id: 'CaseCorrectionBody' });
export type CaseCorrectionBody = z.output<typeof CaseCorrectionBodySchema>;

/** `POST /api/application/cont/case-added`: a Harris County case the court data does not show. */
export const CaseAddedBodySchema = PersonCaseFactsSchema.meta({ id: 'CaseAddedBody' });
export type CaseAddedBody = z.output<typeof CaseAddedBodySchema>;

/** `POST /api/application/cont/case-undo`: takes back the person's change to a case (not mine, corrected or added). */
export const CaseUndoBodySchema = z.object({ _id: caseId() }).strict().meta({ id: 'CaseUndoBody' });
export type CaseUndoBody = z.infer<typeof CaseUndoBodySchema>;

/** What the court data said about a case the person corrected (kept visible next to the correction). */
export const CourtRecordSchema = z
  .object({
    current_offense_name: z.string(),
    current_charge_level: z.string(),
    disposition: z.enum(DISPOSITION_KINDS).meta({ description: 'how the court data says the case ended' }),
    fda: z.string(),
    conviction_date: z.string().nullable(),
    dismissal_date: z.string().nullable(),
    da_start: z.string().nullable(),
    da_end: z.string().nullable(),
    probation_start: z.string().nullable(),
    probation_end: z.string().nullable(),
  })
  .meta({ id: 'CourtRecord' });
export type CourtRecord = z.infer<typeof CourtRecordSchema>;

/** A court case the person marked "not mine": left out of every result, listed so it can be put back. */
export const NotMineCaseSchema = z
  .object({
    _id: z.string(),
    casID: z.string(),
    current_offense_name: z.string(),
    fda: z.string(),
  })
  .meta({ id: 'NotMineCase' });
export type NotMineCase = z.infer<typeof NotMineCaseSchema>;

/** What the session stores (`sessions.person_cases`): court cases by `cas`, added cases by their own key. */
export const PersonCasesStateSchema = z.object({
  notMine: z.array(z.string()).default([]),
  corrected: z.record(z.string(), PersonCaseFactsSchema).default({}),
  added: z.array(z.object({ key: z.string(), facts: PersonCaseFactsSchema })).default([]),
});
export type PersonCasesState = z.output<typeof PersonCasesStateSchema>;
export const EMPTY_PERSON_CASES: PersonCasesState = { notMine: [], corrected: {}, added: [] };
