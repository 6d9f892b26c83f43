import type { ReactElement, ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Language } from '@cyr/i18n';
// Subpath imports: the package index would bring every message of both languages onto the landing page.
import { activeI18n } from '../../lib/i18n';
import { contentLink, contentValues } from '../../lib/county';

/**
 * Content rendering shared by the content pages (home, info, faq, steps, know-your-rights, email pages).
 * Messages are whole sentences; links inside them are named tags (`<dps>DPS search</dps>`) that
 * resolve through the link registry of @cyr/i18n, so a sentence is never split around a link.
 * County facts ({{fee}}, {{address}}, …) come from the county profile.
 */

function useLang(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'es' ? 'es' : 'en';
}

/** The tag names used in a message (except the basic HTML ones). */
export function linkTags(message: string): string[] {
  return [...new Set([...message.matchAll(/<([a-z0-9]+)>/g)].map((m) => m[1] ?? ''))].filter(
    (t) => t && t !== 'strong',
  );
}

/** A link to another site: opens in a new tab and says so to screen readers. */
function ExternalLink({
  href,
  tag,
  newTab,
  children,
}: {
  href: string;
  tag: string;
  newTab: string;
  children?: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" data-track={`out_${tag}`}>
      {children}
      <span className="visually-hidden"> ({newTab})</span>
    </a>
  );
}

/** A guide PDF served by this site. */
function FileLink({ href, tag, children }: { href: string; tag: string; children?: ReactNode }) {
  return (
    <a href={href} data-track={`pdf_${tag}`}>
      {children}
    </a>
  );
}

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  return '';
}

/** A phone number people can tap to call. */
function PhoneLink({ children }: { children?: ReactNode }) {
  const digits = textOf(children).replace(/\D/g, '');
  const href = digits.length === 10 ? `tel:+1${digits}` : `tel:+${digits}`;
  return (
    <a href={href} className="content-phone" data-track="phone_call">
      {children}
    </a>
  );
}

function anchorFor(tag: string, lang: Language, newTab: string): ReactElement {
  if (tag === 'tel') return <PhoneLink />;
  const link = contentLink(tag, lang);
  if (!link) return <span />;
  if (link.external) return <ExternalLink href={link.href} tag={tag} newTab={newTab} />;
  if (link.href.startsWith('/pdfs/')) return <FileLink href={link.href} tag={tag} />;
  return <Link to={link.href} />;
}

export function useContentValues(): Record<string, string> {
  return contentValues(useLang());
}

/** One message with its links and county facts. `as` is the wrapping element. */
export function Rich({
  k,
  values,
  as: Tag = 'p',
  className,
}: {
  k: string;
  values?: Record<string, string>;
  as?: 'p' | 'li' | 'span' | 'div' | 'dd';
  className?: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const all = { ...contentValues(lang), ...values };
  const raw = t(k);
  const components: Record<string, ReactElement> = { strong: <strong /> };
  const newTab = lang === 'es' ? 'se abre en una pestaña nueva' : 'opens in a new tab';
  for (const tag of linkTags(raw)) components[tag] = anchorFor(tag, lang, newTab);
  return (
    <Tag className={className}>
      <Trans i18nKey={k} values={all} components={components} shouldUnescape />
    </Tag>
  );
}

type Tree = { readonly [key: string]: string | Tree };

/**
 * The keys of the message object at `ns:path`, in the order the English file writes them (from the loaded
 * messages: importing the English files here would put every message on the landing page).
 */
export function messageKeys(ns: string, path: string): string[] {
  const i18n = activeI18n();
  const lng = i18n?.hasResourceBundle('en', ns) ? 'en' : i18n?.language;
  let node: string | Tree | undefined = lng ? (i18n?.getResourceBundle(lng, ns) as Tree | undefined) : undefined;
  for (const part of path.split('.')) {
    if (!node || typeof node === 'string') return [];
    node = node[part];
  }
  return node && typeof node !== 'string' ? Object.keys(node) : [];
}

/**
 * A block of content: `heading` (h2 or h3), paragraphs `p1`, `p2`, … and a bullet `list`, in the order
 * the English file writes them.
 */
export function Prose({
  ns,
  path,
  headingLevel = 2,
  id,
}: {
  ns: string;
  path: string;
  headingLevel?: 2 | 3;
  id?: string;
}) {
  const { t } = useTranslation();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="prose" id={id}>
      {messageKeys(ns, path).map((key) => {
        const k = `${ns}:${path}.${key}`;
        if (key === 'heading') return <H key={key}>{t(k)}</H>;
        if (key === 'list')
          return (
            <ul key={key} className="prose__list">
              {messageKeys(ns, `${path}.list`).map((item) => (
                <Rich key={item} k={`${k}.${item}`} as="li" />
              ))}
            </ul>
          );
        if (/^p\d+$/.test(key)) return <Rich key={key} k={k} />;
        return null;
      })}
    </section>
  );
}
