import { addDays, toDay } from '@cyr/rules/dates';
import {
  FUNNEL_STEPS,
  HELP_STATUSES,
  TEXT_OUTCOMES,
  USAGE_OUTCOMES,
  type HelpStatus,
  type StaffDateRangeQuery,
} from '@cyr/schemas';
import type { Db } from '../../db';
import { toLanguage } from '../../http/language';
import { countyDayStart } from './audit';
import { csvLine } from './csv';
import { rangeOf, type DayRange } from './feedback';
import type { AuditWho, StaffAudit } from './audit';
import type { CsvFile } from './csv';
import { type Clock, todayInCounty } from '../../clock';
import { usage } from './usage';

/**
 * The exports a director sends to funders (docs/api/staff.md "Exports"): counts only, never a name, an email,
 * a phone number or a message. Help requests by week (weeks start on Monday, Harris County days), language
 * and status; the checker's usage by day.
 */

const BOM = '\ufeff';
const file = (lines: string[]) => BOM + lines.join('\r\n') + '\r\n';

/** The Monday on or before a `YYYY-MM-DD` day. */
export function weekStart(day: string): string {
  // Day 0 of toDay is 1970-01-01, a Thursday: Monday is 3 days before it.
  const weekday = (((toDay(day) + 3) % 7) + 7) % 7;
  return addDays(day, -weekday);
}

/** `week_start,language,status,requests`: every week of the range, each language and status (0 included). */
export async function requestsCsv(db: Db, range: DayRange): Promise<string> {
  const rows = await db
    .selectFrom('help_requests')
    .select(['created_at', 'language', 'status'])
    .where('created_at', '>=', countyDayStart(range.from).toISOString())
    .where('created_at', '<', countyDayStart(addDays(range.to, 1)).toISOString())
    .execute();
  const counts = new Map<string, number>();
  for (const r of rows) {
    const key = [weekStart(todayInCounty(new Date(r.created_at))), toLanguage(r.language), r.status].join('|');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const lines = [csvLine(['week_start', 'language', 'status', 'requests'])];
  for (let week = weekStart(range.from); week <= range.to; week = addDays(week, 7))
    for (const language of ['en', 'es'] as const)
      for (const status of HELP_STATUSES as readonly HelpStatus[])
        lines.push(csvLine([week, language, status, counts.get([week, language, status].join('|')) ?? 0]));
  return file(lines);
}

/** One row per day of the range: the funnel's steps, the outcomes shown, languages and devices, texts sent. */
export async function usageCsv(db: Db, range: DayRange): Promise<string> {
  const u = await usage(db, range);
  const header = [
    'day',
    ...FUNNEL_STEPS.map((s) => `funnel_${s}`),
    ...USAGE_OUTCOMES.map((o) => `outcome_${o}`),
    'language_en',
    'language_es',
    'device_phone',
    'device_desktop',
    ...TEXT_OUTCOMES.map((t) => `texts_${t}`),
  ];
  const lines = [csvLine(header)];
  for (const d of u.days)
    lines.push(
      csvLine([
        d.day,
        ...FUNNEL_STEPS.map((s) => d.funnel[s]),
        ...USAGE_OUTCOMES.map((o) => d.outcomes[o]),
        d.languages.en,
        d.languages.es,
        d.devices.phone,
        d.devices.desktop,
        ...TEXT_OUTCOMES.map((t) => d.texts[t]),
      ]),
    );
  return file(lines);
}

/** The funders' exports for a query's range (400 when it is too long), each written to the audit log. */
export class StaffExports {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly audit: StaffAudit,
  ) {}

  async requests(actor: AuditWho, q: StaffDateRangeQuery): Promise<CsvFile> {
    const range = rangeOf(q, this.clock());
    const csv = await requestsCsv(this.db, range);
    await this.audit.record(actor, 'requests_exported', `requests:${range.from}..${range.to}`);
    return { fileName: `help-requests-by-week-${range.from}-${range.to}.csv`, csv };
  }

  async usage(actor: AuditWho, q: StaffDateRangeQuery): Promise<CsvFile> {
    const range = rangeOf(q, this.clock());
    const csv = await usageCsv(this.db, range);
    await this.audit.record(actor, 'usage_exported', `usage:${range.from}..${range.to}`);
    return { fileName: `usage-by-day-${range.from}-${range.to}.csv`, csv };
  }
}
