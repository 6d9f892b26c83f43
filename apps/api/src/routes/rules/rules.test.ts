import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { en, es } from '@cyr/i18n';
import { CASE_QUESTION_KEYS, PERSON_QUESTION_KEYS } from '@cyr/rules/vocabulary';
import { makeTestApp, type TestApp } from '../../test/app';
import { bookQuestions, renderRuleBook } from './book';

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
    expect(String(res.headers['content-security-policy'])).toMatch(
      /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'/,
    );
  });
});
