import type { Language } from '@cyr/i18n';

/**
 * The words a person may text back (conventions §23): the standard English opt-out, opt-in and help keywords
 * that carriers and Twilio honour (CTIA Messaging Principles and Best Practices §5; Twilio's default opt-out
 * keywords, with REVOKE and OPTOUT of the FCC's 2025 revocation rule), and their Spanish counterparts. A message
 * is a keyword only when it is one of these words alone (any case, accents and surrounding spaces or a final
 * `.` or `!` ignored); anything else is not read as one.
 */
export const TEXT_KEYWORDS = {
  stop: {
    en: ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT'],
    es: ['PARA', 'PARAR', 'ALTO', 'DETENER', 'CANCELAR', 'BAJA'],
  },
  start: {
    en: ['START', 'UNSTOP', 'YES'],
    es: ['INICIO', 'INICIAR', 'COMENZAR', 'REANUDAR'],
  },
  help: {
    en: ['HELP', 'INFO'],
    es: ['AYUDA'],
  },
} as const satisfies Record<string, Record<Language, readonly string[]>>;

export type TextKeyword = keyof typeof TEXT_KEYWORDS;

/** A message that is one keyword: which, and the language it is a word of. */
export interface KeywordMatch {
  keyword: TextKeyword;
  language: Language;
}

/** `'  Para. '` → `PARA`; `'Ayúda'` → `AYUDA`. */
function normalise(body: string): string {
  return body
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .replace(/[.!]+$/, '')
    .trim()
    .toUpperCase();
}

/** The keyword a whole message is, or null. */
export function readKeyword(body: string): KeywordMatch | null {
  const word = normalise(body);
  for (const keyword of Object.keys(TEXT_KEYWORDS) as TextKeyword[]) {
    for (const language of ['en', 'es'] as const) {
      if ((TEXT_KEYWORDS[keyword][language] as readonly string[]).includes(word)) return { keyword, language };
    }
  }
  return null;
}
