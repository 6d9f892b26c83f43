import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Language } from '@cyr/i18n';
import { STAFF_LIMITS, type StaffRole } from '@cyr/schemas';
import type { Db } from '../../db';
import { toLanguage } from '../../http/language';
import { hashStaffToken, roleOf } from './accounts';

/**
 * Staff sessions (`staff_sessions`, docs/decisions/0070-staff-authentication.md): a 256-bit random token in an
 * httpOnly, SameSite=Strict cookie, only its SHA-256 stored. `pending` rows are sign-ins between the password and
 * the second factor (10 minutes); `active` rows end 30 minutes after the last call (idle) and 12 hours after
 * sign-in (absolute). Nothing here is shared with visitors' sessions.
 */
export const IDLE_SECONDS = STAFF_LIMITS.idleMinutes * 60;
export const ABSOLUTE_SECONDS = STAFF_LIMITS.absoluteHours * 3600;
export const PENDING_SECONDS = STAFF_LIMITS.pendingMinutes * 60;
/** Wrong second-factor codes that end a pending sign-in (the person starts again with the password). */
export const PENDING_TOTP_TRIES = 5;

const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export interface StaffPrincipal {
  id: string;
  email: string;
  role: StaffRole;
  tokenHash: string;
  idleExpiresAt: number;
  absoluteExpiresAt: number;
  /** Still on the one-time password they were given. */
  mustChangePassword: boolean;
  /** The organisation of a `partner` account (docs/decisions/0107-partner-role.md); null for staff and admins. */
  partnerId: string | null;
  language: Language;
  /** The client's address (limits/client.ts), set by the gate for the audit log. */
  client?: string;
}

/** The second factors a session can pass. */
export type SecondFactor = 'totp' | 'passkey';

export interface PendingSignIn {
  staffId: string;
  tokenHash: string;
  totpFailures: number;
  /** The SHA-256 of this account's device cookie the sign-in came with (sign-in-policy.ts), or null. */
  deviceHash: string | null;
}

const seconds = (clock: () => Date) => Math.floor(clock().getTime() / 1000);

export class StaffSessions {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  private async insert(
    staffId: string,
    stage: 'pending' | 'active',
    extra: { deviceHash?: string | null; secondFactor?: SecondFactor } = {},
  ): Promise<{ token: string; idle: number; absolute: number }> {
    const now = seconds(this.clock);
    const token = randomBytes(32).toString('base64url');
    const idle = now + (stage === 'pending' ? PENDING_SECONDS : IDLE_SECONDS);
    const absolute = now + (stage === 'pending' ? PENDING_SECONDS : ABSOLUTE_SECONDS);
    await this.db
      .insertInto('staff_sessions')
      .values({
        token_hash: hashStaffToken(token),
        staff_id: staffId,
        stage,
        created_at: now,
        idle_expires_at: idle,
        absolute_expires_at: absolute,
        device_hash: extra.deviceHash ?? null,
        second_factor: extra.secondFactor ?? null,
      })
      .execute();
    return { token, idle, absolute };
  }

  /** A sign-in whose password was right; the cookie token of the pending step. */
  async startPending(staffId: string, deviceHash: string | null = null): Promise<string> {
    return (await this.insert(staffId, 'pending', { deviceHash })).token;
  }

  async pending(token: string | undefined): Promise<PendingSignIn | null> {
    if (!token || !TOKEN_RE.test(token)) return null;
    const now = seconds(this.clock);
    const row = await this.db
      .selectFrom('staff_sessions')
      .select(['staff_id', 'token_hash', 'totp_failures', 'device_hash'])
      .where('token_hash', '=', hashStaffToken(token))
      .where('stage', '=', 'pending')
      .where('idle_expires_at', '>', now)
      .executeTakeFirst();
    return row
      ? {
          staffId: row.staff_id,
          tokenHash: row.token_hash,
          totpFailures: row.totp_failures,
          deviceHash: row.device_hash,
        }
      : null;
  }

  /** Keeps a WebAuthn challenge on a session or pending sign-in until its answer comes. */
  async setChallenge(tokenHash: string, challenge: string): Promise<void> {
    await this.db.updateTable('staff_sessions').set({ challenge }).where('token_hash', '=', tokenHash).execute();
  }

  /** The challenge kept on the session, taken once (a second answer to it finds none). */
  async takeChallenge(tokenHash: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('staff_sessions')
      .select('challenge')
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row?.challenge) return null;
    const taken = await this.db
      .updateTable('staff_sessions')
      .set({ challenge: null })
      .where('token_hash', '=', tokenHash)
      .where('challenge', '=', row.challenge)
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1 ? row.challenge : null;
  }

  /** Counts a wrong code on a pending sign-in; ends it at PENDING_TOTP_TRIES. */
  async failPending(p: PendingSignIn): Promise<void> {
    if (p.totpFailures + 1 >= PENDING_TOTP_TRIES) {
      await this.db.deleteFrom('staff_sessions').where('token_hash', '=', p.tokenHash).execute();
      return;
    }
    await this.db
      .updateTable('staff_sessions')
      .set({ totp_failures: sql<number>`totp_failures + 1` })
      .where('token_hash', '=', p.tokenHash)
      .execute();
  }

  /** The second factor passed: the pending row goes, a new active session (a new token) starts. */
  async activate(
    p: PendingSignIn,
    secondFactor: SecondFactor,
  ): Promise<{ token: string; idle: number; absolute: number; tokenHash: string }> {
    await this.db.deleteFrom('staff_sessions').where('token_hash', '=', p.tokenHash).execute();
    const s = await this.insert(p.staffId, 'active', { secondFactor });
    return { ...s, tokenHash: hashStaffToken(s.token) };
  }

  /**
   * The signed-in staff member a cookie token names: an active session within both expiries, of an account
   * that is not disabled. Slides the idle expiry (never past the absolute one). Null otherwise. Wrong sign-in
   * tries by anyone (sign-in-policy.ts) do not touch a session that already passed its second factor.
   */
  async authenticate(token: string | undefined): Promise<StaffPrincipal | null> {
    if (!token || !TOKEN_RE.test(token)) return null;
    const now = seconds(this.clock);
    const tokenHash = hashStaffToken(token);
    const row = await this.db
      .selectFrom('staff_sessions as s')
      .innerJoin('staff_users as u', 'u.id', 's.staff_id')
      .select([
        'u.id',
        'u.email',
        'u.role',
        'u.must_change_password',
        'u.partner_id',
        'u.language',
        's.absolute_expires_at',
      ])
      .where('s.token_hash', '=', tokenHash)
      .where('s.stage', '=', 'active')
      .where('s.idle_expires_at', '>', now)
      .where('s.absolute_expires_at', '>', now)
      .where('u.disabled_at', 'is', null)
      .executeTakeFirst();
    if (!row) return null;
    const absolute = Number(row.absolute_expires_at);
    const idle = Math.min(now + IDLE_SECONDS, absolute);
    await this.db
      .updateTable('staff_sessions')
      .set({ idle_expires_at: idle })
      .where('token_hash', '=', tokenHash)
      .execute();
    return {
      id: row.id,
      email: row.email,
      role: roleOf(row.role),
      tokenHash,
      idleExpiresAt: idle,
      absoluteExpiresAt: absolute,
      mustChangePassword: row.must_change_password,
      partnerId: row.partner_id,
      language: toLanguage(row.language),
    };
  }

  async end(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash).execute();
  }

  /** Deletes every expired session and pending sign-in. */
  async purgeExpired(): Promise<number> {
    const now = seconds(this.clock);
    const res = await this.db
      .deleteFrom('staff_sessions')
      .where((eb) => eb.or([eb('idle_expires_at', '<=', now), eb('absolute_expires_at', '<=', now)]))
      .executeTakeFirst();
    return Number(res.numDeletedRows);
  }
}
