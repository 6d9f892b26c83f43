import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { launchChromium } from '../support/chromium';
import { startServer, type RunningServer } from '../support/server';
import { axeViolations } from '../support/axe';
import { cli } from '../support/cli';
import { basicInfo, confirmSingle, additionalInfoNone, preCheck, shot, tabTo } from '../support/checker';
import { startSmtpSink, type SmtpSink } from '../../apps/api/src/test/smtp-sink';

/**
 * The follow-up loop end to end (issue #38): Ana asks for follow-ups from her results; the server's clock is moved
 * forward through its test-only clock file (TEST_CLOCK_FILE, refused in production); each follow-up is read at the
 * local SMTP server; she answers "filed", then "granted" on the server's pages and sees the steps after the order
 * (the sign-up and the answers by keyboard, every page axe clean); the staff Outcomes page then counts her petition
 * (a figure below 5: "fewer than 5") and its CSV says the same.
 */
const DAY = 86_400_000;
const PERSON = 'ana.followup@example.org';
const ADMIN = 'loop-admin@example.org';

/** Milliseconds that bring the machine's time to noon in Harris County (inside the sending hours). */
function toNoonInHarris(now = Date.now()): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(now));
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  return ((12 - hour) * 60 - minute) * 60_000;
}

describe('outcome follow-ups, from the results to the staff Outcomes page', () => {
  let server: RunningServer;
  let browser: Browser;
  let smtp: SmtpSink;
  let dataDir: string;
  let clockFile: string;
  let offset = 0;
  let adminPassword = '';
  let page: Page;

  const setClock = (ms: number) => {
    offset = ms;
    writeFileSync(clockFile, String(ms));
  };

  /** The newest email to `to` whose text matches `pattern`, waiting for the outbox to deliver it. */
  async function mailTo(to: string, pattern: RegExp): Promise<string> {
    let text = '';
    await expect
      .poll(
        () => {
          const found = smtp.messages
            .filter((m) => JSON.stringify(m.to ?? '').includes(to) && pattern.test(m.text ?? ''))
            .at(-1);
          text = found?.text ?? '';
          return text !== '';
        },
        { timeout: 90_000, interval: 1000 },
      )
      .toBe(true);
    return text;
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cyr-e2e-loop-'));
    clockFile = path.join(dataDir, 'clock');
    smtp = await startSmtpSink();
    setClock(toNoonInHarris());
    const env = {
      DATA_DIR: path.join(dataDir, 'db'),
      SEED_PEOPLE: '300',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      TEST_CLOCK_FILE: clockFile,
      FOLLOWUP_DISPATCH_INTERVAL_MS: '1000',
    };
    const first = await startServer(env);
    await first.stop();
    const added = await cli('apps/api/src/cli/staff.ts', ['add', ADMIN, '--role', 'admin'], env);
    adminPassword = /initial password[^:]*: (\S+)/.exec(added)?.[1] ?? '';
    [server, browser] = await Promise.all([startServer(env), launchChromium()]);
    page = await (await browser.newContext({ viewport: { width: 375, height: 900 } })).newPage();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Opens a message's one-click answer link, checks the page, and saves the answer with its button. */
  async function answer(mail: string, answerCode: string, question: string, heading: string): Promise<void> {
    const link = new RegExp(`https?://\\S+/followups/[A-Za-z0-9_-]+\\?case=1&answer=${answerCode}\\S*`).exec(mail)?.[0];
    expect(link, `a link answering ${answerCode}`).toBeTruthy();
    await page.goto(link ?? '');
    await page.getByRole('heading', { level: 1, name: question }).waitFor();
    expect(await page.locator(`#answer-${answerCode}`).isChecked()).toBe(true);
    expect(await axeViolations(page), `answer page (${answerCode})`).toEqual([]);
    await shot(page, `followup-answer-${answerCode}-en-375`);
    // By keyboard: the month (this month, the first after "choose"), then the button.
    await tabTo(page, '#month');
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('#month').inputValue()).toMatch(/^\d{4}-\d{2}$/);
    await tabTo(page, 'button[type=submit]');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(await axeViolations(page), `answered page (${answerCode})`).toEqual([]);
  }

  it('Ana asks from her results, answers "filed" then "granted", and sees the steps after the order', async () => {
    await preCheck(page, server.url);
    await basicInfo(page, 'Ana');
    await confirmSingle(page);
    await additionalInfoNone(page);
    await page.waitForURL(/\/check\/results$/);
    const form = page.locator('section.outcome-followup-form');
    await form.getByRole('heading', { name: 'Tell us how it goes' }).waitFor();
    // By keyboard: to the address, typed, and the form sent with Enter.
    await tabTo(page, '#followup-email', 200);
    await page.keyboard.type(PERSON);
    await page.keyboard.press('Enter');
    await form.getByText(/^Done\. We will email/).waitFor();
    await mailTo(PERSON, /stop/i);

    // About 45 days later: "did you file?"
    setClock(offset + 46 * DAY);
    const filing = await mailTo(PERSON, /answer=filed/);
    await answer(filing, 'filed', 'Did you file the petition?', 'Thank you: your answer is saved');

    // About 120 days after asking: "a hearing, an order?"; she answers that the judge signed it.
    setClock(offset + 75 * DAY);
    const progress = await mailTo(PERSON, /answer=granted/);
    await answer(
      progress,
      'granted',
      'What has happened since? Was a hearing set? Did the judge sign the order? Was it denied?',
      'Thank you: your answer is saved',
    );
    await page.getByRole('heading', { name: 'What to do now that the judge signed the order' }).waitFor();
    await shot(page, 'followup-after-granted-en-375');
  });

  it('the staff Outcomes page counts her petition, and its CSV says the same', async () => {
    const staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const code = (secret: string) =>
      new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
        timestamp: Date.now() + offset,
      });
    await staff.goto(`${server.url}/staff`);
    await staff.getByLabel('Email address').fill(ADMIN);
    await staff.getByLabel('Password').fill(adminPassword);
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await staff.getByRole('heading', { level: 1, name: 'Set up your authenticator app' }).waitFor();
    await staff.getByLabel('6-digit code').fill(code((await staff.getByTestId('totp-secret').textContent()) ?? ''));
    await staff.getByRole('button', { name: 'Verify' }).click();
    await staff.getByRole('heading', { level: 1, name: 'Choose your own password' }).waitFor();
    await staff.getByLabel('One-time password', { exact: true }).fill(adminPassword);
    await staff.getByLabel('New password', { exact: true }).fill(`${adminPassword} and mine`);
    await staff.getByLabel('New password again', { exact: true }).fill(`${adminPassword} and mine`);
    await staff.getByRole('button', { name: 'Save my password' }).click();
    await staff.getByRole('heading', { level: 1, name: 'Help inbox' }).waitFor();
    // The months from her download to now.
    await staff.goto(`${server.url}/staff/outcomes`);
    await staff.getByRole('heading', { level: 1, name: 'Outcomes' }).waitFor();
    const table = staff.getByRole('table', { name: 'Table: From results to an order' });
    await table.waitFor();
    const funnel = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent?.trim() ?? '').join('|')));
    expect(funnel.slice(2)).toEqual([
      'Follow-ups asked for|fewer than 5',
      'Filed|fewer than 5',
      'Hearing set or decided|fewer than 5',
      'Granted|fewer than 5',
      'Denied|0',
    ]);
    const csv = await (await staff.request.get(`${server.url}/api/staff/outcomes.csv`)).text();
    for (const [step, value] of [
      ['followed', '<5'],
      ['filed', '<5'],
      ['hearing_set', '<5'],
      ['granted', '<5'],
      ['denied', '0'],
    ])
      expect(csv).toContain(`funnel,${step},count,${value}\r\n`);
  });
});
