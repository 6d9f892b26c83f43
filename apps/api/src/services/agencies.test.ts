import { describe, expect, it } from 'vitest';
import { buildCase, packEvents, rowToEvent, unpackEvents, type CaseEvent } from '@cyr/harris-data';

/** The arresting agency (`comp_agency`) from the extract to the case's display fields, which the petitions print. */
const base = {
  cas: '221000401010',
  def_nam: 'DEMO, DAN',
  def_spn: '09990004',
  def_dob: '19900101',
  cdi: '002',
  curr_l_d: 'MB',
  curr_off: '350110',
  curr_off_lit: 'POSS MARIJ <2OZ',
  crt: '4',
  ins: 'MIN',
  fda: '20210202',
  cad: 'DISM',
  dispdt: '20210514',
  disposition: 'DISMISSED',
  cst: 'D',
  dst: 'D',
};

function event(row: Record<string, string>): CaseEvent {
  const r = rowToEvent(row);
  if (!r.ok) throw new Error(r.reason);
  return r.event;
}

const display = (events: CaseEvent[]) => {
  const built = buildCase(events);
  if (!built.offered) throw new Error(built.reason);
  return built.record.display;
};

describe('arresting agency', () => {
  it('is read from comp_agency and shown from the newest event that names one', () => {
    const older = event({ ...base, rundate: '20210601', comp_agency: 'HOUSTON POLICE DEPARTMENT' });
    const newer = event({ ...base, rundate: '20240115', comp_agency: 'HARRIS COUNTY CONSTABLE PCT 1' });
    expect(older.compAgency).toBe('HOUSTON POLICE DEPARTMENT');
    expect(display([newer, older]).arrestingAgency).toBe('HARRIS COUNTY CONSTABLE PCT 1');
    expect(display([event({ ...base, rundate: '20210601' })]).arrestingAgency).toBeNull();
  });

  it('survives the stored form, and events stored before it was read come back without one', () => {
    const e = event({ ...base, rundate: '20210601', comp_agency: 'PASADENA POLICE DEPARTMENT' });
    expect(unpackEvents(packEvents([e]))[0]?.compAgency).toBe('PASADENA POLICE DEPARTMENT');
    // The packed form before the agency was read: the values up to the sentence, without the agency and the
    // charge levels read after it.
    const agencyAt = 22;
    const old = JSON.stringify((JSON.parse(packEvents([e])) as unknown[][]).map((row) => row.slice(0, agencyAt)));
    const [back] = unpackEvents(old);
    expect(back?.compAgency).toBeNull();
    expect(display(back ? [back] : []).arrestingAgency).toBeNull();
  });
});
