import type { ColumnType, Generated } from 'kysely';
import type { FollowupAnswerMap } from '@cyr/schemas';
import type { MailSurveyTables } from '../mail/tables';
import type { PetitionTables } from '../routes/petitions/tables';
import type { ReminderTables } from '../reminders/tables';

/** Database tables (kysely types). One interface per table; migrations in ./migrations. */

/** A jsonb column: read as the parsed value, written as a JSON string (JSON.stringify) so arrays stay JSON. */
export type Json<T> = ColumnType<T, string, string>;
/** A jsonb column with a default. */
export type JsonDefault<T> = ColumnType<T, string | undefined, string>;

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
}

/** One token of a session, by its SHA-256 (migration 0201). Times are epoch seconds. */
export interface SessionTokensTable {
  token_hash: string;
  session_id: string;
  expires_at: number;
}

export interface Database extends MailSurveyTables, PetitionTables, ReminderTables {
  app_meta: AppMetaTable;
  cases: CasesTable;
  county_reports: CountyReportsTable;
  data_meta: DataMetaTable;
  imports: ImportsTable;
  sessions: SessionsTable;
  session_tokens: SessionTokensTable;
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
