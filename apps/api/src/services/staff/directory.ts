import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { StaffPartner, StaffPartnerBodySchema } from '@cyr/schemas';
import type { z } from 'zod';
import type { Db } from '../../db';
import type { PartnersTable } from '../../db/schema';
import { apiError } from '../../http/errors';
import type { Clock } from '../../clock';
import { profileOf } from '../partners';
import type { AuditWho, StaffAudit } from './audit';

/**
 * The partner directory as admins keep it (docs/decisions/0105-partner-directory.md): every entry, hidden ones
 * included; adding one (audited `partner_added`) and changing one (audited `partner_changed`). Showing an entry the
 * county profile left unconfirmed clears its check note: the admin checked it.
 */
type Body = z.output<typeof StaffPartnerBodySchema>;

function entryOf(row: Selectable<PartnersTable>): StaffPartner {
  return {
    id: row.id,
    profile: profileOf(row),
    visible: row.visible,
    checkNote: row.check_note,
    acceptsReferrals: row.accepts_referrals,
    referralEmail: row.referral_email,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export class PartnerDirectory {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly audit: StaffAudit,
  ) {}

  async list(): Promise<StaffPartner[]> {
    const rows = await this.db.selectFrom('partners').selectAll().execute();
    return rows.map(entryOf).sort((a, b) => a.profile.name.en.localeCompare(b.profile.name.en));
  }

  async add(actor: AuditWho, body: Body): Promise<StaffPartner> {
    const row = await this.db
      .insertInto('partners')
      .values({
        id: randomUUID(),
        profile: JSON.stringify(body.profile),
        visible: body.visible,
        accepts_referrals: body.acceptsReferrals,
        referral_email: body.referralEmail || null,
        updated_at: this.clock().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const entry = entryOf(row);
    await this.audit.record(actor, 'partner_added', `partner:${row.id}`, { after: entry });
    return entry;
  }

  async change(actor: AuditWho, id: string, body: Body): Promise<StaffPartner> {
    const before = await this.db.selectFrom('partners').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw apiError(404, 'not_found');
    const row = await this.db
      .updateTable('partners')
      .set((eb) => ({
        profile: JSON.stringify(body.profile),
        visible: body.visible,
        accepts_referrals: body.acceptsReferrals,
        referral_email: body.referralEmail || null,
        check_note: body.visible ? null : eb.ref('check_note'),
        updated_at: this.clock().toISOString(),
      }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw apiError(404, 'not_found');
    const entry = entryOf(row);
    await this.audit.record(actor, 'partner_changed', `partner:${id}`, { before: entryOf(before), after: entry });
    return entry;
  }
}
