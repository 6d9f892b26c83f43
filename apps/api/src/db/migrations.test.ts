import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate, type Db } from '.';
import { testDb } from '../test/db';
import { MIGRATION_SEQUENCE } from './migrations';
import type { Database } from './schema';

/** The names of the sequence, in order. */
const NAMES = MIGRATION_SEQUENCE.map(([name]) => name);

/** Recorded migration names in the order Kysely reads them. */
async function recorded(db: Db): Promise<string[]> {
  const rows = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY "timestamp", name`.execute(db);
  return rows.rows.map((r) => r.name);
}

/** The columns of each table of the public schema (Kysely's own tables left out), sorted. */
async function tableColumns(db: Db): Promise<Record<string, string[]>> {
  const rows = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name NOT LIKE 'kysely_%'
    ORDER BY table_name, column_name`.execute(db);
  const out: Record<string, string[]> = {};
  for (const r of rows.rows) (out[r.table_name] ??= []).push(r.column_name);
  return out;
}

/**
 * Every column of the tables typed in db/schema.ts. Each table listed must name all of its columns and no
 * other (the type checker enforces it), so a column added to a type without a migration, or the reverse,
 * fails the typecheck or the test below.
 */
type Columns = { [T in keyof Database]?: { [C in keyof Database[T]]-?: true } };
const TYPED: Columns = {
  app_meta: { key: true, value: true, updated_at: true },
  cases: {
    cas: true,
    cause_number: true,
    def_spn: true,
    def_nam: true,
    last_name: true,
    first_name: true,
    middle_name: true,
    suffix: true,
    dob: true,
    search_key: true,
    level: true,
    misdemeanor_felony: true,
    court: true,
    filing_date: true,
    offense_code: true,
    offense_literal: true,
    disposition: true,
    events: true,
    import_id: true,
    updated_at: true,
  },
  data_meta: { key: true, value: true, updated_at: true },
  sessions: {
    id: true,
    created_at: true,
    last_seen_at: true,
    expires_at: true,
    language: true,
    pre_check: true,
    lookup: true,
    confirmed_spn: true,
    confirmed_cas: true,
    person_answers: true,
    case_answers: true,
    eligible_cas: true,
    person_cases: true,
    funnel_counted: true,
  },
  session_tokens: { token_hash: true, session_id: true, expires_at: true },
  imports: {
    id: true,
    started_at: true,
    finished_at: true,
    origin: true,
    file_name: true,
    sha256: true,
    bytes: true,
    mode: true,
    status: true,
    message: true,
    rows: true,
    cases: true,
    data_end_date: true,
    report: true,
    quality: true,
    data_date: true,
    source_modified: true,
    decided_at: true,
    decision: true,
  },
  reminders: { token_hash: true, email: true, phone: true, send_on: true, language: true },
  text_opt_outs: { number_hash: true, created_at: true },
  petition_packets: { token_hash: true, packet: true, language: true },
  help_requests: {
    id: true,
    created_at: true,
    language: true,
    email: true,
    phone: true,
    description: true,
    outbox_id: true,
    status: true,
    assignee_id: true,
    due_on: true,
    notes: true,
    replies: true,
    ack_outbox_id: true,
    updated_at: true,
    name: true,
    messages: true,
    unread_messages: true,
    reply_token_hash: true,
  },
  staff_users: {
    id: true,
    email: true,
    role: true,
    password_hash: true,
    totp_secret: true,
    totp_pending_secret: true,
    totp_last_step: true,
    must_change_password: true,
    failed_logins: true,
    locked_at: true,
    disabled_at: true,
    created_at: true,
    last_sign_in_at: true,
    partner_id: true,
    language: true,
  },
  staff_sessions: {
    token_hash: true,
    staff_id: true,
    stage: true,
    created_at: true,
    idle_expires_at: true,
    absolute_expires_at: true,
    totp_failures: true,
    second_factor: true,
    device_hash: true,
    challenge: true,
  },
  staff_audit: {
    id: true,
    at: true,
    actor_id: true,
    actor_email: true,
    action: true,
    subject: true,
    before: true,
    after: true,
    client_hash: true,
    count: true,
    last_at: true,
  },
  staff_jobs: {
    id: true,
    kind: true,
    started_by: true,
    started_at: true,
    finished_at: true,
    status: true,
    message: true,
    heartbeat_at: true,
    progress: true,
  },
  staff_sign_in_throttle: { key: true, staff_id: true, failures: true, last_failure_at: true, wait_until: true },
  staff_devices: { token_hash: true, staff_id: true, created_at: true, expires_at: true },
  staff_passkeys: {
    id: true,
    staff_id: true,
    public_key: true,
    counter: true,
    transports: true,
    name: true,
    created_at: true,
    last_used_at: true,
  },
  partners: {
    id: true,
    seed_key: true,
    profile: true,
    visible: true,
    check_note: true,
    accepts_referrals: true,
    referral_email: true,
    created_at: true,
    updated_at: true,
  },
  referrals: {
    id: true,
    partner_id: true,
    status: true,
    language: true,
    sent_at: true,
    link_expires_at: true,
    updated_at: true,
    case_count: true,
    outcomes: true,
    personal: true,
    personal_expires_at: true,
    decline_reason: true,
    outcome: true,
    delete_at: true,
  },
  clinic_runs: {
    id: true,
    started_by: true,
    created_at: true,
    status: true,
    total: true,
    done: true,
    results: true,
    zip: true,
    expires_at: true,
  },
  followups: {
    id: true,
    channel: true,
    contact: true,
    phone: true,
    language: true,
    unsubscribe_hash: true,
    started_on: true,
    contact_erased_at: true,
  },
  followup_messages: {
    id: true,
    followup_id: true,
    question: true,
    send_on: true,
    token_hash: true,
    queued_on: true,
    links_expire_on: true,
  },
  outcomes: {
    id: true,
    followup_id: true,
    position: true,
    kind: true,
    section: true,
    court: true,
    started_month: true,
    stage: true,
    filed_month: true,
    decided_month: true,
    record_check: true,
    updated_on: true,
  },
  outcome_answers: {
    outcome_id: true,
    message_id: true,
    question: true,
    answer: true,
    month: true,
    stuck_reason: true,
    answered_on: true,
  },
  court_notes: {
    court: true,
    setting_en: true,
    setting_es: true,
    objections_en: true,
    objections_es: true,
    wait_en: true,
    wait_es: true,
    checked_on: true,
    updated_at: true,
    updated_by: true,
  },
};

async function withDb(fn: (db: Db) => Promise<void>): Promise<void> {
  const handle = await testDb({ migrated: false });
  try {
    await fn(handle.db);
  } finally {
    await handle.close();
  }
}

describe('migrations in one sequence', () => {
  it('names sort in the order of the list (Kysely runs them by name), each numbered NNNN_words', () => {
    expect(NAMES[0]).toBe('0001_schema');
    expect(NAMES.every((n) => /^\d{4}_[a-z0-9_]+$/.test(n))).toBe(true);
    expect([...NAMES].sort()).toEqual(NAMES);
    expect(new Set(NAMES.map((n) => n.slice(0, 4))).size).toBe(NAMES.length);
  });

  it('a new database runs the whole sequence in order; running it again changes nothing', async () => {
    await withDb(async (db) => {
      await migrate(db);
      expect(await recorded(db)).toEqual(NAMES);
      const schema = await tableColumns(db);
      await migrate(db);
      expect(await recorded(db)).toEqual(NAMES);
      expect(await tableColumns(db)).toEqual(schema);
    });
  });

  it('the migrated tables have exactly the columns their types in db/schema.ts name', async () => {
    await withDb(async (db) => {
      await migrate(db);
      const schema = await tableColumns(db);
      for (const [table, columns] of Object.entries(TYPED)) {
        expect(schema[table], table).toEqual(Object.keys(columns).sort());
      }
    });
  });

  it('refuses a database that recorded a migration this code does not have', async () => {
    await withDb(async (db) => {
      await migrate(db);
      await sql`INSERT INTO kysely_migration (name, "timestamp") VALUES ('0150_elsewhere', ${new Date().toISOString()})`.execute(
        db,
      );
      await expect(migrate(db)).rejects.toThrow(/0150_elsewhere/);
    });
  });

  it('refuses a development database migrated before the squash (0001_app_meta … 0201_session_tokens)', async () => {
    await withDb(async (db) => {
      await migrate(db);
      await sql`DELETE FROM kysely_migration`.execute(db);
      await sql`INSERT INTO kysely_migration (name, "timestamp") VALUES ('0001_app_meta', ${new Date().toISOString()})`.execute(
        db,
      );
      await expect(migrate(db)).rejects.toThrow(/0001_app_meta/);
    });
  });
});
