import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_app_meta';
import * as m0002 from './0002_cases';
import * as m0003 from './0003_sessions';
import * as m0004 from './0004_cases_events_only';
import * as m0010 from './0010_imports';
import * as m0030 from './0030_reminders';
import * as m0100 from './0100_mail_survey';
import * as m0200 from './0200_petition_packets';
import * as m0201 from './0201_session_tokens';

/**
 * Every migration, in the one order they run (docs/decisions/0046-migrations-in-one-sequence.md). Kysely
 * runs them by name, so the names sort in this order: a new migration takes the number after the last one
 * and goes at the end. Never rename or edit a landed migration: databases record them by name.
 */
export const MIGRATION_SEQUENCE: readonly (readonly [name: string, migration: Migration])[] = [
  ['0001_app_meta', m0001],
  ['0002_cases', m0002],
  ['0003_sessions', m0003],
  ['0004_cases_events_only', m0004],
  ['0010_imports', m0010],
  ['0030_reminders', m0030],
  ['0100_mail_survey', m0100],
  ['0200_petition_packets', m0200],
  ['0201_session_tokens', m0201],
];

/**
 * The migrations that databases may have run in another order than this one (out-of-order runs were
 * allowed until 0201), or with a later one run and an earlier one missing; `migrate` settles that history
 * before running the sequence strictly.
 */
export const UNORDERED_ERA: ReadonlySet<string> = new Set(MIGRATION_SEQUENCE.slice(0, 9).map(([name]) => name));

export const migrations: Record<string, Migration> = Object.fromEntries(MIGRATION_SEQUENCE);
