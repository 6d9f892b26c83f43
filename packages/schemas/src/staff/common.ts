import { z } from 'zod';
import { RealIsoDateSchema, VALIDATION_MESSAGES } from '../common';
import { id } from './fields';

// Roles, limits, shared pieces

/**
 * `admin`: everything (staff management, the audit log, quarantine decisions, starting a sync or a county
 * report, each survey response and "contact me" details); `staff`: the help inbox, survey totals and free
 * text, usage and the funders' exports, the data view and the county report; `partner`: an account of a
 * partner organisation (docs/decisions/0107-partner-role.md): its own account, the referrals sent to its
 * organisation and clinic days, nothing else of the console. What each may use is STAFF_AREA_ROLES.
 */
export const STAFF_ROLES = ['admin', 'staff', 'partner'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const StaffRoleSchema = z.enum(STAFF_ROLES);

/**
 * Which roles may use each area of the console: the API's gate (a route names its area) and the console's
 * menu read this one list, so a new role gets exactly the areas listed for it and nothing by default.
 */
export const STAFF_AREA_ROLES = {
  /** Their own session, password, language and passkeys. */
  account: ['admin', 'staff', 'partner'],
  help: ['admin', 'staff'],
  /** Survey answers as totals, and the free text (no contact details). */
  feedback: ['admin', 'staff'],
  /** Each response's answers (income, immigration, incarceration), "contact me" details, the per-response CSV. */
  feedbackResponses: ['admin'],
  usage: ['admin', 'staff'],
  /** The funders' exports: counts only. */
  exports: ['admin', 'staff'],
  data: ['admin', 'staff'],
  /** Accepting or rejecting a quarantined import, starting a sync. */
  dataDecisions: ['admin'],
  county: ['admin', 'staff'],
  /** Starting a county report. */
  countyRun: ['admin'],
  /** The follow-ups' Outcomes figures and their CSV (small figures withheld). */
  outcomes: ['admin', 'staff'],
  /** What staff note of each court's practice (every change audited). */
  courtNotes: ['admin', 'staff'],
  members: ['admin'],
  audit: ['admin'],
  /** Referrals to partners: a partner account sees only its own organisation's (services/staff/referrals.ts). */
  referrals: ['admin', 'staff', 'partner'],
  /** Clinic days: a list of people checked at once, its results and petitions. */
  clinic: ['admin', 'staff', 'partner'],
  /** The partner directory: read by staff; entries added and changed by admins (docs/decisions/0105). */
  directory: ['admin', 'staff'],
  directoryEdit: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffArea = keyof typeof STAFF_AREA_ROLES;

/** Whether `role` may use `area` (STAFF_AREA_ROLES). */
export function mayUse(role: StaffRole, area: StaffArea): boolean {
  return (STAFF_AREA_ROLES[area] as readonly StaffRole[]).includes(role);
}

export const STAFF_LIMITS = {
  /** Shortest accepted password (NIST SP 800-63B: at least 8; we ask for more). */
  passwordMinLength: 12,
  passwordMaxLength: 200,
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

/** How many failures a sign-in key has before it waits (`free`), and before the wait is a lock (`lockAfter`). */
export interface StaffSignInRule {
  readonly free: number;
  readonly lockAfter: number;
}

/**
 * Sign-in waits (docs/decisions/0090-staff-sign-in-policy.md). Wrong passwords count per email and per client
 * address; wrong second factors per account; a browser that signed in to the account before (its device
 * cookie) counts on its own. From a key's `free`-th failure on, it waits 30 s before its next try, doubling
 * with each failure, and from `lockAfter` on 15 minutes (a lock: admins are told and can lift it). A key
 * forgets its failures a day after the last one; a right answer clears it.
 */
export const STAFF_SIGN_IN = {
  account: { free: 5, lockAfter: 10 },
  address: { free: 10, lockAfter: 20 },
  device: { free: 5, lockAfter: 10 },
  firstWaitSeconds: 30,
  lockSeconds: 15 * 60,
  forgetAfterSeconds: 24 * 3600,
  /** Days a device cookie is good for. */
  deviceDays: 90,
} as const satisfies Record<'account' | 'address' | 'device', StaffSignInRule> & Record<string, unknown>;

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
  /** 423: the account is disabled (said only after a right password); an admin enables it. */
  'account_locked',
  /**
   * 429: too many wrong tries for this email, from this address, or of this account's second factor: the
   * `Retry-After` header says in how many seconds the next try is taken (docs/decisions/0090).
   */
  'sign_in_wait',
  /** 401: the second-factor code is wrong, expired, or was already used (or the passkey did not verify). */
  'totp_invalid',
  /** 400: the passkey could not be registered (the authenticator's answer did not verify, or it is known). */
  'passkey_invalid',
  /** 409: a sync is already running. */
  'sync_running',
  /** 409: a quarantined import can no longer be decided (already decided, superseded, data dropped). */
  'import_not_decidable',
  /** 409: a staff member with this email exists. */
  'staff_exists',
  /** 404: no county report has been run yet. */
  'no_county_report',
  /** 409: a county report is already being made. */
  'county_report_running',
  /** 403: the one-time password must be replaced first (`POST /api/staff/auth/change-password`). */
  'password_change_required',
  /** 409: the referral's status does not allow this (accept a sent one; decline a sent or accepted one; close an accepted one). */
  'referral_state',
  /** 410: the referral link expired; the referral is in the partner's list while it lasts. */
  'referral_link_expired',
] as const;
export type StaffErrorCode = (typeof STAFF_ERROR_CODES)[number];

/** `{message}` for calls with nothing else to say. */
export const StaffOkSchema = z.object({ message: z.string() }).meta({ id: 'StaffOk' });
export type StaffOk = z.infer<typeof StaffOkSchema>;

/** A date range query (`from`, `to`, both `YYYY-MM-DD`, inclusive, in Harris County); defaults: the last 30 days. */
export const StaffDateRangeQuerySchema = z
  .strictObject({ from: RealIsoDateSchema.optional(), to: RealIsoDateSchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: VALIDATION_MESSAGES.invalidDate, path: ['to'] });
export type StaffDateRangeQuery = z.infer<typeof StaffDateRangeQuerySchema>;

/** `:id` path parameter. */
export const StaffIdParamsSchema = z.strictObject({ id });
