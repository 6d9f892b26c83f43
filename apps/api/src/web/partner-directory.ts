import { resources, translate, type Language } from '@cyr/i18n';
import { PARTNER_SERVICES, type PartnerService, type PublicPartner } from '@cyr/schemas';
import { escapeHtml } from '../mail/templates';

/**
 * The public partner directory's list and its filter form, as HTML: the one rendering of the directory, served
 * inside the prerendered `/partners` page so it reads without JavaScript (web/pages.ts fills the page's slot),
 * and answered as JSON to the app when it opens the page itself (`GET /api/partners/directory`).
 * docs/decisions/0105-partner-directory-and-role.md. Every value is escaped; the filter form is a plain GET.
 */

export interface DirectoryFilter {
  need: PartnerService | null;
  /** `es`: only partners that list Spanish or whose languages are not known. */
  speaks: Language | null;
}

/** The filter of a request's query: unknown values are ignored (the whole directory). */
export function directoryFilterOf(query: unknown): DirectoryFilter {
  const q = (query ?? {}) as Record<string, unknown>;
  const need = PARTNER_SERVICES.find((s) => s === q.need) ?? null;
  const speaks = q.speaks === 'es' || q.speaks === 'en' ? q.speaks : null;
  return { need, speaks };
}

const t = (lang: Language, key: string, params?: Record<string, string | number>) =>
  translate(resources, lang, `partners:${key}`, params);

const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '').slice(-10)}`;

/** A message with one `<tel>…</tel>` tag, escaped, with the tag made a phone link. */
function withTelLink(message: string, phone: string): string {
  return escapeHtml(message).replace(
    /&lt;tel&gt;([\s\S]*?)&lt;\/tel&gt;/,
    (_m, inner: string) => `<a href="${escapeHtml(telHref(phone))}">${inner}</a>`,
  );
}

function fact(label: string, valueHtml: string): string {
  return `<div class="partner-card__fact"><dt>${escapeHtml(label)}</dt><dd>${valueHtml}</dd></div>`;
}

function card(p: PublicPartner, lang: Language): string {
  const name = p.name[lang];
  const facts: string[] = [
    fact(t(lang, 'fields.services'), escapeHtml(p.services.map((s) => t(lang, `services.${s}`)).join(', '))),
  ];
  const text = (label: string, v: { en: string; es: string }) => {
    if (v[lang]) facts.push(fact(t(lang, label), escapeHtml(v[lang])));
  };
  text('fields.cost', p.cost);
  text('fields.incomeLimits', p.incomeLimits);
  const langs = p.languages.map((l) => t(lang, `languageNames.${l}`)).join(', ');
  const note = p.languagesNote[lang];
  facts.push(
    fact(
      t(lang, 'fields.languages'),
      escapeHtml([langs ? `${langs}.` : t(lang, 'languagesUnknown'), note].filter(Boolean).join(' ')),
    ),
  );
  text('fields.areas', p.areas);
  text('fields.hours', p.hours);
  text('fields.address', p.address);
  const contact: string[] = [];
  if (p.phone) contact.push(withTelLink(t(lang, 'call', { phone: p.phone }), p.phone));
  if (p.email)
    contact.push(`<a href="mailto:${escapeHtml(p.email)}">${escapeHtml(t(lang, 'emailTo', { email: p.email }))}</a>`);
  if (p.website)
    contact.push(
      `<a href="${escapeHtml(p.website)}" target="_blank" rel="noopener noreferrer">${escapeHtml(t(lang, 'websiteOf', { name }))}<span class="visually-hidden"> ${escapeHtml(translate(resources, lang, 'common:newWindow'))}</span></a>`,
    );
  return [
    '<li class="partner-card">',
    `<h2 class="partner-card__name">${escapeHtml(name)}</h2>`,
    `<p>${escapeHtml(p.description[lang])}</p>`,
    `<dl class="partner-card__facts">${facts.join('')}</dl>`,
    contact.length ? `<p class="partner-card__contact">${contact.join(' · ')}</p>` : '',
    '</li>',
  ].join('');
}

function option(value: string, label: string, selected: boolean): string {
  return `<option value="${escapeHtml(value)}"${selected ? ' selected' : ''}>${escapeHtml(label)}</option>`;
}

/** The filter form and the partners that fit it, in a language. */
export function renderPartnerDirectory(partners: PublicPartner[], lang: Language, filter: DirectoryFilter): string {
  const form = [
    `<form class="partner-filters" method="get" action="/partners" aria-label="${escapeHtml(t(lang, 'directory.filters'))}">`,
    lang === 'es' ? '<input type="hidden" name="lang" value="es">' : '',
    '<div class="field">',
    `<label class="field__label" for="partner-need">${escapeHtml(t(lang, 'directory.need'))}</label>`,
    '<select class="select" id="partner-need" name="need">',
    option('', t(lang, 'directory.needAll'), filter.need === null),
    ...PARTNER_SERVICES.map((s) => option(s, t(lang, `services.${s}`), filter.need === s)),
    '</select></div>',
    '<div class="field">',
    `<label class="field__label" for="partner-speaks">${escapeHtml(t(lang, 'directory.speaks'))}</label>`,
    '<select class="select" id="partner-speaks" name="speaks">',
    option('', t(lang, 'directory.speaksAll'), filter.speaks === null),
    option('es', t(lang, 'directory.speaksEs'), filter.speaks === 'es'),
    '</select></div>',
    `<button type="submit" class="btn btn--secondary">${escapeHtml(t(lang, 'directory.show'))}</button>`,
    '</form>',
  ].join('');
  const count = `<p class="partner-count">${escapeHtml(t(lang, partners.length === 1 ? 'directory.count_one' : 'directory.count_other', { count: partners.length }))}</p>`;
  const list =
    partners.length > 0
      ? `<ul class="partner-list">${partners.map((p) => card(p, lang)).join('')}</ul>`
      : `<p>${escapeHtml(t(lang, 'directory.none'))}</p>`;
  return `${form}${count}${list}<p class="hint">${escapeHtml(t(lang, 'notOurs'))}</p>`;
}
