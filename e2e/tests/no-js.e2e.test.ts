import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { startServer, type RunningServer } from '../support/server';
import { axeViolations } from '../support/axe';
import { shot } from '../support/checker';
import { leftoverEnglish } from '../support/a11y';
import { inner, meta, textOf } from '../support/html';

/**
 * The pages prerendered at build time (apps/web/scripts/prerender.tsx), as a search engine, a link preview or
 * a browser with JavaScript off gets them: every page in both languages answers its heading and text (the
 * same the app renders in the browser), with its title, description and language links; with JavaScript
 * off the FAQ and a step page read completely, FAQ answers open and links work, axe clean; the checker says
 * it needs JavaScript. sitemap.xml, robots.txt and noindex.
 */
const DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');
const { pages } = JSON.parse(readFileSync(path.join(DIST, 'pages/pages.json'), 'utf8')) as {
  pages: { path: string; noindex: boolean }[];
};
const LANGS = ['en', 'es'] as const;
const url = (base: string, p: string, lang: 'en' | 'es') => `${base}${p}${lang === 'es' ? '?lang=es' : ''}`;

/** The checker's name page, prerendered for a slow phone (docs/decisions/0120). */
const NAME_PAGE = '/check/basic-info';

describe('prerendered pages', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ SEED_PEOPLE: '50' }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lists the pages the issue names', () => {
    const paths = pages.map((p) => p.path);
    for (const p of ['/', '/info/faq', '/info/how-to-file', '/info/nondisclosure-expunction', '/check/pre-check'])
      expect(paths).toContain(p);
    for (const p of ['/check/know-your-rights', '/email-pages/know-your-rights', '/steps/precheck', '/steps/order'])
      expect(paths).toContain(p);
    // Every information page and guide reads without JavaScript: the footer's texts and the expunction guide.
    for (const p of ['/info/about', '/info/privacy', '/info/disclaimer', '/steps/expunction/review'])
      expect(paths).toContain(p);
    expect(paths).toContain('/steps/expunction/order');
  });

  it.each(LANGS)(
    'every page (%s) is served with its heading and text, the same the app renders in the browser',
    async (lang) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      // The app starts on a page that is not prerendered, then renders each page in the browser (client-side
      // navigation), whose text is compared with the server's HTML for that page.
      await page.goto(url(server.url, '/check/results', lang));
      await page.locator('main h1').waitFor();
      const titles = new Set<string>();
      const descriptions = new Set<string>();
      // The name page last: it is reached with the pre-check's answers (without them or a session it sends the
      // person to the pre-check), and the session it starts with them changes what other checker pages show.
      const nameLast = [...pages].sort((a, b) => Number(a.path === NAME_PAGE) - Number(b.path === NAME_PAGE));
      for (const p of nameLast) {
        const res = await fetch(url(server.url, p.path, lang));
        expect(res.status, p.path).toBe(200);
        const html = await res.text();
        expect(html, p.path).toMatch(new RegExp(`<html lang="${lang}">`));
        const h1 = textOf(inner(html, 'h1') ?? '');
        // What the pre-check shows before the app has started is in the served page only: the running app
        // shows its own (PreCheckPage `BeforeTheAppStarts`).
        const served = await page.evaluate((h) => {
          const doc = new DOMParser().parseFromString(h, 'text/html');
          for (const early of doc.querySelectorAll('.precheck__early')) early.remove();
          return doc.querySelector('main')?.innerHTML ?? '';
        }, html);
        const main = textOf(served);
        expect(h1.length, `${p.path}: h1`).toBeGreaterThan(3);
        expect(main.length, `${p.path}: text`).toBeGreaterThan(200);
        const title = inner(html, 'title') ?? '';
        const description = meta(html, 'description') ?? '';
        expect(description.length, `${p.path}: description`).toBeGreaterThan(50);
        // Every page has its own title and description, and names its other language, noindex pages too.
        expect(titles.has(title), `${p.path}: unique title`).toBe(false);
        expect(descriptions.has(description), `${p.path}: unique description`).toBe(false);
        titles.add(title);
        descriptions.add(description);
        expect(html).toContain(`<link rel="alternate" hreflang="es" href="${url(server.url, p.path, 'es')}" />`);
        expect(html).toContain(`<link rel="alternate" hreflang="en" href="${url(server.url, p.path, 'en')}" />`);
        if (!p.noindex) {
          expect(html).toContain(`<link rel="canonical" href="${url(server.url, p.path, lang)}" />`);
          expect(meta(html, 'robots')).toBeUndefined();
        } else {
          expect(meta(html, 'robots')).toBe('noindex');
          expect(res.headers.get('x-robots-tag')).toBe('noindex');
        }
        expect(meta(html, 'og:title')).toBe(title);
        expect(meta(html, 'og:image')).toBe(`${server.url}/share.png`);
        expect(meta(html, 'twitter:card')).toBe('summary_large_image');

        await page.evaluate(
          (to) => {
            window.history.pushState({ key: to }, '', to);
            window.dispatchEvent(new PopStateEvent('popstate'));
          },
          `${p.path}${p.path === NAME_PAGE ? '?hasCrimeOutsideTexas=no&hasCrimeBefore1990=no' : ''}`,
        );
        await page.waitForFunction((text) => document.querySelector('main h1')?.textContent === text, h1);
        await page.waitForFunction(() => !document.querySelector('main .loading'));
        // What the running app learns from the server (this test server is a demo site) is not in a page built
        // ahead: the demo note where a person types a name.
        const rendered = textOf(
          await page.locator('main').evaluate((m) => {
            const copy = m.cloneNode(true) as HTMLElement;
            for (const note of copy.querySelectorAll('.demo-notice')) note.remove();
            return copy.innerHTML;
          }),
        );
        expect(rendered, `${p.path} (${lang})`).toBe(main);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('the FAQ page carries FAQPage structured data with every question', async () => {
    for (const lang of LANGS) {
      const html = await (await fetch(url(server.url, '/info/faq', lang))).text();
      const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
      const data = JSON.parse(block) as {
        '@type': string;
        mainEntity: { name: string; acceptedAnswer: { text: string } }[];
      };
      expect(data['@type']).toBe('FAQPage');
      const questions = [...html.matchAll(/<summary[^>]*>([\s\S]*?)<\/summary>/g)].map((m) => textOf(m[1] ?? ''));
      expect(data.mainEntity.map((q) => q.name)).toEqual(questions);
      for (const q of data.mainEntity) expect(q.acceptedAnswer.text.length).toBeGreaterThan(20);
    }
  });

  it('a path that is no page answers 404 with the not-found page in the language; app routes answer 200', async () => {
    for (const lang of LANGS) {
      const res = await fetch(url(server.url, '/info/no-such-page', lang));
      expect(res.status).toBe(404);
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      const html = await res.text();
      expect(html).toMatch(new RegExp(`<html lang="${lang}">`));
      expect(textOf(inner(html, 'h1') ?? '')).toBe(
        lang === 'en' ? 'We could not find that page' : 'No encontramos esa página',
      );
    }
    for (const p of ['/check/results', '/check/case-verifications/1', '/email-pages/results/abc', '/steps'])
      expect((await fetch(`${server.url}${p}`)).status, p).toBe(200);
  });

  it('a visitor who chose Spanish gets Spanish pages without ?lang (the lang cookie)', async () => {
    const res = await fetch(`${server.url}/info/faq`, { headers: { cookie: 'lang=es' } });
    expect(await res.text()).toMatch(/<html lang="es">/);
    const en = await fetch(`${server.url}/info/faq?lang=en`, { headers: { cookie: 'lang=es' } });
    expect(await en.text()).toMatch(/<html lang="en">/);
  });

  it('sitemap.xml lists the indexable pages in both languages; robots.txt points to it; noindex elsewhere', async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    for (const p of pages) {
      for (const lang of LANGS) {
        const loc = `<loc>${url(server.url, p.path, lang)}</loc>`;
        expect(sitemap.includes(loc), `${p.path} ${lang}`).toBe(!p.noindex);
      }
    }
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    for (const p of ['/check/basic-info', '/check/results', '/email-pages/results/abc'])
      expect((await fetch(`${server.url}${p}`)).headers.get('x-robots-tag'), p).toBe('noindex');
    for (const p of ['/', '/info/faq', '/check/pre-check', '/steps/review'])
      expect((await fetch(`${server.url}${p}`)).headers.get('x-robots-tag'), p).toBeNull();
  });

  describe('with JavaScript off', () => {
    let page: Page;
    /**
     * Opens a page with JavaScript off. axe runs inside the page, which JavaScript off forbids, so it checks
     * the page in a second browser context where JavaScript runs but every script file is blocked (the CSP
     * allows no inline script): the same document, except <noscript> content, which shows only with
     * JavaScript off.
     */
    const open = async (p: string, lang: 'en' | 'es', width = 375) => {
      const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: false });
      page = await context.newPage();
      onTestFailed(async () => {
        await shot(page, `no-js-failed-${lang}`).catch(() => undefined);
      });
      await page.goto(url(server.url, p, lang));
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      return context;
    };
    const axeWithoutScripts = async (p: string, lang: 'en' | 'es'): Promise<string[]> => {
      const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
      await context.route(/\.js(\?|$)/, (route) => route.abort());
      const blocked = await context.newPage();
      await blocked.goto(url(server.url, p, lang));
      expect(await blocked.locator('#root[data-prerendered] main h1').count()).toBe(1);
      const violations = await axeViolations(blocked);
      if (lang === 'es') violations.push(...(await leftoverEnglish(blocked)).map((w) => `English word: ${w}`));
      await context.close();
      return violations;
    };

    it.each(LANGS)('the FAQ reads completely, its answers open, links work, axe clean (%s)', async (lang) => {
      const context = await open('/info/faq', lang);
      expect(await page.locator('main h1').textContent()).toBe(
        lang === 'en' ? 'Frequently asked questions' : 'Preguntas frecuentes',
      );
      const items = page.locator('main details');
      expect(await items.count()).toBeGreaterThan(5);
      const first = items.first();
      const answer = first.locator('.accordion__content');
      expect(await answer.isVisible()).toBe(false);
      await first.locator('summary').click();
      expect(await first.getAttribute('open')).not.toBeNull();
      expect(await answer.isVisible()).toBe(true);
      expect((await answer.innerText()).length).toBeGreaterThan(20);
      await shot(page, `no-js-faq-${lang}`);
      // A link in an answer leads to another page, prerendered in the same language.
      const link = 'a[href^="/info/nondisclosure-expunction"]';
      const withLink = items.filter({ has: page.locator(link) }).first();
      await withLink.locator('summary').click();
      await withLink.locator(link).click();
      await page.waitForURL(/\/info\/nondisclosure-expunction/);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(await page.locator('main h1').textContent()).toBe(
        lang === 'en' ? 'Nondisclosure and expunction' : 'No divulgación y expunción',
      );
      await context.close();
      expect(await axeWithoutScripts('/info/faq', lang)).toEqual([]);
    });

    it.each(LANGS)('a step page reads completely, its next link works, axe clean (%s)', async (lang) => {
      const context = await open('/steps/petition', lang, 1280);
      const h1 = await page.locator('main h1').textContent();
      expect(h1).toBe(lang === 'en' ? 'Step 2: Fill in the petition' : 'Paso 2: Llene la petición');
      expect((await page.locator('main').innerText()).length).toBeGreaterThan(800);
      await shot(page, `no-js-step-${lang}`);
      await page.locator('.steps__nav a.btn-link--primary').click();
      await page.waitForURL(/\/steps\/payment/);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(await page.locator('main h1').textContent()).toBe(
        lang === 'en' ? 'Step 3: Pay the fee, or ask not to pay' : 'Paso 3: Pague la cuota o pida que no le cobren',
      );
      await context.close();
      expect(await axeWithoutScripts('/steps/petition', lang)).toEqual([]);
    });

    it.each(LANGS)(
      'the expunction guide, the privacy page and the About page with its figures read completely, axe clean (%s)',
      async (lang) => {
        const context = await open('/steps/expunction/petition', lang);
        expect((await page.locator('main h1').textContent())?.length).toBeGreaterThan(5);
        expect((await page.locator('main').innerText()).length).toBeGreaterThan(400);
        await shot(page, `no-js-expunction-step-${lang}`);
        await page.goto(url(server.url, '/info/privacy', lang));
        expect(await page.locator('main h1').textContent()).toBe(lang === 'en' ? 'Privacy' : 'Aviso de privacidad');
        expect((await page.locator('main').innerText()).length).toBeGreaterThan(400);
        await shot(page, `no-js-privacy-${lang}`);
        // The footer's texts are links to their pages without JavaScript.
        await page.locator('footer a[href^="/info/about"]').click();
        await page.waitForURL(/\/info\/about/);
        expect(await page.getAttribute('html', 'lang')).toBe(lang);
        // How often the site is right (docs/law/accuracy.md), with the rule book one link away.
        expect(await page.locator('main').innerText()).toContain(
          lang === 'en' ? 'the site agreed on 400 of them' : 'el sitio coincidió en 400 de ellos',
        );
        expect(await page.locator('main a[href="/rules"]').count()).toBe(1);
        await shot(page, `no-js-about-${lang}`);
        await context.close();
        expect(await axeWithoutScripts('/steps/expunction/petition', lang)).toEqual([]);
        expect(await axeWithoutScripts('/info/privacy', lang)).toEqual([]);
        expect(await axeWithoutScripts('/info/about', lang)).toEqual([]);
      },
    );

    it.each(LANGS)('the checker says plainly that it needs JavaScript (%s)', async (lang) => {
      const context = await open('/check/pre-check', lang);
      const note = page.locator('.noscript-note');
      expect(await note.isVisible()).toBe(true);
      expect(await note.innerText()).toContain('JavaScript');
      await context.close();
    });
  });
});
