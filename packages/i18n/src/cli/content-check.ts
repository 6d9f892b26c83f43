/**
 * npm run content:check — readability of the English content.
 * Prints the Flesch-Kincaid grade of every English namespace; fails (exit 1) when the average grade of
 * the content namespaces (the pages people read: home, info, faq, steps, modals, guides) is above 9.
 * Messages of one or two words (button labels) are left out, because they would flatter the score.
 */
import { en, NAMESPACES, type Namespace } from '../index';
import { contentValues } from '../county/values';
import { flattenMessages } from '../translate';
import { plainText, readability, type Readability } from './readability';

export const CONTENT_NAMESPACES: Namespace[] = ['home', 'info', 'faq', 'steps', 'modals', 'guides'];
export const MAX_GRADE = 9;

export function namespaceReadability(ns: Namespace): Readability {
  const values = contentValues('en');
  const texts = Object.values(flattenMessages(en[ns] as Parameters<typeof flattenMessages>[0]))
    .map((m) => plainText(m, values))
    .filter((m) => m.split(/\s+/).length >= 3);
  return readability(texts);
}

export function contentReport(): { rows: { ns: Namespace; r: Readability; gated: boolean }[]; average: number } {
  const rows = NAMESPACES.map((ns) => ({
    ns,
    r: namespaceReadability(ns),
    gated: CONTENT_NAMESPACES.includes(ns),
  })).filter((row) => row.r.words > 0);
  const gated = rows.filter((row) => row.gated);
  const average = Math.round((gated.reduce((n, row) => n + row.r.grade, 0) / Math.max(1, gated.length)) * 10) / 10;
  return { rows, average };
}

if (import.meta.filename === process.argv[1] || process.argv[1]?.endsWith('content-check.ts')) {
  const { rows, average } = contentReport();
  console.log('Flesch-Kincaid grade of the English messages (messages of 3+ words)\n');
  console.log(
    `${'namespace'.padEnd(12)}${'grade'.padStart(7)}${'words'.padStart(8)}${'sentences'.padStart(11)}  gated`,
  );
  for (const { ns, r, gated } of rows) {
    console.log(
      `${ns.padEnd(12)}${r.grade.toFixed(1).padStart(7)}${String(r.words).padStart(8)}${String(r.sentences).padStart(11)}  ${gated ? 'yes' : ''}`,
    );
  }
  console.log(
    `\naverage of content namespaces (${CONTENT_NAMESPACES.join(', ')}): grade ${average.toFixed(1)} (limit ${MAX_GRADE})`,
  );
  if (average > MAX_GRADE) {
    console.error(`FAIL: average grade ${average.toFixed(1)} is above ${MAX_GRADE}`);
    process.exit(1);
  }
  console.log('OK');
}
