import { createHmac } from 'node:crypto';
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window ends. */
  retryAfter: number;
  count: number;
}

interface HitRow {
  count: number | string;
  previous: number | string | null;
}

/**
 * Counts a hit in window $2 of key $1 and reads the count of the window before ($3).
 *
 * `set_config('synchronous_commit', 'off', true)` lasts until this statement's own transaction commits, and
 * only that commit skips waiting for the write-ahead log to reach the disk. If PostgreSQL crashed in the next
 * fraction of a second, the last hits would be forgotten: a client would get a few more tries, nothing a
 * person was told was saved is lost. Every other write keeps the server's setting
 * (docs/decisions/0049-prepared-statements.md: it halved the disk flushes of a lookup).
 */
const HIT_SQL = `WITH hit AS (
  INSERT INTO rate_limit_counters (key, window_start, count) VALUES ($1, $2, 1)
  ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_counters.count + 1
  RETURNING count
)
SELECT hit.count, (SELECT p.count FROM rate_limit_counters p WHERE p.key = $1 AND p.window_start = $3) AS previous,
  set_config('synchronous_commit', 'off', true) AS commit_mode
FROM hit`;

/**
 * A counter kept in the database, so the limit holds across every instance behind the load balancer. The key
 * stored is an HMAC of the client (or recipient), never the value itself.
 *
 * Sliding window, estimated from two fixed windows: the count of the current window plus the previous
 * window's count weighted by how much of it still lies within the last `windowSeconds`. Unlike a plain fixed
 * window, a burst across a window boundary cannot get twice the limit. Refused hits count too, so a client
 * that keeps trying stays refused.
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
    const nowMs = this.clock().getTime();
    const now = Math.floor(nowMs / 1000);
    const windowStart = now - (now % windowSeconds);
    const key = this.keyFor(scope, client);
    // One round trip: count this hit, and read the previous window's count (SQL compiled once, not per hit).
    const { rows } = await this.db.executeQuery<HitRow>(
      CompiledQuery.raw(HIT_SQL, [key, windowStart, windowStart - windowSeconds]),
    );
    const row = rows[0];
    const current = Number(row?.count ?? 1);
    const elapsed = (nowMs / 1000 - windowStart) / windowSeconds;
    const count = Math.ceil(current + Number(row?.previous ?? 0) * Math.max(0, 1 - elapsed));
    return { allowed: count <= max, retryAfter: Math.max(1, windowStart + windowSeconds - now), count };
  }
}
