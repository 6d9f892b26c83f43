import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../common';
import { EmailAddressSchema } from '../email';
import { STAFF_LIMITS, StaffRoleSchema } from './common';
import { count, id } from './fields';

// Sign-in (password, then TOTP; enrolment on the first sign-in), CSRF, me, sign-out

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
