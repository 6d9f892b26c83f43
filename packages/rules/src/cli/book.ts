// The CLI is outside the pure engine: it writes a file. The engine itself never touches node:fs.
/** `npm run rules:book`: writes the rule book for attorney review to docs/law/rule-book.html. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderBook } from '../book/render';

export const RULE_BOOK_PATH = fileURLToPath(new URL('../../../../docs/law/rule-book.html', import.meta.url));

mkdirSync(dirname(RULE_BOOK_PATH), { recursive: true });
writeFileSync(RULE_BOOK_PATH, renderBook());
console.log(`wrote ${RULE_BOOK_PATH}`);
