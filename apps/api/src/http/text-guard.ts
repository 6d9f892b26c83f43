import type { FastifyInstance } from 'fastify';
import { apiError } from './errors';

/** The field code of text that cannot be stored: a NUL character or half of a UTF-16 surrogate pair. */
export const INVALID_TEXT_CODE = 'invalid_characters';

/** Deeper than any body the contract defines; deeper input is reported at the depth where the walk stops. */
const MAX_DEPTH = 8;

/** A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
// eslint-disable-next-line no-control-regex -- NUL is what this looks for
const BAD_TEXT_RE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `s` holds a NUL or an unpaired surrogate (text PostgreSQL refuses, or that is not Unicode). */
export function isBadText(s: string): boolean {
  return BAD_TEXT_RE.test(s);
}

/**
 * The dotted path (as in the error body's `fields`) of the first string or key in `value` holding a NUL or an
 * unpaired surrogate, or null when there is none.
 */
export function findBadText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return isBadText(value) ? path || '_' : null;
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findBadText(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, v] of Object.entries(value)) {
    // A bad key is named by its place, not by itself (the key cannot be echoed back safely).
    if (isBadText(key)) return path || '_';
    const found = findBadText(v, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Unicode's bidirectional controls (the Bidi_Control property: ALM, LRM, RLM, the embeddings and overrides
 * U+202A–U+202E, the isolates U+2066–U+2069). None belongs in a name, a phone number or a message to this site,
 * and a right-to-left override makes a stored phone number display as another number (ASVS 5.2, "Trojan
 * Source"), so they are removed from every string a client sends before it is validated or stored.
 */
const BIDI_CONTROLS_RE = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** `s` without bidirectional control characters. */
export function stripBidiControls(s: string): string {
  return s.replace(BIDI_CONTROLS_RE, '');
}

/** The strings of `value` (keys too) without bidirectional controls, changed in place; strings are returned. */
export function stripBidiDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return stripBidiControls(value);
  if (typeof value !== 'object' || value === null || depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = stripBidiDeep(value[i], depth + 1);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const [key, v] of Object.entries(record)) {
    const clean = stripBidiControls(key);
    if (clean !== key) Reflect.deleteProperty(record, key);
    record[clean] = stripBidiDeep(v, depth + 1);
  }
  return value;
}

/**
 * Rejects, before validation and before anything reaches the database, a body or query string holding NUL
 * characters or unpaired surrogates: 400 `validation_error` naming the field (`invalid_characters`); then
 * removes bidirectional controls from every string of the body and query.
 * PostgreSQL refuses NUL in text and JSON; an unpaired surrogate is not a character and cannot be encoded as
 * UTF-8 without loss.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const field = findBadText(req.body) ?? findBadText(req.query) ?? findBadText(req.params);
    if (field) throw apiError(400, 'validation_error', { [field]: INVALID_TEXT_CODE });
    req.body = stripBidiDeep(req.body);
    stripBidiDeep(req.query);
  });
}
