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
 * the row's content) and parsing goes on.
 */
import { decodeCp1252 } from './cp1252';

/** One data row: column name → trimmed value (null for blank/NULL/N/A). */
export type RawRow = Record<string, string | null>;

export type ParsedRow = { ok: true; line: number; row: RawRow } | { ok: false; line: number; reason: string };

export interface ParseOptions {
  /** Called with the size of every chunk read (for progress). */
  onBytes?: (bytes: number) => void;
  /** Called once with the header's column names. */
  onHeader?: (columns: string[]) => void;
}

/** A single row cannot be longer than this; longer "lines" are rejected (binary junk, missing line ends). */
const MAX_LINE_BYTES = 1 << 20;

const NULLS = new Set(['', 'NULL', 'N/A']);

export function cleanValue(v: string | undefined): string | null {
  if (v === undefined) return null;
  const t = v.trim();
  return NULLS.has(t.toUpperCase()) ? null : t;
}

export function parseHeader(line: string): string[] {
  return line
    .replace(/^(\uFEFF|\u00EF\u00BB\u00BF)/, '')
    .split('\t')
    .map((h) => h.trim().toLowerCase());
}

/** Split raw byte chunks into lines (CR, LF, CRLF). Yields [lineNumber, bytes] (bytes null for an over-long line). */
export async function* splitLines(source: AsyncIterable<Uint8Array | string>, onBytes?: (n: number) => void): AsyncGenerator<[number, Uint8Array | null]> {
  let carry: Uint8Array | null = null;
  let skipLF = false;
  let lineNo = 0;
  for await (const raw of source) {
    const chunk: Uint8Array = typeof raw === 'string' ? Buffer.from(raw, 'latin1') : raw;
    onBytes?.(chunk.length);
    let buf: Uint8Array;
    if (carry && carry.length > 0) {
      buf = Buffer.concat([carry, chunk]);
    } else buf = chunk;
    let start = 0;
    let i = 0;
    if (skipLF && buf.length > 0) {
      if (buf[0] === 0x0a) start = i = 1;
      skipLF = false;
    }
    const n = buf.length;
    for (; i < n; i++) {
      const b = buf[i];
      if (b === 0x0a || b === 0x0d) {
        lineNo++;
        yield [lineNo, buf.subarray(start, i)];
        if (b === 0x0d) {
          if (i + 1 < n) {
            if (buf[i + 1] === 0x0a) i++;
          } else skipLF = true;
        }
        start = i + 1;
      }
    }
    carry = start < n ? buf.slice(start) : null;
    if (carry && carry.length > MAX_LINE_BYTES) {
      lineNo++;
      yield [lineNo, null];
      carry = null;
    }
  }
  if (carry && carry.length > 0) {
    lineNo++;
    yield [lineNo, carry];
  }
}

/**
 * Parse an extract. The first non-empty line is the header. Yields one result per non-empty data line.
 */
export async function* parseExtract(source: AsyncIterable<Uint8Array | string>, options: ParseOptions = {}): AsyncGenerator<ParsedRow> {
  let header: string[] | null = null;
  for await (const [line, bytes] of splitLines(source, options.onBytes)) {
    if (bytes === null) {
      yield { ok: false, line, reason: 'line too long' };
      continue;
    }
    if (bytes.length === 0) continue;
    const text = decodeCp1252(bytes);
    if (header === null) {
      if (text.trim() === '') continue;
      header = parseHeader(text);
      options.onHeader?.(header);
      if (!header.includes('cas')) {
        yield { ok: false, line, reason: 'header has no cas column; not a District Clerk extract with headings' };
        return;
      }
      continue;
    }
    if (text.trim() === '') continue;
    const fields = text.split('\t');
    if (fields.length === 1) {
      yield { ok: false, line, reason: 'not tab-delimited' };
      continue;
    }
    if (fields.length > header.length) {
      const extra = fields.slice(header.length).some((f) => f.trim() !== '');
      if (extra) {
        yield { ok: false, line, reason: `too many fields (${fields.length} > ${header.length})` };
        continue;
      }
    }
    const row: RawRow = {};
    for (let c = 0; c < header.length; c++) {
      const name = header[c] ?? '';
      if (name === '') continue;
      row[name] = cleanValue(fields[c]);
    }
    if (row['cas'] == null) {
      yield { ok: false, line, reason: 'missing cas' };
      continue;
    }
    yield { ok: true, line, row };
  }
}
