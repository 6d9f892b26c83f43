import { getSession, updateSession } from './session';
import { handleSessionExpired } from './sessionExpiry';
import { currentLanguage } from './language';
import { tr } from './i18n';
import { toastError } from './toast';

/**
 * The one API client (conventions §12). It adds the bearer token, refreshes token and expiry from every
 * authenticated 200, handles 401 centrally (clear session, "Session expired" toast, home), retries
 * idempotent GETs on 408/429/503/504 and network failures with back-off, and shows the translated general
 * error toast (or the server's translated 429 message) for other failures.
 */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly body: unknown,
  ) {
    super(`API ${status} ${code}`);
  }
}

interface ErrorBody {
  error?: { code?: string; message?: string; messageEs?: string; fields?: Record<string, string> };
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Send the session's bearer token (authenticated calls). */
  auth?: boolean;
  /** Expect a binary body (PDF). */
  blob?: boolean;
  /** Do not show the general error toast (the caller shows its own message). */
  quiet?: boolean;
  signal?: AbortSignal;
}

export const RETRY_STATUSES = new Set([408, 429, 503, 504]);
export const MAX_ATTEMPTS = 5;

/** Back-off before attempt n+1 (n from 1): 300 ms doubling, at most 5000 ms. */
export function backoffMs(attempt: number): number {
  return Math.min(5000, 300 * 2 ** (attempt - 1));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function errorMessage(body: unknown): string | null {
  const e = (body as ErrorBody | null)?.error;
  if (!e) return null;
  const msg = currentLanguage() === 'es' ? e.messageEs : e.message;
  return msg ?? null;
}

/**
 * A token's expiry (epoch seconds in the server's clock) in this browser's clock: moved by how far the browser's
 * clock is from the server's `Date` header. A phone set an hour ahead would otherwise find every new session
 * already expired. Without a readable `Date` the expiry is kept as it came.
 */
export function inLocalClock(expiry: number, serverDate: string | null, nowMs: number = Date.now()): number {
  const server = serverDate === null ? Number.NaN : Date.parse(serverDate);
  if (!Number.isFinite(server)) return expiry;
  return expiry + Math.round((nowMs - server) / 1000);
}

async function readBody(res: Response, blob: boolean): Promise<unknown> {
  if (blob && res.ok) return res.blob();
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const method = opts.method ?? (opts.body === undefined ? 'GET' : 'POST');
  // The site's language, not the browser's: the server writes emails, acknowledgements and stored requests
  // (help, survey) in the language the person is reading the site in (apps/api `requestLanguage`).
  const headers: Record<string, string> = {
    Accept: opts.blob ? 'application/pdf' : 'application/json',
    'Accept-Language': currentLanguage(),
  };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getSession().token;
  if (opts.auth && token) headers.Authorization = `Bearer ${token}`;
  const idempotent = method === 'GET';

  let attempt = 0;
  for (;;) {
    attempt += 1;
    let res: Response;
    try {
      res = await fetch(path, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: opts.signal,
        credentials: 'same-origin',
      });
    } catch (err) {
      if (opts.signal?.aborted) throw err;
      if (idempotent && attempt < MAX_ATTEMPTS) {
        await sleep(backoffMs(attempt));
        continue;
      }
      if (!opts.quiet) toastError(tr('common:toast.generalError'), 'general-error');
      throw new ApiError(0, 'network_error', null);
    }
    if (idempotent && RETRY_STATUSES.has(res.status) && attempt < MAX_ATTEMPTS) {
      const retryAfter = Number(res.headers.get('Retry-After'));
      await sleep(
        Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(5000, retryAfter * 1000) : backoffMs(attempt),
      );
      continue;
    }
    const body = await readBody(res, opts.blob ?? false);
    if (res.ok) {
      if (body && typeof body === 'object' && 'tokenExpirationTime' in body) {
        const b = body as { token?: unknown; tokenExpirationTime?: unknown };
        if (typeof b.tokenExpirationTime === 'number') {
          const expiry = inLocalClock(b.tokenExpirationTime, res.headers.get('date'));
          b.tokenExpirationTime = expiry;
          if (opts.auth && typeof b.token === 'string') updateSession({ token: b.token, tokenExpirationTime: expiry });
        }
      }
      return body as T;
    }
    const code = (body as ErrorBody | null)?.error?.code ?? `http_${res.status}`;
    if (res.status === 401 && opts.auth) {
      handleSessionExpired();
      throw new ApiError(401, code, body);
    }
    if (!opts.quiet) {
      if (res.status === 429) toastError(errorMessage(body) ?? tr('common:toast.generalError'), 'rate-limited');
      else toastError(tr('common:toast.generalError'), 'general-error');
    }
    throw new ApiError(res.status, code, body);
  }
}

export { handleSessionExpired };

/**
 * What a form tells the person, in the form itself, when its request failed: the server's own message in the
 * site's language (a limit reached, a refusal), else `fallback`. Undefined for an expired session, which
 * `handleSessionExpired` has already dealt with.
 */
export function failureMessage(err: unknown, fallback: string): string | undefined {
  if (err instanceof ApiError && err.status === 401) return undefined;
  return (err instanceof ApiError ? errorMessage(err.body) : null) ?? fallback;
}

export const api = {
  get: <T>(path: string, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...opts, method: 'GET' }),
  post: <T>(path: string, body: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...opts, method: 'POST', body }),
};
