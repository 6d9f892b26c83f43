/**
 * The arresting agency of each case (the extract's `comp_agency`, extract format §3), read from the stored
 * case when the case's display fields carry it; a case without one gets a "You fill in" blank on the petition.
 */
import type { Db } from '../../db';
import { loadCases } from '../../services/case-store';

export async function arrestingAgencies(db: Db, cas: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const row of await loadCases(db, cas)) {
    const display: object = row.display;
    if (
      'arrestingAgency' in display &&
      typeof display.arrestingAgency === 'string' &&
      display.arrestingAgency.trim() !== ''
    ) {
      out.set(row.engine_case.id, display.arrestingAgency);
    }
  }
  return out;
}
