/**
 * Prerenders the pages whose content is the same for everyone (src/app/prerenderedPages.ts), in English and
 * Spanish, after `vite build` (`npm run build -w apps/web`): a server build of src/entry-server.tsx renders
 * each page with React's own server rendering, into the built index.html with the page's title, description,
 * canonical and language links, Open Graph and Twitter tags, FAQPage structured data, and the stylesheets of
 * the page's chunks (so it reads the same with JavaScript off). Writes dist/pages/<lang>/<path>.html and
 * dist/pages/pages.json, which the server reads (apps/api/src/web/pages.ts): the pages, the not-found page
 * (answered with status 404) and the app's route patterns (a path matching none of them is not found). Addresses carry
 * PUBLIC_URL_PLACEHOLDER; the server puts its PUBLIC_URL there when it sends a page.
 * docs/decisions/0035-prerendered-pages.md.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'vite';
import type { Language } from '@cyr/i18n';
import enSeo from '../../../packages/i18n/src/locales/en/seo';
import esSeo from '../../../packages/i18n/src/locales/es/seo';
import { PUBLIC_URL_PLACEHOLDER } from '../src/lib/site';
import type { PrerenderedPage } from '../src/app/prerenderedPages';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');
const SSR_OUT = path.join(ROOT, 'node_modules/.ssr');
const LANGUAGES: Language[] = ['en', 'es'];
const SEO = { en: enSeo, es: esSeo };
/** The share image (public/share.png) and its size, for link previews. */
const SHARE_IMAGE = { path: '/share.png', width: 1200, height: 630 };

interface ServerEntry {
  renderPage: (pathname: string, lng: Language) => Promise<string>;
  PRERENDERED_PAGES: PrerenderedPage[];
  APP_ROUTE_PATTERNS: string[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** The page's URL in a language: English at the path, Spanish with `?lang=es` (what the server answers). */
function pageUrl(pagePath: string, lng: Language, origin: string = PUBLIC_URL_PLACEHOLDER): string {
  return `${origin}${pagePath}${lng === 'es' ? '?lang=es' : ''}`;
}

/** Where a page's HTML is written, under dist/pages. */
function pageFile(pagePath: string, lng: Language): string {
  return `${lng}${pagePath === '/' ? '/index' : pagePath}.html`;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Text of rendered HTML: tags and React's text separators dropped, entities decoded, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?)])/g, '$1')
    .trim();
}

/** The questions and answers of the page's accordions (components/Accordion: <details> with a <summary>). */
function questionsOf(html: string): { q: string; a: string }[] {
  return html
    .split('</details>')
    .map((part) => {
      const m = /<summary[^>]*>([\s\S]*?)<\/summary>\s*<div class="accordion__content">([\s\S]*)$/.exec(part);
      return m ? { q: textOf(m[1] ?? ''), a: textOf((m[2] ?? '').replace(/<\/div>\s*$/, '')) } : null;
    })
    .filter((x): x is { q: string; a: string } => x !== null && x.q !== '' && x.a !== '');
}

/**
 * FAQPage structured data (schema.org), as a JSON-LD data block. `<` is escaped so no text can close the
 * script element. A data block is not script: the browser never runs it, and the site's CSP
 * (script-src 'self') does not apply to it.
 */
function faqJsonLd(html: string, lng: Language): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: lng,
    mainEntity: questionsOf(html).map(({ q, a }) => ({
      '@type': 'Question',
      name: q,
      acceptedAnswer: { '@type': 'Answer', text: a },
    })),
  };
  if (data.mainEntity.length === 0) throw new Error('FAQ page: no questions found in the rendered HTML');
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

function headTags(page: PrerenderedPage, lng: Language, html: string): string {
  const seo = SEO[lng];
  const texts = page.seo.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], seo.pages) as {
    title: string;
    description: string;
  };
  const url = pageUrl(page.path, lng);
  const image = `${PUBLIC_URL_PLACEHOLDER}${SHARE_IMAGE.path}`;
  const tags = [
    `<title>${escapeHtml(texts.title)}</title>`,
    `<meta name="description" content="${escapeHtml(texts.description)}" />`,
  ];
  if (page.noindex) tags.push('<meta name="robots" content="noindex" />');
  else tags.push(`<link rel="canonical" href="${url}" />`);
  // The page in the other language, also on pages kept out of search engines (a reader's browser or an
  // assistive tool offers the switch); never on the not-found page, which has no address of its own.
  if (!page.notFound)
    tags.push(
      ...LANGUAGES.map((l) => `<link rel="alternate" hreflang="${l}" href="${pageUrl(page.path, l)}" />`),
      `<link rel="alternate" hreflang="x-default" href="${pageUrl(page.path, 'en')}" />`,
    );
  tags.push(
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${escapeHtml(seo.siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(texts.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(texts.description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:locale" content="${lng === 'es' ? 'es_US' : 'en_US'}" />`,
    `<meta property="og:locale:alternate" content="${lng === 'es' ? 'en_US' : 'es_US'}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:type" content="image/png" />`,
    `<meta property="og:image:width" content="${SHARE_IMAGE.width}" />`,
    `<meta property="og:image:height" content="${SHARE_IMAGE.height}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(seo.shareImageAlt)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escapeHtml(texts.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(texts.description)}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    `<meta name="twitter:image:alt" content="${escapeHtml(seo.shareImageAlt)}" />`,
  );
  if (page.faq) tags.push(faqJsonLd(html, lng));
  return tags.join('\n    ');
}

/** The stylesheets of a source file's chunk and of the chunks it imports statically (Vite's build manifest). */
function stylesOf(manifest: Record<string, ManifestChunk>, source: string, seen = new Set<string>()): string[] {
  if (seen.has(source)) return [];
  seen.add(source);
  const chunk = manifest[source];
  if (!chunk) return [];
  return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((i) => stylesOf(manifest, i, seen))];
}

function sourceOf(manifest: Record<string, ManifestChunk>, component: string): string {
  const key = Object.keys(manifest).find((k) => k.endsWith(`/${component}.tsx`));
  if (!key) throw new Error(`${component}.tsx is not in the build manifest`);
  return key;
}

/**
 * What starts the app on a prerendered page: a classic deferred script that adds the app's entry module (and
 * preloads what it imports) once the page has painted, instead of the entry's `<script type="module">` and
 * `modulepreload` links in the head, whose downloads would compete with the page's stylesheets and fonts for
 * a slow connection before the first paint. The page reads and its links work before the app starts; the app
 * then hydrates it. (A hidden tab paints no frame: the timer starts the app there.)
 */
const BOOT_JS = `(function () {
  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    (me.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, 1000);
})();
`;

/** The built index.html's entry script and modulepreload links, replaced by the boot script (BOOT_JS). */
function withBootScript(template: string, bootFile: string): string {
  const entry = /\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(template);
  if (!entry) throw new Error('index.html has no entry <script type="module">');
  const preloads = [...template.matchAll(/\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g)];
  let html = template.replace(entry[0], '');
  for (const m of preloads) html = html.replace(m[0], '');
  const boot = `<script defer src="/${bootFile}" data-entry="${entry[1] ?? ''}" data-preload="${preloads.map((m) => m[1] ?? '').join(' ')}"></script>`;
  return html.replace('</head>', () => `  ${boot}\n  </head>`);
}

async function main() {
  rmSync(SSR_OUT, { recursive: true, force: true });
  await build({
    root: ROOT,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: SSR_OUT, emptyOutDir: true, manifest: false },
  });
  const entry = (await import(pathToFileURL(path.join(SSR_OUT, 'entry-server.js')).href)) as ServerEntry;
  const bootFile = `assets/boot-${createHash('sha256').update(BOOT_JS).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(path.join(DIST, bootFile), BOOT_JS);
  // Compressed beside it, like every other asset (vite.config.ts `precompress`).
  writeFileSync(path.join(DIST, `${bootFile}.br`), brotliCompressSync(BOOT_JS));
  writeFileSync(path.join(DIST, `${bootFile}.gz`), gzipSync(BOOT_JS, { level: 9 }));
  const template = withBootScript(readFileSync(path.join(DIST, 'index.html'), 'utf8'), bootFile);
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entryStyles = new Set(Object.values(manifest).flatMap((c) => (c.isEntry ? (c.css ?? []) : [])));
  const footerStyles = stylesOf(manifest, sourceOf(manifest, 'Footer'));
  const outDir = path.join(DIST, 'pages');
  rmSync(outDir, { recursive: true, force: true });
  const written: { path: string; noindex: boolean; files: Record<Language, string> }[] = [];
  let notFound: Record<Language, string> | undefined;

  for (const page of entry.PRERENDERED_PAGES) {
    const styles = [...new Set([...stylesOf(manifest, sourceOf(manifest, page.page)), ...footerStyles])].filter(
      (f) => !entryStyles.has(f),
    );
    const files = {} as Record<Language, string>;
    for (const lng of LANGUAGES) {
      const body = await entry.renderPage(page.path, lng);
      // Without JavaScript, what only a page still starting shows is hidden (public/noscript.css).
      const noscriptStyle = page.needsJs ? '  <noscript><link rel="stylesheet" href="/noscript.css"></noscript>\n' : '';
      const noscript = page.needsJs
        ? `<noscript><p class="noscript-note" role="note">${escapeHtml(SEO[lng].needsJavaScript)}</p></noscript>\n    `
        : '';
      const html = template
        .replace(/<html lang="[^"]*">/, `<html lang="${lng}">`)
        // The template's own <noscript> first (the page's are added below).
        .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
        .replace(/\s*<meta\s+name="description"[\s\S]*?\/>/, '')
        .replace(/<title>[\s\S]*?<\/title>/, () => headTags(page, lng, body))
        .replace(
          '</head>',
          () =>
            `${styles.map((f) => `  <link rel="stylesheet" crossorigin href="/${f}">\n`).join('')}${noscriptStyle}  </head>`,
        )
        .replace('<div id="root"></div>', () => `${noscript}<div id="root" data-prerendered="${lng}">${body}</div>`);
      if (!html.includes(`data-prerendered="${lng}"`)) throw new Error('index.html has no empty <div id="root">');
      const file = pageFile(page.path, lng);
      mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
      writeFileSync(path.join(outDir, file), html);
      files[lng] = file;
    }
    if (page.notFound) notFound = files;
    else written.push({ path: page.path, noindex: page.noindex === true, files });
  }
  if (!notFound) throw new Error('PRERENDERED_PAGES has no not-found page');
  writeFileSync(
    path.join(outDir, 'pages.json'),
    JSON.stringify({ pages: written, notFound, appRoutes: entry.APP_ROUTE_PATTERNS }, null, 1),
  );
  rmSync(SSR_OUT, { recursive: true, force: true });
  console.log(`prerendered ${written.length} pages in ${LANGUAGES.join(' and ')} into dist/pages`);
}

await main();
