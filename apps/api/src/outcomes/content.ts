import { contentValues, courtLabel, resources, translate, type Language } from '@cyr/i18n';
import {
  OUTCOME_ANSWERS,
  STUCK_REASONS,
  type OutcomeAnswer,
  type OutcomeKind,
  type OutcomeQuestion,
} from '@cyr/rules/vocabulary';
import { ANSWER_LINK_DAYS } from './schedule';
import type { FollowupReach } from './reach';

/**
 * What an outcome follow-up says, before any channel lays it out (docs/decisions/0100-outcome-follow-ups.md):
 * the words come from the i18n `outcomes` namespace, the links from the message's token. The email channel
 * (mail/templates.ts `renderOutcomeMessage`) shows every answer as a link; a text-message channel can send the
 * subject and `pageUrl` alone, where the same answers are offered.
 */

export const text = (lang: Language, key: string, params?: Record<string, string | number>) =>
  translate(resources, lang, `outcomes:${key}`, params);

/** A followed petition as the messages name it: its number, the remedy, the section and the court (no case details). */
export interface PetitionRef {
  position: number;
  kind: OutcomeKind;
  section: string;
  court: string;
}

export function petitionLabel(p: PetitionRef, lang: Language): string {
  return text(lang, `petition.${p.kind}`, { n: p.position, section: p.section, court: courtLabel(p.court, lang) });
}

export interface AnswerLink {
  answer: OutcomeAnswer;
  label: string;
  url: string;
  /** For "I am stuck": one link per reason, each answering "stuck" with it. */
  reasons?: { label: string; url: string }[];
}

export interface OutcomeMessageContent {
  language: Language;
  question: OutcomeQuestion;
  subject: string;
  intro: string;
  /** The page that offers every answer of the message (the text channel's one link). */
  pageUrl: string;
  petitions: { label: string; question: string; answers: AnswerLink[] }[];
  help: { heading: string; text: string; label: string; url: string };
  stop: { line: string; label: string; url: string };
  notes: string[];
}

export interface MessageLinks {
  publicUrl: string;
  /** The message's answer token (its hash is `followup_messages.token_hash`). */
  token: string;
  /** The follow-up's unsubscribe token. */
  unsubscribeToken: string;
}

/**
 * The key of an email's words for a person reached by `reach`: an email goes to a person with an address, alone
 * (`email`) or with a number texted as well (`both`: its stop link ends the texts too).
 */
const emailWords = (reach: FollowupReach): 'email' | 'both' => (reach === 'both' ? 'both' : 'email');

const langQuery = (lang: Language) => (lang === 'es' ? '&lang=es' : '');

/** The page of a message's answers; with a petition and an answer, that answer chosen. */
export function answerUrl(
  publicUrl: string,
  token: string,
  lang: Language,
  choice?: { position: number; answer: OutcomeAnswer; reason?: string },
): string {
  const base = `${publicUrl}/followups/${token}`;
  if (!choice) return lang === 'es' ? `${base}?lang=es` : base;
  const reason = choice.reason ? `&reason=${choice.reason}` : '';
  return `${base}?case=${choice.position}&answer=${choice.answer}${reason}${langQuery(lang)}`;
}

export function unsubscribeUrl(publicUrl: string, token: string, lang: Language): string {
  return `${publicUrl}/followups/unsubscribe/${token}${lang === 'es' ? '?lang=es' : ''}`;
}

/** The site's help request form (the public site opens it from `?modal=help`). */
export function helpUrl(publicUrl: string, lang: Language): string {
  return `${publicUrl}/?modal=help${langQuery(lang)}`;
}

/** A follow-up message asking `question` about each of `petitions`, to a person reached by `opts.reach`. */
export function outcomeMessage(
  question: OutcomeQuestion,
  petitions: readonly PetitionRef[],
  lang: Language,
  links: MessageLinks,
  opts: { last: boolean; reach: FollowupReach },
): OutcomeMessageContent {
  const values = contentValues(lang);
  const words = emailWords(opts.reach);
  return {
    language: lang,
    question,
    subject: text(lang, `email.subject.${question}`),
    intro: text(lang, `email.intro.${question}`),
    pageUrl: answerUrl(links.publicUrl, links.token, lang),
    petitions: petitions.map((p) => ({
      label: petitionLabel(p, lang),
      question: text(lang, `questions.${question}`),
      answers: OUTCOME_ANSWERS[question].map((answer): AnswerLink => {
        const url = answerUrl(links.publicUrl, links.token, lang, { position: p.position, answer });
        if (answer !== 'stuck') return { answer, label: text(lang, `answers.${answer}`), url };
        return {
          answer,
          label: text(lang, `answers.${answer}`),
          url,
          reasons: STUCK_REASONS.map((reason) => ({
            label: text(lang, `stuckReasons.${reason}`),
            url: answerUrl(links.publicUrl, links.token, lang, { position: p.position, answer, reason }),
          })),
        };
      }),
    })),
    help: {
      heading: text(lang, 'email.stuckHeading'),
      text: text(lang, 'email.stuckHelp', { hvlPhone: values.hvlPhone ?? '' }),
      label: text(lang, 'email.helpLink'),
      url: helpUrl(links.publicUrl, lang),
    },
    stop: {
      line: text(lang, `email.stopLine.${words}`),
      label: text(lang, `email.stopButton.${words}`),
      url: unsubscribeUrl(links.publicUrl, links.unsubscribeToken, lang),
    },
    notes: [
      text(lang, 'email.linksExpire', { days: ANSWER_LINK_DAYS }),
      ...(opts.last ? [text(lang, `email.lastMessage.${words}`)] : []),
      text(lang, 'email.notLegalAdvice'),
    ],
  };
}

export interface ConfirmationContent {
  language: Language;
  kind: 'followups' | 'record_check';
  /** The day of the (first) message, in words. */
  date: string;
  subject: string;
  heading: string;
  intro: string;
  stop: { line: string; label: string; url: string };
}

/**
 * The confirmation queued with a sign-up (`followups`: when the first message comes) or with a record check asked
 * for from the after-order page (`record_check`, by email only), and the link that stops them; `reach`: how the
 * person asked to be reached (the email says whether texts come too).
 */
export function outcomeConfirmation(
  lang: Language,
  data: {
    kind: 'followups' | 'record_check';
    date: string;
    publicUrl: string;
    unsubscribeToken: string;
    reach: FollowupReach;
  },
): ConfirmationContent {
  const words = emailWords(data.kind === 'followups' ? data.reach : 'email');
  const intro =
    data.kind === 'followups'
      ? text(lang, `email.confirmIntro.${words}`, { date: data.date })
      : text(lang, 'email.recordConfirmIntro', { date: data.date });
  const key = data.kind === 'followups' ? 'confirm' : 'recordConfirm';
  return {
    language: lang,
    kind: data.kind,
    date: data.date,
    subject: text(lang, `email.${key}Subject`),
    heading: text(lang, `email.${key}Heading`, { date: data.date }),
    intro,
    stop: {
      line: text(lang, `email.stopLine.${words}`),
      label: text(lang, `email.stopButton.${words}`),
      url: unsubscribeUrl(data.publicUrl, data.unsubscribeToken, lang),
    },
  };
}
