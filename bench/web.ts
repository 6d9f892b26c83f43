/**
 * npm run bench:web — what the landing page costs a visitor on a cheap phone.
 *
 * Prints the gzip size of the JavaScript the landing page loads: the entry script and modulepreload links of
 * apps/web/dist/index.html, plus the message chunks of one language that the app fetches before its first
 * render. Also the CSS. Budget: landing-page JavaScript ≤ 100 KB gzip. The landing page itself is prerendered
 * (docs/decisions/0035-prerendered-pages.md): it shows before any of this runs, which is what React needs to
 * hydrate it; the pages that are not prerendered wait for it before they show.
 * Then Lighthouse scores (mobile, simulated throttling; performance, accessibility, best practices, SEO) and
 * the largest contentful paint for the landing, FAQ and a step page, the results page, and the three
 * prerendered pages again with JavaScript disabled.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
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

// Message chunks. The landing page waits for CRITICAL_NAMESPACES of its language (apps/web/src/lib/i18n.ts:
// `common`, `home`, `faq`), bundled in one chunk per language (`messages-en`, `messages-es`, see
// apps/web/vite.config.ts); the others, one chunk per namespace and language named after the namespace, load
// in the background after the first render.
const assets = readdirSync(path.join(DIST, 'assets'));
const chunkOf = (ns: string) =>
  assets.filter((f) => f.endsWith('.js') && new RegExp(`^${ns}-[A-Za-z0-9_-]{8}\\.js$`).test(f));
const halfOf = (list: string[]) => list.reduce((sum, f) => sum + gz(`assets/${f}`), 0) / 2;
const CRITICAL = ['common', 'home', 'faq'];
const criticalChunks = [...chunkOf('messages-en'), ...chunkOf('messages-es')];
if (criticalChunks.length !== 2)
  throw new Error(`expected messages-en and messages-es chunks, found ${criticalChunks.join(', ')}`);
const critical = halfOf(criticalChunks);
const NAMESPACES = [
  'checker',
  'results',
  'validation',
  'modals',
  'survey',
  'help',
  'info',
  'steps',
  'reasons',
  'errors',
  'petition',
  'guides',
];
const background = halfOf(NAMESPACES.flatMap(chunkOf));
console.log(`  ${`messages ${CRITICAL.join(' + ')} (one language)`.padEnd(48)} ${kb(critical).padStart(7)} KB gzip`);
// The landing page's own lazy chunk, the footer's (the first paint waits for both: apps/web/src/app/App.tsx)
// and everything they import statically that the entry did not load.
const staticImports = (file: string): string[] =>
  [...readFileSync(path.join(DIST, file), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map(
    (m) => `assets/${m[1] as string}`,
  );
const loaded = new Set([...scripts, ...preloads]);
const firstPaintChunks = assets.filter((f) => /^(HomePage|Footer)-[A-Za-z0-9_-]{8}\.js$/.test(f));
let home = 0;
const queue = firstPaintChunks.map((f) => `assets/${f}`);
while (queue.length > 0) {
  const f = queue.shift() as string;
  if (loaded.has(f)) continue;
  loaded.add(f);
  const size = gz(f);
  home += size;
  console.log(`  ${f.padEnd(48)} ${kb(size).padStart(7)} KB gzip  (landing page chunk)`);
  queue.push(...staticImports(f));
}
console.log(
  `  ${'total JavaScript before the page is interactive'.padEnd(48)} ${kb(js + critical + home).padStart(7)} KB gzip`,
);
console.log(`  ${'other messages, loaded after the first render'.padEnd(48)} ${kb(background).padStart(7)} KB gzip`);
let css = 0;
for (const f of styles) css += gz(f);
console.log(`  ${'CSS'.padEnd(48)} ${kb(css).padStart(7)} KB gzip`);

// Lighthouse (mobile, simulated throttling) in Debian's Chromium against a real server on a fresh database:
// the landing page, and the results page as a person opens it from the results email (/email-pages/results/…),
// reached through the API flow of demo person Ana.
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROME)) {
  console.log(`\nLighthouse: Chromium not found at ${CHROME} (apt-get install -y chromium); no scores.`);
  process.exit(0);
}
const { startServer } = await import('../e2e/support/server');
const { launch } = await import('chrome-launcher');
const lighthouse = (await import('lighthouse')).default;

const server = await startServer({ SEED_PEOPLE: '300' });
const chrome = await launch({
  chromePath: CHROME,
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const resultsUrl = await resultsEmailPage(server.url, server.dataDir);
  // The landing, FAQ and one step page are prerendered (apps/web/scripts/prerender.tsx); each is measured
  // as a visitor's browser loads it, then with JavaScript disabled (what a search engine or a link preview
  // reads, and what the page shows before its scripts have run).
  const targets: [string, string, boolean][] = [
    ['Landing page /', `${server.url}/`, false],
    ['FAQ /info/faq', `${server.url}/info/faq`, false],
    ['Step /steps/petition', `${server.url}/steps/petition`, false],
    ['Results page (email link)', resultsUrl, false],
    ['Landing page, no JS', `${server.url}/`, true],
    ['FAQ, no JS', `${server.url}/info/faq`, true],
    ['Step, no JS', `${server.url}/steps/petition`, true],
    // Last: the app remembers Spanish in a cookie, and the server then answers the English address in Spanish.
    ['FAQ in Spanish', `${server.url}/info/faq?lang=es`, false],
  ];
  const goals: Record<string, number> = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
  console.log(
    '\nLighthouse 13, mobile, simulated throttling (targets: performance ≥ 98, accessibility 100, best practices 100, SEO 100; LCP = largest contentful paint)',
  );
  console.log(
    `  (load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  for (const [name, url, noJs] of targets) {
    // JavaScript off: every script request is blocked (the CSP allows no inline script, so none runs).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(goals),
      ...(noJs ? { blockedUrlPatterns: ['*.js'] } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${name}`);
    // BENCH_WEB_JSON=<dir> keeps each page's full Lighthouse report, to see which audits cost points.
    const jsonDir = process.env.BENCH_WEB_JSON;
    if (jsonDir) {
      mkdirSync(jsonDir, { recursive: true });
      const file = name
        .toLowerCase()
        .replace(/[^a-z]+/g, '-')
        .replace(/^-|-$/g, '');
      writeFileSync(path.join(jsonDir, `${file}.json`), JSON.stringify(result.lhr, null, 1));
    }
    const scores = Object.keys(goals).map((id) => {
      // The email pages are kept out of search engines on purpose (noindex): no SEO score for them.
      if (id === 'seo' && url === resultsUrl) return 'seo n/a (noindex)';
      const score = Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
      return `${id} ${score}${score >= (goals[id] ?? 0) ? '' : ' (below)'}`;
    });
    const lcp = result.lhr.audits['largest-contentful-paint']?.numericValue;
    const lcpText = lcp === undefined ? 'LCP –' : `LCP ${(lcp / 1000).toFixed(2)} s`;
    console.log(`  ${name.padEnd(28)} ${scores.join(', ')}, ${lcpText}`);
  }
} finally {
  chrome.kill();
  await server.stop();
}

/** Walks demo person Ana through the API, emails her results and returns the link the email carries. */
async function resultsEmailPage(base: string, dataDir: string): Promise<string> {
  let token = '';
  const call = async (p: string, body: unknown): Promise<Record<string, unknown>> => {
    const res = await fetch(`${base}/api/application${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${p}: ${res.status} ${JSON.stringify(json)}`);
    if (typeof json.token === 'string') token = json.token;
    return json;
  };
  await call('/pre-check', { hasCrimeOutsideTexas: false, hasCrimeBefore1990: false });
  const lookup = await call('/cont/case-lookup', {
    firstName: 'Ana',
    middleName: '',
    lastName: 'Demo',
    suffix: '',
    aliasFirstNames: [],
    aliasLastNames: [],
    dob: '1990-01-01',
    agreeToTerms: true,
  });
  const cases = (lookup.eligibilityInfo as { cases: { def_spn: string }[] }).cases;
  const spn = cases[0]?.def_spn;
  if (!spn) throw new Error('demo person Ana not found');
  let info = (await call('/cont/confirm-cases', { spn })).eligibilityInfo as { preliminaryQuestions: string[] };
  const answers: Record<string, unknown> = { sexOffender: false, disqualifyingOffenses: [], noneOfTheAbove: true };
  for (let i = 0; i < 5 && info.preliminaryQuestions.length > 0; i++) {
    for (const q of info.preliminaryQuestions) if (!(q in answers)) answers[q] = false;
    info = (await call('/cont/eligibility-preliminary-questions', answers)).eligibilityInfo as typeof info;
  }
  await call('/email/send-case-results-email', { email: 'bench@example.org', useSpanishURL: false });
  const mailDir = path.join(dataDir, 'mail');
  for (let i = 0; i < 100; i++) {
    const files = existsSync(mailDir) ? readdirSync(mailDir).filter((f) => f.endsWith('.eml')) : [];
    for (const f of files) {
      const link = /\/email-pages\/results\/[A-Za-z0-9_-]+/.exec(
        readFileSync(path.join(mailDir, f), 'utf8').replace(/=\r?\n/g, ''),
      );
      if (link) return `${base}${link[0]}`;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the results email was not written');
}
