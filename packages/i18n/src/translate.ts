import type { Language } from './types';

type Tree = { readonly [key: string]: string | Tree };

/** Flattens a message tree into `a.b.c` keys. */
export function flattenMessages(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flattenMessages(value, path));
  }
  return out;
}

const cache = new Map<Tree, Record<string, string>>();

/**
 * Server-side translation (emails, PDFs, API error messages): `translate(resources, 'es', 'email:subject', {name})`.
 * Throws on a missing key so that a missing translation is a test failure, never a silent English fallback.
 */
export function translate(
  resources: Record<Language, Record<string, Tree>>,
  lang: Language,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
  const tree = resources[lang][ns];
  if (!tree) throw new Error(`Missing namespace ${ns} for language ${lang}`);
  let flat = cache.get(tree);
  if (!flat) {
    flat = flattenMessages(tree);
    cache.set(tree, flat);
  }
  const template = flat[path];
  if (template === undefined) throw new Error(`Missing translation ${key} for language ${lang}`);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => {
    const value = params[name];
    return value === undefined ? `{{${name}}}` : String(value);
  });
}
