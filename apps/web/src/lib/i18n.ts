import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import type { Language } from '@cyr/i18n';
import { setCurrentLanguage } from './language';

const STORAGE_KEY = 'lang';

/**
 * Message files of the site, one lazy chunk per namespace and language, so the landing page downloads only
 * its own language. Server-only namespaces (email, pdf, staffReport), the page titles and descriptions the build writes
 * into the prerendered pages (seo) and the staff console's messages (staff, with its part staffOutcomes: its own
 * bundle brings them, features/staff) are left out.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../../../packages/i18n/src/locales/*/*.ts',
  '!../../../../packages/i18n/src/locales/*/email.ts',
  '!../../../../packages/i18n/src/locales/*/pdf.ts',
  '!../../../../packages/i18n/src/locales/*/seo.ts',
  '!../../../../packages/i18n/src/locales/*/staff.ts',
  '!../../../../packages/i18n/src/locales/*/staffOutcomes.ts',
  '!../../../../packages/i18n/src/locales/*/staffReport.ts',
]);

/**
 * Remembers the language: in local storage (the app's choice on the next visit) and in a `lang` cookie, which
 * only says "en" or "es", so the server sends a prerendered page in that language (apps/api/src/web/pages.ts)
 * instead of the English one the app would then have to switch.
 */
export function rememberLanguage(lng: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    /* storage unavailable (private mode) */
  }
  try {
    document.cookie = `${STORAGE_KEY}=${lng}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    /* cookies unavailable */
  }
}

/** The language from `?lang=es` (remembered, so a reload without it stays in Spanish), then the saved choice (storage, then cookie), then English. */
export function initialLanguage(search: string = window.location.search): Language {
  const q = new URLSearchParams(search).get('lang');
  if (q === 'es' || q === 'en') {
    rememberLanguage(q);
    return q;
  }
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    if (saved === 'es' || saved === 'en') {
      if (!document.cookie.includes(`${STORAGE_KEY}=${saved}`)) rememberLanguage(saved);
      return saved;
    }
  } catch {
    /* storage unavailable (private mode) */
  }
  // The server remembers `?lang` in the cookie too, for a visitor who left a page before the app started.
  const cookie = /(?:^|;\s*)lang=(en|es)(?:;|$)/.exec(document.cookie)?.[1];
  return cookie === 'es' ? 'es' : 'en';
}

/** The namespaces of the site's messages (the file names under packages/i18n/src/locales/en). */
export const NAMESPACES = Object.keys(files)
  .filter((path) => path.includes('/locales/en/'))
  .map((path) => path.slice(path.lastIndexOf('/') + 1, -3));

/**
 * Messages the first render needs: the header and footer (`common`) and the landing page (`home`, and `faq`
 * for its common questions). bench/web.ts counts these as loaded before the landing page shows.
 */
export const CRITICAL_NAMESPACES = ['common', 'home', 'faq'];

/** i18next's backend over the message files: a namespace of a language is downloaded when i18next asks. */
const backend = resourcesToBackend((lng: string, ns: string) => {
  const load = files[`../../../../packages/i18n/src/locales/${lng}/${ns}.ts`];
  return load ? load() : Promise.reject(new Error(`no messages ${lng}/${ns}`));
});

/** Whether the instance has these namespaces of the language (all of them without a list): no need to suspend. */
export function hasMessages(instance: I18n, lng: Language, namespaces: string[] = NAMESPACES): boolean {
  return namespaces.every((ns) => instance.hasResourceBundle(lng, ns));
}

/**
 * Resolves once these namespaces of the language (all of them without a list) are in the instance,
 * downloaded through its backend: only the missing ones, of that language only. A first page waits only for
 * the ones it names (routes.tsx); the others load after it has rendered.
 */
export async function messagesReady(instance: I18n, lng: Language, namespaces: string[] = NAMESPACES): Promise<void> {
  const missing = namespaces.filter((ns) => !instance.hasResourceBundle(lng, ns));
  if (missing.length === 0) return;
  await instance.reloadResources([lng], missing);
}

/** Resolves once every namespace of the language is in the instance. */
export const allMessagesReady = (instance: I18n, lng: Language): Promise<void> => messagesReady(instance, lng);

let active: I18n | null = null;

/** The app's i18n instance (for code outside React components). */
export function activeI18n(): I18n | null {
  return active;
}

/** Translates outside React (API client toasts). */
export function tr(key: string, params?: Record<string, string | number>): string {
  return active ? active.t(key, params ?? {}) : key;
}

/**
 * An i18next instance in a language, with the messages given (all of them in tests; none in the browser,
 * where `messagesReady` downloads them) and the others loaded through its backend when asked for.
 */
export function createI18n(lng: Language, resources: Resource = {}) {
  const instance = i18next.createInstance();
  void instance
    .use(backend)
    .use(initReactI18next)
    .init({
      resources,
      lng,
      fallbackLng: false,
      defaultNS: 'common',
      ns: Object.keys(resources[lng] ?? {}),
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      partialBundledLanguages: true,
    });
  instance.on('languageChanged', (l) => {
    if (typeof document !== 'undefined') document.documentElement.lang = l;
    if (l === 'en' || l === 'es') {
      setCurrentLanguage(l);
      rememberLanguage(l);
    }
  });
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  setCurrentLanguage(lng);
  active = instance;
  return instance;
}

/** Loads a language's messages if needed, then switches to it (the choice is remembered). */
export async function switchLanguage(instance: I18n, lng: Language): Promise<void> {
  await messagesReady(instance, lng);
  await instance.changeLanguage(lng);
}
