import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/suite';
import { axeViolations } from '../support/axe';
import {
  additionalInfoNone,
  answerVerifications,
  basicInfo,
  preCheck,
  resultsHeadings,
  shot,
  tabTo,
} from '../support/checker';
import {
  startTwilioServer,
  TEST_ACCOUNT_SID,
  TEST_AUTH_TOKEN,
  TEST_SENDER,
  type TwilioServer,
} from '../../apps/api/src/test/twilio-server';

/**
 * A reminder by text, asked for in the browser (keyboard only) and read where the provider received it: the real
 * server sends through Twilio's library to a local server that answers like Twilio's Messages API
 * (SMS_API_URL). Quiet hours are off for this server (TEXT_QUIET_HOURS=off, refused in production), so the test
 * reads the text whatever the hour; the API tests hold texts to 8 a.m. by their clock. The outcome follow-ups are
 * asked for by text too, and the server's clock moved to the first one through its test-only clock file
 * (TEST_CLOCK_FILE, refused in production): the text's link opens the answer page, which speaks of texts (never
 * of email) and links the stop page, whose button stops them.
 */

const DAY = 86_400_000;

/** Milliseconds that bring the machine's time to noon in Harris County (inside the follow-ups' sending hours). */
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

/** Dan Demo's dismissed misdemeanor: his only case, so the six-month re-check is the one reminder offered. */
const DAN_CASE = '2210004';

const TEXT = {
  es: {
    channel: 'Por mensaje de texto',
    consent: /Sí, envíenme mensajes de texto a este número/,
    errorNumber: 'Escriba un número de celular de EE. UU., como 713-555-0123',
    errorConsent: 'Marque la casilla para aceptar recibir mensajes de texto',
    saved: /Listo\. Le enviaremos un mensaje de texto al \(713\) 555-0142 el/,
    number: '+17135550142',
    typed: '713 555 0142',
    received:
      /^Limpie sus antecedentes: le enviaremos un solo mensaje, el \d{1,2} de [a-z]+ de \d{4}\. Pueden aplicarse tarifas de mensajes y datos\. PARA: cancelar\. AYUDA: ayuda\.$/,
  },
  en: {
    channel: 'By text message',
    consent: /Yes, text me at this number/,
    errorNumber: 'Enter a U.S. mobile number, like 713-555-0123',
    errorConsent: 'Check the box to agree to get text messages',
    saved: /Done\. We will text \(281\) 555-0177 on/,
    number: '+12815550177',
    typed: '(281) 555-0177',
    received:
      /^Clear Your Record: we will text you once, on [A-Z][a-z]+ \d{1,2}, \d{4}\. Msg & data rates may apply\. Reply STOP to cancel, HELP for help\.$/,
  },
} as const;

/** Keyboard navigation starts from the top of the page, as after loading it (nothing focused). */
async function fromTop(p: Page): Promise<void> {
  await p.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

describe('a reminder by text in the browser', () => {
  let provider: TwilioServer | undefined;
  const clockFile = path.join(mkdtempSync(path.join(tmpdir(), 'cyr-e2e-texts-')), 'clock');
  writeFileSync(clockFile, '0');
  // The server's environment: the provider's address is filled in once the local provider listens (this
  // beforeAll runs before the suite's, which starts the server with the same object).
  const env: Record<string, string> = {
    SEED_PEOPLE: '50',
    SMS_PROVIDER: 'twilio',
    SMS_ACCOUNT_SID: TEST_ACCOUNT_SID,
    SMS_AUTH_TOKEN: TEST_AUTH_TOKEN,
    SMS_FROM: TEST_SENDER,
    TEXT_QUIET_HOURS: 'off',
    TEST_CLOCK_FILE: clockFile,
    FOLLOWUP_DISPATCH_INTERVAL_MS: '1000',
  };
  beforeAll(async () => {
    provider = await startTwilioServer();
    env.SMS_API_URL = provider.url;
  });
  afterAll(async () => {
    await provider?.close();
  });
  const suite = browserSuite(env);

  async function danResults(p: Page, lang: 'en' | 'es') {
    await preCheck(p, suite.server.url, lang);
    await basicInfo(p, 'Dan');
    await p.waitForURL(/\/check\/confirm-cases$/);
    await p.locator('.candidate-list').first().waitFor();
    await p.locator('.candidate-list', { hasText: DAN_CASE }).locator('button').click();
    await p.waitForURL(/\/check\/(additional-info|case-verifications\/\d+|results)$/);
    if (p.url().endsWith('/additional-info')) await additionalInfoNone(p);
    await answerVerifications(p);
    return resultsHeadings(p);
  }

  it.each([
    ['es', 375],
    ['en', 1280],
  ] as const)(
    'asks for the six-month reminder by text, keyboard only, and the provider receives the confirmation (%s, %i px)',
    async (lang, width) => {
      const p = await suite.fresh(width);
      const text = TEXT[lang];
      await danResults(p, lang);
      const channel = p.getByRole('radio', { name: text.channel });
      await channel.waitFor();
      expect(await axeViolations(p)).toEqual([]);

      // Keyboard only: the channel radios, then the number field that text opens, then submit without the box.
      await fromTop(p);
      await tabTo(p, '#reminder-channel', 250);
      await p.keyboard.press('ArrowDown');
      expect(await channel.isChecked()).toBe(true);
      await tabTo(p, '#reminder-phone', 10);
      await p.keyboard.type('555-0142');
      await tabTo(p, 'button[data-track="reminder_submit"]', 10);
      await p.keyboard.press('Enter');
      await p.locator('.error-summary').waitFor();
      expect(await p.locator('.error-summary a').allTextContents()).toEqual([text.errorNumber, text.errorConsent]);
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `reminder-text-error-${lang}-${width}`);

      // Fix both: the number, and the opt-in box whose words are read before it is ticked.
      await tabTo(p, '#reminder-phone', 20);
      await p.keyboard.press('Control+A');
      await p.keyboard.type(text.typed);
      await tabTo(p, '#reminder-text-consent', 10);
      expect(await p.getByRole('checkbox', { name: text.consent }).count()).toBe(1);
      await p.keyboard.press('Space');
      await tabTo(p, 'button[data-track="reminder_submit"]', 10);
      await p.keyboard.press('Enter');
      await p.locator('.reminder-form [role="status"] p').waitFor();
      expect(await p.locator('.reminder-form [role="status"] p').textContent()).toMatch(text.saved);
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `reminder-text-saved-${lang}-${width}`);

      // What the provider received: one text to that number from the site's sender, in the page's language,
      // naming the site and how to stop, and nothing about Dan or his case.
      const received = () => provider?.messages.filter((m) => m.to === text.number) ?? [];
      await expect.poll(() => received().length, { timeout: 30_000 }).toBe(1);
      const [message] = received();
      expect(message?.from).toBe(TEST_SENDER);
      expect(message?.body).toMatch(text.received);
      for (const secret of [DAN_CASE, 'Dan', 'DEMO', '09990004']) expect(message?.body).not.toContain(secret);
    },
  );

  it.each([
    ['es', 1280],
    ['en', 375],
  ] as const)(
    'the help form: a phone number only, the opt-in box ticked, and the acknowledgement texted (%s, %i px)',
    async (lang, width) => {
      const p = await suite.fresh(width);
      const number = lang === 'es' ? '+13465550111' : '+18325550122';
      await p.goto(`${suite.server.url}/?modal=help${lang === 'es' ? '&lang=es' : ''}`);
      const consent = p.locator('#help-text-consent');
      await consent.waitFor();
      expect(await axeViolations(p)).toEqual([]);
      await p.locator('#help-phone').fill(number.slice(2));
      await consent.check();
      await p.locator('#help-description').fill(lang === 'es' ? 'Solo tengo teléfono' : 'I only have a phone');
      // The dialog is fixed on the page: photograph what the person sees, the box and its words in view.
      await consent.scrollIntoViewIfNeeded();
      await shot(p, `help-text-consent-${lang}-${width}`, { fullPage: false });
      await p.locator('button[data-track="help_submit"]').click();
      await p.locator('.modal [role="status"]').waitFor();
      expect(await axeViolations(p)).toEqual([]);
      const received = () => provider?.messages.filter((m) => m.to === number) ?? [];
      await expect.poll(() => received().length, { timeout: 30_000 }).toBe(1);
      expect(received()[0]?.body).toMatch(
        lang === 'es'
          ? /^Limpie sus antecedentes: recibimos su solicitud de ayuda\. Le responderemos el .+ o antes\. Responda PARA para no recibir mensajes\.$/
          : /^Clear Your Record: we got your help request\. Someone from our team will answer by .+\. Reply STOP to stop, HELP for help\.$/,
      );
      // Nothing the person wrote in the form comes back in the text.
      expect(received()[0]?.body).not.toContain(lang === 'es' ? 'tengo' : 'only have');
    },
  );

  const FOLLOWUP = {
    en: {
      channelText: 'By text message',
      consent: /Yes, text me at this number: one text now to confirm, then up to four texts/,
      saved: /^Done\. We will text \(832\) 555-0155 on about .+ to ask whether you filed\./,
      number: '+18325550155',
      confirmation:
        /^Clear Your Record: we will text you about your petition on about [A-Z][a-z]+ \d{1,2}, \d{4}, then at about 4 and 8 months\. Msg & data rates may apply\. Reply STOP to stop\.$/,
      followup: /^Clear Your Record: did you file your petition\? Tell us in one tap: (\S+) Reply STOP to stop\.$/,
      question: 'Did you file the petition?',
    },
    es: {
      channelText: 'Por mensaje de texto',
      consent: /Sí, envíenme mensajes de texto a este número: uno ahora para confirmar y luego hasta cuatro/,
      saved:
        /^Listo\. Le enviaremos un mensaje de texto al \(713\) 555-0163 alrededor del .+ para preguntarle si presentó la petición\./,
      number: '+17135550163',
      confirmation:
        /^Limpie sus antecedentes: le escribiremos sobre su caso hacia el \d{1,2} de [a-z]+ de \d{4} y luego a los 4 y 8 meses\. Pueden aplicarse tarifas de mensajes y datos\. PARA: cancelar\.$/,
      followup:
        /^Limpie sus antecedentes: ¿ya ha presentado sus papeles en la corte\? Cuéntenos en (\S+) Responda PARA para no recibir mensajes\.$/,
      question: '¿Presentó la petición?',
    },
  } as const;

  // English first: the Spanish run then moves the server's clock 45 days on, to the first follow-up.
  it.each([
    ['en', 1280],
    ['es', 375],
  ] as const)(
    'asks for the outcome follow-ups by text only, keyboard only; the provider receives the confirmation (%s, %i px)',
    async (lang, width) => {
      const p = await suite.fresh(width);
      const text = FOLLOWUP[lang];
      await danResults(p, lang);
      const form = p.locator('section.outcome-followup-form');
      await form.getByRole('checkbox', { name: text.channelText }).waitFor();
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `followup-text-form-${lang}-${width}`);

      // Keyboard only: email off, text on (the number field and the opt-in box appear), the number, the box, send.
      await fromTop(p);
      await tabTo(p, '#followup-channels', 250);
      await p.keyboard.press('Space');
      await p.keyboard.press('Tab');
      await p.keyboard.press('Space');
      expect(await form.getByRole('checkbox', { name: text.channelText }).isChecked()).toBe(true);
      expect(await p.locator('#followup-email').count()).toBe(0);
      await tabTo(p, '#followup-phone', 10);
      await p.keyboard.type(text.number.slice(2));
      await tabTo(p, '#followup-text-consent', 10);
      expect(await p.getByRole('checkbox', { name: text.consent }).count()).toBe(1);
      await p.keyboard.press('Space');
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `followup-text-filled-${lang}-${width}`);
      await tabTo(p, 'button[data-track="outcome_followup_submit"]', 10);
      await p.keyboard.press('Enter');
      const saved = form.locator('[role="status"] p');
      await saved.waitFor();
      expect(await saved.textContent()).toMatch(text.saved);
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `followup-text-saved-${lang}-${width}`);

      const received = () => provider?.messages.filter((m) => m.to === text.number) ?? [];
      await expect.poll(() => received().length, { timeout: 30_000 }).toBe(1);
      expect(received()[0]?.body).toMatch(text.confirmation);
      if (lang === 'en') return;

      // 45 days on, at noon in Harris County: the first follow-up is texted, and its one link opens the answer page.
      writeFileSync(clockFile, String(toNoonInHarris() + 45 * DAY));
      await expect.poll(() => received().length, { timeout: 60_000, interval: 1000 }).toBe(2);
      const body = received()[1]?.body ?? '';
      expect(body).toMatch(text.followup);
      for (const secret of [DAN_CASE, 'Dan', 'DEMO', '09990004', '55A']) expect(body).not.toContain(secret);
      const link = text.followup.exec(body)?.[1] ?? '';
      await p.goto(link.replace(/^https?:\/\/[^/]+/, suite.server.url));
      await p.getByRole('heading', { level: 1, name: text.question }).waitFor();
      expect(await p.locator('html').getAttribute('lang')).toBe('es');
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `followup-text-answer-page-${lang}-${width}`);
      // The page speaks of texts, never of email (ADR 0119), and links the stop page a text cannot carry.
      expect(await p.locator('body').innerText()).not.toMatch(/correo/i);
      await fromTop(p);
      await tabTo(p, 'a[href^="/followups/unsubscribe/"]', 80);
      expect(await p.evaluate(() => document.activeElement?.textContent?.trim())).toBe(
        'Dejar de recibir los mensajes de texto de seguimiento',
      );
      await p.keyboard.press('Enter');
      await p
        .getByRole('heading', { level: 1, name: 'Dejar de recibir los mensajes de texto de seguimiento' })
        .waitFor();
      expect(await axeViolations(p)).toEqual([]);
      await shot(p, `followup-text-stop-page-${lang}-${width}`);
      await tabTo(p, 'main button[type=submit]', 40);
      await p.keyboard.press('Enter');
      await p.getByText('ya borramos su número de celular').waitFor();
      expect(await p.locator('body').innerText()).not.toMatch(/correo/i);
      expect(await axeViolations(p)).toEqual([]);
    },
  );
});
