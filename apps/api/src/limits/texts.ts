import type { FastifyReply } from 'fastify';
import { mailApiError } from '../mail/http';
import type { DbRateLimiter } from './counter';
import { EMAIL_RATE_WINDOW_SECONDS } from './email';

/**
 * Texts to one number per hour, whoever asks (TEXT_RECIPIENT_RATE_LIMIT): a stranger's phone cannot be flooded
 * from the site's number, and a text costs money. Counted like the per-inbox email limit, in the shared database
 * counters, keyed by the E.164 number (HMAC'd by the limiter, never stored as is). The per-client count of a text
 * is the same as an email's (`enforceEmailLimit(limiter, 'email', client, …)`): one budget for every message a
 * client asks for.
 */
export const TEXT_RECIPIENT_SCOPE = 'text-to';

/** Counts one text to `number`; a translated 429 with `Retry-After` when it is over `max` this hour. */
export async function enforceTextRecipientLimit(
  limiter: DbRateLimiter,
  number: string,
  max: number,
  reply: FastifyReply,
): Promise<void> {
  const r = await limiter.hit(TEXT_RECIPIENT_SCOPE, number, max, EMAIL_RATE_WINDOW_SECONDS);
  if (!r.allowed) {
    reply.header('retry-after', String(Math.max(1, r.retryAfter)));
    throw mailApiError(429, 'rate_limited', 'api.rateLimited');
  }
}

/** Counts one text to `number` and says whether it is within `max` this hour (for a text that may be left out). */
export async function textRecipientAllows(limiter: DbRateLimiter, number: string, max: number): Promise<boolean> {
  return (await limiter.hit(TEXT_RECIPIENT_SCOPE, number, max, EMAIL_RATE_WINDOW_SECONDS)).allowed;
}
