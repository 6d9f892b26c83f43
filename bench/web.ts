/**
 * npm run bench:web — what the landing page costs a visitor on a cheap phone.
 *
 * Prints the gzip size of the JavaScript the landing page loads: the entry script and modulepreload links of
 * apps/web/dist/index.html, plus the message chunks of one language that the app fetches before its first
 * render. Also the CSS. Budget: landing-page JavaScript ≤ 100 KB gzip.
 * Lighthouse scores only when lighthouse is installed (it is not a dependency of this project).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '../apps/web/dist');
const BUDGET_KB = 100;

function gz(file: string): number {
  return gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
}
const kb = (n: number) => (n / 1024).toFixed(1);

if (!existsSync(path.join(DIST, 'index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build` first.');
  process.exit(1);
}
const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1] as string);
const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)].map(
  (m) => m[1] as string,
);
const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)].map((m) => m[1] as string);

console.log('Landing page (/), from apps/web/dist/index.html');
let js = 0;
for (const f of [...new Set([...scripts, ...preloads])]) {
  const size = gz(f);
  js += size;
  console.log(`  ${f.padEnd(48)} ${kb(size).padStart(7)} KB gzip`);
}
console.log(
  `  ${'entry + modulepreload JavaScript'.padEnd(48)} ${kb(js).padStart(7)} KB gzip  (budget ${BUDGET_KB} KB: ${js / 1024 <= BUDGET_KB ? 'within' : 'OVER'})`,
);

// Message chunks (one per namespace and language, named after the namespace). The landing page waits for
// `common` and `home` of its language; the others load in the background after the first render.
const assets = readdirSync(path.join(DIST, 'assets'));
const chunkOf = (ns: string) => assets.filter((f) => f.endsWith('.js') && new RegExp(`^${ns}-[A-Za-z0-9_-]{8}\\.js$`).test(f));
const halfOf = (list: string[]) => list.reduce((sum, f) => sum + gz(`assets/${f}`), 0) / 2;
const critical = halfOf([...chunkOf('common'), ...chunkOf('home')]);
const NAMESPACES = ['checker', 'results', 'validation', 'modals', 'survey', 'help', 'info', 'faq', 'steps', 'reasons', 'errors', 'petition', 'guides'];
const background = halfOf(NAMESPACES.flatMap(chunkOf));
console.log(`  ${'messages common + home (one language)'.padEnd(48)} ${kb(critical).padStart(7)} KB gzip`);
// The landing page's own lazy chunk and everything it imports statically that the entry did not load.
const staticImports = (file: string): string[] =>
  [...readFileSync(path.join(DIST, file), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map(
    (m) => `assets/${m[1] as string}`,
  );
const loaded = new Set([...scripts, ...preloads]);
const homeChunk = assets.find((f) => /^HomePage-.*\.js$/.test(f));
let home = 0;
const queue = homeChunk ? [`assets/${homeChunk}`] : [];
while (queue.length > 0) {
  const f = queue.shift() as string;
  if (loaded.has(f)) continue;
  loaded.add(f);
  const size = gz(f);
  home += size;
  console.log(`  ${f.padEnd(48)} ${kb(size).padStart(7)} KB gzip  (landing page chunk)`);
  queue.push(...staticImports(f));
}
console.log(`  ${'total JavaScript before the landing page shows'.padEnd(48)} ${kb(js + critical + home).padStart(7)} KB gzip`);
console.log(`  ${'other messages, loaded after the first render'.padEnd(48)} ${kb(background).padStart(7)} KB gzip`);
let css = 0;
for (const f of styles) css += gz(f);
console.log(`  ${'CSS'.padEnd(48)} ${kb(css).padStart(7)} KB gzip`);

const require = createRequire(import.meta.url);
let lighthouse: string | null = null;
try {
  lighthouse = require.resolve('lighthouse');
} catch {
  lighthouse = null;
}
if (!lighthouse) {
  console.log('\nLighthouse: not installed, so no scores. To measure them:');
  console.log('  npm install --no-save lighthouse   # then: npm start, and in another shell');
  console.log(
    '  npx lighthouse http://localhost:3000/ --chrome-flags="--headless --no-sandbox" --only-categories=performance,accessibility,best-practices',
  );
} else {
  console.log(`\nLighthouse found at ${lighthouse}: run it against a started server (npm start) with`);
  console.log('  npx lighthouse http://localhost:3000/ --chrome-flags="--headless --no-sandbox"');
}
