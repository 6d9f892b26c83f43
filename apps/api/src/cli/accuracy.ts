/**
 * `npm run accuracy`: writes docs/law/accuracy.md, how often the site is right (packages/harris-data/src/accuracy.ts:
 * the real 2024 sample against its reviewed table, the share it leaves undecided before and after answers, the rule
 * book's fictional people). The figures are computed for the review's date; the stamp names the day and the commit
 * they were computed at. A test fails when the checked-in document's figures differ from the code's.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { accuracyFigures, renderAccuracy } from '@cyr/harris-data';
import { BOOK_EXAMPLES, todayInHarrisCounty } from '@cyr/rules';
import { ENGINE } from '../services/undecided';

export const ACCURACY_FILE = path.resolve(import.meta.dirname, '../../../../docs/law/accuracy.md');
const SAMPLE = path.resolve(
  import.meta.dirname,
  '../../../../packages/harris-data/test-fixtures/weekly-historical-2024-sample.txt',
);

/** The document for the current code with the given stamp, formatted as Prettier formats the repository. */
export async function accuracyText(stamp: { date: string; commit: string }): Promise<string> {
  const figures = await accuracyFigures(ENGINE, readFileSync(SAMPLE), BOOK_EXAMPLES);
  const options = (await prettier.resolveConfig(ACCURACY_FILE)) ?? {};
  return prettier.format(renderAccuracy(figures, stamp), { ...options, filepath: ACCURACY_FILE });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  writeFileSync(ACCURACY_FILE, await accuracyText({ date: todayInHarrisCounty(new Date()), commit }));
  console.log(`Wrote ${path.relative(process.cwd(), ACCURACY_FILE)}`);
}
