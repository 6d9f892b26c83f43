import { sql, type Kysely } from 'kysely';

/**
 * Cases the person fixes or adds from their papers (docs/decisions/0073-cases-entered-by-the-person.md) live in
 * the session row, never in `cases`: `{notMine: cas[], corrected: {cas: facts}, added: [{key, facts}]}` (the
 * JSON of @cyr/schemas' PersonCasesStateSchema). Deleting the session (its end or the expiry purge) deletes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('person_cases', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('person_cases').execute();
}
