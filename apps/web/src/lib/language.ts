import type { Language } from '@cyr/i18n';

/** The current UI language, shared with non-React code (API client messages, analytics). */
let current: Language = 'en';

export function setCurrentLanguage(lang: Language): void {
  current = lang;
}

export function currentLanguage(): Language {
  return current;
}
