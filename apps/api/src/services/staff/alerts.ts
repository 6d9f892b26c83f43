import type { Db } from '../../db';
import type { RenderedEmail } from '../../mail/templates';
import { enqueueMail } from '../../outbox/enqueue';

/**
 * Queues `mail` (kind `kind`, in English) to every active admin, once per `period` of the `app_meta` marker
 * `key`: the marker is claimed first, so of two instances (or two requests) one inserts or updates it and the
 * other finds it taken. Call it inside the transaction that writes what the alert is about. Returns how many
 * emails it queued (0 when this period was already announced).
 */
export async function alertAdminsOnce(
  trx: Db,
  marker: { key: string; period: string },
  kind: string,
  mail: RenderedEmail,
): Promise<number> {
  const { key, period } = marker;
  const claimed = await trx
    .insertInto('app_meta')
    .values({ key, value: period })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: period }).where('app_meta.value', '!=', period))
    .returning('key')
    .executeTakeFirst();
  if (!claimed) return 0;
  const admins = await trx
    .selectFrom('staff_users')
    .select('email')
    .where('role', '=', 'admin')
    .where('disabled_at', 'is', null)
    .execute();
  for (const a of admins) await enqueueMail(trx, { ...mail, kind, language: 'en', to: a.email });
  return admins.length;
}
