import { useEffect, useState } from 'react';

/**
 * What the server offers, from `GET /api/health`: demo mode (product-spec §1: `demoMode` or `demo`) and text
 * messages (`texts`: the site sends texts, so the forms may offer them; docs/decisions/0110-text-messages-through-twilio.md).
 * Asked once per page load; a `<meta name="cyr-demo">` or `<meta name="cyr-texts">` in the page answers first.
 */
interface SiteConfig {
  demo: boolean;
  texts: boolean;
}

let loaded: SiteConfig | null = null;
let pending: Promise<SiteConfig> | null = null;

/** `<meta name="cyr-demo|cyr-texts" content="true|false">`, where a page (or a test) says it; else null. */
function fromMeta(name: 'cyr-demo' | 'cyr-texts'): boolean | null {
  // Prerendering (React on the server) has no document: nothing is offered there, the browser asks after hydrating.
  if (typeof document === 'undefined') return null;
  const meta = document.querySelector(`meta[name="${name}"]`);
  if (!meta) return null;
  return meta.getAttribute('content') === 'true';
}

function loadSiteConfig(): Promise<SiteConfig> {
  if (loaded) return Promise.resolve(loaded);
  pending ??= (async () => {
    let body: Record<string, unknown> = {};
    try {
      const r = await fetch('/api/health', { headers: { Accept: 'application/json' } });
      body = (r.ok ? await r.json() : {}) as Record<string, unknown>;
    } catch {
      /* offline: no demo, no texts */
    }
    loaded = { demo: body.demoMode === true || body.demo === true, texts: body.texts === true };
    return loaded;
  })();
  return pending;
}

export function loadDemoMode(): Promise<boolean> {
  const meta = fromMeta('cyr-demo');
  if (meta !== null) return Promise.resolve(meta);
  return loadSiteConfig().then((c) => c.demo);
}

export function useDemoMode(): boolean {
  const [on, setOn] = useState(fromMeta('cyr-demo') ?? loaded?.demo ?? false);
  useEffect(() => {
    let live = true;
    void loadDemoMode().then((v) => live && setOn(v));
    return () => {
      live = false;
    };
  }, []);
  return on;
}

/** Whether the site sends text messages: false until the server has said so (then no form mentions texts). */
export function useTextsOffered(): boolean {
  const [on, setOn] = useState(fromMeta('cyr-texts') ?? loaded?.texts ?? false);
  useEffect(() => {
    let live = true;
    const meta = fromMeta('cyr-texts');
    if (meta !== null) {
      setOn(meta);
      return;
    }
    void loadSiteConfig().then((c) => live && setOn(c.texts));
    return () => {
      live = false;
    };
  }, []);
  return on;
}
