import { describe, expect, it } from 'vitest';
import { buildCase, packEvents, rowToEvent, unpackEvents, type CaseEvent } from '@cyr/harris-data';
import type { EngineCase } from '@cyr/rules';

/**
 * The duplicate-indictment mark (`bamexp` `I`, docs/law D38) and the report number from the extract through the
 * stored form of a case's events (`cases.events`, packEvents) to the engine input the services build from it.
 */
const base = {
  cas: '201900101010',
  def_nam: 'DEMO, CAL',
  def_spn: '09990101',
  def_dob: '19900101',
  cdi: '002',
  curr_l_d: 'MB',
  curr_off: '350110',
  curr_off_lit: 'POSS MARIJ <2OZ',
  crt: '7',
  ins: 'MIN',
  fda: '20190301',
  cad: 'DISM',
  dispdt: '20190601',
  disposition: 'DISMISSED DEF CONVICTED IN ANOTHER CASE',
  cst: 'D',
  dst: 'D',
  rundate: '20241123',
  comp_agency: 'HOUSTON POLICE DEPARTMENT',
  off_rpt_num: '19-0012345',
};

function event(row: Record<string, string>): CaseEvent {
  const r = rowToEvent(row);
  if (!r.ok) throw new Error(r.reason);
  return r.event;
}

const engineCase = (events: CaseEvent[]): EngineCase => {
  const built = buildCase(events);
  if (!built.offered) throw new Error(built.reason);
  return built.record.engineCase;
};

/** The packed form as stored before a field was read: each event's values up to (not including) index `at`. */
const packedBefore = (events: CaseEvent[], at: number): string =>
  JSON.stringify((JSON.parse(packEvents(events)) as unknown[][]).map((row) => row.slice(0, at)));

describe('duplicate indictment and report number in the stored events', () => {
  it('are read from bamexp and off_rpt_num and survive the stored form', () => {
    const e = event({ ...base, bamexp: 'I' });
    expect(e.bamexp).toBe('I');
    const back = unpackEvents(packEvents([e]));
    expect(back).toEqual([e]);
    expect(engineCase(back)).toMatchObject({
      duplicateIndictment: true,
      reportNumber: '19-0012345',
      dismissalReason: 'convicted_in_other_case',
    });
    expect(engineCase(unpackEvents(packEvents([event({ ...base, bamexp: 'BOND DENIED' })]))).duplicateIndictment).toBe(
      false,
    );
    expect(engineCase(unpackEvents(packEvents([event(base)]))).duplicateIndictment).toBeNull();
  });

  it('events stored before bamexp was read come back unmarked, with their report number', () => {
    const e = event({ ...base, bamexp: 'I' });
    // The packed form before bamexp: 26 values, the report number last.
    const bamexpAt = 26;
    expect((JSON.parse(packEvents([e])) as unknown[][])[0]?.[bamexpAt]).toBe('I');
    const [back] = unpackEvents(packedBefore([e], bamexpAt));
    expect(back?.bamexp).toBeNull();
    expect(back?.offRptNum).toBe('19-0012345');
    expect(engineCase(back ? [back] : [])).toMatchObject({ duplicateIndictment: null, reportNumber: '19-0012345' });
  });

  it('events stored as objects (the oldest form) without bamexp come back unmarked', () => {
    const { bamexp: _bamexp, ...old } = event({ ...base, bamexp: 'I' });
    const [back] = unpackEvents(JSON.stringify([old]));
    expect(back?.bamexp).toBeUndefined();
    expect(engineCase(back ? [back] : []).duplicateIndictment).toBeNull();
  });
});
