import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@cyr/schemas';
import { makeTestApp, type TestApp } from '../test/app';

/**
 * Errors raised by the framework or by Node's HTTP parser, before or outside the routes: each is the
 * contract's error body in English and Spanish, with the security headers every other answer has, and says
 * nothing of the request (no URL, no body, no header value).
 */
const PROBE = 'ZqProbe7';

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await makeTestApp({ seed: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await t.close();
});

interface RawResponse {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/** Sends bytes as they are (no client library to fix the URL up) and reads the answer until the server closes. */
function raw(request: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map<string, string>();
      for (const line of lines) {
        const i = line.indexOf(':');
        headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

const get = (path: string) => raw(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
const post = (path: string, body: string, type = 'application/json') =>
  raw(
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );

function expectContractError(res: RawResponse, status: number, code: string): void {
  expect(res.status).toBe(status);
  const body = ErrorBodySchema.parse(JSON.parse(res.body));
  expect(body.error.code).toBe(code);
  expect(body.error.message).not.toBe('');
  expect(body.error.messageEs).not.toBe(body.error.message);
  expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.body).not.toContain(PROBE);
  expect([...res.headers.values()].join('\n')).not.toContain(PROBE);
}

describe("the framework's own errors", () => {
  it('a URL that cannot be percent-decoded is a 400', async () => {
    expectContractError(await get(`/api/${PROBE}%zz`), 400, 'bad_request');
    expectContractError(await get(`/${PROBE}/%E0%A4%A`), 400, 'bad_request');
    expectContractError(await get(`/api/application/${PROBE}%`), 400, 'bad_request');
  });

  it('a URL over the header limit is a 431; a long one under it is a 404', async () => {
    expectContractError(await get(`/api/${PROBE}${'a'.repeat(100_000)}`), 431, 'payload_too_large');
    expectContractError(await get(`/api/${PROBE}${'a'.repeat(8_000)}`), 404, 'not_found');
    // A path parameter far over its length is a 400 that does not repeat it.
    expectContractError(await get(`/api/application/pdf/petition/${PROBE}${'b'.repeat(5_000)}`), 400, 'bad_request');
  });

  it('an unknown API route is a 404', async () => {
    expectContractError(await get(`/api/${PROBE}<script>`), 404, 'not_found');
    expectContractError(await post(`/api/application/${PROBE}`, '{}'), 404, 'not_found');
  });

  it('a body over the limit is a 413, a broken JSON body a 400, another type a 415', async () => {
    expectContractError(
      await post('/api/application/pre-check', `{"${PROBE}":"${'x'.repeat(70_000)}"}`),
      413,
      'payload_too_large',
    );
    expectContractError(await post('/api/application/pre-check', `{"${PROBE}<`), 400, 'bad_request');
    expectContractError(await post('/api/application/pre-check', PROBE, 'text/plain'), 415, 'unsupported_media_type');
  });

  it('a request line the HTTP parser refuses is a 400', async () => {
    expectContractError(
      await raw(`GET /${PROBE} HTTP/1.1\r\nHost: localhost\r\nBad Header ${PROBE}\r\n\r\n`),
      400,
      'bad_request',
    );
    expectContractError(await raw(`${PROBE} NOT-HTTP\r\n\r\n`), 400, 'bad_request');
  });

  it('/api/health still answers afterwards', async () => {
    const res = await get('/api/health');
    expect(res.status).toBe(200);
  });
});
