import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { startServer, type RunningServer } from '../support/server';
import { shot, tabTo } from '../support/checker';
import { axeViolations } from '../support/axe';
import { waitForMail } from '../support/mail';
import { hydrated } from '../support/hydration';
import { en, es } from '@cyr/i18n';

/** The app shell: desktop screenshots of every page, redirects, the survey and help forms through the real API. */
describe('app shell', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ SEED_PEOPLE: '300' }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function open(path: string, lang: 'en' | 'es', width = 375): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
    await page.locator('main h1').first().waitFor();
    await page.locator(`html[lang="${lang}"]`).waitFor();
    return page;
  }

  const PAGES: [string, string][] = [
    ['/', 'home'],
    ['/info/nondisclosure-expunction', 'info-nd'],
    ['/info/how-to-file', 'info-file'],
    ['/info/faq', 'faq'],
    ['/check/pre-check', 'pre-check'],
    ['/check/know-your-rights', 'know-your-rights'],
    ['/steps/precheck', 'steps-precheck'],
    ['/steps/review', 'steps-review'],
    ['/email-pages/know-your-rights', 'email-kyr'],
  ];

  it.each(['en', 'es'] as const)(
    'every page has one h1 and no axe violations, at 375 and 1280 px (%s)',
    async (lang) => {
      for (const width of [375, 1280]) {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        for (const [path, name] of PAGES) {
          await page.goto(`${server.url}${path}?lang=${lang}`);
          await page.locator('main h1').first().waitFor();
          await page.locator(`html[lang="${lang}"]`).waitFor();
          expect(await page.locator('h1').count(), path).toBe(1);
          await shot(page, `page-${name}-${lang}-${width}`);
        }
        await context.close();
      }
    },
  );

  it('redirects unknown checker and steps paths', async () => {
    const page = await open('/check/nope', 'en');
    expect(new URL(page.url()).pathname).toBe('/check/pre-check');
    await page.goto(`${server.url}/check/results`);
    await page.waitForURL(/\/check\/pre-check$/);
    await page.goto(`${server.url}/steps/nope`);
    await page.waitForURL(/\/steps\/review$/);
    await page.context().close();
  });

  it('opens the survey from the URL as "Before you go", returns to the path without the query, and submits', async () => {
    const page = await open('/?modal=survey', 'en');
    // Usage counts reach the server in a batch (paths only, no query string).
    const analytics = page.waitForRequest((r) => r.url().endsWith('/api/analytics/events'), { timeout: 15000 });
    const dialog = page.locator('dialog.modal[open]');
    await dialog.waitFor();
    expect(await dialog.locator('h2').first().textContent()).toBe('Before you go');
    await dialog.locator('#survey-howHelpfulWasWebsite').check();
    await dialog.locator('label', { hasText: 'Prefer to self-describe' }).click();
    await dialog.locator('button[type=submit]').click();
    // "Prefer to self-describe" needs its text.
    await dialog.locator('.error-summary').waitFor();
    await dialog.locator('#survey-applicantGenderSelfDescribeInput').fill('Two-spirit');
    await dialog.locator('#survey-email').fill('not-an-email');
    await dialog.locator('button[type=submit]').click();
    await dialog.locator('.field-error', { hasText: 'Invalid email address' }).waitFor();
    await dialog.locator('#survey-email').fill('');
    await dialog.locator('button[type=submit]').click();
    await dialog.locator('.alert--success').waitFor();
    await page.locator('.Toastify__toast', { hasText: 'Feedback submitted successfully.' }).waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL(`${server.url}/`);
    const request = await analytics;
    const body = request.postDataJSON() as { events: { event: string; path: string; target?: string }[] };
    expect(body.events).toContainEqual({ event: 'modal_open', path: '/', target: 'survey' });
    expect(JSON.stringify(body)).not.toContain('?');
    expect((await request.response())?.status()).toBe(200);
    await page.context().close();
  });

  it.each([
    ['es', '713 555 0100', 'No tengo correo electrónico. Necesito ayuda con mi petición.'],
    ['en', '713 555 0101', 'I have no email. I need help with my petition.'],
  ] as const)(
    'sends the help form with a phone number and no email, by keyboard only (%s)',
    async (lang, phone, message) => {
      const t = { en, es }[lang];
      const page = await open('/', lang);
      await hydrated(page, 'button[data-track="header_help"]');
      await tabTo(page, 'button[data-track="header_help"]');
      await page.keyboard.press('Enter');
      const dialog = page.locator('dialog.modal[open]');
      await dialog.locator('#help-email').waitFor();
      expect(await dialog.locator('h2').first().textContent()).toBe(t.help.title);
      expect(await dialog.locator('#help-contact-hint').textContent()).toBe(t.help.contactHint);
      await tabTo(page, 'dialog.modal[open] button[type=submit]');
      await page.keyboard.press('Enter');
      await dialog.locator('.error-summary').waitFor();
      // One entry for the pair of contact fields, not one per field.
      expect(await dialog.locator('.error-summary a').allTextContents()).toEqual([
        t.errors.validation.emailOrPhone,
        `${t.help.description}: ${t.errors.validation.required}`,
      ]);
      expect(await axeViolations(page)).toEqual([]);
      await tabTo(page, '#help-phone');
      await page.keyboard.type(phone);
      await tabTo(page, '#help-description');
      await page.keyboard.type(message);
      await tabTo(page, 'dialog.modal[open] button[type=submit]');
      await page.keyboard.press('Enter');
      await dialog.locator('.alert--success').waitFor();
      await page.locator('.Toastify__toast', { hasText: t.help.success }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `help-phone-only-${lang}-375`);
      // The hotline's copy (written as an .eml without SMTP) says to call, and no acknowledgement was queued.
      const mail = await waitForMail(
        server.dataDir,
        (m) => m.subject === 'Help request from the website' && m.text.includes(phone),
      );
      expect(mail.text).toContain('The person left a phone number and no email: call them.');
      await page.context().close();
    },
  );
});
