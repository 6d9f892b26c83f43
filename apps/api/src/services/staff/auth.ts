import type { StaffMe, StaffPasswordStepResponse } from '@cyr/schemas';
import { apiError } from '../../http/errors';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import { acceptTotp, beginEnrolment, checkPassword, findStaffById, setPassword } from './accounts';
import type { StaffAudit } from './audit';
import type { StaffPrincipal, StaffSessions } from './sessions';

/**
 * Staff sign-in and its policy (docs/decisions/0070-staff-authentication.md): the password step, then the
 * second factor (or its enrolment); every failure, lockout, sign-in, sign-out and password change is written to
 * the audit log. The answers are the contract's errors: a wrong password 401 `sign_in_failed`, a locked or
 * disabled account 423 `account_locked` (only when the password was right), a wrong code 401 `totp_invalid`.
 */
export class StaffAuth {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly sessions: StaffSessions,
    private readonly audit: StaffAudit,
  ) {}

  /** Step 1: email and password. Answers the pending sign-in's token (for its cookie) and what comes next. */
  async password(email: string, password: string): Promise<{ pendingToken: string; next: StaffPasswordStepResponse }> {
    const check = await checkPassword(this.db, email, password);
    if (!check.ok) {
      const who = { id: check.user?.id ?? null, email: check.user?.email ?? null };
      if (check.reason === 'locked') {
        await this.audit.record(who, 'account_locked', null);
        throw apiError(423, 'account_locked');
      }
      await this.audit.record(who, 'sign_in_failed', null);
      if (check.reason === 'wrong' && check.lockedNow) await this.audit.record(who, 'account_locked', null);
      throw apiError(401, 'sign_in_failed');
    }
    const pendingToken = await this.sessions.startPending(check.user.id);
    if (check.user.totp_secret === null)
      return { pendingToken, next: { next: 'enrol', ...(await beginEnrolment(this.db, check.user)) } };
    return { pendingToken, next: { next: 'totp' } };
  }

  /** Step 2: the authenticator code of the pending sign-in `pendingToken` names. Answers the session's token. */
  async secondFactor(pendingToken: string | undefined, code: string): Promise<{ sessionToken: string; me: StaffMe }> {
    const pending = await this.sessions.pending(pendingToken);
    if (!pending) throw apiError(401, 'staff_unauthenticated');
    const user = await findStaffById(this.db, pending.staffId);
    if (!user || user.disabled_at || user.locked_at) throw apiError(423, 'account_locked');
    const who = { id: user.id, email: user.email };
    if (!(await acceptTotp(this.db, user, code, this.clock()))) {
      await this.sessions.failPending(pending);
      await this.audit.record(who, 'sign_in_failed', 'totp');
      throw apiError(401, 'totp_invalid');
    }
    const s = await this.sessions.activate(pending);
    await this.audit.record(who, 'sign_in', null);
    return {
      sessionToken: s.token,
      me: {
        id: user.id,
        email: user.email,
        role: user.role === 'admin' ? 'admin' : 'staff',
        idleExpiresAt: s.idle,
        absoluteExpiresAt: s.absolute,
        mustChangePassword: user.must_change_password,
      },
    };
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
    };
  }

  async signOut(p: StaffPrincipal): Promise<void> {
    await this.sessions.end(p.tokenHash);
    await this.audit.record(p, 'sign_out', null);
  }

  /** Replaces the password; a wrong current one counts towards the lockout like a wrong sign-in. */
  async changePassword(p: StaffPrincipal, currentPassword: string, newPassword: string): Promise<void> {
    const check = await checkPassword(this.db, p.email, currentPassword);
    if (!check.ok) {
      await this.audit.record(p, 'sign_in_failed', 'change-password');
      throw apiError(401, 'sign_in_failed');
    }
    if (newPassword === currentPassword) throw apiError(400, 'validation_error', { newPassword: 'invalid' });
    await setPassword(this.db, p.id, newPassword, false);
    await this.audit.record(p, 'password_changed', `staff:${p.id}`);
  }
}
