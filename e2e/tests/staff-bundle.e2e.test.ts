import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/suite';

/**
 * The staff console is its own bundle (apps/web/src/app/routes.tsx `StaffApp`): the public pages load none of
 * its code, its messages or its chart library; `/staff` is not prerendered, not in the sitemap and `noindex`.
 */
const DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** The chunk files a manifest entry loads before it runs (its static imports, transitively). */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const i of manifest[key]?.imports ?? []) staticClosure(i, seen);
  return seen;
}
const files = (keys: Iterable<string>) => [...keys].map((k) => manifest[k]?.file ?? k);
const read = (file: string) => readFileSync(path.join(DIST, file), 'utf8');

/** Strings only the console's code has: its chart box class, its messages, the chart library's (visx) class names. */
const STAFF_MARKERS = ['staff-chart__drawing', 'Staff console', 'Consola del personal', 'visx-axis-tick'];

describe('the staff bundle stays out of the public pages', () => {
  const suite = browserSuite({});
  const staffKey = 'src/features/staff/StaffApp.tsx';

  it('is a lazily loaded chunk with the console and its chart library', () => {
    const staff = manifest[staffKey];
    expect(staff?.isDynamicEntry).toBe(true);
    const own = files(staticClosure(staffKey)).filter((f) => f.endsWith('.js'));
    const text = own.map(read).join('\n');
    for (const marker of STAFF_MARKERS) expect(text, marker).toContain(marker);
  });

  it('no public page chunk (the landing page first) contains or loads staff code', () => {
    const publicEntries = Object.keys(manifest).filter(
      (k) => (manifest[k]?.isEntry || manifest[k]?.isDynamicEntry) && k !== staffKey,
    );
    expect(publicEntries).toContain('index.html');
    expect(publicEntries).toContain('src/features/home/components/HomePage.tsx');
    const staffOnly = new Set(files(staticClosure(staffKey)));
    for (const entry of publicEntries) {
      for (const file of files(staticClosure(entry))) {
        if (!file.endsWith('.js')) continue;
        const text = read(file);
        for (const marker of STAFF_MARKERS)
          expect(text.includes(marker), `${entry} → ${file} has ${marker}`).toBe(false);
      }
    }
    // The landing page's chunks are shared with the console (React, i18next) but none is the console's own.
    const landing = files([
      ...staticClosure('index.html'),
      ...staticClosure('src/features/home/components/HomePage.tsx'),
    ]);
    const consoleOwn = [...staffOnly].filter((f) => !landing.includes(f));
    expect(consoleOwn).toContain(manifest[staffKey]?.file);
  });

  it('the landing page requests no staff chunk in the browser', async () => {
    const page = await suite.fresh(1280);
    const scripts: string[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(new URL(res.url()).pathname);
    });
    await page.goto(suite.server.url);
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    const staffFiles = new Set(files(staticClosure(staffKey)).filter((f) => !f.includes('framework')));
    const consoleChunk = `/${manifest[staffKey]?.file ?? ''}`;
    expect(scripts).not.toContain(consoleChunk);
    for (const s of scripts) {
      const text = read(s.slice(1));
      for (const marker of STAFF_MARKERS) expect(text.includes(marker), `${s} has ${marker}`).toBe(false);
    }
    expect(staffFiles.size).toBeGreaterThan(0);
  });

  it('/staff is not prerendered, not in the sitemap, and noindex', async () => {
    const pages = JSON.parse(read('pages/pages.json')) as { pages: { path: string }[]; appRoutes: string[] };
    expect(pages.pages.some((p) => p.path.startsWith('/staff'))).toBe(false);
    expect(pages.appRoutes).toContain('/staff/*?');
    expect(readdirSync(path.join(DIST, 'pages/en'))).not.toContain('staff');
    const sitemap = await (await fetch(`${suite.server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toContain('/staff');
    for (const p of ['/staff', '/staff/sign-in', '/staff/inbox']) {
      const res = await fetch(`${suite.server.url}${p}`);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('x-robots-tag'), p).toBe('noindex');
    }
    const page = await suite.fresh(1280);
    await page.goto(`${suite.server.url}/staff/sign-in`);
    await page.locator('main h1').waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
  });
});
