import { createHmac } from 'node:crypto';
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface RateLimitResult {
  allowed: boolean;
  /**
   * Seconds until a hit would be allowed again: when refused, the real end of the lockout (the earliest
   * whole second at which the sliding estimate, with one more hit, is back within `max`, if nothing else
   * is counted meanwhile); when allowed, the seconds left in the current window.
   */
  retryAfter: number;
  count: number;
}

interface HitRow {
  key?: string;
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

/** The same for several keys at once (distinct), in one statement: one row per key. */
const HIT_MANY_SQL = `WITH hit AS (
  INSERT INTO rate_limit_counters (key, window_start, count) SELECT k, $2, 1 FROM unnest($1::text[]) AS k
  ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_counters.count + 1
  RETURNING key, count
)
SELECT hit.key, hit.count, p.count AS previous, set_config('synchronous_commit', 'off', true) AS commit_mode
FROM hit LEFT JOIN rate_limit_counters p ON p.key = hit.key AND p.window_start = $3`;

/**
 * The sliding estimate a hit at `atMs` would see, if nothing else were counted after the current state
 * (`current` hits in the window starting at `windowStart`, `previous` in the one before).
 */
function estimateAt(
  atMs: number,
  state: { windowStart: number; windowSeconds: number; current: number; previous: number },
): number {
  const { windowStart, windowSeconds: w, current, previous } = state;
  const at = atMs / 1000;
  if (at < windowStart + w) {
    return Math.ceil(current + 1 + previous * Math.max(0, 1 - (at - windowStart) / w));
  }
  if (at < windowStart + 2 * w) {
    return Math.ceil(1 + current * Math.max(0, 1 - (at - windowStart - w) / w));
  }
  return 1;
}

/**
 * Whole seconds from `nowMs` until a hit would be allowed again (at least 1): the lockout's real end, not
 * the end of the current fixed window. The estimate only falls as time passes, and after two windows it is
 * 1, so the search ends within `2 × windowSeconds + 1` steps; it runs only for a refused hit.
 */
export function secondsUntilAllowed(
  nowMs: number,
  max: number,
  state: { windowStart: number; windowSeconds: number; current: number; previous: number },
): number {
  const limit = 2 * state.windowSeconds + 1;
  for (let s = 1; s <= limit; s++) {
    if (estimateAt(nowMs + s * 1000, state) <= max) return s;
  }
  return limit;
}

/**
 * A counter kept in the database, so the limit holds across every instance behind the load balancer. The key
 * stored is an HMAC of the client (or recipient, or searched name), never the value itself.
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
    const windowStart = windowStartOf(nowMs, windowSeconds);
    // One round trip: count this hit, and read the previous window's count (SQL compiled once, not per hit).
    const { rows } = await this.db.executeQuery<HitRow>(
      CompiledQuery.raw(HIT_SQL, [this.keyFor(scope, client), windowStart, windowStart - windowSeconds]),
    );
    return resultOf(rows[0], nowMs, max, windowStart, windowSeconds);
  }

  /**
   * Counts one hit for each of `clients` in `scope` (one statement) and gives the most restrictive result:
   * refused when any of them is over `max`, with the longest wait.
   */
  async hitAll(
    scope: string,
    clients: readonly string[],
    max: number,
    windowSeconds: number,
  ): Promise<RateLimitResult> {
    const keys = [...new Set(clients.map((c) => this.keyFor(scope, c)))];
    if (keys.length === 0) return { allowed: true, retryAfter: windowSeconds, count: 0 };
    const nowMs = this.clock().getTime();
    const windowStart = windowStartOf(nowMs, windowSeconds);
    const { rows } = await this.db.executeQuery<HitRow>(
      CompiledQuery.raw(HIT_MANY_SQL, [keys, windowStart, windowStart - windowSeconds]),
    );
    const results = rows.map((row) => resultOf(row, nowMs, max, windowStart, windowSeconds));
    const refused = results.filter((r) => !r.allowed);
    const pick = refused.length > 0 ? refused : results;
    if (pick.length === 0) return { allowed: true, retryAfter: windowSeconds, count: 0 };
    return pick.reduce((a, b) =>
      b.retryAfter > a.retryAfter || (b.retryAfter === a.retryAfter && b.count > a.count) ? b : a,
    );
  }
}

function windowStartOf(nowMs: number, windowSeconds: number): number {
  const now = Math.floor(nowMs / 1000);
  return now - (now % windowSeconds);
}

function resultOf(
  row: HitRow | undefined,
  nowMs: number,
  max: number,
  windowStart: number,
  windowSeconds: number,
): RateLimitResult {
  const current = Number(row?.count ?? 1);
  const previous = Number(row?.previous ?? 0);
  const elapsed = (nowMs / 1000 - windowStart) / windowSeconds;
  const count = Math.ceil(current + previous * Math.max(0, 1 - elapsed));
  if (count <= max) {
    return { allowed: true, retryAfter: Math.max(1, windowStart + windowSeconds - Math.floor(nowMs / 1000)), count };
  }
  const retryAfter = secondsUntilAllowed(nowMs, max, { windowStart, windowSeconds, current, previous });
  return { allowed: false, retryAfter, count };
}
