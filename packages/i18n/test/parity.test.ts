import { describe, expect, it } from 'vitest';
import { en, es, flattenMessages, NAMESPACES, translate, resources } from '../src';

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('English and Spanish messages', () => {
  it.each(NAMESPACES)('namespace %s has the same keys and placeholders in both languages', (ns) => {
    const e = flattenMessages(en[ns]);
    const s = flattenMessages(es[ns]);
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
