import { z } from 'zod';
import { FINAL_ELIGIBILITIES } from '@cyr/rules/vocabulary';
import { LanguageSchema, VALIDATION_MESSAGES } from './common';

/**
 * Clinic day (issue #39; docs/decisions/0108-clinic-day.md): a partner or staff member uploads a list of clients
 * (CSV: name, date of birth, optional aliases) and gets, for each, the cases found and the engine's results with
 * no question answered, and one ZIP of pre-filled petitions and packets for the cases that need no answer. A bad
 * row gets its own error; nothing else stops. Nothing is kept after the download but the audit entries.
 */
export const CLINIC_LIMITS = {
  /** Most client rows in one list. */
  maxRows: 500,
  /** Largest CSV accepted, in characters (500 rows of long names and aliases fit). */
  csvMaxLength: 200_000,
  /** Largest request body of an upload, in bytes (the CSV in JSON, with room for escapes and accents). */
  bodyMaxBytes: 1024 * 1024,
  /** Most aliases on one row. */
  maxAliases: 3,
  nameMaxLength: 100,
  /** Hours a finished run's results and ZIP wait to be downloaded before they are deleted. */
  keepHours: 24,
  /** Minutes after which a run still not finished is reported as failed (its server stopped). */
  runMaxMinutes: 30,
} as const;

/**
 * The columns of the CSV, by header (case and spaces ignored): first name, last name and date of birth are
 * required; middle name and aliases are optional. Aliases: `First Last` pairs separated by `;`.
 */
export const CLINIC_COLUMNS = {
  firstName: ['first_name', 'first name', 'first'],
  middleName: ['middle_name', 'middle name', 'middle'],
  lastName: ['last_name', 'last name', 'last'],
  dob: ['dob', 'date_of_birth', 'date of birth', 'birth date'],
  aliases: ['aliases', 'alias', 'other names'],
} as const;
export type ClinicColumn = keyof typeof CLINIC_COLUMNS;
export const CLINIC_REQUIRED_COLUMNS: readonly ClinicColumn[] = ['firstName', 'lastName', 'dob'];

/** Why one row could not be looked up (texts in i18n `staff:clinic.errors`). */
export const CLINIC_ROW_ERRORS = [
  'missing_first_name',
  'missing_last_name',
  'missing_dob',
  'invalid_dob',
  'name_too_long',
  'name_without_letters',
  'invalid_alias',
  'too_many_aliases',
  'wrong_column_count',
  'unreadable_row',
  'lookup_failed',
] as const;
export type ClinicRowError = (typeof CLINIC_ROW_ERRORS)[number];

/** `POST /api/staff/clinic`: the CSV as text, and the language of the packets' instruction sheets. */
export const ClinicUploadSchema = z
  .strictObject({
    csv: z
      .string({ error: VALIDATION_MESSAGES.required })
      .min(1, { error: VALIDATION_MESSAGES.required })
      .max(CLINIC_LIMITS.csvMaxLength, { error: VALIDATION_MESSAGES.tooLong }),
    language: LanguageSchema,
  })
  .meta({ id: 'ClinicUpload' });
export type ClinicUpload = z.infer<typeof ClinicUploadSchema>;

export const CLINIC_RUN_STATUSES = ['running', 'done', 'failed'] as const;
export type ClinicRunStatus = (typeof CLINIC_RUN_STATUSES)[number];

/** One case found for a client, with the engine's result and whether its papers are in the ZIP. */
export const ClinicCaseSchema = z.object({
  cause: z.string(),
  court: z.string(),
  offense: z.string(),
  level: z.string(),
  filed: z.string(),
  outcome: z.enum(FINAL_ELIGIBILITIES),
  section: z.string().nullable(),
  expunctionRoute: z.string().nullable(),
  eligibleDate: z.string().nullable(),
  /** Its petition or packet is in the ZIP (a result that needs no answer). */
  inZip: z.boolean(),
});
export type ClinicCase = z.infer<typeof ClinicCaseSchema>;

/**
 * One row of the list: `found` with its cases (none found is `found` with no case), `several_people` when the
 * name and date of birth match more than one person (their cases are listed; no papers until someone confirms),
 * or `error` with the row's error.
 */
export const ClinicRowResultSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  name: z.string(),
  status: z.enum(['found', 'several_people', 'error']),
  error: z.enum(CLINIC_ROW_ERRORS).optional(),
  people: z.number().int().optional(),
  cases: z.array(ClinicCaseSchema),
});
export type ClinicRowResult = z.infer<typeof ClinicRowResultSchema>;

/** A run as the console polls it: progress while it runs; the rows once done (until the download). */
export const ClinicRunSchema = z
  .object({
    id: z.string(),
    status: z.enum(CLINIC_RUN_STATUSES),
    total: z.number().int(),
    done: z.number().int(),
    createdAt: z.string(),
    rows: z.array(ClinicRowResultSchema).optional(),
    /** How many PDFs the ZIP holds. */
    documents: z.number().int().optional(),
  })
  .meta({ id: 'ClinicRun' });
export type ClinicRun = z.infer<typeof ClinicRunSchema>;

export const ClinicRunParamsSchema = z.strictObject({ id: z.uuid() });

/** 200 of `POST /api/staff/clinic`: the run started, to poll. */
export const ClinicStartedSchema = z.object({ id: z.string(), total: z.number().int() }).meta({ id: 'ClinicStarted' });
export type ClinicStarted = z.infer<typeof ClinicStartedSchema>;
