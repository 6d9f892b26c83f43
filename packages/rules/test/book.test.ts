/** The rule book (docs/law/rule-book.html) is generated from the engine and must stay in step with it. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { esc, renderBook } from '../src/book/render';
import { BOOK_EXAMPLES } from '../src/book/examples';
import { evaluate } from '../src/evaluate';
import { EXPUNCTION_LAWS, NONDISCLOSURE_LAWS, SHARED_LAWS } from '../src/sections';
import { CASE_QUESTION_KEYS, EXPUNCTION_ROUTE_IDS, NDO_SECTION_IDS } from '../src/vocabulary';

const BOOK = new URL('../../../docs/law/rule-book.html', import.meta.url);

describe('rule book', () => {
  const html = renderBook();
  it('the checked-in book is what the engine generates now (run `npm run rules:book` after a rule change)', () => {
    expect(readFileSync(BOOK, 'utf8')).toBe(html);
  });
  it('every example prints the outcome, date and section the engine decides', () => {
    for (const ex of BOOK_EXAMPLES) {
      const d = evaluate(ex.input).decisions[0];
      if (d === undefined) throw new Error(ex.title);
      const at = html.indexOf(`<h5>${esc(ex.title)}</h5>`);
      expect(at).toBeGreaterThan(0);
      const block = html.slice(at);
      const body = block.slice(0, block.indexOf('</article>'));
      expect(body).toContain(`data-outcome="${d.final_eligibility}"`);
      if (d.eligible_date) expect(body).toContain(d.eligible_date);
    }
  });
  it('a reader finds every section and route, 411.0725 and 411.074 with their citations, from the contents', () => {
    for (const law of [...SHARED_LAWS, ...NONDISCLOSURE_LAWS, ...EXPUNCTION_LAWS]) {
      const id = `s-${law.id.replace(/[^A-Za-z0-9.-]/g, '')}`;
      expect(html).toContain(`href="#${id}"`);
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain("Tex. Gov't Code § 411.0725(e)");
    expect(html).toContain("Tex. Gov't Code § 411.074(b)(1)(A)");
  });
  it('declares every section and route of the shared vocabulary, and every question', () => {
    const declared = new Set([...NONDISCLOSURE_LAWS, ...EXPUNCTION_LAWS].map((l) => l.id));
    for (const id of NDO_SECTION_IDS) if (id !== '411.0726-bwi') expect(declared.has(id)).toBe(true);
    for (const id of EXPUNCTION_ROUTE_IDS) if (id !== '55A.053') expect(declared.has(id)).toBe(true);
    for (const k of CASE_QUESTION_KEYS) expect(html).toContain(`<code>${k}</code>`);
  });
});
