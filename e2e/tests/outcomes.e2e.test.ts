import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { addMonths, CENTRAL_TIME, todayIn } from '@cyr/rules/dates';
import { createDb } from '../../apps/api/src/db';
import { launchChromium } from '../support/chromium';
import { startServer, type RunningServer } from '../support/server';
import { axeViolations } from '../support/axe';
import { cli } from '../support/cli';
import { shot } from '../support/checker';

/**
 * The staff console's Outcomes and court notes pages (issue #38) on the real server and database: petitions
 * followed up are written as the follow-ups leave them (codes only), an admin made by the CLI signs in, and the
 * Outcomes page shows them in its tables, figures below 5 as "fewer than 5", the same figures as its CSV; court notes
 * are written and saved. Both pages are axe clean in both languages and shot at 1280 and 375 px.
 */
const totp = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

const ADMIN = 'outcomes-admin@example.org';

describe('staff Outcomes and court notes', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  let password = '';
  let page: Page;
  const thisMonth = todayIn(CENTRAL_TIME, new Date()).slice(0, 7);
  const lastMonth = addMonths(`${thisMonth}-01`, -1).slice(0, 7);

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cyr-e2e-outcomes-'));
    const env = { DATA_DIR: path.join(dataDir, 'db') };
    const first = await startServer(env);
    await first.stop();
    const added = await cli('apps/api/src/cli/staff.ts', ['add', ADMIN, '--role', 'admin'], env);
    password = /initial password[^:]*: (\S+)/.exec(added)?.[1] ?? '';
    // Thirteen followed petitions in the 178th: seven from last month (five granted, two filed), six asked this month;
    // one stuck on the fee (a figure below 5).
    const handle = await createDb({ dataDir: env.DATA_DIR });
    try {
      const rows = [
        ...Array.from({ length: 5 }, () => ({
          month: lastMonth,
          stage: 'granted',
          filed: lastMonth,
          decided: thisMonth,
        })),
        ...Array.from({ length: 2 }, () => ({ month: lastMonth, stage: 'filed', filed: lastMonth, decided: null })),
        ...Array.from({ length: 6 }, () => ({ month: thisMonth, stage: 'asked', filed: null, decided: null })),
      ];
      const ids: string[] = [];
      for (const r of rows) {
        const id = randomUUID();
        ids.push(id);
        await handle.db
          .insertInto('outcomes')
          .values({
            id,
            position: 1,
            kind: 'nondisclosure',
            section: '411.0725',
            court: 'district:178',
            started_month: r.month,
            stage: r.stage,
            filed_month: r.filed,
            decided_month: r.decided,
            updated_on: `${thisMonth}-01`,
          })
          .execute();
      }
      await handle.db
        .insertInto('outcome_answers')
        .values({
          outcome_id: ids[12] ?? '',
          message_id: randomUUID(),
          question: 'filing',
          answer: 'stuck',
          stuck_reason: 'fee',
          answered_on: `${thisMonth}-01`,
        })
        .execute();
    } finally {
      await handle.close();
    }
    [server, browser] = await Promise.all([startServer(env), launchChromium()]);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The rows of a table named `name`, each cell's text joined by `|`, once the table has come with its figures. */
  const rowsOf = async (name: string) => {
    const table = page.getByRole('table', { name });
    await table.waitFor();
    return table
      .locator('tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent?.trim() ?? '').join('|')));
  };

  /** Every width and language of a page: axe clean, shot. */
  async function lookAt(url: string, heading: { en: string; es: string }, name: string) {
    for (const lang of ['en', 'es'] as const) {
      await page.goto(`${server.url}${url}?lang=${lang}`);
      await page.getByRole('heading', { level: 1, name: heading[lang] }).waitFor();
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.getByRole('table').first().or(page.locator('form')).first().waitFor();
        expect(await axeViolations(page), `${name} (${lang}, ${width})`).toEqual([]);
        await shot(page, `staff-${name}-${lang}-${width}`);
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  }

  it('an admin signs in and the Outcomes page counts the petitions, its CSV holding the same figures', async () => {
    await page.goto(`${server.url}/staff`);
    await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
    await page.getByLabel('Email address').fill(ADMIN);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Set up your authenticator app' }).waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    await page.getByLabel('6-digit code').fill(totp(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { level: 1, name: 'Choose your own password' }).waitFor();
    await page.getByLabel('One-time password', { exact: true }).fill(password);
    await page.getByLabel('New password', { exact: true }).fill(`${password} and mine`);
    await page.getByLabel('New password again', { exact: true }).fill(`${password} and mine`);
    await page.getByRole('button', { name: 'Save my password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Help inbox' }).waitFor();

    await page.getByRole('link', { name: 'Outcomes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Outcomes' }).waitFor();
    const funnel = await rowsOf('Table: From results to an order');
    expect(funnel.slice(3)).toEqual([
      'Follow-ups asked for|13',
      'Filed|7',
      'Hearing set or decided|5',
      'Granted|5',
      'Denied|0',
    ]);
    expect(await rowsOf('Table: By court')).toEqual([
      'Court|Follow-ups asked for|Filed|Hearing set or decided|Granted|Denied',
      '178th District Court|13|7|5|5|0',
    ]);
    const stuck = await rowsOf('Table: Why people are stuck');
    expect(stuck[1]).toBe('The filing fee|fewer than 5');

    // The CSV, downloaded with the page's own session, says the same as every table.
    const csv = await (await page.request.get(`${server.url}/api/staff/outcomes.csv`)).text();
    const figures = new Map(
      csv
        .trim()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(','))
        .map(([table, row, column, value]) => [`${table}|${row}|${column}`, value]),
    );
    const asCsv = (cell: string) => (cell === 'fewer than 5' ? '<5' : cell);
    const steps = ['results', 'downloaded', 'followed', 'filed', 'hearing_set', 'granted', 'denied'];
    funnel.slice(1).forEach((line, i) => {
      expect(figures.get(`funnel|${steps[i]}|count`), line).toBe(asCsv(line.split('|')[1] ?? ''));
    });
    const columns = ['followed', 'filed', 'hearing_set', 'granted', 'denied'];
    (await rowsOf('Table: By court'))[1]
      ?.split('|')
      .slice(1)
      .forEach((cell, i) => expect(figures.get(`court|district:178|${columns[i]}`)).toBe(asCsv(cell)));
    (await rowsOf('Table: By month asked')).slice(1).forEach((line, r) => {
      const month = [lastMonth, thisMonth][r];
      line
        .split('|')
        .slice(1)
        .forEach((cell, i) => expect(figures.get(`month|${month}|${columns[i]}`)).toBe(asCsv(cell)));
    });
    expect(figures.get('stuck|fee|count')).toBe('<5');

    await lookAt('/staff/outcomes', { en: 'Outcomes', es: 'Resultados' }, 'outcomes');
  });

  it('staff write a court’s notes in both languages and save them', async () => {
    await page.goto(`${server.url}/staff/court-notes?lang=en`);
    await page.getByRole('heading', { level: 1, name: 'Court notes' }).waitFor();
    await page.getByLabel('Court', { exact: true }).selectOption('district:178');
    const setting = page.getByRole('group', { name: 'How the court sets hearings' });
    await setting.getByLabel('In English').fill('Hearings about six weeks out; call the coordinator.');
    await setting.getByLabel('In Spanish').fill('Audiencias unas seis semanas después; llame al coordinador.');
    await page.getByRole('button', { name: 'Save notes' }).click();
    await page.getByText('The notes for 178th District Court are saved.').waitFor();
    expect(await page.getByTestId('court-notes-list').getByText('178th District Court').count()).toBe(1);
    await lookAt('/staff/court-notes', { en: 'Court notes', es: 'Notas de las cortes' }, 'court-notes');
    // With a court chosen, the form itself.
    for (const lang of ['en', 'es'] as const) {
      await page.goto(`${server.url}/staff/court-notes?lang=${lang}`);
      await page.getByTestId('court-notes-list').getByRole('button').first().click();
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await axeViolations(page), `court notes form (${lang}, ${width})`).toEqual([]);
        await shot(page, `staff-court-notes-form-${lang}-${width}`);
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});
