/**
 * The engine as the import report's judge (packages/harris-data/src/undecided.ts): each imported case evaluated as
 * the person's only case, before and after the answers a person can give, so the report shows what the engine
 * will not decide and why (ADR 0060).
 */
import { caseJudge, type Engine, type ImportOptions } from '@cyr/harris-data';
import { evaluate, REASONS } from '@cyr/rules';
import { CASE_QUESTIONS } from '@cyr/rules/vocabulary';
import { todayInCounty } from '../clock';

export const ENGINE: Engine = { evaluate, questions: CASE_QUESTIONS, reasons: REASONS };

/** The judge for an import report, as of `asOf` (default: today in Harris County). */
export function reportJudge(asOf: string = todayInCounty(new Date())): NonNullable<ImportOptions['judge']> {
  return { judge: caseJudge(ENGINE, asOf), asOf };
}
