import { isValidElement } from 'react';
import { Redirect } from 'wouter';
import { describe, expect, it } from 'vitest';
import { routes, STAFF_PATH } from './routes';
import { PRERENDERED_PAGES } from './prerenderedPages';

/**
 * Every information page and guide reads without JavaScript in both languages because it is prerendered
 * (scripts/prerender.tsx; e2e/tests/no-js.e2e.test.ts reads each one with JavaScript off). This holds the list
 * against the router: a route that is not prerendered must be one of the pages below, which show a person's own
 * data and cannot be built ahead, or a redirect. A new information page added to the router alone fails here.
 */
const NOT_PRERENDERED: Record<string, string> = {
  '/check/confirm-cases': "the checker: the person's cases",
  '/check/additional-info': "the checker: questions about the person's cases",
  '/check/case-verifications/:index': "the checker: questions about one of the person's cases",
  '/check/results': "the checker: the person's results",
  '/check/send-cases/:partnerId': "the checker: sending the person's cases to a partner, after their consent",
  '/email-pages/results/:emailToken': 'an emailed copy of results, under its token',
  '/email-pages/petitions/:emailToken': 'an emailed copy of petitions, under its token',
  '/reminders/unsubscribe/:token': 'cancels one reminder, under its token',
  '/help/add/:token': "adds to one help request, under its acknowledgement's token",
  [STAFF_PATH]: 'the staff console (signed in)',
  '/*?': 'every other path: answered with the prerendered not-found page, status 404',
};

describe('the prerendered pages and the router', () => {
  const prerendered = new Set(PRERENDERED_PAGES.map((p) => p.path));
  const pages = routes.filter((r) => !(isValidElement(r.element) && r.element.type === Redirect));

  it.each(pages.map((r) => r.path))('%s is prerendered, or shows what cannot be built ahead', (path) => {
    expect(prerendered.has(path) || Object.hasOwn(NOT_PRERENDERED, path), path).toBe(true);
  });

  it('lists no page twice: a page the router serves is either prerendered or listed above', () => {
    for (const path of Object.keys(NOT_PRERENDERED)) expect(prerendered.has(path), path).toBe(false);
    for (const path of Object.keys(NOT_PRERENDERED))
      expect(
        routes.some((r) => r.path === path),
        path,
      ).toBe(true);
  });

  it('every information page and guide is among them', () => {
    const info = pages.map((r) => r.path).filter((p) => /^\/(info|steps)\/|know-your-rights$|^\/$/.test(p));
    expect(info.length).toBeGreaterThan(15);
    for (const p of info) expect(prerendered.has(p), p).toBe(true);
  });
});
