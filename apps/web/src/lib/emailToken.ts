/**
 * An email token: base64url of at least 128 random bits. The same pattern as `EMAIL_TOKEN_PATTERN` of
 * @cyr/schemas (lib.test.ts checks they agree), kept here so the email pages check a token without loading
 * the schemas and zod before their first paint.
 */
export const EMAIL_TOKEN_RE = /^[A-Za-z0-9_-]{22,128}$/;
