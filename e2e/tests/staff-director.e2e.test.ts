import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { launchChromium, downloadBy } from '../support/chromium';
import { startServer, type RunningServer } from '../support/server';
import { axeViolations } from '../support/axe';
import { cli } from '../support/cli';
import { shot, tabTo } from '../support/checker';
import { startSmtpSink, type SmtpSink } from '../../apps/api/src/test/smtp-sink';

/**
 * The staff console's second pass end to end (issue #36), on the real server, a real embedded database, a local
 * SMTP server and Chromium: an outsider's attack on the director's account (wrong passwords from three
 * addresses, then wrong codes with the password known) leaves the director signed in; the director adds a
 * passkey with Chromium's virtual authenticator (CDP `WebAuthn`) and signs in with it, by keyboard; works the
 * inbox by keyboard (search, a filter, two requests assigned at once, closed at once; the assignee is emailed);
 * downloads the funders' CSV (counts, no contact data); and reads the attack in the audit log as folded entries
 * beside the staff's actions. Every page is axe clean in English and Spanish, at 375 px and desktop width.
 *
 * The server's PUBLIC_URL names `localhost`: WebAuthn refuses an IP address as the relying party.
 */

const totp = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at,
  });

const DIRECTOR = 'director@example.org';
const HELPER = 'helper@example.org';

/** A client of the API outside the browser (the attacker, the people sending help requests). */
class Client {
  private cookies = new Map<string, string>();
  constructor(
    private readonly base: string,
    readonly address: string,
  ) {}

  private keep(res: Response): void {
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  async call(method: string, url: string, body?: unknown, csrf?: string): Promise<Response> {
    const res = await fetch(`${this.base}${url}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': this.address,
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(csrf ? { 'x-csrf-token': csrf } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.keep(res);
    return res;
  }

  async csrf(): Promise<string> {
    return ((await (await this.call('GET', '/api/staff/auth/csrf')).json()) as { csrfToken: string }).csrfToken;
  }
}

describe('the director runs the service from the console', () => {
  let server: RunningServer;
  let browser: Browser;
  let smtp: SmtpSink;
  let dataDir: string;
  let directorPassword = '';
  let directorSecret = '';
  let helperPassword = '';
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cyr-e2e-director-'));
    smtp = await startSmtpSink();
    const env = {
      DATA_DIR: path.join(dataDir, 'db'),
      SEED_PEOPLE: '300',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      // The attack comes from three addresses: this test is the proxy that names them.
      TRUST_PROXY: '127.0.0.1',
    };
    const first = await startServer(env);
    await first.stop();
    const added = await cli('apps/api/src/cli/staff.ts', ['add', DIRECTOR, '--role', 'admin'], env);
    directorPassword = /initial password[^:]*: (\S+)/.exec(added)?.[1] ?? '';
    const helper = await cli('apps/api/src/cli/staff.ts', ['add', HELPER, '--role', 'staff'], env);
    helperPassword = /initial password[^:]*: (\S+)/.exec(helper)?.[1] ?? '';
    [server, browser] = await Promise.all([startServer(env, { host: 'localhost' }), launchChromium()]);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Opens a console page in a language, checks axe, and shoots it at 1280 and 375 px. */
  async function look(p: string, name: string, lang: 'en' | 'es'): Promise<void> {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}${p}?lang=${lang}`);
    await page.locator(`html[lang="${lang}"]`).waitFor();
    await page.locator('main h1').waitFor();
    await expect.poll(() => page.locator('.staff-loading').count()).toBe(0);
    expect(await axeViolations(page), `${p} (${lang})`).toEqual([]);
    await shot(page, `staff2-${name}-${lang}-1280`);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.waitForTimeout(200);
    expect(await axeViolations(page), `${p} (${lang}, 375 px)`).toEqual([]);
    await shot(page, `staff2-${name}-${lang}-375`);
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  it('the director signs in (password, authenticator, own password) and acts', async () => {
    await page.goto(`${server.url}/staff?lang=en`);
    await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
    await page.getByLabel('Email address').fill(DIRECTOR);
    await page.getByLabel('Password').fill(directorPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Set up your authenticator app' }).waitFor();
    directorSecret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    await page.getByLabel('6-digit code').fill(totp(directorSecret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { level: 1, name: 'Choose your own password' }).waitFor();
    await page.getByLabel('One-time password', { exact: true }).fill(directorPassword);
    directorPassword = `${directorPassword} and mine`;
    await page.getByLabel('New password', { exact: true }).fill(directorPassword);
    await page.getByLabel('New password again', { exact: true }).fill(directorPassword);
    await page.getByRole('button', { name: 'Save my password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Help inbox' }).waitFor();
    // A staff action before the attack: the director opens the staff list.
    await page.getByRole('link', { name: 'Staff', exact: true }).click();
    await page.getByRole('rowheader', { name: HELPER }).waitFor();
  });

  it('an outsider’s attack leaves the director signed in; the director lifts the lock', async () => {
    // 21 wrong passwords from three addresses.
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const c = new Client(server.url, `203.0.113.${(i % 3) + 1}`);
      const csrf = await c.csrf();
      statuses.push(
        (await c.call('POST', '/api/staff/auth/password', { email: DIRECTOR, password: `guess-${i}` }, csrf)).status,
      );
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16);
    // The director, still signed in, sees the account waiting and lifts it.
    await page.reload();
    const row = page.getByRole('row', { name: new RegExp(DIRECTOR) });
    await row.getByText(/New sign-ins wait until/).waitFor();
    await row.getByRole('button', { name: `Unlock ${DIRECTOR}` }).click();
    await page.getByText('Saved.').waitFor();
    // The list reloads after the notice: the wait is gone from the director's row.
    await row.getByText(/New sign-ins wait until/).waitFor({ state: 'detached' });

    // Then, the password known, 27 wrong codes: 5 are checked, the rest wait.
    const thief = new Client(server.url, '198.51.100.9');
    const csrf = await thief.csrf();
    expect(
      (await thief.call('POST', '/api/staff/auth/password', { email: DIRECTOR, password: directorPassword }, csrf))
        .status,
    ).toBe(200);
    const codes: number[] = [];
    for (let i = 0; i < 27; i++) {
      let res = await thief.call('POST', '/api/staff/auth/totp', { code: String(100000 + i) }, csrf);
      if (
        res.status === 401 &&
        ((await res.clone().json()) as { error: { code: string } }).error.code === 'staff_unauthenticated'
      ) {
        // Five wrong codes end a pending sign-in: the thief starts again with the password.
        await thief.call('POST', '/api/staff/auth/password', { email: DIRECTOR, password: directorPassword }, csrf);
        res = await thief.call('POST', '/api/staff/auth/totp', { code: String(100000 + i) }, csrf);
      }
      codes.push(res.status);
    }
    expect(codes.filter((s) => s === 401)).toHaveLength(5);
    expect(codes.filter((s) => s === 429).length).toBeGreaterThanOrEqual(21);
    // The director's session still works.
    await page.reload();
    await page.getByRole('rowheader', { name: HELPER }).waitFor();
  });

  it('the director adds a passkey (Chromium’s virtual authenticator) and signs in with it, by keyboard', async () => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await page.getByRole('link', { name: 'My account' }).click();
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    await page.getByLabel('Name of the new passkey').fill('office laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByText('The passkey office laptop was added.').waitFor();
    for (const lang of ['en', 'es'] as const) await look('/staff/account', 'account', lang);

    // Signed out, the director signs in again by keyboard: password, then the passkey.
    await page.goto(`${server.url}/staff/inbox?lang=en`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
    await tabTo(page, 'input[type="email"]');
    await page.keyboard.type(DIRECTOR);
    await page.keyboard.press('Tab');
    await page.keyboard.type(directorPassword);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Use my passkey' }).waitFor();
    expect(await axeViolations(page), 'passkey step').toEqual([]);
    await shot(page, 'staff2-passkey-step-en-1280');
    // The passkey button has the focus: Enter uses it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Use my passkey');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Help inbox' }).waitFor();
    // The authenticator signed with its one passkey (its counter moved on).
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.signCount).toBeGreaterThanOrEqual(1);
  });

  it('works the inbox by keyboard: search, filter, assign two at once, close them; the assignee is emailed', async () => {
    const people = [
      { name: 'Rosa Díaz', phone: '713 555 0101', lang: 'es', text: 'Quiero saber si puedo sellar un caso de 2015.' },
      { name: 'Tom Lee', phone: '713 555 0102', lang: 'en', text: 'I was denied a job because of an old arrest.' },
      {
        name: 'Ana María Soto',
        phone: '832 555 0103',
        lang: 'es',
        text: 'Necesito ayuda con la exención de la cuota.',
      },
    ];
    for (const [i, p] of people.entries()) {
      const res = await fetch(`${server.url}/api/survey/submit-help-form`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': p.lang,
          'x-forwarded-for': `192.0.2.${i + 1}`,
        },
        body: JSON.stringify({ name: p.name, email: `person${i}@example.com`, phone: p.phone, description: p.text }),
      });
      expect(res.status).toBe(200);
    }
    await page.goto(`${server.url}/staff/inbox?lang=en`);
    await page.locator('.staff-inbox__item').first().waitFor();
    expect(await page.locator('.staff-inbox__item').count()).toBe(3);

    // Search by phone digits, by keyboard.
    await tabTo(page, 'input[type="search"]');
    await page.keyboard.type('0102');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.staff-inbox__item').count()).toBe(1);
    expect(await page.locator('.staff-inbox__item').textContent()).toContain('Tom Lee');

    // Spanish requests only, the search cleared.
    await page.getByLabel('Search', { exact: true }).fill('');
    await page.getByLabel('Language').selectOption('es');
    await tabTo(page, '.staff-filters button[type="submit"]');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.staff-inbox__item').count()).toBe(2);
    expect(await page.locator('.staff-inbox__item').first().textContent()).toMatch(/Reply due/);
    for (const lang of ['en', 'es'] as const) await look('/staff/inbox', 'inbox', lang);

    // Both chosen by keyboard, assigned to the helper at once.
    await page.goto(`${server.url}/staff/inbox?lang=en`);
    await page.getByLabel('Language').selectOption('es');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect.poll(() => page.locator('.staff-inbox__item').count()).toBe(2);
    await tabTo(page, 'input[type="checkbox"][id$="-all"]');
    await page.keyboard.press('Space');
    await page.getByLabel('Assign to').selectOption({ label: HELPER });
    await tabTo(page, '.staff-bulk__actions button:nth-of-type(1)');
    await page.keyboard.press('Enter');
    await page.getByText('2 requests assigned.').waitFor();
    await expect
      .poll(() => smtp.messages.filter((m) => m.subject === 'A help request was assigned to you').length, {
        timeout: 30_000,
      })
      .toBe(2);
    const mail = smtp.messages.find((m) => m.subject === 'A help request was assigned to you');
    expect(mail?.text).toContain(`${server.url}/staff/inbox/`);
    expect(mail?.text).not.toMatch(/Rosa|Soto|person\d@|555 010/);

    await page.getByLabel('Assign to').waitFor();
    await tabTo(page, 'input[type="checkbox"][id$="-all"]');
    await page.keyboard.press('Space');
    await tabTo(page, '.staff-bulk__actions button:nth-of-type(2)');
    await page.keyboard.press('Enter');
    await page.getByText('2 requests closed.').waitFor();
    await expect.poll(() => page.locator('.staff-inbox__item').count()).toBe(0);
  });

  it('downloads the funders’ CSV: counts by week, language and status, no contact data', async () => {
    await page.goto(`${server.url}/staff/usage?lang=en`);
    await page.getByRole('heading', { level: 1, name: 'Usage' }).waitFor();
    const download = await downloadBy(page, () =>
      page.getByRole('link', { name: 'Help requests by week (CSV)' }).click(),
    );
    const file = await download.path();
    const csv = readFileSync(file, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('\ufeffweek_start,language,status,requests');
    const total = csv
      .trim()
      .split('\r\n')
      .slice(1)
      .reduce((n, line) => n + Number(line.split(',')[3]), 0);
    expect(total).toBe(3);
    expect(csv).toMatch(/,es,closed,2/);
    expect(csv).not.toMatch(/@|Rosa|Tom|555 010/);
    for (const lang of ['en', 'es'] as const) await look('/staff/usage', 'usage', lang);
  });

  it('the audit log shows the attack folded beside the staff’s actions, in both languages', async () => {
    await page.goto(`${server.url}/staff/audit?lang=en`);
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    const table = page.getByRole('table', { name: 'Audit log' });
    await table.waitFor();
    const text = (await table.textContent()) ?? '';
    // The wrong passwords: one line per address, with how many.
    expect(await table.locator('.staff-audit__folded').count()).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(/Failed sign-in × \d+/);
    expect(text).toContain('Sign-in refused (waiting)');
    expect(text).toContain('Help request changed');
    expect(text).toContain('Account changed');
    // Filtered by one folded client's code: every line left is that client's.
    const code = (await table.locator('.staff-audit__folded button code').first().textContent()) ?? '';
    await table.locator('.staff-audit__folded button').first().click();
    await expect.poll(() => page.getByLabel('Client code').inputValue()).toBe(code);
    await expect
      .poll(async () => new Set(await page.locator('table .btn--link code').allTextContents()))
      .toEqual(new Set([code]));
    for (const lang of ['en', 'es'] as const) await look('/staff/audit', 'audit', lang);
    // On a phone each entry is a card (column name, then value) that needs no sideways scrolling, and the
    // table is still a table with its column headers to a screen reader.
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(`${server.url}/staff/audit?lang=es`);
    const phone = page.getByRole('table', { name: 'Registro de auditoría' });
    await phone.waitFor();
    expect(await phone.getByRole('columnheader').allTextContents()).toEqual([
      'Cuándo',
      'Quién',
      'Qué',
      'Sobre',
      'Antes → después',
      'Código del cliente',
    ]);
    expect(await phone.getByRole('row').count()).toBeGreaterThan(3);
    const card = phone.locator('tbody tr').first();
    expect(await card.locator('.staff-audit__label').first().isVisible()).toBe(true);
    const fits = await page.evaluate(() => {
      const wrap = document.querySelector('.staff-audit')?.parentElement;
      return wrap ? wrap.scrollWidth <= wrap.clientWidth : false;
    });
    expect(fits).toBe(true);
    const [when, who] = await card
      .locator('td')
      .evaluateAll((tds) => tds.slice(0, 2).map((td) => td.getBoundingClientRect().top));
    expect(who).toBeGreaterThan(when ?? Infinity);
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const lang of ['en', 'es'] as const) await look('/staff/members', 'members', lang);
  });

  it('the helper signs in; the staff role sees survey totals only, and no audit or staff pages', async () => {
    const helper = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const p = await helper.newPage();
    await p.goto(`${server.url}/staff?lang=es`);
    await p.getByLabel('Correo electrónico').fill(HELPER);
    await p.getByLabel('Contraseña').fill(helperPassword);
    await p.getByRole('button', { name: 'Iniciar sesión' }).click();
    const secret = (await p.getByTestId('totp-secret').textContent()) ?? '';
    await p.getByLabel('Código de 6 dígitos').fill(totp(secret));
    await p.getByRole('button', { name: 'Verificar' }).click();
    await p.getByRole('heading', { level: 1, name: 'Elija su propia contraseña' }).waitFor();
    await p.getByLabel('Contraseña de un solo uso', { exact: true }).fill(helperPassword);
    await p.getByLabel('Contraseña nueva', { exact: true }).fill(`${helperPassword} y mía`);
    await p.getByLabel('Contraseña nueva otra vez', { exact: true }).fill(`${helperPassword} y mía`);
    await p.getByRole('button', { name: 'Guardar mi contraseña' }).click();
    await p.getByRole('heading', { level: 1, name: 'Solicitudes de ayuda' }).waitFor();
    expect(await p.getByRole('link', { name: 'Registro de auditoría' }).count()).toBe(0);
    expect(await p.getByRole('link', { name: 'Personal', exact: true }).count()).toBe(0);
    const status = (u: string) => p.evaluate(async (url) => (await fetch(url)).status, u);
    expect(await status('/api/staff/audit')).toBe(403);
    expect(await status('/api/staff/feedback/export.csv')).toBe(403);
    expect(await status('/api/staff/feedback/summary')).toBe(200);
    await p.getByRole('link', { name: 'Opiniones' }).click();
    await p.getByText(/Usted ve las respuestas como totales/).waitFor();
    expect(await p.getByRole('link', { name: 'Exportar CSV' }).count()).toBe(0);
    await helper.close();
  });
});
