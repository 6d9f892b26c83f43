import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { resources, type Language } from '@cyr/i18n';
import { createI18n, CRITICAL_NAMESPACES } from '../lib/i18n';
import { MemoryRouter } from '../lib/router';
import { HomePage } from '../features/home/components/HomePage';

/** The landing page renders before the other messages load: it must need only CRITICAL_NAMESPACES. */
function landingText(lang: Language, namespaces: string[]): string {
  const all = resources[lang] as unknown as Record<string, Record<string, unknown>>;
  const i18n = createI18n(lang, { [lang]: Object.fromEntries(namespaces.map((ns) => [ns, all[ns] ?? {}])) });
  const { container, unmount } = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </I18nextProvider>,
  );
  const text = container.textContent ?? '';
  unmount();
  return text;
}

describe('landing page messages', () => {
  it.each(['en', 'es'] as const)('are all in the critical namespaces (%s)', (lang) => {
    const critical = landingText(lang, CRITICAL_NAMESPACES);
    expect(critical).toBe(landingText(lang, Object.keys(resources[lang])));
    expect(critical).not.toMatch(/groups\.|banner\.|hooks\./);
  });
});
