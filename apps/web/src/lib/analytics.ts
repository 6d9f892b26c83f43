import type { AnalyticsEvent, AnalyticsEventName } from '@cyr/schemas';

/**
 * Anonymous usage counts (product-spec §2): navigation, button and link clicks, modal open/close. Events
 * carry only the route path (no query string, fragment or token) and a fixed target name, never free
 * text. They are batched to POST /api/analytics/events and flushed with sendBeacon when the page hides.
 */

const ENDPOINT = '/api/analytics/events';
const MAX_BATCH = 50;
const FLUSH_MS = 5000;
const TARGET_RE = /^[a-z0-9][a-z0-9_.-]*$/;

let queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let enabled = import.meta.env.MODE !== 'test';

export function setAnalyticsEnabled(on: boolean): void {
  enabled = on;
}

/** The path as the analytics endpoint accepts it: no query, no fragment, email tokens replaced. */
export function safePath(pathname: string): string {
  let p = pathname.split(/[?#]/)[0] ?? '/';
  p = p.toLowerCase().replace(/\/+$/, '') || '/';
  p = p.replace(/^\/email-pages\/(results|petitions)\/.+$/, '/email-pages/$1/:emailToken');
  // Anything that still does not look like a route word becomes a placeholder segment.
  p = p
    .split('/')
    .map((seg) =>
      seg === ':emailToken'
        ? seg
        : /^[a-z0-9-]{0,40}$/.test(seg) && !(/[0-9]/.test(seg) && /[a-z]/.test(seg) && seg.length >= 12)
          ? seg
          : 'x',
    )
    .join('/');
  return p.slice(0, 120);
}

export function safeTarget(target: string | undefined): string | undefined {
  if (!target) return undefined;
  const t = target
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, '_')
    .replace(/^[^a-z0-9]+/, '')
    .slice(0, 64);
  return TARGET_RE.test(t) ? t : undefined;
}

export function track(event: AnalyticsEventName, target?: string, pathname: string = window.location.pathname): void {
  const e: AnalyticsEvent = { event, path: safePath(pathname) };
  const t = safeTarget(target);
  if (t) e.target = t;
  queue.push(e);
  if (!enabled) {
    if (queue.length > 200) queue = queue.slice(-200);
    return;
  }
  if (queue.length >= MAX_BATCH) flush();
  else if (!timer) timer = setTimeout(flush, FLUSH_MS);
}

/** Events waiting to be sent (tests). */
export function pendingEvents(): readonly AnalyticsEvent[] {
  return queue;
}

export function clearPendingEvents(): void {
  queue = [];
}

export function flush(useBeacon = false): void {
  if (timer) {
    clearTimeout(timer);
    timer = null;
  }
  if (!enabled || queue.length === 0) return;
  while (queue.length > 0) {
    const events = queue.slice(0, MAX_BATCH);
    queue = queue.slice(MAX_BATCH);
    const body = JSON.stringify({ events });
    if (useBeacon && typeof navigator.sendBeacon === 'function') {
      navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'application/json' }));
    } else {
      void fetch(ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        keepalive: true,
      }).catch(() => undefined);
    }
  }
}

/** Tracks every button press and link click on the page by its `data-track` name (or a safe fallback). */
export function installClickTracking(): () => void {
  const onClick = (ev: MouseEvent) => {
    const el = (ev.target as Element | null)?.closest?.('a, button');
    if (!el) return;
    const named = (el as HTMLElement).dataset.track;
    if (el.tagName === 'A') {
      const href = el.getAttribute('href') ?? '';
      let target = named;
      if (!target) {
        if (/^https?:/i.test(href)) {
          try {
            target = new URL(href).hostname;
          } catch {
            target = 'external';
          }
        } else if (href.startsWith('/')) {
          target = safePath(href).replace(/^\//, '').replace(/\//g, '.') || 'home';
        } else if (href.startsWith('#')) {
          target = 'anchor';
        }
      }
      track('link_click', target);
    } else {
      track('button_click', named ?? (el as HTMLElement).id ?? undefined);
    }
  };
  const onHide = () => flush(true);
  document.addEventListener('click', onClick, true);
  window.addEventListener('pagehide', onHide);
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush(true);
  };
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    document.removeEventListener('click', onClick, true);
    window.removeEventListener('pagehide', onHide);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
