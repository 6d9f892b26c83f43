/**
 * Fetching the District Clerk's published extracts from its Public Datasets page (format notes §0): the page is
 * an ASP.NET form. A download is a POST back to the page with the hidden fields of a fresh GET (`__VIEWSTATE`,
 * `__EVENTVALIDATION`, …), `hiddenDownloadFile` set to the file's locator (`Criminal\Weekly_Historical_…zip`,
 * as the page's `DownloadDoc('…')` links name it) and the page's download button. Plain GETs on the files
 * return 404.
 *
 * Every download is checked before anything is imported (`verifyDownload`): a zip must start with the zip
 * signature and open (its central directory is at the end, so a cut-off download fails), a text file must not
 * be an HTML page, and the extract inside must start with a header row holding the columns the importer needs.
 */
import { createWriteStream } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Parser } from 'htmlparser2';
import { Piscina } from 'piscina';
import { dateFromFileName, openExtractFile, ZipLimitError, type ZipLimits } from '@cyr/harris-data';
import { workerExecArgv, workerModule } from '../worker-thread';

export const DEFAULT_DATASETS_URL = 'https://www.hcdistrictclerk.com/Common/e-services/PublicDatasets.aspx';

export interface DatasetFile {
  /** As the page names it for the download postback, e.g. `Criminal\Weekly_Historical_Criminal_20241102.zip`. */
  locator: string;
  /** The file name alone. */
  name: string;
  /** `YYYY-MM-DD` from the name, when it carries one. */
  date: string | null;
  kind: 'weekly' | 'daily_dispositions' | 'daily_filings' | 'other';
}

export interface DatasetsPage {
  /** The form's hidden fields (ASP.NET state), sent back with the download. */
  hidden: Record<string, string>;
  /** The submit control that starts a download (name and value), when the page has one. */
  button: { name: string; value: string } | null;
  files: DatasetFile[];
}

export function fileKind(name: string): DatasetFile['kind'] {
  if (/^Weekly_Historical_Criminal_\d{8}\.zip$/i.test(name)) return 'weekly';
  if (/CrimDisposDaily/i.test(name)) return 'daily_dispositions';
  if (/CrimFilingsDaily/i.test(name)) return 'daily_filings';
  return 'other';
}

/** The longest datasets page read (the clerk's is about 60 KB): a bigger answer is refused, not parsed. */
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;

/** A file name in the page's `DownloadDoc('…')` calls (its backslash written `\\` in JavaScript). */
const DOWNLOAD_DOC = /DownloadDoc\(\s*'([^'\n]{1,300})'\s*\)/g;

/**
 * Reads the hidden fields, the download button and the `DownloadDoc('…')` file list of the page with htmlparser2
 * (a maintained streaming HTML parser, linear in the page: a page of 40,000 unclosed `<input` tags is read in one
 * pass, where the regular expressions this replaces took quadratic time). File names are taken from attribute
 * values and script text, where the page's links and their JavaScript carry them.
 */
export function parseDatasetsPage(html: string): DatasetsPage {
  const hidden: Record<string, string> = {};
  let button: DatasetsPage['button'] = null;
  const files: DatasetFile[] = [];
  const seen = new Set<string>();
  const scan = (text: string) => {
    if (!text.includes('DownloadDoc')) return;
    for (const m of text.matchAll(DOWNLOAD_DOC)) {
      const locator = (m[1] ?? '').replace(/\\\\/g, '\\');
      if (seen.has(locator)) continue;
      seen.add(locator);
      const name = locator.split('\\').pop() ?? locator;
      files.push({ locator, name, date: dateFromFileName(name), kind: fileKind(name) });
    }
  };
  const parser = new Parser(
    {
      onopentag(tag, attrs) {
        for (const value of Object.values(attrs)) scan(value);
        if (tag !== 'input') return;
        const type = (attrs['type'] ?? 'text').toLowerCase();
        const name = attrs['name'];
        if (!name) return;
        if (type === 'hidden') hidden[name] = attrs['value'] ?? '';
        else if ((type === 'submit' || type === 'button') && /download/i.test(name) && button === null)
          button = { name, value: attrs['value'] ?? '' };
      },
      ontext: scan,
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return { hidden, button, files };
}

/** The worker module that parses a page off the event loop (datasets-page.worker.ts). */
const PAGE_WORKER = workerModule('datasets-page.worker', import.meta.url);

/**
 * `parseDatasetsPage` in a worker thread (piscina, one thread made for the page and closed after it): the
 * server answers its visitors while a page of up to MAX_PAGE_BYTES is read (a sync runs once a day at most, so a
 * thread kept waiting would cost memory for nothing). The result and the errors are the parser's own.
 */
export async function parseDatasetsPageOffThread(html: string): Promise<DatasetsPage> {
  const pool = new Piscina<string, DatasetsPage>({
    filename: PAGE_WORKER.href,
    minThreads: 1,
    maxThreads: 1,
    execArgv: workerExecArgv(PAGE_WORKER),
  });
  try {
    return await pool.run(html);
  } finally {
    await pool.destroy();
  }
}

/**
 * `fetch` that follows redirects only to the host of `url` (the clerk's), at most 5, and reads the body up to
 * `maxBytes`. A redirect elsewhere, or a longer body, is refused with a clear message.
 */
export async function fetchFromClerk(url: string, init: RequestInit & { timeoutMs: number }): Promise<Response> {
  const host = new URL(url).host;
  let current = url;
  const { timeoutMs, ...first } = init;
  let rest: RequestInit = first;
  const signal = AbortSignal.timeout(timeoutMs);
  for (let hop = 0; hop <= 5; hop++) {
    const res = await fetch(current, { ...rest, redirect: 'manual', signal });
    if (res.status < 300 || res.status >= 400) return res;
    const location = res.headers.get('location');
    await res.body?.cancel();
    if (!location) throw new Error(`the Public Datasets page answered HTTP ${res.status} without a location`);
    const next = new URL(location, current);
    if (next.host !== host)
      throw new Error(`the Public Datasets page redirected to another host (${next.host}); refused`);
    current = next.toString();
    // A 303 (or a 301/302 after a POST, as browsers do) continues as a GET without the form.
    if (res.status === 303 || ((res.status === 301 || res.status === 302) && rest.method === 'POST'))
      rest = { ...rest, method: 'GET', body: null };
  }
  throw new Error('the Public Datasets page redirected more than 5 times');
}

/** The body of `res` as text, refused past `maxBytes` (read in chunks, never held whole beyond the cap). */
async function textUpTo(res: Response, maxBytes: number): Promise<string> {
  const declared = Number(res.headers.get('content-length') ?? NaN);
  if (declared > maxBytes)
    throw new Error(`the Public Datasets page is ${declared} bytes, over the ${maxBytes}-byte limit`);
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of Readable.fromWeb(res.body as unknown as WebReadableStream<Uint8Array>)) {
    bytes += (chunk as Buffer).length;
    if (bytes > maxBytes) throw new Error(`the Public Datasets page is over the ${maxBytes}-byte limit`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Cookies of a response, as a `Cookie` request header (the ASP.NET session the postback must continue). */
function cookieHeader(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c.includes('='))
    .join('; ');
}

export interface FetchedPage extends DatasetsPage {
  cookie: string;
}

export async function fetchDatasetsPage(url: string, timeoutMs = 60_000): Promise<FetchedPage> {
  const res = await fetchFromClerk(url, { timeoutMs });
  if (!res.ok || !res.body) throw new Error(`the Public Datasets page answered HTTP ${res.status}`);
  const page = await parseDatasetsPageOffThread(await textUpTo(res, MAX_PAGE_BYTES));
  return { ...page, cookie: cookieHeader(res) };
}

/** What the response's headers say about the file, before its body is read. */
export interface DownloadHeaders {
  /** Content-Length, when declared. */
  bytes: number | null;
  /** Last-Modified, as sent. */
  lastModified: string | null;
}

/**
 * Downloads one file by the page's postback into `dest`, streaming it to disk (never held in memory). Throws on
 * an HTTP error or a body larger than `maxBytes`; what the body is gets checked by `verifyDownload`. When
 * `unchanged` says the headers describe the file already imported, the body is not read (`skipped`).
 */
export async function downloadFile(
  url: string,
  page: FetchedPage,
  file: DatasetFile,
  dest: string,
  opts: { maxBytes: number; timeoutMs: number; unchanged?: (h: DownloadHeaders) => boolean },
): Promise<{ bytes: number; contentType: string; lastModified: string | null; skipped: boolean }> {
  const form = new URLSearchParams(page.hidden);
  form.set('hiddenDownloadFile', file.locator);
  if (page.button) form.set(page.button.name, page.button.value);
  const res = await fetchFromClerk(url, {
    method: 'POST',
    body: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(page.cookie ? { cookie: page.cookie } : {}) },
    timeoutMs: opts.timeoutMs,
  });
  if (!res.ok || !res.body) throw new Error(`the download of ${file.name} answered HTTP ${res.status}`);
  const declared = Number(res.headers.get('content-length') ?? NaN);
  const lastModified = res.headers.get('last-modified');
  if (opts.unchanged?.({ bytes: Number.isFinite(declared) ? declared : null, lastModified })) {
    await res.body.cancel();
    return { bytes: declared, contentType: res.headers.get('content-type') ?? '', lastModified, skipped: true };
  }
  if (declared > opts.maxBytes)
    throw new Error(`${file.name} is ${declared} bytes, over the ${opts.maxBytes}-byte limit`);
  let bytes = 0;
  const limit = opts.maxBytes;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      if (bytes > limit) done(new Error(`${file.name} is over the ${limit}-byte limit`));
      else done(null, chunk);
    },
  });
  await pipeline(
    Readable.fromWeb(res.body as unknown as WebReadableStream<Uint8Array>),
    counter,
    createWriteStream(dest),
  );
  if (Number.isFinite(declared) && declared !== bytes)
    throw new Error(`${file.name} was cut off: ${bytes} of ${declared} bytes`);
  return { bytes, contentType: res.headers.get('content-type') ?? '', lastModified, skipped: false };
}

/** The columns an extract must have for the importer to read it (format notes §2). */
export const REQUIRED_COLUMNS = [
  'cas',
  'cad',
  'disposition',
  'dispdt',
  'def_spn',
  'def_nam',
  'def_dob',
  'curr_l_d',
  'curr_off_lit',
] as const;
/** Filing files carry no disposition columns. */
export const REQUIRED_FILING_COLUMNS = [
  'cas',
  'fda',
  'def_spn',
  'def_nam',
  'def_dob',
  'curr_l_d',
  'curr_off_lit',
] as const;

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Why a download cannot be imported, or null when it passed every check. */
export async function verifyDownload(
  file: string,
  kind: DatasetFile['kind'],
  minBytes: number,
  zipLimits: ZipLimits = {},
): Promise<string | null> {
  const size = (await stat(file)).size;
  if (size < minBytes) return `too small: ${size} bytes (at least ${minBytes} expected)`;
  const head = Buffer.alloc(512);
  const fh = await open(file, 'r');
  try {
    await fh.read(head, 0, head.length, 0);
  } finally {
    await fh.close();
  }
  const text = head.toString('latin1').trimStart().toLowerCase();
  if (text.startsWith('<!doctype') || text.startsWith('<html') || text.startsWith('<?xml') || text.startsWith('<'))
    return 'an HTML page came back instead of the file';
  if (kind === 'weekly' && !head.subarray(0, 4).equals(ZIP_SIGNATURE)) return 'not a zip file (no zip signature)';
  let source;
  try {
    source = await openExtractFile(file, zipLimits);
  } catch (err) {
    if (err instanceof ZipLimitError) return `refused: ${err.message}`;
    return `the zip cannot be opened (${err instanceof Error ? err.message : String(err)}): the download is damaged or cut off`;
  }
  // Read the first line (the header) and stop.
  let first = '';
  const stream = source.stream as AsyncIterable<Uint8Array> & { destroy?: () => void };
  try {
    for await (const chunk of stream) {
      first += Buffer.from(chunk).toString('latin1');
      if (/[\r\n]/.test(first) || first.length > 65536) break;
    }
  } catch (err) {
    return `the extract cannot be read (${err instanceof Error ? err.message : String(err)})`;
  } finally {
    stream.destroy?.();
  }
  const header = (first.split(/\r\n|\r|\n/)[0] ?? '')
    .replace(/^\uFEFF|^\u00EF\u00BB\u00BF/, '')
    .split('\t')
    .map((h) => h.trim().toLowerCase());
  const required: readonly string[] = kind === 'daily_filings' ? REQUIRED_FILING_COLUMNS : REQUIRED_COLUMNS;
  const missing = required.filter((c) => !header.includes(c));
  if (missing.length > 0) return `the header row lacks ${missing.join(', ')}: not a District Clerk criminal extract`;
  return null;
}

export async function removeQuietly(file: string): Promise<void> {
  await rm(file, { force: true });
}
