import type { FastifyReply } from 'fastify';
import { resources, translate } from '@cyr/i18n';
import { ApiError } from '../http/errors';
import type { DbRateLimiter } from '../limits';

/** What the authenticated mail routes need of the sessions (SessionService satisfies it). */
export interface SessionAuth {
  /** The live session named by an `Authorization` header value, or null. */
  authenticate(header: string | undefined): Promise<{ id: string; token: string; language?: string } | null>;
  /** Slides the session's expiry (and its token's) and returns the current token. */
  touch(session: { id: string; token: string }): Promise<{ token: string; tokenExpirationTime: number }>;
}

/** An ApiError whose texts come from the i18n `email` namespace. */
export function mailApiError(status: number, code: string, key: string): ApiError {
  return new ApiError(
    status,
    code,
    translate(resources, 'en', `email:${key}`),
    translate(resources, 'es', `email:${key}`),
  );
}

export const EMAIL_RATE_WINDOW_SECONDS = 3600;

/**
 * Counts one email-sending request of this client; a 429 with `Retry-After` and a clear, translated message
 * when it is over `max` per hour.
 */
export async function enforceEmailLimit(
  limiter: DbRateLimiter,
  scope: string,
  client: string,
  max: number,
  reply: FastifyReply,
  messageKey: 'api.rateLimited' | 'api.tooManySubmissions' = 'api.rateLimited',
): Promise<void> {
  const r = await limiter.hit(scope, client, max, EMAIL_RATE_WINDOW_SECONDS);
  if (!r.allowed) {
    reply.header('retry-after', String(Math.max(1, r.retryAfter)));
    throw mailApiError(429, 'rate_limited', messageKey);
  }
}

/**
 * The mailbox an address delivers to, for the per-recipient limit: lower-cased, without a `+tag`, and for
 * Gmail without dots, so `Victim+1@example.org` and `victim@example.org` count as one inbox.
 */
export function recipientKey(email: string): string {
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1).toLowerCase();
  let local = email.slice(0, at).toLowerCase().split('+')[0] ?? '';
  if (domain === 'gmail.com' || domain === 'googlemail.com') local = local.replace(/\./g, '');
  return `${local}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}

/** Surveys a client may send per hour (a shared library computer sends a few; a script sends thousands). */
export const SURVEY_RATE_LIMIT = 30;
