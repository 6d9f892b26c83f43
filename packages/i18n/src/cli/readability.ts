/**
 * Flesch-Kincaid grade level of plain English text:
 *   0.39 × (words / sentences) + 11.8 × (syllables / words) − 15.59
 * Syllables are counted with the usual vowel-group heuristic (good to about ±0.5 grade on prose).
 */

export interface Readability {
  words: number;
  sentences: number;
  syllables: number;
  grade: number;
}

export function countSyllables(word: string): number {
  let w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length === 0) return 0;
  if (w.length <= 3) return 1;
  w = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, (m) => m.slice(0, 1));
  w = w.replace(/^y/, '');
  const groups = w.match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups ? groups.length : 1);
}

/** Words: tokens with at least one letter (numbers, section numbers and symbols are not words). */
export function words(text: string): string[] {
  return text.split(/[\s/–—-]+/).filter((t) => /[a-zA-Z]/.test(t));
}

/** Sentences: split at . ! ? followed by a space or the end; a text with no end mark is one sentence. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])["')\]]*\s+/)
    .map((s) => s.trim())
    .filter((s) => words(s).length > 0);
}

export function readability(texts: string[]): Readability {
  let w = 0;
  let s = 0;
  let syl = 0;
  for (const text of texts) {
    for (const sentence of sentences(text)) {
      const ws = words(sentence);
      s += 1;
      w += ws.length;
      syl += ws.reduce((n, word) => n + countSyllables(word), 0);
    }
  }
  const grade = w === 0 || s === 0 ? 0 : 0.39 * (w / s) + 11.8 * (syl / w) - 15.59;
  return { words: w, sentences: s, syllables: syl, grade: Math.round(grade * 10) / 10 };
}

/** A message as a reader sees it: link tags removed, placeholders filled, web addresses dropped. */
export function plainText(message: string, values: Record<string, string>): string {
  return message
    .replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => values[name] ?? 'it')
    .replace(/<\/?[a-z0-9]+>/g, '')
    .replace(/\bhttps?:\/\/\S+/g, '')
    .replace(/\b[\w-]+\.(?:org|gov|com|net)\b\S*/g, 'the site');
}
