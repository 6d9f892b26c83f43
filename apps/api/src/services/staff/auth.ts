import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { Language } from '@cyr/i18n';
import type { StaffMe, StaffPasswordStepResponse } from '@cyr/schemas';
import type { ApiError } from '../../http/errors';
import { apiError } from '../../http/errors';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import {
  acceptTotp,
  beginEnrolment,
  findStaffById,
  roleOf,
  setLanguage,
  setPassword,
  type StaffUserRow,
} from './accounts';
import type { AuditWho, StaffAudit } from './audit';
import type { StaffPasskeys } from './passkeys';
import type { PendingSignIn, SecondFactor, StaffPrincipal, StaffSessions } from './sessions';
import type { SignInPolicy } from './sign-in-policy';

/**
 * Staff sign-in (docs/decisions/0070-staff-authentication.md, 0090-staff-sign-in-policy.md,
 * 0092-staff-passkeys.md): the password step, then the second factor (a TOTP code, its enrolment, or a
 * passkey). Who may try, and when, is the sign-in policy: a try while its key waits is 429 `sign_in_wait` with
 * `Retry-After`, refused before anything is checked. Every failure, refusal, lock, sign-in, sign-out and password
 * change is written to the audit log with the client's address hashed. A wrong password is 401
 * `sign_in_failed`, a disabled account 423 `account_locked` (only when the password was right), a wrong code or
 * passkey 401 `totp_invalid`.
 */

/** 429 `sign_in_wait` with the seconds until the next try is taken. */
function waitError(retryAfter: number): ApiError {
  const err = apiError(429, 'sign_in_wait');
  err.retryAfter = retryAfter;
  return err;
}

/** What a completed sign-in answers: the session's token, the member, and a device cookie for a new browser. */
export interface SignedIn {
  sessionToken: string;
  me: StaffMe;
  device: { token: string; maxAge: number } | null;
}

export class StaffAuth {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly sessions: StaffSessions,
    private readonly audit: StaffAudit,
    private readonly policy: SignInPolicy,
    private readonly passkeys: StaffPasskeys,
  ) {}

  /**
   * Step 1: email and password, from `client` (its address) with the browser's device cookie if it has one.
   * Answers the pending sign-in's token (for its cookie) and what comes next.
   */
  async password(input: {
    email: string;
    password: string;
    client: string;
    deviceToken: string | undefined;
  }): Promise<{ pendingToken: string; next: StaffPasswordStepResponse }> {
    const attempt = await this.policy.password(input);
    if (!attempt.ok) {
      const who: AuditWho = {
        id: attempt.reason === 'wait' ? null : (attempt.user?.id ?? null),
        email: attempt.reason === 'wait' ? null : (attempt.user?.email ?? null),
        client: input.client,
      };
      if (attempt.reason === 'wait') {
        await this.audit.record(who, 'sign_in_refused', null);
        throw waitError(attempt.retryAfter);
      }
      if (attempt.reason === 'disabled') {
        await this.audit.record(who, 'account_locked', 'disabled');
        throw apiError(423, 'account_locked');
      }
      await this.audit.record(who, 'sign_in_failed', null);
      if (attempt.lockedNow) await this.audit.record(who, 'account_locked', 'password');
      throw apiError(401, 'sign_in_failed');
    }
    const { user, deviceHash } = attempt;
    const pendingToken = await this.sessions.startPending(user.id, deviceHash);
    if (user.totp_secret === null)
      return { pendingToken, next: { next: 'enrol', ...(await beginEnrolment(this.db, user)) } };
    return { pendingToken, next: { next: 'totp', passkey: await this.passkeys.has(user.id) } };
  }

  /** The pending sign-in and its account, or 401/423; then the second factor's try, counted first (or 429). */
  private async secondFactorStart(pendingToken: string | undefined, client: string) {
    const pending = await this.sessions.pending(pendingToken);
    if (!pending) throw apiError(401, 'staff_unauthenticated');
    const user = await findStaffById(this.db, pending.staffId);
    if (!user || user.disabled_at) throw apiError(423, 'account_locked');
    const who: AuditWho = { id: user.id, email: user.email, client };
    const claim = await this.policy.claimSecondFactor(user.id, pending.deviceHash);
    if (!claim.ok) {
      await this.audit.record(who, 'sign_in_refused', 'second_factor');
      throw waitError(claim.retryAfter);
    }
    return { pending, user, who };
  }

  /** A second factor that did not verify: counted against the pending sign-in, audited, maybe a lock. */
  private async secondFactorFailed(pending: PendingSignIn, user: StaffUserRow, who: AuditWho, kind: SecondFactor) {
    await this.sessions.failPending(pending);
    await this.audit.record(who, 'sign_in_failed', kind);
    if (await this.policy.secondFactorFailed(user, pending.deviceHash))
      await this.audit.record(who, 'account_locked', 'second_factor');
    return apiError(401, 'totp_invalid');
  }

  /** The second factor passed: the session starts, the device is remembered, the sign-in is audited. */
  private async signedIn(
    pending: PendingSignIn,
    user: StaffUserRow,
    who: AuditWho,
    kind: SecondFactor,
  ): Promise<SignedIn> {
    await this.policy.secondFactorPassed(user.id, pending.deviceHash);
    const s = await this.sessions.activate(pending, kind);
    const device = await this.policy.rememberDevice(user.id, pending.deviceHash);
    await this.audit.record(who, 'sign_in', kind);
    return {
      sessionToken: s.token,
      device,
      me: {
        id: user.id,
        email: user.email,
        role: roleOf(user.role),
        idleExpiresAt: s.idle,
        absoluteExpiresAt: s.absolute,
        mustChangePassword: user.must_change_password,
        language: user.language === 'es' ? 'es' : 'en',
      },
    };
  }

  /** Step 2: the authenticator code of the pending sign-in `pendingToken` names (or its enrolment's first code). */
  async secondFactor(pendingToken: string | undefined, code: string, client: string): Promise<SignedIn> {
    const { pending, user, who } = await this.secondFactorStart(pendingToken, client);
    if (!(await acceptTotp(this.db, user, code, this.clock())))
      throw await this.secondFactorFailed(pending, user, who, 'totp');
    return this.signedIn(pending, user, who, 'totp');
  }

  /** Step 2 with a passkey, first: the options naming the member's passkeys (the challenge kept on the sign-in). */
  async passkeyOptions(pendingToken: string | undefined): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const pending = await this.sessions.pending(pendingToken);
    if (!pending) throw apiError(401, 'staff_unauthenticated');
    const options = await this.passkeys.authenticationOptions(pending.staffId);
    if (!options) throw apiError(404, 'not_found');
    await this.sessions.setChallenge(pending.tokenHash, options.challenge);
    return options;
  }

  /** Step 2 with a passkey: the authenticator's answer to the kept challenge. */
  async passkey(
    pendingToken: string | undefined,
    credential: AuthenticationResponseJSON,
    client: string,
  ): Promise<SignedIn> {
    const { pending, user, who } = await this.secondFactorStart(pendingToken, client);
    const challenge = await this.sessions.takeChallenge(pending.tokenHash);
    const ok = challenge !== null && (await this.passkeys.authenticate(user.id, challenge, credential, this.clock()));
    if (!ok) throw await this.secondFactorFailed(pending, user, who, 'passkey');
    return this.signedIn(pending, user, who, 'passkey');
  }

  /** The signed-in member as `GET /api/staff/me` shows them. */
  me(p: StaffPrincipal): StaffMe {
    return {
      id: p.id,
      email: p.email,
      role: p.role,
      idleExpiresAt: p.idleExpiresAt,
      absoluteExpiresAt: p.absoluteExpiresAt,
      mustChangePassword: p.mustChangePassword,
      language: p.language,
    };
  }

  async signOut(p: StaffPrincipal): Promise<void> {
    await this.sessions.end(p.tokenHash);
    await this.audit.record(p, 'sign_out', null);
  }

  /**
   * Replaces the password and ends the account's other sessions. The current password is checked as a sign-in
   * is (a wrong one counts, and waits), from this browser's device key.
   */
  async changePassword(
    p: StaffPrincipal,
    input: { currentPassword: string; newPassword: string; deviceToken: string | undefined },
  ): Promise<void> {
    const attempt = await this.policy.password({
      email: p.email,
      password: input.currentPassword,
      client: p.client ?? '',
      deviceToken: input.deviceToken,
    });
    if (!attempt.ok) {
      if (attempt.reason === 'wait') throw waitError(attempt.retryAfter);
      await this.audit.record(p, 'sign_in_failed', 'change-password');
      throw apiError(401, 'sign_in_failed');
    }
    if (input.newPassword === input.currentPassword)
      throw apiError(400, 'validation_error', { newPassword: 'invalid' });
    const ended = await setPassword(this.db, p.id, input.newPassword, false, p.tokenHash);
    await this.audit.record(p, 'password_changed', `staff:${p.id}`, { after: { otherSessionsEnded: ended } });
  }

  /** The language of the console and of the member's emails. */
  async setLanguage(p: StaffPrincipal, language: Language): Promise<StaffMe> {
    await setLanguage(this.db, p.id, language);
    await this.audit.record(p, 'language_changed', `staff:${p.id}`, {
      before: { language: p.language },
      after: { language },
    });
    return { ...this.me(p), language };
  }
}
