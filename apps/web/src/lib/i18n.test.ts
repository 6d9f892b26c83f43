import { describe, expect, it } from 'vitest';
import { createI18n, hasMessages, messagesReady, NAMESPACES, switchLanguage } from './i18n';

describe('messages through the i18next backend', () => {
  it('knows every namespace the site ships, and not the server-only ones nor the staff console’s', () => {
    expect(NAMESPACES).toEqual(expect.arrayContaining(['common', 'home', 'faq', 'checker', 'validation']));
    for (const ns of ['email', 'pdf', 'seo', 'staff', 'staffReport']) expect(NAMESPACES).not.toContain(ns);
  });

  it('loads only the namespaces asked for, of one language, then the rest and the other language', async () => {
    const i18n = createI18n('en');
    expect(hasMessages(i18n, 'en', ['common'])).toBe(false);
    await messagesReady(i18n, 'en', ['common', 'home']);
    expect(hasMessages(i18n, 'en', ['common', 'home'])).toBe(true);
    expect(i18n.hasResourceBundle('en', 'checker')).toBe(false);
    expect(i18n.hasResourceBundle('es', 'common')).toBe(false);
    expect(i18n.t('common:pageError.retry')).toBe('Try again');

    await messagesReady(i18n, 'en');
    expect(hasMessages(i18n, 'en')).toBe(true);
    expect(i18n.hasResourceBundle('es', 'common')).toBe(false);

    await switchLanguage(i18n, 'es');
    expect(i18n.language).toBe('es');
    expect(hasMessages(i18n, 'es')).toBe(true);
    expect(i18n.t('common:pageError.retry')).toBe('Intentar de nuevo');
  });
});
