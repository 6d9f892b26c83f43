import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { launchChromium } from '../support/chromium';
import { copyTemplate, freePort, startServer, type RunningServer } from '../support/server';
import { axeViolations } from '../support/axe';
import { cli } from '../support/cli';
import { preCheck, shot } from '../support/checker';
import { hydrated } from '../support/hydration';
import { startSmtpSink, type SmtpSink } from '../../apps/api/src/test/smtp-sink';

/**
 * The staff console end to end (issue #26): the real server on a real embedded database, a local SMTP server
 * and Chromium. An admin made by `npm run staff -- add` signs in (password, then the authenticator enrolment
 * with a code computed here by otpauth, the server's TOTP library) and adds a staff member, who signs in the
 * same way; a help request sent from the public site in Spanish is answered from the console, and the
 * acknowledgement and the reply reach the SMTP server in Spanish; the feedback and usage charts render with
 * their tables; the data page shows the failed sync the admin started; the county report page shows the
 * figures `npm run report:county` wrote. Every console page is axe clean in both languages, and is shot at
 * 1280 and 375 px (e2e/screenshots).
 */

/** The current code of an authenticator holding `secret` (the otpauth defaults the server uses: SHA-1, 6, 30 s). */
const totp = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

interface CountyJson {
  totals: { people: number; cases: number; casesLeftOut: number };
  people: { eligibleNow: number };
}

const ADMIN = 'director@example.org';
const STAFFER = 'helper@example.org';
const PERSON = 'persona@example.com';
const REPLY = 'Puede pedir una orden de no divulgación. Le explicamos los pasos.';

describe('staff console', () => {
  let server: RunningServer;
  let browser: Browser;
  let smtp: SmtpSink;
  let dataDir: string;
  let adminPassword = '';
  let county: CountyJson;
  let staffPassword = '';
  let staffPage: Page;
  let adminPage: Page;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cyr-e2e-staff-'));
    const outDir = path.join(dataDir, 'report');
    smtp = await startSmtpSink();
    // Nothing listens on this port: the sync the admin starts fails to reach the clerk's page.
    const deadPort = await freePort();
    const env = {
      DATA_DIR: path.join(dataDir, 'db'),
      SEED_PEOPLE: '300',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      HCDC_DATASETS_URL: `http://127.0.0.1:${deadPort}/datasets`,
    };
    // The demo county, as the server's first start leaves it (the run's template, or a first start where there is
    // none); the CLIs then work on the same database (PGlite: one process at a time).
    if (!copyTemplate(env.DATA_DIR, env)) await (await startServer(env)).stop();
    const added = await cli('apps/api/src/cli/staff.ts', ['add', ADMIN, '--role', 'admin'], env);
    adminPassword = /initial password[^:]*: (\S+)/.exec(added)?.[1] ?? '';
    expect(adminPassword.length).toBeGreaterThanOrEqual(12);
    await cli('apps/api/src/cli/report-county.ts', ['--out', outDir, '--threads', '1'], env);
    county = JSON.parse(readFileSync(path.join(outDir, 'county-report.json'), 'utf8')) as CountyJson;
    [server, browser] = await Promise.all([startServer(env), launchChromium()]);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function newPage(width = 1280): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    return context.newPage();
  }

  const SIGN_IN = {
    en: {
      title: 'Staff sign-in',
      email: 'Email address',
      password: 'Password',
      submit: 'Sign in',
      enrol: 'Set up your authenticator app',
      qr: 'QR code for your authenticator app',
      code: '6-digit code',
      verify: 'Verify',
      change: 'Choose your own password',
      current: 'One-time password',
      newPassword: 'New password',
      again: 'New password again',
      save: 'Save my password',
      inbox: 'Help inbox',
    },
    es: {
      title: 'Inicio de sesión del personal',
      email: 'Correo electrónico',
      password: 'Contraseña',
      submit: 'Iniciar sesión',
      enrol: 'Configure su aplicación de autenticación',
      qr: 'Código QR para su aplicación de autenticación',
      code: 'Código de 6 dígitos',
      verify: 'Verificar',
      change: 'Elija su propia contraseña',
      current: 'Contraseña de un solo uso',
      newPassword: 'Contraseña nueva',
      again: 'Contraseña nueva otra vez',
      save: 'Guardar mi contraseña',
      inbox: 'Solicitudes de ayuda',
    },
  };

  /**
   * Signs in with password and enrols the authenticator (first sign-in) in a language, then replaces the
   * one-time password, shooting both pages; returns on the inbox, switched to English for what follows.
   */
  async function signIn(page: Page, email: string, password: string, lang: 'en' | 'es' = 'en'): Promise<void> {
    const w = SIGN_IN[lang];
    await page.goto(`${server.url}/staff?lang=${lang}`);
    await page.getByRole('heading', { level: 1, name: w.title }).waitFor();
    await page.getByLabel(w.email).fill(email);
    await page.getByLabel(w.password).fill(password);
    await page.getByRole('button', { name: w.submit }).click();
    await page.getByRole('heading', { level: 1, name: w.enrol }).waitFor();
    expect(await page.getByRole('img', { name: w.qr }).count()).toBe(1);
    expect(await axeViolations(page), `enrolment (${lang})`).toEqual([]);
    await shot(page, `staff-enrol-${lang}-${page.viewportSize()?.width ?? 0}`);
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    await page.getByLabel(w.code).fill(totp(secret));
    await page.getByRole('button', { name: w.verify }).click();
    // The one-time password from the CLI or the admin is replaced before anything else.
    await page.getByRole('heading', { level: 1, name: w.change }).waitFor();
    expect(await axeViolations(page), `change password (${lang})`).toEqual([]);
    await shot(page, `staff-change-password-${lang}-${page.viewportSize()?.width ?? 0}`);
    await page.getByLabel(w.current, { exact: true }).fill(password);
    await page.getByLabel(w.newPassword, { exact: true }).fill(`${password} and mine`);
    await page.getByLabel(w.again, { exact: true }).fill(`${password} and mine`);
    await page.getByRole('button', { name: w.save }).click();
    await page.getByRole('heading', { level: 1, name: w.inbox }).waitFor();
    await page.waitForURL(/\/staff\/inbox(\?lang=es)?$/);
    if (lang !== 'en') {
      await page.goto(`${server.url}/staff/inbox?lang=en`);
      await page.getByRole('heading', { level: 1, name: 'Help inbox' }).waitFor();
    }
  }

  it('an admin made by the CLI signs in with the second factor and adds a staff member', async () => {
    adminPage = await newPage();
    const page = adminPage;
    await signIn(page, ADMIN, adminPassword);
    expect(await page.getByText(`Signed in as ${ADMIN} (admin)`).count()).toBe(1);
    await page.getByRole('link', { name: 'Staff', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Staff members' }).waitFor();
    await page.getByLabel('Email address').fill(STAFFER);
    await page.getByRole('radio', { name: /^staff —/ }).check();
    await page.getByRole('button', { name: 'Add staff member' }).click();
    staffPassword = (await page.getByTestId('initial-password').textContent()) ?? '';
    expect(staffPassword.length).toBeGreaterThanOrEqual(12);
    await page.getByRole('cell', { name: STAFFER }).first().waitFor();

    // The admin starts a sync; the clerk's page cannot be reached, so it fails and the data page says so.
    await page.getByRole('link', { name: 'Data' }).click();
    await page.getByRole('heading', { level: 1, name: 'Court data' }).waitFor();
    await page.getByRole('button', { name: 'Start a sync now' }).click();
    await page.getByText(/The sync has started/).waitFor();
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('heading', { level: 1, name: 'Court data' }).waitFor();
          return page.locator('tr[data-status="failed"]').count();
        },
        { timeout: 60_000, interval: 2000 },
      )
      .toBeGreaterThan(0);
  });

  it('a help request sent from the public site in Spanish is answered from the console, both emails in Spanish', async () => {
    const pub = await newPage(375);
    await pub.goto(`${server.url}/?lang=es`);
    await hydrated(pub, 'button[data-track="header_help"]');
    await pub.locator('button[data-track="header_help"]').click();
    const dialog = pub.locator('dialog.modal[open]');
    await dialog.locator('#help-email').fill(PERSON);
    await dialog.locator('#help-phone').fill('713 555 0100');
    await dialog.locator('#help-description').fill('Necesito ayuda con mi petición de no divulgación.');
    await dialog.locator('button[type=submit]').click();
    await dialog.locator('.alert--success').waitFor();
    // A pre-check, counted in the usage funnel.
    await preCheck(pub, server.url, 'es');
    await pub.context().close();

    // The acknowledgement reaches the person in Spanish, with the date to expect a reply.
    await expect
      .poll(() => smtp.messages.filter((m) => m.subject === 'Recibimos su solicitud de ayuda').length)
      .toBe(1);
    const ack = smtp.messages.find((m) => m.subject === 'Recibimos su solicitud de ayuda');
    expect(ack?.to && 'text' in ack.to ? ack.to.text : '').toContain(PERSON);
    expect(ack?.text).toMatch(/Puede esperar una respuesta a más tardar el/);

    // The staff member signs in in Spanish, on a phone-sized window.
    staffPage = await newPage(375);
    const page = staffPage;
    await signIn(page, STAFFER, staffPassword, 'es');
    // On a phone each request's reply date is its first line, in view: nothing to scroll sideways to find it.
    const due = page.locator('.staff-inbox__item').first().locator('.staff-inbox__due');
    await due.waitFor();
    expect(await due.textContent()).toMatch(/^Reply due \w/);
    const box = await due.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 376)).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await page.getByRole('link', { name: 'Staff', exact: true }).count()).toBe(0);
    const row = page.locator('.staff-inbox__item').first();
    await row.waitFor();
    expect(await row.textContent()).toContain('Spanish');
    expect(await row.textContent()).toContain('New');
    await row.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'Help request' }).waitFor();
    await page.getByText('Necesito ayuda con mi petición de no divulgación.').waitFor();
    await page.getByRole('button', { name: 'Assign to me' }).click();
    await page.getByText('Saved.').waitFor();
    await page.getByLabel('Template').selectOption('answer');
    await page.getByLabel('Your text').fill(REPLY);
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByText(/The reply is queued for sending/).waitFor();
    expect(await page.locator('.staff-facts').textContent()).toContain('Answered');

    await expect
      .poll(() => smtp.messages.filter((m) => m.subject === 'Respuesta a su solicitud de ayuda').length)
      .toBe(1);
    const reply = smtp.messages.find((m) => m.subject === 'Respuesta a su solicitud de ayuda');
    expect(reply?.to && 'text' in reply.to ? reply.to.text : '').toContain(PERSON);
    expect(reply?.text).toContain(REPLY);
    expect(reply?.text).toContain('Hola:');
  });

  it('the feedback and usage charts render with their tables', async () => {
    const res = await fetch(`${server.url}/api/survey/submit-feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'es' },
      body: JSON.stringify({ howHelpfulWasWebsite: 'very_helpful', additionalFeedback: 'Muy claro, gracias.' }),
    });
    expect(res.status).toBe(200);
    const page = staffPage;
    await page.getByRole('link', { name: 'Feedback' }).click();
    await page.getByRole('heading', { level: 1, name: 'Feedback' }).waitFor();
    const helpful = page.getByRole('table', { name: 'Table: How helpful was this website?' });
    await helpful.waitFor();
    expect(await helpful.getByRole('row', { name: /Very helpful/ }).textContent()).toBe('Very helpful1');
    expect(await page.locator('[data-chart="bar"]:has(svg)').count()).toBeGreaterThan(3);
    await page.getByText('Muy claro, gracias.').waitFor();
    expect(await page.getByText('Only admins can see contact details.').count()).toBe(1);

    await page.getByRole('link', { name: 'Usage' }).click();
    await page.getByRole('heading', { level: 1, name: 'Usage' }).waitFor();
    const funnel = page.getByRole('table', { name: 'Table: Checker steps per day' });
    await funnel.waitFor();
    const totals = await funnel.locator('tfoot td').allTextContents();
    expect(Number(totals[0])).toBeGreaterThanOrEqual(1);
    expect(await page.locator('[data-chart="line"]:has(svg)').count()).toBe(5);
    expect(await page.getByRole('table', { name: 'Table: Checks started per day, by language' }).count()).toBe(1);
  });

  it('the data page shows the failed sync and the stale data; the county report shows the job’s figures', async () => {
    const page = staffPage;
    await page.getByRole('link', { name: 'Data' }).click();
    await page.getByRole('heading', { level: 1, name: 'Court data' }).waitFor();
    const failed = page.locator('tr[data-status="failed"]').first();
    await failed.waitFor();
    expect(await failed.textContent()).toContain('Failed');
    expect(await page.getByRole('button', { name: 'Start a sync now' }).count()).toBe(0);

    await page.getByRole('link', { name: 'County report' }).click();
    await page.getByRole('heading', { level: 1, name: 'County report' }).waitFor();
    const fmt = new Intl.NumberFormat('en-US');
    expect(await page.locator('[data-figure="people"]').textContent()).toBe(fmt.format(county.totals.people));
    expect(await page.locator('[data-figure="cases"]').textContent()).toBe(fmt.format(county.totals.cases));
    expect(await page.locator('[data-figure="eligibleNow"]').textContent()).toBe(fmt.format(county.people.eligibleNow));
    expect(await page.locator('[data-figure="casesLeftOut"]').textContent()).toBe(
      fmt.format(county.totals.casesLeftOut),
    );
    expect(await page.getByTestId('county-summary').textContent()).toContain(fmt.format(county.totals.people));
    expect(await page.locator('[data-chart="bar"]:has(svg)').count()).toBeGreaterThanOrEqual(3);
    const csv = await page.evaluate(async () => (await fetch('/api/staff/county-report.csv')).status);
    expect(csv).toBe(200);
  });

  /** Opens a console page in a language, waits for its data, checks axe and shoots it at 1280 and 375 px. */
  async function checkPage(page: Page, p: string, name: string, lang: 'en' | 'es'): Promise<void> {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}${p}?lang=${lang}`);
    await page.locator(`html[lang="${lang}"]`).waitFor();
    await page.locator('main h1').waitFor();
    await expect.poll(() => page.locator('.staff-loading').count()).toBe(0);
    expect(await axeViolations(page), `${p} (${lang})`).toEqual([]);
    await shot(page, `staff-${name}-${lang}-1280`);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.waitForTimeout(200);
    await shot(page, `staff-${name}-${lang}-375`);
  }

  it.each(['en', 'es'] as const)(
    'every page of a staff member is axe clean at 1280 and 375 px (%s)',
    async (lang) => {
      const page = staffPage;
      const requestPath = await page.evaluate(async () => {
        const r = (await (await fetch('/api/staff/help?status=all')).json()) as { requests: { id: string }[] };
        return `/staff/inbox/${r.requests[0]?.id ?? ''}`;
      });
      for (const [p, name] of [
        ['/staff/inbox', 'inbox'],
        [requestPath, 'help-request'],
        ['/staff/feedback', 'feedback'],
        ['/staff/usage', 'usage'],
        ['/staff/data', 'data'],
        ['/staff/county-report', 'county-report'],
      ] as const)
        await checkPage(page, p, name, lang);
    },
    180_000,
  );

  it.each(['en', 'es'] as const)(
    'the admin’s pages (staff, feedback with contacts, data with its buttons) are axe clean (%s)',
    async (lang) => {
      for (const [p, name] of [
        ['/staff/members', 'members'],
        ['/staff/feedback', 'feedback-admin'],
        ['/staff/data', 'data-admin'],
      ] as const)
        await checkPage(adminPage, p, name, lang);
    },
    120_000,
  );

  it('by keyboard: the skip link comes first; signed out, the sign-in page is axe clean in both languages', async () => {
    const page = staffPage;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/staff/inbox?lang=en`);
    await page.locator('main h1').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('staff-main');

    await adminPage.getByRole('button', { name: /^(Sign out|Cerrar sesión)$/ }).click();
    await adminPage
      .getByRole('heading', { level: 1, name: /^(Staff sign-in|Inicio de sesión del personal)$/ })
      .waitFor();
    for (const lang of ['en', 'es'] as const) await checkPage(adminPage, '/staff/sign-in', 'sign-in', lang);
    // Signed out: the console asks for a sign-in again.
    await adminPage.goto(`${server.url}/staff/members?lang=en`);
    await adminPage.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
  }, 120_000);
});
