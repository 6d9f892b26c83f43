import { addDays } from '@cyr/rules/dates';
import {
  FEEDBACK_CHOICE_QUESTIONS,
  FEEDBACK_CHOICE_QUESTION_KEYS,
  FEEDBACK_CSV_CONTACT_COLUMNS,
  FEEDBACK_TEXT_QUESTIONS,
  STAFF_LIMITS,
  type FeedbackContactsResponse,
  type FeedbackSummary,
  type FeedbackTextResponse,
  type StaffDateRangeQuery,
} from '@cyr/schemas';
import type { Db } from '../../db';
import { apiError } from '../../http/errors';
import { toLanguage } from '../../http/language';
import { type Clock, todayInCounty } from '../../clock';
import type { AuditWho, StaffAudit } from './audit';
import { csvLine, type CsvFile } from './csv';

/**
 * Feedback survey results for the staff console (docs/api/staff.md "Feedback"): counts per question, the
 * free-text answers, and (admin only) the "contact me" details, over a range of Harris County days.
 */
export interface DayRange {
  from: string;
  to: string;
}

/** A query's range, or the last 30 days; longer than STAFF_LIMITS.rangeMaxDays is a 400 naming `from`. */
export function rangeOf(q: StaffDateRangeQuery, now: Date): DayRange {
  const today = todayInCounty(now);
  const to = q.to ?? (q.from && q.from > today ? q.from : today);
  const from = q.from ?? addDays(to, -29);
  if (addDays(from, STAFF_LIMITS.rangeMaxDays) <= to) throw apiError(400, 'validation_error', { from: 'invalid' });
  return { from, to };
}

interface Response {
  id: string;
  createdAt: Date;
  language: 'en' | 'es';
  answers: Record<string, unknown>;
}

/** Responses whose Harris County day falls in the range, newest first. */
async function responses(db: Db, range: DayRange): Promise<Response[]> {
  // A day's margin either side in UTC, then the exact Harris County day in code.
  const rows = await db
    .selectFrom('survey_feedback')
    .select(['id', 'created_at', 'language', 'answers'])
    .where('created_at', '>=', `${addDays(range.from, -1)}T00:00:00Z`)
    .where('created_at', '<', `${addDays(range.to, 2)}T00:00:00Z`)
    .orderBy('created_at', 'desc')
    .execute();
  return rows
    .map((r) => ({
      id: r.id,
      createdAt: new Date(r.created_at),
      language: toLanguage(r.language),
      answers: r.answers,
    }))
    .filter((r) => {
      const day = todayInCounty(r.createdAt);
      return day >= range.from && day <= range.to;
    });
}

export async function feedbackSummary(db: Db, range: DayRange): Promise<FeedbackSummary> {
  const list = await responses(db, range);
  const questions = FEEDBACK_CHOICE_QUESTION_KEYS.map((question) => {
    const codes: readonly string[] = FEEDBACK_CHOICE_QUESTIONS[question];
    const counts = new Map(codes.map((c) => [c, 0]));
    let unanswered = 0;
    for (const r of list) {
      const v = r.answers[question];
      const chosen = Array.isArray(v) ? v : v === undefined || v === '' ? [] : [v];
      if (chosen.length === 0) unanswered++;
      for (const c of chosen) if (typeof c === 'string' && counts.has(c)) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    return { question, answers: codes.map((answer) => ({ answer, count: counts.get(answer) ?? 0 })), unanswered };
  });
  return {
    ...range,
    responses: list.length,
    byLanguage: {
      en: list.filter((r) => r.language === 'en').length,
      es: list.filter((r) => r.language === 'es').length,
    },
    questions,
  };
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

export async function feedbackText(db: Db, range: DayRange): Promise<FeedbackTextResponse> {
  const list = await responses(db, range);
  const answers: FeedbackTextResponse['answers'] = [];
  for (const r of list)
    for (const question of FEEDBACK_TEXT_QUESTIONS) {
      const v = text(r.answers[question]);
      if (v)
        answers.push({
          responseId: r.id,
          createdAt: r.createdAt.toISOString(),
          language: r.language,
          question,
          text: v,
        });
    }
  return { ...range, answers };
}

export async function feedbackContacts(db: Db, range: DayRange): Promise<FeedbackContactsResponse> {
  const list = await responses(db, range);
  const contacts = list
    .filter((r) => FEEDBACK_CSV_CONTACT_COLUMNS.some((k) => text(r.answers[k])))
    .map((r) => ({
      responseId: r.id,
      createdAt: r.createdAt.toISOString(),
      language: r.language,
      name: text(r.answers.name) ?? '',
      email: text(r.answers.email) ?? '',
      phone: text(r.answers.phone) ?? '',
    }));
  return { ...range, contacts };
}

/** The CSV export: one row per response; the contact columns only when `withContacts` (an admin). */
export async function feedbackCsv(db: Db, range: DayRange, withContacts: boolean): Promise<string> {
  const list = await responses(db, range);
  const header = [
    'id',
    'created_at',
    'language',
    ...FEEDBACK_CHOICE_QUESTION_KEYS,
    ...FEEDBACK_TEXT_QUESTIONS,
    ...(withContacts ? FEEDBACK_CSV_CONTACT_COLUMNS : []),
  ];
  const lines = [csvLine(header)];
  for (const r of list) {
    const cell = (k: string) => {
      const v = r.answers[k];
      return Array.isArray(v) ? v.join(';') : typeof v === 'string' ? v : '';
    };
    lines.push(
      csvLine([
        r.id,
        r.createdAt.toISOString(),
        r.language,
        ...FEEDBACK_CHOICE_QUESTION_KEYS.map(cell),
        ...FEEDBACK_TEXT_QUESTIONS.map(cell),
        ...(withContacts ? FEEDBACK_CSV_CONTACT_COLUMNS.map(cell) : []),
      ]),
    );
  }
  return '\ufeff' + lines.join('\r\n') + '\r\n';
}

/**
 * The survey answers as the console shows them, for a query's range (400 when it is too long): counts and free
 * text for every member; each response's answers, "contact me" details and their export (admin) are written to
 * the audit log.
 */
export class FeedbackView {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly audit: StaffAudit,
  ) {}

  summary(q: StaffDateRangeQuery): Promise<FeedbackSummary> {
    return feedbackSummary(this.db, rangeOf(q, this.clock()));
  }

  text(q: StaffDateRangeQuery): Promise<FeedbackTextResponse> {
    return feedbackText(this.db, rangeOf(q, this.clock()));
  }

  async contacts(actor: AuditWho, q: StaffDateRangeQuery): Promise<FeedbackContactsResponse> {
    const range = rangeOf(q, this.clock());
    const out = await feedbackContacts(this.db, range);
    await this.audit.record(actor, 'feedback_contacts_viewed', `feedback:${range.from}..${range.to}`);
    return out;
  }

  /**
   * The CSV export of each response, with its contact columns: for the roles of the `feedbackResponses` area only
   * (admins; STAFF_AREA_ROLES): other members see the answers as totals.
   */
  async exportCsv(actor: AuditWho, q: StaffDateRangeQuery): Promise<CsvFile> {
    const range = rangeOf(q, this.clock());
    const csv = await feedbackCsv(this.db, range, true);
    await this.audit.record(actor, 'feedback_exported', `feedback:${range.from}..${range.to}:contacts`);
    return { fileName: `feedback-${range.from}-${range.to}.csv`, csv };
  }
}
