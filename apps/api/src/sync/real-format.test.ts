/**
 * Real-format rows (the 2024 weekly layout: spaced levels, `DISP` convictions, convictions after a not-guilty
 * plea, acquittals, dismissals with reasons, a probated prison term) imported by the import path of
 * `npm run import` and looked up through the API: no conviction is flagged for expunction, every level is shown
 * as its code, a probated term is shown as probation, and what the lists cannot read ends could_not_determine.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaseLookupFoundSchema, EligibilityResponseSchema, type Case } from '@cyr/schemas';
import { makeTestApp, startSession, type TestApp } from '../test/app';
import { importFile } from './imports';

const FIXTURE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/harris-data/test-fixtures/weekly-historical-2024-sample.txt',
);

interface Row {
  cas: string;
  cad: string;
  disposition: string;
  sentence: string;
  level: string;
  dispdt: string;
  cst: string;
  dst: string;
}

/** Cause number → the case as the clerk writes it. */
const ROWS: Row[] = [
  {
    cas: '5000001',
    cad: 'DISP',
    disposition: 'NOT GUILTY PLEA - JURY VERDICT',
    sentence: '25 YEARS TDC',
    level: 'F 1',
    dispdt: '20150310',
    cst: 'C',
    dst: 'D',
  },
  {
    cas: '5000002',
    cad: 'DISP',
    disposition: 'LESSER OFF. NOT GUILTY PLEA-JURY VERDICT',
    sentence: '22 YEARS 6 MONTHS TDC',
    level: 'F 2',
    dispdt: '20120620',
    cst: 'C',
    dst: 'D',
  },
  {
    cas: '5000003',
    cad: 'DISP',
    disposition: 'NOT GUILTY PLEA- NO JURY',
    sentence: '$10000 FINE',
    level: 'F 3',
    dispdt: '20110404',
    cst: 'C',
    dst: 'D',
  },
  {
    cas: '5000004',
    cad: 'DISP',
    disposition: 'GUILTY PLEA-NO JURY',
    sentence: '1 YEARS HCJ',
    level: 'F S',
    dispdt: '20100115',
    cst: 'C',
    dst: 'D',
  },
  {
    cas: '5000005',
    cad: 'PROB',
    disposition: 'GUILTY PLEA-NO JURY',
    sentence: '10 YEARS TDC, 4 YEARS PROBATION',
    level: 'F 3',
    dispdt: '20240916',
    cst: 'R',
    dst: 'P',
  },
  {
    cas: '5000006',
    cad: 'DISP',
    disposition: 'COMMITTED TO TDC',
    sentence: '5 YEARS CONFINEMENT',
    level: 'F 2',
    dispdt: '20130802',
    cst: 'C',
    dst: 'D',
  },
  {
    cas: '5000007',
    cad: 'NOTG',
    disposition: 'ACQ JURY VERDICT',
    sentence: '',
    level: 'M A',
    dispdt: '20160212',
    cst: 'C',
    dst: 'D',
  },
  {
    cas: '5000008',
    cad: 'NOTG',
    disposition: 'ACQ BY REASON OF INSANITY',
    sentence: '',
    level: 'F 2',
    dispdt: '20170301',
    cst: 'C',
    dst: 'D',
  },
  {
    cas: '5000009',
    cad: 'DISM',
    disposition: 'DISMISSED INSUFFICIENT EVIDENCE',
    sentence: '',
    level: 'M B',
    dispdt: '20140707',
    cst: 'D',
    dst: 'D',
  },
  {
    cas: '5000010',
    cad: 'DISM',
    disposition: 'DISMISSED DEF CONVICTED IN ANOTHER CASE',
    sentence: '',
    level: 'F 3',
    dispdt: '20190909',
    cst: 'D',
    dst: 'D',
  },
  {
    cas: '5000011',
    cad: 'NOB',
    disposition: 'NO BILL',
    sentence: '',
    level: 'F',
    dispdt: '20180101',
    cst: 'C',
    dst: 'D',
  },
];
const CONVICTIONS = ['5000001', '5000002', '5000003', '5000004', '5000005', '5000006'];

function realFormatFile(dir: string): string {
  const lines = readFileSync(FIXTURE).toString('latin1').split('\r\n');
  const header = (lines[0] ?? '').split('\t');
  const template = (lines[1] ?? '').split('\t');
  const out = [lines[0] ?? ''];
  for (const r of ROWS) {
    const fda = `${Number(r.dispdt.slice(0, 4)) - 1}${r.dispdt.slice(4)}`;
    const values: Record<string, string> = {
      cas: `${r.cas}01010`,
      CasCDI: `${r.cas}01010003`,
      fda,
      ins: r.cad === 'NOB' ? 'NOB' : 'FID',
      cad: r.cad,
      cst: r.cst,
      dst: r.dst,
      curr_l_d: r.level,
      com_l_d: r.level,
      gj_l_d: r.level,
      curr_off_lit: 'AGG ASSAULT W/DEADLY WEAPON',
      def_nam: 'REALFORMAT, TESTER',
      def_spn: '07777777',
      def_dob: '19800101',
      dispdt: r.dispdt,
      disposition: r.disposition,
      sentence: r.sentence,
      nda: '',
      rea: '',
    };
    out.push(header.map((h, i) => values[h] ?? template[i] ?? '').join('\t'));
  }
  const file = path.join(dir, 'Weekly_Historical_Criminal_20241123.txt');
  writeFileSync(file, Buffer.from(`${out.join('\r\n')}\r\n`, 'latin1'));
  return file;
}

describe('real-format rows, imported and looked up through the API', () => {
  let t: TestApp;
  let dir: string;
  let cases: Case[];
  beforeAll(async () => {
    t = await makeTestApp({ seed: false });
    dir = mkdtempSync(path.join(os.tmpdir(), 'cyr-real-'));
    const { summary } = await importFile(t.db.db, realFormatFile(dir), { origin: 'import' });
    expect(summary).toMatchObject({ rows: ROWS.length, cases: ROWS.length, rejectedCount: 0 });
    const auth = await startSession(t.app);
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/application/cont/${url}`, headers: { authorization: auth }, payload });
    const lookup = await post('case-lookup', {
      firstName: 'Tester',
      middleName: '',
      suffix: '',
      lastName: 'Realformat',
      aliasFirstNames: [],
      aliasLastNames: [],
      dob: '1980-01-01',
      agreeToTerms: true,
    });
    expect(lookup.statusCode, lookup.body).toBe(200);
    CaseLookupFoundSchema.parse(lookup.json());
    const confirm = await post('confirm-cases', { spn: '07777777' });
    expect(confirm.statusCode).toBe(200);
    let info = EligibilityResponseSchema.parse(confirm.json()).eligibilityInfo;
    if (info.needsPreliminaryQuestions) {
      const pre = await post('eligibility-preliminary-questions', {
        sexOffender: false,
        disqualifyingOffenses: [],
        noneOfTheAbove: true,
        isVeteran: false,
        hasBeenVictim: false,
        hasClassCConviction: false,
      });
      expect(pre.statusCode, pre.body).toBe(200);
      info = EligibilityResponseSchema.parse(pre.json()).eligibilityInfo;
    }
    cases = info.cases;
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t?.close();
  });

  const byCause = (cause: string): Case => {
    const c = cases.find((x) => x.casID === cause);
    if (!c) throw new Error(`case ${cause} not shown`);
    return c;
  };

  it('shows every case, each level as its code', () => {
    expect(cases).toHaveLength(ROWS.length);
    for (const r of ROWS) expect(byCause(r.cas).current_charge_level, r.cas).toBe(r.level.replace(' ', ''));
  });

  it('never flags a conviction for expunction, whatever the plea', () => {
    for (const cause of CONVICTIONS) {
      const c = byCause(cause);
      expect(c.final_eligibility, cause).not.toBe('expunction');
      expect(c.expunction_route, cause).toBeNull();
      expect(c.conviction_date, cause).not.toBeNull();
    }
  });

  it('shows a probated prison term as probation', () => {
    expect(byCause('5000005')).toMatchObject({
      probation_start: '2024-09-16',
      probation_end: '2028-09-15',
      sentence: '10 YEARS TDC, 4 YEARS PROBATION',
      sentence_completion_date: null,
    });
  });

  it('what the lists cannot read is could_not_determine; an acquittal is not', () => {
    expect(byCause('5000008').final_eligibility).toBe('could_not_determine');
    expect(byCause('5000010').final_eligibility).toBe('could_not_determine');
    expect(byCause('5000007').final_eligibility).not.toBe('could_not_determine');
  });
});
