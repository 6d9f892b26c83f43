/** Every reason code has a citation and plain-language text in English and Spanish with the same placeholders. */
import { describe, expect, it } from 'vitest';
import { resources } from '@cyr/i18n';
import { REASONS, REASON_CODES } from '../src/reasons';

const placeholders = (s: string): string[] => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
const en = resources.en.reasons as Record<string, string>;
const es = resources.es.reasons as Record<string, string>;

describe('reason catalogue', () => {
  it.each(REASON_CODES)('%s has a citation and text in both languages', (code) => {
    expect(REASONS[code].citation.length).toBeGreaterThan(5);
    expect(en[code], `English text for ${code}`).toBeTruthy();
    expect(es[code], `Spanish text for ${code}`).toBeTruthy();
    expect(placeholders(es[code] ?? '')).toEqual(placeholders(en[code] ?? ''));
  });
  it('has no translations for codes the engine does not know', () => {
    expect(Object.keys(en).sort()).toEqual([...REASON_CODES].sort());
    expect(Object.keys(es).sort()).toEqual([...REASON_CODES].sort());
  });
});
