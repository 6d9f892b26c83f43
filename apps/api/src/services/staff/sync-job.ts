import type { Config } from '../../config';
import type { Db } from '../../db';
import { DEFAULT_DATASETS_URL } from '../../sync/hcdc';
import { decideQuarantined, listQuarantined, WriterBusyError } from '../../sync/snapshot';
import { runSync } from '../../sync/sync';
import { JobRunningError } from './jobs';

/**
 * What the console's data page starts and decides (docs/api/staff.md "Data"): a sync (the same work as
 * `npm run sync`; every attempt, failed ones too, is recorded in `imports` by sync/sync.ts) and a person's
 * decision on a quarantined import (sync/snapshot.ts `decideQuarantined`).
 */
export async function runConsoleSync(
  db: Db,
  config: Pick<Config, 'hcdcDatasetsUrl' | 'importLimits'>,
  log: (line: string) => void,
): Promise<{ status: string; message: string | null }> {
  const r = await runSync(db, {
    url: config.hcdcDatasetsUrl ?? DEFAULT_DATASETS_URL,
    limits: config.importLimits,
    lockWaitMs: 0,
    log,
  });
  const problems = r.files.filter((f) => f.outcome !== 'imported' && f.outcome !== 'already_imported');
  return {
    status: r.status,
    message: problems.map((f) => `${f.name}: ${f.outcome}${f.message ? ` (${f.message})` : ''}`).join('; ') || null,
  };
}

export class ImportNotDecidableError extends Error {
  constructor(
    message: string,
    readonly missing: boolean,
  ) {
    super(message);
  }
}

export async function decideImport(
  db: Db,
  id: string,
  decision: 'accept' | 'reject',
): Promise<{ status: string; message: string | null }> {
  const quarantined = await listQuarantined(db);
  const row = quarantined.find((q) => q.id === id);
  if (!row) {
    const exists = await db.selectFrom('imports').select('id').where('id', '=', id).executeTakeFirst();
    throw new ImportNotDecidableError('not a quarantined import', !exists);
  }
  if (decision === 'accept' && !row.acceptable) throw new ImportNotDecidableError('its data was not kept', false);
  try {
    return await decideQuarantined(db, id, decision);
  } catch (err) {
    if (err instanceof WriterBusyError) throw new JobRunningError('the writer is busy');
    throw new ImportNotDecidableError(err instanceof Error ? err.message : String(err), false);
  }
}
