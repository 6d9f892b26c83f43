import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { launchChromium, downloadBy } from '../support/chromium';
import { startServer, type RunningServer } from '../support/server';
import { axeViolations } from '../support/axe';
import { cli } from '../support/cli';
import {
  additionalInfoNone,
  answerVerifications,
  basicInfo,
  confirmSingle,
  preCheck,
  shot,
  TAKE_SCREENSHOTS,
  tabTo,
} from '../support/checker';
import type { ParsedMail } from 'mailparser';
import { startSmtpSink, type SmtpSink } from '../../apps/api/src/test/smtp-sink';

/**
 * The follow-up loop end to end (issue #38), in both languages: Ben (English, 375 px) downloads his filled-in
 * petition (section 411.0726) from the steps page, Ana (Spanish) her request letter (section 411.072 needs no
 * petition); each asks for follow-ups by keyboard in the sign-up offered below the download. The server's clock is moved forward through its test-only clock file (TEST_CLOCK_FILE, refused in
 * production); each follow-up is read at the local SMTP server, in the person's language; each answers "filed",
 * then "granted" on the server's pages (by keyboard, every page axe clean) and sees the steps after the order. The
 * staff Outcomes page then counts both petitions (one row per court; every figure below 5: "fewer than 5"), and
 * its CSV holds the same figures as the page's tables.
 */
const DAY = 86_400_000;
const ADMIN = 'loop-admin@example.org';

/** Each person, in their language: the words the test waits on and reads. */
const PEOPLE = {
  en: {
    /** Ben's and Ana's cases were heard in different county courts at law (the demo data). */
    name: 'Ben',
    email: 'ben.followup@example.org',
    download: 'Download this petition, filled in (PDF)',
    heading: 'Tell us how it goes',
    lead: 'Your download has started.',
    saved: /^Done\. We will email ben\.followup@example\.org on about /,
    confirmSubject: 'You asked us to check in about your petition',
    filingSubject: 'Did you file your petition?',
    progressSubject: 'How is your petition going?',
    filingQuestion: 'Did you file the petition?',
    progressQuestion: 'What has happened since? Was a hearing set? Did the judge sign the order? Was it denied?',
    answered: 'Thank you: your answer is saved',
    afterGranted: 'What to do now that the judge signed the order',
    reminderSet: /^We will email you on about .+ to ask whether the case is gone from your record\./,
  },
  es: {
    name: 'Ana',
    email: 'ana.seguimiento@example.org',
    download: 'Descargar la carta de solicitud, ya llenada (PDF)',
    heading: 'Cuéntenos cómo le va',
    lead: 'Su descarga empezó.',
    saved: /^Listo\. Le escribiremos a ana\.seguimiento@example\.org alrededor del /,
    confirmSubject: 'Nos pidió que le preguntemos por su petición',
    filingSubject: '¿Presentó su petición?',
    progressSubject: '¿Cómo va su petición?',
    filingQuestion: '¿Presentó la petición?',
    progressQuestion: '¿Qué ha pasado desde entonces? ¿Le fijaron una audiencia? ¿Firmó el juez la orden? ¿La negó?',
    answered: 'Gracias: guardamos su respuesta',
    afterGranted: 'Qué hacer ahora que el juez firmó la orden',
    reminderSet: /^Le escribiremos alrededor del .+ para preguntarle si el caso ya no aparece en sus antecedentes\./,
  },
} as const;
type Lang = keyof typeof PEOPLE;
const LANGS = Object.keys(PEOPLE) as Lang[];

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

/** The page at 375 px, and with screenshots asked for, the same at 1280 px (both photographed). */
async function shots(page: Page, name: string): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  await shot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 900 });
}

describe('outcome follow-ups, from a petition download to the staff Outcomes page, in English and Spanish', () => {
  let server: RunningServer;
  let browser: Browser;
  let smtp: SmtpSink;
  let dataDir: string;
  let clockFile: string;
  let offset = 0;
  let adminPassword = '';
  const pages = {} as Record<Lang, Page>;

  const setClock = (ms: number) => {
    offset = ms;
    writeFileSync(clockFile, String(ms));
  };

  /** The newest email to `to` whose subject is `subject`, waiting for the outbox to deliver it. */
  async function mailTo(to: string, subject: string): Promise<ParsedMail> {
    let found: ParsedMail | undefined;
    await expect
      .poll(
        () => {
          found = smtp.messages.filter((m) => JSON.stringify(m.to ?? '').includes(to) && m.subject === subject).at(-1);
          return found !== undefined;
        },
        { timeout: 90_000, interval: 1000 },
      )
      .toBe(true);
    return found as ParsedMail;
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
    for (const lang of LANGS) {
      pages[lang] = await (await browser.newContext({ viewport: { width: 375, height: 900 } })).newPage();
    }
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Tabs to the button or link matching `selector` and presses Enter. */
  async function press(page: Page, selector: string, max = 200): Promise<void> {
    await tabTo(page, selector, max);
    await page.keyboard.press('Enter');
  }

  /** Opens a message's one-click answer link, checks the page, and saves the answer with its button. */
  async function answer(lang: Lang, mail: ParsedMail, answerCode: string, question: string): Promise<void> {
    const page = pages[lang];
    const link = new RegExp(`https?://\\S+/followups/[A-Za-z0-9_-]+\\?case=1&answer=${answerCode}\\S*`).exec(
      mail.text ?? '',
    )?.[0];
    expect(link, `a link answering ${answerCode}`).toBeTruthy();
    expect(link?.endsWith('&lang=es') ?? false).toBe(lang === 'es');
    await page.goto(link ?? '');
    await page.getByRole('heading', { level: 1, name: question }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect(await page.locator(`#answer-${answerCode}`).isChecked()).toBe(true);
    expect(await axeViolations(page), `answer page (${answerCode}, ${lang})`).toEqual([]);
    await shots(page, `followup-answer-${answerCode}-${lang}`);
    // By keyboard: the month (this month, the first after "choose"), then the button.
    await tabTo(page, '#month');
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('#month').inputValue()).toMatch(/^\d{4}-\d{2}$/);
    await press(page, 'button[type=submit]', 80);
    await page.getByRole('heading', { level: 1, name: PEOPLE[lang].answered }).waitFor();
    expect(await axeViolations(page), `answered page (${answerCode}, ${lang})`).toEqual([]);
  }

  it.each(LANGS)('downloads the filled-in form and asks for follow-ups below it, by keyboard (%s)', async (lang) => {
    const page = pages[lang];
    const who = PEOPLE[lang];
    await preCheck(page, server.url, lang);
    await basicInfo(page, who.name);
    await confirmSingle(page);
    await additionalInfoNone(page);
    await answerVerifications(page);
    await page.waitForURL(/\/check\/results(\?lang=es)?$/);
    // From the results to the steps, then to the petition step, and the petition downloaded: all by keyboard.
    await press(page, 'button[data-track="results_next_steps"]');
    await page.waitForURL(/\/steps\//);
    await press(page, '.steps__nav a[href^="/steps/petition"]');
    await page.waitForURL(/\/steps\/petition/);
    await tabTo(page, 'button[data-track="steps_download_petition"]', 200);
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(who.download);
    const download = await downloadBy(page, () => page.keyboard.press('Enter'));
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    // The sign-up is offered below the download, in the person's language.
    const form = page.locator('section.outcome-followup-form');
    await form.getByRole('heading', { name: who.heading }).waitFor();
    expect(await form.innerText()).toContain(who.lead);
    expect(await axeViolations(page), `sign-up after the download (${lang})`).toEqual([]);
    await shots(page, `followup-signup-after-download-${lang}`);
    await tabTo(page, '#followup-email', 200);
    await page.keyboard.type(who.email);
    await page.keyboard.press('Enter');
    await form.getByText(who.saved).waitFor({ timeout: 30_000 });
    expect(await axeViolations(page), `sign-up saved (${lang})`).toEqual([]);
    await shots(page, `followup-signup-saved-${lang}`);
    const confirmation = await mailTo(who.email, who.confirmSubject);
    expect(confirmation.text).toMatch(/\/followups\/unsubscribe\/[A-Za-z0-9_-]+/);
  });

  it('each answers "filed", then "granted", from the follow-ups in their language, and sees the steps after the order', async () => {
    // About 45 days later: "did you file?"
    setClock(offset + 46 * DAY);
    for (const lang of LANGS) {
      const filing = await mailTo(PEOPLE[lang].email, PEOPLE[lang].filingSubject);
      await answer(lang, filing, 'filed', PEOPLE[lang].filingQuestion);
    }

    // About 120 days after asking: "a hearing, an order?"; each answers that the judge signed it.
    setClock(offset + 75 * DAY);
    for (const lang of LANGS) {
      const who = PEOPLE[lang];
      const progress = await mailTo(who.email, who.progressSubject);
      await answer(lang, progress, 'granted', who.progressQuestion);
      const page = pages[lang];
      await page.getByRole('heading', { level: 2, name: who.afterGranted }).waitFor();
      // The record check about 90 days later is planned by email, the way this person signed up.
      expect(await page.locator('.record-check .notice').innerText()).toMatch(who.reminderSet);
      await shots(page, `followup-after-granted-${lang}`);
    }
  });

  it('the staff Outcomes page counts both petitions, and its CSV holds the figures of its tables', async () => {
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
    // The months from the downloads to now (the page's default range).
    await staff.goto(`${server.url}/staff/outcomes`);
    await staff.getByRole('heading', { level: 1, name: 'Outcomes' }).waitFor();
    const rowsOf = async (title: string): Promise<string[][]> => {
      const table = staff.getByRole('table', { name: `Table: ${title}` });
      await table.waitFor();
      return table
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent?.trim() ?? '')));
    };
    const funnel = await rowsOf('From results to an order');
    expect(funnel.slice(2).map((r) => r.join('|'))).toEqual([
      'Follow-ups asked for|fewer than 5',
      'Filed|fewer than 5',
      'Hearing set or decided|fewer than 5',
      'Granted|fewer than 5',
      'Denied|0',
    ]);
    // Both petitions, each in its own court: two rows, each followed, filed and granted.
    const byCourt = await rowsOf('By court');
    expect(byCourt).toHaveLength(2);
    for (const row of byCourt)
      expect(row.slice(1)).toEqual(['fewer than 5', 'fewer than 5', 'fewer than 5', 'fewer than 5', '0']);
    const byMonth = await rowsOf('By month asked');
    expect(byMonth).toHaveLength(1);
    const byRoute = await rowsOf('By route');
    expect(byRoute.map((r) => r[0])).toEqual(['Nondisclosure, § 411.072', 'Nondisclosure, § 411.0726']);
    const stuck = await rowsOf('Why people are stuck');
    expect(await axeViolations(staff)).toEqual([]);

    // The CSV: the same figures, in the same order, as each table ("fewer than 5" is `<5`).
    const csv = await (await staff.request.get(`${server.url}/api/staff/outcomes.csv`)).text();
    const lines = csv
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(','));
    const csvValues = (table: string) => lines.filter((l) => l[0] === table).map((l) => l[3]);
    const asCsv = (cell: string) => (cell === 'fewer than 5' ? '<5' : cell.replace(/,/g, ''));
    expect(csvValues('funnel')).toEqual(funnel.map((r) => asCsv(r[1] ?? '')));
    expect(csvValues('court')).toEqual(byCourt.flatMap((r) => r.slice(1).map(asCsv)));
    expect(csvValues('month')).toEqual(byMonth.flatMap((r) => r.slice(1).map(asCsv)));
    expect(csvValues('route')).toEqual(byRoute.flatMap((r) => r.slice(1).map(asCsv)));
    expect(csvValues('stuck')).toEqual(stuck.map((r) => asCsv(r[1] ?? '')));
    expect(csv).toContain('funnel,granted,count,<5\r\n');
  });
});
