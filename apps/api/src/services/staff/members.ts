import type { StaffAction, StaffAddResponse, StaffMember, StaffRole } from '@cyr/schemas';
import type { Db } from '../../db';
import { apiError } from '../../http/errors';
import { addStaff, changeStaff, listStaff, StaffExistsError } from './accounts';
import type { AuditActor, StaffAudit } from './audit';

/** Staff accounts as an admin manages them in the console, each change written to the audit log. */
export class StaffMembers {
  constructor(
    private readonly db: Db,
    private readonly audit: StaffAudit,
  ) {}

  list(): Promise<StaffMember[]> {
    return listStaff(this.db);
  }

  /**
   * Adds an account; answers it with its one-time initial password (409 `staff_exists` for a known email). A
   * `partner` account names an organisation of the directory (400 on `partnerId` when there is none).
   */
  async add(actor: AuditActor, email: string, role: StaffRole, partnerId?: string): Promise<StaffAddResponse> {
    if (role === 'partner') {
      const partner = partnerId
        ? await this.db.selectFrom('partners').select('id').where('id', '=', partnerId).executeTakeFirst()
        : undefined;
      if (!partner) throw apiError(400, 'validation_error', { partnerId: 'invalid' });
    }
    try {
      const { member, password } = await addStaff(this.db, email, role, partnerId ?? null);
      await this.audit.record(actor, 'staff_added', `staff:${member.id}`);
      return { staff: member, initialPassword: password };
    } catch (err) {
      if (err instanceof StaffExistsError) throw apiError(409, 'staff_exists');
      throw err;
    }
  }

  /** Disables, enables, unlocks or resets the second factor of an account; no admin disables themselves. */
  async change(actor: AuditActor & { id: string }, id: string, action: StaffAction): Promise<StaffMember> {
    if (id === actor.id && action === 'disable') throw apiError(403, 'staff_forbidden');
    const member = await changeStaff(this.db, id, action);
    if (!member) throw apiError(404, 'not_found');
    await this.audit.record(actor, 'staff_changed', `staff:${member.id}:${action}`);
    return member;
  }
}
