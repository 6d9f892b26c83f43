import { formatDate, resources, translate, type Language } from '@cyr/i18n';
import {
  CountyReportSchema,
  type CountyReport,
  type CountyReportJobResponse,
  type StaffCountyReport,
} from '@cyr/schemas';
import type { Db } from '../../db';
import { apiError } from '../../http/errors';
import { reportCsv } from '../county-report-format';
import { dataInUse } from '../freshness';
import type { AuditWho, StaffAudit } from './audit';
import { COUNTY_JOB, countyJob, startCountyJob } from './county-job';
import type { CsvFile } from './csv';
import { JobRunningError } from './jobs';

/**
 * The county report for the staff console (docs/api/staff.md "County report"): the newest row of
 * `county_reports` (services/county-report.ts), its CSV (county-report-format.ts `reportCsv`) and a sentence a
 * director can quote, in English and Spanish (i18n `staffReport:summary`).
 */
export function countySummary(r: CountyReport, lang: Language): string {
  const n = (v: number) => new Intl.NumberFormat(lang === 'es' ? 'es-US' : 'en-US').format(v);
  const later = r.people.first.nondisclosure_later + r.people.first.expunction_later;
  return translate(resources, lang, 'staffReport:summary', {
    date: r.dataEndDate ? formatDate(r.dataEndDate, lang) : translate(resources, lang, 'staffReport:noDate'),
    eligibleNow: n(r.people.eligibleNow),
    people: n(r.totals.people),
    later: n(later),
  });
}

export async function latestStaffCountyReport(db: Db): Promise<StaffCountyReport | null> {
  const row = await db
    .selectFrom('county_reports')
    .select(['id', 'created_at', 'report'])
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const report = CountyReportSchema.parse(row.report);
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    report,
    summary: { en: countySummary(report, 'en'), es: countySummary(report, 'es') },
    inUse: await dataInUse(db),
  };
}

/**
 * The newest county report for the console (404 `no_county_report` before the first); its CSV export is audited;
 * an admin starts a new one here and the page follows its progress (county-job.ts).
 */
export class CountyReports {
  constructor(
    private readonly db: Db,
    private readonly audit: StaffAudit,
  ) {}

  job(): Promise<CountyReportJobResponse> {
    return countyJob(this.db).then((job) => ({ job }));
  }

  /** Starts a county report (409 `county_report_running` while one runs, here or on another instance). */
  async run(actor: AuditWho & { id: string }, onDone?: (err?: unknown) => void): Promise<CountyReportJobResponse> {
    try {
      await startCountyJob(this.db, actor.id, onDone);
    } catch (err) {
      if (err instanceof JobRunningError) throw apiError(409, 'county_report_running');
      throw err;
    }
    const job = await countyJob(this.db);
    await this.audit.record(actor, 'county_report_started', `job:${job?.id ?? COUNTY_JOB}`);
    return { job };
  }

  async latest(): Promise<StaffCountyReport> {
    const r = await latestStaffCountyReport(this.db);
    if (!r) throw apiError(404, 'no_county_report');
    return r;
  }

  async exportCsv(actor: AuditWho): Promise<CsvFile> {
    const r = await this.latest();
    await this.audit.record(actor, 'county_report_exported', `county_report:${r.id}`);
    return { fileName: `county-report-${r.report.dataEndDate ?? r.report.asOf}.csv`, csv: reportCsv(r.report) };
  }
}
