import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources, type Language } from '@cyr/i18n';

/** The language from `?lang=es`, then the saved choice, then English. */
export function initialLanguage(search: string = window.location.search): Language {
  const q = new URLSearchParams(search).get('lang');
  if (q === 'es' || q === 'en') return q;
  try {
    const saved = window.localStorage.getItem('lang');
    if (saved === 'es' || saved === 'en') return saved;
  } catch {
    /* storage unavailable (private mode) */
  }
  return 'en';
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
  });
  document.documentElement.lang = lng;
  return instance;
}
