/** The scenarios of the synthetic county: one case's events for each rule path, with their shares. */
import { addDays, addMonths } from '@cyr/rules/dates';
import { type Ev, minDate, randomDate, type SynthCase } from './cases';
import type { Rng } from './random';
import { at } from './random';
import {
  BARRED,
  BWI,
  CLASS_C,
  DWI,
  DWI_FELONY,
  FELONY_COURT_LIST,
  FELONY_DEFERRABLE,
  FV,
  MISD_DEFERRABLE,
  type Offense,
  UNKNOWN_LIT,
} from './values';

export type Scenario =
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
export const FELONY_PLEAS = [
  'GUILTY PLEA-NO JURY',
  'GUILTY PLEA-NO JURY',
  'LESSER OFF. GUILTY PLEA - NO JURY',
  'LESSER OFF. NOLO PLEA - NO JURY',
  'NOLO CONTENDRE PLEA - NO JURY (CC)',
] as const;
/** Convictions after a not-guilty plea (a trial): never acquittals. */
export const TRIAL_CONVICTIONS = [
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

/**
 * A case being built: the filing date (a scenario may move it before its events are dated), the events, and the
 * grand jury's action. `d(months, days)` dates an event that long after filing, never after `latest` (a month
 * before the extract's date).
 */
class CaseDraft {
  readonly events: Ev[] = [];
  gjCdp: string | null = null;
  readonly latest: string;
  fda: string;

  constructor(
    readonly rng: Rng,
    readonly rundate: string,
  ) {
    this.latest = addMonths(rundate, -1);
    this.fda = randomDate(rng, '1995-01-01', addMonths(rundate, -30));
  }

  d(months: number, days = 0): string {
    return minDate(addDays(addMonths(this.fda, months), days), this.latest);
  }

  misd(): Offense {
    return this.rng.pick(MISD_DEFERRABLE);
  }

  /** Deferred adjudication from a few months after filing; when completed, discharged and dismissed. */
  deferredThenDismiss(felony: boolean, completed: boolean): void {
    const [sent, months] = term(this.rng, felony);
    const start = this.d(this.rng.int(1, 8));
    this.events.push({
      dispdt: start,
      ins: felony ? 'FID' : 'MIN',
      cad: 'DADJ',
      disposition: 'DEFERRED ADJUD OF GUILT',
      sentence: this.rng.chance(0.6) ? `${sent}, ${fine(this.rng)}` : sent,
      cst: completed ? 'C' : 'R',
      dst: completed ? 'D' : 'A',
    });
    if (completed) {
      const end = minDate(
        addDays(addMonths(start, months), this.rng.chance(0.2) ? -this.rng.int(30, 120) : 0),
        this.latest,
      );
      if (this.rng.chance(0.3))
        this.events.push({
          dispdt: end,
          ins: 'MIN',
          cad: this.rng.chance(0.5) ? 'CEXP' : 'CETR',
          disposition: this.rng.chance(0.5) ? 'DEFERRED ADJUDICATION TERMINATED' : null,
          sentence: null,
          cst: 'C',
          dst: 'D',
        });
      this.events.push({
        dispdt: end,
        ins: felony ? 'FID' : 'MIN',
        cad: 'DISM',
        disposition: 'DISMISSED',
        sentence: null,
        cst: 'D',
        dst: 'D',
      });
    }
  }
}

type DeferredScenario = Extract<
  Scenario,
  | 'misd_deferred_discharged'
  | 'misd_on_deferred'
  | 'felony_deferred_discharged'
  | 'deferred_adjudicated'
  | 'dwi_deferred_discharged'
  | 'bwi_deferred'
>;
type ProbationScenario = Extract<
  Scenario,
  | 'dwi_probation_completed'
  | 'misd_probation_completed'
  | 'on_probation'
  | 'felony_probation'
  | 'misd_probation_revoked'
>;
type ConvictionScenario = Extract<
  Scenario,
  'dwi_conviction' | 'dwi_felony_conviction' | 'misd_conviction_jail' | 'misd_conviction_fine' | 'felony_conviction'
>;
type NoConvictionScenario = Extract<Scenario, 'dismissed' | 'pti_dismissed' | 'no_bill' | 'acquitted'>;
type NotShownScenario = Extract<Scenario, 'pending' | 'class_c' | 'pre_1990' | 'expunged'>;
type ReviewScenario = Extract<Scenario, 'family_violence' | 'barred' | 'unidentified' | 'review'>;

/** Deferred adjudication: discharged (dismissed at the end), still running, or adjudicated guilty. Returns the offense; `x` gets the events. */
function deferredCase(x: CaseDraft, scenario: DeferredScenario): Offense {
  const { rng, rundate } = x;
  let offense: Offense;
  switch (scenario) {
    case 'misd_deferred_discharged':
      offense = x.misd();
      x.deferredThenDismiss(false, true);
      break;
    case 'misd_on_deferred':
      offense = x.misd();
      x.fda = randomDate(rng, addMonths(rundate, -14), addMonths(rundate, -3));
      x.deferredThenDismiss(false, false);
      break;
    case 'felony_deferred_discharged':
      offense = rng.pick(FELONY_DEFERRABLE);
      x.deferredThenDismiss(true, true);
      break;
    case 'deferred_adjudicated': {
      offense = rng.chance(0.5) ? x.misd() : rng.pick(FELONY_DEFERRABLE);
      const felony = offense.level.startsWith('F');
      const [sent] = term(rng, felony);
      x.events.push({
        dispdt: x.d(3),
        ins: felony ? 'FID' : 'MIN',
        cad: 'DADJ',
        disposition: 'DEFERRED ADJUD OF GUILT',
        sentence: sent,
        cst: 'R',
        dst: 'A',
      });
      x.events.push({
        dispdt: x.d(14),
        ins: 'MAJ',
        cad: 'CRVK',
        disposition: 'DEF ADJ GLT ADJUDICATED',
        sentence: null,
        cst: 'C',
        dst: 'D',
      });
      x.events.push({
        dispdt: x.d(14, 1),
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
      x.fda = randomDate(rng, '2019-10-01', addMonths(rundate, -40));
      x.deferredThenDismiss(false, true);
      break;
    case 'bwi_deferred':
      offense = BWI;
      x.fda = randomDate(rng, '2019-10-01', addMonths(rundate, -40));
      x.deferredThenDismiss(false, true);
      break;
  }
  return offense;
}

/** Community supervision after a conviction: completed, still running, or revoked. Returns the offense; `x` gets the events. */
function probationCase(x: CaseDraft, scenario: ProbationScenario): Offense {
  const { rng, rundate } = x;
  let offense: Offense;
  switch (scenario) {
    case 'dwi_probation_completed':
    case 'misd_probation_completed':
    case 'on_probation':
    case 'felony_probation': {
      offense = scenario.startsWith('dwi')
        ? rng.pick(DWI.slice(0, 2))
        : scenario === 'felony_probation'
          ? rng.pick(FELONY_DEFERRABLE)
          : x.misd();
      if (scenario === 'on_probation') x.fda = randomDate(rng, addMonths(rundate, -14), addMonths(rundate, -3));
      const felony = offense.level.startsWith('F');
      const [sent, months] = term(rng, felony);
      const start = x.d(rng.int(1, 6));
      const done = scenario !== 'on_probation';
      // Felony probation as the weekly file writes it: a plea literal, often a probated prison or jail term.
      const sentence = felony
        ? rng.chance(0.5)
          ? `${rng.pick(['10 YEARS TDC', '5 YEARS TDC', '2 YEARS STATE JAIL', '180 DAYS HCJ', '1 YEARS HCJ'])}, ${sent}`
          : sent
        : `${sent}, ${fine(rng)}`;
      x.events.push({
        dispdt: start,
        ins: felony ? 'FIN' : 'MIN',
        cad: 'PROB',
        disposition: felony ? rng.pick(FELONY_PLEAS) : 'PROBATION-PLEA OF GUILTY',
        sentence,
        cst: done ? 'C' : 'R',
        dst: done ? 'D' : 'P',
      });
      if (done)
        x.events.push({
          dispdt: minDate(addMonths(start, months), x.latest),
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
      offense = x.misd();
      const start = x.d(2);
      x.events.push({
        dispdt: start,
        ins: 'MIN',
        cad: 'PROB',
        disposition: 'PROBATION-PLEA OF GUILTY',
        sentence: `12 MONTHS PROBATION, ${fine(rng)}`,
        cst: 'R',
        dst: 'P',
      });
      x.events.push({
        dispdt: x.d(8),
        ins: 'MRP',
        cad: 'CRVK',
        disposition: null,
        sentence: `${rng.pick([30, 60, 90])} DAYS HCJ`,
        cst: 'C',
        dst: 'D',
      });
      break;
    }
  }
  return offense;
}

/** Convictions with a jail, prison or fine sentence (DWI, misdemeanour, felony). Returns the offense; `x` gets the events. */
function convictionCase(x: CaseDraft, scenario: ConvictionScenario): Offense {
  const { rng, rundate } = x;
  let offense: Offense;
  switch (scenario) {
    case 'dwi_conviction':
      offense = rng.pick(DWI);
      x.fda = randomDate(rng, '2005-01-01', addMonths(rundate, -30));
      x.events.push({
        dispdt: x.d(rng.int(1, 9)),
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
      x.events.push({
        dispdt: x.d(rng.int(3, 12)),
        ins: 'FID',
        cad: 'DISP',
        disposition: rng.pick(FELONY_PLEAS),
        sentence: `${rng.pick([2, 4, 6])} YEARS TDC`,
        cst: 'C',
        dst: 'D',
      });
      break;
    case 'misd_conviction_jail':
      offense = x.misd();
      x.events.push({
        dispdt: x.d(rng.int(0, 6)),
        ins: 'MIN',
        cad: rng.chance(0.8) ? 'SENT' : 'GILT',
        disposition: rng.chance(0.8) ? 'CONVICTION-PLEA OF GUILTY' : 'GUILTY PLEA - JURY VERDICT',
        sentence: rng.chance(0.3) ? 'CREDIT FOR TIME SERVED' : `${rng.pick([2, 5, 10, 20, 30, 45, 90, 180])} DAYS HCJ`,
        cst: 'C',
        dst: 'D',
      });
      break;
    case 'misd_conviction_fine':
      offense = x.misd();
      x.events.push({
        dispdt: x.d(rng.int(0, 6)),
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
        x.events.push({
          dispdt: x.d(rng.int(8, 30)),
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
        x.events.push({
          dispdt: x.d(rng.int(2, 14)),
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
  }
  return offense;
}

/** Cases that ended without a conviction: dismissed, dismissed after pretrial intervention, no-billed, acquitted. Returns the offense; `x` gets the events. */
function noConvictionCase(x: CaseDraft, scenario: NoConvictionScenario): Offense {
  const { rng } = x;
  let offense: Offense;
  switch (scenario) {
    case 'dismissed':
      offense = rng.chance(0.6) ? x.misd() : rng.pick(FELONY_DEFERRABLE);
      x.events.push({
        dispdt: x.d(rng.int(1, 10)),
        ins: offense.level.startsWith('F') ? 'FID' : 'MIN',
        cad: 'DISM',
        disposition: rng.weighted(DISMISSAL_LITERALS),
        sentence: null,
        cst: 'D',
        dst: 'D',
      });
      break;
    case 'pti_dismissed':
      offense = x.misd();
      x.events.push({ dispdt: x.d(1), ins: 'PIN', cad: 'PTIN', disposition: null, sentence: null, cst: 'R', dst: 'V' });
      x.events.push({
        dispdt: x.d(13),
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
      x.gjCdp = 'NOB';
      x.events.push({
        dispdt: x.d(rng.int(1, 4)),
        ins: 'NOB',
        cad: rng.chance(0.9) ? 'NOB' : 'DISP',
        disposition: rng.pick(['NO BILL', 'NO BILL', 'NO BILLED']),
        sentence: null,
        cst: 'C',
        dst: 'D',
      });
      break;
    case 'acquitted':
      offense = rng.chance(0.5) ? x.misd() : rng.pick(FELONY_DEFERRABLE);
      x.events.push({
        dispdt: x.d(rng.int(4, 16)),
        ins: offense.level.startsWith('F') ? 'FID' : 'MIN',
        cad: 'NOTG',
        disposition: rng.pick(['ACQ JURY VERDICT', 'ACQ DIRECTED VERDICT']),
        sentence: null,
        cst: 'C',
        dst: 'D',
      });
      break;
  }
  return offense;
}

/** Cases a lookup does not offer or cannot decide yet: pending, Class C, filed before 1990, expunged. Returns the offense; `x` gets the events. */
function notShownCase(x: CaseDraft, scenario: NotShownScenario): Offense {
  const { rng, rundate } = x;
  let offense: Offense;
  switch (scenario) {
    case 'pending':
      offense = rng.chance(0.5) ? x.misd() : rng.pick(FELONY_DEFERRABLE);
      x.fda = randomDate(rng, addMonths(rundate, -10), addDays(rundate, -2));
      x.events.push({
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
      x.events.push({
        dispdt: x.d(1),
        ins: 'CAR',
        cad: 'FINE',
        disposition: 'CONVICTION-PLEA OF GUILTY',
        sentence: '$200 FINE',
        cst: 'C',
        dst: 'D',
      });
      break;
    case 'pre_1990':
      offense = rng.chance(0.5) ? x.misd() : rng.pick(FELONY_DEFERRABLE);
      x.fda = randomDate(rng, '1984-01-01', '1989-12-31');
      x.events.push({
        dispdt: x.d(rng.int(1, 6)),
        ins: 'MIN',
        cad: 'SENT',
        disposition: 'CONVICTION-PLEA OF GUILTY',
        sentence: '30 DAYS HCJ',
        cst: 'C',
        dst: 'D',
      });
      break;
    case 'expunged':
      offense = x.misd();
      x.events.push({
        dispdt: x.d(2),
        ins: 'MIN',
        cad: 'NOTG',
        disposition: 'ACQ JURY VERDICT',
        sentence: null,
        cst: 'C',
        dst: 'D',
      });
      x.events.push({
        dispdt: x.d(20),
        ins: 'EPG',
        cad: 'EXPG',
        disposition: null,
        sentence: null,
        cst: 'C',
        dst: 'Q',
      });
      break;
  }
  return offense;
}

/** Cases the engine must hold back or flag: family violence, barred offenses, an unknown literal, an appeal. Returns the offense; `x` gets the events. */
function reviewCase(x: CaseDraft, scenario: ReviewScenario): Offense {
  const { rng } = x;
  let offense: Offense;
  switch (scenario) {
    case 'family_violence':
      offense = rng.pick(FV);
      if (rng.chance(0.5)) x.deferredThenDismiss(offense.level.startsWith('F'), true);
      else
        x.events.push({
          dispdt: x.d(rng.int(1, 8)),
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
      if (rng.chance(0.4)) x.deferredThenDismiss(offense.level.startsWith('F'), true);
      else
        x.events.push({
          dispdt: x.d(rng.int(3, 14)),
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
      x.deferredThenDismiss(offense.level.startsWith('F'), true);
      break;
    case 'review':
      offense = rng.pick(FELONY_DEFERRABLE);
      x.events.push({
        dispdt: x.d(6),
        ins: 'FID',
        cad: 'DISP',
        disposition: 'NOT GUILTY PLEA - JURY VERDICT',
        sentence: '5 YEARS TDC',
        cst: 'C',
        dst: 'D',
      });
      x.events.push({
        dispdt: x.d(18),
        ins: 'APP',
        cad: 'APPL',
        disposition: null,
        sentence: null,
        cst: 'P',
        dst: 'D',
      });
      break;
  }
  return offense;
}

const SCENARIO_STEPS: { [S in Scenario]: (x: CaseDraft, scenario: S) => Offense } = {
  misd_deferred_discharged: deferredCase,
  misd_on_deferred: deferredCase,
  felony_deferred_discharged: deferredCase,
  deferred_adjudicated: deferredCase,
  dwi_deferred_discharged: deferredCase,
  bwi_deferred: deferredCase,
  dwi_probation_completed: probationCase,
  misd_probation_completed: probationCase,
  on_probation: probationCase,
  felony_probation: probationCase,
  misd_probation_revoked: probationCase,
  dwi_conviction: convictionCase,
  dwi_felony_conviction: convictionCase,
  misd_conviction_jail: convictionCase,
  misd_conviction_fine: convictionCase,
  felony_conviction: convictionCase,
  dismissed: noConvictionCase,
  pti_dismissed: noConvictionCase,
  no_bill: noConvictionCase,
  acquitted: noConvictionCase,
  pending: notShownCase,
  class_c: notShownCase,
  pre_1990: notShownCase,
  expunged: notShownCase,
  family_violence: reviewCase,
  barred: reviewCase,
  unidentified: reviewCase,
  review: reviewCase,
};

/** Build one scenario's events. Dates never pass `rundate`. */
export function scenarioCase(rng: Rng, scenario: Scenario, cas: string, rundate: string): SynthCase {
  const x = new CaseDraft(rng, rundate);
  const step = SCENARIO_STEPS[scenario] as (x: CaseDraft, scenario: Scenario) => Offense;
  const offense = step(x, scenario);
  const felony = offense.level.startsWith('F');
  return {
    cas,
    offense,
    fda: x.fda,
    crt: felony ? rng.pick(FELONY_COURT_LIST) : String(rng.int(1, 16)),
    events: x.events,
    gjCdp: x.gjCdp,
  };
}
