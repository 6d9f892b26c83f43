/**
 * JSON GET requests started before the code that reads them has loaded (app/routes `preloadRoute`), so the
 * data and the page's code come in parallel, and a page whose data is already in can show it in its first
 * render. A page uses a prefetched response once (`forgetPrefetched`); a later visit fetches again.
 */
export interface JsonResponse {
  status: number;
  /** The parsed body of a 2xx answer (undefined otherwise). */
  body: unknown;
}

interface Entry {
  promise: Promise<JsonResponse>;
  settled?: JsonResponse;
}

const entries = new Map<string, Entry>();

/** Fetches `url` as JSON: status and parsed body of a 2xx answer. Rejects on network errors and bad JSON. */
export async function fetchJson(url: string): Promise<JsonResponse> {
  const res = await fetch(url, { headers: { Accept: 'application/json' } });
  return { status: res.status, body: res.ok ? await res.json() : undefined };
}

export function prefetch(url: string): void {
  if (entries.has(url)) return;
  const entry: Entry = { promise: fetchJson(url) };
  entry.promise.then(
    (r) => (entry.settled = r),
    () => undefined,
  );
  entries.set(url, entry);
}

/** The prefetched answer for `url` if it has already arrived (synchronous; for a first render). */
export function prefetchedNow(url: string): JsonResponse | undefined {
  return entries.get(url)?.settled;
}

/** The prefetched answer for `url` if there is one, else a new request. */
export function fetchPrefetched(url: string): Promise<JsonResponse> {
  return entries.get(url)?.promise ?? fetchJson(url);
}

/** Drops the prefetched answer for `url` once a page has used it. */
export function forgetPrefetched(url: string): void {
  entries.delete(url);
}
