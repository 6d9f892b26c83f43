import { STAFF_CSRF_HEADER } from '@cyr/schemas/staff';
import { currentLanguage } from '../../lib/language';

/**
 * The staff console's API client (docs/api/staff.md). Staff calls never carry a visitor's bearer token: the
 * staff session is an httpOnly cookie the browser sends itself (`credentials: 'same-origin'`), and every call
 * that changes something sends the CSRF token of `GET /api/staff/auth/csrf` in `x-csrf-token`. A token the
 * server no longer takes (403 `csrf_invalid`: it expired, or the sign-in changed the cookie) is fetched again
 * and the call repeated once.
 */

export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    /** The server's message in the console's language, when it sent one. */
    readonly text: string | null,
    readonly fields?: Record<string, string>,
    /** Seconds until the server takes the next try (`Retry-After` of a 429), when it said. */
    readonly retryAfter?: number,
  ) {
    super(`staff API ${status} ${code}`);
  }
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

interface ErrorBody {
  error?: { code?: string; message?: string; messageEs?: string; fields?: Record<string, string> };
}

let csrfToken: Promise<string> | null = null;

/** Forgets the CSRF token (after sign-in and sign-out the server binds a new one). */
export function resetCsrf(): void {
  csrfToken = null;
}

function csrf(): Promise<string> {
  csrfToken ??= staffFetch<{ csrfToken: string }>('/api/staff/auth/csrf').then(
    (b) => b.csrfToken,
    (err: unknown) => {
      csrfToken = null;
      throw err;
    },
  );
  return csrfToken;
}

/** Listeners told when a call finds no staff session (401 `staff_unauthenticated`): the console signs in again. */
const signedOutListeners = new Set<() => void>();
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/** Listeners told when a call is refused until the one-time password is changed (403 `password_change_required`). */
const changePasswordListeners = new Set<() => void>();
export function onPasswordChangeRequired(listener: () => void): () => void {
  changePasswordListeners.add(listener);
  return () => changePasswordListeners.delete(listener);
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function staffFetch<T>(
  path: string,
  { method = 'GET', body, signal }: { method?: Method; body?: unknown; signal?: AbortSignal } = {},
  retried = false,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') headers[STAFF_CSRF_HEADER] = await csrf();
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new StaffApiError(0, 'network_error', null);
  }
  const data = await readJson(res);
  if (res.ok) return data as T;
  const error = (data as ErrorBody | null)?.error;
  const code = error?.code ?? `http_${res.status}`;
  if (res.status === 403 && code === 'csrf_invalid' && !retried) {
    resetCsrf();
    return staffFetch<T>(path, { method, body, signal }, true);
  }
  if (res.status === 401 && code === 'staff_unauthenticated') for (const l of signedOutListeners) l();
  if (res.status === 403 && code === 'password_change_required') for (const l of changePasswordListeners) l();
  const text = (currentLanguage() === 'es' ? error?.messageEs : error?.message) ?? null;
  const retry = Number(res.headers.get('retry-after'));
  throw new StaffApiError(
    res.status,
    code,
    text,
    error?.fields,
    Number.isFinite(retry) && retry > 0 ? retry : undefined,
  );
}

export const staffApi = {
  get: <T>(path: string, signal?: AbortSignal) => staffFetch<T>(path, { signal }),
  post: <T>(path: string, body: unknown = {}) => staffFetch<T>(path, { method: 'POST', body }),
  patch: <T>(path: string, body: unknown) => staffFetch<T>(path, { method: 'PATCH', body }),
  put: <T>(path: string, body: unknown) => staffFetch<T>(path, { method: 'PUT', body }),
  delete: <T>(path: string) => staffFetch<T>(path, { method: 'DELETE' }),
};

/** `?from=…&to=…` of a date range (either may be empty: the server's default). */
export function rangeQuery(range: { from: string; to: string }): string {
  const q = new URLSearchParams();
  if (range.from) q.set('from', range.from);
  if (range.to) q.set('to', range.to);
  const s = q.toString();
  return s ? `?${s}` : '';
}
