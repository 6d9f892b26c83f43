import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { translatedBody } from '../http/errors';
import type { DbRateLimiter } from './counter';

/**
 * Rate limits for routes, counted in PostgreSQL so that every instance behind the load balancer shares one
 * count (docs/decisions/0025-rate-limits-in-the-database.md).
 *
 * A route asks for a limit with `@fastify/rate-limit`'s route option, and nothing else:
 *
 *     app.post('/my/route', { config: { rateLimit: { max: 20, timeWindow: 60_000 } } }, handler)
 *
 * The count is per client (`clientKey`: the socket's peer, or what `TRUST_PROXY` allows, with IPv6 counted
 * by its /64, see client.ts) and per route (`groupId` shares one count between several routes). A database
 * that does not answer makes the request a retryable 503, never an unlimited pass. `Retry-After` is the real
 * end of the lockout (counter.ts), not the end of the current window.
 */

/** What @fastify/rate-limit passes a store's `child()` for one route. */
interface RouteLimitOptions {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

type IncrCallback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/** A @fastify/rate-limit store class over `rate_limit_counters` (sliding windows, keys HMAC'd). */
export function dbRateLimitStore(limiter: DbRateLimiter) {
  return class DbRateLimitStore {
    private readonly scope: string;

    // @fastify/rate-limit passes the route's merged limit options (with `routeInfo` and `groupId`).
    constructor(routeOptions: object = {}) {
      const options = routeOptions as RouteLimitOptions;
      const method = options.routeInfo?.method;
      this.scope =
        options.groupId ??
        `${Array.isArray(method) ? method.join(',') : (method ?? '')}:${options.routeInfo?.url ?? 'global'}`;
    }

    incr(key: string, cb: IncrCallback, timeWindow: number, max: number): void {
      const windowSeconds = Math.max(1, Math.round(timeWindow / 1000));
      limiter.hit(`route:${this.scope}`, key, max, windowSeconds).then(
        // The plugin sends `Retry-After: ceil(ttl / 1000)` when it refuses: the real wait, in whole seconds.
        (r) => cb(null, { current: r.count, ttl: r.retryAfter * 1000 }),
        (err: unknown) => cb(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(routeOptions: object): DbRateLimitStore {
      return new DbRateLimitStore(routeOptions);
    }
  };
}

/** Registers @fastify/rate-limit (per-route limits only) with the database store and the contract's 429 body. */
export async function registerRateLimits(
  app: FastifyInstance,
  deps: { limiter: DbRateLimiter; clientKey: (req: FastifyRequest) => string },
): Promise<void> {
  const { limiter } = deps;
  await app.register(rateLimit, {
    global: false,
    keyGenerator: deps.clientKey,
    store: dbRateLimitStore(limiter),
    // Thrown, then rendered by the error handler as the contract's translated 429 body.
    errorResponseBuilder: () => {
      const { error } = translatedBody('rate_limited');
      return Object.assign(new Error(error.message), { statusCode: 429 });
    },
  });
}
