/**
 * `npm run accuracy`: writes docs/law/accuracy.md, how often the site is right (packages/harris-data/src/accuracy.ts:
 * the real 2024 sample against its reviewed table, the share it leaves undecided before and after answers, the rule
 * book's fictional people). The figures are computed for the review's date; the stamp names the day and the commit
 * they were computed at. A test fails when the checked-in document's figures differ from the code's. The rule book
 * prints the document, so it is written again too.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { accuracyFigures, renderAccuracy } from '@cyr/harris-data';
import { BOOK_EXAMPLES } from '@cyr/rules';
import { renderRuleBook } from '../services/rule-book';
import { ENGINE } from '../services/undecided';
import { todayInCounty } from '../clock';

export const ACCURACY_FILE = path.resolve(import.meta.dirname, '../../../../docs/law/accuracy.md');
/** The figures the About page prints (apps/web reads them at build time). */
export const ACCURACY_JSON = path.resolve(import.meta.dirname, '../../../web/src/features/info/accuracy.json');
const RULE_BOOK_FILE = path.resolve(import.meta.dirname, '../../../../docs/law/rule-book.html');
const SAMPLE = path.resolve(
  import.meta.dirname,
  '../../../../packages/harris-data/test-fixtures/weekly-historical-2024-sample.txt',
);

async function formatted(text: string, file: string): Promise<string> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file });
}

/**
 * The document for the current code with the given stamp, and the About page's figures (the reviewed cases, how many
 * agree after answers, the share of cases with an outcome left undecided after answers), each formatted as Prettier
 * formats the repository.
 */
export async function accuracyFiles(stamp: { date: string; commit: string }): Promise<{ doc: string; json: string }> {
  const f = await accuracyFigures(ENGINE, readFileSync(SAMPLE), BOOK_EXAMPLES);
  const about = {
    reviewDate: f.reviewDate,
    cases: f.review.cases,
    agree: f.review.after.agree,
    moreFavourable: f.review.after.more_favourable,
    undecidedAfterAnswers: f.sample.closed > 0 ? Number((f.sample.after / f.sample.closed).toFixed(3)) : 0,
  };
  return {
    doc: await formatted(renderAccuracy(f, stamp), ACCURACY_FILE),
    json: await formatted(JSON.stringify(about), ACCURACY_JSON),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const files = await accuracyFiles({ date: todayInCounty(new Date()), commit });
  writeFileSync(ACCURACY_FILE, files.doc);
  writeFileSync(ACCURACY_JSON, files.json);
  // The rule book prints the document in full: written again beside it (as `npm run rules:book` does).
  writeFileSync(RULE_BOOK_FILE, renderRuleBook());
  for (const f of [ACCURACY_FILE, ACCURACY_JSON, RULE_BOOK_FILE])
    console.log(`Wrote ${path.relative(process.cwd(), f)}`);
}
