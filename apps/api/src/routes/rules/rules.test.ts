import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { en, es } from '@cyr/i18n';
import { decisionsOf, NONDISCLOSURE_LAWS, questionsOf, SHARED_LAWS } from '@cyr/rules';
import { CASE_QUESTION_KEYS, PERSON_QUESTION_KEYS } from '@cyr/rules/vocabulary';
import { makeTestApp, type TestApp } from '../../test/app';
import { bookDecisions, bookQuestions, DECISIONS_FILE, renderRuleBook } from '../../services/rule-book';

const BOOK = new URL('../../../../../docs/law/rule-book.html', import.meta.url);

/** Text as the book escapes it. */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe('the rule book', () => {
  const html = renderRuleBook();
  it('the checked-in docs/law/rule-book.html is what the engine and the site text give now (`npm run rules:book`)', () => {
    expect(readFileSync(BOOK, 'utf8')).toBe(html);
  });

  it('prints every follow-up question exactly as the case verification page asks it, in English and Spanish', () => {
    for (const k of CASE_QUESTION_KEYS) {
      for (const [lang, checker] of [
        ['en', en.checker],
        ['es', es.checker],
      ] as const) {
        const asked = checker.verification.questions[k].split('{{date}}')[0] ?? '';
        expect(bookQuestions()[k][lang].startsWith(asked), `${k} (${lang})`).toBe(true);
        expect(html).toContain(`lang="${lang}">${esc(bookQuestions()[k][lang])}</span>`);
      }
    }
  });

  it('prints the additional-info questions as that page asks them, and the Spanish marked lang="es"', () => {
    const q = bookQuestions();
    expect(q.hasClassCConviction).toEqual({
      en: en.checker.additional.hasClassCConviction,
      es: es.checker.additional.hasClassCConviction,
    });
    expect(q.completedVetTreatmentCrt.es).toBe(es.checker.additional.vetTreatment);
    for (const k of PERSON_QUESTION_KEYS) {
      expect(q[k].es).not.toBe(q[k].en);
      expect(html).toContain(`<span class="es" lang="es">${esc(q[k].es)}</span>`);
    }
  });

  it('a reader finds 411.0725 from the contents, and every decision it relies on printed in full on the page', () => {
    const law = NONDISCLOSURE_LAWS.find((l) => l.id === '411.0725');
    const shared = SHARED_LAWS.find((l) => l.id === '411.074');
    if (law === undefined || shared === undefined) throw new Error('no 411.0725 or 411.074 declaration');
    expect(html).toContain('<a href="#s-411.0725">411.0725 — ');
    const start = html.indexOf('<section id="s-411.0725"');
    const section = html.slice(start, html.indexOf('</section>', start));
    expect(section).toContain("Tex. Gov't Code § 411.0725(e)");
    // Its own decisions (D4, D6), and those of the 411.074 bars and clean period it applies.
    const relied = [...decisionsOf(law), ...decisionsOf(shared)];
    expect(relied).toEqual(expect.arrayContaining([4, 6, 7, 15, 25]));
    const md = readFileSync(DECISIONS_FILE, 'utf8');
    for (const n of relied) {
      const title = new RegExp(`^### D${n}\\. (.+)$`, 'm').exec(md)?.[1];
      expect(title, `docs/law/decisions.md has D${n}`).toBeDefined();
      expect(html).toContain(`<h3 id="D${n}-h">D${n}. ${esc(title ?? '')}</h3>`);
      const at = html.indexOf(`<section class="decision-text" id="D${n}"`);
      const text = html.slice(at, html.indexOf('</section>', at));
      expect(text, `D${n}`).toMatch(/<em>Law:<\/em>|<em>Example:<\/em>/);
    }
    expect(section).toContain('<a href="#D4">D4</a>');
    expect(section).toContain('<a href="#D6">D6</a>');
    // Every decision of the file is in the book, nothing points at a document the reader cannot open.
    const headings = [...md.matchAll(/^### D(\d+)\. /gm)].map((m) => Number(m[1]));
    expect(bookDecisions().map((d) => d.number)).toEqual(headings);
    expect(headings).toEqual([...new Set(headings)].sort((a, b) => a - b));
    expect(html).not.toMatch(/law notes|texas-rules|\.\.\/shared/);
    // The three rules every decision follows are printed before them.
    const chapter = html.slice(html.indexOf('<h2 id="decisions">'), html.indexOf('id="D1"'));
    expect(chapter).toContain('<strong>No false &quot;eligible&quot;.</strong>');
    expect(chapter).toContain('<strong>Ask the person first.</strong>');
  });

  it('a Spanish reader finds the questions 411.0725 can ask in Spanish, and the way to the Spanish site', () => {
    const law = NONDISCLOSURE_LAWS.find((l) => l.id === '411.0725');
    if (law === undefined) throw new Error('no 411.0725 declaration');
    const start = html.indexOf('<section id="s-411.0725"');
    const section = html.slice(start, html.indexOf('</section>', start));
    const q = bookQuestions();
    for (const k of questionsOf(law)) expect(section).toContain(`<span class="es" lang="es">${esc(q[k].es)}</span>`);
    expect(questionsOf(law)).toEqual(expect.arrayContaining(['hasClassCConviction', 'class_c_in_window']));
    expect(html).toMatch(/<p lang="es">[^<]*<a href="\/\?lang=es" hreflang="es">sitio en español<\/a>/);
  });

  it('covers every question key: each is in the site text in both languages and printed once in the table', () => {
    const keys = [...CASE_QUESTION_KEYS, ...PERSON_QUESTION_KEYS];
    expect(Object.keys(bookQuestions()).sort()).toEqual([...keys].sort());
    for (const k of CASE_QUESTION_KEYS) {
      expect(en.checker.verification.questions[k], k).toBeTruthy();
      expect(es.checker.verification.questions[k], k).toBeTruthy();
    }
    // No question text of the site is left out of the book (a key the engine does not know would be).
    // (`_noDate` and `_window` are wordings of a key the book prints, docs/law D44 and D74.)
    for (const k of Object.keys(en.checker.verification.questions).filter(
      (k) => !k.endsWith('_noDate') && !k.endsWith('_window'),
    ))
      expect(keys, k).toContain(k);
    for (const k of keys) expect(html.match(new RegExp(`<tr id="q-${k}">`, 'g'))?.length, k).toBe(1);
    // The question the engine no longer asks is marked so.
    for (const k of ['handgun_carried_on_person_only', 'commited_after_submitting_petition']) {
      const retired = html.slice(html.indexOf(`<tr id="q-${k}">`));
      expect(retired.slice(0, retired.indexOf('</tr>')), k).toContain('no longer asked');
    }
  });

  it('looks like the site and links back to it; readable on a phone', () => {
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<a href="/">');
    expect(html).toContain('--primary:#005ea2');
    expect(html).toContain('@media (max-width:40rem)');
  });
});

describe('GET /rules', () => {
  let test: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    test = await makeTestApp({ seed: false });
    ({ app } = test);
  });
  afterAll(() => test.close());

  it('serves the checked-in rule book as HTML, its inline style allowed by hash only', async () => {
    const res = await app.inject({ method: 'GET', url: '/rules' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe(readFileSync(BOOK, 'utf8'));
    expect(res.body).toContain('id="s-411.0725"');
    // From the Spanish site the same book, with 411.0725 and the decisions it cites.
    const fromSpanish = await app.inject({ method: 'GET', url: '/rules?lang=es' });
    expect(fromSpanish.statusCode).toBe(200);
    expect(fromSpanish.body).toBe(res.body);
    expect(fromSpanish.body).toContain('<section class="decision-text" id="D6"');
    expect(String(res.headers['content-security-policy'])).toMatch(
      /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'/,
    );
  });
});
