// The CLI is outside the pure engine: it reads a file and prints. The engine itself never touches node:fs.
/** `npm run -s rules:explain -- FILE.json`: prints each decision of an EvaluateInput file as a readable tree. */
import { readFileSync } from 'node:fs';
import { explain } from '../explain';
import type { EvaluateInput } from '../model';

const file = process.argv[2];
if (file === undefined) {
  console.error('usage: npm run -s rules:explain -- FILE.json');
  process.exit(2);
}
console.log(explain(JSON.parse(readFileSync(file, 'utf8')) as EvaluateInput));
