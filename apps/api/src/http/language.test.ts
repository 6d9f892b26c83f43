import { describe, expect, it } from 'vitest';
import { requestLanguage, toLanguage } from './language';

describe('requestLanguage', () => {
  it('takes `?lang=en|es` before anything else', () => {
    const headers = { cookie: 'lang=en', 'accept-language': 'en-US' };
    expect(requestLanguage({ query: { lang: 'es' }, headers }, 'cookie')).toBe('es');
    expect(requestLanguage({ query: { lang: 'es' }, headers }, 'accept-language')).toBe('es');
    expect(requestLanguage({ query: { lang: 'en' }, headers: {} }, { saved: 'es' })).toBe('en');
  });

  it('falls back to what the caller names, and to English', () => {
    expect(requestLanguage({ query: {}, headers: { cookie: 'a=1; lang=es' } }, 'cookie')).toBe('es');
    expect(requestLanguage({ query: {}, headers: { 'accept-language': 'es-MX,es;q=0.9' } }, 'cookie')).toBe('en');
    expect(requestLanguage({ query: {}, headers: { 'accept-language': ' es-MX' } }, 'accept-language')).toBe('es');
    expect(requestLanguage({ query: {}, headers: { 'accept-language': 'en, es' } }, 'accept-language')).toBe('en');
    expect(requestLanguage({ query: { lang: 'fr' }, headers: {} }, { saved: 'es' })).toBe('es');
    expect(requestLanguage({ headers: {} }, { saved: 'de' })).toBe('en');
  });

  it('reads any saved value as English unless it is `es`', () => {
    expect(toLanguage('es')).toBe('es');
    expect(['en', 'ES', '', null, undefined, 1].map(toLanguage)).toEqual(['en', 'en', 'en', 'en', 'en', 'en']);
  });
});
