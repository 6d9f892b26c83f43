import { z } from 'zod';
import { RealIsoDateSchema, VALIDATION_MESSAGES } from '../common';
import { count, instant } from './fields';

// Audit log (admin, read-only)

export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  /** A try refused unchecked while its key waited (docs/decisions/0090). */
  'sign_in_refused',
  'sign_out',
  'password_changed',
  'account_locked',
  'staff_added',
  'staff_changed',
  'role_changed',
  'language_changed',
  'passkey_added',
  'passkey_removed',
  'help_viewed',
  /** The inbox list (names and first lines) was shown; repeats of one filter within the hour are folded. */
  'help_listed',
  'help_updated',
  'help_replied',
  'feedback_contacts_viewed',
  'feedback_exported',
  'county_report_exported',
  'county_report_started',
  'usage_exported',
  'requests_exported',
  'import_decided',
  'sync_started',
  'outcomes_exported',
  'court_notes_changed',
  'clinic_uploaded',
  'clinic_downloaded',
  'referral_viewed',
  'referral_updated',
  'partner_added',
  'partner_changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Entries per page of `GET /api/staff/audit`. */
export const AUDIT_PAGE_SIZE = 50;

export const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    at: instant,
    /** The staff member who acted (null for a try naming no account). */
    actor: z.string().nullable(),
    action: z.enum(AUDIT_ACTIONS),
    /** What it was about: `help:<id>`, `staff:<id>`, `import:<id>`, `feedback:<from>..<to>`, ... */
    subject: z.string().nullable(),
    /** How many times it happened: repeated failures within the hour are one entry (first `at`, last `lastAt`). */
    count,
    lastAt: instant.nullable(),
    /** What a change changed (a role, a status, an assignee), before and after. */
    before: z.unknown().optional(),
    after: z.unknown().optional(),
    /** The client's address as a keyed hash (the same address, the same hash; the address is not kept). */
    client: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** Query of `GET /api/staff/audit`: a page (from 1), who (`anonymous`, or an email), what, when, which client. */
export const AuditListQuerySchema = z
  .strictObject({
    page: z.coerce.number().int().min(1).max(100_000).optional(),
    actor: z.string().trim().min(1).max(254).optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    from: RealIsoDateSchema.optional(),
    to: RealIsoDateSchema.optional(),
    client: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16}$/)
      .optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: VALIDATION_MESSAGES.invalidDate, path: ['to'] });
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;

/** 200 of `GET /api/staff/audit` (admin): a page of entries, newest first, and how many match in all. */
export const AuditListResponseSchema = z
  .object({
    entries: z.array(AuditEntrySchema),
    total: count,
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  })
  .meta({ id: 'AuditList' });
export type AuditListResponse = z.infer<typeof AuditListResponseSchema>;
