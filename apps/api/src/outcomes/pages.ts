import { contentValues, harrisCounty, type Language } from '@cyr/i18n';
import {
  OUTCOME_ANSWERS,
  OUTCOME_MONTH_ANSWERS,
  STUCK_REASONS,
  UNKNOWN_MONTH,
  type OutcomeAnswer,
  type OutcomeQuestion,
} from '@cyr/rules/vocabulary';
import { addMonths } from '@cyr/rules/dates';
import { formatDate, formatMonth } from '@cyr/i18n/dates';
import { escapeHtml } from '../mail/templates';
import { helpUrl, petitionLabel, text, type PetitionRef } from './content';
import type { FollowupReach } from './reach';

/**
 * The follow-up pages (docs/decisions/0100-outcome-follow-ups.md), written by the server as whole HTML pages so
 * that answering works without JavaScript: a form posts to the server, which answers with the next page. Plain
 * markup in the GOV.UK question-page pattern (one `<h1>`, `fieldset`/`legend`, an error summary linking to each
 * field), the stylesheet `/followups/page.css`, no script. Every word from the i18n `outcomes` namespace.
 */

const e = escapeHtml;
const tx = (lang: Language, key: string, params?: Record<string, string | number>) => e(text(lang, key, params));

export interface PageFrame {
  lang: Language;
  /** The page's own address without `lang`, for the language switch. */
  path: string;
  query?: Record<string, string | undefined>;
}

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') q.set(k, v);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** A whole page: skip link, the site's name and the other language, then the main content. */
export function page(frame: PageFrame, title: string, body: string[]): string {
  const { lang } = frame;
  const other: Language = lang === 'es' ? 'en' : 'es';
  const switchHref = withQuery(frame.path, { ...frame.query, lang: other === 'es' ? 'es' : 'en' });
  const home = lang === 'es' ? '/?lang=es' : '/';
  return [
    '<!doctype html>',
    `<html lang="${lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${e(title)} | ${tx(lang, 'page.siteName')}</title>`,
    '<link rel="stylesheet" href="/followups/page.css">',
    '</head>',
    '<body>',
    `<a class="skip" href="#main">${tx(lang, 'page.skip')}</a>`,
    '<header class="site">',
    `<a class="site__name" href="${e(home)}">${tx(lang, 'page.siteName')}</a>`,
    `<a class="site__lang" href="${e(switchHref)}" lang="${other}" hreflang="${other}">${tx(lang, 'page.languageSwitch')}</a>`,
    '</header>',
    '<main id="main" tabindex="-1">',
    ...body,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}

const h1 = (s: string) => `<h1>${e(s)}</h1>`;
const para = (s: string, cls = '') => `<p${cls ? ` class="${cls}"` : ''}>${e(s)}</p>`;

/** The help that follows every answer: the site's help form and a free legal-aid line. */
export function helpSection(lang: Language, publicUrl: string): string {
  const values = contentValues(lang);
  return [
    '<section class="help" aria-labelledby="help-title">',
    `<h2 id="help-title">${tx(lang, 'page.helpHeading')}</h2>`,
    para(text(lang, 'page.helpText', { hvlPhone: values.hvlPhone ?? '' })),
    `<p><a href="${e(helpUrl(publicUrl, lang).replace(publicUrl, ''))}">${tx(lang, 'page.helpLink')}</a></p>`,
    `<p><a href="${lang === 'es' ? '/?lang=es' : '/'}">${tx(lang, 'page.home')}</a></p>`,
    '</section>',
  ].join('\n');
}

/**
 * The way to stop the check-ins from an answer page, while there is something to stop (`stop`): a link to the
 * stop page with the message's own token, worded for how the person is reached. A person reached by text opens
 * only these pages (a text carries no stop link, only "Reply STOP").
 */
function stopLink(lang: Language, token: string, stop: FollowupReach | null): string {
  if (!stop) return '';
  const href = withQuery(`/followups/unsubscribe/${token}`, { lang: lang === 'es' ? 'es' : undefined });
  return `<p class="stop"><a href="${e(href)}">${tx(lang, `unsubscribe.title.${stop}`)}</a></p>`;
}

/** A page that only says something (not found, expired, unsubscribed). */
export function messagePage(frame: PageFrame, title: string, message: string, publicUrl: string): string {
  return page(frame, title, [h1(title), para(message), helpSection(frame.lang, publicUrl)]);
}

/** The months a person may pick, newest first: this month and the 35 before it. */
export function monthChoices(today: string, lang: Language): { value: string; label: string }[] {
  const out: { value: string; label: string }[] = [];
  const first = `${today.slice(0, 7)}-01`;
  for (let i = 0; i < 36; i++) {
    const d = addMonths(first, -i);
    const month = d.slice(0, 7);
    out.push({ value: month, label: formatMonth(month, lang) });
  }
  return out;
}

export type AnswerField = 'answer' | 'month' | 'reason';

export interface QuestionPageData {
  frame: PageFrame;
  token: string;
  question: OutcomeQuestion;
  petition: PetitionRef;
  today: string;
  chosen: { answer?: string | undefined; month?: string | undefined; reason?: string | undefined };
  errors: AnswerField[];
  /** How the follow-up reaches the person, while it holds a contact (the page links its stop page); else null. */
  stop: FollowupReach | null;
  publicUrl: string;
}

const ERROR_TEXT: Record<AnswerField, string> = {
  answer: 'page.errorAnswer',
  month: 'page.errorMonth',
  reason: 'page.errorReason',
};
const FIELD_ID: Record<AnswerField, string> = {
  answer: `answer-${OUTCOME_ANSWERS.filing[0]}`,
  month: 'month',
  reason: `reason-${STUCK_REASONS[0]}`,
};

/** The question about one petition, the answer from the link chosen, ready to save with one press. */
export function questionPage(d: QuestionPageData): string {
  const { lang } = d.frame;
  const answers = OUTCOME_ANSWERS[d.question];
  const monthAnswers = answers.filter((a) => (OUTCOME_MONTH_ANSWERS as readonly string[]).includes(a));
  const asksReason = (answers as readonly string[]).includes('stuck');
  const title = text(lang, `questions.${d.question}`);
  const err = (f: AnswerField) => d.errors.includes(f);
  const errorId = (f: AnswerField) => `${f}-error`;
  const errorLine = (f: AnswerField) =>
    err(f)
      ? `<p class="field-error" id="${errorId(f)}"><span class="visually-hidden">${tx(lang, 'page.errorPrefix')}: </span>${tx(lang, ERROR_TEXT[f])}</p>`
      : '';
  const describedBy = (f: AnswerField, hint?: string) => {
    const ids = [hint, err(f) ? errorId(f) : undefined].filter(Boolean);
    return ids.length ? ` aria-describedby="${ids.join(' ')}"` : '';
  };
  const action = withQuery(`/followups/${d.token}`, { lang: lang === 'es' ? 'es' : undefined });
  const firstAnswerId = `answer-${answers[0]}`;
  const summary =
    d.errors.length > 0
      ? [
          '<div class="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1">',
          `<h2 id="error-summary-title">${tx(lang, 'page.title.invalid')}</h2>`,
          '<ul>',
          ...d.errors.map(
            (f) => `<li><a href="#${f === 'answer' ? firstAnswerId : FIELD_ID[f]}">${tx(lang, ERROR_TEXT[f])}</a></li>`,
          ),
          '</ul>',
          '</div>',
        ].join('\n')
      : '';
  const monthField = monthAnswers.length
    ? [
        `<div class="field${err('month') ? ' field--error' : ''}">`,
        `<label for="month">${
          d.chosen.answer && (monthAnswers as readonly string[]).includes(d.chosen.answer)
            ? tx(lang, `page.monthLegend.${d.chosen.answer}`)
            : monthAnswers.map((a) => tx(lang, `page.monthLegend.${a}`)).join(' / ')
        }</label>`,
        `<p class="hint" id="month-hint">${tx(lang, 'page.monthHint')}</p>`,
        errorLine('month'),
        `<select id="month" name="month"${describedBy('month', 'month-hint')}${err('month') ? ' aria-invalid="true"' : ''}>`,
        `<option value=""></option>`,
        ...monthChoices(d.today, lang).map(
          (m) => `<option value="${m.value}"${d.chosen.month === m.value ? ' selected' : ''}>${e(m.label)}</option>`,
        ),
        `<option value="${UNKNOWN_MONTH}"${d.chosen.month === UNKNOWN_MONTH ? ' selected' : ''}>${tx(lang, 'page.monthUnknown')}</option>`,
        '</select>',
        '</div>',
      ].join('\n')
    : '';
  const reasonField = asksReason
    ? [
        `<div class="field${err('reason') ? ' field--error' : ''}">`,
        `<fieldset${describedBy('reason', 'reason-hint')}>`,
        `<legend>${tx(lang, 'page.reasonLegend')}</legend>`,
        `<p class="hint" id="reason-hint">${tx(lang, 'page.reasonHint')}</p>`,
        errorLine('reason'),
        ...STUCK_REASONS.map(
          (r) =>
            `<div class="choice"><input type="radio" id="reason-${r}" name="reason" value="${r}"${d.chosen.reason === r ? ' checked' : ''}><label for="reason-${r}">${tx(lang, `stuckReasons.${r}`)}</label></div>`,
        ),
        '</fieldset>',
        '</div>',
      ].join('\n')
    : '';
  return page(d.frame, d.errors.length ? `${text(lang, 'page.errorPrefix')}: ${title}` : title, [
    summary,
    `<p class="caption">${e(petitionLabel(d.petition, lang))}</p>`,
    `<form method="post" action="${e(action)}" novalidate>`,
    `<input type="hidden" name="case" value="${d.petition.position}">`,
    `<div class="field${err('answer') ? ' field--error' : ''}">`,
    `<fieldset${describedBy('answer')}>`,
    `<legend><h1>${e(title)}</h1></legend>`,
    errorLine('answer'),
    ...answers.map(
      (a) =>
        `<div class="choice"><input type="radio" id="answer-${a}" name="answer" value="${a}"${d.chosen.answer === a ? ' checked' : ''}><label for="answer-${a}">${tx(lang, `answers.${a}`)}</label></div>`,
    ),
    '</fieldset>',
    '</div>',
    monthField,
    reasonField,
    `<button type="submit" class="button">${tx(lang, 'page.save')}</button>`,
    '</form>',
    helpSection(lang, d.publicUrl),
    stopLink(lang, d.token, d.stop),
  ]);
}

/** Which petition of a message (an email, a text or both: `reach`) to answer about, when it asked about several. */
export function choosePage(
  frame: PageFrame,
  token: string,
  petitions: readonly PetitionRef[],
  reach: FollowupReach,
  publicUrl: string,
): string {
  const { lang } = frame;
  return page(frame, text(lang, 'page.title.choose'), [
    h1(text(lang, 'page.title.choose')),
    para(text(lang, `page.choose.${reach}`)),
    '<ul class="links">',
    ...petitions.map(
      (p) =>
        `<li><a href="${e(withQuery(`/followups/${token}`, { case: String(p.position), lang: lang === 'es' ? 'es' : undefined }))}">${e(petitionLabel(p, lang))}</a></li>`,
    ),
    '</ul>',
    helpSection(lang, publicUrl),
  ]);
}

export interface AnsweredPageData {
  frame: PageFrame;
  token: string;
  petition: PetitionRef;
  answer: OutcomeAnswer;
  /** True: the first answer was kept and this one refused. */
  already: boolean;
  /** How the follow-up reaches the person, while it holds a contact (the page links its stop page); else null. */
  stop: FollowupReach | null;
  /**
   * After "granted": the day of the planned record check, or whether one can be asked for with an address;
   * `reach`, how the follow-up reaches the person (or reached them until its contact was erased); `erased`, after
   * "do not send it", whether that erased the contact.
   */
  recordCheck?: {
    plannedOn: string | null;
    canAsk: boolean;
    reach: FollowupReach;
    erased: boolean;
    state?: 'cancelled' | 'saved' | 'emailError';
  };
  publicUrl: string;
}

/** The page after an answer: what was saved (or kept), and what to do next for that answer. */
export function answeredPage(d: AnsweredPageData): string {
  const { lang } = d.frame;
  const values = contentValues(lang);
  const answerLabel = text(lang, `answers.${d.answer}`);
  const title = text(lang, d.already ? 'page.title.already' : 'page.title.saved');
  const body: string[] = [`<p class="caption">${e(petitionLabel(d.petition, lang))}</p>`, h1(title)];
  const lq = { lang: lang === 'es' ? 'es' : undefined };
  if (d.already) {
    body.push(para(text(lang, 'page.already', { answer: answerLabel })), para(text(lang, 'page.alreadyHelp')));
  } else {
    body.push(
      `<div class="notice" role="status">${para(text(lang, d.answer === 'stuck' ? 'page.savedStuck' : 'page.saved', { answer: answerLabel }))}</div>`,
    );
  }
  if (d.answer === 'granted') {
    const dps = harrisCounty.state.dpsCriminalHistorySearch.value;
    body.push(
      '<section aria-labelledby="after-title">',
      `<h2 id="after-title">${tx(lang, 'page.afterGranted.heading')}</h2>`,
      para(text(lang, 'page.afterGranted.copy')),
      para(
        text(
          lang,
          d.petition.kind === 'expunction' ? 'page.afterGranted.doesExpunction' : 'page.afterGranted.doesNondisclosure',
        ),
      ),
      para(
        text(lang, 'page.afterGranted.sending', {
          clerkDays: values.clerkDays ?? '',
          companyDays: values.companyDays ?? '',
        }),
      ),
      para(text(lang, 'page.afterGranted.check')),
      `<p><a href="${e(dps)}">${tx(lang, 'page.afterGranted.dpsLink')}</a></p>`,
      '</section>',
    );
    const rc = d.recordCheck;
    if (rc) body.push(recordCheckBlock(lang, d.token, d.petition.position, rc));
  } else if (d.answer === 'denied') {
    body.push(para(text(lang, 'page.afterDenied')));
  } else if (d.answer === 'record_gone' || d.answer === 'record_still_shows' || d.answer === 'not_checked') {
    body.push(
      para(
        text(lang, `page.afterRecord.${d.answer}`, { dpsDays: values.dpsDays ?? '', dpsPhone: values.dpsPhone ?? '' }),
      ),
    );
  } else if (d.answer === 'not_yet' || d.answer === 'not_filed') {
    body.push(`<p><a href="${e(withQuery('/steps/review', lq))}">${tx(lang, 'page.stepsLink')}</a></p>`);
  }
  body.push(helpSection(lang, d.publicUrl), stopLink(lang, d.token, d.stop));
  return page(d.frame, title, body);
}

function recordCheckBlock(
  lang: Language,
  token: string,
  position: number,
  rc: NonNullable<AnsweredPageData['recordCheck']>,
): string {
  const lq = lang === 'es' ? 'es' : undefined;
  const out: string[] = ['<section aria-labelledby="record-title" class="record-check">'];
  out.push(`<h2 id="record-title" class="visually-hidden">${tx(lang, 'questions.record_check')}</h2>`);
  if (rc.state === 'cancelled') {
    const cancelled = rc.erased ? rc.reach : 'kept';
    out.push(
      `<div class="notice" role="status">${para(text(lang, `page.afterGranted.reminderCancelled.${cancelled}`))}</div>`,
    );
  } else if (rc.plannedOn) {
    const date = formatDate(rc.plannedOn, lang);
    out.push(
      `<div class="notice"${rc.state === 'saved' ? ' role="status"' : ''}>${para(
        text(
          lang,
          rc.state === 'saved' ? 'page.afterGranted.reminderSaved' : `page.afterGranted.reminderSet.${rc.reach}`,
          { date },
        ),
      )}</div>`,
      `<form method="post" action="${e(withQuery(`/followups/${token}/record-check/cancel`, { case: String(position), lang: lq }))}">`,
      `<button type="submit" class="button button--secondary">${tx(lang, `page.afterGranted.reminderCancel.${rc.reach}`)}</button>`,
      '</form>',
    );
  } else if (rc.canAsk) {
    const error = rc.state === 'emailError';
    out.push(
      para(text(lang, `page.afterGranted.reminderOffer.${rc.reach}`)),
      `<form method="post" action="${e(withQuery(`/followups/${token}/record-check`, { case: String(position), lang: lq }))}" novalidate>`,
      `<div class="field${error ? ' field--error' : ''}">`,
      `<label for="email">${tx(lang, 'page.afterGranted.reminderEmailLabel')}</label>`,
      error
        ? `<p class="field-error" id="email-error"><span class="visually-hidden">${tx(lang, 'page.errorPrefix')}: </span>${tx(lang, 'page.afterGranted.reminderEmailError')}</p>`
        : '',
      `<input type="email" id="email" name="email" autocomplete="email" spellcheck="false"${error ? ' aria-invalid="true" aria-describedby="email-error"' : ''}>`,
      '</div>',
      `<button type="submit" class="button">${tx(lang, 'page.afterGranted.reminderSubmit')}</button>`,
      '</form>',
    );
  }
  out.push('</section>');
  return out.join('\n');
}

/**
 * The unsubscribe page: opening it changes nothing; the button stops the messages. Its words name what the person
 * gets (`reach`), or the check-ins in general where the link names no follow-up (null).
 */
export function unsubscribePage(
  frame: PageFrame,
  token: string,
  reach: FollowupReach | null,
  publicUrl: string,
): string {
  const { lang } = frame;
  const words = reach ?? 'any';
  const title = text(lang, `unsubscribe.title.${words}`);
  return page(frame, title, [
    h1(title),
    para(text(lang, `unsubscribe.confirm.${words}`)),
    `<form method="post" action="${e(withQuery(`/followups/unsubscribe/${token}`, { lang: lang === 'es' ? 'es' : undefined }))}">`,
    `<button type="submit" class="button">${tx(lang, `unsubscribe.button.${words}`)}</button>`,
    '</form>',
    helpSection(lang, publicUrl),
  ]);
}
