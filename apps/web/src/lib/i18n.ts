import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources, type Language } from '@cyr/i18n';
import { setCurrentLanguage } from './language';

const STORAGE_KEY = 'lang';

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

let active: I18n | null = null;

/** Translates outside React (API client toasts). */
export function tr(key: string, params?: Record<string, string | number>): string {
  return active ? active.t(key, params ?? {}) : key;
}

export function createI18n(lng: Language) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: false,
    defaultNS: 'common',
    ns: Object.keys(resources.en),
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
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
