/** `npm run rules:book`: writes the rule book (law from packages/rules, questions from packages/i18n) to docs/law/. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderRuleBook } from '../services/rule-book';

export const RULE_BOOK_PATH = fileURLToPath(new URL('../../../../docs/law/rule-book.html', import.meta.url));

mkdirSync(dirname(RULE_BOOK_PATH), { recursive: true });
writeFileSync(RULE_BOOK_PATH, renderRuleBook());
console.log(`wrote ${RULE_BOOK_PATH}`);
