import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { resources, type Language } from '@cyr/i18n';
import { createI18n, CRITICAL_NAMESPACES } from '../lib/i18n';
import { HomePage } from '../features/home/components/HomePage';
import { EmailResultsPage } from '../features/email-pages';
import { eligibleCaseFixture } from '../test/contentFixtures';
import { routeMessages } from './routes';
import { prefetch, prefetchedNow } from '../lib/prefetch';
import { clearSession, updateSession } from '../lib/session';
import userEvent from '@testing-library/user-event';
import PreCheckPage from '../features/checker/components/PreCheckPage';
import BasicInfoPage from '../features/checker/components/BasicInfoPage';
import { renderWithProviders, TestRouter } from '../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

/**
 * The text a page renders with only these namespaces loaded, read once its heading is there and, when given, the
 * part it loads afterwards (a lazily loaded form brings its own messages; read before it arrives, the text would
 * depend on how fast the chunk loaded).
 */
async function pageText(
  ui: ReactElement,
  path: string,
  lang: Language,
  namespaces: string[],
  loadedAfter?: string,
  submit?: string,
): Promise<string> {
  const all = resources[lang] as unknown as Record<string, Record<string, unknown>>;
  const i18n = createI18n(lang, { [lang]: Object.fromEntries(namespaces.map((ns) => [ns, all[ns] ?? {}])) });
  const { container, unmount } = render(
    <I18nextProvider i18n={i18n}>
      <TestRouter path={path}>{ui}</TestRouter>
    </I18nextProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
  if (loadedAfter) await screen.findByRole('heading', { name: loadedAfter });
  if (submit) {
    // Sent empty: the page's error summary and each field's message are part of what it must say.
    const send = container.querySelector<HTMLButtonElement>('form button[type=submit]');
    if (!send) throw new Error('the page has no form to send');
    await userEvent.setup().click(send);
    await screen.findByRole('heading', { name: submit });
  }
  const text = container.textContent ?? '';
  unmount();
  return text;
}

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const emailPageBody = {
  eligibilityInfo: {
    cases: [
      eligibleCaseFixture(),
      eligibleCaseFixture({ _id: 'c2', casID: '999', final_eligibility: 'ineligible', ndo_form: null }),
    ],
  },
  lookupEndDateEn: 'August 31, 2020',
  lookupEndDateEs: '31 de agosto de 2020',
};

/**
 * The landing page and the email results page render before the other messages load (App.tsx, routes.tsx):
 * the namespaces they name must be all they need.
 */
describe('first pages render with only the messages they name', () => {
  it.each(['en', 'es'] as const)('the landing page (%s)', async (lang) => {
    const named = [...CRITICAL_NAMESPACES, ...(routeMessages('/') ?? Object.keys(resources[lang]))];
    const text = await pageText(<HomePage />, '/', lang, named);
    expect(text).toBe(await pageText(<HomePage />, '/', lang, Object.keys(resources[lang])));
    expect(text).not.toMatch(/groups\.|banner\.|hooks\./);
  });

  it.each(['en', 'es'] as const)('the email results page (%s)', async (lang) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(emailPageBody), { status: 200 })),
    );
    const path = `/email-pages/results/${TOKEN}`;
    const named = [...CRITICAL_NAMESPACES, ...(routeMessages(path) ?? Object.keys(resources[lang]))];
    expect(named.length).toBeLessThan(Object.keys(resources[lang]).length);
    // The follow-up form is loaded after the page, with its own messages (EmailPageParts.tsx).
    const form = resources[lang].outcomes.form.heading;
    const text = await pageText(<EmailResultsPage />, path, lang, named, form);
    expect(text).toBe(await pageText(<EmailResultsPage />, path, lang, Object.keys(resources[lang]), form));
    expect(text).toContain(lang === 'en' ? 'August 31, 2020' : '31 de agosto de 2020');
  });
});

/**
 * The checker's first two steps render before the other messages load too (routes.tsx), so the pre-check's
 * Continue and the name field come sooner on a slow phone (bench/slow-phone.ts).
 */
describe('the checker steps that name their messages render with only those', () => {
  const all = (lang: Language) => Object.keys(resources[lang]);
  const named = (path: string) => {
    const own = routeMessages(path);
    expect(own).toBeDefined();
    return [...CRITICAL_NAMESPACES, ...(own ?? [])];
  };

  it.each(['en', 'es'] as const)('the pre-check (%s)', async (lang) => {
    const path = '/check/pre-check';
    const text = await pageText(<PreCheckPage />, path, lang, named(path));
    expect(text).toBe(await pageText(<PreCheckPage />, path, lang, all(lang)));
    expect(text).toContain(resources[lang].checker.precheck.title);
  });

  it.each(['en', 'es'] as const)('basic information, with the errors of an empty form (%s)', async (lang) => {
    const path = '/check/basic-info';
    const fresh = () => updateSession({ token: 'tok', tokenExpirationTime: Date.now() / 1000 + 3600 });
    const errorsHeading = resources[lang].validation.summaryTitle;
    fresh();
    const text = await pageText(<BasicInfoPage />, path, lang, named(path), undefined, errorsHeading);
    fresh();
    expect(text).toBe(await pageText(<BasicInfoPage />, path, lang, all(lang), undefined, errorsHeading));
    expect(text).toContain(resources[lang].checker.basicInfo.title);
  });
});

describe('the email results page', () => {
  it('shows results prefetched with its code in its first render, without asking again', async () => {
    const f = vi.fn(async () => new Response(JSON.stringify(emailPageBody), { status: 200 }));
    vi.stubGlobal('fetch', f);
    const url = `/api/email-pages/results/${TOKEN}`;
    prefetch(url);
    await vi.waitFor(() => expect(prefetchedNow(url)).toBeDefined());
    renderWithProviders(<EmailResultsPage />, { path: `/email-pages/results/${TOKEN}` });
    // Synchronously: no loading state first.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your results');
    expect(f).toHaveBeenCalledTimes(1);
    // Used once: a later visit asks the server again.
    expect(prefetchedNow(url)).toBeUndefined();
  });
});
