import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateExtract, importExtract, MemorySink, type CaseRecord } from '@cyr/harris-data';
import { evaluate, type Decision, type PersonAnswers } from '@cyr/rules';
import { sql } from 'kysely';
import { CountyReportSchema, type CountyCounts, type CountyReport } from '@cyr/schemas';
import type { DbHandle } from '../db';
import { testDb } from '../test/db';
import { caseSink } from './case-store';
import { CountyDataChangedError, latestCountyReport, runCountyReport } from './county-report';
import { meaningLines, reportCsv, tableLines, yearsCsv } from './county-report-format';

/**
 * The county report counts what the engine decides, person by person: the test evaluates every person of a
 * small synthetic county itself (plain loops, no code of the report) and compares the report's counts.
 */
const AS_OF = '2026-11-26';
let h: DbHandle;
let people: Map<string, CaseRecord[]>;
let dataEndDate: string | null;

beforeAll(async () => {
  h = await testDb();
  const mem = new MemorySink();
  const source = () => generateExtract({ people: 300, seed: 'county', layout: 'historical' });
  const summary = await importExtract(source(), mem, { importId: 'mem' });
  await h.db.transaction().execute((trx) => importExtract(source(), caseSink(trx), { importId: 'db' }));
  dataEndDate = summary.dataEndDate;
  people = new Map();
  for (const r of mem.cases.values()) {
    // What a person search shows (case-store.ts searchPerson): no Class C, filed 1990-01-01 to the data date.
    if (r.level === 'MC') continue;
    if (r.filingDate !== null && (r.filingDate < '1990-01-01' || (dataEndDate && r.filingDate > dataEndDate))) continue;
    const list = people.get(r.spn) ?? [];
    list.push(r);
    people.set(r.spn, list);
  }
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const NO: PersonAnswers = {
  sexOffender: false,
  disqualifyingOffenses: [],
  noneOfTheAbove: true,
  hasClassCConviction: false,
  isVeteran: false,
  hasBeenVictim: false,
  hasCrimeOutsideTexas: false,
  hasCrimeBefore1990: false,
};

function outcome(d: Decision): string {
  if (d.final_eligibility === 'nondisclosure') return 'nondisclosure_now';
  if (d.final_eligibility === 'expunction') return 'expunction_now';
  if (d.final_eligibility === 'not_yet_eligible')
    return d.expunction_route ? 'expunction_later' : 'nondisclosure_later';
  return d.final_eligibility;
}

const bump = (m: Record<string, number>, k: string): void => {
  m[k] = (m[k] ?? 0) + 1;
};

/** The expected figures, computed one person at a time. */
function expected() {
  const casesBy: Record<string, number> = {};
  const peopleBy: Record<string, number> = {};
  const noCasesBy: Record<string, number> = {};
  const noPeopleBy: Record<string, number> = {};
  const casesBySection: Record<string, number> = {};
  const peopleByLevel: Record<string, number> = {};
  const ndLaterPeopleByYear: Record<string, number> = {};
  let eligibleNow = 0;
  let cases = 0;
  for (const records of people.values()) {
    const engineCases = records.map((r) => r.engineCase);
    const level = new Map(engineCases.map((c) => [c.id, c.level]));
    const plain = evaluate({ cases: engineCases, personAnswers: {}, caseAnswers: {}, asOf: AS_OF }).decisions;
    const answered = evaluate({ cases: engineCases, personAnswers: NO, caseAnswers: {}, asOf: AS_OF }).decisions;
    cases += plain.length;
    const mine = new Set<string>();
    const levels = new Set<string>();
    let ndLater: string | null = null;
    for (const d of plain) {
      const o = outcome(d);
      bump(casesBy, o);
      mine.add(o);
      bump(casesBySection, `${d.expunction_route ?? d.ndo_form ?? 'none'}/${o}`);
      levels.add(`${level.get(d.caseId) ?? '?'}/${o}`);
      if (o === 'nondisclosure_later' && d.eligible_date && (ndLater === null || d.eligible_date < ndLater))
        ndLater = d.eligible_date;
    }
    for (const o of mine) bump(peopleBy, o);
    for (const l of levels) bump(peopleByLevel, l);
    if (mine.has('nondisclosure_now') || mine.has('expunction_now')) eligibleNow++;
    if (ndLater) bump(ndLaterPeopleByYear, ndLater.slice(0, 4));
    const answeredSet = new Set(answered.map(outcome));
    for (const d of answered) bump(noCasesBy, outcome(d));
    for (const o of answeredSet) bump(noPeopleBy, o);
  }
  return {
    casesBy,
    peopleBy,
    noCasesBy,
    noPeopleBy,
    casesBySection,
    peopleByLevel,
    ndLaterPeopleByYear,
    eligibleNow,
    cases,
  };
}

const nonZero = (counts: Record<string, number>): Record<string, number> =>
  Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));

function flatten(
  rows: readonly { key: string; people: CountyCounts; cases: CountyCounts }[],
  of: 'people' | 'cases',
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of rows) for (const [o, n] of Object.entries(r[of])) if (n > 0) out[`${r.key}/${o}`] = n;
  return out;
}

describe('county report', () => {
  it('counts what the engine decides for each person, with no answers and with every question answered no', async () => {
    const progress: number[] = [];
    // Small fetches (7 cases) so people with several cases run across fetches; two worker threads.
    const { id, report } = await runCountyReport({
      db: h.db,
      asOf: AS_OF,
      threads: 2,
      batchCases: 7,
      onProgress: (p) => progress.push(p.people),
    });
    const e = expected();
    expect(people.size).toBeGreaterThan(250);
    expect(report.totals.people).toBe(people.size);
    expect(report.totals.cases).toBe(e.cases);
    expect(report.totals.casesLeftOut).toBe(0);
    expect(report.dataEndDate).toBe(dataEndDate);
    expect(report.asOf).toBe(AS_OF);
    expect(nonZero(report.cases)).toEqual(e.casesBy);
    expect(nonZero(report.people.atLeastOne)).toEqual(e.peopleBy);
    expect(report.people.eligibleNow).toBe(e.eligibleNow);
    expect(Object.values(report.people.first).reduce((a, b) => a + b, 0)).toBe(people.size);
    expect(nonZero(report.ifAnsweredNo.cases)).toEqual(e.noCasesBy);
    expect(nonZero(report.ifAnsweredNo.people.atLeastOne)).toEqual(e.noPeopleBy);
    expect(flatten(report.bySection, 'cases')).toEqual(e.casesBySection);
    expect(flatten(report.byLevel, 'people')).toEqual(e.peopleByLevel);
    expect(
      Object.fromEntries(
        report.laterByYear
          .filter((y) => y.nondisclosure.people > 0)
          .map((y) => [String(y.year), y.nondisclosure.people]),
      ),
    ).toEqual(e.ndLaterPeopleByYear);
    // The figures are not all in one column: the county has several outcomes.
    expect(Object.keys(e.casesBy).length).toBeGreaterThanOrEqual(3);
    expect(progress.at(-1)).toBe(people.size);

    // Stored with the data date, and read back through the schema.
    expect(id).not.toBeNull();
    expect(await latestCountyReport(h.db)).toEqual(report);
    expect(await latestCountyReport(h.db, dataEndDate ?? '')).toEqual(report);
    expect(await latestCountyReport(h.db, '1999-01-01')).toBeNull();
    expect(CountyReportSchema.parse(JSON.parse(JSON.stringify(report)))).toEqual(report);

    // The CLI's CSV carries the same counts; its words say what the figure is not.
    const csv = reportCsv(report).trim().split('\n');
    expect(csv[0]).toBe(
      'group,key,unit,nondisclosure_now,expunction_now,nondisclosure_later,expunction_later,could_not_determine,ineligible',
    );
    expect(csv).toContain(`total,all,cases,${Object.values(report.cases).join(',')}`);
    expect(csv).toHaveLength(
      1 + 6 + 2 * (report.bySection.length + report.byDisposition.length + report.byLevel.length),
    );
    expect(yearsCsv(report).trim().split('\n')).toHaveLength(1 + report.laterByYear.length);
    const words = meaningLines(report).join(' ');
    expect(words).toContain('not legal advice');
    expect(words).toContain('a judge decides');
    expect(tableLines(report)[0]).toContain(`${people.size.toLocaleString('en-US')} people`);
  }, 120_000);

  it('gives the same figures whatever the batch size and thread count, and stores nothing personal', async () => {
    const a = await runCountyReport({ db: h.db, asOf: AS_OF, threads: 1, batchCases: 100_000, store: false });
    const b = await runCountyReport({ db: h.db, asOf: AS_OF, threads: 2, batchCases: 3, store: false });
    const strip = (r: CountyReport) => ({ ...r, generatedAt: '', millis: 0, threads: 0 });
    expect(strip(a.report)).toEqual(strip(b.report));
    expect(a.id).toBeNull();
    const json = JSON.stringify(a.report);
    for (const records of people.values())
      for (const r of records) {
        expect(json.includes(r.spn)).toBe(false);
        expect(json.includes(r.cas)).toBe(false);
      }
  }, 120_000);

  it('refuses to count a mix when the data in use is replaced while it reads', async () => {
    const other = await testDb();
    try {
      await other.db.transaction().execute((trx) =>
        importExtract(generateExtract({ people: 60, seed: 'swap', layout: 'weekly' }), caseSink(trx), {
          importId: 'a',
        }),
      );
      // A snapshot switch as the import does it (sync/snapshot.ts): a new table takes the name `cases`.
      let swap: Promise<unknown> | null = null;
      const run = runCountyReport({
        db: other.db,
        asOf: AS_OF,
        threads: 1,
        batchCases: 5,
        onProgress: () => {
          swap ??= other.db.transaction().execute(async (trx) => {
            await sql`alter table cases rename to cases_old`.execute(trx);
            await sql`create table cases (like cases_old including all)`.execute(trx);
            await sql`insert into cases select * from cases_old`.execute(trx);
          });
        },
      });
      await expect(run).rejects.toBeInstanceOf(CountyDataChangedError);
      await swap;
      expect(await other.db.selectFrom('county_reports').selectAll().execute()).toEqual([]);
      // Run again on the switched data, it counts.
      const again = await runCountyReport({ db: other.db, asOf: AS_OF, threads: 1, store: false });
      expect(again.report.totals.people).toBeGreaterThan(40);
    } finally {
      await other.close();
    }
  }, 120_000);
});
