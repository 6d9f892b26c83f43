/**
 * docs/law D80 on the real 2024 sample: every case the clerk records as "DISMISSED CASE REFILED" is listed, and no
 * answer a person can give opens it (eligible now or at a date) unless the person says the refiled case was dismissed
 * or no-billed and gives the month it ended. Each case is walked through every answer to every question the engine
 * asks of it, a few rounds deep, on the day of the fourth review and on a day long after every wait has run.
 *
 * Integration test: it runs the engine (`@cyr/rules`), which harris-data's own code imports as types only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluate, type CaseAnswers, type CaseQuestionKey, type EngineCase } from '@cyr/rules';
import { CASE_QUESTIONS, NOT_SURE, UNKNOWN_MONTH } from '@cyr/rules/vocabulary';
import { beforeAll, describe, expect, it } from 'vitest';
import { importExtract, MemorySink } from '../importer';
import { CLEAN_PERSON } from '../undecided';
import { chunks } from './helpers';

const FIXTURE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test-fixtures/weekly-historical-2024-sample.txt',
);
const DAYS = ['2026-12-06', '2035-01-01'];
const DATED = new Set(['nondisclosure', 'expunction', 'not_yet_eligible']);

/** Every answer a person can give to a key: yes, no, not sure; a month or a year either side of the dismissal, or unknown. */
function answersTo(key: CaseQuestionKey): (string | boolean)[] {
  const q: { kind: string; values?: readonly string[] } = CASE_QUESTIONS[key];
  if (q.kind === 'yes_no_not_sure') return [true, false, NOT_SURE];
  if (q.kind === 'month_or_unknown') return ['2024-09', '2025-03', UNKNOWN_MONTH];
  if (q.kind === 'year_or_unknown') return ['2024', '2025', UNKNOWN_MONTH];
  return [...(q.values ?? [])];
}

interface Walk {
  /** Answer sets that gave a date without "dismissed or no-billed" and its month. */
  opened: string[];
  /** Answer sets that gave a date after "dismissed or no-billed" and its month (the walk reaches them). */
  dated: number;
}

/** Walks every answer to the questions the engine asks, depth-first, up to `depth` rounds. */
function walk(c: EngineCase, asOf: string, answers: CaseAnswers, depth: number, out: Walk): void {
  const d = evaluate({ cases: [c], personAnswers: CLEAN_PERSON, caseAnswers: { [c.id]: answers }, asOf }).decisions[0];
  if (d === undefined) throw new Error('no decision');
  if (DATED.has(d.final_eligibility)) {
    const told =
      answers.refiled_case_outcome === 'dismissed_or_no_billed' && answers.refiled_case_end_month !== undefined;
    if (told) out.dated++;
    else out.opened.push(`${asOf} ${JSON.stringify(answers)} → ${d.final_eligibility}`);
  }
  if (depth === 0) return;
  for (const key of d.questions) {
    if (key in answers) continue;
    for (const v of answersTo(key)) walk(c, asOf, { ...answers, [key]: v } as CaseAnswers, depth - 1, out);
  }
}

describe('docs/law D80 on the real 2024 sample: a dismissal recorded as refiled', () => {
  let refiled: EngineCase[] = [];
  beforeAll(async () => {
    const sink = new MemorySink();
    await importExtract(chunks(readFileSync(FIXTURE)), sink, {
      importId: 'fixture',
      fileName: 'Weekly_Historical_Criminal_20241123.txt',
    });
    refiled = [...sink.cases.values()]
      .filter((r) => r.events.some((e) => e.disposition?.replace(/\s+/g, ' ').trim() === 'DISMISSED CASE REFILED'))
      .map((r) => r.engineCase);
  });

  it('lists the cases: one in the sample, an indicted aggravated assault dismissed 2024-10-31', () => {
    expect(refiled.map((c) => [c.causeNumber, c.level, c.offense.literal, c.dates.dismissal?.date])).toEqual([
      ['4002345', 'F2', 'AGG ASSAULT W/DEADLY WEAPON', '2024-10-31'],
    ]);
    for (const c of refiled) expect(c.dismissalReason).toBe('refiled_or_other_case');
  });

  it('none is eligible, now or at a date, without "dismissed or no-billed" and the month the refiled case ended', () => {
    for (const c of refiled)
      for (const asOf of DAYS)
        for (const start of [
          {},
          { charge_refiled_or_replaced: false },
          { charge_refiled_or_replaced: false, arrest_month: '2024-07' },
        ]) {
          const out: Walk = { opened: [], dated: 0 };
          walk(c, asOf, start as CaseAnswers, 4, out);
          expect(out.opened, c.causeNumber).toEqual([]);
          // The walk reaches the answers that do give a date: the test would see a wrongly opened case.
          expect(out.dated, c.causeNumber).toBeGreaterThan(0);
        }
  });
});
