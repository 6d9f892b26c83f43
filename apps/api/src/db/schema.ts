import type { ColumnType, Generated } from 'kysely';
import type { FollowupAnswerMap } from '@cyr/schemas';

/**
 * Database tables (kysely types), all in this one file: one interface per table, grouped by the migration that
 * creates it (./migrations), and the `Database` that lists them.
 */

/** A jsonb column: read as the parsed value, written as a JSON string (JSON.stringify) so arrays stay JSON. */
export type Json<T> = ColumnType<T, string, string>;
/** A jsonb column with a default. */
export type JsonDefault<T> = ColumnType<T, string | undefined, string>;
/** A timestamptz column: PGlite reads a Date, node-postgres may read the text; written as an ISO string. */
type Timestamp = ColumnType<Date | string, string | undefined, string>;

export interface Database {
  app_meta: AppMetaTable;
  cases: CasesTable;
  county_reports: CountyReportsTable;
  data_meta: DataMetaTable;
  imports: ImportsTable;
  sessions: SessionsTable;
  session_tokens: SessionTokensTable;
  reminders: RemindersTable;
  outbox: OutboxTable;
  email_pages: EmailPagesTable;
  survey_feedback: SurveyFeedbackTable;
  help_requests: HelpRequestsTable;
  analytics_daily: AnalyticsDailyTable;
  rate_limit_counters: RateLimitCountersTable;
  petition_packets: PetitionPacketsTable;
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  staff_audit: StaffAuditTable;
  staff_jobs: StaffJobsTable;
  text_opt_outs: TextOptOutsTable;
  partners: PartnersTable;
  referrals: ReferralsTable;
  clinic_runs: ClinicRunsTable;
  followups: FollowupsTable;
  followup_messages: FollowupMessagesTable;
  outcomes: OutcomesTable;
  outcome_answers: OutcomeAnswersTable;
  court_notes: CourtNotesTable;
  staff_sign_in_throttle: StaffSignInThrottleTable;
  staff_devices: StaffDevicesTable;
  staff_passkeys: StaffPasskeysTable;
}

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Generated<string>;
}

/** One court case (packages/harris-data/TABLES.md). */
export interface CasesTable {
  cas: string;
  cause_number: string;
  def_spn: string;
  def_nam: string;
  last_name: string;
  first_name: string;
  middle_name: string;
  suffix: string;
  dob: string;
  search_key: string;
  level: string;
  misdemeanor_felony: string;
  court: string | null;
  filing_date: string | null;
  offense_code: string | null;
  offense_literal: string;
  disposition: string;
  /** The court's events of the case as JSON text; the engine input and display fields are derived from them on read. */
  events: string;
  import_id: string;
  updated_at: ColumnType<Date | string, string | undefined, string>;
}

export interface DataMetaTable {
  key: string;
  value: string;
  updated_at: ColumnType<Date | string, string | undefined, string>;
}

/** One anonymous session (docs/decisions/0045-opaque-session-tokens.md). Times are epoch seconds. */
export interface SessionsTable {
  id: string;
  created_at: ColumnType<Date | string, string | undefined, never>;
  last_seen_at: number;
  expires_at: number;
  language: ColumnType<string, string | undefined, string>;
  pre_check: Json<Record<string, boolean>>;
  lookup: ColumnType<Record<string, string[]> | null, string | null | undefined, string | null>;
  confirmed_spn: ColumnType<string | null, string | null | undefined, string | null>;
  confirmed_cas: JsonDefault<string[]>;
  person_answers: JsonDefault<Record<string, unknown>>;
  /** Follow-up answers per case (`cas`): booleans, `"not_sure"`, months, the interlock order (@cyr/schemas). */
  case_answers: JsonDefault<Record<string, FollowupAnswerMap>>;
  eligible_cas: JsonDefault<string[]>;
  /** Cases the person marked not theirs, corrected or added from their papers (migration 0600; @cyr/schemas). */
  person_cases: JsonDefault<unknown>;
  /** Migration 0763: funnel steps already counted for this session (each is counted once). */
  funnel_counted: JsonDefault<string[]>;
}

/** One token of a session, by its SHA-256 (migration 0201). Times are epoch seconds. */
export interface SessionTokensTable {
  token_hash: string;
  session_id: string;
  expires_at: number;
}

/** One import or sync attempt and its report (migration 0010, apps/api/src/sync/imports.ts). */
export interface ImportsTable {
  id: string;
  started_at: ColumnType<Date | string, string | undefined, never>;
  finished_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  origin: string;
  file_name: string;
  sha256: string | null;
  bytes: number | null;
  mode: string | null;
  status: string;
  message: string | null;
  rows: number | null;
  cases: number | null;
  data_end_date: string | null;
  report: ColumnType<unknown, string | null | undefined, string | null>;
  /** Migration 0300: the counts the import's checks compare (harris-data `ImportQuality`), as JSON. */
  quality: ColumnType<unknown, string | null | undefined, string | null>;
  /** The file's own date (data end date), by which the newest file wins. */
  data_date: ColumnType<string | null, string | null | undefined, string | null>;
  /** The download's Last-Modified header (sync). */
  source_modified: ColumnType<string | null, string | null | undefined, string | null>;
  decided_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** `accepted` or `rejected` by a person, for a quarantined import. */
  decision: ColumnType<string | null, string | null | undefined, string | null>;
}

// Migration 0030 (reminders)

export interface RemindersTable {
  /** SHA-256 of the unsubscribe token (mail/email-tokens `hashEmailToken`). */
  token_hash: string;
  /** The address of an email reminder, or NULL for a text reminder (migration 0750: exactly one of the two). */
  email: string | null;
  /** The number (E.164) of a text reminder, or NULL for an email reminder. */
  phone: ColumnType<string | null, string | null | undefined, string | null>;
  /** `YYYY-MM-DD`, the day in Harris County the reminder is sent. */
  send_on: string;
  language: string;
}

// Migration 0100 (outbox, email pages, survey, help, analytics, rate limits)

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
  /** Migration 0750: `email` or `text` (outbox/channels.ts); a text's number is `recipient`, its message `text`. */
  channel: ColumnType<string, string | undefined, string>;
  /** Migration 0730: extra mail headers (`{name: value}`), blanked with the content once delivered. */
  headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
}

export interface EmailPagesTable {
  token_hash: string;
  kind: string;
  eligibility_info: Json<unknown>;
  lookup_end_date_en: string;
  lookup_end_date_es: string;
  created_at: number;
  expires_at: number;
}

export interface SurveyFeedbackTable {
  id: string;
  created_at: Timestamp;
  language: string | null;
  answers: Json<Record<string, unknown>>;
}

export interface HelpRequestsTable {
  id: string;
  created_at: Timestamp;
  language: string | null;
  email: string;
  phone: string;
  description: string;
  outbox_id: string | null;
  /** Migration 0500 (staff console): `new`, `in_progress`, `answered`, `closed` (@cyr/schemas HELP_STATUSES). */
  status: ColumnType<string, string | undefined, string>;
  assignee_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** `YYYY-MM-DD`: two business days after it arrived (services/business-days.ts); null for older rows. */
  due_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** Internal notes `[{at, by, text}]` and replies sent `[{at, by, template, text, language}]`. */
  notes: JsonDefault<HelpNoteRow[]>;
  replies: JsonDefault<HelpReplyRow[]>;
  ack_outbox_id: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** Migration 0763: the name the person gave (optional), what they added later `[{at, text}]`, unread count. */
  name: ColumnType<string | null, string | null | undefined, string | null>;
  messages: JsonDefault<HelpMessageRow[]>;
  unread_messages: ColumnType<number, number | undefined, number>;
  /** Migration 0763: SHA-256 of the token of the acknowledgement's "add to your request" link. */
  reply_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

/** What a person added to their help request from the acknowledgement's link. */
export interface HelpMessageRow {
  at: string;
  text: string;
}

export interface HelpNoteRow {
  at: string;
  by: string;
  text: string;
}

export interface HelpReplyRow extends HelpNoteRow {
  template: string;
  language: string;
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

// Migration 0200 (petition packets saved with the petitions email page)

export interface PetitionPacketsTable {
  token_hash: string;
  packet: Json<unknown>;
  language: string;
}

/** One county report (migration 0400, apps/api/src/services/county-report.ts); `report` is @cyr/schemas' CountyReport. */
export interface CountyReportsTable {
  id: string;
  created_at: ColumnType<Date | string, string | undefined, never>;
  data_end_date: string | null;
  as_of: string;
  people: number;
  cases: number;
  millis: number;
  report: ColumnType<unknown, string, string>;
}

// Migration 0500 (staff console: accounts, sessions, audit log, jobs)

/** A staff account (docs/decisions/0070-staff-authentication.md). */
export interface StaffUsersTable {
  id: string;
  /** Lower-cased. */
  email: string;
  /** `admin` or `staff` (@cyr/schemas STAFF_ROLES). */
  role: string;
  /** argon2id PHC string. */
  password_hash: string;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  /** The last TOTP time step accepted (bigint: read as a string by node-postgres, a number by PGlite). */
  totp_last_step: ColumnType<number | string | null, number | null | undefined, number | null>;
  /** True until the person replaces their one-time password. */
  must_change_password: Generated<boolean>;
  failed_logins: Generated<number>;
  locked_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  disabled_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date | string, string | undefined, never>;
  last_sign_in_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** Migration 0740: the organisation of a `partner` account; null for staff and admins. */
  partner_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0760: the console's and the member's emails' language, `en` or `es`. */
  language: Generated<string>;
}

/** A staff session or a sign-in waiting for its second factor; times are epoch seconds. */
export interface StaffSessionsTable {
  token_hash: string;
  staff_id: string;
  stage: string;
  created_at: ColumnType<number | string, number, never>;
  idle_expires_at: ColumnType<number | string, number, number>;
  absolute_expires_at: ColumnType<number | string, number, never>;
  totp_failures: Generated<number>;
  /** Migration 0760: `totp` or `passkey` once active. */
  second_factor: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0760: the SHA-256 of this account's device cookie the pending sign-in came with. */
  device_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0760: a WebAuthn challenge waiting for its answer (base64url). */
  challenge: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One entry of the append-only audit log (no update; delete only past its retention period). */
export interface StaffAuditTable {
  id: Generated<number>;
  at: ColumnType<Date | string, string | undefined, never>;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  subject: string | null;
  /** Migration 0761: what a change changed, before and after (JSON). */
  before: ColumnType<unknown, string | null | undefined, never>;
  after: ColumnType<unknown, string | null | undefined, never>;
  /** Migration 0761: HMAC of the client's address (never the address). */
  client_hash: string | null;
  /** Migration 0761: how many times the entry happened (folded repeats), and the last time. */
  count: ColumnType<number, number | undefined, never>;
  last_at: ColumnType<Date | string | null, string | null | undefined, never>;
}

/** A job the console started (a sync); at most one unfinished per kind. */
export interface StaffJobsTable {
  id: string;
  kind: string;
  started_by: string | null;
  started_at: ColumnType<Date | string, string | undefined, never>;
  finished_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  status: string;
  message: string | null;
  /** Migration 0720: the database's `now()` at the running job's last heartbeat (services/staff/data.ts). */
  heartbeat_at: ColumnType<Date | string, string | undefined, string>;
  /** Migration 0763: how far the job has gone (JSON), e.g. `{done, total}`. */
  progress: ColumnType<unknown, string | null | undefined, string | null>;
}

// Migration 0760 (staff sign-in: growing waits, known devices) and 0762 (passkeys)

/** Wrong passwords or second factors counted under one key (docs/decisions/0090-staff-sign-in-policy.md). */
export interface StaffSignInThrottleTable {
  /** `<kind>:<HMAC or account id>`: never an email or an address. */
  key: string;
  staff_id: string | null;
  failures: number;
  /** Epoch seconds. */
  last_failure_at: ColumnType<number | string, number, number>;
  wait_until: ColumnType<number | string | null, number | null | undefined, number | null>;
}

/** A browser that completed a sign-in for an account (device cookie; only its SHA-256). Epoch seconds. */
export interface StaffDevicesTable {
  token_hash: string;
  staff_id: string;
  created_at: ColumnType<number | string, number, never>;
  expires_at: ColumnType<number | string, number, number>;
}

/** A WebAuthn credential of a staff member (docs/decisions/0092-staff-passkeys.md). */
export interface StaffPasskeysTable {
  /** The credential id, base64url. */
  id: string;
  staff_id: string;
  /** COSE public key, base64url. */
  public_key: string;
  counter: ColumnType<number | string, number | undefined, number>;
  transports: ColumnType<string[], string | undefined, string>;
  name: string;
  created_at: ColumnType<Date | string, string | undefined, never>;
  last_used_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

// Migration 0740 (partners, referrals, clinic days)

/** One organisation of the partner directory; `profile` is @cyr/schemas' PartnerProfile. */
export interface PartnersTable {
  id: string;
  seed_key: string | null;
  profile: Json<unknown>;
  visible: boolean;
  check_note: string | null;
  accepts_referrals: boolean;
  referral_email: string | null;
  created_at: ColumnType<Date | string, string | undefined, never>;
  updated_at: Timestamp;
}

/**
 * What a person sent a partner. `personal` (@cyr/schemas ReferralPersonal: name, contact, cases) is nulled at
 * `personal_expires_at`; the row goes at `delete_at`.
 */
export interface ReferralsTable {
  id: string;
  partner_id: string;
  status: string;
  language: string;
  sent_at: Timestamp;
  link_expires_at: Timestamp;
  updated_at: Timestamp;
  case_count: number;
  outcomes: Json<string[]>;
  personal: ColumnType<unknown, string | null, string | null>;
  personal_expires_at: ColumnType<Date | string | null, string | null, string | null>;
  decline_reason: ColumnType<string | null, string | null | undefined, string | null>;
  outcome: ColumnType<string | null, string | null | undefined, string | null>;
  delete_at: Timestamp;
}

/** A clinic-day list being worked through; results and ZIP deleted at the download or at `expires_at`. */
export interface ClinicRunsTable {
  id: string;
  started_by: string;
  created_at: Timestamp;
  status: string;
  total: number;
  done: Generated<number>;
  results: ColumnType<unknown, string | null | undefined, string | null>;
  zip: ColumnType<Uint8Array | null, Uint8Array | null | undefined, Uint8Array | null>;
  expires_at: Timestamp;
}

// Migration 0750 (text messages; docs/decisions/0110-text-messages-through-twilio.md)

/** A number that replied STOP and not START since, as a keyed hash (texts/opt-outs.ts), never the number. */
export interface TextOptOutsTable {
  number_hash: string;
  created_at: Timestamp;
}

// Migration 0730 (outcome follow-ups, court notes; docs/decisions/0100-outcome-follow-ups.md)

/** One person's request to be asked how their petitions went; `contact` is NULL once erased. */
export interface FollowupsTable {
  id: string;
  /** How the person is reached (`email` or `text`; outcomes/channels.ts). */
  channel: string;
  /** The address on `channel` (an email address, or an E.164 number for `text`); NULL once erased. */
  contact: string | null;
  /** With `channel = 'email'`: a number (E.164) texted as well, with text consent (migration 0780); erased with `contact`. */
  phone: Generated<string | null>;
  language: string;
  unsubscribe_hash: string;
  /** `YYYY-MM-DD` (Harris County): the day they asked. */
  started_on: string;
  contact_erased_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

/** One message of a follow-up: due on `send_on`, queued once (`queued_on`), its links valid until `links_expire_on`. */
export interface FollowupMessagesTable {
  id: string;
  followup_id: string;
  /** @cyr/rules OUTCOME_QUESTIONS. */
  question: string;
  send_on: string;
  token_hash: string | null;
  queued_on: string | null;
  links_expire_on: string | null;
}

/** One followed petition as codes (it outlives its follow-up for reporting). */
export interface OutcomesTable {
  id: string;
  followup_id: string | null;
  position: number;
  /** @cyr/rules OUTCOME_KINDS. */
  kind: string;
  /** The nondisclosure section or the expunction route (`411.0725`, `55A.052`). */
  section: string;
  /** `district:178`, `ccl:3` or `unknown` (outcomes/courts.ts). */
  court: string;
  /** `YYYY-MM`: the month of the download. */
  started_month: string;
  /** @cyr/rules OUTCOME_STAGES: the furthest the person has told us about. */
  stage: ColumnType<string, string | undefined, string>;
  filed_month: string | null;
  decided_month: string | null;
  /** The record-check answer (`record_gone`, `record_still_shows`, `not_checked`), or null. */
  record_check: string | null;
  updated_on: string;
}

/** One answer to one question about one petition. */
export interface OutcomeAnswersTable {
  outcome_id: string;
  message_id: string;
  question: string;
  answer: string;
  month: string | null;
  stuck_reason: string | null;
  answered_on: string;
}

/** What staff know of a court's practice, in both languages (staff console "Courts"). */
export interface CourtNotesTable {
  court: string;
  setting_en: ColumnType<string, string | undefined, string>;
  setting_es: ColumnType<string, string | undefined, string>;
  objections_en: ColumnType<string, string | undefined, string>;
  objections_es: ColumnType<string, string | undefined, string>;
  wait_en: ColumnType<string, string | undefined, string>;
  wait_es: ColumnType<string, string | undefined, string>;
  checked_on: string;
  updated_at: ColumnType<Date | string, string | undefined, string>;
  updated_by: string | null;
}
