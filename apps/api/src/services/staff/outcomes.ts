import {
  OUTCOME_KINDS,
  STUCK_REASONS,
  type OutcomeKind,
  type OutcomeStage,
  type StuckReason,
} from '@cyr/rules/vocabulary';
import { addDays, addMonths, daysFromCivil } from '@cyr/rules/dates';
import { isCourtCode } from '@cyr/i18n';
import {
  OUTCOME_BREAKDOWN_COLUMNS,
  OUTCOME_FUNNEL_STEPS,
  OUTCOME_SMALL_COUNT,
  type CourtNote,
  type CourtNoteBody,
  type OutcomeBreakdownRow,
  type OutcomeFunnelStep,
  type OutcomesQuery,
  type OutcomesReport,
} from '@cyr/schemas';
import { type Clock, todayInCounty } from '../../clock';
import type { Db } from '../../db';
import { apiError } from '../../http/errors';
import { listCourtNotes, saveCourtNote } from '../../outcomes/court-notes';
import type { AuditActor, StaffAudit } from './audit';
import { csvLine, type CsvFile } from './csv';
import { usage } from './usage';

/**
 * The staff console's Outcomes (issue #38; docs/decisions/0100-outcome-follow-ups.md): what people told the
 * follow-ups about the petitions they downloaded in a range of months, from the outcome codes alone. A figure
 * from 1 to OUTCOME_SMALL_COUNT − 1 is withheld (`null`, shown as "fewer than 5"), so no small group of people can
 * be picked out; the median days to an order is given only over at least that many petitions.
 *
 * The funnel counts how far each petition got (a petition decided counts as filed and as past the hearing
 * step too: 411.072 orders and some others come without a hearing). `results` and `downloaded` are the checker's
 * own daily counts (results shown, petitions and packets downloaded) over the same months.
 */

/** The most months one report covers (the checker's daily counts are read day by day). */
export const OUTCOME_RANGE_MAX_MONTHS = 36;

/**
 * The months a report covers: the query's, or the twelve months to this one; more than OUTCOME_RANGE_MAX_MONTHS
 * is a 400 naming `from`.
 */
export function monthRange(q: OutcomesQuery, now: Date): { from: string; to: string } {
  const thisMonth = todayInCounty(now).slice(0, 7);
  const to = q.to ?? (q.from && q.from > thisMonth ? q.from : thisMonth);
  const from = q.from ?? addMonths(`${to}-01`, -11).slice(0, 7);
  if (addMonths(`${from}-01`, OUTCOME_RANGE_MAX_MONTHS).slice(0, 7) <= to)
    throw apiError(400, 'validation_error', { from: 'invalid' });
  return { from, to };
}

/** A count as reported: withheld when small but not zero. */
export function suppressed(n: number): number | null {
  return n > 0 && n < OUTCOME_SMALL_COUNT ? null : n;
}

const RANK: Record<OutcomeStage, number> = { asked: 0, filed: 1, hearing_set: 2, granted: 3, denied: 3 };

interface Row {
  kind: string;
  section: string;
  court: string;
  started_month: string;
  stage: string;
  filed_month: string | null;
  decided_month: string | null;
}

interface Tally {
  followed: number;
  filed: number;
  hearing_set: number;
  granted: number;
  denied: number;
}

const emptyTally = (): Tally => ({ followed: 0, filed: 0, hearing_set: 0, granted: 0, denied: 0 });

function add(t: Tally, r: Row): void {
  const rank = RANK[r.stage as OutcomeStage] ?? 0;
  t.followed++;
  if (rank >= 1) t.filed++;
  if (rank >= 2) t.hearing_set++;
  if (r.stage === 'granted') t.granted++;
  if (r.stage === 'denied') t.denied++;
}

const reported = (key: string, t: Tally): OutcomeBreakdownRow => ({
  key,
  followed: suppressed(t.followed),
  filed: suppressed(t.filed),
  hearing_set: suppressed(t.hearing_set),
  granted: suppressed(t.granted),
  denied: suppressed(t.denied),
});

function tallyBy(rows: readonly Row[], keyOf: (r: Row) => string): Map<string, Tally> {
  const out = new Map<string, Tally>();
  for (const r of rows) {
    const k = keyOf(r);
    const t = out.get(k) ?? emptyTally();
    add(t, r);
    out.set(k, t);
  }
  return out;
}

/** Days from the first of one `YYYY-MM` to the first of another. */
function monthDays(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return daysFromCivil(ty ?? 0, tm ?? 1, 1) - daysFromCivil(fy ?? 0, fm ?? 1, 1);
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? null) : Math.round(((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2);
}

export async function outcomesReport(db: Db, range: { from: string; to: string }, now: Date): Promise<OutcomesReport> {
  const rows: Row[] = await db
    .selectFrom('outcomes')
    .select(['kind', 'section', 'court', 'started_month', 'stage', 'filed_month', 'decided_month'])
    .where('started_month', '>=', range.from)
    .where('started_month', '<=', range.to)
    .execute();
  const total = emptyTally();
  for (const r of rows) add(total, r);

  // The checker's own counts over the same days (no later than today).
  const today = todayInCounty(now);
  const monthEnd = addDays(addMonths(`${range.to}-01`, 1), -1);
  const checker = await usage(db, { from: `${range.from}-01`, to: monthEnd > today ? today : monthEnd });
  const funnelCounts: Record<OutcomeFunnelStep, number> = {
    results: checker.totals.funnel.results,
    downloaded: checker.totals.funnel.finished,
    ...total,
  };
  const funnel = Object.fromEntries(
    OUTCOME_FUNNEL_STEPS.map((s) => [s, suppressed(funnelCounts[s])]),
  ) as OutcomesReport['funnel'];

  const byRoute = [...tallyBy(rows, (r) => `${r.kind}|${r.section}`)]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, t]) => {
      const [kind, section] = key.split('|');
      return {
        ...reported(section ?? '', t),
        kind: (OUTCOME_KINDS as readonly string[]).includes(kind ?? '') ? (kind as OutcomeKind) : 'nondisclosure',
      };
    });
  const courtOrder = (c: string) => {
    const [kind, n] = c.split(':');
    return `${kind === 'district' ? 0 : kind === 'ccl' ? 1 : 2}-${String(n ?? '').padStart(4, '0')}`;
  };
  const byCourt = [...tallyBy(rows, (r) => r.court)]
    .sort(([a], [b]) => courtOrder(a).localeCompare(courtOrder(b)))
    .map(([key, t]) => reported(key, t));
  const byMonth = [...tallyBy(rows, (r) => r.started_month)]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, t]) => reported(key, t));

  const spans = rows
    .filter((r) => r.filed_month && r.decided_month && r.decided_month >= r.filed_month)
    .map((r) => monthDays(r.filed_month ?? '', r.decided_month ?? ''));
  const stuckRows = await db
    .selectFrom('outcome_answers as a')
    .innerJoin('outcomes as o', 'o.id', 'a.outcome_id')
    .select(['a.stuck_reason', 'a.outcome_id'])
    .where('a.answer', '=', 'stuck')
    .where('o.started_month', '>=', range.from)
    .where('o.started_month', '<=', range.to)
    .execute();
  const stuck = STUCK_REASONS.map((reason: StuckReason) => ({
    reason,
    count: suppressed(new Set(stuckRows.filter((s) => s.stuck_reason === reason).map((s) => s.outcome_id)).size),
  }));

  return {
    from: range.from,
    to: range.to,
    funnel,
    byRoute,
    byCourt,
    byMonth,
    medianDaysToOrder: spans.length >= OUTCOME_SMALL_COUNT ? median(spans) : null,
    decidedWithMonths: suppressed(spans.length),
    stuck,
  };
}

/** A count in the CSV: the number, or `<5` where the report withholds it (the page says "fewer than 5"). */
const cell = (n: number | null) => (n === null ? `<${OUTCOME_SMALL_COUNT}` : n);

/**
 * The report as CSV, the same figures the page's charts and tables show: one line per figure, with the table it
 * belongs to, the row and the column.
 */
export function outcomesCsv(r: OutcomesReport): string {
  const lines = [csvLine(['table', 'row', 'column', 'value'])];
  for (const step of OUTCOME_FUNNEL_STEPS) lines.push(csvLine(['funnel', step, 'count', cell(r.funnel[step])]));
  const breakdown = (table: string, rows: readonly OutcomeBreakdownRow[]) => {
    for (const row of rows)
      for (const c of OUTCOME_BREAKDOWN_COLUMNS) lines.push(csvLine([table, row.key, c, cell(row[c])]));
  };
  breakdown('route', r.byRoute);
  breakdown('court', r.byCourt);
  breakdown('month', r.byMonth);
  lines.push(csvLine(['days_to_order', 'median', 'days', r.medianDaysToOrder ?? '']));
  lines.push(csvLine(['days_to_order', 'petitions', 'count', cell(r.decidedWithMonths)]));
  for (const s of r.stuck) lines.push(csvLine(['stuck', s.reason, 'count', cell(s.count)]));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The Outcomes page and the court notes as the console reads and writes them: the report for any member, its CSV
 * and every change to a court's notes written to the audit log.
 */
export class OutcomesView {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly audit: StaffAudit,
  ) {}

  report(q: OutcomesQuery): Promise<OutcomesReport> {
    const now = this.clock();
    return outcomesReport(this.db, monthRange(q, now), now);
  }

  async exportCsv(actor: AuditActor, q: OutcomesQuery): Promise<CsvFile> {
    const now = this.clock();
    const range = monthRange(q, now);
    const report = await outcomesReport(this.db, range, now);
    await this.audit.record(actor, 'outcomes_exported', `outcomes:${range.from}..${range.to}`);
    return { fileName: `outcomes-${range.from}-${range.to}.csv`, csv: outcomesCsv(report) };
  }

  courtNotes(): Promise<CourtNote[]> {
    return listCourtNotes(this.db);
  }

  /** Writes a court's notes (404 `not_found` for a court not on the county's list); null when they were emptied. */
  async saveCourtNote(
    actor: AuditActor & { id: string },
    court: string,
    body: CourtNoteBody,
  ): Promise<CourtNote | null> {
    if (!isCourtCode(court)) throw apiError(404, 'not_found');
    const note = await saveCourtNote(this.db, court, body, actor.id);
    await this.audit.record(actor, 'court_notes_changed', `court:${court}`);
    return note;
  }
}
