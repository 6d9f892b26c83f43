import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Writes `.br` and `.gz` next to every text asset of the build, so the server sends compressed files
 * without compressing on each request (@fastify/static `preCompressed`). A cheap phone on a slow network
 * downloads about a quarter of the bytes.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'cyr-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    closeBundle() {
      // The server build that prerenders pages (scripts/prerender.tsx) is never served.
      if (ssr) return;
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * Preloads the regular and bold latin faces of Public Sans from index.html. The first paint waits for them
 * (app/App.tsx `fontsReady`, so text does not reflow when they arrive); requested by the app's code they
 * would start only once the framework chunk has run, last on the critical path.
 */
function preloadFonts(): Plugin {
  return {
    name: 'cyr-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {})
          .filter((f) => /(^|\/)public-sans-latin-(400|700)-normal-[A-Za-z0-9_-]{8}\.woff2$/.test(f))
          .sort();
        if (fonts.length !== 2)
          throw new Error(`expected the 400 and 700 latin faces of Public Sans, found ${fonts.join(', ')}`);
        return fonts.map((f) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${f}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * What every page needs before its first render (React, i18next and the hooks of react-i18next, the i18n
 * loader, Vite's preload helper) in one `framework` chunk, instead of five small chunks that each cost a
 * request on the critical path (six connections per host over HTTP/1.1). react-i18next's <Trans> and its
 * HTML parser stay out: only content pages and modals use them, and they load with those.
 */
function framework(id: string): boolean {
  if (/node_modules[\\/](react|react-dom|scheduler|i18next)[\\/]/.test(id)) return true;
  if (/node_modules[\\/]react-i18next[\\/]/.test(id)) return !/[\\/](Trans|TransWithoutContext)\.js$/.test(id);
  return /preload-helper|src[\\/]lib[\\/]i18n\.ts$/.test(id);
}

/**
 * The messages the first page renders with (lib/i18n CRITICAL_NAMESPACES: common, home, faq) in one chunk
 * per language, `messages-en` and `messages-es`: one request instead of three.
 */
function criticalMessages(id: string): string | null {
  const m = /packages[\\/]i18n[\\/]src[\\/]locales[\\/](en|es)[\\/](common|home|faq)\.ts$/.exec(id);
  return m ? `messages-${m[1] ?? ''}` : null;
}

/**
 * What the content pages (the landing page first) render with, in one `content` chunk instead of five:
 * the rich-text component and <Trans>, the county facts and the web's one reading of them (lib/county.ts), the
 * accordion. (Not their CSS, nor what other pages use too, like the document title hook: the email results page
 * would then load it all.)
 */
function contentKit(id: string): boolean {
  return (
    /src[\\/]components[\\/](content[\\/].*\.tsx?|Accordion\.tsx)$/.test(id) ||
    /packages[\\/]i18n[\\/]src[\\/]county[\\/]/.test(id) ||
    /src[\\/]lib[\\/]county\.ts$/.test(id) ||
    /node_modules[\\/](html-parse-stringify|void-elements)[\\/]/.test(id) ||
    (/node_modules[\\/]react-i18next[\\/]/.test(id) && !framework(id))
  );
}

/**
 * What the checker's forms validate with, in one `forms` chunk instead of eight: zod, react-hook-form and its
 * zod resolver, the request schemas of the checker's first calls and the site's zod messages. On a slow phone the
 * name page's code then comes in a few requests, and the pre-check's call to the server is not queued behind a
 * dozen small ones (a browser opens six connections to a host over HTTP/1.1). Only modules whose own imports are
 * in this list or already in the first page's code: a module here that imported something else would bring it
 * along (the phone-number library of the text schemas, the staff schemas).
 */
function formsKit(id: string): boolean {
  return (
    /node_modules[\\/](zod|react-hook-form|@hookform[\\/]resolvers)[\\/]/.test(id) ||
    /packages[\\/]schemas[\\/]src[\\/](common|application|followup|person-cases)\.ts$/.test(id) ||
    /src[\\/]lib[\\/]zodConfig\.ts$/.test(id)
  );
}

export default defineConfig({
  plugins: [react(), precompress(), preloadFonts()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: which stylesheets each page's chunks need, for the prerendered pages
    // (scripts/prerender.tsx).
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: framework, priority: 3 },
            { name: (id) => criticalMessages(id), debugName: 'critical-messages', priority: 2 },
            { name: 'content', test: contentKit, priority: 1, includeDependenciesRecursively: false },
            { name: 'forms', test: formsKit, priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
