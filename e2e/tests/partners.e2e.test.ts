import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { launchChromium, PAGE_WAIT_MS, downloadBy } from '../support/chromium';
import { startServer, type RunningServer } from '../support/server';
import { axeViolations } from '../support/axe';
import { cli } from '../support/cli';
import { writeExtract, type Row } from '../../apps/api/src/test/extract';
import { waitForMail } from '../support/mail';
import {
  basicInfo,
  checkRadio,
  choose,
  NO,
  NOT_SURE,
  preCheck,
  pressOn,
  resultsHeadings,
  selectByKeyboard,
  shot,
  submitByKeyboard,
  tabTo,
  tabToLocator,
  typeInto,
} from '../support/checker';
import { createDb, migrate } from '../../apps/api/src/db/index';
import { seedPartners } from '../../apps/api/src/services/partners';

/**
 * Partners and referrals end to end (issue #39; docs/decisions/0106, 0107): the real server on an embedded
 * database, Chromium. An admin adds a partner account for Lone Star Legal Aid (which takes referrals); Eli, whose
 * theft the site cannot decide ("not sure" about the victim), sends it his cases in Spanish after the consent
 * screen, by keyboard; the partner signs in with its second factor, opens the link of its notice, sees that one
 * referral, accepts it and closes it with an outcome, Eli told by email each time; a staff account sees the status
 * change. Each page axe clean in both languages and shot at 375 and 1280 px. Everyone works by keyboard only:
 * the admin (sign-in, accounts, directory, clinic day), the person and the partner.
 */
const ELI = { spn: '07700002', name: 'SAMPLE, ELI' };
const DOB = { m: '3', d: '14', y: '1984' };
const ROWS: Row[] = [
  {
    ...ELI,
    cas: '121077001010',
    fda: '20100115',
    level: 'F 2',
    literal: 'AGG ASSAULT W/DEADLY WEAPON',
    ins: 'FID',
    cad: 'DISP',
    cst: 'C',
    dst: 'D',
    dispdt: '20100503',
    disposition: 'GUILTY PLEA-NO JURY',
    sentence: '4 YEARS TDC',
  },
  {
    ...ELI,
    cas: '2200770',
    fda: '20200110',
    level: 'M B',
    literal: 'THEFT PROP>=$100<$750',
    ins: 'MIN',
    cad: 'DADJ',
    cst: 'C',
    dst: 'D',
    dispdt: '20200302',
    disposition: 'DEFERRED ADJUD OF GUILT',
    sentence: '6 MONTHS PROBATION',
  },
  {
    ...ELI,
    cas: '2200770',
    fda: '20200110',
    level: 'M B',
    literal: 'THEFT PROP>=$100<$750',
    ins: 'MIN',
    cad: 'DISM',
    cst: 'D',
    dst: 'D',
    dispdt: '20200901',
    disposition: 'DISMISSED',
    sentence: '',
  },
];

const ADMIN = 'director@example.org';
const PARTNER = 'abogada@lonestar.example';
const INTAKE = 'intake@lonestar.example';
const PERSON = 'eli@example.com';
const ORG = 'Lone Star Legal Aid';

const totp = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

describe('partners and referrals', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  let dbDir: string;
  let adminPassword = '';
  let partnerPassword = '';
  let adminPage: Page;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cyr-e2e-partners-'));
    dbDir = path.join(dataDir, 'db');
    const env = { DATA_DIR: dbDir, SEED_DEMO: 'false' };
    await cli('apps/api/src/cli/import.ts', ['--file', writeExtract(dataDir, ROWS, DOB)], env);
    // Lone Star Legal Aid takes referrals at its intake address (what an admin sets in the directory).
    const db = await createDb({ dataDir: dbDir });
    try {
      await migrate(db.db);
      await seedPartners(db.db);
      await db.db
        .updateTable('partners')
        .set({ accepts_referrals: true, referral_email: INTAKE, visible: true })
        .where('seed_key', '=', 'lone-star-legal-aid')
        .execute();
    } finally {
      await db.close();
    }
    const added = await cli('apps/api/src/cli/staff.ts', ['add', ADMIN, '--role', 'admin'], env);
    adminPassword = /initial password[^:]*: (\S+)/.exec(added)?.[1] ?? '';
    [server, browser] = await Promise.all([startServer(env), launchChromium()]);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function newPage(width: number): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    context.setDefaultTimeout(PAGE_WAIT_MS);
    return context.newPage();
  }

  /** First sign-in, by keyboard: password, authenticator enrolment, own password; ends on `landing`. */
  async function signIn(page: Page, email: string, password: string, landing: string): Promise<void> {
    await page.goto(`${server.url}/staff`);
    await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
    await typeInto(page, page.getByLabel('Email address'), email);
    await typeInto(page, page.getByLabel('Password'), password);
    await pressOn(page, page.getByRole('button', { name: 'Sign in' }));
    await page.getByRole('heading', { level: 1, name: 'Set up your authenticator app' }).waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    await typeInto(page, page.getByLabel('6-digit code'), totp(secret));
    await pressOn(page, page.getByRole('button', { name: 'Verify' }));
    await page.getByRole('heading', { level: 1, name: 'Choose your own password' }).waitFor();
    await typeInto(page, page.getByLabel('One-time password', { exact: true }), password);
    await typeInto(page, page.getByLabel('New password', { exact: true }), `${password} and mine`);
    await typeInto(page, page.getByLabel('New password again', { exact: true }), `${password} and mine`);
    await pressOn(page, page.getByRole('button', { name: 'Save my password' }));
    await page.getByRole('heading', { level: 1, name: landing }).waitFor();
  }

  it('an admin adds a partner account for an organisation of the directory (both languages), by keyboard', async () => {
    adminPage = await newPage(1280);
    const page = adminPage;
    await signIn(page, ADMIN, adminPassword, 'Help inbox');
    for (const lang of ['es', 'en'] as const) {
      await page.goto(`${server.url}/staff/members?lang=${lang}`);
      await page.getByRole('heading', { level: 1, name: lang === 'es' ? 'Personal' : 'Staff members' }).waitFor();
      await checkRadio(
        page,
        page.getByRole('radio', { name: lang === 'es' ? /^organización aliada —/ : /^partner —/ }),
      );
      await page.getByLabel(lang === 'es' ? 'Su organización' : 'Their organisation').waitFor();
      expect(await axeViolations(page), `members with a partner (${lang})`).toEqual([]);
      await shot(page, `partners-add-account-${lang}-1280`);
    }
    await typeInto(page, page.getByLabel('Email address'), PARTNER);
    // Without an organisation, the form says so and sends nothing.
    await pressOn(page, page.getByRole('button', { name: 'Add staff member' }));
    await page.locator('.field--error select').waitFor();
    await selectByKeyboard(page, page.getByLabel('Their organisation'), ORG);
    await pressOn(page, page.getByRole('button', { name: 'Add staff member' }));
    partnerPassword = (await page.getByTestId('initial-password').textContent()) ?? '';
    expect(partnerPassword.length).toBeGreaterThanOrEqual(12);
    await page.getByRole('cell', { name: PARTNER }).waitFor();
  });

  it('an admin adds an organisation to the directory and edits it, in both languages, by keyboard; the public page shows it', async () => {
    const page = adminPage;
    const field = (key: string) => page.locator(`[id$="-${key}"]`);
    await page.goto(`${server.url}/staff/partners?lang=es`);
    await page.getByRole('heading', { level: 1, name: 'Directorio de organizaciones aliadas' }).waitFor();
    expect(await axeViolations(page), 'directory (es)').toEqual([]);
    await pressOn(page, page.getByRole('button', { name: 'Agregar una organización' }));
    await typeInto(page, field('name-en'), 'Eastside Record Clinic');
    // A text in one language only is refused, said at the field.
    await pressOn(page, page.getByRole('button', { name: 'Guardar' }));
    await page.getByText('Algunos campos necesitan un cambio.').waitFor();
    expect(await field('name-es').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page), 'directory form with errors (es)').toEqual([]);
    await shot(page, 'partners-directory-form-es-1280');
    await typeInto(page, field('name-es'), 'Clínica de Antecedentes del Este');
    await typeInto(page, field('description-en'), 'Free help with nondisclosures on Tuesday evenings.');
    await typeInto(page, field('description-es'), 'Ayuda gratuita con la no divulgación los martes por la tarde.');
    for (const box of ['Órdenes de no divulgación', 'Mostrarla en el sitio']) {
      await tabToLocator(page, page.getByLabel(box));
      await page.keyboard.press('Space');
      expect(await page.getByLabel(box).isChecked()).toBe(true);
    }
    await pressOn(page, page.getByRole('button', { name: 'Guardar' }));
    await page.getByText('Se guardó Clínica de Antecedentes del Este.').waitFor();

    await page.goto(`${server.url}/staff/partners?lang=en`);
    await page.getByRole('heading', { level: 1, name: 'Partner directory' }).waitFor();
    expect(await axeViolations(page), 'directory (en)').toEqual([]);
    await shot(page, 'partners-directory-en-1280');
    await pressOn(page, page.getByRole('button', { name: 'Edit Eastside Record Clinic' }));
    await typeInto(page, field('hours-en'), 'Tuesdays 5 to 8 pm');
    await typeInto(page, field('hours-es'), 'Martes de 5 a 8 p. m.');
    await typeInto(page, field('phone'), '713-555-0199');
    expect(await axeViolations(page), 'directory form (en)').toEqual([]);
    await pressOn(page, page.getByRole('button', { name: 'Save', exact: true }));
    await page.getByText('Eastside Record Clinic was saved.').waitFor();

    const pub = await newPage(375);
    await pub.goto(`${server.url}/partners?lang=es`);
    await pub.getByText('Clínica de Antecedentes del Este').first().waitFor();
    expect(await pub.locator('main').textContent()).toContain('Martes de 5 a 8 p. m.');
    await pub.context().close();
  });

  it('Eli, whose theft could not be determined, sends his cases after the consent screen, by keyboard (es)', async () => {
    const p = await newPage(375);
    await preCheck(p, server.url, 'es');
    await basicInfo(p, 'Eli', 'Sample', DOB);
    await p.waitForURL(/\/check\/confirm-cases(\?lang=es)?$/);
    await tabTo(p, '#casesAreMine');
    await p.keyboard.press('Space');
    await submitByKeyboard(p);
    await p.waitForURL(/\/check\/additional-info(\?lang=es)?$/);
    await p.locator('#sexOffender').waitFor();
    await choose(p, 'sexOffender', NO);
    await tabTo(p, '#noneOfTheAbove');
    await p.keyboard.press('Space');
    await p.locator('#hasClassCConviction').waitFor();
    await choose(p, 'hasClassCConviction', NO);
    await choose(p, 'isVeteran', NO);
    if (await p.locator('#hasBeenVictim').count()) await choose(p, 'hasBeenVictim', NO);
    await submitByKeyboard(p);
    for (let page = 0; page < 4 && !/\/check\/results/.test(p.url()); page++) {
      await p.waitForURL(/\/check\/(case-verifications\/\d+|results)(\?lang=es)?$/);
      if (/\/check\/results/.test(p.url())) break;
      await p.locator('main form fieldset').first().waitFor();
      for (const name of await p
        .locator('main form input[type=radio]')
        .evaluateAll((els) => [...new Set(els.map((e) => (e as HTMLInputElement).name))]))
        await choose(p, name, name === 'victim_family_household_or_dating' ? NOT_SURE : NO);
      await submitByKeyboard(p);
    }
    expect(await resultsHeadings(p)).toContain('No se pudo determinar');

    // The partner that takes referrals offers to send the cases.
    const send = 'button[data-track="partner_send_cases"]';
    await p.locator(send).first().waitFor();
    expect(await p.locator(send).first().textContent()).toContain(`Enviar mis casos a ${ORG}`);
    await tabTo(p, send);
    await p.keyboard.press('Enter');
    await p.waitForURL(/\/check\/send-cases\//);
    await p.locator('#send-name').waitFor();
    expect(await axeViolations(p), 'consent screen').toEqual([]);
    await shot(p, 'partners-consent-es-375');
    // Exactly what is sent: the cases by cause number.
    expect(await p.locator('main').textContent()).toContain('2200770');
    await tabTo(p, '#send-email');
    await p.keyboard.type(PERSON);
    await tabTo(p, '#send-consent');
    await p.keyboard.press('Space');
    await tabTo(p, 'main form button[type=submit]');
    await p.keyboard.press('Enter');
    await p
      .getByRole('status')
      .filter({ hasText: `Enviamos sus casos a ${ORG}` })
      .waitFor();
    expect(await axeViolations(p), 'sent').toEqual([]);
    await shot(p, 'partners-sent-es-375');
    const ack = await waitForMail(dbDir, (m) => m.to === PERSON);
    expect(ack.subject).toContain(`Enviamos sus casos a ${ORG}`);
    await p.context().close();
  });

  it('the partner signs in with its second factor, opens its notice, sees that one referral, accepts and closes it', async () => {
    const notice = await waitForMail(dbDir, (m) => m.to === INTAKE);
    const link = /https?:\/\/\S+\/staff\/referrals\/open\?link=[\w.%-]+/.exec(notice.text)?.[0] ?? '';
    expect(link).not.toBe('');
    // No personal data in the notice.
    expect(notice.text).not.toContain('2200770');
    expect(notice.text).not.toContain(PERSON);

    const page = await newPage(375);
    await signIn(page, PARTNER, partnerPassword, 'Referrals');
    // Nothing of the console but its referrals, clinic days and its own account.
    expect(await page.getByRole('navigation').getByRole('link').allTextContents()).toEqual([
      'Referrals',
      'Clinic day',
      'My account',
    ]);
    // The list loads after the page's heading: wait for its row before counting.
    await page.locator('main tbody tr').first().waitFor();
    expect(await page.locator('main tbody tr').count()).toBe(1);
    await page.goto(`${server.url}/staff/inbox`);
    await page.getByRole('heading', { level: 1, name: 'Referrals' }).waitFor();
    expect(page.url()).toMatch(/\/staff\/referrals$/);
    for (const lang of ['es', 'en'] as const) {
      await page.goto(`${server.url}/staff/referrals?lang=${lang}`);
      await page.getByRole('heading', { level: 1, name: lang === 'es' ? 'Envíos de casos' : 'Referrals' }).waitFor();
      await page.locator('main tbody tr').first().waitFor();
      expect(await axeViolations(page), `referrals (${lang})`).toEqual([]);
      await shot(page, `partners-referrals-${lang}-375`);
    }

    // The notice's link opens the referral (by keyboard from here on).
    await page.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
    await page.getByRole('heading', { level: 1, name: /^Referral sent / }).waitFor();
    expect(await page.locator('main').textContent()).toContain('2200770');
    expect(await page.locator('main').textContent()).toContain(PERSON);
    for (const lang of ['es', 'en'] as const) {
      await page.goto(`${page.url().split('?')[0]}?lang=${lang}`);
      await page.getByRole('heading', { level: 1, name: lang === 'es' ? /^Envío del / : /^Referral sent / }).waitFor();
      expect(await axeViolations(page), `referral (${lang})`).toEqual([]);
      await shot(page, `partners-referral-${lang}-375`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await shot(page, `partners-referral-${lang}-1280`);
      await page.setViewportSize({ width: 375, height: 900 });
    }
    await tabTo(page, 'main button.btn--primary');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Accept');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Saved: Accepted. The person will get an email.' }).waitFor();
    await tabTo(page, 'main form select');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('main form select').first().inputValue()).toBe('advice_given');
    await tabTo(page, 'main form button[type=submit].btn--primary');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Saved: Closed. The person will get an email.' }).waitFor();
    expect(await page.getByText('Nothing more to do on this referral.').count()).toBe(1);
    expect(await axeViolations(page), 'closed').toEqual([]);
    const closed = await waitForMail(dbDir, (m) => m.to === PERSON && m.subject.includes('terminó'));
    expect(closed.text).toContain('la persona recibió asesoría');
    await page.context().close();
  });

  it('clinic day by keyboard: a list uploaded, the progress said, each row its result or error, the ZIP downloaded once', async () => {
    const page = adminPage;
    const csv = 'First name,Last name,Date of birth\nEli,Sample,3/14/1984\nAna,,1990-01-01\n';
    for (const lang of ['es', 'en'] as const) {
      await page.goto(`${server.url}/staff/clinic?lang=${lang}`);
      await page
        .getByRole('heading', { level: 1, name: lang === 'es' ? 'Evento para limpiar antecedentes' : 'Clinic day' })
        .waitFor();
      expect(await axeViolations(page), `clinic (${lang})`).toEqual([]);
      await shot(page, `partners-clinic-${lang}-1280`);
    }
    // The file field opens the file chooser from the keyboard (Space), like any button.
    await tabToLocator(page, page.getByLabel('List of clients (CSV)'));
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Space')]);
    await chooser.setFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await pressOn(page, page.getByRole('button', { name: 'Look them up' }));
    // The end is said in the polite live region (the count while it runs: ClinicPage.test.tsx).
    const said = page.getByTestId('clinic-said');
    expect(await said.getAttribute('aria-live')).toBe('polite');
    await said.getByText('Done: 2 rows, 1 with an error', { exact: false }).waitFor();
    expect(await page.locator('main tbody tr').nth(1).textContent()).toContain('No last name');
    expect(await page.locator('main tbody tr').first().textContent()).toContain('1210770');
    expect(await axeViolations(page), 'clinic done').toEqual([]);
    await shot(page, 'partners-clinic-done-en-1280');
    const zipLink = page.getByRole('link', { name: /Download the ZIP/ });
    await tabToLocator(page, zipLink);
    const download = await downloadBy(page, () => page.keyboard.press('Enter'));
    const zipPath = path.join(dataDir, 'clinic.zip');
    await download.saveAs(zipPath);
    expect(readFileSync(zipPath).subarray(0, 2).toString('latin1')).toBe('PK');
    await page.getByText('Downloaded. Nothing of this list is kept on the site.').waitFor();
  });

  it('a staff account sees the status change, and not what the person sent', async () => {
    const page = adminPage;
    for (const lang of ['en', 'es'] as const) {
      await page.goto(`${server.url}/staff/referrals?lang=${lang}`);
      await page.getByRole('heading', { level: 1, name: lang === 'es' ? 'Envíos de casos' : 'Referrals' }).waitFor();
      const row = page.locator('main tbody tr').first();
      await row.waitFor();
      expect(await row.textContent()).toContain(lang === 'es' ? 'Cerrado' : 'Closed');
      expect(await row.textContent()).toContain(ORG);
      expect(await page.locator('main').textContent()).not.toContain(PERSON);
      expect(await axeViolations(page), `staff referrals (${lang})`).toEqual([]);
      await shot(page, `partners-staff-referrals-${lang}-1280`);
    }
  });
});
