import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { Language } from '@cyr/i18n';
import { AppTree } from './app/App';
import { preloadLayout } from './app/Layout';
import { preloadRoute } from './app/routes';
import { allMessagesReady, createI18n, loadLanguage } from './lib/i18n';

export { PRERENDERED_PAGES, type PrerenderedPage } from './app/prerenderedPages';

/**
 * Renders one page of the app to HTML at build time (scripts/prerender.tsx), with React's own server
 * rendering of the same components the browser runs: every message of the language, the page's code and the
 * footer loaded first, no session. The browser then hydrates it (src/main.tsx) with the same tree.
 */
export async function renderPage(pathname: string, lng: Language): Promise<string> {
  const i18n = createI18n(lng, { [lng]: await loadLanguage(lng) });
  await allMessagesReady(i18n, lng);
  await Promise.all([preloadRoute(pathname), preloadLayout()]);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppTree i18n={i18n} location={pathname} />
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
