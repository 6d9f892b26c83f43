import { resources, translate, type Language, type NondisclosureForms } from '@cyr/i18n';
import { EMAIL_TOKEN_DAYS, type EmailKind } from '@cyr/schemas';

/**
 * Emails are templates plus data, per language (conventions §15): every string comes from the i18n
 * `email` namespace; this file only lays them out as a subject, a simple accessible HTML body and a
 * plain-text body with the same words.
 */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const t = (lang: Language, key: string, params?: Record<string, string | number>) =>
  translate(resources, lang, `email:${key}`, params);

export function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** One page: a heading, paragraphs, an optional button link; readable without CSS and at 200% zoom. */
function layout(lang: Language, title: string, blocks: string[]): string {
  return [
    '<!doctype html>',
    `<html lang="${lang}" dir="ltr">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:0;background:#ffffff;color:#1b1b1b;font-family:Arial,Helvetica,sans-serif;font-size:18px;line-height:1.5;">',
    '<div role="article" aria-roledescription="email" style="max-width:600px;margin:0 auto;padding:24px 16px;">',
    ...blocks,
    '</div></body></html>',
  ].join('\n');
}

const p = (s: string, style = '') => `<p style="margin:0 0 16px 0;${style}">${escapeHtml(s)}</p>`;

function button(url: string, label: string): string {
  const href = escapeHtml(url);
  return `<p style="margin:24px 0;"><a href="${href}" style="display:inline-block;background:#005ea2;color:#ffffff;text-decoration:underline;font-weight:bold;padding:12px 20px;border-radius:4px;">${escapeHtml(label)}</a></p>`;
}

const LINK_SECTIONS: Record<EmailKind, 'caseResults' | 'petitions' | 'knowYourRights'> = {
  case_results: 'caseResults',
  petitions: 'petitions',
  know_your_rights: 'knowYourRights',
};

export interface LinkEmailData {
  /** The full link the email opens. */
  url: string;
  /** The court data's end date in the email's language (results and petitions emails). */
  dataDate?: string;
  /** How many cases the person entered, corrected or set aside that the saved copy leaves out (ADR 0073). */
  leftOut?: number;
  /** The petitions email: what the nondisclosure cases are filed with (default petitions). */
  forms?: NondisclosureForms;
}

/** The results, petitions and know-your-rights emails. */
export function renderLinkEmail(kind: EmailKind, lang: Language, data: LinkEmailData): RenderedEmail {
  // The petitions email names what the cases are filed with: a 411.072 case needs a request letter, no petition.
  const s =
    kind === 'petitions' && data.forms === 'letters'
      ? 'petitionsLetters'
      : kind === 'petitions' && data.forms === 'both'
        ? 'petitionsBoth'
        : LINK_SECTIONS[kind];
  const subject = t(lang, `${s}.subject`);
  const heading = t(lang, `${s}.heading`);
  const intro = t(lang, `${s}.intro`);
  const buttonLabel = t(lang, `${s}.button`);
  const dataDate =
    kind !== 'know_your_rights' && data.dataDate ? t(lang, `${s}.dataDate`, { date: data.dataDate }) : null;
  const expires = kind !== 'know_your_rights' ? t(lang, 'common.linkExpires', { days: EMAIL_TOKEN_DAYS }) : null;
  const leftOut =
    kind !== 'know_your_rights' && data.leftOut
      ? t(lang, data.leftOut === 1 ? 'common.personCasesLeftOut' : 'common.personCasesLeftOut_other', {
          count: data.leftOut,
        })
      : null;
  const copy = t(lang, 'common.copyLink');
  const notes = [t(lang, 'common.notLegalAdvice'), t(lang, 'common.privacy'), t(lang, 'common.whyYouGotThis')];
  const signature = t(lang, 'common.signature');

  const html = layout(lang, subject, [
    `<h1 style="font-size:26px;line-height:1.25;margin:0 0 16px 0;">${escapeHtml(heading)}</h1>`,
    p(intro),
    ...(dataDate ? [p(dataDate)] : []),
    ...(leftOut ? [p(leftOut, 'font-weight:bold;')] : []),
    button(data.url, buttonLabel),
    ...(expires ? [p(expires)] : []),
    p(copy),
    `<p style="margin:0 0 24px 0;word-break:break-all;"><a href="${escapeHtml(data.url)}" style="color:#005ea2;">${escapeHtml(data.url)}</a></p>`,
    '<hr style="border:0;border-top:1px solid #dfe1e2;margin:24px 0;">',
    ...notes.map((n) => p(n, 'font-size:16px;color:#3d4551;')),
    p(signature, 'font-size:16px;color:#3d4551;'),
  ]);

  const text = [
    heading,
    '',
    intro,
    ...(dataDate ? ['', dataDate] : []),
    ...(leftOut ? ['', leftOut] : []),
    '',
    `${buttonLabel}: ${data.url}`,
    ...(expires ? ['', expires] : []),
    '',
    '--',
    ...notes,
    '',
    signature,
    '',
  ].join('\n');
  return { subject, html, text };
}

export interface HelpRequestData {
  email: string;
  phone: string;
  description: string;
  /** The language the person used on the site. */
  language: Language;
}

/** The help request sent to the hotline inbox (in English, the hotline's working language). */
export function renderHelpRequest(form: HelpRequestData, lang: Language = 'en'): RenderedEmail {
  const subject = t(lang, 'helpRequest.subject');
  const heading = t(lang, 'helpRequest.heading');
  // A phone-only request cannot be answered by replying to this email.
  const intro = t(lang, form.email === '' ? 'helpRequest.introPhoneOnly' : 'helpRequest.intro');
  const languageName = t(form.language, 'helpRequest.languageName');
  const contact: [string, string][] = [
    [t(lang, 'helpRequest.email'), form.email],
    [t(lang, 'helpRequest.phone'), form.phone],
    [t(lang, 'helpRequest.language'), languageName],
  ];
  // A phone-only or email-only request leaves one of the two out.
  const rows = contact.filter(([, value]) => value !== '');
  const descriptionLabel = t(lang, 'helpRequest.description');
  const html = layout(lang, subject, [
    `<h1 style="font-size:24px;line-height:1.25;margin:0 0 16px 0;">${escapeHtml(heading)}</h1>`,
    p(intro),
    '<dl style="margin:0 0 16px 0;">',
    ...rows.map(
      ([k, v]) =>
        `<dt style="font-weight:bold;">${escapeHtml(k)}</dt><dd style="margin:0 0 8px 0;">${escapeHtml(v)}</dd>`,
    ),
    `<dt style="font-weight:bold;">${escapeHtml(descriptionLabel)}</dt>`,
    `<dd style="margin:0 0 8px 0;white-space:pre-wrap;">${escapeHtml(form.description)}</dd>`,
    '</dl>',
  ]);
  const text = [
    heading,
    '',
    intro,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    `${descriptionLabel}:`,
    form.description,
    '',
  ].join('\n');
  return { subject, html, text };
}

const tr = (lang: Language, key: string, params?: Record<string, string | number>) =>
  translate(resources, lang, `reminders:email.${key}`, params);

/** The confirmation sent when a reminder is saved: the date, and the one-click link that cancels it. */
export function renderReminderConfirmation(lang: Language, data: { date: string; cancelUrl: string }): RenderedEmail {
  const subject = tr(lang, 'confirmSubject');
  const heading = tr(lang, 'confirmHeading', { date: data.date });
  const intro = tr(lang, 'confirmIntro', { date: data.date });
  const cancel = tr(lang, 'confirmCancel');
  const label = tr(lang, 'cancelButton');
  const signature = t(lang, 'common.signature');
  const html = layout(lang, subject, [
    `<h1 style="font-size:26px;line-height:1.25;margin:0 0 16px 0;">${escapeHtml(heading)}</h1>`,
    p(intro),
    p(cancel),
    button(data.cancelUrl, label),
    `<p style="margin:0 0 24px 0;word-break:break-all;"><a href="${escapeHtml(data.cancelUrl)}" style="color:#005ea2;">${escapeHtml(data.cancelUrl)}</a></p>`,
    '<hr style="border:0;border-top:1px solid #dfe1e2;margin:24px 0;">',
    p(signature, 'font-size:16px;color:#3d4551;'),
  ]);
  const text = [heading, '', intro, '', cancel, `${label}: ${data.cancelUrl}`, '', '--', signature, ''].join('\n');
  return { subject, html, text };
}

/** The reminder itself: says only that a case the person checked may now be ready, and links to the checker. */
export function renderReminderDue(lang: Language, data: { url: string }): RenderedEmail {
  const subject = tr(lang, 'dueSubject');
  const heading = tr(lang, 'dueHeading');
  const intro = tr(lang, 'dueIntro');
  const label = tr(lang, 'dueButton');
  const notes = [tr(lang, 'dueDeleted'), tr(lang, 'notLegalAdvice')];
  const signature = t(lang, 'common.signature');
  const html = layout(lang, subject, [
    `<h1 style="font-size:26px;line-height:1.25;margin:0 0 16px 0;">${escapeHtml(heading)}</h1>`,
    p(intro),
    button(data.url, label),
    `<p style="margin:0 0 24px 0;word-break:break-all;"><a href="${escapeHtml(data.url)}" style="color:#005ea2;">${escapeHtml(data.url)}</a></p>`,
    '<hr style="border:0;border-top:1px solid #dfe1e2;margin:24px 0;">',
    ...notes.map((n) => p(n, 'font-size:16px;color:#3d4551;')),
    p(signature, 'font-size:16px;color:#3d4551;'),
  ]);
  const text = [heading, '', intro, '', `${label}: ${data.url}`, '', '--', ...notes, '', signature, ''].join('\n');
  return { subject, html, text };
}

/** A page of paragraphs under a heading, with the signature (the staff console's emails). */
function simpleEmail(lang: Language, subject: string, heading: string, paragraphs: string[]): RenderedEmail {
  const signature = t(lang, 'common.signature');
  const html = layout(lang, subject, [
    `<h1 style="font-size:26px;line-height:1.25;margin:0 0 16px 0;">${escapeHtml(heading)}</h1>`,
    ...paragraphs.map((s) => p(s, 'white-space:pre-wrap;')),
    '<hr style="border:0;border-top:1px solid #dfe1e2;margin:24px 0;">',
    p(signature, 'font-size:16px;color:#3d4551;'),
  ]);
  const text = [heading, '', ...paragraphs.flatMap((s) => [s, '']), '--', signature, ''].join('\n');
  return { subject, html, text };
}

/**
 * The acknowledgement a person gets for a help request: when to expect the answer (`date` in their language),
 * and the link where they add to their request (replies to this email reach nobody: docs/decisions/0093).
 */
export function renderHelpAck(lang: Language, data: { date: string; addUrl: string }): RenderedEmail {
  return simpleEmail(lang, t(lang, 'helpAck.subject'), t(lang, 'helpAck.heading'), [
    t(lang, 'helpAck.intro'),
    t(lang, 'helpAck.expect', { date: data.date }),
    t(lang, 'helpAck.add', { url: data.addUrl }),
    t(lang, 'helpAck.notUrgent'),
    t(lang, 'common.notLegalAdvice'),
  ]);
}

/** A staff reply to a help request: the template's greeting and closing around the staff member's text. */
export function renderHelpReply(
  lang: Language,
  data: { template: 'answer' | 'need_more_info' | 'referral'; text: string },
): RenderedEmail {
  const subject = t(lang, 'helpReply.subject');
  return simpleEmail(lang, subject, subject, [
    t(lang, `helpReply.${data.template}.greeting`),
    data.text,
    t(lang, `helpReply.${data.template}.closing`),
    t(lang, 'common.notLegalAdvice'),
  ]);
}

/** The one email to admins when the court data turns stale (no successful import for eight days). */
export function renderStaleData(lang: Language, data: { days: number; since: string | null }): RenderedEmail {
  return simpleEmail(lang, t(lang, 'staleData.subject'), t(lang, 'staleData.heading', { days: data.days }), [
    data.since ? t(lang, 'staleData.intro', { since: data.since }) : t(lang, 'staleData.never'),
  ]);
}

/**
 * The one email to admins in an hour when help requests exceed HELP_INBOX_HOURLY_LIMIT: the hotline is no longer
 * emailed each one until the hour ends, and every request is in the console.
 */
export function renderHelpInboxCapped(lang: Language, data: { limit: number }): RenderedEmail {
  return simpleEmail(
    lang,
    t(lang, 'helpInboxCapped.subject'),
    t(lang, 'helpInboxCapped.heading', { limit: data.limit }),
    [t(lang, 'helpInboxCapped.intro'), t(lang, 'helpInboxCapped.check')],
  );
}

/**
 * The notice a partner gets for a new referral: who it is for and the signed link, nothing the person sent
 * (docs/decisions/0106-what-a-referral-shares.md). `date`: when the link stops working, in the email's language.
 */
export function renderReferralNotice(
  lang: Language,
  data: { partner: string; url: string; date: string },
): RenderedEmail {
  const subject = t(lang, 'referralNotice.subject');
  const heading = t(lang, 'referralNotice.heading', { partner: data.partner });
  const paragraphs = [t(lang, 'referralNotice.intro', { partner: data.partner }), t(lang, 'referralNotice.signIn')];
  const label = t(lang, 'referralNotice.button');
  const expires = t(lang, 'referralNotice.expires', { date: data.date });
  const signature = t(lang, 'common.signature');
  const html = layout(lang, subject, [
    `<h1 style="font-size:26px;line-height:1.25;margin:0 0 16px 0;">${escapeHtml(heading)}</h1>`,
    ...paragraphs.map((s) => p(s)),
    button(data.url, label),
    p(expires),
    `<p style="margin:0 0 24px 0;word-break:break-all;"><a href="${escapeHtml(data.url)}" style="color:#005ea2;">${escapeHtml(data.url)}</a></p>`,
    '<hr style="border:0;border-top:1px solid #dfe1e2;margin:24px 0;">',
    p(signature, 'font-size:16px;color:#3d4551;'),
  ]);
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((s) => [s, '']),
    `${label}: ${data.url}`,
    '',
    expires,
    '',
    '--',
    signature,
    '',
  ].join('\n');
  return { subject, html, text };
}

/** The acknowledgement a person gets after sending their cases to a partner. */
export function renderReferralAck(lang: Language, data: { partner: string; days: number }): RenderedEmail {
  return simpleEmail(
    lang,
    t(lang, 'referralAck.subject', { partner: data.partner }),
    t(lang, 'referralAck.heading', { partner: data.partner }),
    [
      t(lang, 'referralAck.intro', { partner: data.partner }),
      t(lang, 'referralAck.deleted', { days: data.days }),
      t(lang, 'referralAck.notYou'),
      t(lang, 'common.notLegalAdvice'),
    ],
  );
}

/**
 * What a person is told when the partner answers their referral: accepted, declined (with the reason, and where to
 * find another organisation), or closed (with how it ended). `directoryUrl`: the public partner directory.
 */
export function renderReferralUpdate(
  lang: Language,
  data: { partner: string; status: 'accepted' | 'declined' | 'closed'; why: string; directoryUrl: string },
): RenderedEmail {
  const k = `referralUpdate.${data.status}`;
  const paragraphs = [t(lang, `${k}.intro`, { partner: data.partner })];
  if (data.why) paragraphs.push(t(lang, `${k}.why`, { why: data.why }));
  if (data.status !== 'accepted') paragraphs.push(t(lang, 'referralUpdate.others', { url: data.directoryUrl }));
  paragraphs.push(t(lang, 'common.notLegalAdvice'));
  return simpleEmail(
    lang,
    t(lang, `${k}.subject`, { partner: data.partner }),
    t(lang, `${k}.subject`, { partner: data.partner }),
    paragraphs,
  );
}

/** What an outcome follow-up says (outcomes/content.ts), as the email channel needs it. */
export interface OutcomeEmailContent {
  language: Language;
  subject: string;
  intro: string;
  petitions: {
    label: string;
    question: string;
    answers: { label: string; url: string; reasons?: { label: string; url: string }[] }[];
  }[];
  help: { heading: string; text: string; label: string; url: string };
  stop: { line: string; label: string; url: string };
  notes: string[];
}

const link = (url: string, label: string) =>
  `<a href="${escapeHtml(url)}" style="color:#005ea2;text-decoration:underline;">${escapeHtml(label)}</a>`;

/**
 * An outcome follow-up (docs/decisions/0100-outcome-follow-ups.md): per petition its question and each answer as
 * a link that opens the answer page with that answer chosen; "stuck" lists its reasons, each a link, and the help
 * that follows in the same message; the one-click stop link last.
 */
export function renderOutcomeMessage(c: OutcomeEmailContent): RenderedEmail {
  const lang = c.language;
  const signature = t(lang, 'common.signature');
  const list = (items: string[]) =>
    `<ul style="margin:0 0 16px 0;padding-left:24px;">${items.map((i) => `<li style="margin:0 0 12px 0;">${i}</li>`).join('')}</ul>`;
  const html = layout(lang, c.subject, [
    `<h1 style="font-size:26px;line-height:1.25;margin:0 0 16px 0;">${escapeHtml(c.subject)}</h1>`,
    p(c.intro),
    ...c.petitions.flatMap((pet) => [
      `<h2 style="font-size:20px;line-height:1.3;margin:24px 0 8px 0;">${escapeHtml(pet.label)}</h2>`,
      p(pet.question, 'font-weight:bold;'),
      list(
        pet.answers.map(
          (a) =>
            link(a.url, a.label) +
            (a.reasons
              ? `<ul style="margin:8px 0 0 0;padding-left:24px;">${a.reasons.map((r) => `<li style="margin:0 0 8px 0;">${link(r.url, r.label)}</li>`).join('')}</ul>`
              : ''),
        ),
      ),
    ]),
    `<h2 style="font-size:20px;line-height:1.3;margin:24px 0 8px 0;">${escapeHtml(c.help.heading)}</h2>`,
    p(c.help.text),
    `<p style="margin:0 0 16px 0;">${link(c.help.url, c.help.label)}</p>`,
    '<hr style="border:0;border-top:1px solid #dfe1e2;margin:24px 0;">',
    p(c.stop.line, 'font-size:16px;color:#3d4551;'),
    `<p style="margin:0 0 16px 0;font-size:16px;">${link(c.stop.url, c.stop.label)}</p>`,
    ...c.notes.map((n) => p(n, 'font-size:16px;color:#3d4551;')),
    p(signature, 'font-size:16px;color:#3d4551;'),
  ]);
  const text = [
    c.subject,
    '',
    c.intro,
    ...c.petitions.flatMap((pet) => [
      '',
      pet.label,
      pet.question,
      ...pet.answers.flatMap((a) => [
        `- ${a.label}: ${a.url}`,
        ...(a.reasons ?? []).map((r) => `  - ${r.label}: ${r.url}`),
      ]),
    ]),
    '',
    c.help.heading,
    c.help.text,
    `${c.help.label}: ${c.help.url}`,
    '',
    '--',
    `${c.stop.line} ${c.stop.url}`,
    ...c.notes,
    '',
    signature,
    '',
  ].join('\n');
  return { subject: c.subject, html, text };
}

/** The confirmation of a sign-up for outcome follow-ups: when the first comes, and the link that stops them. */
export function renderOutcomeConfirmation(c: {
  language: Language;
  subject: string;
  heading: string;
  intro: string;
  stop: { line: string; label: string; url: string };
}): RenderedEmail {
  const signature = t(c.language, 'common.signature');
  const html = layout(c.language, c.subject, [
    `<h1 style="font-size:26px;line-height:1.25;margin:0 0 16px 0;">${escapeHtml(c.heading)}</h1>`,
    p(c.intro),
    p(c.stop.line),
    button(c.stop.url, c.stop.label),
    `<p style="margin:0 0 24px 0;word-break:break-all;"><a href="${escapeHtml(c.stop.url)}" style="color:#005ea2;">${escapeHtml(c.stop.url)}</a></p>`,
    '<hr style="border:0;border-top:1px solid #dfe1e2;margin:24px 0;">',
    p(signature, 'font-size:16px;color:#3d4551;'),
  ]);
  const text = [
    c.heading,
    '',
    c.intro,
    '',
    c.stop.line,
    `${c.stop.label}: ${c.stop.url}`,
    '',
    '--',
    signature,
    '',
  ].join('\n');
  return { subject: c.subject, html, text };
}

/** To every admin when an account's sign-in locks (docs/decisions/0090-staff-sign-in-policy.md). */
export function renderAccountLocked(
  lang: Language,
  data: { account: string; minutes: number; stage: 'password' | 'second_factor' },
): RenderedEmail {
  return simpleEmail(
    lang,
    t(lang, 'accountLocked.subject', { minutes: data.minutes }),
    t(lang, 'accountLocked.heading', { account: data.account, minutes: data.minutes }),
    [t(lang, `accountLocked.${data.stage}`, { minutes: data.minutes }), t(lang, 'accountLocked.lift')],
  );
}

/** To a member a help request was assigned to: when it is due and a link to it; nothing about the person. */
export function renderHelpAssigned(lang: Language, data: { by: string; date: string; url: string }): RenderedEmail {
  const subject = t(lang, 'helpAssigned.subject');
  const intro = t(lang, 'helpAssigned.intro', { by: data.by, date: data.date });
  const label = t(lang, 'helpAssigned.open');
  const privacy = t(lang, 'helpAssigned.privacy');
  const signature = t(lang, 'common.signature');
  const html = layout(lang, subject, [
    `<h1 style="font-size:26px;line-height:1.25;margin:0 0 16px 0;">${escapeHtml(t(lang, 'helpAssigned.heading'))}</h1>`,
    p(intro),
    button(data.url, label),
    p(privacy, 'font-size:16px;color:#3d4551;'),
    p(signature, 'font-size:16px;color:#3d4551;'),
  ]);
  const text = [
    t(lang, 'helpAssigned.heading'),
    '',
    intro,
    '',
    `${label}: ${data.url}`,
    '',
    privacy,
    '',
    '--',
    signature,
    '',
  ].join('\n');
  return { subject, html, text };
}

/** To a member once a day while requests are overdue: theirs, and (admins) the unassigned ones, as links. */
export function renderOverdueDigest(
  lang: Language,
  data: { yours: { date: string; url: string }[]; unassigned: { date: string; url: string }[] },
): RenderedEmail {
  const count = data.yours.length + data.unassigned.length;
  const paragraphs: string[] = [];
  for (const [key, items] of [
    ['yours', data.yours],
    ['unassigned', data.unassigned],
  ] as const) {
    if (items.length === 0) continue;
    paragraphs.push(
      [
        t(lang, `overdueDigest.${key}`, { count: items.length }),
        ...items.map((i) => t(lang, 'overdueDigest.item', i)),
      ].join('\n'),
    );
  }
  paragraphs.push(t(lang, 'overdueDigest.change'));
  return simpleEmail(lang, t(lang, 'overdueDigest.subject', { count }), t(lang, 'overdueDigest.heading'), paragraphs);
}

/** To the assignee (or the admins) when the person adds to their request from the acknowledgement's link. */
export function renderHelpMessage(lang: Language, data: { date: string; url: string }): RenderedEmail {
  return simpleEmail(lang, t(lang, 'helpMessage.subject'), t(lang, 'helpMessage.heading'), [
    t(lang, 'helpMessage.intro', { date: data.date }),
    `${t(lang, 'helpMessage.open')}: ${data.url}`,
  ]);
}
