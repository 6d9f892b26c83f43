import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { resources, type Language } from '@cyr/i18n';
import { allMessagesReady, createI18n } from '../lib/i18n';
import { updateSession, clearSession } from '../lib/session';
import { AppTree } from './App';
import { preloadLayout } from './Layout';
import { preloadRoute } from './routes';
import { PRERENDERED_PAGES } from './prerenderedPages';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The roots a test hydrated: unmounted after it, so no later session change or chunk updates them. */
const roots: Root[] = [];
afterEach(async () => {
  await act(async () => {
    for (const root of roots.splice(0)) root.unmount();
  });
  clearSession();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/**
 * The pages prerendered at build time (scripts/prerender.tsx renders the same tree in src/entry-server.tsx)
 * hydrate in the browser without a mismatch: React (development build) reports none, and the page keeps the
 * server's markup. With a checker session in storage, the page hydrates as rendered, then shows the session.
 */
async function serverHtml(path: string, lng: Language) {
  const i18n = createI18n(lng, { [lng]: resources[lng] as unknown as Record<string, Record<string, unknown>> });
  await allMessagesReady(i18n, lng);
  await Promise.all([preloadRoute(path), preloadLayout()]);
  const tree = <AppTree i18n={i18n} location={path} />;
  return { i18n, html: renderToString(<StrictMode>{tree}</StrictMode>) };
}

describe('prerendered pages hydrate without a mismatch', () => {
  const cases = PRERENDERED_PAGES.flatMap((p) => (['en', 'es'] as const).map((lng) => [p.path, lng] as const));
  it.each(cases)('%s (%s)', async (path, lng) => {
    const { i18n, html } = await serverHtml(path, lng);
    expect(html).toContain('<h1');
    expect(html).not.toContain('<script');
    // In Spanish, in-app links lead to the Spanish pages (followed without JavaScript too).
    const internal = [...html.matchAll(/href="(\/[^/"][^"]*|\/)"/g)]
      .map((m) => m[1] ?? '')
      // Files (PDF guides) and the rule book (a server page, in English only) are not the app's pages.
      .filter((href) => !/\.[a-z]+$/.test(href) && href !== '/rules');
    expect(internal.length).toBeGreaterThan(0);
    for (const href of internal) expect(href.includes('lang=es'), href).toBe(lng === 'es');
    window.history.replaceState(null, '', path);
    // The name page is reached with a session (or the pre-check's answers, BasicInfoPage); without one it sends
    // the person to the pre-check once hydrated.
    if (path === '/check/basic-info') updateSession({ token: 'tok', tokenExpirationTime: Date.now() / 1000 + 3600 });
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    const h1 = root.querySelector('main h1');
    expect(h1?.textContent).toBeTruthy();
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      roots.push(
        hydrateRoot(
          root,
          <StrictMode>
            <AppTree i18n={i18n} />
          </StrictMode>,
          { onRecoverableError: (e) => console.error(e) },
        ),
      );
    });
    expect(errors.mock.calls.map((c) => String(c[0]))).toEqual([]);
    // Hydrated, not replaced: the heading element the server rendered is still the one on screen.
    expect(root.querySelector('main h1')).toBe(h1);
  });

  it('a page that differs with a session hydrates as rendered, then shows the session', async () => {
    const { i18n, html } = await serverHtml('/check/know-your-rights', 'en');
    updateSession({ eligibilityInfo: { cases: [{ _id: 'c1' }] } as never });
    window.history.replaceState(null, '', '/check/know-your-rights');
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      roots.push(hydrateRoot(root, <AppTree i18n={i18n} />, { onRecoverableError: (e) => console.error(e) }));
    });
    expect(errors.mock.calls.map((c) => String(c[0]))).toEqual([]);
    expect(root.innerHTML).not.toBe(html);
  });
});
