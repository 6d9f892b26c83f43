import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { startServer, type RunningServer } from '../support/server';
import { axeViolations } from '../support/axe';
import { shot } from '../support/checker';

describe('home page', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ SEED_DEMO: 'false' }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each([
    ['en', '/', 'Clear Your Record, Harris County'],
    ['es', '/?lang=es', 'Limpie sus antecedentes'],
  ])('renders in %s with no axe violations', async (lang, url, heading) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(server.url + url);
    await page.locator('h1', { hasText: heading }).first().waitFor({ timeout: 20_000 });
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `home-${lang}-375`);
    await context.close();
  });

  it('serves the built assets compressed and cacheable, and pages revalidated', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const entry = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeTruthy();
    const res = await fetch(`${server.url}${entry}`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const page = await fetch(`${server.url}/info/faq`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the health check', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });
});
