import type { ColumnType, Generated } from 'kysely';

/** Table types of migration 0100 (outbox, email pages, survey, help, analytics, rate limits). */

type Timestamp = ColumnType<Date | string, string | undefined, string>;
type Jsonb<T> = ColumnType<T, string, string>;

export interface OutboxTable {
  id: string;
  kind: string;
  language: string;
  recipient: string | null;
  subject: string | null;
  html: string | null;
  text: string | null;
  reply_to: string | null;
  created_at: Timestamp;
  next_attempt_at: Timestamp;
  claim_id: string | null;
  attempts: Generated<number>;
  last_error: string | null;
  delivered_at: Timestamp | null;
  failed_at: Timestamp | null;
}

export interface EmailPagesTable {
  token_hash: string;
  kind: string;
  eligibility_info: Jsonb<unknown>;
  lookup_end_date_en: string;
  lookup_end_date_es: string;
  created_at: number;
  expires_at: number;
}

export interface SurveyFeedbackTable {
  id: string;
  created_at: Timestamp;
  language: string | null;
  answers: Jsonb<Record<string, unknown>>;
}

export interface HelpRequestsTable {
  id: string;
  created_at: Timestamp;
  language: string | null;
  email: string;
  phone: string;
  description: string;
  outbox_id: string | null;
}

export interface AnalyticsDailyTable {
  /** A DATE: PGlite returns a Date at UTC midnight, node-postgres the `YYYY-MM-DD` string. */
  day: ColumnType<string | Date, string, string>;
  event: string;
  path: string;
  target: Generated<string>;
  count: Generated<number>;
}

export interface RateLimitCountersTable {
  key: string;
  window_start: number;
  count: Generated<number>;
}

export interface MailSurveyTables {
  outbox: OutboxTable;
  email_pages: EmailPagesTable;
  survey_feedback: SurveyFeedbackTable;
  help_requests: HelpRequestsTable;
  analytics_daily: AnalyticsDailyTable;
  rate_limit_counters: RateLimitCountersTable;
}
