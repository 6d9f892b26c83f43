import ipaddr from 'ipaddr.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { mailApiError } from '../mail/http';
import type { DbRateLimiter } from './counter';

/** Every email limit counts per hour. */
export const EMAIL_RATE_WINDOW_SECONDS = 3600;

/** Surveys a client may send per hour (a shared library computer sends a few; a script sends thousands). */
export const SURVEY_RATE_LIMIT = 30;

/**
 * Counts one email-sending request (or form submission) of this client, or of all clients with `ALL_CLIENTS`;
 * a 429 with `Retry-After` and a clear, translated message
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

/** Scope of the per-inbox count: one count for every message the site sends to an address on a visitor's request. */
export const RECIPIENT_SCOPE = 'email-to';

/** The key of a count kept across all clients together (the hotline's inbox, the feedback table). */
export const ALL_CLIENTS = 'all';

/**
 * Counts one message to `email`'s inbox, whoever asks, and says whether it is within `max` this hour. For a
 * message that is refused as a whole when it is over (`enforceEmailLimit(limiter, RECIPIENT_SCOPE, …)` answers
 * 429 instead), this one lets the caller go on without the message (the help form's acknowledgement).
 */
export async function recipientAllows(limiter: DbRateLimiter, email: string, max: number): Promise<boolean> {
  return (await limiter.hit(RECIPIENT_SCOPE, recipientKey(email), max, EMAIL_RATE_WINDOW_SECONDS)).allowed;
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

/** A TRUSTED_NETWORKS entry (config.ts checked it): a CIDR range, or an address as its own range. */
function parseNetwork(entry: string): [ipaddr.IPv4 | ipaddr.IPv6, number] {
  if (ipaddr.isValidCIDR(entry)) {
    const [addr, bits] = ipaddr.parseCIDR(entry);
    // An IPv4 range written as IPv6 (`::ffff:203.0.113.0/120`) is the IPv4 range.
    if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
      return [(addr as ipaddr.IPv6).toIPv4Address(), bits - 96];
    }
    return [addr, bits];
  }
  const addr = ipaddr.process(entry);
  return [addr, addr.kind() === 'ipv4' ? 32 : 128];
}

/**
 * The per-client email limit for a request: `trusted` per hour when the client's address lies in one of the
 * trusted networks (TRUSTED_NETWORKS: a clinic's or a library's public address, where many people share one
 * address), `standard` otherwise. The address is Fastify's `req.ip`, so an `X-Forwarded-For` header counts
 * only when TRUST_PROXY believes the proxy that sent it: a client cannot name a trusted address to raise its
 * own limit. The per-recipient limit is the same for everyone (an inbox is protected whoever asks).
 */
export function emailLimitFor(options: {
  standard: number;
  trusted: number;
  trustedNetworks: readonly string[];
}): (req: Pick<FastifyRequest, 'ip'>) => number {
  const networks = options.trustedNetworks.map(parseNetwork);
  return (req) => {
    if (networks.length === 0 || !ipaddr.isValid(req.ip)) return options.standard;
    const addr = ipaddr.process(req.ip);
    const trusted = networks.some(([range, bits]) => range.kind() === addr.kind() && addr.match(range, bits));
    return trusted ? options.trusted : options.standard;
  };
}
