import { createHash, randomBytes } from 'node:crypto';

/** A new email token: 256 random bits, base64url (43 characters). */
export function newEmailToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token: a copy of the table opens no email link. */
export function hashEmailToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}
