import { apiError } from '../http/errors';
import type { DbRateLimiter } from './counter';

/**
 * Every PDF route shares one count per client (`groupId`), since each PDF is seconds of CPU in a worker
 * thread: a person downloads a few packets, a script would download thousands.
 */
export const PDF_PER_MINUTE = 30;
export const PDF_LIMIT_GROUP = 'pdf';

/** The route option of a PDF route: `config: { rateLimit: PDF_ROUTE_LIMIT }`. */
export const PDF_ROUTE_LIMIT = { max: PDF_PER_MINUTE, timeWindow: 60_000, groupId: PDF_LIMIT_GROUP };

/**
 * Counts a PDF for a route that answers JSON too and limits only its PDFs (the case-info route): the same
 * count as PDF_ROUTE_LIMIT (`route:pdf`, what the route store counts a group as), a 429 with the real
 * `Retry-After` when over.
 */
export async function enforcePdfLimit(limiter: DbRateLimiter, client: string): Promise<void> {
  const r = await limiter.hit(`route:${PDF_LIMIT_GROUP}`, client, PDF_PER_MINUTE, 60);
  if (!r.allowed) {
    const err = apiError(429, 'rate_limited');
    err.retryAfter = r.retryAfter;
    throw err;
  }
}
