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
