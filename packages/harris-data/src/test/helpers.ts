import { crc32, deflateRawSync } from 'node:zlib';
import { encodeCp1252 } from '../cp1252';
import { parseExtract, type ParsedRow } from '../parser';

/** An async iterable over the given chunks (strings are CP1252-encoded). */
export async function* chunks(...parts: (string | Uint8Array)[]): AsyncGenerator<Uint8Array> {
  for (const p of parts) yield typeof p === 'string' ? encodeCp1252(p) : p;
}

export async function collect(source: AsyncIterable<Uint8Array>): Promise<ParsedRow[]> {
  const out: ParsedRow[] = [];
  for await (const r of parseExtract(source)) out.push(r);
  return out;
}

/** A minimal zip (one deflated entry) built with node:zlib, to test the `.zip` reader. */
export function makeZip(fileName: string, content: Buffer): Buffer {
  const name = Buffer.from(fileName, 'utf8');
  const data = deflateRawSync(content);
  const crc = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(0, 6);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(0, 10);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(name.length, 26);
  local.writeUInt16LE(0, 28);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(0, 8);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(0, 12);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 30);
  central.writeUInt32LE(0, 34);
  central.writeUInt32LE(0, 38);
  central.writeUInt32LE(0, 42);
  const cdOffset = local.length + name.length + data.length;
  const cd = Buffer.concat([central, name]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(cdOffset, 16);
  return Buffer.concat([local, name, data, cd, end]);
}

/** Build a tab-delimited extract from column names and row objects. */
export function extract(columns: readonly string[], rows: Record<string, string>[], eol = '\r\n'): string {
  return [columns.join('\t'), ...rows.map((r) => columns.map((c) => r[c] ?? '').join('\t'))].join(eol) + eol;
}
