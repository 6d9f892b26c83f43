import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Selectable, Updateable } from 'kysely';
import { LIMITS } from '@cyr/schemas';
import type { Db } from '../db';
import type { SessionsTable } from '../db/schema';

/**
 * Anonymous sessions (docs/decisions/0002-sessions.md): a row in `sessions` holds everything; the
 * HS256-signed token carries only the session id (`sid`) and its expiry. Sliding expiry: every successful
 * authenticated call moves the expiry to now + 60 minutes and hands back a fresh token.
 */
export type SessionRow = Selectable<SessionsTable>;

export interface SessionToken {
  token: string;
  tokenExpirationTime: number;
}

export const SESSION_SECONDS = LIMITS.sessionMinutes * 60;
const ISSUER = 'cyr-harris';
const BEARER_RE = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const JWT_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export class SessionService {
  private readonly key: Buffer;

  constructor(
    private readonly db: Db,
    secret: string,
    private readonly clock: () => Date,
  ) {
    this.key = Buffer.from(secret, 'utf8');
  }

  private nowSeconds(): number {
    return Math.floor(this.clock().getTime() / 1000);
  }

  /** HMAC-SHA256 over `header.payload` (node:crypto: WebCrypto's HMAC, which jose uses, was the top CPU cost of a lookup). */
  private mac(signingInput: string): Buffer {
    return createHmac('sha256', this.key).update(signingInput).digest();
  }

  private async sign(id: string, exp: number): Promise<SessionToken> {
    // Same compact JWS as jose's SignJWT({ sid }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuer().setIssuedAt().setExpirationTime()
    const payload = Buffer.from(JSON.stringify({ sid: id, iss: ISSUER, iat: this.nowSeconds(), exp })).toString(
      'base64url',
    );
    const input = `${JWT_HEADER}.${payload}`;
    return { token: `${input}.${this.mac(input).toString('base64url')}`, tokenExpirationTime: exp };
  }

  /** Starts a session with the pre-check answers. */
  async create(preCheck: Record<string, boolean>, language: 'en' | 'es'): Promise<SessionToken> {
    const id = randomUUID();
    const now = this.nowSeconds();
    const exp = now + SESSION_SECONDS;
    await this.db
      .insertInto('sessions')
      .values({
        id,
        last_seen_at: now,
        expires_at: exp,
        language,
        pre_check: JSON.stringify(preCheck),
      })
      .execute();
    return this.sign(id, exp);
  }

  /** Ends (deletes) a session and everything it holds. */
  async end(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
  }

  /**
   * The session id named by an `Authorization` header value, when the token is well formed, signed by us
   * with HS256 (no `alg: none`, no other algorithm), and not expired. Does not read the database.
   */
  async verifyHeader(header: string | undefined): Promise<string | null> {
    if (typeof header !== 'string' || header.length > 2048) return null;
    const m = BEARER_RE.exec(header.trim());
    if (!m?.[1]) return null;
    const [h, p, sig] = m[1].split('.') as [string, string, string];
    try {
      const jws: unknown = JSON.parse(Buffer.from(h, 'base64url').toString('utf8'));
      // HS256 only (no `alg: none`, no other algorithm); no extensions we do not understand.
      if (!isObject(jws) || jws.alg !== 'HS256' || 'crit' in jws || 'b64' in jws) return null;
      const expected = this.mac(`${h}.${p}`);
      const given = Buffer.from(sig, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const payload: unknown = JSON.parse(Buffer.from(p, 'base64url').toString('utf8'));
      if (!isObject(payload) || payload.iss !== ISSUER) return null;
      const now = this.nowSeconds();
      const { exp, nbf, iat, sid } = payload;
      if (typeof exp !== 'number' || !Number.isFinite(exp) || exp <= now) return null;
      if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return null;
      if (iat !== undefined && typeof iat !== 'number') return null;
      return typeof sid === 'string' && UUID_RE.test(sid) ? sid : null;
    } catch {
      return null;
    }
  }

  /** The live session named by an `Authorization` header, or null (missing, malformed, tampered, expired, purged). */
  async authenticate(header: string | undefined): Promise<SessionRow | null> {
    const id = await this.verifyHeader(header);
    if (!id) return null;
    const row = await this.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', id)
      .where('expires_at', '>', this.nowSeconds())
      .executeTakeFirst();
    return row ?? null;
  }

  /** Slides the session's expiry to now + 60 minutes and returns a fresh token. */
  async touch(id: string): Promise<SessionToken> {
    const now = this.nowSeconds();
    const exp = now + SESSION_SECONDS;
    await this.db.updateTable('sessions').set({ last_seen_at: now, expires_at: exp }).where('id', '=', id).execute();
    return this.sign(id, exp);
  }

  /**
   * `touch` folded into an update the caller makes anyway: one UPDATE writes `changes` and slides the
   * expiry; returns the fresh token (saves a round trip on the hot calls).
   */
  async touchWith(id: string, changes: Updateable<SessionsTable>): Promise<SessionToken> {
    const now = this.nowSeconds();
    const exp = now + SESSION_SECONDS;
    await this.db
      .updateTable('sessions')
      .set({ ...changes, last_seen_at: now, expires_at: exp })
      .where('id', '=', id)
      .execute();
    return this.sign(id, exp);
  }

  /** Deletes every expired session; returns how many. */
  async purgeExpired(): Promise<number> {
    const res = await this.db.deleteFrom('sessions').where('expires_at', '<=', this.nowSeconds()).executeTakeFirst();
    return Number(res.numDeletedRows);
  }
}

/** How often expired sessions (and everything they hold) are deleted. */
export const SESSION_PURGE_EVERY_MS = 5 * 60 * 1000;

/**
 * Purges expired sessions now and then every `intervalMs` (an unref'd timer: it never keeps the process
 * alive); returns a stop function. A purge that cannot reach the database logs one line and waits for the
 * next turn. Plain deletes: every instance may run it at once.
 */
export function startSessionPurges(
  sessions: Pick<SessionService, 'purgeExpired'>,
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void },
  intervalMs = SESSION_PURGE_EVERY_MS,
): () => void {
  const run = () => {
    sessions.purgeExpired().then(
      (n) => {
        if (n > 0) log.info({ purged: n }, 'expired sessions purged');
      },
      () => log.warn({}, 'session purge could not reach the database; will retry'),
    );
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
