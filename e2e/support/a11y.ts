import type { Page } from 'playwright-core';

/**
 * Common English UI words that must not appear (as whole words) on a Spanish page. None of them is also a
 * Spanish word.
 */
export const ENGLISH_WORDS = [
  'the',
  'and',
  'your',
  'you',
  'with',
  'click',
  'case',
  'cases',
  'court',
  'next',
  'back',
  'menu',
  'help',
  'home',
  'close',
  'continue',
  'submit',
  'loading',
  'please',
  'here',
  'this',
  'what',
  'how',
  'for',
  'of',
  'to',
  'is',
  'are',
  'learn',
  'more',
  'steps',
  'survey',
];

/**
 * English names the Spanish pages keep on purpose (glossary §3 rule 2: names of English pages, organisations
 * and form fields the reader must recognise, each explained in Spanish next to it).
 */
export const KEPT_ENGLISH = [
  'Clear Your Record, Harris County',
  'The Beacon',
  'How to Ask for a Nondisclosure Order',
  'Comments to the Court',
  'NOTICE: THIS DOCUMENT CONTAINS SENSITIVE DATA',
  'TexasLawHelp',
  'eFileTexas',
  'Harris County District Clerk',
];

/**
 * The visible text of the page that should be Spanish: without elements marked `lang="en"` (the language
 * toggle reads "English"), without English names the glossary keeps in parentheses ("(order of
 * nondisclosure)", "(Harris County District Clerk)"), and without web and email addresses.
 */
export async function spanishText(page: Page, root = 'body'): Promise<string> {
  const text = await page.evaluate((rootSelector) => {
    const hidden: HTMLElement[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body [lang]')) {
      if (el.lang.toLowerCase().startsWith('en') && el.style.display !== 'none') {
        el.style.display = 'none';
        hidden.push(el);
      }
    }
    const t = document.querySelector<HTMLElement>(rootSelector)?.innerText ?? '';
    for (const el of hidden) el.style.display = '';
    return t;
  }, root);
  let out = text;
  for (const name of KEPT_ENGLISH) out = out.split(name).join(' ');
  // Parenthesised English names (nested parentheses are rare; strip the innermost first, twice).
  for (let i = 0; i < 2; i++) out = out.replace(/\([^()]*\)/g, ' ');
  return out.replace(/\S*(?:https?:\/\/|www\.|@|\.(?:gov|org|com|net)\b)\S*/gi, ' ');
}

/** The English words left over on a Spanish page, each with a little context. */
export async function leftoverEnglish(page: Page, root = 'body'): Promise<string[]> {
  const text = await spanishText(page, root);
  const found: string[] = [];
  for (const word of ENGLISH_WORDS) {
    const re = new RegExp(`(?<![\\p{L}\\p{N}_-])${word}(?![\\p{L}\\p{N}_-])`, 'giu');
    for (const m of text.matchAll(re)) {
      const i = m.index ?? 0;
      found.push(`"${m[0]}" in "…${text.slice(Math.max(0, i - 40), i + 40).replace(/\s+/g, ' ')}…"`);
    }
  }
  return found;
}

/** Describes the focused element (tag, id, data-track) for readable assertions. */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const track = el.getAttribute('data-track');
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${track ? `[data-track=${track}]` : ''}`;
  });
}

/** Whether the focused element is inside the open dialog (modal or side menu). */
export function focusInDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => document.activeElement?.closest('dialog[open]') != null);
}
