import { formatDate, resources, translate, type Language } from '@cyr/i18n';
import type { OutcomeQuestion } from '@cyr/rules/vocabulary';

/**
 * The words of every text (conventions §15: templates plus data, per language), from the i18n `texts` namespace.
 * Each names the site and says how to stop; none carries a name, case, cause number or offense, only a date the
 * person chose or a link to the site (apps/api/src/texts/messages.test.ts measures their segments).
 */

export type TextTemplate =
  | 'reminderConfirm'
  | 'reminderDue'
  | 'helpAck'
  | 'replyStop'
  | 'replyStart'
  | 'replyHelp'
  | 'followupConfirm'
  | 'recordCheckConfirm'
  | `followup.${OutcomeQuestion}`
  | 'referralAck'
  | `referralUpdate.${'accepted' | 'declined' | 'closed'}`;

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

/**
 * The confirmation of outcome follow-ups by text (`followups`: the day of the first one), or of the one record
 * check (`record_check`: its day); `date` is already in words.
 */
export function followupConfirmText(lang: Language, kind: 'followups' | 'record_check', date: string): string {
  return render(lang, kind === 'followups' ? 'followupConfirm' : 'recordCheckConfirm', { date });
}

/**
 * One outcome follow-up: its question and the one link to the message's answer page (outcomes/content.ts
 * `pageUrl`: a random token, its hash stored, that opens only this message's answers), never a petition's details.
 */
export function followupText(lang: Language, question: OutcomeQuestion, pageUrl: string): string {
  return render(lang, `followup.${question}`, { url: pageUrl });
}

/**
 * A partner's name as a text carries it: the vowels with an acute accent (á, í, ó, ú, not in the GSM-7 alphabet)
 * and curly quotes written plain, so one name does not make the whole text UCS-2 (70 characters a segment instead
 * of 160) and cost twice as much. The name stays readable ("Defensor Publico").
 */
const GSM_PLAIN: Readonly<Record<string, string>> = {
  á: 'a',
  í: 'i',
  ó: 'o',
  ú: 'u',
  Á: 'A',
  Í: 'I',
  Ó: 'O',
  Ú: 'U',
  '\u2018': "'",
  '\u2019': "'",
  '\u201C': '"',
  '\u201D': '"',
};
export function plainForText(name: string): string {
  return name.replace(/[áíóúÁÍÓÚ\u2018\u2019\u201C\u201D]/g, (c) => GSM_PLAIN[c] ?? c);
}

/** The acknowledgement of a referral sent to `partner` (its name in the person's language). */
export function referralAckText(lang: Language, partner: string): string {
  return render(lang, 'referralAck', { partner: plainForText(partner) });
}

/** A partner's answer to a referral; a decline or a closing links the partner directory. */
export function referralUpdateText(
  lang: Language,
  status: 'accepted' | 'declined' | 'closed',
  partner: string,
  publicUrl: string,
): string {
  return render(lang, `referralUpdate.${status}`, {
    partner: plainForText(partner),
    url: `${publicUrl}/partners${query(lang)}`,
  });
}
