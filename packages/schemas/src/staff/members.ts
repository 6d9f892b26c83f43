import { z } from 'zod';
import { LanguageSchema, VALIDATION_MESSAGES } from '../common';
import { EmailAddressSchema } from '../email';
import { STAFF_LIMITS, StaffRoleSchema } from './common';
import { count, id, instant } from './fields';

// Staff management (admin)

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
    /** Passkeys registered as a second factor. */
    passkeys: count.optional(),
    createdAt: instant,
    lastSignInAt: instant.nullable(),
    /** The organisation of a `partner` account (its referrals only); null for staff and admins. */
    partnerId: z.string().nullable(),
    /**
     * New sign-ins to the account wait until then after wrong tries (a lock when `status` is `locked`); it
     * ends by itself, or an admin lifts it (`unlock`). Sessions already open are not touched.
     */
    signInWaitUntil: instant.nullable().optional(),
    language: LanguageSchema.optional(),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** 200 of `GET /api/staff/staff` (admin). */
export const StaffListResponseSchema = z.object({ staff: z.array(StaffMemberSchema) }).meta({ id: 'StaffList' });
export type StaffListResponse = z.infer<typeof StaffListResponseSchema>;

/** Body of `POST /api/staff/staff` (admin). */
export const StaffAddSchema = z
  .strictObject({
    email: EmailAddressSchema,
    role: StaffRoleSchema,
    /** The partner organisation of a `partner` account: required for that role, refused for the others. */
    partnerId: z.string().min(1).max(64).optional(),
  })
  .refine((v) => (v.role === 'partner') === (v.partnerId !== undefined), {
    path: ['partnerId'],
    message: VALIDATION_MESSAGES.required,
  })
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

/**
 * What an admin can do to a member: `POST /api/staff/staff/:id/<action>`; 200 `StaffMember`. `unlock` lifts the
 * account's sign-in waits; `end-sessions` signs the member out everywhere (and forgets their devices).
 */
export const STAFF_ACTIONS = ['disable', 'enable', 'unlock', 'reset-2fa', 'end-sessions'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];
export const StaffActionParamsSchema = z.strictObject({ id, action: z.enum(STAFF_ACTIONS) });

/** Body of `PUT /api/staff/staff/:id/role` (admin; audited with the role before and after). */
export const StaffRoleChangeSchema = z.strictObject({ role: StaffRoleSchema }).meta({ id: 'StaffRoleChange' });
export type StaffRoleChange = z.infer<typeof StaffRoleChangeSchema>;
