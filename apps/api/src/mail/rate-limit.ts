import { createHmac } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window ends. */
  retryAfter: number;
  count: number;
}

/**
 * A fixed-window counter kept in the database, so the limit holds across every instance behind the load
 * balancer. The key stored is an HMAC of the client address, never the address itself.
 */
export class DbRateLimiter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly secret: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  keyFor(scope: string, client: string): string {
    return `${scope}:${createHmac('sha256', this.secret).update(client).digest('base64url').slice(0, 32)}`;
  }

  /** Counts one hit for `client` in `scope` and says whether it is within `max` per `windowSeconds`. */
  async hit(scope: string, client: string, max: number, windowSeconds: number): Promise<RateLimitResult> {
    const now = Math.floor(this.clock().getTime() / 1000);
    const windowStart = now - (now % windowSeconds);
    const row = await this.db
      .insertInto('rate_limit_counters')
      .values({ key: this.keyFor(scope, client), window_start: windowStart, count: 1 })
      .onConflict((oc) =>
        oc.columns(['key', 'window_start']).doUpdateSet({ count: sql<number>`rate_limit_counters.count + 1` }),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    const count = Number(row.count);
    return { allowed: count <= max, retryAfter: windowStart + windowSeconds - now, count };
  }
}
