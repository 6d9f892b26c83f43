import type { Language } from '@cyr/i18n';

/**
 * The language of a request, the one place the API decides it: `?lang=en|es` when the request names one;
 * otherwise what the caller says counts next (a session's or a stored packet's saved language, the `lang`
 * cookie the web app sets, or the browser's `Accept-Language`); otherwise English.
 */
export interface LanguageRequest {
  query?: unknown;
  headers: { cookie?: string | undefined; 'accept-language'?: string | undefined };
}

/** What decides the language when the request has no `?lang=`. */
export type LanguageFallback =
  /** A saved language (a session's, a stored packet's): `es` is Spanish, anything else English. */
  | { saved: string }
  /** The visitor's saved choice on the site: the `lang` cookie (apps/web/src/lib/i18n.ts). */
  | 'cookie'
  /** The browser's preference: an `Accept-Language` that starts with `es`. */
  | 'accept-language';

/** A saved or sent value as a language: `es` is Spanish, anything else English. */
export function toLanguage(value: unknown): Language {
  return value === 'es' ? 'es' : 'en';
}

export function requestLanguage(req: LanguageRequest, fallback: LanguageFallback): Language {
  const lang = (req.query as { lang?: unknown } | null | undefined)?.lang;
  if (lang === 'es' || lang === 'en') return lang;
  if (fallback === 'cookie') return /(?:^|;\s*)lang=es(?:;|$)/.test(req.headers.cookie ?? '') ? 'es' : 'en';
  if (fallback === 'accept-language') {
    const accept = req.headers['accept-language'];
    return typeof accept === 'string' && /^\s*es\b/i.test(accept) ? 'es' : 'en';
  }
  return toLanguage(fallback.saved);
}
