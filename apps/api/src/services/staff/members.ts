import type { StaffAction, StaffAddResponse, StaffMember, StaffRole } from '@cyr/schemas';
import type { Db } from '../../db';
import { apiError } from '../../http/errors';
import type { Clock } from '../../clock';
import { addStaff, changeRole, changeStaff, listStaff, memberOf, StaffExistsError } from './accounts';
import type { AuditWho, StaffAudit } from './audit';
import type { SignInPolicy } from './sign-in-policy';

/** The facts of an account an admin's change can alter, as the audit keeps them before and after. */
const facts = (m: StaffMember) => ({
  status: m.status,
  totpEnrolled: m.totpEnrolled,
  passkeys: m.passkeys ?? 0,
  signInWaitUntil: m.signInWaitUntil ?? null,
});

/**
 * Staff accounts as an admin manages them in the console, each change written to the audit log with what it
 * changed: adding one, disabling and enabling, lifting its sign-in waits, resetting its second factor, ending
 * its sessions everywhere, and changing its role (docs/decisions/0090-staff-sign-in-policy.md).
 */
export class StaffMembers {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly audit: StaffAudit,
    private readonly policy: SignInPolicy,
  ) {}

  list(): Promise<StaffMember[]> {
    return listStaff(this.db, (id) => this.policy.lockOf(id));
  }

  /**
   * Adds an account; answers it with its one-time initial password (409 `staff_exists` for a known email). A
   * `partner` account names an organisation of the directory (400 on `partnerId` when there is none).
   */
  async add(actor: AuditWho, email: string, role: StaffRole, partnerId?: string): Promise<StaffAddResponse> {
    if (role === 'partner') {
      const partner = partnerId
        ? await this.db.selectFrom('partners').select('id').where('id', '=', partnerId).executeTakeFirst()
        : undefined;
      if (!partner) throw apiError(400, 'validation_error', { partnerId: 'invalid' });
    }
    try {
      const { member, password } = await addStaff(this.db, email, role, partnerId ?? null);
      await this.audit.record(actor, 'staff_added', `staff:${member.id}`, {
        after: { email: member.email, role, ...(partnerId ? { partnerId } : {}) },
      });
      return { staff: member, initialPassword: password };
    } catch (err) {
      if (err instanceof StaffExistsError) throw apiError(409, 'staff_exists');
      throw err;
    }
  }

  private async member(id: string): Promise<StaffMember> {
    const member = await memberOf(this.db, id, (x) => this.policy.lockOf(x));
    if (!member) throw apiError(404, 'not_found');
    return member;
  }

  /**
   * Disables, enables, unlocks, resets the second factor of, or ends every session of an account; no admin
   * disables themselves.
   */
  async change(actor: AuditWho & { id: string }, id: string, action: StaffAction): Promise<StaffMember> {
    if (id === actor.id && action === 'disable') throw apiError(403, 'staff_forbidden');
    const before = await this.member(id);
    if (action === 'unlock') await this.policy.unlock(id);
    const row = await changeStaff(this.db, id, action, this.clock());
    if (!row) throw apiError(404, 'not_found');
    const after = await this.member(id);
    await this.audit.record(actor, 'staff_changed', `staff:${id}:${action}`, {
      before: facts(before),
      after: facts(after),
    });
    return after;
  }

  /**
   * Changes an account's role (never one's own: another admin does it, so the console keeps an admin). A partner
   * account belongs to its organisation: it is neither made from nor turned into a staff account (400 on `role`);
   * a partner's people are added as partners.
   */
  async setRole(actor: AuditWho & { id: string }, id: string, role: StaffRole): Promise<StaffMember> {
    if (id === actor.id) throw apiError(403, 'staff_forbidden');
    const current = await this.member(id);
    if (role === 'partner' || current.role === 'partner') throw apiError(400, 'validation_error', { role: 'invalid' });
    const changed = await changeRole(this.db, id, role);
    if (!changed) throw apiError(404, 'not_found');
    await this.audit.record(actor, 'role_changed', `staff:${id}`, {
      before: { role: changed.before },
      after: { role },
    });
    return this.member(id);
  }
}
