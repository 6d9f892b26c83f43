import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@cyr/i18n';
import { setCurrentLanguage } from './language';

const STORAGE_KEY = 'lang';

/**
 * Message files of the site, one lazy chunk per namespace and language, so the landing page downloads only
 * its own language. Server-only namespaces (email, pdf) and the page titles and descriptions the build writes
 * into the prerendered pages (seo) are left out.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../../../packages/i18n/src/locales/*/*.ts',
  '!../../../../packages/i18n/src/locales/*/email.ts',
  '!../../../../packages/i18n/src/locales/*/pdf.ts',
  '!../../../../packages/i18n/src/locales/*/seo.ts',
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

/** The language from `?lang=es` (remembered, so a reload without it stays in Spanish), then the saved choice, then English. */
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
  return 'en';
}

type Bundles = Record<string, Record<string, unknown>>;
const cache = new Map<string, Promise<Bundles>>();

/**
 * Messages the first render needs: the header and footer (`common`) and the landing page (`home`, and `faq`
 * for its common questions). bench/web.ts counts these as loaded before the landing page shows.
 */
export const CRITICAL_NAMESPACES = ['common', 'home', 'faq'];

/** Downloads the given namespaces of one language (all of them when `only` is omitted), once. */
export function loadLanguage(lng: Language, only?: string[]): Promise<Bundles> {
  const key = `${lng}:${only?.join(',') ?? '*'}`;
  let p = cache.get(key);
  if (!p) {
    const entries = Object.entries(files)
      .map(([path, load]) => ({ path, load, ns: path.slice(path.lastIndexOf('/') + 1, -3) }))
      .filter((e) => e.path.includes(`/locales/${lng}/`) && (!only || only.includes(e.ns)));
    p = Promise.all(entries.map(async (e) => [e.ns, (await e.load()).default] as const)).then((pairs) =>
      Object.fromEntries(pairs),
    );
    cache.set(key, p);
  }
  return p;
}

const ready = new Map<string, Promise<void>>();
const complete = new Set<string>();

/** Whether every namespace of the language is already in (allMessagesReady resolved): no need to suspend. */
export function hasAllMessages(lng: Language): boolean {
  return complete.has(lng);
}

/**
 * Resolves once every namespace of the instance's language is in it. Pages suspend on it (React `use`)
 * unless they name the few namespaces they need (`messagesReady`), so a first page downloads only its own
 * messages before it shows.
 */
export function allMessagesReady(instance: I18n, lng: Language): Promise<void> {
  let p = ready.get(lng);
  if (!p) {
    p = loadLanguage(lng).then((bundles) => {
      addBundles(instance, lng, bundles);
      complete.add(lng);
    });
    ready.set(lng, p);
  }
  return p;
}

function addBundles(instance: I18n, lng: Language, bundles: Bundles): void {
  for (const [ns, messages] of Object.entries(bundles)) {
    if (!instance.hasResourceBundle(lng, ns)) instance.addResourceBundle(lng, ns, messages, true, true);
  }
}

/** Whether the instance has these namespaces of the language (synchronous: no need to suspend). */
export function hasMessages(instance: I18n, lng: Language, namespaces: string[]): boolean {
  return namespaces.every((ns) => instance.hasResourceBundle(lng, ns));
}

const partReady = new WeakMap<I18n, Map<string, Promise<void>>>();

/** Resolves once these namespaces of the language are in the instance (all of them without a list). */
export function messagesReady(instance: I18n, lng: Language, namespaces?: string[]): Promise<void> {
  if (!namespaces) return allMessagesReady(instance, lng);
  const key = `${lng}:${namespaces.join(',')}`;
  let cache = partReady.get(instance);
  if (!cache) partReady.set(instance, (cache = new Map()));
  let p = cache.get(key);
  if (!p) {
    p = loadLanguage(lng, namespaces).then((bundles) => addBundles(instance, lng, bundles));
    cache.set(key, p);
  }
  return p;
}

let active: I18n | null = null;

/** The app's i18n instance (for code outside React components). */
export function activeI18n(): I18n | null {
  return active;
}

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
  await allMessagesReady(instance, lng);
  await instance.changeLanguage(lng);
}
