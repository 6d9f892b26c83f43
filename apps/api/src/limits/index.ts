/**
 * Every rate limit of the API, in one place (docs/decisions/0025-rate-limits-in-the-database.md):
 * - `DbRateLimiter` (counter.ts): the counter in `rate_limit_counters`, keys HMAC'd, shared by every instance;
 * - `registerRateLimits` (routes.ts): `@fastify/rate-limit`'s route option `config: { rateLimit }` over it;
 * - `clientKeyFor` (client.ts): who a per-client limit counts (IPv6 by network prefix);
 * - `enforceSearchedNameLimit` (searched-name.ts): lookups per searched name and birth year, across clients;
 * - `PDF_ROUTE_LIMIT`, `enforcePdfLimit` (pdf.ts): one count per client for every PDF route;
 * - `enforceEmailLimit`, `recipientKey`, `recipientAllows`, `emailLimitFor` (email.ts): emails per client and per
 *   inbox an hour (every message sent on a visitor's request counts against its inbox), the per-client limit
 *   higher on a trusted network (TRUSTED_NETWORKS: a clinic, a library); counts across all clients
 *   (`ALL_CLIENTS`: the hotline's inbox, feedback);
 * - `enforceTextRecipientLimit`, `textRecipientAllows` (texts.ts): texts per number an hour (a text counts per
 *   client with the emails).
 */
export { DbRateLimiter, secondsUntilAllowed, type RateLimitResult } from './counter';
export { clientAddressKey, clientKeyFor } from './client';
export { dbRateLimitStore, registerRateLimits } from './routes';
export { enforcePdfLimit, PDF_LIMIT_GROUP, PDF_PER_MINUTE, PDF_ROUTE_LIMIT } from './pdf';
export { enforceSearchedNameLimit, LOOKUP_NAME_WINDOW_SECONDS, searchedNameKeys } from './searched-name';
export {
  ALL_CLIENTS,
  EMAIL_RATE_WINDOW_SECONDS,
  emailLimitFor,
  enforceEmailLimit,
  RECIPIENT_SCOPE,
  recipientAllows,
  recipientKey,
  SURVEY_RATE_LIMIT,
} from './email';
export { enforceTextRecipientLimit, TEXT_RECIPIENT_SCOPE, textRecipientAllows } from './texts';
