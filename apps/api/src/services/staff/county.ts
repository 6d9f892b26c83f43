import { formatDate, resources, translate, type Language } from '@cyr/i18n';
import { CountyReportSchema, type CountyReport, type StaffCountyReport } from '@cyr/schemas';
import type { Db } from '../../db';
import { apiError } from '../../http/errors';
import { reportCsv } from '../county-report-format';
import type { AuditActor, StaffAudit } from './audit';
import type { CsvFile } from './csv';

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
  };
}

/** The newest county report for the console (404 `no_county_report` before the first); its CSV export is audited. */
export class CountyReports {
  constructor(
    private readonly db: Db,
    private readonly audit: StaffAudit,
  ) {}

  async latest(): Promise<StaffCountyReport> {
    const r = await latestStaffCountyReport(this.db);
    if (!r) throw apiError(404, 'no_county_report');
    return r;
  }

  async exportCsv(actor: AuditActor): Promise<CsvFile> {
    const r = await this.latest();
    await this.audit.record(actor, 'county_report_exported', `county_report:${r.id}`);
    return { fileName: `county-report-${r.report.dataEndDate ?? r.report.asOf}.csv`, csv: reportCsv(r.report) };
  }
}
