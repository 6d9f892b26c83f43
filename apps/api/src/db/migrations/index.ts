import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_schema';
import * as m0300 from './0300_import_snapshots';
import * as m0400 from './0400_county_reports';
import * as m0500 from './0500_staff';
import * as m0600 from './0600_person_cases';
import * as m0720 from './0720_staff_job_heartbeat';
import * as m0730 from './0730_outcome_followups';
import * as m0740 from './0740_partners';
import * as m0750 from './0750_texts';
import * as m0760 from './0760_staff_sign_in';
import * as m0761 from './0761_staff_audit_detail';
import * as m0762 from './0762_staff_passkeys';
import * as m0763 from './0763_staff_console';
import * as m0780 from './0780_followup_texts';

/**
 * Every migration, in the one order they run (docs/decisions/0046-migrations-in-one-sequence.md). Kysely
 * runs them by name, so the names sort in this order: a new migration takes the number after the last one
 * and goes at the end. Never rename or edit a landed migration: databases record them by name.
 */
export const MIGRATION_SEQUENCE: readonly (readonly [name: string, migration: Migration])[] = [
  ['0001_schema', m0001],
  ['0300_import_snapshots', m0300],
  ['0400_county_reports', m0400],
  ['0500_staff', m0500],
  ['0600_person_cases', m0600],
  ['0720_staff_job_heartbeat', m0720],
  ['0730_outcome_followups', m0730],
  ['0740_partners', m0740],
  ['0750_texts', m0750],
  ['0760_staff_sign_in', m0760],
  ['0761_staff_audit_detail', m0761],
  ['0762_staff_passkeys', m0762],
  ['0763_staff_console', m0763],
  ['0780_followup_texts', m0780],
];

export const migrations: Record<string, Migration> = Object.fromEntries(MIGRATION_SEQUENCE);
