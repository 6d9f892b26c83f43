import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GUIDE_FILES, resources, translate, type GuideId } from '../src';
import { buildAll, PDF_DIR } from '../src/guides/build-pdfs';

const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const cases = (Object.keys(GUIDE_FILES) as GuideId[]).flatMap((id) =>
  (['en', 'es'] as const).map((lang) => [id, lang] as const),
);

describe('guide PDFs served at /pdfs/', () => {
  const tmp = mkdtempSync(path.join(tmpdir(), 'cyr-guides-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it.each(cases)('%s (%s) is committed and its text holds the title and the disclaimer', (id, lang) => {
    const file = path.join(PDF_DIR, GUIDE_FILES[id][lang]);
    expect(existsSync(file)).toBe(true);
    const text = squash(pdfText(file));
    expect(text).toContain(squash(translate(resources, lang, `guides:${id}.title`)));
    expect(text).toContain(lang === 'es' ? 'no asesoramiento legal' : 'not legal advice');
  });

  it('the committed PDFs match the current messages (run npm run content:guides after editing them)', async () => {
    await buildAll(tmp);
    for (const [id, lang] of cases) {
      const name = GUIDE_FILES[id][lang];
      expect(squash(pdfText(path.join(tmp, name))), name).toBe(squash(pdfText(path.join(PDF_DIR, name))));
    }
  });
});
