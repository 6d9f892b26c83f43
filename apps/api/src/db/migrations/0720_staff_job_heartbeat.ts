import { sql, type Kysely } from 'kysely';

/**
 * A console job's heartbeat (services/staff/data.ts `startJob`): the process running the job sets `heartbeat_at`
 * to the database's `now()` every few seconds while it runs. A job whose heartbeat has stopped for longer than
 * `JOB_HEARTBEAT_STALE_SECONDS` belongs to a process that died (`kill -9`, a crash, a restart) and is closed as
 * `abandoned`, so the console no longer says "sync running" and a new sync can start within a minute. Rows made
 * before this migration get the time it ran.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('staff_jobs')
    .addColumn('heartbeat_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_jobs').dropColumn('heartbeat_at').execute();
}
