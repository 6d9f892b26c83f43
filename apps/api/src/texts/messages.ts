import { formatDate, resources, translate, type Language } from '@cyr/i18n';

/**
 * The words of every text (conventions §15: templates plus data, per language), from the i18n `texts` namespace.
 * Each names the site and says how to stop; none carries a name, case, cause number or offense, only a date the
 * person chose or a link to the site (apps/api/src/texts/messages.test.ts measures their segments).
 */

export type TextTemplate = 'reminderConfirm' | 'reminderDue' | 'helpAck' | 'replyStop' | 'replyStart' | 'replyHelp';

const query = (lang: Language) => (lang === 'es' ? '?lang=es' : '');

function render(lang: Language, key: TextTemplate, params: Record<string, string> = {}): string {
  return translate(resources, lang, `texts:${key}`, { site: translate(resources, lang, 'texts:site'), ...params });
}

/** The confirmation of a text reminder: the one day it will come. */
export function reminderConfirmText(lang: Language, sendOn: string): string {
  return render(lang, 'reminderConfirm', { date: formatDate(sendOn, lang) });
}

/** The reminder itself, on its day: a link to the checker. */
export function reminderDueText(lang: Language, publicUrl: string): string {
  return render(lang, 'reminderDue', { url: `${publicUrl}/${query(lang)}` });
}

/** The acknowledgement of a help request: by when a person answers. */
export function helpAckText(lang: Language, dueOn: string): string {
  return render(lang, 'helpAck', { date: formatDate(dueOn, lang) });
}

/** The reply to a STOP, START or HELP keyword. */
export function keywordReply(lang: Language, keyword: 'stop' | 'start' | 'help', publicUrl: string): string {
  if (keyword === 'stop') return render(lang, 'replyStop');
  if (keyword === 'start') return render(lang, 'replyStart');
  return render(lang, 'replyHelp', { url: `${publicUrl}/?modal=help${lang === 'es' ? '&lang=es' : ''}` });
}
