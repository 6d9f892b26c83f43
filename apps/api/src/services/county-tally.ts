/**
 * The county report's counting, with no I/O: one person's cases → the engine's decisions (no answers given)
 * → counts. The worker threads of the county report (county-report.worker.ts) run `tallyLines` on batches
 * of people and return a `CountyTally`; the main thread merges them (`mergeTally`) and shapes the stored
 * report (`toCountyReport`, the zod schema in @cyr/schemas/county-report). A tally is plain JSON (arrays
 * and records of numbers) so it crosses a thread boundary cheaply. Nothing personal is kept in it.
 */
import { buildCase, unpackEvents } from '@cyr/harris-data';
import { evaluate, type Decision, type EngineCase, type PersonAnswers } from '@cyr/rules';
import {
  COUNTY_OUTCOME_ORDER,
  COUNTY_OUTCOMES,
  COUNTY_SECTION_KEYS,
  type CountyCounts,
  type CountyOutcome,
  type CountyReport,
  type CountySectionKey,
} from '@cyr/schemas';

const N = COUNTY_OUTCOMES.length;
const INDEX: Readonly<Record<CountyOutcome, number>> = Object.fromEntries(
  COUNTY_OUTCOMES.map((o, i) => [o, i]),
) as Record<CountyOutcome, number>;
const SECTION_KEYS: ReadonlySet<string> = new Set(COUNTY_SECTION_KEYS);

/** Counts by outcome: people in the first N entries, cases in the next N. */
export type Pair = number[];

export interface CountyTally {
  people: number;
  cases: number;
  casesLeftOut: number;
  /** People with at least one case in each outcome (COUNTY_OUTCOMES order). */
  atLeastOne: number[];
  /** Each person once, by their first outcome in COUNTY_OUTCOME_ORDER. */
  first: number[];
  cases6: number[];
  eligibleNow: number;
  /** year → [nondisclosure people, nondisclosure cases, expunction people, expunction cases]. */
  years: Record<string, number[]>;
  section: Record<string, Pair>;
  disposition: Record<string, Pair>;
  level: Record<string, Pair>;
  /** The same people if each answered "no" to every person question (ANSWERED_NO): atLeastOne, first, cases. */
  no: { atLeastOne: number[]; first: number[]; cases6: number[]; eligibleNow: number };
}

export function emptyTally(): CountyTally {
  return {
    people: 0,
    cases: 0,
    casesLeftOut: 0,
    atLeastOne: new Array<number>(N).fill(0),
    first: new Array<number>(N).fill(0),
    cases6: new Array<number>(N).fill(0),
    eligibleNow: 0,
    years: {},
    section: {},
    disposition: {},
    level: {},
    no: {
      atLeastOne: new Array<number>(N).fill(0),
      first: new Array<number>(N).fill(0),
      cases6: new Array<number>(N).fill(0),
      eligibleNow: 0,
    },
  };
}

/**
 * "No" to every question of the additional-info page and the pre-check (product-spec §3): not a registered sex
 * offender, none of the disqualifying offenses, no Class C record, not a veteran, not a trafficking victim, no
 * record outside Texas or before 1990. The report's second figure: what the site would show a person who
 * answers so. It is an assumption about people, stated as one wherever the figure is shown.
 */
export const ANSWERED_NO: Readonly<PersonAnswers> = Object.freeze({
  sexOffender: false,
  disqualifyingOffenses: [],
  noneOfTheAbove: true,
  hasClassCConviction: false,
  isVeteran: false,
  hasBeenVictim: false,
  hasCrimeOutsideTexas: false,
  hasCrimeBefore1990: false,
});

/** Counts one person's decisions under ANSWERED_NO (outcomes only). */
export function tallyAnsweredNo(t: CountyTally, decisions: readonly Decision[]): void {
  const seen = new Array<boolean>(N).fill(false);
  for (const d of decisions) {
    const o = INDEX[outcomeOf(d)];
    t.no.cases6[o] = (t.no.cases6[o] ?? 0) + 1;
    seen[o] = true;
  }
  if (decisions.length === 0) return;
  for (let o = 0; o < N; o++) if (seen[o]) t.no.atLeastOne[o] = (t.no.atLeastOne[o] ?? 0) + 1;
  const first = COUNTY_OUTCOME_ORDER.find((o) => seen[INDEX[o]]);
  if (first !== undefined) t.no.first[INDEX[first]] = (t.no.first[INDEX[first]] ?? 0) + 1;
  if (seen[INDEX.nondisclosure_now] || seen[INDEX.expunction_now]) t.no.eligibleNow++;
}

/** The report outcome of one decision. */
export function outcomeOf(d: Decision): CountyOutcome {
  switch (d.final_eligibility) {
    case 'nondisclosure':
      return 'nondisclosure_now';
    case 'expunction':
      return 'expunction_now';
    case 'not_yet_eligible':
      return d.expunction_route !== null ? 'expunction_later' : 'nondisclosure_later';
    case 'could_not_determine':
      return 'could_not_determine';
    case 'ineligible':
      return 'ineligible';
  }
}

/** The section a decision names: its expunction article, else its nondisclosure section, else `none`. */
export function sectionOf(d: Decision): CountySectionKey {
  const key = d.expunction_route ?? d.ndo_form ?? 'none';
  return (SECTION_KEYS.has(key) ? key : 'none') as CountySectionKey;
}

function pairOf(table: Record<string, Pair>, key: string): Pair {
  let p = table[key];
  if (p === undefined) {
    p = new Array<number>(2 * N).fill(0);
    table[key] = p;
  }
  return p;
}

function yearOf(table: Record<string, number[]>, year: string): number[] {
  let y = table[year];
  if (y === undefined) {
    y = [0, 0, 0, 0];
    table[year] = y;
  }
  return y;
}

/**
 * Counts one person: their cases (already built) and the engine's decisions for them, evaluated with no
 * answers at `asOf`. Exported so a test can count person by person what the report counts in bulk.
 */
export function tallyPerson(t: CountyTally, cases: readonly EngineCase[], decisions: readonly Decision[]): void {
  if (cases.length === 0) return;
  t.people++;
  const byId = new Map(cases.map((c) => [c.id, c]));
  const seen = new Array<boolean>(N).fill(false);
  // Per breakdown key, the outcomes this person already counts in (a person counts once per key and outcome).
  const seenKeys = new Set<string>();
  let earliestNd: string | null = null;
  let earliestEx: string | null = null;
  for (const d of decisions) {
    const c = byId.get(d.caseId);
    if (c === undefined) continue;
    const o = INDEX[outcomeOf(d)];
    t.cases++;
    t.cases6[o] = (t.cases6[o] ?? 0) + 1;
    seen[o] = true;
    const keys: [Record<string, Pair>, string, string][] = [
      [t.section, 's', sectionOf(d)],
      [t.disposition, 'd', c.disposition],
      [t.level, 'l', c.level],
    ];
    for (const [table, tag, key] of keys) {
      const p = pairOf(table, key);
      p[N + o] = (p[N + o] ?? 0) + 1;
      const seenKey = `${tag}\u0001${key}\u0001${o}`;
      if (!seenKeys.has(seenKey)) {
        seenKeys.add(seenKey);
        p[o] = (p[o] ?? 0) + 1;
      }
    }
    if (d.final_eligibility === 'not_yet_eligible' && d.eligible_date !== null) {
      const ex = d.expunction_route !== null;
      const y = yearOf(t.years, d.eligible_date.slice(0, 4));
      const slot = ex ? 3 : 1;
      y[slot] = (y[slot] ?? 0) + 1;
      if (ex && (earliestEx === null || d.eligible_date < earliestEx)) earliestEx = d.eligible_date;
      if (!ex && (earliestNd === null || d.eligible_date < earliestNd)) earliestNd = d.eligible_date;
    }
  }
  for (let o = 0; o < N; o++) if (seen[o]) t.atLeastOne[o] = (t.atLeastOne[o] ?? 0) + 1;
  const first = COUNTY_OUTCOME_ORDER.find((o) => seen[INDEX[o]]);
  if (first !== undefined) t.first[INDEX[first]] = (t.first[INDEX[first]] ?? 0) + 1;
  if (seen[INDEX.nondisclosure_now] || seen[INDEX.expunction_now]) t.eligibleNow++;
  if (earliestNd !== null) {
    const y = yearOf(t.years, earliestNd.slice(0, 4));
    y[0] = (y[0] ?? 0) + 1;
  }
  if (earliestEx !== null) {
    const y = yearOf(t.years, earliestEx.slice(0, 4));
    y[2] = (y[2] ?? 0) + 1;
  }
}

/**
 * Evaluates one person's cases twice: with no answers given (as the site first shows them), and with
 * ANSWERED_NO. The second run is skipped when the first asked no person question and left no case
 * undetermined: then no answer is waited for, and the decisions are the same.
 */
export function countPerson(t: CountyTally, cases: EngineCase[], asOf: string): void {
  const out = evaluate({ cases, personAnswers: {}, caseAnswers: {}, asOf });
  tallyPerson(t, cases, out.decisions);
  const open =
    out.needsPreliminaryQuestions || out.decisions.some((d) => d.final_eligibility === 'could_not_determine');
  tallyAnsweredNo(
    t,
    open ? evaluate({ cases, personAnswers: ANSWERED_NO, caseAnswers: {}, asOf }).decisions : out.decisions,
  );
}

/**
 * Tallies a batch of stored cases given as lines `spn \t packed events`, ordered by SPN so each person's
 * cases are contiguous (a person is never split across batches: the reader keeps them together). The events
 * are the `cases.events` column (harris-data's packEvents JSON, which holds no raw tab or line end).
 */
export function tallyLines(text: string, asOf: string): CountyTally {
  const t = emptyTally();
  let spn: string | null = null;
  let cases: EngineCase[] = [];
  const flush = (): void => {
    if (cases.length > 0) countPerson(t, cases, asOf);
    cases = [];
  };
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const tab = text.indexOf('\t', start);
    if (tab > start && tab < end) {
      const who = text.slice(start, tab);
      if (who !== spn) {
        flush();
        spn = who;
      }
      const built = buildCase(unpackEvents(text.slice(tab + 1, end)));
      if (built.offered) cases.push(built.record.engineCase);
      else t.casesLeftOut++;
    }
    start = end + 1;
  }
  flush();
  return t;
}

const addInto = (a: number[], b: readonly number[]): void => {
  for (let i = 0; i < b.length; i++) a[i] = (a[i] ?? 0) + (b[i] ?? 0);
};
function mergeTable(a: Record<string, number[]>, b: Readonly<Record<string, readonly number[]>>, width: number): void {
  for (const [k, v] of Object.entries(b)) {
    let mine = a[k];
    if (mine === undefined) {
      mine = new Array<number>(width).fill(0);
      a[k] = mine;
    }
    addInto(mine, v);
  }
}

/** Adds `b` into `a` (people never overlap between batches, so every count adds). */
export function mergeTally(a: CountyTally, b: CountyTally): CountyTally {
  a.people += b.people;
  a.cases += b.cases;
  a.casesLeftOut += b.casesLeftOut;
  a.eligibleNow += b.eligibleNow;
  addInto(a.atLeastOne, b.atLeastOne);
  addInto(a.first, b.first);
  addInto(a.cases6, b.cases6);
  mergeTable(a.years, b.years, 4);
  mergeTable(a.section, b.section, 2 * N);
  mergeTable(a.disposition, b.disposition, 2 * N);
  mergeTable(a.level, b.level, 2 * N);
  addInto(a.no.atLeastOne, b.no.atLeastOne);
  addInto(a.no.first, b.no.first);
  addInto(a.no.cases6, b.no.cases6);
  a.no.eligibleNow += b.no.eligibleNow;
  return a;
}

const counts = (xs: readonly number[], offset = 0): CountyCounts =>
  Object.fromEntries(COUNTY_OUTCOMES.map((o, i) => [o, xs[offset + i] ?? 0])) as CountyCounts;

function rows<K extends string>(
  table: Record<string, Pair>,
  order?: readonly string[],
): { key: K; people: CountyCounts; cases: CountyCounts }[] {
  const keys = Object.keys(table);
  const rank = (k: string): number => {
    const i = order?.indexOf(k) ?? -1;
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  keys.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return keys.map((key) => {
    const p = table[key] ?? [];
    return { key: key as K, people: counts(p), cases: counts(p, N) };
  });
}

const LEVEL_ORDER = ['FC', 'F1', 'F2', 'F3', 'FS', 'MA', 'MB', 'MC', 'unknown'];

/** The stored report of a finished tally. */
export function toCountyReport(
  t: CountyTally,
  meta: { dataEndDate: string | null; asOf: string; generatedAt: string; millis: number; threads: number },
): CountyReport {
  return {
    version: 1,
    dataEndDate: meta.dataEndDate,
    asOf: meta.asOf,
    generatedAt: meta.generatedAt,
    millis: Math.round(meta.millis),
    threads: meta.threads,
    totals: { people: t.people, cases: t.cases, casesLeftOut: t.casesLeftOut },
    people: { atLeastOne: counts(t.atLeastOne), first: counts(t.first), eligibleNow: t.eligibleNow },
    cases: counts(t.cases6),
    ifAnsweredNo: {
      people: { atLeastOne: counts(t.no.atLeastOne), first: counts(t.no.first), eligibleNow: t.no.eligibleNow },
      cases: counts(t.no.cases6),
    },
    laterByYear: Object.keys(t.years)
      .sort()
      .map((year) => {
        const y = t.years[year] ?? [0, 0, 0, 0];
        return {
          year: Number(year),
          nondisclosure: { people: y[0] ?? 0, cases: y[1] ?? 0 },
          expunction: { people: y[2] ?? 0, cases: y[3] ?? 0 },
        };
      }),
    bySection: rows<CountySectionKey>(t.section, COUNTY_SECTION_KEYS),
    byDisposition: rows(t.disposition),
    byLevel: rows(t.level, LEVEL_ORDER),
  };
}
