import { createHash } from 'node:crypto';
/**
 * A stand-in for the District Clerk's Public Datasets page, for the sync's tests: an ASP.NET-like form on
 * 127.0.0.1 with hidden state fields, a session cookie, `DownloadDoc('Criminal\\…')` links and a download
 * button; files come back only from the postback that carries the page's state (a plain GET of a file is 404,
 * as on the real site).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateRawSync } from 'node:zlib';

/** A zip holding one deflated file (the weekly file's shape). */
export function makeZip(fileName: string, content: Buffer): Buffer {
  const name = Buffer.from(fileName, 'utf8');
  const data = deflateRawSync(content);
  const crc = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(name.length, 28);
  const cd = Buffer.concat([central, name]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(local.length + name.length + data.length, 16);
  return Buffer.concat([local, name, data, cd, end]);
}

export interface FakeClerk {
  url: string;
  /** Files the page lists: locator (`Criminal\name`) → body the postback returns. */
  files: Map<string, Buffer>;
  /** Requests seen: page GETs and download POSTs (with the locator asked for). */
  gets: number;
  posts: string[];
  close(): Promise<void>;
}

const VIEWSTATE = '/wEPDwUKMTY1NDU2MTA1MmRk';
const VALIDATION = '/wEdAAKvalidation';

function page(files: Iterable<string>): string {
  const rows = [...files]
    .map(
      (loc) =>
        `<tr><td>2024-11-23</td><td><a href="javascript:DownloadDoc('${loc.replace(/\\/g, '\\\\')}')">${loc.split('\\').pop() ?? ''}</a></td></tr>`,
    )
    .join('\n');
  return `<!DOCTYPE html><html><body><form method="post" action="./PublicDatasets.aspx" id="form1">
<input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="${VIEWSTATE}" />
<input type="hidden" name="__VIEWSTATEGENERATOR" id="__VIEWSTATEGENERATOR" value="A1B2C3D4" />
<input type="hidden" name="__EVENTVALIDATION" id="__EVENTVALIDATION" value="${VALIDATION}" />
<input type="hidden" name="hiddenDownloadFile" id="hiddenDownloadFile" value="" />
<table><tr><th colspan="2">Criminal</th></tr>
${rows}
</table>
<input type="submit" name="btnDownload" value="Download" id="btnDownload" style="display:none" />
</form></body></html>`;
}

export async function startFakeClerk(files: Map<string, Buffer> = new Map()): Promise<FakeClerk> {
  const state = { gets: 0, posts: [] as string[] };
  const server: Server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/PublicDatasets.aspx') {
      state.gets++;
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'set-cookie': 'ASP.NET_SessionId=fake123; path=/; HttpOnly',
      });
      res.end(page(files.keys()));
      return;
    }
    if (req.method === 'POST' && req.url === '/PublicDatasets.aspx') {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        const locator = form.get('hiddenDownloadFile') ?? '';
        state.posts.push(locator);
        const ok =
          form.get('__VIEWSTATE') === VIEWSTATE &&
          form.get('__EVENTVALIDATION') === VALIDATION &&
          form.get('btnDownload') === 'Download' &&
          (req.headers.cookie ?? '').includes('ASP.NET_SessionId=fake123');
        const body = files.get(locator);
        if (!ok || !body) {
          // The real page answers a postback it cannot serve with itself (HTML), not an error status.
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(page(files.keys()));
          return;
        }
        const name = locator.split('\\').pop() ?? 'file';
        res.writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-disposition': `attachment; filename="${name}"`,
          'content-length': String(body.length),
          // Like a web server serving a file: its modification date (here derived from its content, so a file
          // set again with other bytes, as the clerk republishing a corrected file, gets a new one).
          'last-modified': new Date(
            Date.UTC(2024, 10, 1) + parseInt(createHash('sha256').update(body).digest('hex').slice(0, 6), 16) * 1000,
          ).toUTCString(),
        });
        res.end(body);
      });
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/PublicDatasets.aspx`,
    files,
    get gets() {
      return state.gets;
    },
    get posts() {
      return state.posts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
