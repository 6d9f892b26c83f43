/**
 * The plain-words table (packages/i18n `OFFENSE_WORDS`, ADR 0074) against the classifier: every literal the
 * classifier identifies in the real weekly sample and in the synthetic county has plain words in English and
 * Spanish, and the table names no literal the classifier does not identify (an unknown literal is shown as the
 * clerk wrote it, never explained by a guess).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { classifyOffense, decodeCp1252, INCHOATE_PREFIXES, SYNTH_OFFENSE_LITERALS } from '@cyr/harris-data';
import { INCHOATE_WORDS, OFFENSE_WORDS, offenseInPlainWords, offenseKey } from '@cyr/i18n';
import { describe, expect, it } from 'vitest';

const SAMPLE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/harris-data/test-fixtures/weekly-historical-2024-sample.txt',
);

function sampleLiterals(): string[] {
  const lines = decodeCp1252(readFileSync(SAMPLE))
    .split('\r\n')
    .filter((l) => l !== '');
  const column = (lines[0] ?? '').split('\t').indexOf('curr_off_lit');
  return lines.slice(1).map((l) => (l.split('\t')[column] ?? '').trim());
}

const identified = (literal: string): boolean => !classifyOffense({ literal }).unidentified;

describe('offense literals in plain words (ADR 0074)', () => {
  const known = [...new Set([...sampleLiterals(), ...SYNTH_OFFENSE_LITERALS].filter(identified).map(offenseKey))];

  it('every literal the classifier identifies in the real sample and the synthetic county has words in both languages', () => {
    expect(known.length).toBeGreaterThan(100);
    const missing = known.filter((k) => !OFFENSE_WORDS[k]?.en || !OFFENSE_WORDS[k]?.es);
    expect(missing).toEqual([]);
  });

  it('the table explains only literals the classifier identifies, keyed as the clerk writes them', () => {
    const keys = Object.keys(OFFENSE_WORDS);
    expect(keys.filter((k) => !identified(k))).toEqual([]);
    expect(keys.filter((k) => offenseKey(k) !== k)).toEqual([]);
    for (const { en, es } of Object.values(OFFENSE_WORDS)) {
      expect(en.trim()).not.toBe('');
      expect(es.trim()).not.toBe('');
      expect(es).not.toBe(en);
    }
  });

  it('reads every identified literal as the synthetic county writes it: cut at 30 characters, or as an attempt', () => {
    // The synthetic extract writes each literal cut to the clerk's 30 characters, and attempts as `ATT <literal>`.
    const written = SYNTH_OFFENSE_LITERALS.flatMap((l) => [l.slice(0, 30), `ATT ${l}`.slice(0, 30)]).filter(identified);
    expect(written.length).toBeGreaterThan(100);
    expect(written.filter((l) => !offenseInPlainWords(l, 'en') || !offenseInPlainWords(l, 'es'))).toEqual([]);
    expect(offenseInPlainWords('CRIMINAL TRESPASS HABIT/SHELTE', 'en')).toBe(
      'Criminal trespass of a home, shelter, Superfund site or critical infrastructure',
    );
    expect(offenseInPlainWords('ATT THEFT-SHOPLIFTING', 'en')).toBe('Attempted theft (shoplifting)');
    expect(offenseInPlainWords('ATT POSS MARIJ <2OZ', 'es')).toBe(
      'Tentativa de posesión de marihuana, menos de 2 onzas',
    );
    // A short literal is never read as a longer one, and a cut literal that begins rows saying different things
    // is read as nothing.
    expect(offenseInPlainWords('CRIMINAL TRESPASS HAB', 'en')).toBeNull();
    expect(offenseInPlainWords('THEFT PROP>=$', 'en')).toBeNull();
  });

  it('knows the same attempt and conspiracy prefixes as the classifier', () => {
    expect(INCHOATE_WORDS.map(([prefix]) => prefix)).toEqual(INCHOATE_PREFIXES.map(([prefix]) => prefix));
  });

  it('reads the issue’s example, any spacing or case, and gives nothing for an unknown literal', () => {
    expect(offenseInPlainWords('POSS MARIJ <2OZ', 'en')).toBe('Possession of marijuana, under 2 ounces');
    expect(offenseInPlainWords(' poss  marij <2oz ', 'es')).toBe('Posesión de marihuana, menos de 2 onzas');
    for (const unknown of ['SHOOTING INVESTIGATION', 'MISC OFFENSE SEE FILE', 'DENTISTRY ACT VIOLATION', '', null])
      expect(offenseInPlainWords(unknown, 'en')).toBeNull();
  });
});
