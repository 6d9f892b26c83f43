import { z } from 'zod';
import { instant } from './fields';

// Audit log (admin, read-only)

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
  'clinic_uploaded',
  'clinic_downloaded',
  'referral_viewed',
  'referral_updated',
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
