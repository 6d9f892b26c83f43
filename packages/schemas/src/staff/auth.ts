import { z } from 'zod';
import { LanguageSchema, VALIDATION_MESSAGES } from '../common';
import { EmailAddressSchema } from '../email';
import { STAFF_LIMITS, StaffRoleSchema } from './common';
import { count, id, instant } from './fields';

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
 * enrolled authenticator, or a passkey when `passkey` is true (the member registered one); `enrol` (first sign-in, or after an admin reset the second factor) gives the
 * `otpauth://` URI to scan (and its secret to type in) and asks for a first code to confirm it.
 */
export const StaffPasswordStepResponseSchema = z
  .discriminatedUnion('next', [
    z.object({ next: z.literal('totp'), passkey: z.boolean().optional() }),
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
    /** The language the member chose for the console and their emails. */
    language: LanguageSchema.optional(),
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

/** Body of `PUT /api/staff/me/language`: the console's and the member's emails' language. */
export const StaffLanguageSchema = z.strictObject({ language: LanguageSchema }).meta({ id: 'StaffLanguage' });
export type StaffLanguageBody = z.infer<typeof StaffLanguageSchema>;

// Passkeys (WebAuthn), a second factor beside TOTP (docs/decisions/0092-staff-passkeys.md)

const base64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/);

/** A registered passkey as the member sees it (no key material). */
export const StaffPasskeySchema = z
  .object({ id: z.string(), name: z.string(), createdAt: instant, lastUsedAt: instant.nullable() })
  .meta({ id: 'StaffPasskey' });
export type StaffPasskey = z.infer<typeof StaffPasskeySchema>;

/** 200 of `GET /api/staff/passkeys` and of adding or removing one: the member's passkeys. */
export const StaffPasskeyListSchema = z
  .object({
    passkeys: z.array(StaffPasskeySchema),
    /** False when the site's PUBLIC_URL names an IP address: WebAuthn needs a host name. */
    available: z.boolean(),
  })
  .meta({ id: 'StaffPasskeyList' });
export type StaffPasskeyList = z.infer<typeof StaffPasskeyListSchema>;

/** WebAuthn options for the browser (`PublicKeyCredentialCreationOptionsJSON` or `…RequestOptionsJSON`). */
export const WebAuthnOptionsSchema = z
  .object({ challenge: base64url })
  .catchall(z.unknown())
  .meta({ id: 'WebAuthnOptions' });
export type WebAuthnOptions = z.infer<typeof WebAuthnOptionsSchema>;

const credentialCommon = {
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

/** Body of `POST /api/staff/passkeys`: a name for it and the authenticator's answer (`RegistrationResponseJSON`). */
export const PasskeyRegistrationSchema = z
  .strictObject({
    name: z
      .string({ error: VALIDATION_MESSAGES.required })
      .trim()
      .min(1, { error: VALIDATION_MESSAGES.required })
      .max(60, { error: VALIDATION_MESSAGES.tooLong }),
    credential: z.object({
      ...credentialCommon,
      response: z.object({
        clientDataJSON: base64url.min(1),
        attestationObject: base64url.min(1),
        transports: z.array(z.string().max(32)).max(10).optional(),
      }),
    }),
  })
  .meta({ id: 'PasskeyRegistration' });
export type PasskeyRegistration = z.infer<typeof PasskeyRegistrationSchema>;

/** Body of `POST /api/staff/auth/passkey`: the authenticator's answer (`AuthenticationResponseJSON`). */
export const PasskeyAssertionSchema = z
  .strictObject({
    credential: z.object({
      ...credentialCommon,
      response: z.object({
        clientDataJSON: base64url.min(1),
        authenticatorData: base64url.min(1),
        signature: base64url.min(1),
        userHandle: base64url.optional(),
      }),
    }),
  })
  .meta({ id: 'PasskeyAssertion' });
export type PasskeyAssertion = z.infer<typeof PasskeyAssertionSchema>;
