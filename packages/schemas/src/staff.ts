import { z } from 'zod';
import { FINAL_ELIGIBILITIES } from '@cyr/rules/vocabulary';
import { IsoDateSchema, LanguageSchema, RealIsoDateSchema, VALIDATION_MESSAGES } from './common';
import { CountyReportSchema } from './county-report';
import { EmailAddressSchema } from './email';
import {
  ACCESS_PLACES,
  ADDITIONAL_INFO,
  AGE_RANGES,
  COMPLETED_FORMS,
  EASE_OF_FINDING,
  EDUCATION_LEVELS,
  FOUND_WHAT_NEEDED,
  GENDERS,
  HEARD_ABOUT,
  HOW_HELPFUL,
  INCOME_RANGES,
  PETITION_FORMS,
  RACE_ETHNICITIES,
  TIME_TO_COMPLETE,
} from './survey-options';

/**
 * The staff console's API (`/api/staff/*`, docs/api/staff.md, docs/decisions/0070-staff-authentication.md).
 * Every call needs a staff session cookie (httpOnly, SameSite=Strict), never a visitor's bearer token; every
 * call that changes something also needs the CSRF token (`x-csrf-token` header) from `GET /api/staff/auth/csrf`.
 * Errors use the contract's error body; the codes are listed in `STAFF_ERROR_CODES`.
 */

// ---------------------------------------------------------------------------------------------------------
// Roles, limits, shared pieces
// ---------------------------------------------------------------------------------------------------------

/**
 * `admin`: everything (staff management, quarantine decisions, starting a sync, "contact me" details);
 * `staff`: the help inbox, feedback without contact details, usage, the data view and the county report.
 */
export const STAFF_ROLES = ['admin', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const StaffRoleSchema = z.enum(STAFF_ROLES);

export const STAFF_LIMITS = {
  /** Shortest accepted password (NIST SP 800-63B: at least 8; we ask for more). */
  passwordMinLength: 12,
  passwordMaxLength: 200,
  /** Wrong passwords in a row that lock an account until an admin unlocks it. */
  lockAfterFailures: 20,
  /** Minutes a staff session lasts after its last call (idle expiry). */
  idleMinutes: 30,
  /** Hours a staff session lasts at most from sign-in (absolute expiry). */
  absoluteHours: 12,
  /** Minutes between the password step and the second factor. */
  pendingMinutes: 10,
  /** Longest internal note and reply text. */
  noteMaxLength: 4000,
  replyMaxLength: 8000,
  /** Longest date range (days) of the feedback and usage views. */
  rangeMaxDays: 366,
  /** Business days a help request is due after it arrives (the site's promise). */
  helpDueBusinessDays: 2,
  /** Days without a newer successful import after which the data is stale. */
  staleAfterDays: 8,
} as const;

/** The staff session cookie, the sign-in-in-progress cookie and the CSRF header. */
export const STAFF_SESSION_COOKIE = 'cyr_staff';
export const STAFF_PENDING_COOKIE = 'cyr_staff_pending';
export const STAFF_CSRF_HEADER = 'x-csrf-token';

/**
 * Error codes of the staff API (texts in i18n `errors:api.<code>`), besides the contract's general ones
 * (`validation_error`, `not_found`, `rate_limited`, ...).
 */
export const STAFF_ERROR_CODES = [
  /** 401: no staff session, or it expired, was signed out or forged (a visitor bearer token counts as none). */
  'staff_unauthenticated',
  /** 403: the signed-in person's role may not do this. */
  'staff_forbidden',
  /** 403: a state-changing call without a valid CSRF token. */
  'csrf_invalid',
  /** 401: wrong email or password (never says which). */
  'sign_in_failed',
  /** 423: the account is locked after too many wrong passwords, or disabled; an admin unlocks it. */
  'account_locked',
  /** 401: the second-factor code is wrong, expired, or was already used. */
  'totp_invalid',
  /** 409: a sync is already running. */
  'sync_running',
  /** 409: a quarantined import can no longer be decided (already decided, superseded, data dropped). */
  'import_not_decidable',
  /** 409: a staff member with this email exists. */
  'staff_exists',
  /** 404: no county report has been run yet. */
  'no_county_report',
  /** 403: the one-time password must be replaced first (`POST /api/staff/auth/change-password`). */
  'password_change_required',
] as const;
export type StaffErrorCode = (typeof STAFF_ERROR_CODES)[number];

const id = z.string().min(1).max(64);
const instant = z.iso.datetime().meta({ example: '2026-11-26T18:30:00.000Z' });
const count = z.number().int().nonnegative();

/** `{message}` for calls with nothing else to say. */
export const StaffOkSchema = z.object({ message: z.string() }).meta({ id: 'StaffOk' });
export type StaffOk = z.infer<typeof StaffOkSchema>;

/** A date range query (`from`, `to`, both `YYYY-MM-DD`, inclusive, in Harris County); defaults: the last 30 days. */
export const StaffDateRangeQuerySchema = z
  .strictObject({ from: RealIsoDateSchema.optional(), to: RealIsoDateSchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: VALIDATION_MESSAGES.invalidDate, path: ['to'] });
export type StaffDateRangeQuery = z.infer<typeof StaffDateRangeQuerySchema>;

const range = { from: IsoDateSchema, to: IsoDateSchema };

/** `:id` path parameter. */
export const StaffIdParamsSchema = z.strictObject({ id });

// ---------------------------------------------------------------------------------------------------------
// Sign-in (password, then TOTP; enrolment on the first sign-in), CSRF, me, sign-out
// ---------------------------------------------------------------------------------------------------------

/** 200 of `GET /api/staff/auth/csrf`: the token to send as `x-csrf-token` on every state-changing call. */
export const StaffCsrfResponseSchema = z.object({ csrfToken: z.string().min(1) }).meta({ id: 'StaffCsrf' });
export type StaffCsrfResponse = z.infer<typeof StaffCsrfResponseSchema>;

/** Body of `POST /api/staff/auth/password`, the first sign-in step. */
export const StaffPasswordStepSchema = z
  .strictObject({
    email: EmailAddressSchema,
    password: z
      .string({ error: VALIDATION_MESSAGES.required })
      .min(1, { error: VALIDATION_MESSAGES.required })
      .max(STAFF_LIMITS.passwordMaxLength, { error: VALIDATION_MESSAGES.tooLong }),
  })
  .meta({ id: 'StaffPasswordStep' });
export type StaffPasswordStep = z.infer<typeof StaffPasswordStepSchema>;

/**
 * 200 of the password step (sets the short-lived `cyr_staff_pending` cookie): `totp` asks for the code of the
 * enrolled authenticator; `enrol` (first sign-in, or after an admin reset the second factor) gives the
 * `otpauth://` URI to scan (and its secret to type in) and asks for a first code to confirm it.
 */
export const StaffPasswordStepResponseSchema = z
  .discriminatedUnion('next', [
    z.object({ next: z.literal('totp') }),
    z.object({
      next: z.literal('enrol'),
      otpauthUri: z.string().startsWith('otpauth://totp/'),
      /** The same secret in base32, for typing into an authenticator app by hand. */
      secret: z.string().regex(/^[A-Z2-7]+=*$/),
    }),
  ])
  .meta({ id: 'StaffPasswordStepResponse' });
export type StaffPasswordStepResponse = z.infer<typeof StaffPasswordStepResponseSchema>;

/** Body of `POST /api/staff/auth/totp`: the 6-digit code (confirms enrolment too). */
export const StaffTotpStepSchema = z
  .strictObject({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, { error: VALIDATION_MESSAGES.invalid }),
  })
  .meta({ id: 'StaffTotpStep' });
export type StaffTotpStep = z.infer<typeof StaffTotpStepSchema>;

/** The signed-in staff member (`GET /api/staff/me`, and the 200 of the TOTP step, which sets the session cookie). */
export const StaffMeSchema = z
  .object({
    id,
    email: z.string(),
    role: StaffRoleSchema,
    /** Epoch seconds the session ends unless used again (idle), and at the latest (absolute). */
    idleExpiresAt: count,
    absoluteExpiresAt: count,
    /**
     * The person still has the one-time password they were given: every call but `me`, sign-out and
     * `POST /api/staff/auth/change-password` answers 403 `password_change_required` until they set their own.
     */
    mustChangePassword: z.boolean().optional(),
  })
  .meta({ id: 'StaffMe' });
export type StaffMe = z.infer<typeof StaffMeSchema>;

/** Body of `POST /api/staff/auth/change-password`: the current password and a new one (12 to 200 characters). */
export const StaffPasswordChangeSchema = z
  .strictObject({
    currentPassword: z
      .string({ error: VALIDATION_MESSAGES.required })
      .min(1, { error: VALIDATION_MESSAGES.required })
      .max(STAFF_LIMITS.passwordMaxLength, { error: VALIDATION_MESSAGES.tooLong }),
    newPassword: z
      .string({ error: VALIDATION_MESSAGES.required })
      .min(STAFF_LIMITS.passwordMinLength, { error: VALIDATION_MESSAGES.invalid })
      .max(STAFF_LIMITS.passwordMaxLength, { error: VALIDATION_MESSAGES.tooLong }),
  })
  .meta({ id: 'StaffPasswordChange' });
export type StaffPasswordChange = z.infer<typeof StaffPasswordChangeSchema>;

// ---------------------------------------------------------------------------------------------------------
// Staff management (admin)
// ---------------------------------------------------------------------------------------------------------

export const STAFF_STATUSES = ['active', 'locked', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const StaffMemberSchema = z
  .object({
    id,
    email: z.string(),
    role: StaffRoleSchema,
    status: z.enum(STAFF_STATUSES),
    /** The second factor is set up (false until the first sign-in, or after a reset). */
    totpEnrolled: z.boolean(),
    createdAt: instant,
    lastSignInAt: instant.nullable(),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** 200 of `GET /api/staff/staff` (admin). */
export const StaffListResponseSchema = z.object({ staff: z.array(StaffMemberSchema) }).meta({ id: 'StaffList' });
export type StaffListResponse = z.infer<typeof StaffListResponseSchema>;

/** Body of `POST /api/staff/staff` (admin). */
export const StaffAddSchema = z
  .strictObject({ email: EmailAddressSchema, role: StaffRoleSchema })
  .meta({ id: 'StaffAdd' });
export type StaffAdd = z.infer<typeof StaffAddSchema>;

/**
 * 200 of `POST /api/staff/staff`: the new member and their one-time initial password, shown once to the admin
 * (never stored in clear, never logged); the member enrols a second factor at first sign-in.
 */
export const StaffAddResponseSchema = z
  .object({ staff: StaffMemberSchema, initialPassword: z.string().min(STAFF_LIMITS.passwordMinLength) })
  .meta({ id: 'StaffAddResponse' });
export type StaffAddResponse = z.infer<typeof StaffAddResponseSchema>;

/** What an admin can do to a member: `POST /api/staff/staff/:id/<action>`; 200 `StaffMember`. */
export const STAFF_ACTIONS = ['disable', 'enable', 'unlock', 'reset-2fa'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];
export const StaffActionParamsSchema = z.strictObject({ id, action: z.enum(STAFF_ACTIONS) });

// ---------------------------------------------------------------------------------------------------------
// Help inbox
// ---------------------------------------------------------------------------------------------------------

export const HELP_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const;
export type HelpStatus = (typeof HELP_STATUSES)[number];
export const HelpStatusSchema = z.enum(HELP_STATUSES);

/** Reply templates (texts in i18n `staffMail`, in the person's language); the staff's text goes inside. */
export const HELP_REPLY_TEMPLATES = ['answer', 'need_more_info', 'referral'] as const;
export type HelpReplyTemplate = (typeof HELP_REPLY_TEMPLATES)[number];

const assignee = z.object({ id, email: z.string() }).nullable();

/** One help request in the inbox list: no contact details, no description (those are in the audited detail). */
export const HelpRequestSummarySchema = z
  .object({
    id,
    createdAt: instant,
    /** The site's language when the person sent it (the language replies go out in). */
    language: LanguageSchema,
    status: HelpStatusSchema,
    assignee,
    /** Two business days after it arrived (weekends and the county's holidays skipped). */
    dueOn: IsoDateSchema,
    /** Not answered or closed, and today in Harris County is after `dueOn`. */
    overdue: z.boolean(),
  })
  .meta({ id: 'HelpRequestSummary' });
export type HelpRequestSummary = z.infer<typeof HelpRequestSummarySchema>;

/** Query of `GET /api/staff/help`: a status filter (default: every status but `closed`), or overdue only. */
export const HelpListQuerySchema = z.strictObject({
  status: z.enum([...HELP_STATUSES, 'open', 'all']).optional(),
  overdue: z.enum(['true', 'false']).optional(),
});
export type HelpListQuery = z.infer<typeof HelpListQuerySchema>;

/** 200 of `GET /api/staff/help`, oldest due first. */
export const HelpListResponseSchema = z
  .object({ requests: z.array(HelpRequestSummarySchema), overdue: count })
  .meta({ id: 'HelpList' });
export type HelpListResponse = z.infer<typeof HelpListResponseSchema>;

export const HelpNoteSchema = z.object({ at: instant, by: z.string(), text: z.string() });
export const HelpReplySchema = z.object({
  at: instant,
  by: z.string(),
  template: z.enum(HELP_REPLY_TEMPLATES),
  text: z.string(),
  language: LanguageSchema,
});

/** 200 of `GET /api/staff/help/:id` (written to the audit log): the request with its contact details and history. */
export const HelpRequestDetailSchema = HelpRequestSummarySchema.extend({
  email: z.string(),
  phone: z.string(),
  description: z.string(),
  notes: z.array(HelpNoteSchema),
  replies: z.array(HelpReplySchema),
  /** The acknowledgement email was queued when the request arrived. */
  acknowledged: z.boolean(),
}).meta({ id: 'HelpRequestDetail' });
export type HelpRequestDetail = z.infer<typeof HelpRequestDetailSchema>;

/** Body of `PATCH /api/staff/help/:id`: any of a new status, an assignee (`null` to clear), an internal note. */
export const HelpUpdateSchema = z
  .strictObject({
    status: HelpStatusSchema.optional(),
    assigneeId: id.nullable().optional(),
    note: z
      .string()
      .trim()
      .min(1, { error: VALIDATION_MESSAGES.required })
      .max(STAFF_LIMITS.noteMaxLength, { error: VALIDATION_MESSAGES.tooLong })
      .optional(),
  })
  .refine((b) => b.status !== undefined || b.assigneeId !== undefined || b.note !== undefined, {
    error: VALIDATION_MESSAGES.required,
    path: ['status'],
  })
  .meta({ id: 'HelpUpdate' });
export type HelpUpdate = z.infer<typeof HelpUpdateSchema>;

/** Body of `POST /api/staff/help/:id/reply`: sent in the request's language through the outbox; status → answered. */
export const HelpReplyBodySchema = z
  .strictObject({
    template: z.enum(HELP_REPLY_TEMPLATES),
    text: z
      .string({ error: VALIDATION_MESSAGES.required })
      .trim()
      .min(1, { error: VALIDATION_MESSAGES.required })
      .max(STAFF_LIMITS.replyMaxLength, { error: VALIDATION_MESSAGES.tooLong }),
  })
  .meta({ id: 'HelpReplyBody' });
export type HelpReplyBody = z.infer<typeof HelpReplyBodySchema>;

// ---------------------------------------------------------------------------------------------------------
// Feedback (survey)
// ---------------------------------------------------------------------------------------------------------

/** The survey's choice questions, in the order they are asked, with their answer codes (labels in i18n `survey`). */
export const FEEDBACK_CHOICE_QUESTIONS = {
  howHelpfulWasWebsite: HOW_HELPFUL,
  didUserCompleteForms: COMPLETED_FORMS,
  petitionFormsUsed: PETITION_FORMS,
  timeToCompleteForms: TIME_TO_COMPLETE,
  didYouFindWhatYouNeeded: FOUND_WHAT_NEEDED,
  howEasyWasInfoToFind: EASE_OF_FINDING,
  applicantAge: AGE_RANGES,
  applicantGender: GENDERS,
  applicantRaceEthnicity: RACE_ETHNICITIES,
  educationLevel: EDUCATION_LEVELS,
  incomeRange: INCOME_RANGES,
  additionalInfo: ADDITIONAL_INFO,
  whereDidYouAccessWebsite: ACCESS_PLACES,
  howUserHeardAboutSite: HEARD_ABOUT,
} as const;
export type FeedbackChoiceQuestion = keyof typeof FEEDBACK_CHOICE_QUESTIONS;
export const FEEDBACK_CHOICE_QUESTION_KEYS = Object.keys(FEEDBACK_CHOICE_QUESTIONS) as FeedbackChoiceQuestion[];

/** The survey's free-text answers (contact details are not among them). */
export const FEEDBACK_TEXT_QUESTIONS = [
  'additionalFeedback',
  'applicantGenderSelfDescribeInput',
  'applicantRaceEthnicityOtherInput',
  'howUserHeardAboutSiteOtherInput',
] as const;
export type FeedbackTextQuestion = (typeof FEEDBACK_TEXT_QUESTIONS)[number];

/** 200 of `GET /api/staff/feedback/summary?from&to`: per question, how many chose each answer (and how many skipped). */
export const FeedbackSummarySchema = z
  .object({
    ...range,
    responses: count,
    byLanguage: z.object({ en: count, es: count }),
    questions: z.array(
      z.object({
        question: z.enum(FEEDBACK_CHOICE_QUESTION_KEYS as [FeedbackChoiceQuestion, ...FeedbackChoiceQuestion[]]),
        /** Every answer code of the question, in the survey's order, with its count (0 included). */
        answers: z.array(z.object({ answer: z.string(), count })),
        /** Responses that left the question out. */
        unanswered: count,
      }),
    ),
  })
  .meta({ id: 'FeedbackSummary' });
export type FeedbackSummary = z.infer<typeof FeedbackSummarySchema>;

/** 200 of `GET /api/staff/feedback/text?from&to`: the free-text answers, newest first. */
export const FeedbackTextResponseSchema = z
  .object({
    ...range,
    answers: z.array(
      z.object({
        responseId: id,
        createdAt: instant,
        language: LanguageSchema,
        question: z.enum(FEEDBACK_TEXT_QUESTIONS),
        text: z.string(),
      }),
    ),
  })
  .meta({ id: 'FeedbackText' });
export type FeedbackTextResponse = z.infer<typeof FeedbackTextResponseSchema>;

/** 200 of `GET /api/staff/feedback/contacts?from&to` (admin; written to the audit log): "contact me" details. */
export const FeedbackContactsResponseSchema = z
  .object({
    ...range,
    contacts: z.array(
      z.object({
        responseId: id,
        createdAt: instant,
        language: LanguageSchema,
        name: z.string(),
        email: z.string(),
        phone: z.string(),
      }),
    ),
  })
  .meta({ id: 'FeedbackContacts' });
export type FeedbackContactsResponse = z.infer<typeof FeedbackContactsResponseSchema>;

/**
 * `GET /api/staff/feedback/export.csv?from&to`: one row per response (`text/csv`, UTF-8 with BOM), written to the
 * audit log. Columns: id, created_at, language, each choice question (lists joined by `;`), each free-text
 * question, and for an admin only name, email, phone.
 */
export const FEEDBACK_CSV_CONTACT_COLUMNS = ['name', 'email', 'phone'] as const;

// ---------------------------------------------------------------------------------------------------------
// Usage
// ---------------------------------------------------------------------------------------------------------

/**
 * The checker funnel, counted on the server as a person moves on (`analytics_daily`, event `funnel`):
 * pre-check passed, a lookup sent, at least one case found, cases confirmed, results shown, next steps opened,
 * finished (a petition or packet downloaded or emailed).
 */
export const FUNNEL_STEPS = ['pre_check', 'lookup', 'found', 'confirmed', 'results', 'steps', 'finished'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** Outcome kinds counted when results are shown (one per case shown): the engine's final eligibilities. */
export const USAGE_OUTCOMES = FINAL_ELIGIBILITIES;
export type UsageOutcome = (typeof USAGE_OUTCOMES)[number];

/** Device class of a pre-check, from the browser's own mobile hint (`Sec-CH-UA-Mobile`, else `Mobi` in the User-Agent). */
export const USAGE_DEVICES = ['phone', 'desktop'] as const;
export type UsageDevice = (typeof USAGE_DEVICES)[number];

/**
 * Texts counted per day (apps/api/src/texts/usage.ts): accepted by the provider, given up, or not sent because the
 * number replied STOP. Counts only, never a number.
 */
export const TEXT_OUTCOMES = ['sent', 'failed', 'stopped'] as const;
export type TextOutcome = (typeof TEXT_OUTCOMES)[number];

const funnelCounts = z.object(
  Object.fromEntries(FUNNEL_STEPS.map((s) => [s, count])) as Record<FunnelStep, typeof count>,
);
const outcomeCounts = z.object(
  Object.fromEntries(USAGE_OUTCOMES.map((s) => [s, count])) as Record<UsageOutcome, typeof count>,
);

/** One day of usage (every count 0 on a day with none). */
export const UsageDaySchema = z.object({
  day: IsoDateSchema,
  funnel: funnelCounts,
  outcomes: outcomeCounts,
  /** Pre-checks by the site language. */
  languages: z.object({ en: count, es: count }),
  /** Pre-checks by device class. */
  devices: z.object({ phone: count, desktop: count }),
  /** Text messages by outcome (all 0 where texts are off). */
  texts: z.object(Object.fromEntries(TEXT_OUTCOMES.map((s) => [s, count])) as Record<TextOutcome, typeof count>),
});
export type UsageDay = z.infer<typeof UsageDaySchema>;

/** 200 of `GET /api/staff/usage?from&to`: a series with every day of the range, and its totals. Counts only. */
export const UsageResponseSchema = z
  .object({ ...range, days: z.array(UsageDaySchema), totals: UsageDaySchema.omit({ day: true }) })
  .meta({ id: 'Usage' });
export type UsageResponse = z.infer<typeof UsageResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Data freshness: imports, syncs, quarantine, stale flag
// ---------------------------------------------------------------------------------------------------------

/** `imports.status`: how an import or sync attempt ended (`running` while a sync job is at work). */
export const IMPORT_STATUSES = ['ok', 'quarantined', 'superseded', 'refused', 'failed', 'rejected', 'running'] as const;
export type ImportStatusCode = (typeof IMPORT_STATUSES)[number];
export const IMPORT_ORIGINS = ['import', 'sync', 'county', 'console'] as const;

export const ImportRowSchema = z
  .object({
    id,
    origin: z.string(),
    fileName: z.string(),
    status: z.string(),
    message: z.string().nullable(),
    startedAt: instant,
    finishedAt: instant.nullable(),
    rows: count.nullable(),
    cases: count.nullable(),
    /** The date the file's data is current to. */
    dataDate: IsoDateSchema.nullable(),
    /** `accepted` or `rejected` by a person, for a quarantined import. */
    decision: z.enum(['accepted', 'rejected']).nullable(),
    /** A quarantined import an admin can still accept (its data is kept). */
    acceptable: z.boolean(),
  })
  .meta({ id: 'ImportRow' });
export type ImportRow = z.infer<typeof ImportRowSchema>;

/** Stale: no successful import finished in the last eight days (also in `/api/health`'s `data`). */
export const DataFreshnessSchema = z
  .object({
    stale: z.boolean(),
    lastSuccessAt: instant.nullable(),
    dataEndDate: IsoDateSchema.nullable(),
    staleAfterDays: z.number().int().positive(),
  })
  .meta({ id: 'DataFreshness' });
export type DataFreshness = z.infer<typeof DataFreshnessSchema>;

/** 200 of `GET /api/staff/data`: freshness, the last 50 attempts newest first, the quarantined ones, a running sync. */
export const DataOverviewSchema = z
  .object({
    freshness: DataFreshnessSchema,
    imports: z.array(ImportRowSchema),
    quarantined: z.array(ImportRowSchema),
    syncRunning: z.boolean(),
  })
  .meta({ id: 'DataOverview' });
export type DataOverview = z.infer<typeof DataOverviewSchema>;

/** 200 of `GET /api/staff/data/imports/:id`: one attempt with its import report and quality counts (JSON as stored). */
export const ImportDetailSchema = z
  .object({ import: ImportRowSchema, report: z.unknown(), quality: z.unknown() })
  .meta({ id: 'ImportDetail' });
export type ImportDetail = z.infer<typeof ImportDetailSchema>;

/** Body of `POST /api/staff/data/imports/:id/decision` (admin). */
export const QuarantineDecisionSchema = z
  .strictObject({ decision: z.enum(['accept', 'reject']) })
  .meta({ id: 'QuarantineDecision' });
export type QuarantineDecision = z.infer<typeof QuarantineDecisionSchema>;

/** 200 of the decision: the import after it (`ok`, `superseded`, `rejected`, ...). */
export const QuarantineDecisionResponseSchema = z
  .object({ status: z.string(), message: z.string().nullable() })
  .meta({ id: 'QuarantineDecisionResponse' });
export type QuarantineDecisionResponse = z.infer<typeof QuarantineDecisionResponseSchema>;

/** 200 of `POST /api/staff/data/sync` (admin): the sync job started (its outcome appears in `imports`). */
export const SyncStartResponseSchema = z.object({ jobId: id, startedAt: instant }).meta({ id: 'SyncStart' });
export type SyncStartResponse = z.infer<typeof SyncStartResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// County report
// ---------------------------------------------------------------------------------------------------------

/**
 * 200 of `GET /api/staff/county-report`: the newest stored report (`county_reports`), when it was made, and a
 * plain-words sentence a director can quote, in English and Spanish. `GET /api/staff/county-report.csv` gives
 * its figures as CSV (section, key, outcome, people, cases).
 */
export const StaffCountyReportSchema = z
  .object({
    id,
    createdAt: instant,
    report: CountyReportSchema,
    summary: z.object({ en: z.string(), es: z.string() }),
  })
  .meta({ id: 'StaffCountyReport' });
export type StaffCountyReport = z.infer<typeof StaffCountyReportSchema>;

// ---------------------------------------------------------------------------------------------------------
// Audit log (admin, read-only)
// ---------------------------------------------------------------------------------------------------------

export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'password_changed',
  'account_locked',
  'staff_added',
  'staff_changed',
  'help_viewed',
  'help_updated',
  'help_replied',
  'feedback_contacts_viewed',
  'feedback_exported',
  'county_report_exported',
  'import_decided',
  'sync_started',
  'outcomes_exported',
  'court_notes_changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: instant,
  /** The staff member who acted (null for a failed sign-in of an unknown address). */
  actor: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  /** What it was about: `help:<id>`, `staff:<id>`, `import:<id>`, `feedback:<from>..<to>`, ... */
  subject: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** 200 of `GET /api/staff/audit` (admin): the newest 200 entries. */
export const AuditListResponseSchema = z.object({ entries: z.array(AuditEntrySchema) }).meta({ id: 'AuditList' });
export type AuditListResponse = z.infer<typeof AuditListResponseSchema>;
