import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@fontsource/public-sans/400.css';
import '@fontsource/public-sans/700.css';
import { App, appReady, AppTree, startLoading } from './app/App';
import { initialLanguage, switchLanguage } from './lib/i18n';

const root = document.getElementById('root');
// A page prerendered at build time (scripts/prerender.tsx) says its language on the root element.
const prerendered = root?.dataset.prerendered;
if (root && (prerendered === 'en' || prerendered === 'es')) {
  // Already on screen: React takes it over in the language it was rendered in, once the page's messages and
  // code are in, then switches to the visitor's saved language if that is the other one.
  const preferred = initialLanguage();
  void appReady(startLoading(window.location.pathname, { lng: prerendered, fonts: false })).then((i18n) => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppTree i18n={i18n} />
      </StrictMode>,
    );
    if (preferred !== prerendered) void switchLanguage(i18n, preferred);
  });
} else if (root) {
  // The first page's messages and code are requested before React starts.
  const loading = startLoading();
  createRoot(root).render(
    <StrictMode>
      <App loading={loading} />
    </StrictMode>,
  );
}
