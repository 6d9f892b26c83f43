import { useEffect, useState } from 'react';

/**
 * Demo mode (product-spec §1): the server says so in `GET /api/health` (`demoMode` or `demo`), or in a
 * `<meta name="cyr-demo" content="true">` it injects into the page.
 */
let demo: boolean | null = null;
let pending: Promise<boolean> | null = null;

function fromMeta(): boolean | null {
  const meta = document.querySelector('meta[name="cyr-demo"]');
  if (!meta) return null;
  return meta.getAttribute('content') === 'true';
}

export function loadDemoMode(): Promise<boolean> {
  if (demo !== null) return Promise.resolve(demo);
  const meta = fromMeta();
  if (meta !== null) {
    demo = meta;
    return Promise.resolve(meta);
  }
  pending ??= (async () => {
    try {
      const r = await fetch('/api/health', { headers: { Accept: 'application/json' } });
      const b = (r.ok ? await r.json() : {}) as Record<string, unknown>;
      demo = b.demoMode === true || b.demo === true;
    } catch {
      demo = false;
    }
    return demo;
  })();
  return pending;
}

export function useDemoMode(): boolean {
  const [on, setOn] = useState(demo ?? false);
  useEffect(() => {
    let live = true;
    void loadDemoMode().then((v) => live && setOn(v));
    return () => {
      live = false;
    };
  }, []);
  return on;
}
