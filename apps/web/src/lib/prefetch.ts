/**
 * GET requests started before the code that reads them has loaded (app/routes `preloadRoute`), so the
 * data and the page's code come in parallel. Each prefetched response is taken once; later calls fetch.
 */
const pending = new Map<string, Promise<Response>>();

export function prefetch(url: string): void {
  if (!pending.has(url)) pending.set(url, fetch(url, { headers: { Accept: 'application/json' } }));
}

/** The prefetched response for `url` if there is one (taken once), else a new request. */
export function fetchPrefetched(url: string, init?: RequestInit): Promise<Response> {
  const p = pending.get(url);
  if (p) {
    pending.delete(url);
    return p;
  }
  return fetch(url, init);
}
