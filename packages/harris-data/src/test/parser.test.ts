import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeCp1252, encodeCp1252 } from '../cp1252';
import { openExtractFile, openExtractZipBuffer } from '../files';
import { parseExtract, type ParsedRow } from '../parser';
import { EVENT_COLUMNS } from '../events';
import { generateExtract } from '../synth';
import { chunks, collect, makeZip } from './helpers';

const ok = (rows: ParsedRow[]) => rows.filter((r): r is Extract<ParsedRow, { ok: true }> => r.ok);
const bad = (rows: ParsedRow[]) => rows.filter((r): r is Extract<ParsedRow, { ok: false }> => !r.ok);

describe('parseExtract', () => {
  it('maps columns by header name, case-folded', async () => {
    const rows = await collect(chunks('CAS\tDef_Nam\tcad\r\n123456789012\tDOE, JANE\tDISM\r\n'));
    expect(ok(rows)[0]?.row).toEqual({ cas: '123456789012', def_nam: 'DOE, JANE', cad: 'DISM' });
  });

  it('maps columns by name whatever their order', async () => {
    const rows = await collect(chunks('cad\tcas\r\nDISM\t111111101010\r\n'));
    expect(ok(rows)[0]?.row['cas']).toBe('111111101010');
    expect(ok(rows)[0]?.row['cad']).toBe('DISM');
  });

  it('a UTF-8 BOM read as CP1252 bytes is stripped too', async () => {
    const rows = await collect(chunks(Buffer.from([0xef, 0xbb, 0xbf]), 'cas\tcad\n1\tX\n'));
    expect(ok(rows)[0]?.row['cas']).toBe('1');
  });

  it.each([
    ['CRLF', '\r\n'],
    ['CR', '\r'],
    ['LF', '\n'],
  ])('accepts %s line ends', async (_name, eol) => {
    const rows = await collect(chunks(`cas\tcad${eol}1${eol.length ? '\tA' : ''}${eol}2\tB${eol}`));
    expect(ok(rows).map((r) => r.row['cad'])).toEqual(['A', 'B']);
  });

  it('accepts mixed line ends and a missing final line end', async () => {
    const rows = await collect(chunks('cas\tcad\r\n1\tA\r2\tB\n3\tC'));
    expect(ok(rows).map((r) => r.row['cas'])).toEqual(['1', '2', '3']);
  });

  it('handles a CRLF split across two chunks as one line end', async () => {
    const rows = await collect(chunks('cas\tcad\r', '\n1\tA\r', '\n2\tB\r\n'));
    expect(ok(rows).map((r) => [r.line, r.row['cas']])).toEqual([
      [2, '1'],
      [3, '2'],
    ]);
  });

  it('handles a row split across many chunks', async () => {
    const text = 'cas\tdef_nam\r\n123456789012\tLONGNAME, SOMEONE\r\n';
    const parts = text.split('').map((c) => c);
    const rows = await collect(chunks(...parts));
    expect(ok(rows)[0]?.row['def_nam']).toBe('LONGNAME, SOMEONE');
  });

  it('decodes CP1252, including accented letters and the smart quote range', async () => {
    const rows = await collect(
      chunks(
        Buffer.from([...Buffer.from('cas\tdef_nam\r\n1\tMU'), 0xd1, ...Buffer.from('OZ, JOS'), 0xc9, 0x92, 0x0d, 0x0a]),
      ),
    );
    expect(ok(rows)[0]?.row['def_nam']).toBe('MUÑOZ, JOSÉ\u2019');
  });

  it('never crashes on the undefined CP1252 bytes 0x81 0x8D 0x8F 0x90 0x9D', async () => {
    const row = Buffer.from([...Buffer.from('1\tA'), 0x81, 0x8d, 0x8f, 0x90, 0x9d, ...Buffer.from('B\r\n')]);
    const rows = await collect(chunks('cas\tdef_stnam\r\n', row));
    expect(ok(rows)[0]?.row['def_stnam']).toBe('A\u0081\u008d\u008f\u0090\u009dB');
  });

  it('keeps quotes as ordinary characters (quoting off), even unbalanced', async () => {
    const rows = await collect(chunks('cas\tdef_stnam\tdef_cty\r\n1\t12" OAK\tHOUSTON\r\n2\t"OPEN\tKATY\r\n'));
    expect(ok(rows).map((r) => [r.row['def_stnam'], r.row['def_cty']])).toEqual([
      ['12" OAK', 'HOUSTON'],
      ['"OPEN', 'KATY'],
    ]);
  });

  it('turns blank, NULL and N/A into null and trims values', async () => {
    const rows = await collect(
      chunks('cas\tnda\tbamexp\taty_nam\tdef_nam\r\n1\tNULL\tN/A\t   \tDOE, JANE   \r\n2\tnull\tn/a\t\t X\r\n'),
    );
    expect(ok(rows)[0]?.row).toEqual({ cas: '1', nda: null, bamexp: null, aty_nam: null, def_nam: 'DOE, JANE' });
    expect(ok(rows)[1]?.row['nda']).toBeNull();
    expect(ok(rows)[1]?.row['def_nam']).toBe('X');
  });

  it('pads short rows (missing trailing columns) with null', async () => {
    const rows = await collect(chunks('cas\tcad\taty_nam\taty_spn\r\n1\tDISM\r\n'));
    expect(ok(rows)[0]?.row).toEqual({ cas: '1', cad: 'DISM', aty_nam: null, aty_spn: null });
  });

  it('accepts extra blank trailing fields but rejects extra values, with the line number', async () => {
    const rows = await collect(chunks('cas\tcad\r\n1\tA\t\t\r\n2\tB\tSURPRISE\r\n3\tC\r\n'));
    expect(ok(rows).map((r) => r.row['cas'])).toEqual(['1', '3']);
    expect(bad(rows)).toEqual([{ ok: false, line: 3, reason: 'too many fields (3 > 2)' }]);
  });

  it('reports rows without cas or without tabs and goes on; reasons never echo the content', async () => {
    const rows = await collect(chunks('cas\tdef_nam\r\n\tSECRET, NAME\r\nGARBAGE LINE SECRET\r\n9\tOK, FINE\r\n'));
    expect(bad(rows)).toEqual([
      { ok: false, line: 2, reason: 'missing cas' },
      { ok: false, line: 3, reason: 'not tab-delimited' },
    ]);
    expect(ok(rows)).toHaveLength(1);
    expect(JSON.stringify(bad(rows))).not.toContain('SECRET');
  });

  it('skips blank lines but counts them in line numbers', async () => {
    const rows = await collect(chunks('\r\ncas\tcad\r\n\r\n1\tA\r\n   \r\n2\tB\r\n'));
    expect(ok(rows).map((r) => r.line)).toEqual([4, 6]);
  });

  it('stops with one error when the header has no cas column', async () => {
    const rows = await collect(chunks('a|b|c\r\n1|2|3\r\n'));
    expect(rows).toEqual([
      { ok: false, line: 1, reason: 'header has no cas column; not a District Clerk extract with headings' },
    ]);
  });

  it('streams: the first row arrives before the source is exhausted', async () => {
    let pulled = 0;
    async function* source(): AsyncGenerator<Uint8Array> {
      pulled++;
      yield encodeCp1252('cas\tcad\r\n1\tA\r\n');
      for (let i = 0; i < 1000; i++) {
        pulled++;
        yield encodeCp1252(`${i}\tB\r\n`);
      }
    }
    for await (const r of parseExtract(source())) {
      expect(r.ok).toBe(true);
      break;
    }
    expect(pulled).toBeLessThan(3);
  });

  it('reports chunk sizes through onBytes', async () => {
    let total = 0;
    for await (const _ of parseExtract(chunks('cas\r\n', '1\t\r\n'), { onBytes: (n) => (total += n) })) void _;
    expect(total).toBe(9);
  });
});

describe("parseExtract with a column selection (the importer's fast path)", () => {
  const parseAll = async (text: string | Uint8Array[], columns?: readonly string[]): Promise<ParsedRow[]> => {
    const src = typeof text === 'string' ? chunks(text) : chunks(...text);
    const out: ParsedRow[] = [];
    for await (const r of parseExtract(src, columns ? { columns } : {})) out.push(r);
    return out;
  };
  const keep = (rows: ParsedRow[], columns: readonly string[]) =>
    rows.map((r) =>
      r.ok ? { ...r, row: Object.fromEntries(columns.filter((c) => c in r.row).map((c) => [c, r.row[c]])) } : r,
    );

  it('gives the same kept values and the same rejections as a full parse, over every quirk of the synthetic county', async () => {
    const bytes: Uint8Array[] = [];
    for await (const c of generateExtract({ people: 400, seed: 11 })) bytes.push(c);
    const full = await parseAll(bytes);
    const selected = await parseAll(bytes, EVENT_COLUMNS);
    expect(selected.length).toBe(full.length);
    expect(full.length).toBeGreaterThan(500);
    expect(selected).toEqual(keep(full, EVENT_COLUMNS));
    expect(Object.keys((selected.find((r) => r.ok) as Extract<ParsedRow, { ok: true }>).row).sort()).toEqual(
      EVENT_COLUMNS.filter(
        (c) => c !== 'com_off_lit' && c !== 'gj_off_lit' && c !== 'gj_cdp' && c !== 'com_l_d' && c !== 'gj_l_d',
      )
        .slice()
        .sort(),
    );
  });

  it('rejects extra values, missing cas and untabbed lines with the same reasons; pads short rows', async () => {
    const text =
      'cas\tcad\tdef_nam\r\n1111\tDISM\tDOE, J\tX\r\n\tDISM\tA\r\nno tabs here\r\n2222\tDADJ\r\n3333\tDISM\tB\t\t \r\n';
    const cols = ['cas', 'def_nam'];
    const full = await parseAll(text);
    const sel = await parseAll(text, cols);
    expect(sel).toEqual(keep(full, cols));
    expect(sel.map((r) => (r.ok ? r.row : r.reason))).toEqual([
      'too many fields (4 > 3)',
      'missing cas',
      'not tab-delimited',
      { cas: '2222', def_nam: null },
      { cas: '3333', def_nam: 'B' },
    ]);
  });

  it('keeps the last of two columns with the same name, like a full parse', async () => {
    const text = 'cas\tcad\tcad\r\n1111\tA\tB\r\n';
    expect(await parseAll(text, ['cas', 'cad'])).toEqual(await parseAll(text));
  });
});

describe('cp1252', () => {
  it('round-trips every byte', () => {
    const all = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    expect(encodeCp1252(decodeCp1252(all)).equals(all)).toBe(true);
  });
  it('maps the 0x80–0x9F range on every call (no regex state carried between calls)', () => {
    for (let i = 0; i < 5; i++) expect(decodeCp1252(Buffer.from([0x41, 0x80, 0x93, 0x94]))).toBe('A€“”');
  });
  it('encodes characters outside CP1252 as ?', () => {
    expect(encodeCp1252('Ā€').toString('latin1')).toBe('?\u0080');
  });
});

describe('zip and files', () => {
  const text = 'cas\tcad\r\n157534801010\tDISM\r\n';
  it('reads the .txt inside a weekly historical .zip (streamed)', async () => {
    const src = await openExtractZipBuffer(
      makeZip('Weekly_Historical_Criminal_20241102.txt', Buffer.from(text, 'latin1')),
    );
    expect(src.name).toBe('Weekly_Historical_Criminal_20241102.txt');
    expect(src.size).toBe(text.length);
    const rows = await collect(src.stream);
    expect(ok(rows)[0]?.row).toEqual({ cas: '157534801010', cad: 'DISM' });
  });

  it('opens .zip and .txt files from disk', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hd-'));
    const zipPath = join(dir, 'Weekly_Historical_Criminal_20241102.zip');
    const txtPath = join(dir, '2026-07-30 CrimDisposDaily_withHeadings.txt');
    writeFileSync(zipPath, makeZip('Weekly_Historical_Criminal_20241102.txt', Buffer.from(text, 'latin1')));
    writeFileSync(txtPath, text, 'latin1');
    const z = await openExtractFile(zipPath);
    expect(ok(await collect(z.stream))).toHaveLength(1);
    const t = await openExtractFile(txtPath);
    expect(t.name).toBe('2026-07-30 CrimDisposDaily_withHeadings.txt');
    expect(t.size).toBe(text.length);
    expect(ok(await collect(t.stream))).toHaveLength(1);
  });

  it('rejects a zip without a .txt entry', async () => {
    await expect(openExtractZipBuffer(makeZip('readme.pdf', Buffer.from('x')))).rejects.toThrow(/no \.txt/);
  });
});
