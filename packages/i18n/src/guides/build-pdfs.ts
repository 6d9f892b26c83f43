/**
 * Generates the two printable guides (records access; nondisclosure hearing without a lawyer) in English
 * and Spanish from the `guides` messages, the same text the site uses, into apps/web/public/pdfs/.
 * Run: npm run content:guides. The PDFs are committed so the server serves them without a build step.
 */
import { mkdirSync, createWriteStream } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { resources, translate } from '../index';
import { contentLink, GUIDE_FILES, type GuideId } from '../county/links';
import { contentValues } from '../county/values';
import { messageTree, type Tree } from './tree';
import type { Language } from '../types';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
export const PDF_DIR = path.join(ROOT, 'apps/web/public/pdfs');

const INK = '#1b1b1b';
const BLUE = '#005ea2';
const GREY = '#565c65';
const MARGIN = 60;

interface Segment {
  text: string;
  url?: string;
  bold?: boolean;
}

/** Splits a message into plain, bold and linked runs; external links get their address printed after them. */
export function segments(message: string, lang: Language): Segment[] {
  const out: Segment[] = [];
  const re = /<([a-z0-9]+)>(.*?)<\/\1>/g;
  let last = 0;
  for (const m of message.matchAll(re)) {
    if (m.index > last) out.push({ text: message.slice(last, m.index) });
    const [, tag = '', inner = ''] = m;
    if (tag === 'strong') out.push({ text: inner, bold: true });
    else {
      const link = contentLink(tag, lang);
      if (link?.external) {
        out.push({ text: inner, url: link.href });
        out.push({ text: ` (${link.href.replace(/^https?:\/\//, '').replace(/\/$/, '')})` });
      } else out.push({ text: inner });
    }
    last = m.index + m[0].length;
  }
  if (last < message.length) out.push({ text: message.slice(last) });
  // "link (address) (en inglés)" reads badly: fold a parenthesis that follows a link into the address one.
  for (let i = 1; i < out.length - 1; i++) {
    const addr = out[i];
    const next = out[i + 1];
    const m = next ? /^ \(([^()]*)\)/.exec(next.text) : null;
    if (addr && next && m && out[i - 1]?.url && addr.text.startsWith(' (')) {
      addr.text = ` (${m[1]}: ${addr.text.slice(2)}`;
      next.text = next.text.slice(m[0].length);
    }
  }
  return out.filter((s) => s.text !== '');
}

/** The guide as plain text (tags resolved, facts filled in): used by the tests and by content:check. */
export function guideText(id: GuideId, lang: Language): string {
  return guideBlocks(id, lang)
    .map((b) => b.segs.map((s) => s.text).join(''))
    .join('\n');
}

type Block = { kind: 'title' | 'subtitle' | 'intro' | 'heading' | 'p' | 'li'; segs: Segment[] };

function guideBlocks(id: GuideId, lang: Language): Block[] {
  const values = contentValues(lang);
  const t = (key: string) => translate(resources, lang, `guides:${key}`, values);
  const blocks: Block[] = [
    { kind: 'title', segs: [{ text: t(`${id}.title`) }] },
    { kind: 'subtitle', segs: [{ text: t(`${id}.subtitle`) }] },
    { kind: 'intro', segs: segments(t(`${id}.intro`), lang) },
  ];
  const sections = messageTree(resources.en.guides as unknown as Tree, `${id}.sections`);
  const addSection = (base: string, node: Tree) => {
    for (const key of Object.keys(node)) {
      if (key === 'heading') blocks.push({ kind: 'heading', segs: [{ text: t(`${base}.heading`) }] });
      else if (key === 'list') {
        for (const item of Object.keys(node.list as Tree))
          blocks.push({ kind: 'li', segs: segments(t(`${base}.list.${item}`), lang) });
      } else blocks.push({ kind: 'p', segs: segments(t(`${base}.${key}`), lang) });
    }
  };
  for (const [key, node] of Object.entries(sections)) addSection(`${id}.sections.${key}`, node as Tree);
  addSection('common.help', messageTree(resources.en.guides as unknown as Tree, 'common.help'));
  return blocks;
}

export function buildGuide(id: GuideId, lang: Language, file: string): Promise<void> {
  const values = contentValues(lang);
  const t = (key: string) => translate(resources, lang, `guides:${key}`, values);
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN + 20, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: lang === 'es' ? 'es-US' : 'en-US',
    displayTitle: true,
    info: {
      Title: t(`${id}.title`),
      Author: t('common.brand'),
      Subject: t(`${id}.subtitle`),
      CreationDate: new Date('2026-11-22T00:00:00Z'),
      ModDate: new Date('2026-11-22T00:00:00Z'),
    },
  });
  const done = new Promise<void>((resolve, reject) => {
    const out = createWriteStream(file);
    out.on('finish', () => resolve());
    out.on('error', reject);
    doc.pipe(out);
  });
  const width = doc.page.width - MARGIN * 2;

  const write = (segs: Segment[], font: string, size: number, color: string, opts: PDFKit.Mixins.TextOptions = {}) => {
    doc.fontSize(size).fillColor(color);
    segs.forEach((s, i) => {
      const last = i === segs.length - 1;
      doc.font(s.bold ? 'Helvetica-Bold' : font);
      doc.fillColor(s.url ? BLUE : color);
      doc.text(s.text, {
        ...opts,
        width: opts.indent ? width - 16 : width,
        continued: !last,
        link: s.url ?? null,
        underline: !!s.url,
        lineGap: 3,
      });
    });
  };

  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(BLUE)
    .text(t('common.brand').toUpperCase(), { characterSpacing: 0.8 });
  doc.moveDown(0.6);
  for (const block of guideBlocks(id, lang)) {
    switch (block.kind) {
      case 'title':
        write(block.segs, 'Helvetica-Bold', 24, INK);
        break;
      case 'subtitle':
        write(block.segs, 'Helvetica', 13, GREY);
        doc.moveDown(0.8);
        break;
      case 'intro':
        write(block.segs, 'Helvetica', 13, INK);
        doc.moveDown(0.6);
        break;
      case 'heading':
        if (doc.y > doc.page.height - MARGIN - 140) doc.addPage();
        doc.moveDown(0.6);
        write(block.segs, 'Helvetica-Bold', 15, BLUE);
        doc.moveDown(0.25);
        break;
      case 'p':
        write(block.segs, 'Helvetica', 12, INK);
        doc.moveDown(0.45);
        break;
      case 'li': {
        const y = doc.y;
        doc
          .font('Helvetica-Bold')
          .fontSize(12)
          .fillColor(INK)
          .text('•', MARGIN + 2, y, { lineBreak: false });
        doc.x = MARGIN + 16;
        doc.y = y;
        write(block.segs, 'Helvetica', 12, INK, { indent: 0 });
        doc.x = MARGIN;
        doc.moveDown(0.3);
        break;
      }
    }
  }

  // Footer on every page: the disclaimer and the page number.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.height - MARGIN + 2;
    const oldBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .moveTo(MARGIN, bottom - 8)
      .lineTo(doc.page.width - MARGIN, bottom - 8)
      .strokeColor('#dfe1e2')
      .lineWidth(1)
      .stroke();
    doc.font('Helvetica').fontSize(9).fillColor(GREY);
    doc.text(t('common.footer'), MARGIN, bottom, { width: width - 80, lineGap: 1 });
    doc.text(
      translate(resources, lang, 'guides:common.page', { n: i + 1, total: range.count }),
      MARGIN + width - 70,
      bottom,
      {
        width: 70,
        align: 'right',
      },
    );
    doc.page.margins.bottom = oldBottom;
  }
  doc.end();
  return done;
}

export async function buildAll(dir: string = PDF_DIR): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  for (const id of Object.keys(GUIDE_FILES) as GuideId[]) {
    for (const lang of ['en', 'es'] as const) {
      const file = path.join(dir, GUIDE_FILES[id][lang]);
      await buildGuide(id, lang, file);
      files.push(file);
    }
  }
  return files;
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const files = await buildAll();
  for (const f of files) console.log(`wrote ${path.relative(ROOT, f)}`);
}
