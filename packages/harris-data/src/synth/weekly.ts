/** The weekly file's layout (format notes §0b, §0c): one row per case, its latest state, in the 2024 file's code and literal mix. */
import type { OffenseLevel } from '@cyr/rules';
import { ATTEMPT_LEVEL } from '../classify';
import { addDays } from '@cyr/rules/dates';
import { type Ev, minDate, mmddyyyy, type Person, type SynthCase, type WeeklyCase, yyyymmdd } from './cases';
import { HISTORICAL_COLUMNS } from './columns';
import type { Rng } from './random';
import { at } from './random';
import { lit30 } from './rows';
import { FELONY_PLEAS, type Scenario, TRIAL_CONVICTIONS } from './scenarios';
import {
  ATTYS,
  BARRED,
  BWI,
  CLASS_C,
  DWI,
  DWI_FELONY,
  FELONY_COURT_LIST,
  FELONY_DEFERRABLE,
  FV,
  MISD_DEFERRABLE,
  O,
  UNKNOWN_LIT,
} from './values';

/** Agencies as the 2024 weekly file writes them (format notes §0b: three spaces in `CONSTABLE   PCT 4`). */
const WEEKLY_AGENCIES: readonly (readonly [string, number])[] = [
  ['HOUSTON POLICE DEPARTMENT', 205],
  ["SHERIFF'S DEPARTMENT HARRIS COUNTY", 77],
  ['CONSTABLE   PCT 4', 18],
  ['PASADENA POLICE DEPARTMENT', 13],
  ['CONSTABLE   PCT 5', 12],
  ['', 8],
  ['HUMBLE PD', 6],
  ['BAYTOWN POLICE DEPARTMENT', 6],
  ['CONSTABLE   PCT 1', 5],
  ['METRO P. D. CITY OF HOUSTON', 5],
  ['DEER PARK POLICE DEPARTMENT', 4],
  ['DEPARTMENT OF PUBLIC SAFETY', 2],
];
/** Attorney connection codes and literals of the 2024 file (§0b), with their shares. */
const WEEKLY_ATTORNEYS: readonly (readonly [readonly [string, string], number])[] = [
  [['AAT', 'APPOINTED DEFENSE ATTORNEY'], 234],
  [['', ''], 64],
  [['HAT', 'HIRED DEFENSE ATTORNEY'], 58],
  [['DAT', 'APPOINTED PUBLIC DEFENDER'], 42],
  [['PAT', 'PRO SE ATTORNEY'], 1],
  [['XAT', 'EXCUSED ATTORNEY'], 1],
];
/** Docket types (`cnc`) and setting reasons (`rea`): codes and the literals the 2024 file also prints (§0b). */
const WEEKLY_CNC: readonly (readonly [string, number])[] = [
  ['MD', 277],
  ['AC', 69],
  ['REINTEGRATION DOCKET', 32],
  ['', 6],
  ['TR', 3],
  ['ATTORNEY CONSULTATION', 3],
  ['BAIL REVIEW DOCKET', 2],
  ['MO', 2],
  ['VETERANS COURT', 1],
];
const WEEKLY_REA: readonly (readonly [string, number])[] = [
  ['ARRG', 167],
  ['PACA', 80],
  ['NTRL', 37],
  ['DISP', 26],
  ['PLEA', 16],
  ['CASE MANAGEMENT CONFERENCE', 8],
  ['OTHR', 8],
  ['DISCOVERY COMPLIANCE', 8],
  ['PTCR', 5],
  ['STATUS CONFERENCE', 4],
  ['JTRL', 3],
];
/** Misdemeanors a felony charge is pleaded down to, by the charge's family (format notes §0c.3). */
const REDUCED_FV = O('131310', 'ASSAULT-FAMILY MEMBER', 'MA');
const REDUCED_DWI = O('540401', 'DRIVING WHILE INTOXICATED', 'MB');
const REDUCED_EVADING = O('480120', 'EVADING ARREST DETENTION', 'MA');
const REDUCED_DEADLY = O('130510', 'DEADLY CONDUCT', 'MA');

/** Every offense literal the synthetic county writes (the plain-words table is checked against it, ADR 0074). */
export const SYNTH_OFFENSE_LITERALS: readonly string[] = [
  ...new Set(
    [
      ...MISD_DEFERRABLE,
      ...FELONY_DEFERRABLE,
      ...DWI,
      DWI_FELONY,
      BWI,
      ...FV,
      ...BARRED,
      ...CLASS_C,
      ...UNKNOWN_LIT,
      REDUCED_FV,
      REDUCED_DWI,
      REDUCED_EVADING,
      REDUCED_DEADLY,
    ].map((o) => o.lit),
  ),
];

const CONVICTION_CODES = new Set(['SENT', 'GILT', 'FINE', 'COMM']);

/**
 * The latest state of a case as the weekly file's one row shows it (format notes §0b, §0c): convictions as
 * `DISP` + the plea literal; a discharged deferred adjudication as `DISP` (or `CETR`/`CEXP`) + `DEFERRED
 * ADJUDICATION TERMINATED`; a completed probation as `CEXP`/`CETR` + `PROBATION TERMINATION`/`TERMINATED`; an
 * adjudication as `MAJ` + `DEF ADJ GLT ADJUDICATED`/`REVOKED`; an expunction requested as defendant status `Q`;
 * some felony convictions as pleas to a misdemeanor whose complaint and grand-jury literals name the original
 * charge; some charges attempted (`ATT …`); felony dismissals before indictment on a complaint (`COM`).
 */
export function weeklyCase(rng: Rng, scenario: Scenario, c: SynthCase): WeeklyCase {
  const evs = c.events;
  const last = at(evs, evs.length - 1);
  const placed = evs.find((e) => e.cad === 'DADJ' || e.cad === 'PROB');
  let ev: Ev = { ...last };
  let charged = c.offense;
  if (last.cad === 'DISM' && placed?.cad === 'DADJ') {
    ev = {
      ...last,
      cad: rng.chance(0.75) ? 'DISP' : rng.pick(['CETR', 'CEXP']),
      disposition: 'DEFERRED ADJUDICATION TERMINATED',
      sentence: null,
      cst: 'C',
      dst: 'D',
    };
  } else if ((last.cad === 'CEXP' || last.cad === 'CETR') && placed?.cad === 'PROB') {
    ev = {
      ...last,
      ins: placed.ins,
      disposition: rng.pick(['PROBATION TERMINATION', 'PROBATION TERMINATED']),
      sentence: placed.sentence,
    };
  } else if (last.ins === 'MAJ') {
    ev = { ...last, cad: 'DISP', disposition: rng.chance(0.7) ? 'DEF ADJ GLT ADJUDICATED' : 'DEF ADJ GLT REVOKED' };
  } else if (last.ins === 'MRP' && rng.chance(0.3)) {
    ev = { ...last, cad: 'DISP', disposition: 'PROBATION TERMINATED', sentence: null };
  } else if (last.ins === 'EPG') {
    // The weekly file holds no expunged record; an expunction requested shows as defendant status `Q` (§0c.2).
    ev = { ...at(evs, Math.max(0, evs.length - 2)), dst: 'Q' };
  } else if (last.cad !== null && CONVICTION_CODES.has(last.cad)) {
    ev = { ...last, cad: 'DISP' };
  } else if (last.cad === null && last.dst === 'N' && rng.chance(0.5)) {
    ev = { ...last, dst: 'WARRANT OR CITATION ISSUED' };
  }
  let offense = c.offense;
  let crt = c.crt;
  const felonyCharge = charged.level.startsWith('F');
  // A plea to a lesser offense: the felony charge stays in the complaint and grand-jury fields (§0c.3).
  if (felonyCharge && ev.cad === 'DISP' && ev.disposition !== null && FELONY_PLEA_SET.has(ev.disposition)) {
    if (rng.chance(0.12)) {
      offense = FV.includes(charged)
        ? REDUCED_FV
        : charged === DWI_FELONY
          ? REDUCED_DWI
          : charged.code === '480130'
            ? REDUCED_EVADING
            : charged.code === '130210'
              ? REDUCED_DEADLY
              : rng.pick(MISD_DEFERRABLE);
      ev = {
        ...ev,
        disposition: 'LESSER OFF. GUILTY PLEA - NO JURY',
        sentence: `${rng.pick([30, 60, 90, 180, 270, 365])} DAYS HCJ`,
      };
    }
  } else if (scenario !== 'barred' && scenario !== 'unidentified' && rng.chance(0.03)) {
    // A felony charge one degree lower when attempted (PC 15.01(d)); a state jail felony becomes a Class A.
    const lower = /^F[123S]$/.test(charged.level) ? ATTEMPT_LEVEL[charged.level as OffenseLevel] : undefined;
    if (lower !== undefined) {
      offense = { code: charged.code, lit: lit30(`ATT ${charged.lit}`), level: lower };
      charged = offense;
      // An attempted state jail felony is a Class A misdemeanor, heard in a County Criminal Court at Law.
      if (lower.startsWith('M')) crt = String(rng.int(1, 16));
    }
  }
  const felony = charged.level.startsWith('F');
  const unindicted = ev.cad === 'DISM' || ev.cad === null || ev.disposition === 'DISMISSED COMPLETED DIVERSION PROGRAM';
  let ins = ev.ins;
  if (ins === 'FID' || ins === 'FIN' || ins === 'MIN') {
    if (felony)
      ins =
        unindicted && rng.chance(0.55)
          ? 'COM'
          : rng.weighted([
              ['FID', 62],
              ['FIN', 30],
              ['RID', 3],
              ['CVI', 2],
              ['OUT OF COUNTY FELONY', 0.3],
            ] as const);
    else ins = unindicted && rng.chance(0.08) ? 'COM' : rng.chance(0.01) ? 'MID' : 'MIN';
  }
  const gj =
    ins === 'NOB' || c.gjCdp === 'NOB'
      ? 'NOB'
      : !felony || ins === 'COM' || ins === 'OUT OF COUNTY FELONY'
        ? ''
        : ins === 'FID' || ins === 'FIN' || ins === 'RID'
          ? ins
          : 'FID';
  return { c: { ...c, offense, crt }, ev: { ...ev, ins }, charged, ins, gj };
}
const FELONY_PLEA_SET: ReadonlySet<string> = new Set<string>([
  ...FELONY_PLEAS,
  ...TRIAL_CONVICTIONS,
  'CONVICTION-PLEA OF GUILTY',
]);

const spaced = (level: string): string => (level.length === 2 ? `${level[0]} ${level[1]}` : level);

/** The one row of a case in the weekly layout (49 columns, `HISTORICAL_COLUMNS`). */
export function weeklyRowFor(rng: Rng, p: Person, w: WeeklyCase, rundate: string): string[] {
  const { c, ev, charged } = w;
  const felony = charged.level.startsWith('F');
  const [coc, cocLit] = rng.weighted(WEEKLY_ATTORNEYS);
  const murder = c.offense.code === '090110';
  const noBond = rng.chance(0.27)
    ? rng.weighted([
        ['REFER TO MAGISTRATE', 77],
        ['BOND DENIED', 28],
        ['SUMMONS ISSUED', 1],
      ] as const)
    : null;
  const bam = murder
    ? '00000*'
    : noBond
      ? ''
      : String(rng.pick([0, 500, 1000, 1500, 2500, 5000, 8000, 10000, 20000, 45000])).padStart(6, '0');
  // A bare `F` (felony, degree not given) on about one felony row in seventy (6 of 400 in the 2024 sample).
  const level = felony && rng.chance(0.015) ? 'F' : spaced(c.offense.level);
  const chargedLevel = spaced(charged.level);
  const disposed = ev.dispdt !== null;
  const nda = ev.nda ?? (disposed && rng.chance(0.9) ? ev.dispdt : null);
  const homeless = p.stnam === 'HOMELESS' || p.stnam === 'TRANSIENT';
  const v: Record<string, string> = {
    cdi: felony ? '003' : '002',
    cas: c.cas,
    fda: yyyymmdd(c.fda),
    ins: ev.ins,
    cad: ev.cad ?? '',
    crt: c.crt,
    cst: ev.cst,
    dst: ev.dst,
    bam,
    curr_off: c.offense.code,
    curr_off_lit: lit30(c.offense.lit),
    curr_l_d: level,
    com_off: charged.code,
    com_off_lit: lit30(charged.lit),
    com_l_d: chargedLevel,
    gj_off: w.gj && w.gj !== 'NOB' ? charged.code : '',
    gj_off_lit: w.gj && w.gj !== 'NOB' ? lit30(charged.lit) : '',
    gj_l_d: w.gj && w.gj !== 'NOB' ? chargedLevel : '',
    nda: nda ? yyyymmdd(nda) : '',
    cnc: rng.weighted(WEEKLY_CNC),
    rea: ev.rea ?? rng.weighted(WEEKLY_REA),
    // A few names carry no comma (§0b).
    def_nam: rng.chance(0.001) ? p.nam.replace(',', '') : p.nam,
    def_spn: p.spn,
    def_rac: p.rac,
    def_sex: p.sex,
    def_dob: yyyymmdd(p.dob),
    def_stnum: homeless ? '000000' : p.stnum,
    def_stnam: rng.chance(0.002) ? `${p.stnam}\u0081` : p.stnam,
    def_apt: rng.chance(0.15) ? String(rng.int(1, 400)) : '',
    // The city is cut to 10 characters (§0b).
    def_cty: p.city.slice(0, 10),
    def_st: 'TX',
    def_zip: p.zip,
    aty_nam: coc ? rng.pick(ATTYS) : '',
    aty_spn: coc ? String(rng.int(100000, 3999999)).padStart(8, '0') : '',
    aty_coc: coc,
    aty_coc_lit: cocLit,
    comp_nam: rng.chance(0.8) ? `OFFICER, ${rng.pick(['A', 'B', 'C', 'D'])}` : '',
    comp_agency: rng.weighted(WEEKLY_AGENCIES),
    off_rpt_num: rng.chance(0.6) ? String(rng.int(10000000, 999999999)) : '',
    dispdt: ev.dispdt ? yyyymmdd(ev.dispdt) : '',
    disposition: ev.disposition ?? '',
    CasCDI: `${c.cas}${felony ? '003' : '002'}`,
    sentence: ev.sentence ?? '',
    def_citizen: rng.weighted([
      ['Y', 322],
      ['U', 60],
      ['N', 18],
    ] as const),
    bamexp: noBond ?? '',
    gj_dt: w.gj ? mmddyyyy(minDate(addDays(c.fda, rng.int(20, 90)), rundate)) : '',
    gj_crt: w.gj ? `G${rng.pick(FELONY_COURT_LIST)}` : '',
    gj_cdp: w.gj,
    def_pob: '',
  };
  return HISTORICAL_COLUMNS.map((k) => v[k] ?? '');
}
