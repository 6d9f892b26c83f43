import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL_PLACEHOLDER, serveWebApp, withPublicUrl } from './pages';
import { requestLanguage } from '../http/language';

/** A built web app with two prerendered pages (what apps/web/scripts/prerender.tsx writes). */
function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cyr-web-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write('index.html', '<!doctype html><html lang="en"><body><div id="root"></div></body></html>');
  write('assets/app-abcdefgh.js', 'console.log(1)');
  const page = (lng: string, h1: string) =>
    `<!doctype html><html lang="${lng}"><head><link rel="canonical" href="${PUBLIC_URL_PLACEHOLDER}/info/faq" /></head>` +
    `<body><div id="root" data-prerendered="${lng}"><h1>${h1}</h1>` +
    `<a href="https://www.facebook.com/sharer/sharer.php?u=${PUBLIC_URL_PLACEHOLDER}%2Finfo%2Ffaq">Facebook</a>${'<p>text</p>'.repeat(200)}</div></body></html>`;
  write('pages/en/info/faq.html', page('en', 'Frequently asked questions'));
  write('pages/es/info/faq.html', page('es', 'Preguntas frecuentes'));
  write('pages/en/index.html', page('en', 'Home'));
  write('pages/es/index.html', page('es', 'Inicio'));
  write('pages/en/404.html', page('en', 'We could not find that page'));
  write('pages/es/404.html', page('es', 'No encontramos esa página'));
  write('pages/en/check/know-your-rights.html', page('en', 'Know your rights'));
  write('pages/es/check/know-your-rights.html', page('es', 'Conozca sus derechos'));
  write(
    'pages/pages.json',
    JSON.stringify({
      pages: [
        { path: '/', noindex: false, files: { en: 'en/index.html', es: 'es/index.html' } },
        { path: '/info/faq', noindex: false, files: { en: 'en/info/faq.html', es: 'es/info/faq.html' } },
        {
          path: '/check/know-your-rights',
          noindex: true,
          files: { en: 'en/check/know-your-rights.html', es: 'es/check/know-your-rights.html' },
        },
      ],
      notFound: { en: 'en/404.html', es: 'es/404.html' },
      appRoutes: [
        '/',
        '/info/faq',
        '/check',
        '/check/pre-check',
        '/check/*',
        '/email-pages/results/:emailToken',
        '/steps/*',
      ],
    }),
  );
  return dir;
}

describe('the web app with prerendered pages', () => {
  let app: FastifyInstance;
  let dist: string;
  const PUBLIC = 'https://clear.example.org';
  beforeAll(async () => {
    dist = fakeDist();
    app = Fastify({ logger: false });
    await serveWebApp(app, { webDist: dist, publicUrl: PUBLIC }, () => ({ error: { code: 'not_found' } }));
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers a page in English, in Spanish with ?lang=es or the lang cookie, with the public address in it', async () => {
    const en = await app.inject({ url: '/info/faq' });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain(`<link rel="canonical" href="${PUBLIC}/info/faq" />`);
    expect(en.body).toContain(`u=${encodeURIComponent(PUBLIC)}%2Finfo%2Ffaq`);
    expect(en.body).not.toContain(PUBLIC_URL_PLACEHOLDER);
    expect((await app.inject({ url: '/info/faq?lang=es' })).body).toContain('<html lang="es">');
    expect((await app.inject({ url: '/info/faq', headers: { cookie: 'x=1; lang=es' } })).body).toContain(
      '<html lang="es">',
    );
    expect((await app.inject({ url: '/info/faq?lang=en', headers: { cookie: 'lang=es' } })).body).toContain(
      '<html lang="en">',
    );
    expect((await app.inject({ url: '/' })).body).toContain('<h1>Home</h1>');
    // ?lang is remembered for the next page (the cookie the app sets too).
    expect((await app.inject({ url: '/?lang=es' })).headers['set-cookie']).toBe(
      'lang=es; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect((await app.inject({ url: '/' })).headers['set-cookie']).toBeUndefined();
  });

  it('answers anything else a client sends for the language with English, never an error', async () => {
    for (const url of ['/info/faq?lang=fr', '/info/faq?lang=es&lang=en', '/info/faq?lang[]=es', '/info/faq?lang=']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<html lang="en">');
    }
    expect(requestLanguage({ headers: { cookie: 'lang=esx' } }, 'cookie')).toBe('en');
    expect(requestLanguage({ query: { lang: ['es'] }, headers: {} }, 'cookie')).toBe('en');
  });

  it('sends the page compressed to a client that accepts it', async () => {
    const res = await app.inject({ url: '/info/faq?lang=es', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('Preguntas frecuentes');
  });

  it('keeps email pages and the checker after the pre-check out of search engines', async () => {
    const kyr = await app.inject({ url: '/check/know-your-rights' });
    expect(kyr.headers['x-robots-tag']).toBe('noindex');
    for (const url of ['/check/basic-info', '/check/results', '/email-pages/results/abc', '/Email-Pages/Results/x']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.headers['x-robots-tag'], url).toBe('noindex');
    }
    for (const url of ['/', '/info/faq', '/check/pre-check', '/steps/review'])
      expect((await app.inject({ url })).headers['x-robots-tag'], url).toBeUndefined();
  });

  it('lists the indexable pages in both languages in sitemap.xml, which robots.txt names', async () => {
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain(`<loc>${PUBLIC}/</loc>`);
    expect(sitemap.body).toContain(`<loc>${PUBLIC}/info/faq?lang=es</loc>`);
    expect(sitemap.body).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${PUBLIC}/info/faq?lang=es"/>`);
    expect(sitemap.body).not.toContain('know-your-rights');
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.body).toBe(`User-agent: *\nDisallow: /api/\n\nSitemap: ${PUBLIC}/sitemap.xml\n`);
  });

  it('serves the files, the app for other routes, and a 404 for the API and other methods', async () => {
    expect((await app.inject({ url: '/assets/app-abcdefgh.js' })).body).toBe('console.log(1)');
    // The prerendered files are served at their pages' paths only.
    expect((await app.inject({ url: '/pages/en/info/faq.html' })).body).not.toContain('Frequently');
    const listing = await app.inject({ url: '/pages/pages.json' });
    expect(listing.statusCode).toBe(404);
    expect(listing.body).not.toContain('appRoutes');
    expect((await app.inject({ url: '/api/nothing' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/info/faq' })).statusCode).toBe(404);
  });

  it("answers a path that is no page of the app 404, with the not-found page in the visitor's language", async () => {
    for (const url of ['/nothing-here', '/info/nothing', '/email-pages/x', '/steps']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['x-robots-tag'], url).toBe('noindex');
      expect(res.body, url).toContain('<h1>We could not find that page</h1>');
    }
    const es = await app.inject({ url: '/nothing-here?lang=es' });
    expect(es.statusCode).toBe(404);
    expect(es.body).toContain('<html lang="es">');
    expect((await app.inject({ url: '/nothing', headers: { cookie: 'lang=es' } })).body).toContain('No encontramos');
    // App routes the server does not prerender still get the app, case-insensitively as the app matches them.
    for (const url of ['/check', '/check/results', '/steps/expunction/review', '/CHECK/basic-info']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });
});

describe('withPublicUrl', () => {
  it('fills in the address, URL-encoded inside a share link, escaped in an attribute', () => {
    expect(withPublicUrl(`${PUBLIC_URL_PLACEHOLDER}/a ?u=${PUBLIC_URL_PLACEHOLDER}%2Fa`, 'https://x.org')).toBe(
      'https://x.org/a ?u=https%3A%2F%2Fx.org%2Fa',
    );
    expect(withPublicUrl(`"${PUBLIC_URL_PLACEHOLDER}"`, 'https://x.org/?a="b"&c')).toBe(
      '"https://x.org/?a=&quot;b&quot;&amp;c"',
    );
  });
});
