import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/**
 * The fonts every PDF of the site embeds (docs/decisions/0118-pdf-fonts-and-other-scripts.md): Noto Serif and Noto
 * Sans (SIL Open Font License), from their npm packages. They draw Latin with every accent (Spanish, French,
 * Vietnamese), Greek and Cyrillic, so a name a person typed prints as typed. PDFKit embeds only the glyphs a
 * document uses. A character neither font can draw (Chinese, Arabic, Hebrew, emoji: see the decision) prints as `?`,
 * never as the mojibake a standard PDF font makes of it.
 */
const require = createRequire(import.meta.url);

const FILES = {
  serif: '@expo-google-fonts/noto-serif/400Regular/NotoSerif_400Regular.ttf',
  serifBold: '@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf',
  serifItalic: '@expo-google-fonts/noto-serif/400Regular_Italic/NotoSerif_400Regular_Italic.ttf',
  sans: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  sansBold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  sansItalic: '@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf',
} as const;

/** An embedded font, by the name it is registered under in each document. */
export type EmbeddedFont = keyof typeof FILES;
export const EMBEDDED_FONTS = Object.keys(FILES) as EmbeddedFont[];

interface Loaded {
  /**
   * The parsed font, shared by every document of the process: PDFKit takes it as it is (pdfkit 0.20
   * `PDFFontFactory.open`), so its tables (the shaping ones are large) are read once, not for each PDF.
   */
  font: fontkit.Font;
}

const loaded = new Map<EmbeddedFont, Loaded>();

/** The layout features asked for (PDFKit passes a list, or none), with `ccmp` off. */
function withoutCcmp(features: string[] | Record<string, boolean> | undefined): Record<string, boolean> {
  const asked = Array.isArray(features) ? Object.fromEntries(features.map((f) => [f, true])) : { ...features };
  return { ...asked, ccmp: false };
}

/** Reads a font once per process (each PDF worker thread reads its own). */
function load(name: EmbeddedFont): Loaded {
  let font = loaded.get(name);
  if (!font) {
    const parsed = fontkit.create(readFileSync(require.resolve(FILES[name])));
    if (!('characterSet' in parsed)) throw new Error(`${FILES[name]} is a font collection, not one font`);
    // PDFKit records once per document which text a glyph stands for, at its first use. Noto's `ccmp` feature
    // draws "ị" as the glyph of "i" and a dot: after an "i", pdftotext (and a copy, a search, a screen reader)
    // read "Thị" as "Thi". With `ccmp` off, the font's own glyph for "ị" is used (text is composed first).
    const layout = parsed.layout.bind(parsed);
    parsed.layout = (text, features, ...rest) => layout(text, withoutCcmp(features), ...rest);
    font = { font: parsed };
    loaded.set(name, font);
  }
  return font;
}

/** Registers every embedded font in a document under its name (`doc.font('sans')`); types/pdfkit-fontkit.d.ts. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const name of EMBEDDED_FONTS) doc.registerFont(name, load(name).font);
}

/** Signs the Noto text fonts lack, written the way a person would type them. */
const SIGNS: readonly [RegExp, string][] = [
  [/≥/g, '>='],
  [/≤/g, '<='],
  [/→/g, '->'],
  [/\u00a0/g, ' '],
];

/**
 * `text` as `font` can print it: composed (a Vietnamese name typed as letters and accents becomes its letters),
 * the few signs the font lacks spelled out, and every other character the font has no glyph for (a Chinese or
 * Arabic name, an emoji) as `?`. Line breaks and tabs are kept for the layout.
 */
export function printable(text: string, font: EmbeddedFont = 'sans'): string {
  const { font: drawn } = load(font);
  let out = text.normalize('NFC');
  for (const [sign, spelled] of SIGNS) out = out.replace(sign, spelled);
  let result = '';
  for (const ch of out) {
    const cp = ch.codePointAt(0) ?? 0;
    result += cp === 0x09 || cp === 0x0a || cp === 0x0d || drawn.hasGlyphForCodePoint(cp) ? ch : '?';
  }
  return result;
}
