import type { ClinicRowError } from '@cyr/schemas';
import type { Db } from '../db';
import { csvLine } from '../services/staff/csv';

/**
 * A clinic-day list for tests and `bench:clinic`: `valid` clients taken from the synthetic county in the database
 * (their names and dates of birth as a volunteer would type them, in both date forms), then one row of each kind
 * of mistake, ten in all, spread through the list. `bad` maps each bad row's line to the error it must get.
 */
export const BAD_ROWS: readonly [cells: string[] | string, error: ClinicRowError][] = [
  [['', 'Demo', '1990-01-01', ''], 'missing_first_name'],
  [['Ana', '', '1990-01-01', ''], 'missing_last_name'],
  [['Ana', 'Demo', '', ''], 'missing_dob'],
  [['Ana', 'Demo', '02/30/1990', ''], 'invalid_dob'],
  [['A'.repeat(101), 'Demo', '1990-01-01', ''], 'name_too_long'],
  [['123', '456', '1990-01-01', ''], 'name_without_letters'],
  [['Ana', 'Demo', '1990-01-01', 'Annie'], 'invalid_alias'],
  [['Ana', 'Demo', '1990-01-01', 'A B; C D; E F; G H'], 'too_many_aliases'],
  [['Ana', 'Demo', '1990-01-01', '', 'extra'], 'wrong_column_count'],
  ['"Ana"x,Demo,1990-01-01,', 'unreadable_row'],
];

export async function clinicTestList(
  db: Db,
  valid: number,
): Promise<{ csv: string; bad: Map<number, ClinicRowError>; people: number }> {
  const people = await db
    .selectFrom('cases')
    .select(['first_name', 'last_name', 'dob'])
    .where('level', '<>', 'MC')
    .where('filing_date', '>=', '1990-01-01')
    .groupBy(['first_name', 'last_name', 'dob'])
    .orderBy('last_name')
    .orderBy('first_name')
    .limit(valid)
    .execute();
  if (people.length < valid) throw new Error(`the database has ${people.length} people, not ${valid}`);
  const lines = [csvLine(['First name', 'Last name', 'Date of birth', 'Aliases'])];
  const bad = new Map<number, ClinicRowError>();
  const every = Math.floor((valid + BAD_ROWS.length) / BAD_ROWS.length);
  let b = 0;
  people.forEach((p, i) => {
    const [y, m, d] = p.dob.split('-');
    // Every other client's date as a spreadsheet writes it (M/D/YYYY).
    lines.push(csvLine([p.first_name, p.last_name, i % 2 ? `${Number(m)}/${Number(d)}/${y}` : p.dob, '']));
    const row = BAD_ROWS[b];
    if ((i + 1) % every === 0 && row) {
      lines.push(typeof row[0] === 'string' ? row[0] : csvLine(row[0]));
      bad.set(lines.length, row[1]);
      b++;
    }
  });
  for (; b < BAD_ROWS.length; b++) {
    const row = BAD_ROWS[b];
    if (!row) break;
    lines.push(typeof row[0] === 'string' ? row[0] : csvLine(row[0]));
    bad.set(lines.length, row[1]);
  }
  return { csv: `${lines.join('\r\n')}\r\n`, bad, people: people.length };
}
