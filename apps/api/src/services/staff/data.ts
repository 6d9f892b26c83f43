import type { Selectable } from 'kysely';
import { formatDate } from '@cyr/i18n';
import {
  STAFF_LIMITS,
  type DataOverview,
  type ImportDetail,
  type ImportRow,
  type QuarantineDecisionResponse,
  type SyncStartResponse,
} from '@cyr/schemas';
import type { Db } from '../../db';
import type { ImportsTable } from '../../db/schema';
import { apiError } from '../../http/errors';
import { renderStaleData } from '../../mail/templates';
import { listQuarantined } from '../../sync/snapshot';
import { type Clock, todayInCounty } from '../../clock';
import { DAY_MS, dataInUse, freshness, lastSuccessfulImport, latestCountyBrief } from '../freshness';
import { alertAdminsOnce } from './alerts';
import type { AuditWho, StaffAudit } from './audit';
import { isSyncRunning, JobRunningError, startJob } from './jobs';
import { decideImport, ImportNotDecidableError } from './sync-job';

/**
 * The data view of the staff console (docs/api/staff.md "Data"): the last import and sync attempts with their
 * reports, the quarantined ones, and whether the data is stale (no successful import finished in the last
 * eight days). A stale period is announced once to the admins by email (through the outbox); the
 * `app_meta` key `staff.stale_notice` remembers which successful import the notice was about.
 */
const STALE_NOTICE_KEY = 'staff.stale_notice';

type ImportsRow = Selectable<ImportsTable>;

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

function toRow(r: ImportsRow, acceptable: ReadonlySet<string>): ImportRow {
  return {
    id: r.id,
    origin: r.origin,
    fileName: r.file_name,
    status: r.status,
    message: r.message,
    startedAt: new Date(r.started_at).toISOString(),
    finishedAt: iso(r.finished_at),
    rows: r.rows,
    cases: r.cases,
    dataDate: r.data_date ?? r.data_end_date,
    decision: r.decision === 'accepted' || r.decision === 'rejected' ? r.decision : null,
    acceptable: acceptable.has(r.id),
  };
}

export async function dataOverview(db: Db, now: Date): Promise<DataOverview> {
  const quarantined = await listQuarantined(db);
  const acceptable = new Set(quarantined.filter((q) => q.acceptable).map((q) => q.id));
  const rows = await db.selectFrom('imports').selectAll().orderBy('started_at', 'desc').limit(50).execute();
  const qRows = await db
    .selectFrom('imports')
    .selectAll()
    .where('status', '=', 'quarantined')
    .orderBy('started_at', 'desc')
    .execute();
  return {
    freshness: await freshness(db, now),
    inUse: await dataInUse(db),
    countyReport: await latestCountyBrief(db),
    imports: rows.map((r) => toRow(r, acceptable)),
    quarantined: qRows.map((r) => toRow(r, acceptable)),
    syncRunning: await isSyncRunning(db),
  };
}

export async function importDetail(db: Db, id: string): Promise<ImportDetail | undefined> {
  const row = await db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const acceptable = new Set((await listQuarantined(db)).filter((q) => q.acceptable).map((q) => q.id));
  return { import: toRow(row, acceptable), report: row.report ?? null, quality: row.quality ?? null };
}

/**
 * When the data is stale and this stale period (since the same last successful import) has not been announced,
 * queues one email to every active admin and remembers it. Returns how many were queued.
 */
export async function notifyStaleOnce(db: Db, now: Date): Promise<number> {
  const f = await freshness(db, now);
  if (!f.stale) return 0;
  const last = await lastSuccessfulImport(db);
  const period = last?.id ?? 'never';
  const days = last ? Math.floor((now.getTime() - new Date(last.at).getTime()) / DAY_MS) : STAFF_LIMITS.staleAfterDays;
  const since = last ? formatDate(todayInCounty(new Date(last.at)), 'en') : null;
  const mail = renderStaleData('en', { days, since });
  return db.transaction().execute((trx) => alertAdminsOnce(trx, { key: STALE_NOTICE_KEY, period }, 'stale_data', mail));
}

/** What a sync job does; by default a real sync of HCDC_DATASETS_URL (sync-job.ts `runConsoleSync`). */
export type SyncJob = (log: (line: string) => void) => Promise<{ status: string; message: string | null }>;

/**
 * The console's data page: freshness, imports and their reports, an admin's decision on a quarantined import
 * and a sync an admin starts (both audited; 409 `sync_running` while one runs).
 */
export class DataDesk {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly audit: StaffAudit,
    private readonly syncJob: SyncJob,
  ) {}

  overview(): Promise<DataOverview> {
    return dataOverview(this.db, this.clock());
  }

  async importDetail(id: string): Promise<ImportDetail> {
    const found = await importDetail(this.db, id);
    if (!found) throw apiError(404, 'not_found');
    return found;
  }

  async decide(actor: AuditWho, id: string, decision: 'accept' | 'reject'): Promise<QuarantineDecisionResponse> {
    try {
      const r = await decideImport(this.db, id, decision);
      await this.audit.record(actor, 'import_decided', `import:${id}:${decision}`);
      return r;
    } catch (err) {
      if (err instanceof ImportNotDecidableError)
        throw apiError(err.missing ? 404 : 409, err.missing ? 'not_found' : 'import_not_decidable');
      if (err instanceof JobRunningError) throw apiError(409, 'sync_running');
      throw err;
    }
  }

  async startSync(actor: AuditWho & { id: string }, log: (line: string) => void): Promise<SyncStartResponse> {
    try {
      const started = await startJob(this.db, 'sync', actor.id, () => this.syncJob(log));
      await this.audit.record(actor, 'sync_started', `job:${started.jobId}`);
      return started;
    } catch (err) {
      if (err instanceof JobRunningError) throw apiError(409, 'sync_running');
      throw err;
    }
  }
}
