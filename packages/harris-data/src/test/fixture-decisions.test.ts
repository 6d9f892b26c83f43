/**
 * What each case of the real sample decides, today = 2026-12-01, as the person's only case, before any case answer
 * and after the answers a person can give (undecided.ts: a person with no other record; two opposite answer sets).
 * The expectations (src/reviewed-sample.ts) are written by reading each row's codes, literals, level and sentence
 * against the law (ADR 0060), not by running the code; the test fails on any case the table and the engine read differently, and on any
 * eligible result for a case the table says can never be eligible.
 *
 * Integration test: it runs the engine (`@cyr/rules`), which harris-data's own code imports as types only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluate, REASONS } from '@cyr/rules';
import { CASE_QUESTIONS } from '@cyr/rules/vocabulary';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeCp1252 } from '../cp1252';
import { importExtract, MemorySink } from '../importer';
import { caseJudge, type CaseVerdict } from '../undecided';
import { expected, matches, readRows, REVIEW_DATE, type Row } from '../reviewed-sample';
import { chunks } from './helpers';

const FIXTURE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test-fixtures/weekly-historical-2024-sample.txt',
);
const AS_OF = REVIEW_DATE;
describe(`real weekly sample: what each case decides on ${AS_OF}, before and after answers`, () => {
  const verdicts = new Map<string, CaseVerdict>();
  let rows: Row[] = [];
  beforeAll(async () => {
    rows = readRows(decodeCp1252(readFileSync(FIXTURE)));
    const sink = new MemorySink();
    await importExtract(chunks(readFileSync(FIXTURE)), sink, {
      importId: 'fixture',
      fileName: 'Weekly_Historical_Criminal_20241123.txt',
    });
    const judge = caseJudge({ evaluate, questions: CASE_QUESTIONS, reasons: REASONS }, AS_OF);
    for (const [cas, rec] of sink.cases) verdicts.set(cas, judge(rec.engineCase));
  });

  it('every row has an expectation and the engine agrees with it', () => {
    const wrong: string[] = [];
    for (const r of rows) {
      const cas = r['cas'] ?? '';
      const want = expected(r);
      const got = verdicts.get(cas);
      expect(want, `${cas} ${r['cad']} ${r['disposition']} ${r['curr_off_lit']}`).not.toBeNull();
      if (!want || !got) continue;
      const ok =
        matches(want.before, got.before.outcome) &&
        matches(want.after, got.after.outcome) &&
        (want.beforeCause === undefined || got.before.cause === want.beforeCause) &&
        (want.afterCause === undefined || got.after.cause === want.afterCause);
      if (!ok)
        wrong.push(
          `${cas} ${r['curr_l_d']} ${r['curr_off_lit']} (${r['cad']} ${r['disposition']}): want ${want.before}/${want.after} (${want.why}), got ${got.before.outcome} ${got.before.cause ?? ''} / ${got.after.outcome} ${got.after.cause ?? ''}`,
        );
    }
    expect(wrong).toEqual([]);
  });

  it('no case the table says can never be eligible is eligible under any answer', () => {
    for (const r of rows) {
      const want = expected(r);
      const got = verdicts.get(r['cas'] ?? '');
      if (!want?.neverEligible || !got) continue;
      for (const v of [got.before, got.after, got.afterSome])
        expect(['nondisclosure', 'expunction', 'not_yet_eligible'], r['cas']).not.toContain(v.outcome);
    }
  });

  it('names, for each case undecided after answers, every unknown reason that keeps it so, its cause first', () => {
    const undecided = [...verdicts.values()].filter((v) => !v.pending && v.after.cause !== null);
    expect(undecided.length).toBeGreaterThan(0);
    for (const v of undecided) {
      const codes = v.after.combination?.split(' + ') ?? [];
      expect(codes[0]).toBe(v.after.cause);
      expect(new Set(codes).size).toBe(codes.length);
      for (const c of codes) expect(REASONS[c as keyof typeof REASONS]?.kind).toBe('unknown');
    }
    for (const v of verdicts.values()) if (v.after.cause === null) expect(v.after.combination).toBeNull();
  });

  it('at most one case in six with an outcome stays undecided after answers', () => {
    const closed = [...verdicts.values()].filter((v) => !v.pending);
    const undecided = closed.filter((v) => v.after.outcome === 'could_not_determine');
    expect(closed.length).toBe(262);
    expect(undecided.length / closed.length).toBeLessThanOrEqual(1 / 6);
  });
});
