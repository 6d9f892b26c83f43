/** A random person, and a case's rows in the dispositions and historical layouts (one row per court event). */
import { addDays } from '@cyr/rules/dates';
import { minDate, mmddyyyy, type Person, randomDate, type SynthCase, yyyymmdd } from './cases';
import { DISPOSITIONS_COLUMNS, HISTORICAL_COLUMNS, type SynthLayout } from './columns';
import type { Rng } from './random';
import { AGENCIES, ATTYS, CITIES, FELONY_COURT_LIST, FIRST_F, FIRST_M, LAST, MIDDLE, STREETS } from './values';

export function randomPerson(rng: Rng, index: number): Person {
  const sex = rng.chance(0.72) ? 'M' : 'F';
  const first = rng.pick(sex === 'M' ? FIRST_M : FIRST_F);
  const middle = rng.pick(MIDDLE);
  const last = rng.pick(LAST);
  const suffix = sex === 'M' && rng.chance(0.06) ? ` ${rng.pick(['JR', 'SR', 'II', 'III'])}` : '';
  return {
    spn: String(1_000_000 + index * 3 + rng.int(0, 2)).padStart(8, '0'),
    nam: `${last}, ${first}${middle ? ` ${middle}` : ''}${suffix}`,
    dob: randomDate(rng, '1950-01-01', '2004-12-31'),
    sex,
    rac: rng.pick(['W', 'B', 'B', 'W', 'A', 'U', 'I', 'M']),
    stnum: String(rng.int(100, 19999)),
    stnam: rng.pick(STREETS),
    city: rng.pick(CITIES),
    zip: String(rng.int(77001, 77099)),
  };
}

/** Offense literals in the extract are truncated to 30 characters. */
export const lit30 = (s: string): string => s.slice(0, 30);

export function rowsFor(rng: Rng, p: Person, c: SynthCase, layout: SynthLayout, rundate: string): string[][] {
  const felony = c.offense.level.startsWith('F');
  const cols = layout === 'historical' ? HISTORICAL_COLUMNS : DISPOSITIONS_COLUMNS;
  const attorney = rng.chance(0.85);
  const aty = attorney ? rng.pick(ATTYS) : '';
  const coc = attorney ? rng.pick(['AAT', 'HAT']) : '';
  const agency = rng.pick(AGENCIES);
  const atySpn = attorney ? String(rng.int(100000, 3999999)).padStart(8, '0') : '';
  const historical = layout === 'historical';
  // The weekly file: levels with a space (`F 3`), bonds six digits zero-padded or blank with the reason in `bamexp`.
  const level =
    historical && c.offense.level.length === 2 ? `${c.offense.level[0]} ${c.offense.level[1]}` : c.offense.level;
  const noBond =
    historical && rng.chance(0.25)
      ? rng.weighted([
          ['REFER TO MAGISTRATE', 7],
          ['BOND DENIED', 3],
          ['SUMMONS ISSUED', 1],
        ] as const)
      : null;
  const bamValue = rng.chance(0.2) ? 0 : rng.pick([500, 1000, 1500, 2500, 5000, 10000, 20000]);
  const bam = noBond
    ? ''
    : historical
      ? String(bamValue).padStart(6, '0')
      : bamValue === 0
        ? '000000'
        : String(bamValue);
  const compNam = rng.chance(0.7) ? `OFFICER ${rng.pick(['SMITH', 'NGUYEN', 'GARZA', 'BROWN'])}` : '';
  const offRpt = rng.chance(0.5) ? `HC${rng.int(100000000, 999999999)}` : String(rng.int(10000000, 999999999));
  const nullish = (): string =>
    rng.weighted([
      ['', 6],
      ['NULL', 3],
      ['N/A', 1],
    ] as const);
  const out: string[][] = [];
  for (const ev of c.events) {
    const v: Record<string, string> = {
      rundate: yyyymmdd(rundate),
      cdi: rng.chance(0.8) ? (felony ? '003' : '002') : felony ? '3' : '2',
      cas: c.cas,
      fda: yyyymmdd(c.fda),
      ins: ev.ins,
      cad: ev.cad ?? '',
      crt: !felony && rng.chance(0.3) ? c.crt.padStart(3, '0') : c.crt,
      cst: ev.cst,
      dst: ev.dst,
      bam,
      curr_off: c.offense.code,
      curr_off_lit: lit30(c.offense.lit) + (rng.chance(0.05) ? '  ' : ''),
      curr_l_d: level,
      com_off: c.offense.code,
      com_off_lit: lit30(c.offense.lit),
      com_l_d: level,
      gj_off: felony ? c.offense.code : '',
      gj_off_lit: felony ? lit30(c.offense.lit) : '',
      gj_l_d: felony ? level : '',
      nda: ev.nda ? yyyymmdd(ev.nda) : nullish(),
      cnc: ev.nda ? rng.pick(['AC', 'PD', 'JT']) : '',
      rea: ev.rea ?? '',
      def_nam: p.nam + (rng.chance(0.03) ? ' ' : ''),
      def_spn: rng.chance(0.02) ? String(Number(p.spn)) : p.spn,
      def_rac: p.rac,
      def_sex: p.sex,
      def_dob: yyyymmdd(p.dob),
      def_stnum: p.stnum,
      def_stnam: rng.chance(0.002) ? `${p.stnam}\u0081` : rng.chance(0.001) ? `${p.stnam} "REAR` : p.stnam,
      def_apt: rng.chance(0.2) ? String(rng.int(1, 400)) : '',
      def_cty: p.city,
      def_st: 'TX',
      def_zip: p.zip,
      aty_nam: aty,
      aty_spn: atySpn,
      aty_coc: coc,
      aty_coc_lit: coc === 'AAT' ? 'APPOINTED DEFENSE ATTORNEY' : coc === 'HAT' ? 'HIRED DEFENSE ATTORNEY' : '',
      comp_nam: compNam,
      comp_agency: agency,
      off_rpt_num: offRpt,
      dispdt: ev.dispdt ? yyyymmdd(ev.dispdt) : '',
      disposition: ev.disposition ?? '',
      sentence: ev.sentence ?? '',
      def_citizen: rng.pick(['Y', 'Y', 'Y', 'N', 'U']),
      bamexp: noBond ?? (historical ? '' : rng.chance(0.05) ? rng.pick(['D', 'S', 'U']) : nullish()),
      // `gj_dt` is MMDDYYYY in the weekly file; `gj_crt` names the grand jury court (`G262`).
      gj_dt: felony && c.gjCdp !== undefined ? mmddyyyy(minDate(addDays(c.fda, 30), rundate)) : '',
      gj_crt: felony ? `G${rng.pick(FELONY_COURT_LIST)}` : '',
      gj_cdp: c.gjCdp ?? (felony ? 'FID' : ''),
      def_pob: rng.pick(['TX', 'TX', 'MX', 'LA', 'CA', 'VN']),
      CasCDI: `${c.cas}${felony ? '003' : '002'}`,
    };
    const row = cols.map((k) => v[k] ?? '');
    // Quirk: short rows (trailing blank fields dropped).
    if (rng.chance(0.05)) while (row.length > 1 && row[row.length - 1] === '') row.pop();
    out.push(row);
  }
  return out;
}
