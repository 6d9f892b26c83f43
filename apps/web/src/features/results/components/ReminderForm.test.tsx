import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { makeCase } from '../../../test/fixtures';
import { clearSession, updateSession } from '../../../lib/session';
import { ReminderForm, recheckDate, ripeningCases } from './ReminderForm';
import { todayInCounty } from '../../../lib/county';

const cases = [
  makeCase({ _id: 'w', casID: '300', final_eligibility: 'not_yet_eligible', eligible_date: '2999-03-01' }),
  makeCase({ _id: 'x', casID: '400', final_eligibility: 'expunction', ndo_form: null, expunction_route: '55A.054' }),
];

beforeEach(() => updateSession({ token: 'tok', tokenExpirationTime: Date.now() / 1000 + 3600 }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('ReminderForm', () => {
  it('offers the ripening date of a not-yet-eligible case and the six-month re-check', () => {
    renderWithProviders(<ReminderForm cases={cases} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Get a reminder by email' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'On March 1, 2999, when case 300 may become eligible' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /In six months, to check your record again/ })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('checks the choice and the address before sending, with an error summary', async () => {
    const f = vi.fn();
    vi.stubGlobal('fetch', f);
    renderWithProviders(<ReminderForm cases={cases} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send me the reminder' }));
    await screen.findByText('There is a problem');
    expect(screen.getAllByText('Choose a reminder').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Required').length).toBeGreaterThan(0);
    expect(f).not.toHaveBeenCalled();
  });

  it('sends the ripens reminder with the case id and confirms it, in Spanish', async () => {
    const f = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'ok', sendOn: '2999-03-01', token: 'tok', tokenExpirationTime: 9e9 }), {
          status: 200,
        }),
    );
    vi.stubGlobal('fetch', f);
    renderWithProviders(<ReminderForm cases={cases} />, { lang: 'es' });
    fireEvent.click(screen.getByRole('radio', { name: 'El 1 de marzo de 2999, cuando el caso 300 podría calificar' }));
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envíenme el recordatorio' }));
    await waitFor(() =>
      expect(screen.getByText(/Listo. Le escribiremos a ana@example.com el 1 de marzo de 2999/)).toBeTruthy(),
    );
    const [url, init] = f.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/application/reminders');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'ana@example.com',
      kind: 'ripens',
      _id: 'w',
      useSpanishURL: true,
    });
  });

  it('computes the re-check date and the ripening cases', () => {
    expect(recheckDate('2026-11-21')).toBe('2027-05-21');
    expect(recheckDate('2026-08-31')).toBe('2027-02-28');
    expect(recheckDate('2027-08-31')).toBe('2028-02-29');
    // 04:00 UTC is still the evening before in Houston.
    expect(todayInCounty(new Date('2026-11-24T04:00:00Z'))).toBe('2026-11-23');
    expect(ripeningCases(cases, '2026-11-21').map((c) => c._id)).toEqual(['w']);
    expect(ripeningCases(cases, '2999-03-01')).toEqual([]);
  });
});

describe('ReminderForm where the site sends texts', () => {
  beforeEach(() => document.querySelector('meta[name="cyr-texts"]')?.setAttribute('content', 'true'));
  afterEach(() => document.querySelector('meta[name="cyr-texts"]')?.setAttribute('content', 'false'));

  it('offers email or text; text asks for the number and the opt-in box, with its wording, before sending', async () => {
    const f = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'ok', sendOn: '2999-03-01', token: 'tok', tokenExpirationTime: 9e9 }), {
          status: 200,
        }),
    );
    vi.stubGlobal('fetch', f);
    renderWithProviders(<ReminderForm cases={cases} />, { lang: 'es' });
    expect(screen.getByRole('heading', { level: 2, name: 'Reciba un recordatorio' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'El 1 de marzo de 2999, cuando el caso 300 podría calificar' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Por mensaje de texto' }));
    fireEvent.change(screen.getByLabelText('Número de celular'), { target: { value: '555-0123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envíenme el recordatorio' }));
    await screen.findByText('Hay un problema');
    expect(screen.getAllByText('Escriba un número de celular de EE. UU., como 713-555-0123').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Marque la casilla para aceptar recibir mensajes de texto').length).toBeGreaterThan(0);
    expect(f).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Número de celular'), { target: { value: '713 555 0123' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Sí, envíenme mensajes de texto a este número/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Envíenme el recordatorio' }));
    await waitFor(() =>
      expect(
        screen.getByText(/Listo. Le enviaremos un mensaje de texto al \(713\) 555-0123 el 1 de marzo de 2999/),
      ).toBeTruthy(),
    );
    const [, init] = f.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      phone: '713 555 0123',
      textConsent: true,
      kind: 'ripens',
      _id: 'w',
      useSpanishURL: true,
    });
  });
});
