/**
 * The import report: what an import read, what each code and literal was read as, and everything it could
 * not read, with counts, so an operator can see a new literal the day it appears (format notes §0b: "read
 * what is known, report what is not"). It holds codes, literals, offense literals and counts only: never a
 * name, SPN, date of birth or cause number.
 */
import { ownString } from './own-string';
import type { DispositionKind } from '@cyr/rules';
import type { CaseRecord } from './build';
import {
  BOND_EXCEPTIONS,
  FELONY_COURTS,
  INSTRUMENT_CODES,
  LEVEL_CODES,
  MISDEMEANOR_COURTS,
  normalizeCodeText,
  readDisposition,
  type DataIssue,
  type EventReading,
} from './codes';
import type { CaseEvent } from './events';
import { parseSentence } from './sentence';
import type { CaseJudge } from './undecided';

export interface Counted {
  value: string;
  count: number;
}

export interface DispositionLine {
  /** `cad` as written ('' when blank). */
  code: string;
  /** `disposition` literal as written ('' when blank). */
  literal: string;
  rows: number;
  readAs: EventReading;
  /** Why it could not be read, when `readAs` is `unknown`. */
  issue: DataIssue | null;
}

export interface ImportReport {
  rows: number;
  cases: number;
  people: number;
  /** Rows per disposition code and literal, and what each pair was read as (most frequent first). */
  dispositions: DispositionLine[];
  /** Values the lists do not know, with their row counts (sentence parts: rows whose sentence had the part). */
  unknown: {
    dispositionCodes: Counted[];
    dispositionLiterals: Counted[];
    levels: Counted[];
    sentenceParts: Counted[];
    instruments: Counted[];
    courts: Counted[];
    /** `bamexp` values the bond-exception list does not know (none is read as a duplicate indictment). */
    bondExceptions: Counted[];
  };
  /** Offense literals the classifier could not identify, with their case counts. */
  unidentifiedOffenses: Counted[];
  /** Cases per disposition kind. */
  outcomes: Partial<Record<DispositionKind, number>>;
  /** Cases the data could not be read for (disposition `unknown`): they end `could_not_determine`. */
  couldNotDetermine: {
    cases: number;
    /** Share of the cases written, 0–1. */
    share: number;
    byIssue: Partial<Record<DataIssue, number>>;
  };
  /**
   * What the engine will not decide (undecided.ts), when the import was given a judge: cases that end
   * `could_not_determine` before any case answer and after the answers a best-informed person could give, by cause
   * (reason code), as shares of the decided (not pending) cases.
   */
  undecided?: {
    asOf: string;
    /** Cases still open: no answer decides them, so they are counted apart. */
    pending: number;
    /** Cases with an outcome on record (the denominator). */
    closed: number;
    before: { cases: number; share: number; byCause: Record<string, number> };
    after: {
      cases: number;
      share: number;
      byCause: Record<string, number>;
      /** Every unknown reason of each case still undecided after answers, joined by " + ", counted, largest first. */
      byCombination: Record<string, number>;
    };
    /** After answers, counting a case that one answer set leaves undecided too (undecided.ts `afterSome`). */
    afterSome: { cases: number; share: number; byCause: Record<string, number> };
    /** Outcomes after answers (the false-eligible check reads these). */
    outcomesAfter: Record<string, number>;
  };
  /** Cases whose level gives no degree or class (`F`, `M`, blank or unlisted). */
  levelUnknownCases: number;
  /** True when a list reached its size limit and stopped counting new values (a broken file, most likely). */
  truncated: boolean;
  /** Cases with rejected rows, by case id (staff-only, like the cases themselves; never logged). */
  rejectedCases: RejectedCases;
}

/**
 * The cases a rejected row belonged to (its `cas`, when the line still showed one: parser.ts `casOfRejected`), so
 * that no case leaves the data unnoticed. Each list is sorted and holds at most `MAX_REJECTED_CASES` ids; `more`
 * counts the ids left off.
 */
export interface RejectedCases {
  /** Every row of the case in this file was rejected: the file alone would drop it. */
  allRowsRejected: string[];
  /**
   * Some of its rows were rejected and, as far as the importer can tell, others read (a filter of fixed size:
   * about 1 % of cases with every row rejected land here instead; the snapshot import checks them).
   */
  someRowsRejected: string[];
  /**
   * Filled by a snapshot import (apps/api sync/snapshot.ts): cases of `allRowsRejected` whose previous version it
   * kept from the data in use, and rejected cases that are in neither the new data nor the old.
   */
  keptPrevious: string[];
  notInNewData: string[];
  more: number;
}

/** Case ids listed per list of `RejectedCases` at most (a file of junk rows must not fill the report). */
export const MAX_REJECTED_CASES = 100_000;

export const NO_REJECTED_CASES: RejectedCases = {
  allRowsRejected: [],
  someRowsRejected: [],
  keptPrevious: [],
  notInNewData: [],
  more: 0,
};

/** Distinct values counted per list at most (a file of random junk must not fill memory). */
const MAX_DISTINCT = 50_000;

function bump(map: Map<string, number>, key: string, by = 1): boolean {
  const n = map.get(key);
  if (n !== undefined) {
    map.set(key, n + by);
    return true;
  }
  if (map.size >= MAX_DISTINCT) return false;
  map.set(ownString(key), by);
  return true;
}

const sorted = (map: Map<string, number>, keep: (v: string) => boolean = () => true): Counted[] =>
  [...map]
    .filter(([v]) => keep(v))
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));

/** Counts rows and cases as the importer reads them; `finish` turns the counts into an `ImportReport`. */
export class ReportBuilder {
  /** `cad` → `disposition` literal → rows (nested maps: no key string built per row). */
  private readonly pairs = new Map<string, Map<string, number>>();
  private distinctPairs = 0;
  /** Unknown levels, sentences with an unknown part, unknown instruments and courts: value → rows. */
  private readonly levels = new Map<string, number>();
  private readonly sentences = new Map<string, number>();
  private readonly instruments = new Map<string, number>();
  private readonly bondExceptions = new Map<string, number>();
  /** Courts per division (`cdi` 003 felony, 002 misdemeanor, anything else). */
  private readonly courts = {
    F: new Map<string, number>(),
    M: new Map<string, number>(),
    '?': new Map<string, number>(),
  };
  private readonly unidentified = new Map<string, number>();
  private readonly outcomes = new Map<string, number>();
  private readonly issues = new Map<string, number>();
  private unknownCases = 0;
  private levelUnknown = 0;
  private truncated = false;
  private readonly judged = {
    pending: 0,
    closed: 0,
    before: new Map<string, number>(),
    after: new Map<string, number>(),
    afterCombination: new Map<string, number>(),
    afterSome: new Map<string, number>(),
    beforeCases: 0,
    afterCases: 0,
    afterSomeCases: 0,
    outcomesAfter: new Map<string, number>(),
  };

  /** With a judge (undecided.ts), `finish` also reports what the engine will not decide, as of `asOf`. */
  constructor(private readonly judge?: { judge: CaseJudge; asOf: string }) {}

  /** One accepted row. */
  row(e: CaseEvent): void {
    const cad = e.cad ?? '';
    let literals = this.pairs.get(cad);
    if (literals === undefined) {
      literals = new Map();
      this.pairs.set(ownString(cad), literals);
    }
    const lit = e.disposition ?? '';
    const n = literals.get(lit);
    let ok = true;
    if (n !== undefined) literals.set(lit, n + 1);
    else if (this.distinctPairs < MAX_DISTINCT) {
      literals.set(ownString(lit), 1);
      this.distinctPairs++;
    } else ok = false;
    // Only values the lists do not know are counted (every row passes here: a look-up, not a count, for the rest).
    const level = e.level ?? '';
    if (level !== '' && LEVEL_CODES[level] === undefined) ok = bump(this.levels, level) && ok;
    if (e.sentence !== null && parseSentence(e.sentence).unparsed.length > 0)
      ok = bump(this.sentences, e.sentence) && ok;
    if (e.ins !== null && !INSTRUMENT_CODES.has(e.ins)) ok = bump(this.instruments, e.ins) && ok;
    if (e.bamexp != null && BOND_EXCEPTIONS[normalizeCodeText(e.bamexp)] === undefined)
      ok = bump(this.bondExceptions, e.bamexp) && ok;
    if (e.crt !== null) {
      const cdi = e.cdi === '003' || e.cdi === '3' ? 'F' : e.cdi === '002' || e.cdi === '2' ? 'M' : '?';
      const known =
        cdi === 'F'
          ? FELONY_COURTS.has(e.crt)
          : cdi === 'M'
            ? MISDEMEANOR_COURTS.has(e.crt)
            : FELONY_COURTS.has(e.crt) || MISDEMEANOR_COURTS.has(e.crt);
      if (!known) ok = bump(this.courts[cdi], e.crt) && ok;
    }
    if (!ok) this.truncated = true;
  }

  /** One case written (offered). */
  written(r: CaseRecord): void {
    const d = r.engineCase.disposition;
    bump(this.outcomes, d);
    if (d === 'unknown') {
      this.unknownCases++;
      for (const issue of r.dataIssues) bump(this.issues, issue);
    }
    if (r.engineCase.level === 'unknown') this.levelUnknown++;
    if (this.judge) {
      const v = this.judge.judge(r.engineCase);
      const j = this.judged;
      if (v.pending) j.pending++;
      else {
        j.closed++;
        bump(j.outcomesAfter, v.after.outcome);
        if (v.before.cause !== null) {
          j.beforeCases++;
          bump(j.before, v.before.cause);
        }
        if (v.after.cause !== null) {
          j.afterCases++;
          bump(j.after, v.after.cause);
          bump(j.afterCombination, v.after.combination ?? v.after.cause);
        }
        if (v.afterSome.cause !== null) {
          j.afterSomeCases++;
          bump(j.afterSome, v.afterSome.cause);
        }
      }
    }
    if (r.engineCase.offense.unidentified && !bump(this.unidentified, r.offenseLiteral)) this.truncated = true;
  }

  finish(
    totals: { rows: number; cases: number; people: number },
    rejectedCases: RejectedCases = NO_REJECTED_CASES,
  ): ImportReport {
    const dispositions: DispositionLine[] = [];
    const unknownCodes = new Map<string, number>();
    const unknownLiterals = new Map<string, number>();
    for (const [code, literals] of this.pairs) {
      for (const [literal, rows] of literals) {
        const read = readDisposition(code === '' ? null : code, literal === '' ? null : literal);
        dispositions.push({ code, literal, rows, readAs: read.reading, issue: read.issue });
        if (read.issue === 'unknown_disposition_code') bump(unknownCodes, code, rows);
        if (read.issue === 'unknown_disposition_literal') bump(unknownLiterals, literal, rows);
      }
    }
    dispositions.sort((a, b) => b.rows - a.rows || (a.code + a.literal < b.code + b.literal ? -1 : 1));
    const parts = new Map<string, number>();
    for (const [sentence, rows] of this.sentences)
      for (const part of parseSentence(sentence).unparsed) bump(parts, part, rows);
    const courts = new Map<string, number>();
    for (const kind of ['F', 'M', '?'] as const) {
      for (const [court, n] of this.courts[kind]) {
        bump(courts, kind === 'M' ? `${court} (misdemeanor)` : kind === 'F' ? `${court} (felony)` : court, n);
      }
    }
    const byIssue: Partial<Record<DataIssue, number>> = {};
    for (const [issue, n] of this.issues) byIssue[issue as DataIssue] = n;
    const outcomes: Partial<Record<DispositionKind, number>> = {};
    for (const [k, n] of this.outcomes) outcomes[k as DispositionKind] = n;
    return {
      ...totals,
      rejectedCases,
      dispositions,
      unknown: {
        dispositionCodes: sorted(unknownCodes),
        dispositionLiterals: sorted(unknownLiterals),
        levels: sorted(this.levels),
        sentenceParts: sorted(parts),
        instruments: sorted(this.instruments),
        courts: sorted(courts),
        bondExceptions: sorted(this.bondExceptions),
      },
      unidentifiedOffenses: sorted(this.unidentified),
      outcomes,
      couldNotDetermine: {
        cases: this.unknownCases,
        share: totals.cases > 0 ? this.unknownCases / totals.cases : 0,
        byIssue,
      },
      levelUnknownCases: this.levelUnknown,
      ...(this.judge ? { undecided: this.undecided(this.judge.asOf) } : {}),
      truncated: this.truncated,
    };
  }

  private undecided(asOf: string): NonNullable<ImportReport['undecided']> {
    const j = this.judged;
    const share = (n: number): number => (j.closed > 0 ? n / j.closed : 0);
    const byCause = (m: Map<string, number>): Record<string, number> =>
      Object.fromEntries(sorted(m).map((c) => [c.value, c.count]));
    return {
      asOf,
      pending: j.pending,
      closed: j.closed,
      before: { cases: j.beforeCases, share: share(j.beforeCases), byCause: byCause(j.before) },
      after: {
        cases: j.afterCases,
        share: share(j.afterCases),
        byCause: byCause(j.after),
        byCombination: byCause(j.afterCombination),
      },
      afterSome: { cases: j.afterSomeCases, share: share(j.afterSomeCases), byCause: byCause(j.afterSome) },
      outcomesAfter: byCause(j.outcomesAfter),
    };
  }
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const fmt = (n: number): string => n.toLocaleString('en-US');

/** The report as lines of text for the terminal (no personal data: codes, literals and counts). */
export function formatReport(r: ImportReport, maxPerList = 25): string[] {
  const out: string[] = [];
  const list = (title: string, items: Counted[]): void => {
    if (items.length === 0) return;
    out.push(`  ${title}:`);
    for (const it of items.slice(0, maxPerList))
      out.push(`    ${fmt(it.count).padStart(9)}  ${it.value === '' ? '(blank)' : it.value}`);
    if (items.length > maxPerList) out.push(`    … ${fmt(items.length - maxPerList)} more (see the JSON report)`);
  };
  out.push(
    `  outcomes: ${Object.entries(r.outcomes)
      .map(([k, n]) => `${k} ${fmt(n)}`)
      .join(', ')}`,
  );
  out.push(
    `  could not determine from the data: ${fmt(r.couldNotDetermine.cases)} of ${fmt(r.cases)} cases (${pct(r.couldNotDetermine.share)})` +
      (r.couldNotDetermine.cases > 0
        ? `: ${Object.entries(r.couldNotDetermine.byIssue)
            .map(([k, n]) => `${k} ${fmt(n)}`)
            .join(', ')}`
        : ''),
  );
  if (r.undecided) {
    const u = r.undecided;
    const causes = (m: Record<string, number>): string =>
      Object.entries(m)
        .map(([k, n]) => `${k} ${fmt(n)}`)
        .join(', ');
    out.push(
      `  the engine will not decide (as of ${u.asOf}; ${fmt(u.closed)} cases with an outcome, ${fmt(u.pending)} pending apart):`,
    );
    out.push(`    before any answer: ${fmt(u.before.cases)} (${pct(u.before.share)}): ${causes(u.before.byCause)}`);
    out.push(
      `    after the answers a person can give: ${fmt(u.after.cases)} (${pct(u.after.share)}): ${causes(u.after.byCause)}`,
    );
    const combinations = Object.entries(u.after.byCombination);
    if (combinations.length > 0) {
      out.push('    after answers, by the combination of reasons that keeps each case undecided (ten largest):');
      for (const [k, n] of combinations.slice(0, 10)) out.push(`      ${fmt(n).padStart(7)}  ${k}`);
      if (combinations.length > 10) out.push(`      … ${fmt(combinations.length - 10)} more (see the JSON report)`);
    }
    out.push(
      `    … or left undecided by one of the answers: ${fmt(u.afterSome.cases)} (${pct(u.afterSome.share)}): ${causes(u.afterSome.byCause)}`,
    );
    out.push(`    outcomes after answers: ${causes(u.outcomesAfter)}`);
  }
  out.push(`  level without degree or class: ${fmt(r.levelUnknownCases)} cases`);
  out.push('  rows per disposition code and literal → read as:');
  for (const d of r.dispositions.slice(0, maxPerList * 2)) {
    out.push(
      `    ${fmt(d.rows).padStart(9)}  ${(d.code || '(blank)').padEnd(5)} ${(d.literal || '(blank)').padEnd(44)} → ${d.readAs === 'other' ? 'no outcome on this row' : d.readAs}${d.issue ? ` (${d.issue})` : ''}`,
    );
  }
  if (r.dispositions.length > maxPerList * 2)
    out.push(`    … ${fmt(r.dispositions.length - maxPerList * 2)} more pairs (see the JSON report)`);
  list('UNKNOWN disposition codes', r.unknown.dispositionCodes);
  list('UNKNOWN disposition literals', r.unknown.dispositionLiterals);
  list('UNKNOWN levels', r.unknown.levels);
  list('UNKNOWN sentence parts', r.unknown.sentenceParts);
  list('UNKNOWN instruments (ins)', r.unknown.instruments);
  list('unknown courts', r.unknown.courts);
  list('UNKNOWN bond exceptions (bamexp)', r.unknown.bondExceptions);
  list('unidentified offense literals (cases)', r.unidentifiedOffenses);
  if (r.truncated) out.push('  (some lists reached 50,000 distinct values and stopped counting new ones)');
  return out;
}
