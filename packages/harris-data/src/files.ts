/**
 * Opening extract files: plain `.txt` or the weekly historical `.zip` (streamed with yauzl; the `.txt`
 * inside is never unpacked to disk or memory as a whole).
 *
 * A zip is refused before anything is inflated when an entry declares more than `maxUncompressedBytes` or a
 * compression ratio above `maxRatio` (a "zip bomb": a small file that inflates to gigabytes and costs minutes of
 * CPU). An entry that lies about its size is stopped by yauzl as soon as it inflates past what it declared
 * (`validateEntrySizes`), so the caps hold for what is actually read.
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

export interface ZipLimits {
  /** Largest uncompressed size of the extract inside (default 16 GiB; the weekly file is a few GB). */
  maxUncompressedBytes?: number;
  /** Largest uncompressed/compressed ratio (default 200; tab-delimited text compresses about 10 to 30 times). */
  maxRatio?: number;
}

export const DEFAULT_ZIP_LIMITS: Required<ZipLimits> = { maxUncompressedBytes: 16 * 1024 ** 3, maxRatio: 200 };

/** Thrown when a zip's entry is over a cap: the file is refused, nothing of it inflated. */
export class ZipLimitError extends Error {
  override readonly name = 'ZipLimitError';
}

function checkEntry(entry: Entry, limits: Required<ZipLimits>): void {
  if (entry.uncompressedSize > limits.maxUncompressedBytes)
    throw new ZipLimitError(
      `the zip entry would unpack to ${entry.uncompressedSize} bytes, over the ${limits.maxUncompressedBytes}-byte limit`,
    );
  const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
  if (ratio > limits.maxRatio)
    throw new ZipLimitError(
      `the zip entry is compressed ${Math.round(ratio)} to 1, over the limit of ${limits.maxRatio} to 1 (a zip bomb?)`,
    );
}

function pickEntry(zip: ZipFile, limits: Required<ZipLimits>): Promise<Entry> {
  return new Promise((resolve, reject) => {
    let best: Entry | null = null;
    zip.on('entry', (entry: Entry) => {
      if (!entry.fileName.endsWith('/') && /\.(txt|csv|tsv)$/i.test(entry.fileName)) {
        try {
          checkEntry(entry, limits);
        } catch (err) {
          zip.close();
          reject(err instanceof Error ? err : new Error(String(err)));
          return;
        }
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

async function fromZip(
  open: (cb: (err: Error | null, zip?: ZipFile) => void) => void,
  limits: ZipLimits = {},
): Promise<ExtractSource> {
  // First pass lists entries; a second handle streams the chosen one (lazyEntries keeps memory flat).
  const list = await new Promise<ZipFile>((resolve, reject) =>
    open((err, zip) => (err || !zip ? reject(err ?? new Error('bad zip')) : resolve(zip))),
  );
  const entry = await pickEntry(list, { ...DEFAULT_ZIP_LIMITS, ...limits });
  const stream = await reopenForEntry(list, entry);
  // Closed when the entry was read to its end, or when the reader stops early (a destroyed stream).
  let closed = false;
  const close = (): void => {
    if (closed) return;
    closed = true;
    list.close();
  };
  stream.on('end', close);
  stream.on('close', close);
  return { stream, name: entry.fileName, size: entry.uncompressedSize };
}

/** Open an extract file on disk: `.zip` (weekly historical) or plain text. */
export async function openExtractFile(path: string, limits: ZipLimits = {}): Promise<ExtractSource> {
  if (/\.zip$/i.test(path)) {
    return fromZip(
      (cb) => yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, cb),
      limits,
    );
  }
  const size = statSync(path).size;
  return { stream: createReadStream(path, { highWaterMark: 1 << 20 }), name: path.split(/[\\/]/).pop() ?? path, size };
}

/** Open a zipped extract held in memory (tests, uploads). */
export function openExtractZipBuffer(buffer: Buffer, limits: ZipLimits = {}): Promise<ExtractSource> {
  return fromZip(
    (cb) => yauzl.fromBuffer(buffer, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, cb),
    limits,
  );
}
