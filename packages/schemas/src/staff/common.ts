import { z } from 'zod';
import { RealIsoDateSchema, VALIDATION_MESSAGES } from '../common';
import { id } from './fields';

// Roles, limits, shared pieces

/**
 * `admin`: everything (staff management, quarantine decisions, starting a sync, "contact me" details);
 * `staff`: the help inbox, feedback without contact details, usage, the data view and the county report;
 * `partner`: an account of a partner organisation (docs/decisions/0107-partner-role.md): the referrals sent to
 * its organisation and clinic days, nothing else of the console.
 */
export const STAFF_ROLES = ['admin', 'staff', 'partner'] as const;
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
