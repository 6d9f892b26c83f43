import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { clearSession, getSession, updateSession } from '../../../lib/session';
import BasicInfoPage from './BasicInfoPage';

beforeEach(() => updateSession({ token: 'tok', tokenExpirationTime: Date.now() / 1000 + 3600 }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('BasicInfoPage validation', () => {
  it.each([
    [
      'en',
      'Search for my cases',
      'There is a problem',
      'Required',
      'Must agree to terms to continue',
      'These fields are mandatory',
      ['First name', 'Last name', 'Date of birth', 'Terms of use'],
    ],
    [
      'es',
      'Buscar mis casos',
      'Hay un problema',
      'Este dato es obligatorio',
      'Para continuar, debe aceptar las condiciones de uso',
      'Estos datos son obligatorios',
      ['Nombre', 'Apellido(s)', 'Fecha de nacimiento', 'Condiciones de uso'],
    ],
  ] as const)(
    'shows the §5 messages in a focused error summary that links to each field (%s)',
    async (lang, submit, title, required, agree, notice, labels) => {
      const fetchMock = vi.fn();
      vi.stubGlobal('fetch', fetchMock);
      const user = userEvent.setup();
      renderWithProviders(<BasicInfoPage />, { lang });
      expect(screen.getByText(notice)).toBeTruthy();
      expect(screen.queryByText(title)).toBeNull();
      await user.click(screen.getByRole('button', { name: submit }));
      const summary = screen.getByText(title).closest('.error-summary') as HTMLElement;
      await waitFor(() => expect(document.activeElement).toBe(summary));
      const links = within(summary).getAllByRole('link');
      expect(links.map((l) => l.textContent)).toEqual([
        `${labels[0]}: ${required}`,
        `${labels[1]}: ${required}`,
        `${labels[2]}: ${required}`,
        `${labels[3]}: ${agree}`,
      ]);
      expect(links.map((l) => l.getAttribute('href'))).toEqual([
        '#firstName',
        '#lastName',
        '#dob-month',
        '#agreeToTerms',
      ]);
      // Inline messages use the same words, and the fields are marked invalid.
      expect(document.getElementById('firstName-error')?.textContent).toContain(required);
      expect(document.getElementById('firstName')?.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById('agreeToTerms-error')?.textContent).toContain(agree);
      // The summary link moves focus to its field.
      await user.click(links[1] as HTMLElement);
      await waitFor(() => expect(document.activeElement?.id).toBe('lastName'));
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('shows an inline error only once a field was touched', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BasicInfoPage />);
    expect(document.getElementById('firstName-error')).toBeNull();
    await user.click(screen.getByLabelText('First name'));
    await user.tab();
    expect(document.getElementById('firstName-error')?.textContent).toContain('Required');
    expect(screen.queryByText('There is a problem')).toBeNull();
  });

  it('adds and removes other names', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BasicInfoPage />);
    expect(screen.getByLabelText(/Other first name 1/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add another name' }));
    expect(screen.getByLabelText(/Other last name 2/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove other name 2' }));
    expect(screen.queryByLabelText(/Other last name 2/)).toBeNull();
  });

  it('offers at most three rows of other names, the limit the server takes (LIMITS.aliasMaxCount)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BasicInfoPage />);
    const add = () => screen.queryByRole('button', { name: 'Add another name' });
    await user.click(add() as HTMLElement);
    await user.click(add() as HTMLElement);
    expect(screen.getByLabelText(/Other last name 3/)).toBeTruthy();
    expect(add()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove other name 3' }));
    expect(add()).toBeTruthy();
  });

  it('says "Too long" in Spanish, at the field and in the summary, for an other name past 100 characters', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<BasicInfoPage />, { lang: 'es' });
    await user.click(screen.getByLabelText(/Otro apellido 1/));
    await user.paste('x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Buscar mis casos' }));
    expect(document.getElementById('alias-last-0-error')?.textContent).toContain('Demasiado largo');
    expect(document.getElementById('alias-last-0')?.getAttribute('aria-invalid')).toBe('true');
    const summary = screen.getByText('Hay un problema').closest('.error-summary') as HTMLElement;
    const link = within(summary).getByRole('link', { name: 'Otro apellido 1: Demasiado largo' });
    expect(link.getAttribute('href')).toBe('#alias-last-0');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the lookup without blank other names and shows the name error from the server', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ nameError: true, token: 'tok2', tokenExpirationTime: 9999999999 }), {
          status: 200,
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<BasicInfoPage />);
    await user.type(screen.getByLabelText('First name'), '!!!');
    await user.type(screen.getByLabelText(/^Last name/), 'Demo');
    await user.selectOptions(screen.getByLabelText('Month'), 'January');
    await user.selectOptions(screen.getByLabelText('Day'), '1');
    await user.selectOptions(screen.getByLabelText('Year'), '1990');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Search for my cases' }));
    expect(
      await screen.findByText(
        /Error searching for name; try removing symbols and special characters and resubmitting./,
      ),
    ).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/application/cont/case-lookup');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(JSON.parse(init.body as string)).toEqual({
      firstName: '!!!',
      middleName: '',
      lastName: 'Demo',
      suffix: '',
      aliasFirstNames: [],
      aliasLastNames: [],
      dob: '1990-01-01',
      agreeToTerms: true,
    });
    // The form is back (loading state hidden) with the answers kept.
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('!!!');
  });
});

describe('arriving to add another name', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('focuses the first empty other-name field', async () => {
    window.history.replaceState(null, '', '/check/basic-info#other-names');
    renderWithProviders(<BasicInfoPage />, { path: '/check/basic-info' });
    await waitFor(() => expect(document.activeElement?.id).toBe('alias-first-0'));
  });

  it('adds a row and focuses it when every other-name row is filled', async () => {
    updateSession({
      searchValues: {
        firstName: 'Nobody',
        middleName: '',
        lastName: 'Demo',
        suffix: '',
        aliasFirstNames: ['Nob'],
        aliasLastNames: [''],
        dob: '1990-01-01',
      },
    });
    window.history.replaceState(null, '', '/check/basic-info#other-names');
    renderWithProviders(<BasicInfoPage />, { path: '/check/basic-info' });
    await waitFor(() => expect(document.activeElement?.id).toBe('alias-first-1'));
  });

  it('focuses nothing without the link', () => {
    renderWithProviders(<BasicInfoPage />, { path: '/check/basic-info' });
    expect(document.activeElement?.id ?? '').not.toMatch(/^alias-/);
  });
});

const EARLIER_SEARCH = {
  firstName: 'Earlier',
  middleName: '',
  lastName: 'Person',
  suffix: '',
  aliasFirstNames: [],
  aliasLastNames: [],
  dob: '1980-05-05',
};

describe("arriving from the pre-check's plain form (before the app had started there)", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('starts a new session with the answers in the address, takes them out of it, then searches with it', async () => {
    // An earlier session in this tab: it ends, and its name does not fill the form.
    updateSession({ token: 'earlier', searchValues: { ...EARLIER_SEARCH } });
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/application/pre-check'
        ? new Response(JSON.stringify({ token: 'started', tokenExpirationTime: 9999999999 }), { status: 200 })
        : new Response(JSON.stringify({ nameError: true, token: 'started', tokenExpirationTime: 9999999999 }), {
            status: 200,
          }),
    );
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', '/check/basic-info?lang=es&hasCrimeOutsideTexas=no&hasCrimeBefore1990=yes');
    renderWithProviders(<BasicInfoPage />, { path: '/check/basic-info' });
    // The form, not a redirect to the pre-check: the session is starting.
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('');
    expect(window.location.search).toBe('');
    await waitFor(() => expect(getSession().token).toBe('started'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/application/pre-check');
    expect(JSON.parse(init.body as string)).toEqual({ hasCrimeOutsideTexas: false, hasCrimeBefore1990: true });
    expect(getSession().preCheck).toEqual({ hasCrimeOutsideTexas: false, hasCrimeBefore1990: true });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText(/^Last name/), 'Demo');
    await user.selectOptions(screen.getByLabelText('Month'), 'January');
    await user.selectOptions(screen.getByLabelText('Day'), '1');
    await user.selectOptions(screen.getByLabelText('Year'), '1990');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Search for my cases' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [lookup, lookupInit] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(lookup).toBe('/api/application/cont/case-lookup');
    expect((lookupInit.headers as Record<string, string>).Authorization).toBe('Bearer started');
  });

  it('sends a person with neither a session nor the answers to the pre-check', async () => {
    clearSession();
    window.history.replaceState(null, '', '/check/basic-info?hasCrimeOutsideTexas=no');
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<BasicInfoPage />, { path: '/check/basic-info' });
    // A redirect in place of the form (a page rendered in the browser is hydrated at once), and no session.
    expect(screen.queryByLabelText('First name')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
