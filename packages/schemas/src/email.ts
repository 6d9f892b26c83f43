import { z } from 'zod';
import { SessionTokenSchema, VALIDATION_MESSAGES } from './common';

/**
 * Email addresses and the three "email this" calls (api-contract "Emails", product-spec §3 "Email payloads").
 */

/** Longest address accepted (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * A deliverable internet address (product-spec §5's something@something.tld, made strict): a dot-atom local
 * part of at most 64 characters, and a host name of letter-digit-hyphen labels ending in a letter TLD. No
 * address literals (`a@[127.0.0.1]`), quoted local parts, comments or spaces.
 */
export const EMAIL_PATTERN =
  /^(?=[^@]{1,64}@)[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** Message key shown for an address that does not match the pattern ("Invalid email address"). */
export const INVALID_EMAIL_MESSAGE = VALIDATION_MESSAGES.invalidEmail;

/** A required email address (trimmed). */
export const EmailAddressSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .min(1, { error: VALIDATION_MESSAGES.required, abort: true })
  .max(EMAIL_MAX_LENGTH, { error: VALIDATION_MESSAGES.tooLong })
  .regex(EMAIL_PATTERN, { error: INVALID_EMAIL_MESSAGE })
  .meta({ format: 'email', example: 'someone@example.com' });

/** Body of `POST /api/application/email/send-{case-results,petitions,know-your-rights}-email`. */
export const SendEmailBodySchema = z
  .strictObject({
    email: EmailAddressSchema,
    /** True when the links in the email should open the Spanish pages (and the email is in Spanish). */
    useSpanishURL: z.boolean({ error: VALIDATION_MESSAGES.required }),
  })
  .meta({ id: 'SendEmailBody' });
export type SendEmailBody = z.infer<typeof SendEmailBodySchema>;

/** The "email this" form (product-spec §5 "Email forms"): the body's address; the language is the page's. */
export const EmailFormSchema = z.object({ email: EmailAddressSchema });
export type EmailForm = z.output<typeof EmailFormSchema>;

/** 200 body of the email calls: `{message: "Email sent to <email>."}` plus the session's current token. */
export const SendEmailResponseSchema = z
  .object({ message: z.string(), ...SessionTokenSchema.shape })
  .meta({ id: 'SendEmailResponse' });
export type SendEmailResponse = z.infer<typeof SendEmailResponseSchema>;

/** The kinds of email the API sends on a person's request. */
export const EMAIL_KINDS = ['case_results', 'petitions', 'know_your_rights'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** Email-link pages that show a snapshot (`GET /api/email-pages/<kind>/<emailToken>`). */
export const EMAIL_PAGE_KINDS = ['results', 'petitions'] as const;
export type EmailPageKind = (typeof EMAIL_PAGE_KINDS)[number];

/** An email token: base64url of at least 128 random bits (the server issues 256 bits, 43 characters). */
export const EMAIL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,128}$/;
export const EmailTokenSchema = z.string().regex(EMAIL_TOKEN_PATTERN);

/** Days an email link keeps working. */
export const EMAIL_TOKEN_DAYS = 30;
