/**
 * Streaming parser for the District Clerk's criminal extracts (dispositions, filings, weekly historical).
 *
 * - tab-delimited, one header row, columns mapped by (lower-cased, BOM-stripped) header name;
 * - CP1252 bytes (undefined bytes mapped, never a crash);
 * - CR, LF or CRLF line ends, also mixed, also split across chunk boundaries;
 * - quoting off: a `"` is an ordinary character;
 * - values trimmed; blank, `NULL` and `N/A` become null;
 * - short rows (missing trailing columns) are padded with null; extra non-blank columns reject the row.
 *
 * Memory stays flat: the input is an async iterable of byte chunks and the output an async iterator of
 * rows; only the current partial line is buffered. A bad row is reported (line number and reason, never
 * the row's content) and parsing goes on: a line longer than `MAX_LINE_CHARS`, a row with a NUL character or
 * a kept field longer than `MAX_FIELD_CHARS` is one rejected row, never a rejected file.
 */
import { decodeCp1252 } from './cp1252';

/** One data row: column name → trimmed value (null for blank/NULL/N/A). */
export type RawRow = Record<string, string | null>;

/**
 * A rejected row carries its case id (`cas`) when the line still shows one of the accepted shape in the `cas`
 * column, so the importer can name a case whose every row was rejected (importer.ts `rejectedCases`).
 */
export type ParsedRow =
  { ok: true; line: number; row: RawRow } | { ok: false; line: number; reason: string; cas?: string };

/** The shape of a case id the importer accepts (events.ts), and reads from a rejected row. */
export const CAS_PATTERN = /^[0-9A-Za-z-]{4,20}$/;

/**
 * The case id in column `casAt` of a rejected line, or undefined when the line has none of the accepted shape
 * there. Only for rows rejected for what lies beyond that column or in another field (a NUL, a long field, extra
 * fields): the columns before it are where they belong.
 */
function casOfRejected(text: string, casAt: number): string | undefined {
  let pos = 0;
  for (let c = 0; c < casAt; c++) {
    const tab = text.indexOf('\t', pos);
    if (tab < 0) return undefined;
    pos = tab + 1;
  }
  const end = text.indexOf('\t', pos);
  const value = (end < 0 ? text.slice(pos) : text.slice(pos, end)).trim();
  return CAS_PATTERN.test(value) ? value : undefined;
}

/** A rejected row, with its case id when the line shows one (`casOfRejected`). */
function rejected(line: number, reason: string, text: string, casAt: number): ParsedRow {
  const cas = casAt >= 0 ? casOfRejected(text, casAt) : undefined;
  return cas === undefined ? { ok: false, line, reason } : { ok: false, line, reason, cas };
}

export interface ParseOptions {
  /** Called with the size of every chunk read (for progress). */
  onBytes?: (bytes: number) => void;
  /** Called once with the header's column names. */
  onHeader?: (columns: string[]) => void;
  /**
   * Keep only these columns in each row (the importer reads about 20 of the extract's ~37): the others are
   * never cut out of the line, which saves most of the parser's allocations. Rows are checked the same way.
   */
  columns?: readonly string[];
}

/**
 * The longest line accepted. A weekly row of 49 columns measured at most 476 characters in the published 2024
 * file (format notes §0b sample; the longest field is a 40-character disposition literal, offense literals are
 * cut to 30, `def_cty` to 10): 16 KiB is thirty times that. A longer "line" is binary junk or a file whose line
 * ends were lost; it is rejected as one row and skipped up to its end, without being held in memory.
 */
export const MAX_LINE_CHARS = 16 * 1024;
/**
 * The longest value accepted in a column the importer keeps. The longest published value is 40 characters
 * (§0b sample); names, literals and sentences are free text, so the margin is wide. A row with a longer value
 * is rejected (a shifted or broken row), not cut.
 */
export const MAX_FIELD_CHARS = 512;
const LINE_BREAK = /\r\n|\r|\n/;

const NULLS = new Set(['', 'NULL', 'N/A']);

export function cleanValue(v: string | undefined): string | null {
  if (v === undefined) return null;
  const n = v.length;
  if (n === 0) return null;
  // trim only when needed (most values carry no padding)
  const t = v.charCodeAt(0) <= 32 || v.charCodeAt(n - 1) <= 32 ? v.trim() : v;
  const len = t.length;
  if (len === 0) return null;
  if ((len === 4 || len === 3) && NULLS.has(t.toUpperCase())) return null;
  return t;
}

export function parseHeader(line: string): string[] {
  return line
    .replace(/^(\uFEFF|\u00EF\u00BB\u00BF)/, '')
    .split('\t')
    .map((h) => h.trim().toLowerCase());
}

/** Consecutive decoded lines: `lines[i]` is line number `first + i` (null for an over-long line). */
export interface LineRun {
  first: number;
  lines: (string | null)[];
}

/**
 * Split raw byte chunks into decoded lines (CR, LF, CRLF). Each chunk is decoded once (CP1252) and split
 * with one regular expression; only the trailing partial line is carried to the next chunk. A chunk that
 * ends in CR keeps that CR in the carry, so a CRLF split across chunks stays one line end.
 * Yields one run of lines per chunk (no per-line allocation beyond the line itself).
 */
export async function* splitLineRuns(
  source: AsyncIterable<Uint8Array | string>,
  onBytes?: (n: number) => void,
): AsyncGenerator<LineRun> {
  let carry = '';
  let lineNo = 0;
  // True while the rest of an over-long line is being skipped (it was already reported as one null line).
  let skipping = false;
  for await (const raw of source) {
    const chunk: Uint8Array = typeof raw === 'string' ? Buffer.from(raw, 'latin1') : raw;
    onBytes?.(chunk.length);
    let text = carry + decodeCp1252(chunk);
    if (skipping) {
      const m = /\r\n|\r|\n/.exec(text);
      // A CR at the very end may be the first half of a CRLF: keep it for the next chunk.
      if (!m || (m[0] === '\r' && m.index === text.length - 1)) {
        carry = text.endsWith('\r') ? '\r' : '';
        continue;
      }
      skipping = false;
      text = text.slice(m.index + m[0].length);
    }
    const scanEnd = text.endsWith('\r') ? text.length - 1 : text.length;
    const lastBreak = Math.max(text.lastIndexOf('\n', scanEnd - 1), text.lastIndexOf('\r', scanEnd - 1));
    if (lastBreak < 0) {
      carry = text;
      if (carry.length > MAX_LINE_CHARS) {
        yield { first: ++lineNo, lines: [null] };
        carry = carry.endsWith('\r') ? '\r' : '';
        skipping = true;
      }
      continue;
    }
    const lines: (string | null)[] = text.slice(0, lastBreak + 1).split(LINE_BREAK);
    lines.pop(); // empty string after the final break
    carry = text.slice(lastBreak + 1);
    for (let i = 0; i < lines.length; i++) if ((lines[i] ?? '').length > MAX_LINE_CHARS) lines[i] = null;
    if (carry.length > MAX_LINE_CHARS) {
      // The last line of this chunk is already too long: report it now and skip the rest of it.
      lines.push(null);
      carry = carry.endsWith('\r') ? '\r' : '';
      skipping = true;
    }
    yield { first: lineNo + 1, lines };
    lineNo += lines.length;
  }
  if (carry !== '' && !skipping) {
    const last = carry.endsWith('\r') ? carry.slice(0, -1) : carry;
    if (last !== '') yield { first: ++lineNo, lines: [last.length > MAX_LINE_CHARS ? null : last] };
  }
}

/** `splitLineRuns` as batches of [lineNumber, text | null]. */
export async function* splitLineBatches(
  source: AsyncIterable<Uint8Array | string>,
  onBytes?: (n: number) => void,
): AsyncGenerator<[number, string | null][]> {
  for await (const run of splitLineRuns(source, onBytes))
    yield run.lines.map((text, i): [number, string | null] => [run.first + i, text]);
}

/** Line-by-line view of `splitLineBatches`. */
export async function* splitLines(
  source: AsyncIterable<Uint8Array | string>,
  onBytes?: (n: number) => void,
): AsyncGenerator<[number, string | null]> {
  for await (const batch of splitLineBatches(source, onBytes)) yield* batch;
}

/** Parse one decoded data line against the header. */
function parseLine(header: string[], template: RawRow, line: number, text: string, casAt: number): ParsedRow | null {
  if (text.trim() === '') return null;
  // PostgreSQL text cannot hold a NUL: one in a name would fail the whole import's write, so the row goes.
  if (text.includes('\0')) return rejected(line, 'NUL character', text, casAt);
  const fields = text.split('\t');
  if (fields.length === 1) return { ok: false, line, reason: 'not tab-delimited' };
  if (fields.length > header.length) {
    for (let c = header.length; c < fields.length; c++) {
      if ((fields[c] ?? '').trim() !== '')
        return rejected(line, `too many fields (${fields.length} > ${header.length})`, text, casAt);
    }
  }
  // Cloning a template with every column already present keeps one object shape for all rows (fast, little garbage).
  const row: RawRow = { ...template };
  for (let c = 0; c < header.length; c++) {
    const name = header[c] ?? '';
    if (name === '') continue;
    const value = cleanValue(fields[c]);
    if (value !== null && value.length > MAX_FIELD_CHARS)
      return rejected(line, `field too long (${name})`, text, casAt);
    row[name] = value;
  }
  if (row['cas'] == null) return { ok: false, line, reason: 'missing cas' };
  return { ok: true, line, row };
}

/** Where the kept columns are in the header: ascending positions and their names (the last of duplicates). */
interface Selection {
  positions: number[];
  names: string[];
}

function selectColumns(header: string[], columns: readonly string[]): Selection {
  const wanted = new Set(columns);
  const last = new Map<string, number>();
  header.forEach((h, i) => {
    if (h !== '' && wanted.has(h)) last.set(h, i);
  });
  const pairs = [...last].sort((a, b) => a[1] - b[1]);
  return { positions: pairs.map(([, i]) => i), names: pairs.map(([h]) => h) };
}

/** `parseLine` for a column selection: walks the tabs and cuts out only the kept fields. */
function parseSelected(
  header: string[],
  sel: Selection,
  template: RawRow,
  line: number,
  text: string,
  casAt: number,
): ParsedRow | null {
  if (text.trim() === '') return null;
  if (text.includes('\0')) return rejected(line, 'NUL character', text, casAt);
  const row: RawRow = { ...template };
  const positions = sel.positions;
  const n = text.length;
  let pos = 0;
  let col = 0;
  let k = 0;
  let next = positions[0] ?? -1;
  for (;;) {
    const tab = text.indexOf('\t', pos);
    if (col === next) {
      const value = cleanValue(text.slice(pos, tab < 0 ? n : tab));
      if (value !== null && value.length > MAX_FIELD_CHARS)
        return rejected(line, `field too long (${sel.names[k] ?? '?'})`, text, casAt);
      row[sel.names[k] as string] = value;
      next = positions[++k] ?? -1;
    }
    col++;
    if (tab < 0) break;
    pos = tab + 1;
    if (col === header.length) {
      // Extra fields: a row with anything in them is rejected, as in parseLine.
      const rest = text.slice(pos);
      if (rest.trim() !== '') {
        let fields = col + 1;
        for (let i = rest.indexOf('\t'); i >= 0; i = rest.indexOf('\t', i + 1)) fields++;
        return rejected(line, `too many fields (${fields} > ${header.length})`, text, casAt);
      }
      break;
    }
  }
  if (col === 1) return { ok: false, line, reason: 'not tab-delimited' };
  if (row['cas'] == null) return { ok: false, line, reason: 'missing cas' };
  return { ok: true, line, row };
}

/**
 * Parse an extract in batches (one batch per input chunk): the fast path for importers. The first
 * non-empty line is the header.
 */
export async function* parseExtractBatches(
  source: AsyncIterable<Uint8Array | string>,
  options: ParseOptions = {},
): AsyncGenerator<ParsedRow[]> {
  let header: string[] | null = null;
  let template: RawRow = {};
  let selection: Selection | null = null;
  let casAt = -1;
  for await (const run of splitLineRuns(source, options.onBytes)) {
    const out: ParsedRow[] = [];
    for (let i = 0; i < run.lines.length; i++) {
      const line = run.first + i;
      const text = run.lines[i] ?? null;
      if (text === null) {
        out.push({ ok: false, line, reason: 'line too long' });
        continue;
      }
      if (header === null) {
        if (text.trim() === '') continue;
        header = parseHeader(text);
        if (options.columns) {
          selection = selectColumns(header, [...options.columns, 'cas']);
          template = Object.fromEntries(selection.names.map((h) => [h, null]));
        } else template = Object.fromEntries(header.filter((h) => h !== '').map((h) => [h, null]));
        options.onHeader?.(header);
        casAt = header.lastIndexOf('cas');
        if (!header.includes('cas')) {
          yield [
            ...out,
            { ok: false, line, reason: 'header has no cas column; not a District Clerk extract with headings' },
          ];
          return;
        }
        continue;
      }
      const r = selection
        ? parseSelected(header, selection, template, line, text, casAt)
        : parseLine(header, template, line, text, casAt);
      if (r) out.push(r);
    }
    if (out.length > 0) yield out;
  }
}

/** Parse an extract row by row. Yields one result per non-empty data line. */
export async function* parseExtract(
  source: AsyncIterable<Uint8Array | string>,
  options: ParseOptions = {},
): AsyncGenerator<ParsedRow> {
  for await (const batch of parseExtractBatches(source, options)) yield* batch;
}
