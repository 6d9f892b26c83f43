import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { eligibleCaseFixture, serveEmailPage } from '../../../test/contentFixtures';
import { clearSession } from '../../../lib/session';
import { EmailPetitionsPage } from './EmailPetitionsPage';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const letterCase = eligibleCaseFixture({ _id: 'l', casID: '2210007', ndo_form: '411.072' });
const petitionCase = eligibleCaseFixture({ _id: 'p', ndo_form: '411.0725' });

/** A 411.072 case needs no petition: its PDF is the request letter, and the download link says which it holds. */
describe('the petitions email page names what its PDF holds', () => {
  it.each([
    ['en', [letterCase], 'Download the request letter, filled in (PDF)'],
    ['es', [letterCase], 'Descargar la carta de solicitud, ya llenada (PDF)'],
    ['en', [letterCase, petitionCase], 'Download your petitions and the request letter, filled in (PDF)'],
    ['es', [letterCase, petitionCase], 'Descargar sus peticiones y la carta de solicitud, ya llenadas (PDF)'],
    ['en', [petitionCase], 'Download your petitions, filled in (PDF)'],
  ] as const)('(%s) %#', async (lang, cases, name) => {
    serveEmailPage([...cases]);
    renderWithProviders(<EmailPetitionsPage />, { lang, path: `/email-pages/petitions/${TOKEN}` });
    const link = await screen.findByRole('link', { name });
    expect(link.getAttribute('href')).toBe(`/api/email-pages/petitions/${TOKEN}/pdf?lang=${lang}`);
  });
});

/** The page's heading and introduction tell the route's own story: letters for 411.072, petitions for the rest. */
describe('the petitions email page speaks of letters for a 411.072 case', () => {
  it.each([
    ['en', [letterCase], 'Your request letters', /need no petition/],
    ['es', [letterCase], 'Sus cartas de solicitud', /no necesitan petición/],
    [
      'en',
      [letterCase, petitionCase],
      'Your petition forms and request letters',
      /except a case under section 411\.072/,
    ],
    ['en', [petitionCase], 'Your petition forms', /Use one petition for each case\.$/],
  ] as const)('(%s) %#', async (lang, cases, title, intro) => {
    serveEmailPage([...cases]);
    renderWithProviders(<EmailPetitionsPage />, { lang, path: `/email-pages/petitions/${TOKEN}` });
    const h1 = await screen.findByRole('heading', { level: 1, name: title });
    expect(h1.nextElementSibling?.textContent).toMatch(intro);
    expect(document.title).toContain(title);
  });
});
