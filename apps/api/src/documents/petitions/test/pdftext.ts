import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Text of a PDF as poppler's pdftotext reads it, one string per page. */
export function pdfPages(pdf: Buffer): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'petition-test-'));
  try {
    const file = path.join(dir, 'out.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    const pages = text.split('\f');
    if (pages.at(-1)?.trim() === '') pages.pop();
    return pages;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Whitespace collapsed to single spaces, so wrapped lines read as one sentence. */
export const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

export interface WordBox {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}
export interface PageBoxes {
  width: number;
  height: number;
  words: WordBox[];
}

/** Every word's bounding box, per page (`pdftotext -bbox`), for layout checks. */
export function pdfWordBoxes(pdf: Buffer): PageBoxes[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'petition-bbox-'));
  try {
    const file = path.join(dir, 'out.pdf');
    writeFileSync(file, pdf);
    const html = execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const pages: PageBoxes[] = [];
    for (const page of html.split('<page ').slice(1)) {
      const size = /width="([\d.]+)" height="([\d.]+)"/.exec(page);
      const words: WordBox[] = [];
      for (const m of page.matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
      )) {
        words.push({
          xMin: Number(m[1]),
          yMin: Number(m[2]),
          xMax: Number(m[3]),
          yMax: Number(m[4]),
          text: m[5] ?? '',
        });
      }
      pages.push({ width: Number(size?.[1] ?? 0), height: Number(size?.[2] ?? 0), words });
    }
    return pages;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
