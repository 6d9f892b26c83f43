import { describe, expect, it } from 'vitest';
import { en, es, flattenMessages, NAMESPACES, translate, resources } from '../src';
import { staffMessages } from '../src/staff';

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Every namespace, the staff console's (`@cyr/i18n/staff`, outside the index) included. */
type Tree = Parameters<typeof flattenMessages>[0];
const ALL: [string, Tree, Tree][] = [
  ...NAMESPACES.map((ns): [string, Tree, Tree] => [ns, en[ns], es[ns]]),
  ['staff', staffMessages.en, staffMessages.es],
];

describe('English and Spanish messages', () => {
  it.each(ALL)('namespace %s has the same keys and placeholders in both languages', (ns, enMessages, esMessages) => {
    const e = flattenMessages(enMessages);
    const s = flattenMessages(esMessages);
    expect(Object.keys(s).sort()).toEqual(Object.keys(e).sort());
    for (const key of Object.keys(e)) {
      expect(placeholders(s[key] ?? ''), `${ns}:${key}`).toEqual(placeholders(e[key] ?? ''));
      expect((s[key] ?? '').trim(), `${ns}:${key} is empty in Spanish`).not.toBe('');
    }
  });

  it('translate interpolates and fails loudly on a missing key', () => {
    expect(() => translate(resources, 'es', 'common:__no_such_key__')).toThrow(/Missing translation/);
  });
});
