import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { Language } from '@cyr/i18n';
import { AppTree } from './app/App';
import { preloadLayout } from './app/Layout';
import { preloadRoute } from './app/routes';
import { createI18n, messagesReady } from './lib/i18n';

export { PRERENDERED_PAGES, type PrerenderedPage } from './app/prerenderedPages';
export { APP_ROUTE_PATTERNS } from './app/routes';

/**
 * Renders one page of the app to HTML at build time (scripts/prerender.tsx), with React's own server
 * rendering of the same components the browser runs: every message of the language, the page's code and the
 * footer loaded first, no session. The browser then hydrates it (src/main.tsx) with the same tree.
 */
export async function renderPage(pathname: string, lng: Language): Promise<string> {
  const i18n = createI18n(lng);
  await messagesReady(i18n, lng);
  await Promise.all([preloadRoute(pathname), preloadLayout()]);
  // An error while rendering would leave a part of the page to the browser (and an inline script the CSP
  // blocks): it fails the build instead.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppTree i18n={i18n} location={pathname} />
    </StrictMode>,
    // One document, never streamed: no boundary is split out to be filled in by an inline script.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  if (errors.length > 0) throw new Error(`${pathname} (${lng}) did not render`, { cause: errors[0] });
  const html = Buffer.concat(chunks).toString('utf8');
  if (html.includes('<script')) throw new Error(`${pathname} (${lng}): the rendered page has an inline script`);
  return html;
}
