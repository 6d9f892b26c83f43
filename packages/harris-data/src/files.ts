/**
 * Opening extract files: plain `.txt` or the weekly historical `.zip` (streamed with yauzl; the `.txt`
 * inside is never unpacked to disk or memory as a whole).
 */
import { createReadStream, statSync } from 'node:fs';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import type { Entry, ZipFile } from 'yauzl';

export interface ExtractSource {
  /** Byte chunks of the tab-delimited text. */
  stream: AsyncIterable<Uint8Array>;
  /** File name (the `.txt` name inside a zip), used for the file's date and the import mode. */
  name: string;
  /** Uncompressed size in bytes when known (progress). */
  size: number | null;
}

function pickEntry(zip: ZipFile): Promise<Entry> {
  return new Promise((resolve, reject) => {
    let best: Entry | null = null;
    zip.on('entry', (entry: Entry) => {
      if (!entry.fileName.endsWith('/') && /\.(txt|csv|tsv)$/i.test(entry.fileName)) {
        if (!best || entry.uncompressedSize > best.uncompressedSize) best = entry;
      }
      zip.readEntry();
    });
    zip.on('end', () => (best ? resolve(best) : reject(new Error('zip holds no .txt extract'))));
    zip.on('error', reject);
    zip.readEntry();
  });
}

function reopenForEntry(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) =>
      err || !stream ? reject(err ?? new Error('cannot read zip entry')) : resolve(stream),
    );
  });
}

async function fromZip(open: (cb: (err: Error | null, zip?: ZipFile) => void) => void): Promise<ExtractSource> {
  // First pass lists entries; a second handle streams the chosen one (lazyEntries keeps memory flat).
  const list = await new Promise<ZipFile>((resolve, reject) =>
    open((err, zip) => (err || !zip ? reject(err ?? new Error('bad zip')) : resolve(zip))),
  );
  const entry = await pickEntry(list);
  const stream = await reopenForEntry(list, entry);
  stream.on('end', () => list.close());
  return { stream, name: entry.fileName, size: entry.uncompressedSize };
}

/** Open an extract file on disk: `.zip` (weekly historical) or plain text. */
export async function openExtractFile(path: string): Promise<ExtractSource> {
  if (/\.zip$/i.test(path)) {
    return fromZip((cb) => yauzl.open(path, { lazyEntries: true, autoClose: false }, cb));
  }
  const size = statSync(path).size;
  return { stream: createReadStream(path, { highWaterMark: 1 << 20 }), name: path.split(/[\\/]/).pop() ?? path, size };
}

/** Open a zipped extract held in memory (tests, uploads). */
export function openExtractZipBuffer(buffer: Buffer): Promise<ExtractSource> {
  return fromZip((cb) => yauzl.fromBuffer(buffer, { lazyEntries: true, autoClose: false }, cb));
}
