import { addDays } from '@cyr/rules/dates';
import {
  FUNNEL_STEPS,
  TEXT_OUTCOMES,
  USAGE_OUTCOMES,
  type FunnelStep,
  type UsageDay,
  type UsageOutcome,
  type StaffDateRangeQuery,
  type UsageResponse,
} from '@cyr/schemas';
import type { Db } from '../../db';
import { dailyRows, FUNNEL_EVENTS, FUNNEL_PATH } from '../analytics';
import { TEXT_USAGE } from '../../texts/usage';
import type { Clock } from '../../clock';
import { rangeOf, type DayRange } from './feedback';

/**
 * Usage for the staff console (docs/api/staff.md "Usage"), from the daily counts only:
 * - every funnel step is counted by the server as it does the step, once per visitor session (`funnel` events
 *   under `/check`: routes/application, routes/petitions, routes/expunction; services/analytics.ts
 *   `countFunnelOnce`); steps when a session with results asks for its next steps. Nothing a browser sends to
 *   the public analytics call counts here (docs/decisions/0093);
 * - finished also counts the expunction packet downloads the expunction route counted before (`pdf_download`);
 * - outcomes, languages and devices are counted with the results and the pre-check;
 * - texts are counted by the outbox as each is sent, given up or held back by a STOP (texts/usage.ts).
 */
type Counts = Omit<UsageDay, 'day'>;

const empty = (): Counts => ({
  funnel: Object.fromEntries(FUNNEL_STEPS.map((s) => [s, 0])) as Record<FunnelStep, number>,
  outcomes: Object.fromEntries(USAGE_OUTCOMES.map((s) => [s, 0])) as Record<UsageOutcome, number>,
  languages: { en: 0, es: 0 },
  devices: { phone: 0, desktop: 0 },
  texts: Object.fromEntries(TEXT_OUTCOMES.map((s) => [s, 0])) as Counts['texts'],
});

const has = <K extends string>(obj: Record<K, number>, key: string): key is K => Object.hasOwn(obj, key);

function add(c: Counts, event: string, path: string, target: string, n: number): void {
  if (path === FUNNEL_PATH && event === FUNNEL_EVENTS.step && has(c.funnel, target)) c.funnel[target] += n;
  else if (path === FUNNEL_PATH && event === FUNNEL_EVENTS.outcome && has(c.outcomes, target)) c.outcomes[target] += n;
  else if (path === FUNNEL_PATH && event === FUNNEL_EVENTS.language && has(c.languages, target))
    c.languages[target] += n;
  else if (path === FUNNEL_PATH && event === FUNNEL_EVENTS.device && has(c.devices, target)) c.devices[target] += n;
  else if (event === 'pdf_download') c.funnel.finished += n;
  else if (path === TEXT_USAGE.path && event === TEXT_USAGE.event && has(c.texts, target)) c.texts[target] += n;
}

export async function usage(db: Db, range: DayRange): Promise<UsageResponse> {
  const byDay = new Map<string, Counts>();
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) byDay.set(d, empty());
  const totals = empty();
  for (const r of await dailyRows(db, range.from, range.to)) {
    const day = byDay.get(r.day);
    if (!day) continue;
    add(day, r.event, r.path, r.target, r.count);
    add(totals, r.event, r.path, r.target, r.count);
  }
  return { ...range, days: [...byDay].map(([day, c]) => ({ day, ...c })), totals };
}

/** The checker's daily counts for a query's range (400 when it is too long). */
export class UsageView {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  daily(q: StaffDateRangeQuery): Promise<UsageResponse> {
    return usage(this.db, rangeOf(q, this.clock()));
  }
}
