import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { VALIDATION_MESSAGES } from './common';

/**
 * Mobile numbers for text messages (docs/decisions/0110-text-messages-through-twilio.md): read and validated by
 * libphonenumber-js (Google's libphonenumber metadata), kept in E.164 (`+17135550123`). The site texts United
 * States numbers only: its people live in Harris County, and a text abroad costs many times as much.
 */

/** Longest number as typed that is read at all (spaces, dashes, brackets and a `+1` included). */
export const TEXT_NUMBER_MAX_LENGTH = 30;

/** The E.164 form of a valid United States number typed in any usual way, or null. */
export function toTextNumber(input: string): string | null {
  const value = input.trim();
  if (value === '' || value.length > TEXT_NUMBER_MAX_LENGTH) return null;
  const parsed = parsePhoneNumberFromString(value, 'US');
  if (!parsed || parsed.country !== 'US' || !parsed.isValid()) return null;
  return parsed.number;
}

/** `+17135550123` → `(713) 555-0123`: how the site shows a number back to the person. */
export function formatTextNumber(e164: string): string {
  return parsePhoneNumberFromString(e164, 'US')?.formatNational() ?? e164;
}

/** A required mobile number, turned into E.164. */
export const TextNumberSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .min(1, { error: VALIDATION_MESSAGES.required, abort: true })
  .max(TEXT_NUMBER_MAX_LENGTH, { error: VALIDATION_MESSAGES.tooLong, abort: true })
  .refine((v) => toTextNumber(v) !== null, { error: VALIDATION_MESSAGES.invalidTextNumber, abort: true })
  .transform((v) => toTextNumber(v) ?? v)
  .meta({ example: '713-555-0123' });

/**
 * The opt-in checkbox shown beside every number field, with its wording (i18n `texts:consent`) before the
 * number is sent: the body carries `textConsent: true`, and nothing else is consent.
 */
export const TextConsentSchema = z.literal(true, { error: VALIDATION_MESSAGES.textConsentRequired });
