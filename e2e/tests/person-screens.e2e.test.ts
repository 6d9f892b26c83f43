import { downloadBy } from '../support/chromium';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/suite';
import { hydrated } from '../support/hydration';
import { axeViolations } from '../support/axe';
import { waitForMail, type WrittenMail } from '../support/mail';
import {
  additionalInfoNone,
  answerVerifications,
  basicInfo,
  confirmSingle,
  preCheck,
  resultsHeadings,
  SHOTS,
  TAKE_SCREENSHOTS,
  shot,
} from '../support/checker';

/**
 * What a person meets, screen by screen (issue #27), in English and Spanish, each screen photographed at 375 px
 * and 1280 px (e2e/screenshots), axe clean, and never wider than the window: the 404 page; the help form (who
 * answers and when, the legal-aid directory) and a refusal shown inside it; the results of a person whose case
 * needs no petition (411.072), of a person whose only route is expunction and of an ineligible person, with the
 * results PDF's pages, the results email as a mail program shows it, and the page its link opens; the steps of a
 * 411.072 case (no petition to download, no fee, no hearing); and the email modal and reminder form refusing
 * ("too many emails") with `role="alert"` where the person is looking.
 */
type Lang = 'en' | 'es';

const TEXT = {
  en: {
    notFound: 'We could not find that page',
    helpWho: 'A person on our team (not a lawyer) answers within 2 business days',
    tooMany: 'You have asked for too many emails. Please wait an hour and try again.',
    tooManyForms: 'We received many forms from your connection in the last hour. Please wait an hour and try again.',
    noPetition: 'You fill in and sign the letter, not a petition.',
    downloadPetition: 'Download this petition, filled in',
    expunctionSteps: 'See the steps to ask for an expunction',
    nondisclosureSteps: 'See the steps to file for nondisclosure',
    noSteps: 'None of these cases can be filed now',
    orderDate: 'Earliest date you can ask for the order',
    orderFrom: 'No petition is needed: the court should issue the order on its own.',
    petitionNote: 'Your case needs no petition (section 411.072)',
    emptyNondisclosure: 'Likely eligible for nondisclosure',
    leftOut: 'This page leaves out 1 case that you entered, corrected or said was not yours.',
    leftOutEmail: 'This copy leaves out 1 case that you entered, corrected or said was not yours.',
  },
  es: {
    notFound: 'No encontramos esa página',
    helpWho: 'Una persona de nuestro equipo (no es abogado) le responde en 2 días hábiles',
    tooMany: 'Pidió demasiados correos electrónicos. Espere una hora e intente de nuevo.',
    tooManyForms:
      'Recibimos muchos formularios desde su conexión en la última hora. Espere una hora e intente de nuevo.',
    noPetition: 'Usted llena y firma la carta, no una petición.',
    downloadPetition: 'Descargar esta petición ya llena',
    expunctionSteps: 'Vea los pasos para pedir una expunción',
    nondisclosureSteps: 'Vea los pasos para pedir la no divulgación',
    noSteps: 'Ninguno de estos casos se puede presentar ahora',
    orderDate: 'Primera fecha en que puede pedir la orden',
    orderFrom: 'No necesita petición: la corte debe dictar la orden por su cuenta.',
    petitionNote: 'Su caso no necesita petición (sección 411.072)',
    emptyNondisclosure: 'Probablemente reúne los requisitos para la no divulgación',
    leftOut: 'Esta página no incluye 1 caso que usted ingresó, corrigió o dijo que no era suyo.',
    leftOutEmail: 'Esta copia no incluye 1 caso que usted ingresó, corrigió o dijo que no era suyo.',
  },
} as const;

const q = (lang: Lang) => (lang === 'es' ? '?lang=es' : '');

/**
 * Photographs the page at 375 px and 1280 px (`name-375`, `name-1280`), checks that nothing is wider than the
 * window at either width, and goes back to the page's own width. `fullPage: false` for an open dialog (what the
 * screen shows, not the page under it).
 */
async function bothWidths(p: Page, name: string, fullPage = true): Promise<void> {
  const before = p.viewportSize() ?? { width: 375, height: 900 };
  for (const width of [375, 1280]) {
    await p.setViewportSize({ width, height: 900 });
    // Layout settles on the next frame.
    await p.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const overflow = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px is wider than the window`).toBeLessThanOrEqual(0);
    await shot(p, `${name}-${width}`, { fullPage });
  }
  await p.setViewportSize(before);
}

/** The first email to `to` the server wrote. */
function mailTo(dataDir: string, to: string): Promise<WrittenMail> {
  return waitForMail(dataDir, (m) => m.to === to);
}

/** The results PDF the page downloads, as text, its pages photographed (`pdftoppm -png -r 60`) with the screens. */
async function resultsPdf(p: Page, name: string): Promise<string> {
  const download = await downloadBy(p, () => p.locator('button[data-track="results_pdf"]').click());
  const file = await download.path();
  if (TAKE_SCREENSHOTS) execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join(SHOTS, name)]);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

describe('what a person meets, screen by screen', () => {
  // One email an hour to each inbox: a second email to the same address is refused, as a flood would be.
  const suite = browserSuite({ SEED_PEOPLE: '50', EMAIL_RECIPIENT_RATE_LIMIT: '1', EMAIL_RATE_LIMIT: '30' });
  const fresh = (width: number) => suite.fresh(width, { acceptDownloads: true });

  /** Emails the results from the modal to `to`; the email, shown as a mail program would, and its page. */
  async function emailResults(p: Page, lang: Lang, to: string, name: string): Promise<string> {
    return (await emailResultsWithMail(p, lang, to, name)).page;
  }

  async function emailResultsWithMail(
    p: Page,
    lang: Lang,
    to: string,
    name: string,
  ): Promise<{ page: string; mail: string }> {
    await p.locator('button[data-track="results_email"]').click();
    await p.locator('dialog.modal[open] #email-input').fill(to);
    await p.locator('dialog.modal[open] button[type=submit]').click();
    await p.locator('dialog.modal[open] .alert--success').waitFor();
    await p.keyboard.press('Escape');
    await p.locator('dialog.modal[open]').waitFor({ state: 'detached' });
    const mail = await mailTo(suite.server.dataDir, to);
    const view = await p.context().newPage();
    await view.setContent(mail.html);
    expect(await view.getAttribute('html', 'lang')).toBe(lang);
    await bothWidths(view, `${name}-email-${lang}`);
    const link = /https?:\/\/\S+\/email-pages\/results\/[A-Za-z0-9_-]+(\?lang=es)?/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    await view.goto(link ?? '');
    await view.locator('main h1').waitFor();
    await view.locator('main .case-list, main .callout').first().waitFor();
    expect(await axeViolations(view)).toEqual([]);
    await bothWidths(view, `${name}-email-page-${lang}`);
    const text = await view.locator('main').innerText();
    await view.close();
    return { page: text, mail: mail.text };
  }

  it.each(['en', 'es'] as const)('the 404 page (%s)', async (lang) => {
    const p = await fresh(375);
    const res = await p.goto(`${suite.server.url}/no-such-page${q(lang)}`);
    expect(res?.status()).toBe(404);
    await p.locator('main h1', { hasText: TEXT[lang].notFound }).waitFor();
    expect(await axeViolations(p)).toEqual([]);
    await bothWidths(p, `screen-404-${lang}`);
  });

  it.each(['en', 'es'] as const)(
    'the help form: who answers and when, where else to get help, a refusal (%s)',
    async (lang) => {
      const p = await fresh(375);
      await p.goto(`${suite.server.url}/${q(lang)}`);
      await p.locator('main h1').waitFor();
      await hydrated(p, 'button[data-track="header_help"]');
      await p.locator('button[data-track="header_help"]').click();
      const dialog = p.locator('dialog.modal[open]');
      await dialog.locator('textarea').waitFor();
      expect(await dialog.innerText()).toContain(TEXT[lang].helpWho);
      await dialog.locator('.partner-list').waitFor({ state: 'attached' });
      expect(await axeViolations(p)).toEqual([]);
      await bothWidths(p, `screen-help-${lang}`, false);

      // Spend this connection's help requests for the hour, then the form refuses, inside the dialog.
      for (let i = 0; i < 31; i++) {
        const res = await fetch(`${suite.server.url}/api/survey/submit-help-form`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'help@example.com', phone: '713 555 0100', description: 'A question.' }),
        });
        if (res.status === 429) break;
        expect(res.status).toBe(200);
      }
      await dialog.locator('#help-email').fill('person@example.com');
      await dialog.locator('#help-phone').fill('713 555 0100');
      await dialog.locator('#help-description').fill('Can my 2015 case be sealed?');
      await dialog.locator('button[type=submit]').click();
      const alert = dialog.getByRole('alert').filter({ hasText: TEXT[lang].tooManyForms });
      await alert.waitFor();
      expect(await axeViolations(p)).toEqual([]);
      await alert.scrollIntoViewIfNeeded();
      await bothWidths(p, `screen-help-refused-${lang}`, false);
    },
  );

  it.each(['en', 'es'] as const)(
    'Ana, whose case needs no petition (411.072): results, PDF, email, steps (%s)',
    async (lang) => {
      const p = await fresh(375);
      const text = TEXT[lang];
      await preCheck(p, suite.server.url, lang);
      await basicInfo(p, 'Ana');
      await confirmSingle(p);
      await additionalInfoNone(p);
      await resultsHeadings(p);
      expect(await axeViolations(p)).toEqual([]);
      await bothWidths(p, `screen-411072-results-${lang}`);
      const pdf = await resultsPdf(p, `screen-411072-results-pdf-${lang}`);
      expect(pdf).not.toMatch(/Project decision|law notes/);
      expect(pdf).toContain(text.orderDate);
      const page = await emailResults(p, lang, `ana-${lang}@example.com`, 'screen-411072');
      expect(page).toContain(text.nondisclosureSteps);
      expect(page).toContain(text.orderFrom);

      // The same address again: refused, and said inside the modal.
      await p.locator('button[data-track="results_email"]').click();
      await p.locator('dialog.modal[open] #email-input').fill(`ana-${lang}@example.com`);
      await p.locator('dialog.modal[open] button[type=submit]').click();
      await p.locator('dialog.modal[open]').getByRole('alert').filter({ hasText: text.tooMany }).waitFor();
      expect(await axeViolations(p)).toEqual([]);
      await bothWidths(p, `screen-email-refused-${lang}`, false);
      await p.keyboard.press('Escape');

      // The steps of a case that needs no petition: nothing to download, no fee, no hearing.
      for (const step of ['petition', 'payment', 'file', 'hearing'] as const) {
        await p.goto(`${suite.server.url}/steps/${step}${q(lang)}`);
        await p.locator('main h1').waitFor();
        await p.locator('main .steps__nav').waitFor();
        // The page is prerendered for everyone; once the app has taken over it shows this person's case.
        await hydrated(p, 'main h1');
        // Every step tells the 411.072 story in its opening line.
        await p.locator('main .lead', { hasText: '411.072' }).first().waitFor();
        const main = await p.locator('main').innerText();
        expect(main).not.toContain(text.downloadPetition);
        if (step === 'petition') expect(main).toContain(text.noPetition);
        if (step === 'petition') expect(main).toContain(text.petitionNote);
        expect(await axeViolations(p)).toEqual([]);
        await bothWidths(p, `screen-411072-steps-${step}-${lang}`);
      }
    },
  );

  it.each(['en', 'es'] as const)(
    'Dan, whose only route is expunction: results, PDF, email, reminder refusal (%s)',
    async (lang) => {
      const p = await fresh(375);
      const text = TEXT[lang];
      await preCheck(p, suite.server.url, lang);
      await basicInfo(p, 'Dan');
      await p.waitForURL(/\/check\/confirm-cases(\?lang=es)?$/);
      await p.locator('.candidate-list', { hasText: '2210004' }).locator('button').click();
      await p.waitForURL(/\/check\/(additional-info|case-verifications\/\d+|results)(\?lang=es)?$/);
      if (new URL(p.url()).pathname.endsWith('/additional-info')) await additionalInfoNone(p);
      await answerVerifications(p);
      await resultsHeadings(p);
      await bothWidths(p, `screen-expunction-results-${lang}`);
      const pdf = await resultsPdf(p, `screen-expunction-results-pdf-${lang}`);
      expect(pdf).not.toMatch(/Project decision|law notes/);
      const page = await emailResults(p, lang, `dan-${lang}@example.com`, 'screen-expunction');
      expect(page).toContain(text.expunctionSteps);
      expect(page).not.toContain(text.nondisclosureSteps);
      expect(page).not.toContain(text.emptyNondisclosure);

      // The reminder form, to the inbox that already had its email this hour: refused where the person looks.
      await p.locator('#reminder-email').fill(`dan-${lang}@example.com`);
      await p.locator('button[data-track="reminder_submit"]').click();
      const refused = p.getByRole('alert').filter({ hasText: text.tooMany });
      await refused.waitFor();
      expect(await axeViolations(p)).toEqual([]);
      await refused.scrollIntoViewIfNeeded();
      await bothWidths(p, `screen-reminder-refused-${lang}`, false);
    },
  );

  it.each(['en', 'es'] as const)('Carla, likely ineligible: results, PDF, email (%s)', async (lang) => {
    const p = await fresh(375);
    const text = TEXT[lang];
    await preCheck(p, suite.server.url, lang);
    await basicInfo(p, 'Carla');
    await confirmSingle(p);
    await p.waitForURL(/\/check\/(additional-info|case-verifications\/\d+|results)(\?lang=es)?$/);
    if (new URL(p.url()).pathname.endsWith('/additional-info')) await additionalInfoNone(p);
    await answerVerifications(p);
    await resultsHeadings(p);
    await bothWidths(p, `screen-ineligible-results-${lang}`);
    const pdf = await resultsPdf(p, `screen-ineligible-results-pdf-${lang}`);
    expect(pdf).not.toMatch(/Project decision|law notes/);
    const page = await emailResults(p, lang, `carla-${lang}@example.com`, 'screen-ineligible');
    expect(page).toContain(text.noSteps);
    expect(page).not.toContain(text.nondisclosureSteps);
    expect(page).not.toContain(text.expunctionSteps);
  });

  it.each(['en', 'es'] as const)(
    'Eva sets a case aside: the emailed copy leaves it out and says so, in the email and on its page (%s)',
    async (lang) => {
      const p = await fresh(375);
      const text = TEXT[lang];
      await preCheck(p, suite.server.url, lang);
      await basicInfo(p, 'Eva');
      await p.waitForURL(/\/check\/confirm-cases(\?lang=es)?$/);
      await p.locator('.case-summary').nth(1).waitFor();
      await p
        .locator('.case-summary', { hasText: '2220006' })
        .locator('button[data-track="person_case_wrong"]')
        .click();
      await p.locator('dialog.modal[open] input[name="person-case-what"]').first().check();
      await p.locator('button[data-track="person_case_not_mine"]').click();
      await p.locator('dialog.modal').waitFor({ state: 'detached' });
      await p.locator('.not-mine-list').waitFor();
      await confirmSingle(p);
      await p.waitForURL(/\/check\/(additional-info|case-verifications\/\d+|results)(\?lang=es)?$/);
      if (new URL(p.url()).pathname.endsWith('/additional-info')) await additionalInfoNone(p);
      await answerVerifications(p);
      await resultsHeadings(p);
      const { page, mail } = await emailResultsWithMail(p, lang, `eva-${lang}@example.com`, 'screen-left-out');
      expect(mail.replace(/\s+/g, ' ')).toContain(text.leftOutEmail);
      expect(page.replace(/\s+/g, ' ')).toContain(text.leftOut);
      expect(page).not.toContain('2220006');
    },
  );
});
