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

describe('the petitions email page links to the expunction packets', () => {
  it.each(['en', 'es'] as const)('shows the expunction cases and the packets link (%s)', async (lang) => {
    serveEmailPage([
      eligibleCaseFixture({ _id: 'a' }),
      eligibleCaseFixture({
        _id: 'b',
        casID: '2210004',
        final_eligibility: 'expunction',
        ndo_form: null,
        expunction_route: '55A.054',
      }),
    ]);
    renderWithProviders(<EmailPetitionsPage />, { lang, path: `/email-pages/petitions/${TOKEN}` });
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: lang === 'en' ? 'Expunction packets' : 'Paquetes de expunción',
    });
    expect(heading).toBeTruthy();
    const link = screen.getByRole('link', {
      name:
        lang === 'en'
          ? 'Download the pre-filled expunction packets (PDF)'
          : 'Descargar los paquetes de expunción ya llenados (PDF)',
    });
    expect(link.getAttribute('href')).toBe(`/api/email-pages/petitions/${TOKEN}/expunctions/pdf?lang=${lang}`);
  });

  it('has no expunction section when no case has a route', async () => {
    serveEmailPage([
      eligibleCaseFixture({ _id: 'a' }),
      eligibleCaseFixture({ _id: 'c', final_eligibility: 'could_not_determine', ndo_form: null }),
    ]);
    renderWithProviders(<EmailPetitionsPage />, { path: `/email-pages/petitions/${TOKEN}` });
    await screen.findByRole('heading', { level: 1, name: 'Your petition forms' });
    expect(screen.queryByRole('heading', { name: 'Expunction packets' })).toBeNull();
  });
});
