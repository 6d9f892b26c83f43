import type { FastifyReply } from 'fastify';
import { normalizeQuery, type NameQuery } from '@cyr/harris-data';
import { apiError } from '../http/errors';
import type { DbRateLimiter } from './counter';

/** The window of the per-name lookup limit (LOOKUP_NAME_RATE_LIMIT is per this many seconds). */
export const LOOKUP_NAME_WINDOW_SECONDS = 3600;
const SCOPE = 'lookup-name';

/**
 * What the per-name lookup limit counts: every (first name, last name) pair a search could match, aliases,
 * nicknames and the parts of a double surname included, each with the birth year, normalised as the search compares names (upper case, A–Z only). A
 * record is found only when its first and last names are among the query's, so every lookup that could reach
 * a person counts against that person's name and birth year, from whichever client it comes. Trying every
 * date of a birth year, or hiding the name among aliases, spends the same count. The limiter stores an
 * HMAC of each (DbRateLimiter.keyFor), never the name.
 */
export function searchedNameKeys(query: NameQuery, dob: string): string[] {
  const q = normalizeQuery(query);
  const year = dob.slice(0, 4);
  const keys: string[] = [];
  // The first word of a first name of several words ("Dan Michael") is searched as a first name too.
  const firsts = new Set([...q.firsts, ...(q.firstWords?.firsts ?? [])]);
  for (const first of firsts) for (const last of q.lasts) keys.push(`${first}|${last}|${year}`);
  return keys;
}

/**
 * Counts one lookup against every name it could find (one statement); a translated 429 with the real
 * `Retry-After` when any of them has had `max` lookups in the last hour, whoever asked.
 */
export async function enforceSearchedNameLimit(
  limiter: DbRateLimiter,
  query: NameQuery,
  dob: string,
  max: number,
  reply: FastifyReply,
): Promise<void> {
  const r = await limiter.hitAll(SCOPE, searchedNameKeys(query, dob), max, LOOKUP_NAME_WINDOW_SECONDS);
  if (!r.allowed) {
    reply.header('retry-after', String(r.retryAfter));
    throw apiError(429, 'rate_limited');
  }
}
