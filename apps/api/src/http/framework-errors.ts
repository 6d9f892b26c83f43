import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { translatedBody, type ApiErrorCode } from './errors';

/** A Connect-style middleware such as helmet's: sets headers on the response, then calls `next`. */
type HeaderMiddleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/**
 * The headers a middleware sets, captured once. Helmet's headers depend on its options only, never on the
 * request, so the answers written before Fastify has a request (a malformed request line, an oversized
 * URL) or before any hook ran (a URL that cannot be decoded) carry exactly the headers every other answer
 * carries.
 */
export function captureHeaders(middleware: HeaderMiddleware): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
      return res;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
    getHeader(name: string) {
      return headers.get(name.toLowerCase());
    },
  };
  let failed: unknown = null;
  middleware({ headers: {}, method: 'GET', url: '/' } as IncomingMessage, res as unknown as ServerResponse, (err) => {
    failed = err ?? null;
  });
  if (failed) throw new Error('the security-header middleware failed');
  return [...headers];
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Fastify's `frameworkErrors`: errors its router raises before any hook runs, such as a URL that cannot be
 * percent-decoded (`/api/%zz`). The answer is the contract's 400 in both languages, with the security
 * headers, and says nothing of the URL.
 */
export function frameworkErrorHandler(headers: [string, string][]) {
  return (_error: FastifyError, _req: FastifyRequest, reply: FastifyReply): void => {
    for (const [name, value] of headers) reply.header(name, value);
    void reply.code(400).header('cache-control', 'no-store').send(translatedBody('bad_request'));
  };
}

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses before Fastify sees them (a URL or
 * headers over the 16 KB limit, a malformed request line, a request that took too long to arrive). The
 * answer is written on the socket as the contract's error body with the security headers; nothing of the
 * request is echoed. A connection reset needs no answer.
 */
export function clientErrorHandler(headers: [string, string][]) {
  return (err: Error & { code?: string }, socket: Socket): void => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const code: ApiErrorCode = status === 431 ? 'payload_too_large' : 'bad_request';
    const body = JSON.stringify(translatedBody(code));
    if (socket.writable) {
      const lines = [
        `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Bad Request'}`,
        ...headers.map(([name, value]) => `${name}: ${value}`),
        'cache-control: no-store',
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        'connection: close',
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy();
  };
}
