import { downloadBy } from '../support/chromium';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/suite';
import { axeViolations } from '../support/axe';
import {
  additionalInfoNone,
  answerVerifications,
  basicInfo,
  confirmSingle,
  preCheck,
  resultsHeadings,
  shot,
  submit,
  tabTo,
} from '../support/checker';

/** Each demo person through the real server to the results page, in English and Spanish. */
describe('checker with the demo people', () => {
  const suite = browserSuite({ SEED_PEOPLE: '300' });
  const { fresh } = suite;

  it.each(['en', 'es'] as const)('Ana is likely eligible for nondisclosure (%s)', async (lang) => {
    const p = await fresh(lang === 'en' ? 375 : 1280);
    await preCheck(p, suite.server.url, lang);
    await basicInfo(p, 'Ana');
    await confirmSingle(p);
    await additionalInfoNone(p);
    const groups = await resultsHeadings(p);
    expect(groups).toEqual([
      lang === 'en' ? 'Likely eligible for nondisclosure' : 'Probablemente reúne los requisitos para la no divulgación',
    ]);
    expect(await p.getAttribute('html', 'lang')).toBe(lang);
    expect(await axeViolations(p)).toEqual([]);
    await shot(p, `results-ana-${lang}-${lang === 'en' ? 375 : 1280}`);
  });

  it.each(['en', 'es'] as const)('Ben is likely eligible after the follow-up questions (%s)', async (lang) => {
    const p = await fresh();
    await preCheck(p, suite.server.url, lang);
    await basicInfo(p, 'Ben');
    await confirmSingle(p);
    await additionalInfoNone(p, `additional-info-${lang}-375`);
    expect(await answerVerifications(p, `verification-${lang}-375`)).toBeGreaterThanOrEqual(1);
    const groups = await resultsHeadings(p);
    expect(groups[0]).toBe(
      lang === 'en' ? 'Likely eligible for nondisclosure' : 'Probablemente reúne los requisitos para la no divulgación',
    );
  });

  it('Ben answers "Not sure" and is never told he is likely eligible (docs/law/decisions.md)', async () => {
    const p = await fresh();
    await preCheck(p, suite.server.url);
    await basicInfo(p, 'Ben');
    await confirmSingle(p);
    await additionalInfoNone(p);
    await p.waitForURL(/\/check\/case-verifications\/0(\?lang=es)?$/);
    await p.locator('main form fieldset').first().waitFor();
    const names = await p
      .locator('main form input[type=radio]')
      .evaluateAll((els) => [...new Set(els.map((e) => (e as HTMLInputElement).name))]);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) await p.locator(`#${name}-not_sure`).check();
    await submit(p);
    await answerVerifications(p);
    expect(await resultsHeadings(p)).toEqual(['We could not decide']);
  });

  it.each(['en', 'es'] as const)('Carla is likely ineligible, with a way to know her rights (%s)', async (lang) => {
    const p = await fresh();
    await preCheck(p, suite.server.url, lang);
    await basicInfo(p, 'Carla');
    await confirmSingle(p);
    // A bar certain from the record is settled before any question (docs/law D50): she may not be asked any.
    await p.waitForURL(/\/check\/(additional-info|case-verifications\/\d+|results)(\?lang=es)?$/);
    if (new URL(p.url()).pathname.endsWith('/additional-info')) await additionalInfoNone(p);
    await answerVerifications(p);
    const groups = await resultsHeadings(p);
    expect(groups).toContain(lang === 'en' ? 'Likely ineligible' : 'Probablemente no reúne los requisitos');
    expect(await p.locator('a[href^="/check/know-your-rights"]').count()).toBeGreaterThan(0);
    await shot(p, `results-carla-${lang}-375`);
  });

  it.each(['en', 'es'] as const)('Dan matches two people and picks his list (%s)', async (lang) => {
    const p = await fresh(1280);
    await preCheck(p, suite.server.url, lang);
    await basicInfo(p, 'Dan');
    await p.waitForURL(/\/check\/confirm-cases(\?lang=es)?$/);
    await p.locator('.candidate-list').first().waitFor();
    expect(await p.locator('.candidate-list').count()).toBe(2);
    expect(await axeViolations(p)).toEqual([]);
    await shot(p, `confirm-dan-${lang}-1280`);
    await p.locator('.candidate-list').nth(1).locator('button').click();
    await p.waitForURL(/\/check\/(additional-info|case-verifications\/\d+|results)(\?lang=es)?$/);
    if (new URL(p.url()).pathname.endsWith('/additional-info')) await additionalInfoNone(p);
    await answerVerifications(p);
    expect((await resultsHeadings(p)).length).toBeGreaterThan(0);
  });

  it('keeps the answers when the language changes', async () => {
    const p = await fresh();
    await preCheck(p, suite.server.url);
    await p.locator('#firstName').fill('Ana');
    await p.locator('#lastName').fill('Demo');
    await p.locator('#dob-month').selectOption('1');
    await p.locator('header button[lang="es"]').click();
    await p.locator('h1', { hasText: 'Díganos quién es usted' }).waitFor();
    expect(await p.getAttribute('html', 'lang')).toBe('es');
    expect(await p.locator('#firstName').inputValue()).toBe('Ana');
    expect(await p.locator('#dob-month').inputValue()).toBe('1');
    expect(await p.locator('#dob-month option:checked').textContent()).toBe('enero');
    // The choice is remembered on the next visit.
    await p.goto(`${suite.server.url}/`);
    await p.locator('html[lang="es"]').waitFor();
  });

  it('shows the no-cases view for an unknown person and the error summary for an empty form', async () => {
    const p = await fresh();
    await preCheck(p, suite.server.url);
    await submit(p);
    await p.locator('.error-summary').waitFor();
    await expect.poll(() => p.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true);
    expect(await axeViolations(p)).toEqual([]);
    await shot(p, 'basic-info-errors-en-375');
    await basicInfo(p, 'Nobody');
    await p.waitForURL(/\/check\/results(\?lang=es)?$/);
    await p.locator('h1', { hasText: 'We did not find any cases' }).waitFor();
    expect(await p.locator('main').textContent()).toContain('Nobody Demo');
    await shot(p, 'no-cases-en-375');
  });

  it('takes at most three other names, says "Too long" in Spanish, and the server accepts three (375 px)', async () => {
    const p = await fresh();
    await preCheck(p, suite.server.url, 'es');
    const add = p.locator('main form button', { hasText: 'Agregar otro nombre' });
    await add.click();
    await add.click();
    await p.locator('#alias-first-2').waitFor();
    expect(await add.count()).toBe(0);
    await p.locator('#alias-first-0').fill('Anita');
    await p.locator('#alias-last-1').fill('x'.repeat(101));
    await p.locator('#alias-first-2').fill('Ana María');
    await basicInfo(p, 'Ana');
    await p.locator('#alias-last-1-error', { hasText: 'Demasiado largo' }).waitFor();
    await p.locator('.error-summary a', { hasText: 'Otro apellido 2: Demasiado largo' }).waitFor();
    expect(p.url()).toMatch(/\/check\/basic-info(\?lang=es)?$/);
    expect(await axeViolations(p)).toEqual([]);
    await shot(p, 'basic-info-aliases-es-375');
    await p.locator('#alias-last-1').fill('Smith');
    await submit(p);
    await p.waitForURL(/\/check\/(confirm-cases|results)(\?lang=es)?$/);
  });

  it('runs the whole checker by keyboard alone', async () => {
    const p = await fresh(1280);
    await p.goto(`${suite.server.url}/check/pre-check`);
    await p.locator('h1').waitFor();
    // The page is prerendered: answer once React has hydrated it (an answer given before is reset).
    await p.waitForFunction(() => {
      const radio = document.querySelector('#hasCrimeOutsideTexas-no');
      return radio !== null && Object.keys(radio).some((k) => k.startsWith('__reactFiber'));
    });
    // Radios: Tab reaches the group, the arrow key moves to "No" and selects it.
    await tabTo(p, '#hasCrimeOutsideTexas');
    await p.keyboard.press('ArrowRight');
    await tabTo(p, '#hasCrimeBefore1990');
    await p.keyboard.press('ArrowRight');
    await tabTo(p, 'main form button[type=submit]');
    await p.keyboard.press('Enter');
    await p.waitForURL(/\/check\/basic-info(\?lang=es)?$/);
    await p.locator('#firstName').waitFor();
    await tabTo(p, '#firstName');
    await p.keyboard.type('Ana');
    await tabTo(p, '#lastName');
    await p.keyboard.type('Demo');
    await tabTo(p, '#dob-month');
    await p.keyboard.type('January');
    await tabTo(p, '#dob-day');
    await p.keyboard.type('1');
    await tabTo(p, '#dob-year');
    await p.keyboard.type('1990');
    await tabTo(p, '#agreeToTerms');
    await p.keyboard.press('Space');
    await tabTo(p, 'main form button[type=submit]');
    await p.keyboard.press('Enter');
    await p.waitForURL(/\/check\/confirm-cases(\?lang=es)?$/);
    await p.locator('#casesAreMine').waitFor();
    await tabTo(p, '#casesAreMine');
    await p.keyboard.press('Space');
    await tabTo(p, 'main form button[type=submit]');
    await p.keyboard.press('Enter');
    await p.waitForURL(/\/check\/additional-info(\?lang=es)?$/);
    await p.locator('#sexOffender').waitFor();
    await tabTo(p, '#sexOffender');
    await p.keyboard.press('ArrowRight');
    await p.locator('#noneOfTheAbove').waitFor();
    await tabTo(p, '#noneOfTheAbove');
    await p.keyboard.press('Space');
    for (const q of ['#hasClassCConviction', '#isVeteran', '#hasBeenVictim']) {
      if (await p.locator(q).count()) {
        await tabTo(p, q);
        await p.keyboard.press('ArrowRight');
      }
    }
    await tabTo(p, 'main form button[type=submit]');
    await p.keyboard.press('Enter');
    expect(await resultsHeadings(p)).toEqual(['Likely eligible for nondisclosure']);
    // A case's details open by keyboard and Escape closes them, returning focus.
    await tabTo(p, '.case-card button');
    await p.keyboard.press('Enter');
    await p.locator('dialog.modal[open]').waitFor();
    expect(await axeViolations(p)).toEqual([]);
    await shot(p, 'modal-case-details-en-1280');
    await p.keyboard.press('Escape');
    await p.locator('dialog.modal').waitFor({ state: 'detached' });
    await expect.poll(() => p.evaluate(() => document.activeElement?.matches('.case-card button'))).toBe(true);
  });

  it('emails the results and downloads the PDF', async () => {
    const p = await fresh(375);
    await preCheck(p, suite.server.url, 'es');
    await basicInfo(p, 'Ana');
    await confirmSingle(p);
    await additionalInfoNone(p);
    await resultsHeadings(p);
    await p.locator('button[data-track="results_email"]').click();
    await p.locator('dialog.modal[open] #email-input').waitFor();
    expect(await axeViolations(p)).toEqual([]);
    await shot(p, 'modal-email-es-375');
    await p.locator('dialog.modal[open] button[type=submit]').click();
    await p.locator('dialog.modal[open] .field-error', { hasText: 'Este dato es obligatorio' }).waitFor();
    await p.locator('#email-input').fill('ana@example.com');
    await p.locator('dialog.modal[open] button[type=submit]').click();
    await p
      .locator('dialog.modal[open] .alert--success', { hasText: 'Se envió un correo electrónico a ana@example.com.' })
      .waitFor();
    await p.locator('.Toastify__toast', { hasText: 'ana@example.com' }).waitFor();
    await p.keyboard.press('Escape');
    const download = await downloadBy(p, () => p.locator('button[data-track="results_pdf"]').click());
    expect(download.suggestedFilename()).toBe('mis-resultados.pdf');
  });

  it('ends an expired session: toast, cleared session, homepage', async () => {
    const p = await fresh(375);
    // Reloading with a session asks "leave this page?" (unload warning): accept it.
    let warned = 0;
    p.on('dialog', (d) => {
      if (d.type() === 'beforeunload') warned += 1;
      void d.accept();
    });
    await preCheck(p, suite.server.url);
    await p.evaluate(() => {
      const s = JSON.parse(sessionStorage.getItem('cyr.session') ?? '{}') as Record<string, unknown>;
      sessionStorage.setItem('cyr.session', JSON.stringify({ ...s, token: 'tampered' }));
    });
    await p.reload();
    expect(warned).toBeGreaterThan(0);
    // The server answers 401 to a tampered token: session cleared, toast, home.
    await basicInfo(p, 'Ana');
    await p.waitForURL(`${suite.server.url}/`);
    await p.locator('.Toastify__toast', { hasText: 'Session expired' }).waitFor();
    expect(await p.evaluate(() => JSON.parse(sessionStorage.getItem('cyr.session') ?? '{}'))).toEqual({});
    expect(new URL(p.url()).pathname).toBe('/');
    // The toast closes by itself after 3 seconds.
    await p.locator('.Toastify__toast').waitFor({ state: 'detached', timeout: 8000 });
    // The expiry clock: a session past its expiry ends within a second, without any request.
    await preCheck(p, suite.server.url);
    await p.evaluate(() => {
      const s = JSON.parse(sessionStorage.getItem('cyr.session') ?? '{}') as Record<string, unknown>;
      sessionStorage.setItem(
        'cyr.session',
        JSON.stringify({ ...s, tokenExpirationTime: Math.floor(Date.now() / 1000) + 1 }),
      );
    });
    await p.reload();
    await p.waitForURL(`${suite.server.url}/`, { timeout: 5000 });
    await p.locator('.Toastify__toast', { hasText: 'Session expired' }).waitFor();
    // It stays on the homepage (the basic-info page does not bounce it to the pre-check).
    await p.locator('main h1').waitFor();
    expect(new URL(p.url()).pathname).toBe('/');
  });
});
