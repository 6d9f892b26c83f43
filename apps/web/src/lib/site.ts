/**
 * Where the site lives. Pages prerendered at build time (src/entry-server.tsx) do not know the public address
 * yet: they carry PUBLIC_URL_PLACEHOLDER, which the server replaces with its `PUBLIC_URL` when it sends them
 * (apps/api/src/web/pages.ts), so the canonical link, the language alternates and the share links name the
 * site's real address.
 */
export const PUBLIC_URL_PLACEHOLDER = '__CYR_PUBLIC_URL__';

/**
 * The site's origin: the placeholder while rendering at build time; in the browser, the origin of the page's
 * canonical link (the server's PUBLIC_URL, so a prerendered page hydrates with the links it was sent with),
 * else the page's own.
 */
export function siteOrigin(): string {
  if (typeof document === 'undefined') return PUBLIC_URL_PLACEHOLDER;
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (canonical) {
    try {
      return new URL(canonical).origin;
    } catch {
      /* not a URL: the page's own origin */
    }
  }
  return window.location.origin;
}
