import { LANGUAGES, type Language } from '@cyr/i18n';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parse } from 'regexparam';
import { requestLanguage } from '../http/language';

/**
 * Serves the built web app (apps/web/dist): its files, the pages prerendered at build time in English and
 * Spanish (apps/web/scripts/prerender.tsx, listed in dist/pages/pages.json), sitemap.xml and robots.txt, and
 * index.html for every other app route (the app renders those in the browser).
 * docs/decisions/0035-prerendered-pages.md.
 *
 * - `GET /info/faq` answers the English page, `GET /info/faq?lang=es` the Spanish one (`<html lang="es">`);
 *   without `?lang`, the language the visitor chose before (the app's `lang` cookie).
 * - The prerendered pages carry a placeholder where the site's address goes (canonical and language links,
 *   Open Graph, share links); it becomes `publicUrl` here, so one build serves any address.
 * - Email pages and the checker's pages after the pre-check are kept out of search engines
 *   (`X-Robots-Tag: noindex`, and a robots meta tag in the prerendered ones) and out of the sitemap.
 * - A GET of a path that matches none of the app's routes (their patterns are in pages.json, written from
 *   apps/web/src/app/routes.tsx) is answered 404 with the prerendered not-found page, so a mistyped or old
 *   link is not reported to search engines and monitors as a page.
 */

/** Written by the prerender step where the site's address goes (apps/web/src/lib/site.ts). */
export const PUBLIC_URL_PLACEHOLDER = '__CYR_PUBLIC_URL__';

interface PageEntry {
  path: string;
  noindex: boolean;
  files: Record<Language, string>;
}

interface Body {
  html: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Paths search engines should not index, besides the prerendered pages marked `noindex`: email pages, a help
 * request's "add to it" page, the checker after its pre-check, and the staff console (`/staff`, which is also never prerendered nor in the
 * sitemap).
 */
export function isNoindexPath(pathname: string): boolean {
  const p = pathname.toLowerCase();
  return (
    p.startsWith('/email-pages') ||
    p.startsWith('/help/add/') ||
    (p.startsWith('/check') && p !== '/check/pre-check') ||
    p === '/staff' ||
    p.startsWith('/staff/')
  );
}

/** The public URL of a page in a language: English at its path, Spanish with `?lang=es`. */
export function pageUrl(publicUrl: string, pagePath: string, lng: Language): string {
  return `${publicUrl}${pagePath}${lng === 'es' ? '?lang=es' : ''}`;
}

/** Puts the site's address where the prerender step left the placeholder (URL-encoded in share links). */
export function withPublicUrl(html: string, publicUrl: string): string {
  const encoded = encodeURIComponent(publicUrl);
  const attr = publicUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return html
    .replace(new RegExp(`${PUBLIC_URL_PLACEHOLDER}(?=%2F|%3F|%23)`, 'g'), encoded)
    .replaceAll(PUBLIC_URL_PLACEHOLDER, attr);
}

export function sitemapXml(pages: PageEntry[], publicUrl: string): string {
  const urls = pages
    .filter((p) => !p.noindex)
    .flatMap((p) =>
      LANGUAGES.map((lng) => {
        const links = [
          ...LANGUAGES.map(
            (l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${xml(pageUrl(publicUrl, p.path, l))}"/>`,
          ),
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${xml(pageUrl(publicUrl, p.path, 'en'))}"/>`,
        ];
        return `  <url>\n    <loc>${xml(pageUrl(publicUrl, p.path, lng))}</loc>\n${links.join('\n')}\n  </url>`;
      }),
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  return `User-agent: *\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface PagesJson {
  pages: PageEntry[];
  /** The not-found page's files, answered with status 404. */
  notFound?: Record<Language, string>;
  /** The app's route patterns (wouter's syntax, which regexparam reads), the not-found route excluded. */
  appRoutes?: string[];
}

function readPages(webDist: string): PagesJson {
  const file = path.join(webDist, 'pages', 'pages.json');
  if (!existsSync(file)) return { pages: [] };
  return JSON.parse(readFileSync(file, 'utf8')) as PagesJson;
}

/**
 * Whether a path is one of the app's pages: matched by the app's own route patterns, case-insensitively as
 * the app's router (wouter) matches them.
 */
export function appRouteMatcher(patterns: string[]): (pathname: string) => boolean {
  const regexps = patterns.map((p) => new RegExp(parse(p).pattern.source, 'i'));
  return (pathname) => regexps.some((r) => r.test(pathname));
}

/** Sends a text body, compressed when the client accepts it (compressed once, then kept). */
function sendText(req: FastifyRequest, reply: FastifyReply, body: Body, type: string): FastifyReply {
  const accept = String(req.headers['accept-encoding'] ?? '');
  reply.header('content-type', type).header('cache-control', 'no-cache').header('vary', 'accept-encoding, cookie');
  if (/\bbr\b/.test(accept)) {
    body.br ??= brotliCompressSync(body.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    return reply.header('content-encoding', 'br').send(body.br);
  }
  if (/\bgzip\b/.test(accept)) {
    body.gzip ??= gzipSync(body.html, { level: 9 });
    return reply.header('content-encoding', 'gzip').send(body.gzip);
  }
  return reply.send(body.html);
}

/**
 * A prerendered page with a part made for each request (the partner directory): `slot` is the text its HTML
 * carries where that part goes, `render` the HTML for the request, in its language. Such a page is never cached.
 */
export interface DynamicPart {
  path: string;
  slot: string;
  render: (req: FastifyRequest, lang: Language) => Promise<string>;
}

export async function serveWebApp(
  app: FastifyInstance,
  { webDist, publicUrl }: { webDist: string; publicUrl: string },
  notFoundBody: () => unknown,
  dynamicParts: DynamicPart[] = [],
): Promise<void> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn('web app not built (run npm run build); serving the API only');
    app.setNotFoundHandler((_req, reply) => reply.code(404).send(notFoundBody()));
    return;
  }
  const { pages, notFound, appRoutes } = readPages(webDist);
  const prerendered = pages.length > 0;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    // With prerendered pages, `/` is the prerendered landing page (below), not the bare index.html.
    index: prerendered ? false : ['index.html'],
    // The prerendered pages are served at their own paths only.
    allowedPath: (pathName) => !pathName.startsWith('/pages/'),
    // The build writes .br/.gz beside each asset; send those to clients that accept them.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      // Hashed file names never change: cache them for a year. Everything else is revalidated.
      reply.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  // Read once at start, like the file list above, so the pages always name assets this server serves; each
  // is compressed the first time a client asks for it that way.
  const read = (file: string): Body => ({
    html: Buffer.from(withPublicUrl(readFileSync(path.join(webDist, 'pages', file), 'utf8'), publicUrl)),
  });
  for (const page of pages) {
    const bodies = { en: read(page.files.en), es: read(page.files.es) };
    const part = dynamicParts.find((d) => d.path === page.path);
    app.get(page.path, async (req, reply) => {
      const query = (req.query as Record<string, unknown>).lang;
      const lang = requestLanguage(req, 'cookie');
      reply.header('content-language', lang);
      // `?lang` is remembered, as the app does (apps/web/src/lib/i18n.ts `rememberLanguage`), also for a
      // visitor who leaves the page before the app has started (or has JavaScript off).
      if (query === 'es' || query === 'en')
        reply.header('set-cookie', `lang=${query}; Path=/; Max-Age=31536000; SameSite=Lax`);
      if (page.noindex) reply.header('x-robots-tag', 'noindex');
      if (part) {
        const html = bodies[lang].html.toString('utf8').replace(part.slot, await part.render(req, lang));
        return sendText(req, reply, { html: Buffer.from(html) }, 'text/html; charset=utf-8');
      }
      return sendText(req, reply, bodies[lang], 'text/html; charset=utf-8');
    });
  }
  if (prerendered) {
    const sitemap: Body = { html: Buffer.from(sitemapXml(pages, publicUrl)) };
    app.get('/sitemap.xml', (req, reply) => sendText(req, reply, sitemap, 'application/xml; charset=utf-8'));
  }
  const robots: Body = { html: Buffer.from(robotsTxt(publicUrl)) };
  app.get('/robots.txt', (req, reply) => sendText(req, reply, robots, 'text/plain; charset=utf-8'));

  // History fallback for app routes; never for /api/*. Any other path: the not-found page, status 404.
  const isAppRoute = appRoutes ? appRouteMatcher(appRoutes) : () => true;
  const notFoundPages = notFound && { en: read(notFound.en), es: read(notFound.es) };
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.code(404).send(notFoundBody());
    }
    const pathname = req.url.split('?')[0] ?? '';
    if (notFoundPages && !isAppRoute(pathname)) {
      const lang = requestLanguage(req, 'cookie');
      reply.code(404).header('content-language', lang).header('x-robots-tag', 'noindex');
      return sendText(req, reply, notFoundPages[lang], 'text/html; charset=utf-8');
    }
    if (isNoindexPath(pathname)) reply.header('x-robots-tag', 'noindex');
    return reply.type('text/html').sendFile('index.html');
  });
}
