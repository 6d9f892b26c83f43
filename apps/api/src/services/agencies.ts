/**
 * The arresting agency of each case (the extract's `comp_agency`, extract format §3), from the stored case's
 * events; a case without one gets a "You fill in" blank on the petition.
 */
import type { Db } from '../db';
import { loadCases } from './case-store';

export async function arrestingAgencies(db: Db, cas: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const row of await loadCases(db, cas)) {
    const agency = row.display.arrestingAgency;
    if (agency) out.set(row.engine_case.id, agency);
  }
  return out;
}
