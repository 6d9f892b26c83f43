import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@cyr/i18n';
import { setCurrentLanguage } from './language';

const STORAGE_KEY = 'lang';

/**
 * Message files of the site, one lazy chunk per namespace and language, so the landing page downloads only
 * its own language. Server-only namespaces (email, pdf) are left out.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../../../packages/i18n/src/locales/*/*.ts',
  '!**/email.ts',
  '!**/pdf.ts',
]);

/** The language from `?lang=es`, then the saved choice, then English. */
export function initialLanguage(search: string = window.location.search): Language {
  const q = new URLSearchParams(search).get('lang');
  if (q === 'es' || q === 'en') return q;
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    if (saved === 'es' || saved === 'en') return saved;
  } catch {
    /* storage unavailable (private mode) */
  }
  return 'en';
}

const loaded = new Map<Language, Promise<Record<string, Record<string, unknown>>>>();

/** Downloads every namespace of one language (once). */
export function loadLanguage(lng: Language): Promise<Record<string, Record<string, unknown>>> {
  let p = loaded.get(lng);
  if (!p) {
    const entries = Object.entries(files).filter(([path]) => path.includes(`/locales/${lng}/`));
    p = Promise.all(
      entries.map(async ([path, load]) => {
        const ns = path.slice(path.lastIndexOf('/') + 1, -3);
        return [ns, (await load()).default] as const;
      }),
    ).then((pairs) => Object.fromEntries(pairs));
    loaded.set(lng, p);
  }
  return p;
}

let active: I18n | null = null;

/** Translates outside React (API client toasts). */
export function tr(key: string, params?: Record<string, string | number>): string {
  return active ? active.t(key, params ?? {}) : key;
}

/** An i18next instance over the given messages (all of them in tests; the loaded language in the app). */
export function createI18n(lng: Language, resources: Resource) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
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
    document.documentElement.lang = l;
    if (l === 'en' || l === 'es') {
      setCurrentLanguage(l);
      try {
        window.localStorage.setItem(STORAGE_KEY, l);
      } catch {
        /* ignore */
      }
    }
  });
  document.documentElement.lang = lng;
  setCurrentLanguage(lng);
  active = instance;
  return instance;
}

/** Loads a language's messages if needed, then switches to it (the choice is remembered). */
export async function switchLanguage(instance: I18n, lng: Language): Promise<void> {
  if (!instance.hasResourceBundle(lng, 'common')) {
    const bundles = await loadLanguage(lng);
    for (const [ns, messages] of Object.entries(bundles)) instance.addResourceBundle(lng, ns, messages, true, true);
  }
  await instance.changeLanguage(lng);
}
