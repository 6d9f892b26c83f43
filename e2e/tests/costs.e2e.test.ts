import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/suite';
import { axeViolations } from '../support/axe';
import {
  additionalInfoNone,
  answerVerifications,
  basicInfo,
  preCheck,
  resultsHeadings,
  shot,
} from '../support/checker';

/**
 * What filing will cost, per case (issue #41), on the results cards of three demo people, each route with its own
 * fee from the county profile: Ben's nondisclosure petition (the civil filing fee, "not confirmed"), Ana's 411.072
 * request (no petition: $28), Dan's expunction (the filing fee and the charge per agency). Each card is read in
 * English and Spanish, axe clean, and photographed at 375 px and 1280 px (`E2E_SCREENSHOTS=1`), then the route's
 * payment step, which lists the same lines under the case's number.
 */
const DAN_CASE = '2210004';

const PEOPLE = {
  ben: {
    name: 'Ben',
    group: '#group-nondisclosure',
    next: 'results_next_steps',
    payment: '/steps/payment',
    en: ['several hundred dollars (about $350', 'This amount is not confirmed.', 'Statement of Inability'],
    es: ['varios cientos de dólares (unos $350', 'Esta cantidad no está confirmada.', 'Declaración de incapacidad'],
    not: ['$28'],
  },
  ana: {
    name: 'Ana',
    group: '#group-nondisclosure',
    next: 'results_next_steps',
    payment: '/steps/payment',
    en: ['No petition, so no petition fee', 'the clerk charges $28', 'It can cover this fee too.'],
    es: ['No hay petición, así que no hay cuota de petición', 'la Secretaría cobra $28', 'También puede cubrir'],
    not: ['$350'],
  },
  dan: {
    name: 'Dan',
    group: '#group-expunction',
    next: 'results_expunction_steps',
    payment: '/steps/expunction/payment',
    en: ['about $350', 'the clerk charges $25 when notice of the petition goes out', 'up to $50 for that agency'],
    es: ['unos $350', 'la Secretaría cobra $25 cuando envía el aviso de la petición', 'hasta $50 por esa agencia'],
    not: ['$28'],
  },
} as const;

describe('what filing will cost, on each case card', () => {
  const suite = browserSuite({ SEED_PEOPLE: '50' });

  /** The person to the results page, choosing Dan's list with the dismissed case where there are two. */
  async function results(p: Page, name: string, lang: 'en' | 'es'): Promise<void> {
    await preCheck(p, suite.server.url, lang);
    await basicInfo(p, name);
    await p.waitForURL(/\/check\/confirm-cases(\?lang=es)?$/);
    if (name === 'Dan') {
      await p.locator('.candidate-list').first().waitFor();
      await p.locator('.candidate-list', { hasText: DAN_CASE }).locator('button').click();
    } else {
      await p.locator('#casesAreMine').check();
      await p.locator('main form button[type=submit]').last().click();
    }
    await p.waitForURL(/\/check\/(additional-info|case-verifications\/\d+|results)(\?lang=es)?$/);
    if (new URL(p.url()).pathname.endsWith('/additional-info')) await additionalInfoNone(p);
    await answerVerifications(p);
    await resultsHeadings(p);
  }

  for (const key of ['ben', 'ana', 'dan'] as const) {
    it.each(['en', 'es'] as const)(`${PEOPLE[key].name}'s card says what filing will cost (%s)`, async (lang) => {
      const person = PEOPLE[key];
      const p = await suite.fresh(375);
      await results(p, person.name, lang);
      const cost = p.locator(`${person.group} .case-card__cost`).first();
      await cost.waitFor();
      const text = await cost.innerText();
      for (const phrase of person[lang]) expect(text).toContain(phrase);
      for (const phrase of person.not) expect(text).not.toContain(phrase);
      // What the statement does not cover is said on every card, in the page's language.
      expect(text).toContain(lang === 'en' ? 'does not cover costs outside the court' : 'no cubre gastos fuera');
      expect(await axeViolations(p)).toEqual([]);
      for (const width of [375, 1280]) {
        await p.setViewportSize({ width, height: 900 });
        // Nothing wider than the window at either width.
        expect(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await cost.scrollIntoViewIfNeeded();
        await shot(p, `cost-${key}-${lang}-${width}`, { fullPage: false });
      }

      // The route's payment step lists the same lines for the case, under its cause number.
      await p.locator(`button[data-track="${person.next}"]`).click();
      await p.waitForURL(/\/steps\//);
      await p.locator(`main a[href^="${person.payment}"]`).first().click();
      await p.waitForURL(new RegExp(person.payment));
      const list = p.locator('.case-costs');
      await list.waitFor();
      const listed = await list.innerText();
      for (const phrase of person[lang]) expect(listed).toContain(phrase);
      expect(await axeViolations(p)).toEqual([]);
      for (const width of [375, 1280]) {
        await p.setViewportSize({ width, height: 900 });
        expect(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await shot(p, `cost-payment-${key}-${lang}-${width}`);
      }
    });
  }
});
