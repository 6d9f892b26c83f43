import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { eligibleCaseFixture, serveEmailPage } from '../../../test/contentFixtures';
import { clearSession } from '../../../lib/session';
import { EmailResultsPage } from './EmailResultsPage';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

const expunction = () =>
  eligibleCaseFixture({ _id: 'b', final_eligibility: 'expunction', ndo_form: null, expunction_route: '55A.054' });

describe('the emailed results page points to the steps the outcomes lead to', () => {
  it('only the expunction steps when the only route is expunction', async () => {
    serveEmailPage([expunction()]);
    renderWithProviders(<EmailResultsPage />, { path: `/email-pages/results/${TOKEN}` });
    const link = await screen.findByRole('link', { name: 'See the steps to ask for an expunction' });
    expect(link.getAttribute('href')).toBe('/steps/expunction/review');
    expect(screen.queryByRole('link', { name: 'See the steps to file for nondisclosure' })).toBeNull();
    // No empty nondisclosure group above the expunction one.
    expect(screen.queryByRole('heading', { name: 'Likely eligible for nondisclosure' })).toBeNull();
    expect(screen.queryByText('No cases in this group.')).toBeNull();
  });

  it('both guides, nondisclosure first, in Spanish', async () => {
    serveEmailPage([eligibleCaseFixture({ _id: 'a' }), expunction()]);
    renderWithProviders(<EmailResultsPage />, { lang: 'es', path: `/email-pages/results/${TOKEN}` });
    const nd = await screen.findByRole('link', { name: 'Vea los pasos para pedir la no divulgación' });
    const ex = screen.getByRole('link', { name: 'Vea los pasos para pedir una expunción' });
    expect(nd.compareDocumentPosition(ex) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('free legal help, no steps, when no case can be filed now', async () => {
    serveEmailPage([eligibleCaseFixture({ _id: 'c', final_eligibility: 'ineligible', ndo_form: null })]);
    renderWithProviders(<EmailResultsPage />, { path: `/email-pages/results/${TOKEN}` });
    await screen.findByText(
      /None of these cases can be filed now\. For free legal help, call Houston Volunteer Lawyers/,
    );
    expect(screen.queryByRole('link', { name: /See the steps/ })).toBeNull();
    // The number can be tapped (the site turns off the phone's own number detection).
    expect(screen.getByRole('link', { name: '713-228-0735' }).getAttribute('href')).toBe('tel:+17132280735');
  });

  it('says, in both languages, that the copy leaves out the cases the person entered (ADR 0073)', async () => {
    serveEmailPage([eligibleCaseFixture({ _id: 'a' })], 2);
    const { unmount } = renderWithProviders(<EmailResultsPage />, { path: `/email-pages/results/${TOKEN}` });
    const note = await screen.findByTestId('email-page-left-out');
    expect(note.textContent).toContain(
      'This page leaves out 2 cases that you entered, corrected or said were not yours. We keep what you type only while you use the site',
    );
    unmount();
    serveEmailPage([eligibleCaseFixture({ _id: 'a' })], 1);
    renderWithProviders(<EmailResultsPage />, { lang: 'es', path: `/email-pages/results/${TOKEN}` });
    const es = await screen.findByTestId('email-page-left-out');
    expect(es.textContent).toContain(
      'Esta página no incluye 1 caso que usted ingresó, corrigió o dijo que no era suyo.',
    );
    expect(es.textContent).toContain('Para volver a hacer sus cambios, revise sus antecedentes de nuevo.');
  });

  it('says nothing about left-out cases when the copy left none out', async () => {
    serveEmailPage([eligibleCaseFixture({ _id: 'a' })]);
    renderWithProviders(<EmailResultsPage />, { path: `/email-pages/results/${TOKEN}` });
    await screen.findByRole('link', { name: 'See the steps to file for nondisclosure' });
    expect(screen.queryByTestId('email-page-left-out')).toBeNull();
  });

  it.each([
    [
      'en',
      'No petition is needed: the court should issue the order on its own. You can ask for it from',
      'Section 411.072: no petition needed',
    ],
    [
      'es',
      'No necesita petición: la corte debe dictar la orden por su cuenta. Puede pedirla a partir del',
      'Sección 411.072: no necesita petición',
    ],
  ] as const)('a 411.072 case says no petition is needed, not "file from" (%s)', async (lang, date, section) => {
    serveEmailPage([eligibleCaseFixture({ _id: 'a', ndo_form: '411.072' })]);
    renderWithProviders(<EmailResultsPage />, { lang, path: `/email-pages/results/${TOKEN}` });
    expect((await screen.findByText(new RegExp(`^${date}`))).textContent).toContain('2016');
    expect(screen.getByText(section)).toBeTruthy();
    expect(screen.queryByText(/You can file from|Puede presentar la petición/)).toBeNull();
  });
});
