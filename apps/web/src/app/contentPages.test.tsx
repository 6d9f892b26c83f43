import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { act, type ReactElement } from 'react';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { renderWithProviders } from '../test/render';
import { eligibleCaseFixture } from '../test/contentFixtures';
import { clearSession, updateSession } from '../lib/session';
import { matchRoute } from './routes';
import { NondisclosureExpunctionPage } from '../features/info/components/NondisclosureExpunctionPage';
import { HowToFilePage } from '../features/info/components/HowToFilePage';
import { NotFoundPage } from '../features/info/components/NotFoundPage';
import { FaqPage } from '../features/faq';
import { KnowYourRightsPage } from '../features/know-your-rights';
import { EmailPetitionsPage, EmailResultsPage } from '../features/email-pages';
import { HomePage } from '../features/home';
import { StepsPage, StepsPrecheckPage, STEPS } from '../features/steps';
import { isEmailPage } from '../features/email-pages/components/emailPageSchema';
import type * as EmailPageSchema from '../features/email-pages/components/emailPageSchema';

// The email pages' full check, watched (it still checks): a test waits until it has answered.
vi.mock('../features/email-pages/components/emailPageSchema', async (importOriginal) => {
  const real = await importOriginal<typeof EmailPageSchema>();
  return { ...real, isEmailPage: vi.fn(real.isEmailPage) };
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

const pages: [string, () => ReactElement, string, string, string][] = [
  [
    '/info/nondisclosure-expunction',
    () => <NondisclosureExpunctionPage />,
    'Nondisclosure and expunction',
    'No divulgación y expunción',
    'What is an order of nondisclosure?',
  ],
  [
    '/info/how-to-file',
    () => <HowToFilePage />,
    'Filing for nondisclosure in Harris County',
    'Cómo pedir la no divulgación en el condado de Harris',
    'Which court',
  ],
  ['/info/faq', () => <FaqPage />, 'Frequently asked questions', 'Preguntas frecuentes', 'Clearing your record'],
  [
    '/check/know-your-rights',
    () => <KnowYourRightsPage />,
    'Know your rights',
    'Conozca sus derechos',
    'If your record is wrong',
  ],
  ['/nowhere', () => <NotFoundPage />, 'We could not find that page', 'No encontramos esa página', ''],
];

describe('content pages in both languages', () => {
  it.each(pages)('%s', (p, ui, titleEn, titleEs, h2) => {
    for (const lang of ['en', 'es'] as const) {
      const { unmount } = renderWithProviders(ui(), { lang, path: p });
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(lang === 'en' ? titleEn : titleEs);
      if (lang === 'en' && h2) expect(screen.getByRole('heading', { name: h2 })).toBeTruthy();
      expect(document.body.textContent).not.toMatch(/\{\{|<\/?[a-z0-9]+>/);
      expect(document.title).toContain(lang === 'en' ? titleEn : titleEs);
      unmount();
    }
  });

  it('how-to-file shows the safe wording for unconfirmed facts, never the unconfirmed figures', () => {
    renderWithProviders(<HowToFilePage />);
    const text = document.body.textContent ?? '';
    expect(text).toContain('file before 4 p.m. for same-day processing');
    expect(text).toContain('about $350 if the clerk charges it as a new civil case');
    expect(text).toContain('1201 Franklin St, Houston, TX 77002');
    expect(screen.getByRole('link', { name: '(832) 927-5800' }).getAttribute('href')).toBe('tel:+18329275800');
    expect(text).not.toMatch(/4:30|\$300|65 days/);
    const fees = screen.getByRole('link', { name: /TexasLawHelp court fees page/ });
    expect(fees.getAttribute('href')).toBe('https://texaslawhelp.org/article/court-fees-and-fee-waivers');
    expect(fees.getAttribute('target')).toBe('_blank');
    expect(
      screen.getByRole('link', { name: 'Your nondisclosure hearing without a lawyer (PDF)' }).getAttribute('href'),
    ).toBe('/pdfs/nondisclosure-hearing-guide-en.pdf');
  });

  it('links the Spanish guide PDFs on Spanish pages', () => {
    renderWithProviders(<HowToFilePage />, { lang: 'es' });
    expect(
      screen.getByRole('link', { name: 'Cómo obtener sus propios antecedentes penales (PDF)' }).getAttribute('href'),
    ).toBe('/pdfs/records-access-guide-es.pdf');
  });

  it('FAQ has two groups of accordion questions', () => {
    renderWithProviders(<FaqPage />);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBe(2);
    // Texas has no automatic sealing (docs/law D64), in the FAQ with the date the law was last checked.
    expect(screen.getByText(/Texas has no law that seals or expunges records automatically/)).toBeTruthy();
    expect(document.querySelectorAll('details.accordion__item').length).toBe(17);
  });

  it('know your rights: back to results when cases exist, else home with the survey', () => {
    const first = renderWithProviders(<KnowYourRightsPage />, { path: '/check/know-your-rights' });
    expect(screen.getByRole('link', { name: 'Return to the homepage' }).getAttribute('href')).toBe('/?modal=survey');
    first.unmount();
    updateSession({
      token: 't',
      confirmed: true,
      eligibilityInfo: {
        needSPN: false,
        needsPreliminaryQuestions: false,
        preliminaryQuestions: [],
        cases: [eligibleCaseFixture({ final_eligibility: 'ineligible' })],
      },
    });
    renderWithProviders(<KnowYourRightsPage />, { lang: 'es', path: '/check/know-your-rights' });
    expect(screen.getByRole('link', { name: 'Volver a mis resultados' }).getAttribute('href')).toBe('/check/results');
    expect(screen.getByRole('button', { name: 'Enviar esta página por correo electrónico' })).toBeTruthy();
  });
});

describe('email pages', () => {
  const ok = () =>
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              eligibilityInfo: {
                needSPN: false,
                needsPreliminaryQuestions: false,
                preliminaryQuestions: [],
                cases: [
                  eligibleCaseFixture(),
                  eligibleCaseFixture({ _id: 'c2', casID: '999', final_eligibility: 'ineligible', ndo_form: null }),
                ],
              },
              lookupEndDateEn: 'August 31, 2020',
              lookupEndDateEs: '31 de agosto de 2020',
            }),
            { status: 200, headers: { 'Content-Type': 'application/json' } },
          ),
      ),
    );

  it('results: shows the groups and the data end date in Spanish', async () => {
    ok();
    renderWithProviders(<EmailResultsPage />, { lang: 'es', path: `/email-pages/results/${TOKEN}` });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sus resultados'));
    expect(document.body.textContent).toContain('31 de agosto de 2020');
    expect(
      screen.getByRole('heading', { name: 'Probablemente reúne los requisitos para la no divulgación' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Probablemente no reúne los requisitos' })).toBeTruthy();
  });

  it('petitions: links the model form of each likely eligible case', async () => {
    ok();
    renderWithProviders(<EmailPetitionsPage />, { path: `/email-pages/petitions/${TOKEN}` });
    const link = await screen.findByRole('link', {
      name: /^Get the model form and instructions for section 411\.0725/,
    });
    expect(link.getAttribute('href')).toContain('texaslawhelp.org');
    expect(screen.queryByText(/999/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Download your petitions, filled in (PDF)' }).getAttribute('href')).toBe(
      `/api/email-pages/petitions/${TOKEN}/pdf?lang=en`,
    );
  });

  it.each(['en', 'es'] as const)('an expired or unknown token shows a friendly message (%s)', async (lang) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":{"code":"not_found"}}', { status: 404 })),
    );
    renderWithProviders(<EmailResultsPage />, { lang, path: `/email-pages/results/${TOKEN}` });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        lang === 'en' ? 'This link has expired' : 'Este enlace ya venció',
      ),
    );
    expect(
      screen
        .getByRole('link', { name: lang === 'en' ? 'Check my record' : 'Revisar mis antecedentes' })
        .getAttribute('href'),
    ).toBe('/check/pre-check');
  });

  it('a malformed token is treated as expired without calling the server', () => {
    const f = vi.fn();
    vi.stubGlobal('fetch', f);
    renderWithProviders(<EmailPetitionsPage />, { path: '/email-pages/petitions/x' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This link has expired');
    expect(f).not.toHaveBeenCalled();
  });

  const answer = (cases: unknown[]) => ({
    eligibilityInfo: { needSPN: false, needsPreliminaryQuestions: false, preliminaryQuestions: [], cases },
    lookupEndDateEn: 'August 31, 2020',
    lookupEndDateEs: '31 de agosto de 2020',
  });
  const serve = (body: unknown) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
    );
  const ERROR = 'Something went wrong. Please try again later.';

  it.each([
    ['without the cases', { lookupEndDateEn: 'x', lookupEndDateEs: 'x' }],
    ['with a case missing its cause number', answer([{ ...eligibleCaseFixture(), casID: undefined }])],
  ])('an answer %s shows the error message', async (_, body) => {
    serve(body);
    renderWithProviders(<EmailResultsPage />, { path: `/email-pages/results/${TOKEN}` });
    expect((await screen.findByRole('alert')).textContent).toBe(ERROR);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it.each([
    ['an unknown eligibility', { final_eligibility: 'maybe' }],
    ['a field of the shared schema missing', { hideStatus: undefined }],
    ['a malformed date', { eligible_date: '2020-13' }],
  ])('an answer the shared schema rejects (%s) ends on the error message', async (_, change) => {
    serve(answer([{ ...eligibleCaseFixture(), ...change }]));
    renderWithProviders(<EmailResultsPage />, { path: `/email-pages/results/${TOKEN}` });
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(ERROR);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('a valid answer stays shown after the full check', async () => {
    vi.mocked(isEmailPage).mockClear();
    serve(answer([eligibleCaseFixture()]));
    renderWithProviders(<EmailPetitionsPage />, { path: `/email-pages/petitions/${TOKEN}` });
    await screen.findByRole('heading', { level: 1, name: 'Your petition forms' });
    // The full check loads and runs after the page shows; once it has answered, the page settles.
    await waitFor(() => expect(vi.mocked(isEmailPage)).toHaveReturnedWith(true));
    await act(async () => {});
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your petition forms');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('every internal link in the content resolves to a known route', () => {
  const all: [string, () => ReactElement][] = [
    ['/', () => <HomePage />],
    ...pages.map(([p, ui]) => [p, ui] as [string, () => ReactElement]),
    ['/steps/precheck', () => <StepsPrecheckPage />],
    ...STEPS.map((s) => [`/steps/${s}`, () => <StepsPage />] as [string, () => ReactElement]),
  ];

  it('renders every content page in both languages and checks each link', () => {
    const hrefs = new Set<string>();
    for (const [p, ui] of all) {
      for (const lang of ['en', 'es'] as const) {
        const { unmount } = renderWithProviders(ui(), { lang, path: p });
        document.querySelectorAll('a[href^="/"]').forEach((a) => hrefs.add(a.getAttribute('href') ?? ''));
        unmount();
      }
    }
    expect(hrefs.size).toBeGreaterThan(10);
    const publicDir = path.resolve(import.meta.dirname, '../../public');
    for (const href of hrefs) {
      if (href.startsWith('/api/')) continue; // API downloads, not pages
      if (href.startsWith('/pdfs/')) {
        expect(existsSync(path.join(publicDir, href)), href).toBe(true);
        continue;
      }
      const pathname = href.split('?')[0] ?? '';
      const leaf = matchRoute(pathname)?.route;
      expect(leaf, href).toBeDefined();
      expect(leaf?.path, `${href} falls through to the catch-all`).not.toBe('/*?');
    }
  });
});
