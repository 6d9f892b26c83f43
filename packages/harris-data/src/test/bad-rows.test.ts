import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkImport, type ImportQuality } from '../checks';
import { EVENT_COLUMNS } from '../events';
import { openExtractZipBuffer, ZipLimitError } from '../files';
import { MAX_FIELD_CHARS, MAX_LINE_CHARS, parseExtract, type ParsedRow } from '../parser';
import { chunks, makeZip } from './helpers';

async function parse(source: AsyncIterable<Uint8Array>, columns?: readonly string[]): Promise<ParsedRow[]> {
  const out: ParsedRow[] = [];
  for await (const r of parseExtract(source, columns ? { columns } : {})) out.push(r);
  return out;
}
/** The text in chunks of `size` bytes. */
async function* sized(text: string, size: number): AsyncGenerator<Uint8Array> {
  const bytes = Buffer.from(text, 'latin1');
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}
const summary = (rows: ParsedRow[]) => rows.map((r) => (r.ok ? `${r.line} ok` : `${r.line} ${r.reason}`));

describe('a bad row is rejected and counted, never the whole file', () => {
  const header = 'cas\tdef_nam\tdef_dob\r\n';
  for (const columns of [undefined, EVENT_COLUMNS]) {
    const how = columns ? 'with the column selection' : 'full parse';
    it(`a NUL character rejects its row (${how})`, async () => {
      const text = `${header}100000001010\tDOE, JANE\t19800101\r\n100000101010\tDOE,\0JOHN\t19800101\r\n100000201010\tROE, RAY\t19800101\r\n`;
      expect(summary(await parse(chunks(text), columns))).toEqual(['2 ok', '3 NUL character', '4 ok']);
    });
    it(`a value longer than ${MAX_FIELD_CHARS} characters rejects its row (${how})`, async () => {
      const long = `DOE, ${'J'.repeat(MAX_FIELD_CHARS)}`;
      const text = `${header}100000001010\t${long}\t19800101\r\n100000201010\tROE, RAY\t19800101\r\n`;
      expect(summary(await parse(chunks(text), columns))).toEqual(['2 field too long (def_nam)', '3 ok']);
    });
  }

  it('a line longer than the limit is one rejected row, skipped to its end in small chunks, and the next line reads', async () => {
    const huge = 'x\t'.repeat(MAX_LINE_CHARS * 4);
    const text = `${header}100000001010\tDOE, JANE\t19800101\r\n${huge}\r\n100000201010\tROE, RAY\t19800101\r\n`;
    // Chunks of 1,000 bytes: the long line spans about 130 of them.
    expect(summary(await parse(sized(text, 1000)))).toEqual(['2 ok', '3 line too long', '4 ok']);
    // And a CRLF split exactly around the chunk boundary after the long line counts once.
    const at = text.indexOf('\r\n100000201010') + 1;
    async function* split(): AsyncGenerator<Uint8Array> {
      yield Buffer.from(text.slice(0, at), 'latin1');
      yield Buffer.from(text.slice(at), 'latin1');
    }
    expect(summary(await parse(split()))).toEqual(['2 ok', '3 line too long', '4 ok']);
  });
});

describe('zip caps', () => {
  it('refuses an entry compressed more than 200 to 1 before inflating it', async () => {
    const bomb = makeZip('Weekly_Historical_Criminal_20241130.txt', Buffer.alloc(32 * 1024 * 1024, 0x30));
    const err = await openExtractZipBuffer(bomb).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ZipLimitError);
    expect((err as Error).message).toMatch(/compressed \d{3,} to 1, over the limit of 200 to 1/);
  });

  it('refuses an entry over the uncompressed size limit', async () => {
    const zip = makeZip('x.txt', Buffer.from('cas\tdef_nam\r\n'.repeat(1000)));
    await expect(openExtractZipBuffer(zip, { maxUncompressedBytes: 1000, maxRatio: 1e9 })).rejects.toThrow(
      /would unpack to 13000 bytes, over the 1000-byte limit/,
    );
  });

  it('stops an entry that inflates past the size it declared', async () => {
    const content = Buffer.from('cas\tdef_nam\r\n'.repeat(1000));
    const zip = makeZip('x.txt', content);
    // Declare 100 bytes uncompressed, in the local header and the central directory.
    const centralAt = 30 + 'x.txt'.length + deflateRawSync(content).length;
    zip.writeUInt32LE(100, 22);
    zip.writeUInt32LE(100, centralAt + 24);
    const src = await openExtractZipBuffer(zip);
    expect(src.size).toBe(100);
    let read = 0;
    const err = await (async () => {
      for await (const c of src.stream) read += c.length;
    })().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(read).toBeLessThan(content.length);
  });
});

describe('checkImport', () => {
  const q = (over: Partial<ImportQuality> = {}): ImportQuality => ({
    rows: 1000,
    acceptedRows: 1000,
    rejectedRows: 0,
    cases: 900,
    people: 800,
    blank: { name: 0, spn: 0, dob: 0, causeNumber: 0 },
    rejectedByReason: {},
    ...over,
  });
  it('passes a file within the limits, and any first file with its fields filled', () => {
    expect(checkImport(q({ acceptedRows: 960, cases: 860, people: 770 }), { cases: 900, quality: q() })).toEqual([]);
    expect(checkImport(q(), null)).toEqual([]);
  });
  it('names each shrink past the limit with its counts', () => {
    const p = checkImport(q({ acceptedRows: 100, rows: 100, cases: 90, people: 80 }), { cases: 900, quality: q() });
    expect(p.map((x) => x.check)).toEqual(['rows_shrink', 'cases_shrink', 'people_shrink']);
    expect(p[1]?.message).toBe('cases would shrink from 900 to 90 (90.0 % fewer; at most 5.0 % allowed)');
  });
  it('allows blank fields up to the share, or that much above the data in use', () => {
    const blankDob = (n: number) => q({ blank: { name: 0, spn: 0, dob: n, causeNumber: 0 } });
    expect(checkImport(blankDob(50), null)).toEqual([]);
    expect(checkImport(blankDob(51), null).map((x) => x.check)).toEqual(['blank_dob']);
    expect(checkImport(blankDob(120), { cases: 900, quality: blankDob(80) })).toEqual([]);
    expect(checkImport(blankDob(140), { cases: 900, quality: blankDob(80) }).map((x) => x.check)).toEqual([
      'blank_dob',
    ]);
  });
  it('names the most frequent reasons when too many rows were rejected', () => {
    const p = checkImport(
      q({ acceptedRows: 900, rejectedRows: 100, rejectedByReason: { 'NUL character': 70, 'line too long': 30 } }),
      null,
    );
    expect(p).toEqual([
      {
        check: 'rejected_rows',
        message: '100 of 1,000 rows were rejected (10.0 %; at most 5.0 % allowed): NUL character 70, line too long 30',
      },
    ]);
  });
});
