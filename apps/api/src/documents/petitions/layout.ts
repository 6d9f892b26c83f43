/**
 * A small layout layer over pdfkit for court papers: US Letter, one-inch margins, 12 pt Noto Serif for court
 * documents and 11 pt Noto Sans for instruction sheets (embedded, so names print with every accent: ../fonts.ts),
 * checkboxes in Courier ("[X]" / "[ ]", so text extraction reads them), and "Page n of m" per document in the
 * footer.
 */
import PDFDocument from 'pdfkit';
import { printable, registerFonts, type EmbeddedFont } from '../fonts';
import { pdfSafe } from './format';

export const MARGIN = 72;
const FOOTER_SIZE = 9;

export type FontKind = 'serif' | 'serifBold' | 'serifItalic' | 'sans' | 'sansBold' | 'mono';
/** Each kind's font: an embedded one (registered under its name), or Courier for the ASCII checkboxes. */
const FONTS: Record<FontKind, EmbeddedFont | 'Courier-Bold'> = {
  serif: 'serif',
  serifBold: 'serifBold',
  serifItalic: 'serifItalic',
  sans: 'sans',
  sansBold: 'sansBold',
  mono: 'Courier-Bold',
};

/** `text` as the font of `kind` can print it (Courier, a standard PDF font, only encodes WinAnsi). */
function fit(text: string, kind: FontKind): string {
  const font = FONTS[kind];
  return font === 'Courier-Bold' ? pdfSafe(text) : printable(text, font);
}

interface DocPart {
  start: number;
  footer: (page: number, total: number) => string;
  footerFont: FontKind;
}

export interface TextOptions {
  font?: FontKind;
  size?: number;
  /** Extra left indent in points. */
  indent?: number;
  align?: 'left' | 'center' | 'right' | 'justify';
  /** Space after, in points. */
  after?: number;
}

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly parts: DocPart[] = [];
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  private base: { font: FontKind; size: number } = { font: 'serif', size: 12 };

  constructor(title: string, printedOn: string) {
    this.doc = new PDFDocument({
      size: 'LETTER',
      margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
      bufferPages: true,
      autoFirstPage: false,
      // Metadata carries nothing personal; the creation date is the print date, so output is reproducible.
      info: {
        Title: title,
        Creator: 'Clear Your Record, Harris County',
        Producer: 'pdfkit',
        CreationDate: new Date(`${printedOn}T12:00:00Z`),
      },
    });
    registerFonts(this.doc);
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  get width(): number {
    return this.doc.page.width - 2 * MARGIN;
  }
  private get bottom(): number {
    return this.doc.page.height - MARGIN;
  }

  /** Starts a document on a new page; its pages are numbered "n of m" on their own. */
  beginDocument(
    footer: (page: number, total: number) => string,
    base: { font: FontKind; size: number },
    footerFont: FontKind = base.font === 'sans' ? 'sans' : 'serif',
  ): void {
    this.doc.addPage();
    this.base = base;
    this.parts.push({
      start: this.doc.bufferedPageRange().start + this.doc.bufferedPageRange().count - 1,
      footer,
      footerFont,
    });
    this.use(base.font, base.size);
  }

  use(font: FontKind, size: number): this {
    this.doc.font(FONTS[font]).fontSize(size);
    return this;
  }

  heightOf(text: string, width: number, font: FontKind, size: number): number {
    this.use(font, size);
    return this.doc.heightOfString(fit(text, font), { width });
  }

  /** Moves to a new page unless `height` points still fit. */
  ensure(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  space(points: number): void {
    if (this.doc.y + points > this.bottom) this.doc.addPage();
    else this.doc.y += points;
  }

  text(text: string, opts: TextOptions = {}): void {
    const font = opts.font ?? this.base.font;
    const size = opts.size ?? this.base.size;
    const indent = opts.indent ?? 0;
    const width = this.width - indent;
    const safe = fit(text, font);
    const h = this.heightOf(safe, width, font, size);
    // Keep short blocks together; long ones flow across pages.
    if (h < 200) this.ensure(h);
    this.use(font, size);
    this.doc.text(safe, MARGIN + indent, this.doc.y, { width, align: opts.align ?? 'left' });
    this.doc.x = MARGIN;
    if (opts.after) this.space(opts.after);
  }

  /** A heading kept on the same page as the first `keep` points of what follows (default: three lines). */
  heading(text: string, opts: TextOptions & { keep?: number } = {}): void {
    const font = opts.font ?? (this.base.font === 'sans' ? 'sansBold' : 'serifBold');
    const size = opts.size ?? this.base.size;
    // Never leave a heading alone at the bottom of a page.
    this.ensure(this.heightOf(text, this.width, font, size) + (opts.keep ?? 4 * size));
    this.text(text, { ...opts, font, size, after: opts.after ?? 4 });
  }

  /** "1." hanging before a paragraph. */
  numbered(label: string, text: string, opts: TextOptions = {}): void {
    const font = opts.font ?? this.base.font;
    const size = opts.size ?? this.base.size;
    const hang = 24;
    const width = this.width - hang;
    const h = this.heightOf(text, width, font, size);
    if (h < 200) this.ensure(h);
    const y = this.doc.y;
    this.use(font, size);
    this.doc.text(label, MARGIN, y, { width: hang, lineBreak: false });
    this.doc.text(fit(text, font), MARGIN + hang, y, { width });
    this.doc.x = MARGIN;
    this.space(opts.after ?? 6);
  }

  /** A checkbox line: "[X]" or "[ ]", the statement, and (optionally) its source in italics under it. */
  checkbox(checked: boolean, text: string, opts: TextOptions & { source?: string; note?: string } = {}): void {
    const font = opts.font ?? this.base.font;
    const size = opts.size ?? this.base.size;
    const indent = opts.indent ?? 0;
    const hang = 30;
    const width = this.width - indent - hang;
    const sourceText = opts.source ? `Source: ${opts.source}` : null;
    const italic: FontKind = font === 'sans' ? 'sans' : 'serifItalic';
    const h =
      this.heightOf(text, width, font, size) +
      (sourceText ? this.heightOf(sourceText, width, italic, size - 2) : 0) +
      (opts.note ? this.heightOf(opts.note, width, italic, size - 2) : 0);
    this.ensure(h);
    const y = this.doc.y;
    this.use('mono', size);
    this.doc.text(checked ? '[X]' : '[ ]', MARGIN + indent, y, { width: hang, lineBreak: false });
    this.use(font, size);
    this.doc.text(fit(text, font), MARGIN + indent + hang, y, { width });
    if (opts.note) {
      this.use(italic, size - 2);
      this.doc.text(fit(opts.note, italic), MARGIN + indent + hang, this.doc.y, { width });
    }
    if (sourceText) {
      this.use(italic, size - 2);
      this.doc.text(fit(sourceText, italic), MARGIN + indent + hang, this.doc.y, { width });
    }
    this.doc.x = MARGIN;
    this.space(opts.after ?? 6);
  }

  /** Short unchecked-or-checked items in columns (a form's list of options). */
  checkboxColumns(items: { checked: boolean; text: string }[], columns: number, opts: TextOptions = {}): void {
    const size = opts.size ?? this.base.size;
    const font = opts.font ?? this.base.font;
    const indent = opts.indent ?? 0;
    const colW = (this.width - indent) / columns;
    const hang = 26;
    const rows = Math.ceil(items.length / columns);
    for (let r = 0; r < rows; r++) {
      const row = items.slice(r * columns, r * columns + columns);
      const h = Math.max(...row.map((it) => this.heightOf(it.text, colW - hang - 6, font, size)));
      this.ensure(h);
      const y = this.doc.y;
      row.forEach((it, k) => {
        const x = MARGIN + indent + k * colW;
        this.use('mono', size);
        this.doc.text(it.checked ? '[X]' : '[ ]', x, y, { width: hang, lineBreak: false });
        this.use(font, size);
        this.doc.text(fit(it.text, font), x + hang, y, { width: colW - hang - 6 });
      });
      this.doc.y = y + h + 1;
    }
    this.doc.x = MARGIN;
    this.space(opts.after ?? 4);
  }

  /** "Label: value" with a blank line to write on when the value is missing. */
  field(label: string, value: string | null, opts: TextOptions = {}): void {
    this.text(`${label}: ${value ?? '________________________________ (You fill in)'}`, { after: 4, ...opts });
  }

  /** A signature line with a caption under it. */
  signatureLine(caption: string, opts: { width?: number; x?: number } = {}): void {
    const w = opts.width ?? 260;
    const x = opts.x ?? MARGIN;
    this.ensure(48);
    this.doc.y += 22;
    this.doc
      .moveTo(x, this.doc.y)
      .lineTo(x + w, this.doc.y)
      .lineWidth(0.8)
      .stroke();
    this.doc.y += 3;
    this.use(this.base.font, this.base.size - 1);
    this.doc.text(fit(caption, this.base.font), x, this.doc.y, { width: w });
    this.use(this.base.font, this.base.size);
    this.doc.x = MARGIN;
  }

  /**
   * Texas caption: three columns (parties, "§" separators, court) row by row, so that wrapped lines never
   * overlap and the "§" column runs the full height.
   */
  caption(left: string[], right: string[]): void {
    const size = this.base.size;
    const font = this.base.font;
    const leftW = 200;
    const sectX = MARGIN + leftW + 14;
    const rightX = sectX + 26;
    const rightW = MARGIN + this.width - rightX;
    const rows = Math.max(left.length, right.length);
    this.use(font, size);
    const lineH = this.doc.currentLineHeight(true);
    for (let i = 0; i < rows; i++) {
      const l = fit(left[i] ?? '', font);
      const r = fit(right[i] ?? '', font);
      const hl = l ? this.doc.heightOfString(l, { width: leftW }) : lineH;
      const hr = r ? this.doc.heightOfString(r, { width: rightW }) : lineH;
      const h = Math.max(hl, hr, lineH);
      const y = this.doc.y;
      if (l) this.doc.text(l, MARGIN, y, { width: leftW });
      if (r) this.doc.text(r, rightX, y, { width: rightW });
      for (let k = 0; k < Math.round(h / lineH); k++) {
        this.doc.text('§', sectX, y + k * lineH, { lineBreak: false });
      }
      this.doc.y = y + h;
    }
    this.doc.x = MARGIN;
  }

  rule(): void {
    this.ensure(12);
    this.doc.y += 4;
    this.doc
      .moveTo(MARGIN, this.doc.y)
      .lineTo(MARGIN + this.width, this.doc.y)
      .lineWidth(0.5)
      .stroke();
    this.doc.y += 8;
  }

  /** Writes the per-document page numbers and returns the finished PDF. */
  async finish(): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    const end = range.start + range.count;
    this.parts.forEach((part, idx) => {
      const next = this.parts[idx + 1]?.start ?? end;
      const total = next - part.start;
      for (let p = part.start; p < next; p++) {
        this.doc.switchToPage(p);
        const page = this.doc.page;
        const savedBottom = page.margins.bottom;
        page.margins.bottom = 0;
        this.use(part.footerFont, FOOTER_SIZE);
        this.doc.text(
          fit(part.footer(p - part.start + 1, total), part.footerFont),
          MARGIN,
          page.height - MARGIN / 2 - FOOTER_SIZE,
          {
            width: page.width - 2 * MARGIN,
            align: 'center',
            lineBreak: false,
          },
        );
        page.margins.bottom = savedBottom;
      }
    });
    this.doc.end();
    return this.done;
  }
}
