import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { fetchDatasetsPage, MAX_PAGE_BYTES, parseDatasetsPage, parseDatasetsPageOffThread } from './hcdc';

/** A hostile page: `n` `<input` tags never closed, then a file link (bench/datasets-page.ts times the same page). */
function hostilePage(n: number): string {
  return (
    '<html><body><form>' +
    '<input '.repeat(n) +
    '>\n<input type="hidden" name="__VIEWSTATE" value="abc&amp;d">' +
    `<a href="javascript:DownloadDoc('Criminal\\\\Weekly_Historical_Criminal_20241130.zip')">weekly</a>` +
    '</form></body></html>'
  );
}

describe('the datasets page parser', () => {
  it('reads a page of 40,000 unclosed <input tags in one pass and still finds what follows', () => {
    const page = parseDatasetsPage(hostilePage(40_000));
    expect(page.files.map((f) => f.name)).toEqual(['Weekly_Historical_Criminal_20241130.zip']);
    expect(page.files[0]?.locator).toBe('Criminal\\Weekly_Historical_Criminal_20241130.zip');
  });
});

describe('the datasets page parser off the event loop', () => {
  it('gives the same page as the parser itself', async () => {
    expect(await parseDatasetsPageOffThread(hostilePage(3))).toEqual(parseDatasetsPage(hostilePage(3)));
  });

  it('lets the server answer a request while a page at the size cap is read', async () => {
    const html = hostilePage(Math.floor((MAX_PAGE_BYTES - 400) / '<input '.length));
    expect(html.length).toBeLessThanOrEqual(MAX_PAGE_BYTES);
    // A health endpoint served by this same process: it can only answer when the event loop is free.
    const server = http.createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const order: string[] = [];
      const parsing = parseDatasetsPageOffThread(html).then((page) => {
        order.push('parsed');
        return page;
      });
      const health = await fetch(`http://127.0.0.1:${port}/health`);
      order.push(`health ${health.status} ${await health.text()}`);
      const page = await parsing;
      // The request was answered before the page was read (in the server's thread, it would have waited).
      expect(order).toEqual(['health 200 ok', 'parsed']);
      expect(page.files.map((f) => f.name)).toEqual(['Weekly_Historical_Criminal_20241130.zip']);
      expect(page.hidden['__VIEWSTATE']).toBe('abc&d');
    } finally {
      await new Promise((r) => server.close(r));
    }
  }, 60_000);
});

describe('fetching the datasets page', () => {
  const serve = async (handler: http.RequestListener) => {
    const server = http.createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { base: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
  };

  it('follows a redirect on the same host, and refuses one to another host', async () => {
    const s = await serve((req, res) => {
      if (req.url === '/moved') res.writeHead(302, { location: '/datasets' }).end();
      else if (req.url === '/away') res.writeHead(302, { location: 'http://198.51.100.7/datasets' }).end();
      else res.writeHead(200, { 'content-type': 'text/html' }).end(hostilePage(3));
    });
    try {
      expect((await fetchDatasetsPage(`${s.base}/moved`)).files).toHaveLength(1);
      await expect(fetchDatasetsPage(`${s.base}/away`)).rejects.toThrow('redirected to another host');
    } finally {
      await s.close();
    }
  });

  it('refuses a page over the size cap without reading it whole', async () => {
    const s = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = 'x'.repeat(64 * 1024);
      for (let i = 0; i < 64; i++) res.write(chunk);
      res.end();
    });
    try {
      await expect(fetchDatasetsPage(`${s.base}/datasets`)).rejects.toThrow('over the 2097152-byte limit');
    } finally {
      await s.close();
    }
  });
});
