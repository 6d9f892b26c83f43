import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Court rows of fictional people written as a District Clerk weekly extract: the API tests import them with the
 * import path of `npm run import` (sync/imports.ts `importFile`), the browser tests with `npm run import` itself
 * (e2e/support/cli.ts), and both walk the checker over them as a person would.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SAMPLE = path.join(ROOT, 'packages/harris-data/test-fixtures/weekly-historical-2024-sample.txt');

/** One event row of a case, in the District Clerk's weekly layout (dates YYYYMMDD). */
export interface Row {
  spn: string;
  name: string;
  cas: string;
  fda: string;
  level: string;
  literal: string;
  ins: string;
  cad: string;
  cst: string;
  dst: string;
  dispdt: string;
  disposition: string;
  sentence: string;
  /** The offense report number (`off_rpt_num`); blank when absent. */
  reportNumber?: string;
}

/** A date of birth as the basic-info page's boxes take it. */
export interface Dob {
  m: string;
  d: string;
  y: string;
}

/**
 * Writes `rows` (every person born on `dob`) as a weekly extract in `dir`, every other column taken from the first
 * row of the 2024 sample, and returns its path.
 */
export function writeExtract(dir: string, rows: readonly Row[], dob: Dob): string {
  const lines = readFileSync(SAMPLE).toString('latin1').split('\r\n');
  const header = (lines[0] ?? '').split('\t');
  const template = (lines[1] ?? '').split('\t');
  const out = [lines[0] ?? ''];
  for (const r of rows) {
    const felony = r.level.startsWith('F');
    const values: Record<string, string> = {
      cdi: felony ? '003' : '002',
      cas: r.cas,
      CasCDI: `${r.cas}${felony ? '003' : '002'}`,
      fda: r.fda,
      // A County Criminal Court at Law for a misdemeanor, a district court for a felony.
      crt: felony ? '351' : '7',
      ins: r.ins,
      cad: r.cad,
      cst: r.cst,
      dst: r.dst,
      curr_off_lit: r.literal,
      com_off_lit: r.literal,
      gj_off_lit: felony ? r.literal : '',
      curr_off: '',
      com_off: '',
      gj_off: '',
      curr_l_d: r.level,
      com_l_d: r.level,
      gj_l_d: felony ? r.level : '',
      gj_cdp: felony ? r.ins : '',
      def_nam: r.name,
      def_spn: r.spn,
      def_dob: `${dob.y}${dob.m.padStart(2, '0')}${dob.d.padStart(2, '0')}`,
      dispdt: r.dispdt,
      disposition: r.disposition,
      sentence: r.sentence,
      nda: '',
      rea: '',
      off_rpt_num: r.reportNumber ?? '',
    };
    out.push(header.map((h, i) => values[h] ?? template[i] ?? '').join('\t'));
  }
  const file = path.join(dir, 'Weekly_Historical_Criminal_20261120.txt');
  writeFileSync(file, Buffer.from(`${out.join('\r\n')}\r\n`, 'latin1'));
  return file;
}
