import type { Language } from '@cyr/i18n';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql, type Selectable, type Updateable } from 'kysely';
import { LIMITS } from '@cyr/schemas';
import type { Db } from '../db';
import type { SessionsTable } from '../db/schema';
import { repeat } from '../repeat';

/**
 * Anonymous sessions (docs/decisions/0045-opaque-session-tokens.md). A row in `sessions` holds everything a
 * visitor told us; a token is 256 random bits that mean nothing by themselves. The database keeps only the
 * token's SHA-256 (`session_tokens`), so a copy of the tables opens no session. Every successful
 * authenticated call slides the session and the token it presented to now + 60 minutes and hands the same
 * token back with that expiry: a call updates two rows and adds none (docs/decisions/0055-limits-that-follow-people.md).
 */
export type SessionRow = Selectable<SessionsTable>;

/** A live session as `authenticate` found it, with the token the request presented. */
export type AuthenticatedSession = SessionRow & { token: string };

/** What a slide needs: the session and the token to keep alive. */
export type TouchableSession = Pick<AuthenticatedSession, 'id' | 'token'>;

export interface SessionToken {
  token: string;
  tokenExpirationTime: number;
}

export const SESSION_SECONDS = LIMITS.sessionMinutes * 60;
/** `Bearer ` and 43 base64url characters (256 bits); anything else is not one of our tokens. */
const BEARER_RE = /^Bearer ([A-Za-z0-9_-]{43})$/;

/** What the database keeps instead of a token. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

/** The token an `Authorization` header value carries, when it is well formed. */
function bearerToken(header: string | undefined): string | null {
  if (typeof header !== 'string' || header.length > 2048) return null;
  return BEARER_RE.exec(header.trim())?.[1] ?? null;
}

export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  private nowSeconds(): number {
    return Math.floor(this.clock().getTime() / 1000);
  }

  /** Starts a session with the pre-check answers; one statement writes the row and its first token. */
  async create(preCheck: Record<string, boolean>, language: Language): Promise<SessionToken> {
    const id = randomUUID();
    const now = this.nowSeconds();
    const exp = now + SESSION_SECONDS;
    const token = randomBytes(32).toString('base64url');
    await this.db
      .with('s', (db) =>
        db
          .insertInto('sessions')
          .values({ id, last_seen_at: now, expires_at: exp, language, pre_check: JSON.stringify(preCheck) })
          .returning('id'),
      )
      .insertInto('session_tokens')
      .columns(['token_hash', 'session_id', 'expires_at'])
      .expression((eb) =>
        eb.selectFrom('s').select([sql.val(hashSessionToken(token)).as('token_hash'), 'id', sql.val(exp).as('exp')]),
      )
      .execute();
    return { token, tokenExpirationTime: exp };
  }

  /** Ends (deletes) a session, its tokens and everything it holds. */
  async end(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
  }

  /** The id of the live session an `Authorization` header value names, or null. */
  async sessionIdOf(header: string | undefined): Promise<string | null> {
    const row = await this.authenticate(header);
    return row?.id ?? null;
  }

  /**
   * The live session named by an `Authorization` header: a well-formed token whose hash is stored, not past
   * its own expiry, of a session not past its expiry. Null for a missing, malformed, unknown, expired or
   * purged token.
   */
  async authenticate(header: string | undefined): Promise<AuthenticatedSession | null> {
    const token = bearerToken(header);
    if (!token) return null;
    const now = this.nowSeconds();
    const row = await this.db
      .selectFrom('session_tokens as t')
      .innerJoin('sessions as s', 's.id', 't.session_id')
      .selectAll('s')
      .where('t.token_hash', '=', hashSessionToken(token))
      .where('t.expires_at', '>', now)
      .where('s.expires_at', '>', now)
      .executeTakeFirst();
    return row ? { ...row, token } : null;
  }

  /** Slides the session and its token to now + 60 minutes; returns the same token with that expiry. */
  touch(session: TouchableSession): Promise<SessionToken> {
    return this.touchWith(session, {});
  }

  /**
   * `touch` folded into an update the caller makes anyway: one statement writes `changes` and slides the
   * session's expiry and its token's (neither when the session has just been ended). No row is added: a
   * session that makes a thousand calls still has the one token it was given.
   */
  async touchWith(session: TouchableSession, changes: Updateable<SessionsTable>): Promise<SessionToken> {
    const now = this.nowSeconds();
    const exp = now + SESSION_SECONDS;
    await this.db
      .with('s', (db) =>
        db
          .updateTable('sessions')
          .set({ ...changes, last_seen_at: now, expires_at: exp })
          .where('id', '=', session.id)
          .returning('id'),
      )
      .updateTable('session_tokens')
      .set({ expires_at: exp })
      .where('token_hash', '=', hashSessionToken(session.token))
      .where('session_id', 'in', (eb) => eb.selectFrom('s').select('id'))
      .execute();
    return { token: session.token, tokenExpirationTime: exp };
  }

  /** Deletes every expired session (with its tokens) and every expired token; returns how many sessions. */
  async purgeExpired(): Promise<number> {
    const now = this.nowSeconds();
    const res = await this.db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
    await this.db.deleteFrom('session_tokens').where('expires_at', '<=', now).execute();
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
  return repeat(
    async () => {
      const n = await sessions.purgeExpired();
      if (n > 0) log.info({ purged: n }, 'expired sessions purged');
    },
    {
      firstAfterMs: 0,
      everyMs: intervalMs,
      onError: () => log.warn({}, 'session purge could not reach the database; will retry'),
    },
  );
}
