/**
 * Synthetic county: a seeded, deterministic extract in the District Clerk's exact format (CP1252, tabs,
 * header row, the same columns, codes and quirks), with a realistic mix of levels, offenses,
 * dispositions and multi-event cases covering every rule path, plus the demo people (DOB 1990-01-01):
 * Ana Demo, Ben Demo, Carla Demo and two different Dan Demos. All names and numbers are fictional.
 */
import type { OffenseLevel } from '@cyr/rules';
import { ATTEMPT_LEVEL } from './classify';
import { FELONY_COURTS } from './codes';
import { encodeCp1252 } from './cp1252';
import { addDays, addMonths } from '@cyr/rules/dates';

/**
 * `dispositions`: the daily/monthly dispositions file (37 columns, one row per event). `historical`: the weekly
 * file's 49 columns with one row per court event (every rule path visible). `weekly`: the weekly file as the
 * clerk publishes it (format notes §0b, §0c): 49 columns and one row per case, its latest state, in the real
 * code and literal mix. The demo people keep their event rows in every layout, so the demo works on any.
 */
export type SynthLayout = 'dispositions' | 'historical' | 'weekly';

export interface SynthOptions {
  people: number;
  seed: number | string;
  /** Extract date (`rundate`, data end date). Default 2026-11-20. */
  rundate?: string;
  layout?: SynthLayout;
  /** Stop after this many data rows (benchmarks). */
  maxRows?: number;
  /** Default CRLF. */
  lineEnding?: '\r\n' | '\r' | '\n';
  /** Include the demo people (default true). */
  demo?: boolean;
}

/**
 * The size of the District Clerk's whole Weekly Historical Criminal file (4.0–4.6 million rows, one a case;
 * 1.5–2.0 million people; 1.5–1.9 GB): `npm run synth -- --county`.
 */
export const COUNTY_PRESET = { rows: 4_500_000, layout: 'weekly' } as const;
/** Cases per person in the weekly layout (mean about 2.5: 4.5 million cases of about 1.8 million people). */
export const WEEKLY_CASES_PER_PERSON: readonly (readonly [number, number])[] = [
  [1, 45],
  [2, 22],
  [3, 12],
  [4, 8],
  [5, 5],
  [6, 3],
  [8, 3],
  [12, 1.5],
  [20, 0.5],
];
/** People enough for `rows` rows of the weekly layout (the row cap then ends the file). */
export const peopleForWeeklyRows = (rows: number): number => Math.ceil(rows / 2.4) + 10;

export const DISPOSITIONS_COLUMNS = [
  'rundate',
  'cdi',
  'cas',
  'fda',
  'ins',
  'cad',
  'crt',
  'cst',
  'dst',
  'bam',
  'curr_off',
  'curr_off_lit',
  'curr_l_d',
  'nda',
  'cnc',
  'rea',
  'def_nam',
  'def_spn',
  'def_rac',
  'def_sex',
  'def_dob',
  'def_stnum',
  'def_stnam',
  'def_cty',
  'def_st',
  'def_zip',
  'aty_nam',
  'aty_spn',
  'aty_coc',
  'aty_coc_lit',
  'dispdt',
  'disposition',
  'sentence',
  'comp_nam',
  'comp_agency',
  'off_rpt_num',
  'bamexp',
] as const;

export const HISTORICAL_COLUMNS = [
  'cdi',
  'cas',
  'fda',
  'ins',
  'cad',
  'crt',
  'cst',
  'dst',
  'bam',
  'curr_off',
  'curr_off_lit',
  'curr_l_d',
  'com_off',
  'com_off_lit',
  'com_l_d',
  'gj_off',
  'gj_off_lit',
  'gj_l_d',
  'nda',
  'cnc',
  'rea',
  'def_nam',
  'def_spn',
  'def_rac',
  'def_sex',
  'def_dob',
  'def_stnum',
  'def_stnam',
  'def_apt',
  'def_cty',
  'def_st',
  'def_zip',
  'aty_nam',
  'aty_spn',
  'aty_coc',
  'aty_coc_lit',
  'comp_nam',
  'comp_agency',
  'off_rpt_num',
  'dispdt',
  'disposition',
  'CasCDI',
  'sentence',
  'def_citizen',
  'bamexp',
  'gj_dt',
  'gj_crt',
  'gj_cdp',
  'def_pob',
] as const;

function at<T>(xs: readonly T[], i: number): T {
  const x = xs[i];
  if (x === undefined) throw new RangeError('index out of range');
  return x;
}

/** Seeded PRNG (mulberry32 over an FNV-1a hash of the seed). */
export class Rng {
  private s: number;
  constructor(seed: number | string) {
    let h = 0x811c9dc5;
    for (const ch of String(seed)) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
    this.s = h >>> 0;
  }
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(xs: readonly T[]): T {
    return at(xs, Math.floor(this.next() * xs.length));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let x = this.next() * total;
    for (const [v, w] of items) {
      x -= w;
      if (x < 0) return v;
    }
    return at(items, items.length - 1)[0];
  }
}

interface Offense {
  code: string;
  lit: string;
  level: string;
}

const O = (code: string, lit: string, level: string): Offense => ({ code, lit, level });

const MISD_DEFERRABLE: Offense[] = [
  O('230412', 'THEFT PROP>=$100<$750', 'MB'),
  O('230413', 'THEFT PROP>=$750<$2500', 'MA'),
  O('230415', 'THEFT-SHOPLIFTING', 'MB'),
  O('350110', 'POSS MARIJ <2OZ', 'MB'),
  O('350111', 'POSS MARIJ >2OZ<=4OZ', 'MA'),
  O('570401', 'CRIM TRESPASS', 'MB'),
  O('570402', 'CRIMINAL TRESPASS HABIT/SHELTER/SUPERFUND/INFRASTRUCT', 'MA'),
  O('540610', 'DRIVING WHILE LICENSE INVALID', 'MB'),
  O('130101', 'ASSAULT BODILY INJURY', 'MA'),
  O('520210', 'UNL CARRYING WEAPON', 'MA'),
  O('480120', 'EVADING ARREST DETENTION', 'MA'),
  O('360210', 'PROSTITUTION', 'MB'),
  O('730110', 'HARASSMENT', 'MB'),
  O('290310', 'CRIM MISCHIEF>=$100<$750', 'MB'),
  O('480310', 'FAIL TO ID FUGITIVE INTENT GIVE FALSE INFO', 'MB'),
  O('350410', 'POSS DANG DRUG', 'MA'),
  O('260510', 'FALSE REPORT TO PEACE OFFICER', 'MB'),
  O('290320', 'GRAFFITI >=$100<$750', 'MB'),
  O('540720', 'RECKLESS DRIVING', 'MB'),
  O('480210', 'RESIST ARREST SEARCH OR TRANSP', 'MA'),
];
const FELONY_DEFERRABLE: Offense[] = [
  O('559908', 'POSS CS PG 1 <1G', 'FS'),
  O('559906', 'POSS CS PG 1 4G - 200G', 'F2'),
  O('559910', 'POSS CS PG 2 >=1G<4G', 'F3'),
  O('230430', 'THEFT PROP>=$2500<$30K', 'FS'),
  O('230431', 'THEFT PROP>=$30K<$150K', 'F3'),
  O('220110', 'BURGLARY OF BUILDING', 'FS'),
  O('240110', 'UNAUTH USE OF VEHICLE', 'FS'),
  O('260210', 'CREDIT CARD ABUSE', 'FS'),
  O('250110', 'FORGERY GOVT/FINANCIAL INSTRUMENT', 'FS'),
  O('260610', 'FRAUD USE/POSS IDENTIFYING INFO # ITEMS <5', 'FS'),
  O('130210', 'AGG ASSAULT W/DEADLY WEAPON', 'F2'),
  O('480130', 'EVADING ARREST DETENTION W/VEH', 'FS'),
  O('520410', 'UNL POSS FIREARM BY FELON', 'F3'),
  O('220210', 'BURG OF HABITATION', 'F2'),
  O('120110', 'ROBBERY', 'F2'),
  O('559920', 'MAN DEL CS PG 1 >=1G<4G', 'F2'),
  O('490110', 'TAMPER FABRICATE PHYSICAL EVIDENCE', 'F3'),
];
const DWI: Offense[] = [
  O('540401', 'DRIVING WHILE INTOXICATED', 'MB'),
  O('540402', 'DWI 2ND', 'MA'),
  O('540471', 'DWI 1ST OFFENDER BAC>=0.15', 'MA'),
];
const DWI_FELONY = O('540410', 'DRIVING WHILE INTOXICATED 3RD OR MORE', 'F3');
const BWI = O('540501', 'BOATING WHILE INTOXICATED', 'MB');
const FV: Offense[] = [
  O('131310', 'ASSAULT-FAMILY MEMBER', 'MA'),
  O('131408', 'ASLT FAM/HOUSE MEM IMPED BRTH/', 'F3'),
  O('131320', 'ASSAULT FAMILY/HOUSE MEMBER W/PREV CONV', 'F3'),
];
const BARRED: Offense[] = [
  O('110210', 'SEXUAL ASSAULT', 'F2'),
  O('110310', 'INDECENCY W/CHILD SEXUAL CONTACT', 'F2'),
  O('090110', 'MURDER', 'F1'),
  O('130610', 'INJURY CHILD/ELDERLY/DISABLE W/INT BODILY INJ', 'F3'),
  O('730610', 'STALKING', 'F3'),
  O('100510', 'TRAFFICKING OF PERSONS', 'F2'),
  O('100210', 'AGG KIDNAPPING', 'F1'),
  O('730510', 'VIOL PROT ORDER', 'MA'),
  O('380310', 'ABANDON/ENDANGER CHILD CRIM NEGLIGENCE', 'FS'),
  O('700110', 'ENGAGING IN ORGANIZED CRIMINAL ACTIVITY', 'F2'),
  O('110910', 'FAIL TO COMPLY SEX OFF DUTY TO REG LIFE/ANNUALLY', 'F2'),
];
const CLASS_C: Offense[] = [
  O('730210', 'DISORDERLY CONDUCT-FIGHTING', 'MC'),
  O('410110', 'PUBLIC INTOXICATION', 'MC'),
  O('350910', 'POSS DRUG PARAPHERNALIA', 'MC'),
];
const UNKNOWN_LIT: Offense[] = [
  O('999910', 'ATTEMPTED BURGLARY OF HABITAT', 'FS'),
  O('999920', 'MISC OFFENSE SEE FILE', 'MA'),
];

const FIRST_M = [
  'JOSE',
  'JAMES',
  'MICHAEL',
  'JUAN',
  'DAVID',
  'ROBERT',
  'CARLOS',
  'JOHN',
  'LUIS',
  'CHRISTOPHER',
  'DEANDRE',
  'ANTHONY',
  'JOSÉ',
  'NGUYEN',
  'MOHAMMED',
  'KEVIN',
  'MARCUS',
  'JESÚS',
  'TYRONE',
  'BRANDON',
];
const FIRST_F = [
  'MARIA',
  'JESSICA',
  'ASHLEY',
  'JENNIFER',
  'BRITTANY',
  'MARÍA',
  'LATOYA',
  'CRYSTAL',
  'ANA',
  'VANESSA',
  'TIFFANY',
  'GUADALUPE',
  'LINH',
  'KEISHA',
  'SARAH',
  'ROSA',
];
const LAST = [
  'GARCIA',
  'HERNANDEZ',
  'MARTINEZ',
  'JOHNSON',
  'WILLIAMS',
  'SMITH',
  'RODRIGUEZ',
  'LOPEZ',
  'BROWN',
  'JONES',
  'NGUYEN',
  'GONZALEZ',
  'PEREZ',
  'DAVIS',
  'WASHINGTON',
  'JACKSON',
  'MUÑOZ',
  'PEÑA',
  'NÚÑEZ',
  'GARCIA-LOPEZ',
  "O'NEAL",
  'DE LA CRUZ',
  'TRAN',
  'BRANDT-OKAFOR',
  'ALI',
  'KHAN',
  'THOMAS',
  'MOORE',
  'REYES',
  'CASTILLO',
  'OKAFOR',
  'ST JOHN',
];
const MIDDLE = ['', '', '', 'LEE', 'ANN', 'MARIE', 'J', 'ANTONIO', 'RENEE', 'LYNN', 'DEWAYNE', 'A', 'LUIS', 'NICOLE'];
const STREETS = [
  'MAIN ST',
  'WESTHEIMER RD',
  'BELLAIRE BLVD',
  'AIRLINE DR',
  'TELEPHONE RD',
  'HOMELESS',
  'TRANSIENT',
  'UNK',
  'ALDINE BENDER RD',
  'FM 1960 RD',
  'W LITTLE YORK RD',
];
const CITIES = [
  'HOUSTON',
  'HOUSTON',
  'HOUSTON',
  'PASADENA',
  'BAYTOWN',
  'HUMBLE',
  'KATY',
  'SPRING',
  'TOMBALL',
  'LA PORTE',
];
const AGENCIES = [
  'HOUSTON POLICE DEPARTMENT',
  "HARRIS COUNTY SHERIFF'S OFFICE",
  'HARRIS COUNTY CONSTABLE PCT 1',
  'HARRIS COUNTY CONSTABLE PCT 4',
  'PASADENA POLICE DEPARTMENT',
  'TEXAS DEPARTMENT OF PUBLIC SAFETY',
];
/** The felony courts the adapter knows, in their listed order (codes.ts). */
const FELONY_COURT_LIST: readonly string[] = [...FELONY_COURTS];
const ATTYS = ['SMITH, JOHN Q', 'DOE, RICHARD', 'PUBLIC DEFENDER, HC', 'ALVAREZ, MARIA C', 'WONG, PETER'];

interface Person {
  spn: string;
  nam: string;
  dob: string;
  sex: 'M' | 'F';
  rac: string;
  stnum: string;
  stnam: string;
  city: string;
  zip: string;
}

interface Ev {
  dispdt: string | null;
  ins: string;
  cad: string | null;
  disposition: string | null;
  sentence: string | null;
  cst: string;
  dst: string;
  nda?: string | null;
  rea?: string | null;
}

interface SynthCase {
  cas: string;
  offense: Offense;
  fda: string;
  crt: string;
  events: Ev[];
  gjCdp?: string | null;
}

/** One case as one weekly-file row: its latest state, and the charge the complaint and grand jury named. */
interface WeeklyCase {
  c: SynthCase;
  ev: Ev;
  /** Complaint and grand-jury offense (the original charge of a plea to a lesser offense). */
  charged: Offense;
  ins: string;
  /** Grand-jury action (`gj_cdp`); '' when no grand jury saw the case (a complaint only, a misdemeanor). */
  gj: string;
}

const yyyymmdd = (iso: string): string => iso.replaceAll('-', '');
const mmddyyyy = (iso: string): string => `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`;

function randomDate(rng: Rng, from: string, to: string): string {
  const a = Date.UTC(+from.slice(0, 4), +from.slice(5, 7) - 1, +from.slice(8, 10));
  const b = Date.UTC(+to.slice(0, 4), +to.slice(5, 7) - 1, +to.slice(8, 10));
  const t = new Date(a + Math.floor((rng.next() * Math.max(1, b - a + 1)) / 86400000) * 86400000);
  return t.toISOString().slice(0, 10);
}

const minDate = (a: string, b: string): string => (a < b ? a : b);

type Scenario =
  | 'misd_deferred_discharged'
  | 'misd_on_deferred'
  | 'felony_deferred_discharged'
  | 'deferred_adjudicated'
  | 'dwi_deferred_discharged'
  | 'dwi_probation_completed'
  | 'dwi_conviction'
  | 'dwi_felony_conviction'
  | 'bwi_deferred'
  | 'misd_probation_completed'
  | 'misd_probation_revoked'
  | 'on_probation'
  | 'misd_conviction_jail'
  | 'misd_conviction_fine'
  | 'felony_conviction'
  | 'felony_probation'
  | 'dismissed'
  | 'pti_dismissed'
  | 'no_bill'
  | 'acquitted'
  | 'pending'
  | 'class_c'
  | 'pre_1990'
  | 'expunged'
  | 'family_violence'
  | 'barred'
  | 'unidentified'
  | 'review';

export const SCENARIO_WEIGHTS: readonly (readonly [Scenario, number])[] = [
  ['misd_deferred_discharged', 14],
  ['misd_on_deferred', 3],
  ['felony_deferred_discharged', 8],
  ['deferred_adjudicated', 3],
  ['dwi_deferred_discharged', 4],
  ['dwi_probation_completed', 4],
  ['dwi_conviction', 5],
  ['dwi_felony_conviction', 1],
  ['bwi_deferred', 1],
  ['misd_probation_completed', 5],
  ['misd_probation_revoked', 2],
  ['on_probation', 2],
  ['misd_conviction_jail', 8],
  ['misd_conviction_fine', 3],
  ['felony_conviction', 6],
  ['felony_probation', 2],
  ['dismissed', 14],
  ['pti_dismissed', 3],
  ['no_bill', 4],
  ['acquitted', 2],
  ['pending', 6],
  ['class_c', 1],
  ['pre_1990', 1],
  ['expunged', 0.5],
  ['family_violence', 3],
  ['barred', 2],
  ['unidentified', 0.5],
  ['review', 0.3],
];

const term = (rng: Rng, felony: boolean): [string, number] => {
  if (felony) {
    const y = rng.pick([2, 3, 4, 5, 10]);
    return [`${y} YEARS PROBATION`, y * 12];
  }
  const m = rng.pick([6, 9, 12, 12, 18, 24]);
  return m % 12 === 0 && rng.chance(0.5)
    ? [`${m / 12} YEAR${m === 12 ? '' : 'S'} PROBATION`, m]
    : [`${m} MONTHS PROBATION`, m];
};
/** Felony plea literals of the 2024 weekly file (format notes §0b): with `DISP` a conviction, with `PROB` probation. */
const FELONY_PLEAS = [
  'GUILTY PLEA-NO JURY',
  'GUILTY PLEA-NO JURY',
  'LESSER OFF. GUILTY PLEA - NO JURY',
  'LESSER OFF. NOLO PLEA - NO JURY',
  'NOLO CONTENDRE PLEA - NO JURY (CC)',
] as const;
/** Convictions after a not-guilty plea (a trial): never acquittals. */
const TRIAL_CONVICTIONS = [
  'NOT GUILTY PLEA - JURY VERDICT',
  'NOT GUILTY PLEA- NO JURY',
  'LESSER OFF. NOT GUILTY PLEA-JURY VERDICT',
  'COMMITTED TO TDC',
] as const;
/** Dismissal literals with their share in the 2024 sample (`DISM OTHER` most of them). */
const DISMISSAL_LITERALS = [
  ['DISM OTHER', 70],
  ['DISMISSED', 5],
  ['DISMISSED INSUFFICIENT EVIDENCE', 6],
  ['DISMISSED REQUEST OF COMPLAINING WITNESS', 3],
  ['DISMISSED MISSING WITNESS', 2],
  ['DISMISSED DEF CONVICTED IN ANOTHER CASE', 10],
  ['DISMISSED CASE REFILED', 2],
  ['DISMISSED COMPLETED DIVERSION PROGRAM', 2],
] as const;
const fine = (rng: Rng): string => `$${rng.pick([100, 200, 300, 500, 600, 750, 1000, 1500])} FINE`;

/** Build one scenario's events. Dates never pass `rundate`. */
function scenarioCase(rng: Rng, scenario: Scenario, cas: string, rundate: string): SynthCase {
  const latest = addMonths(rundate, -1);
  let offense: Offense;
  let fda = randomDate(rng, '1995-01-01', addMonths(rundate, -30));
  const events: Ev[] = [];
  let gjCdp: string | null = null;
  const d = (months: number, days = 0): string => minDate(addDays(addMonths(fda, months), days), latest);
  const misd = (): Offense => rng.pick(MISD_DEFERRABLE);
  const deferredThenDismiss = (felony: boolean, completed: boolean): void => {
    const [sent, months] = term(rng, felony);
    const start = d(rng.int(1, 8));
    events.push({
      dispdt: start,
      ins: felony ? 'FID' : 'MIN',
      cad: 'DADJ',
      disposition: 'DEFERRED ADJUD OF GUILT',
      sentence: rng.chance(0.6) ? `${sent}, ${fine(rng)}` : sent,
      cst: completed ? 'C' : 'R',
      dst: completed ? 'D' : 'A',
    });
    if (completed) {
      const end = minDate(addDays(addMonths(start, months), rng.chance(0.2) ? -rng.int(30, 120) : 0), latest);
      if (rng.chance(0.3))
        events.push({
          dispdt: end,
          ins: 'MIN',
          cad: rng.chance(0.5) ? 'CEXP' : 'CETR',
          disposition: rng.chance(0.5) ? 'DEFERRED ADJUDICATION TERMINATED' : null,
          sentence: null,
          cst: 'C',
          dst: 'D',
        });
      events.push({
        dispdt: end,
        ins: felony ? 'FID' : 'MIN',
        cad: 'DISM',
        disposition: 'DISMISSED',
        sentence: null,
        cst: 'D',
        dst: 'D',
      });
    }
  };
  switch (scenario) {
    case 'misd_deferred_discharged':
      offense = misd();
      deferredThenDismiss(false, true);
      break;
    case 'misd_on_deferred':
      offense = misd();
      fda = randomDate(rng, addMonths(rundate, -14), addMonths(rundate, -3));
      deferredThenDismiss(false, false);
      break;
    case 'felony_deferred_discharged':
      offense = rng.pick(FELONY_DEFERRABLE);
      deferredThenDismiss(true, true);
      break;
    case 'deferred_adjudicated': {
      offense = rng.chance(0.5) ? misd() : rng.pick(FELONY_DEFERRABLE);
      const felony = offense.level.startsWith('F');
      const [sent] = term(rng, felony);
      events.push({
        dispdt: d(3),
        ins: felony ? 'FID' : 'MIN',
        cad: 'DADJ',
        disposition: 'DEFERRED ADJUD OF GUILT',
        sentence: sent,
        cst: 'R',
        dst: 'A',
      });
      events.push({
        dispdt: d(14),
        ins: 'MAJ',
        cad: 'CRVK',
        disposition: 'DEF ADJ GLT ADJUDICATED',
        sentence: null,
        cst: 'C',
        dst: 'D',
      });
      events.push({
        dispdt: d(14, 1),
        ins: 'MAJ',
        cad: felony ? 'DISP' : 'SENT',
        disposition: felony ? 'GUILTY PLEA-NO JURY' : 'CONVICTION-PLEA OF GUILTY',
        sentence: felony ? `${rng.pick([2, 3, 5])} YEARS TDC` : `${rng.pick([30, 60, 90, 180])} DAYS HCJ`,
        cst: 'C',
        dst: 'D',
      });
      break;
    }
    case 'dwi_deferred_discharged':
      offense = at(DWI, 0);
      fda = randomDate(rng, '2019-10-01', addMonths(rundate, -40));
      deferredThenDismiss(false, true);
      break;
    case 'dwi_probation_completed':
    case 'misd_probation_completed':
    case 'on_probation':
    case 'felony_probation': {
      offense = scenario.startsWith('dwi')
        ? rng.pick(DWI.slice(0, 2))
        : scenario === 'felony_probation'
          ? rng.pick(FELONY_DEFERRABLE)
          : misd();
      if (scenario === 'on_probation') fda = randomDate(rng, addMonths(rundate, -14), addMonths(rundate, -3));
      const felony = offense.level.startsWith('F');
      const [sent, months] = term(rng, felony);
      const start = d(rng.int(1, 6));
      const done = scenario !== 'on_probation';
      // Felony probation as the weekly file writes it: a plea literal, often a probated prison or jail term.
      const sentence = felony
        ? rng.chance(0.5)
          ? `${rng.pick(['10 YEARS TDC', '5 YEARS TDC', '2 YEARS STATE JAIL', '180 DAYS HCJ', '1 YEARS HCJ'])}, ${sent}`
          : sent
        : `${sent}, ${fine(rng)}`;
      events.push({
        dispdt: start,
        ins: felony ? 'FIN' : 'MIN',
        cad: 'PROB',
        disposition: felony ? rng.pick(FELONY_PLEAS) : 'PROBATION-PLEA OF GUILTY',
        sentence,
        cst: done ? 'C' : 'R',
        dst: done ? 'D' : 'P',
      });
      if (done)
        events.push({
          dispdt: minDate(addMonths(start, months), latest),
          ins: 'MIN',
          cad: 'CEXP',
          disposition: null,
          sentence: null,
          cst: 'C',
          dst: 'D',
        });
      break;
    }
    case 'misd_probation_revoked': {
      offense = misd();
      const start = d(2);
      events.push({
        dispdt: start,
        ins: 'MIN',
        cad: 'PROB',
        disposition: 'PROBATION-PLEA OF GUILTY',
        sentence: `12 MONTHS PROBATION, ${fine(rng)}`,
        cst: 'R',
        dst: 'P',
      });
      events.push({
        dispdt: d(8),
        ins: 'MRP',
        cad: 'CRVK',
        disposition: null,
        sentence: `${rng.pick([30, 60, 90])} DAYS HCJ`,
        cst: 'C',
        dst: 'D',
      });
      break;
    }
    case 'dwi_conviction':
      offense = rng.pick(DWI);
      fda = randomDate(rng, '2005-01-01', addMonths(rundate, -30));
      events.push({
        dispdt: d(rng.int(1, 9)),
        ins: 'MIN',
        cad: 'SENT',
        disposition: 'CONVICTION-PLEA OF GUILTY',
        sentence: `${rng.pick([3, 4, 10, 30])} DAYS HCJ, ${fine(rng)}`,
        cst: 'C',
        dst: 'D',
      });
      break;
    case 'dwi_felony_conviction':
      offense = DWI_FELONY;
      events.push({
        dispdt: d(rng.int(3, 12)),
        ins: 'FID',
        cad: 'DISP',
        disposition: rng.pick(FELONY_PLEAS),
        sentence: `${rng.pick([2, 4, 6])} YEARS TDC`,
        cst: 'C',
        dst: 'D',
      });
      break;
    case 'bwi_deferred':
      offense = BWI;
      fda = randomDate(rng, '2019-10-01', addMonths(rundate, -40));
      deferredThenDismiss(false, true);
      break;
    case 'misd_conviction_jail':
      offense = misd();
      events.push({
        dispdt: d(rng.int(0, 6)),
        ins: 'MIN',
        cad: rng.chance(0.8) ? 'SENT' : 'GILT',
        disposition: rng.chance(0.8) ? 'CONVICTION-PLEA OF GUILTY' : 'GUILTY PLEA - JURY VERDICT',
        sentence: rng.chance(0.3) ? 'CREDIT FOR TIME SERVED' : `${rng.pick([2, 5, 10, 20, 30, 45, 90, 180])} DAYS HCJ`,
        cst: 'C',
        dst: 'D',
      });
      break;
    case 'misd_conviction_fine':
      offense = misd();
      events.push({
        dispdt: d(rng.int(0, 6)),
        ins: 'MIN',
        cad: 'FINE',
        disposition: 'CONVICTION-PLEA OF GUILTY',
        sentence: fine(rng),
        cst: 'C',
        dst: 'D',
      });
      break;
    case 'felony_conviction':
      offense = rng.pick(FELONY_DEFERRABLE);
      // Felony convictions as the 2024 weekly file writes them: `DISP` with the plea literal. A not-guilty plea
      // followed by a verdict is a conviction after trial, with the long sentences seen in the real file.
      if (rng.chance(0.15))
        events.push({
          dispdt: d(rng.int(8, 30)),
          ins: 'FID',
          cad: 'DISP',
          disposition: rng.pick(TRIAL_CONVICTIONS),
          sentence: rng.pick([
            '10 YEARS TDC',
            '25 YEARS TDC',
            '22 YEARS 6 MONTHS TDC',
            '60 YEARS TDC',
            '15 YEARS TDC, $10000 FINE',
          ]),
          cst: 'C',
          dst: 'D',
        });
      else
        events.push({
          dispdt: d(rng.int(2, 14)),
          ins: 'FID',
          cad: 'DISP',
          disposition: rng.pick(FELONY_PLEAS),
          sentence:
            offense.level === 'FS'
              ? `${rng.pick([7, 8, 9, 12])} MONTHS STATE JAIL`
              : rng.pick([
                  `${rng.pick([2, 3, 5, 8, 15])} YEARS TDC`,
                  `${rng.pick([90, 180, 200])} DAYS HCJ`,
                  '1 YEARS HCJ',
                  '5 YEARS CONFINEMENT',
                ]),
          cst: 'C',
          dst: 'D',
        });
      break;
    case 'dismissed':
      offense = rng.chance(0.6) ? misd() : rng.pick(FELONY_DEFERRABLE);
      events.push({
        dispdt: d(rng.int(1, 10)),
        ins: offense.level.startsWith('F') ? 'FID' : 'MIN',
        cad: 'DISM',
        disposition: rng.weighted(DISMISSAL_LITERALS),
        sentence: null,
        cst: 'D',
        dst: 'D',
      });
      break;
    case 'pti_dismissed':
      offense = misd();
      events.push({ dispdt: d(1), ins: 'PIN', cad: 'PTIN', disposition: null, sentence: null, cst: 'R', dst: 'V' });
      events.push({
        dispdt: d(13),
        ins: 'MIN',
        cad: 'DISM',
        disposition: rng.chance(0.5) ? 'DISMISSED COMPLETED DIVERSION PROGRAM' : 'DISMISSED',
        sentence: null,
        cst: 'D',
        dst: 'D',
      });
      break;
    case 'no_bill':
      offense = rng.pick(FELONY_DEFERRABLE);
      gjCdp = 'NOB';
      events.push({
        dispdt: d(rng.int(1, 4)),
        ins: 'NOB',
        cad: rng.chance(0.9) ? 'NOB' : 'DISP',
        disposition: rng.pick(['NO BILL', 'NO BILL', 'NO BILLED']),
        sentence: null,
        cst: 'C',
        dst: 'D',
      });
      break;
    case 'acquitted':
      offense = rng.chance(0.5) ? misd() : rng.pick(FELONY_DEFERRABLE);
      events.push({
        dispdt: d(rng.int(4, 16)),
        ins: offense.level.startsWith('F') ? 'FID' : 'MIN',
        cad: 'NOTG',
        disposition: rng.pick(['ACQ JURY VERDICT', 'ACQ DIRECTED VERDICT']),
        sentence: null,
        cst: 'C',
        dst: 'D',
      });
      break;
    case 'pending':
      offense = rng.chance(0.5) ? misd() : rng.pick(FELONY_DEFERRABLE);
      fda = randomDate(rng, addMonths(rundate, -10), addDays(rundate, -2));
      events.push({
        dispdt: null,
        ins: offense.level.startsWith('F') ? 'FIN' : 'MIN',
        cad: null,
        disposition: null,
        sentence: null,
        cst: 'A',
        dst: rng.pick(['B', 'J', 'N']),
        nda: addDays(rundate, rng.int(7, 60)),
        rea: rng.pick(['ARRG', 'PLEA', 'DISP']),
      });
      break;
    case 'class_c':
      offense = rng.pick(CLASS_C);
      events.push({
        dispdt: d(1),
        ins: 'CAR',
        cad: 'FINE',
        disposition: 'CONVICTION-PLEA OF GUILTY',
        sentence: '$200 FINE',
        cst: 'C',
        dst: 'D',
      });
      break;
    case 'pre_1990':
      offense = rng.chance(0.5) ? misd() : rng.pick(FELONY_DEFERRABLE);
      fda = randomDate(rng, '1984-01-01', '1989-12-31');
      events.push({
        dispdt: d(rng.int(1, 6)),
        ins: 'MIN',
        cad: 'SENT',
        disposition: 'CONVICTION-PLEA OF GUILTY',
        sentence: '30 DAYS HCJ',
        cst: 'C',
        dst: 'D',
      });
      break;
    case 'expunged':
      offense = misd();
      events.push({
        dispdt: d(2),
        ins: 'MIN',
        cad: 'NOTG',
        disposition: 'ACQ JURY VERDICT',
        sentence: null,
        cst: 'C',
        dst: 'D',
      });
      events.push({ dispdt: d(20), ins: 'EPG', cad: 'EXPG', disposition: null, sentence: null, cst: 'C', dst: 'Q' });
      break;
    case 'family_violence':
      offense = rng.pick(FV);
      if (rng.chance(0.5)) deferredThenDismiss(offense.level.startsWith('F'), true);
      else
        events.push({
          dispdt: d(rng.int(1, 8)),
          ins: 'MIN',
          cad: 'SENT',
          disposition: 'CONVICTION-PLEA OF GUILTY',
          sentence: `${rng.pick([10, 30, 60])} DAYS HCJ`,
          cst: 'C',
          dst: 'D',
        });
      break;
    case 'barred':
      offense = rng.pick(BARRED);
      if (rng.chance(0.4)) deferredThenDismiss(offense.level.startsWith('F'), true);
      else
        events.push({
          dispdt: d(rng.int(3, 14)),
          ins: 'FID',
          cad: 'DISP',
          disposition: rng.pick(FELONY_PLEAS),
          sentence: offense.level.startsWith('M') ? '30 DAYS HCJ' : `${rng.pick([5, 10, 25])} YEARS TDC`,
          cst: 'C',
          dst: 'D',
        });
      break;
    case 'unidentified':
      offense = rng.pick(UNKNOWN_LIT);
      deferredThenDismiss(offense.level.startsWith('F'), true);
      break;
    case 'review':
      offense = rng.pick(FELONY_DEFERRABLE);
      events.push({
        dispdt: d(6),
        ins: 'FID',
        cad: 'DISP',
        disposition: 'NOT GUILTY PLEA - JURY VERDICT',
        sentence: '5 YEARS TDC',
        cst: 'C',
        dst: 'D',
      });
      events.push({ dispdt: d(18), ins: 'APP', cad: 'APPL', disposition: null, sentence: null, cst: 'P', dst: 'D' });
      break;
  }
  const felony = offense.level.startsWith('F');
  return { cas, offense, fda, crt: felony ? rng.pick(FELONY_COURT_LIST) : String(rng.int(1, 16)), events, gjCdp };
}

/** The demo people, always present (DOB 1990-01-01). Expected dispositions are what `buildCase` derives. */
export const DEMO_PEOPLE = [
  {
    key: 'ana',
    firstName: 'Ana',
    lastName: 'Demo',
    spn: '09990001',
    dob: '1990-01-01',
    expected: ['deferred_discharged'],
  },
  {
    key: 'ben',
    firstName: 'Ben',
    lastName: 'Demo',
    spn: '09990002',
    dob: '1990-01-01',
    expected: ['deferred_discharged'],
  },
  {
    key: 'carla',
    firstName: 'Carla',
    lastName: 'Demo',
    spn: '09990003',
    dob: '1990-01-01',
    expected: ['convicted_sentence'],
  },
  { key: 'dan1', firstName: 'Dan', lastName: 'Demo', spn: '09990004', dob: '1990-01-01', expected: ['dismissed'] },
  {
    key: 'dan2',
    firstName: 'Dan',
    lastName: 'Demo',
    spn: '09990005',
    dob: '1990-01-01',
    expected: ['deferred_discharged'],
  },
] as const;

function demoCases(): { person: Person; c: SynthCase }[] {
  const base = { dob: '1990-01-01', rac: 'W', stnum: '1201', stnam: 'FRANKLIN ST', city: 'HOUSTON', zip: '77002' };
  const ana: Person = { ...base, spn: '09990001', nam: 'DEMO, ANA', sex: 'F' };
  const ben: Person = { ...base, spn: '09990002', nam: 'DEMO, BEN', sex: 'M' };
  const carla: Person = { ...base, spn: '09990003', nam: 'DEMO, CARLA', sex: 'F' };
  const dan1: Person = { ...base, spn: '09990004', nam: 'DEMO, DAN', sex: 'M' };
  const dan2: Person = {
    ...base,
    spn: '09990005',
    nam: 'DEMO, DAN MICHAEL',
    sex: 'M',
    stnum: '400',
    stnam: 'BAGBY ST',
  };
  return [
    {
      person: ana,
      c: {
        cas: '212000101010',
        offense: at(MISD_DEFERRABLE, 0),
        fda: '2018-01-08',
        crt: '7',
        events: [
          {
            dispdt: '2018-02-05',
            ins: 'MIN',
            cad: 'DADJ',
            disposition: 'DEFERRED ADJUD OF GUILT',
            sentence: '12 MONTHS PROBATION, $200 FINE',
            cst: 'R',
            dst: 'A',
          },
          {
            dispdt: '2019-02-04',
            ins: 'MIN',
            cad: 'DISM',
            disposition: 'DISMISSED',
            sentence: null,
            cst: 'D',
            dst: 'D',
          },
        ],
      },
    },
    {
      person: ben,
      c: {
        cas: '223000201010',
        offense: at(DWI, 0),
        fda: '2020-01-15',
        crt: '12',
        events: [
          {
            dispdt: '2020-06-01',
            ins: 'MIN',
            cad: 'DADJ',
            disposition: 'DEFERRED ADJUD OF GUILT',
            sentence: '12 MONTHS PROBATION, $500 FINE',
            cst: 'R',
            dst: 'A',
          },
          {
            dispdt: '2021-06-01',
            ins: 'MIN',
            cad: 'DISM',
            disposition: 'DISMISSED',
            sentence: null,
            cst: 'D',
            dst: 'D',
          },
        ],
      },
    },
    {
      person: carla,
      c: {
        cas: '219000301010',
        offense: at(FV, 0),
        fda: '2019-03-11',
        crt: '9',
        events: [
          {
            dispdt: '2019-05-20',
            ins: 'MIN',
            cad: 'SENT',
            disposition: 'CONVICTION-PLEA OF GUILTY',
            sentence: '30 DAYS HCJ',
            cst: 'C',
            dst: 'D',
          },
        ],
      },
    },
    {
      person: dan1,
      c: {
        cas: '221000401010',
        offense: at(MISD_DEFERRABLE, 3),
        fda: '2021-02-02',
        crt: '4',
        events: [
          {
            dispdt: '2021-05-14',
            ins: 'MIN',
            cad: 'DISM',
            disposition: 'DISMISSED',
            sentence: null,
            cst: 'D',
            dst: 'D',
          },
        ],
      },
    },
    {
      person: dan2,
      c: {
        cas: '216000501010',
        offense: at(MISD_DEFERRABLE, 6),
        fda: '2016-04-04',
        crt: '15',
        events: [
          {
            dispdt: '2016-06-06',
            ins: 'MIN',
            cad: 'DADJ',
            disposition: 'DEFERRED ADJUD OF GUILT',
            sentence: '6 MONTHS PROBATION',
            cst: 'R',
            dst: 'A',
          },
          {
            dispdt: '2016-12-05',
            ins: 'MIN',
            cad: 'DISM',
            disposition: 'DISMISSED',
            sentence: null,
            cst: 'D',
            dst: 'D',
          },
        ],
      },
    },
  ];
}

function randomPerson(rng: Rng, index: number): Person {
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
const lit30 = (s: string): string => s.slice(0, 30);

function rowsFor(rng: Rng, p: Person, c: SynthCase, layout: SynthLayout, rundate: string): string[][] {
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
function weeklyCase(rng: Rng, scenario: Scenario, c: SynthCase): WeeklyCase {
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
function weeklyRowFor(rng: Rng, p: Person, w: WeeklyCase, rundate: string): string[] {
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

/** Data lines (without line ends), header first. Deterministic for a given options object. */
export function* generateExtractLines(options: SynthOptions): Generator<string> {
  const rng = new Rng(options.seed);
  const rundate = options.rundate ?? '2026-11-20';
  const layout = options.layout ?? 'dispositions';
  const weekly = layout === 'weekly';
  const cols = layout === 'dispositions' ? DISPOSITIONS_COLUMNS : HISTORICAL_COLUMNS;
  const maxRows = options.maxRows ?? Infinity;
  let rows = 0;
  yield cols.join('\t');
  if (options.demo !== false) {
    for (const { person, c } of demoCases()) {
      for (const row of rowsFor(rng, person, c, weekly ? 'historical' : layout, rundate)) {
        if (rows++ >= maxRows) return;
        yield row.join('\t');
      }
    }
  }
  let caseNo = 0;
  for (let i = 0; i < options.people; i++) {
    const p = randomPerson(rng, i);
    const n = weekly
      ? rng.weighted(WEEKLY_CASES_PER_PERSON)
      : rng.weighted([
          [1, 55],
          [2, 25],
          [3, 12],
          [4, 8],
        ] as const);
    for (let k = 0; k < n; k++) {
      const cause = 1_000_000 + caseNo++;
      const cas = `${String(cause).padStart(7, '0')}01010`;
      const scenario = rng.weighted(SCENARIO_WEIGHTS);
      const c = scenarioCase(rng, scenario, cas, rundate);
      if (weekly) {
        if (rows++ >= maxRows) return;
        yield weeklyRowFor(rng, p, weeklyCase(rng, scenario, c), rundate).join('\t');
        continue;
      }
      for (const row of rowsFor(rng, p, c, layout, rundate)) {
        if (rows++ >= maxRows) return;
        yield row.join('\t');
      }
    }
  }
}

/** The extract as CP1252 byte chunks (about 64 KB each), ready for `parseExtract`/`importExtract` or a file. */
export async function* generateExtract(options: SynthOptions): AsyncGenerator<Buffer> {
  const eol = options.lineEnding ?? '\r\n';
  let buf: string[] = [];
  let size = 0;
  for (const line of generateExtractLines(options)) {
    buf.push(line, eol);
    size += line.length + eol.length;
    if (size >= 65536) {
      yield encodeCp1252(buf.join(''));
      buf = [];
      size = 0;
    }
  }
  if (buf.length > 0) yield encodeCp1252(buf.join(''));
}
