import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { OutcomeFollowupBody } from '@cyr/schemas';
import { renderWithProviders } from '../test/render';
import { makeCase } from '../test/fixtures';
import { OutcomeFollowupForm, followableCases } from './OutcomeFollowupForm';

const cases = [
  makeCase({ _id: 'n', casID: '100', final_eligibility: 'nondisclosure', ndo_form: '411.0725' }),
  makeCase({ _id: 'x', casID: '400', final_eligibility: 'expunction', ndo_form: null, expunction_route: '55A.054' }),
  makeCase({ _id: 'i', casID: '500', final_eligibility: 'ineligible', ndo_form: null }),
];

afterEach(() => vi.unstubAllGlobals());

describe('OutcomeFollowupForm', () => {
  it('offers only the cases that lead to a petition, all chosen', () => {
    expect(followableCases(cases).map((c) => c._id)).toEqual(['n', 'x']);
    renderWithProviders(<OutcomeFollowupForm cases={cases} send={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Tell us how it goes' })).toBeTruthy();
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.checked)).toEqual([true, true]);
    expect(screen.getByLabelText('Case 100: order of nondisclosure, section 411.0725')).toBeTruthy();
    expect(screen.getByLabelText('Case 400: expunction, article 55A.054')).toBeTruthy();
  });

  it('renders nothing for a person with no such case', () => {
    const { container } = renderWithProviders(<OutcomeFollowupForm cases={cases.slice(2)} send={vi.fn()} />);
    expect(container.textContent).toBe('');
  });

  it('checks the cases and the address before sending, with an error summary', async () => {
    const send = vi.fn();
    renderWithProviders(<OutcomeFollowupForm cases={cases} send={send} />);
    for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Email me these check-ins' }));
    await screen.findByText('There is a problem');
    expect(screen.getAllByText('Choose at least one case').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Required').length).toBeGreaterThan(0);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the chosen cases and the address in the page language, then says when the first email comes (es)', async () => {
    const send = vi.fn(async (body: OutcomeFollowupBody) => {
      void body;
      return { message: 'ok', messageEs: 'ok', firstOn: '2027-01-05' };
    });
    renderWithProviders(<OutcomeFollowupForm cases={cases} send={send} lead="Su descarga empezó." />, { lang: 'es' });
    expect(screen.getByText('Su descarga empezó.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Caso 400: expunción, artículo 55A.054'));
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envíenme estos correos' }));
    await waitFor(() =>
      expect(screen.getByText(/Le escribiremos a ana@example.com alrededor del 5 de enero de 2027/)).toBeTruthy(),
    );
    expect(send).toHaveBeenCalledWith({ email: 'ana@example.com', caseIds: ['n'], useSpanishURL: true });
  });
});

describe('OutcomeFollowupForm where the site sends texts', () => {
  beforeEach(() => document.querySelector('meta[name="cyr-texts"]')?.setAttribute('content', 'true'));
  afterEach(() => document.querySelector('meta[name="cyr-texts"]')?.setAttribute('content', 'false'));
  const send = () =>
    vi.fn(async (body: OutcomeFollowupBody) => {
      void body;
      return { message: 'ok', messageEs: 'ok', firstOn: '2027-01-05' };
    });

  it('by text only: the number is taken with the opt-in box and its words, and the body carries no address (es)', async () => {
    const s = send();
    renderWithProviders(<OutcomeFollowupForm cases={cases.slice(1)} send={s} />, { lang: 'es' });
    fireEvent.click(screen.getByLabelText('Por correo electrónico'));
    fireEvent.click(screen.getByLabelText('Por mensaje de texto'));
    expect(screen.queryByLabelText('Correo electrónico')).toBeNull();
    fireEvent.change(screen.getByLabelText('Número de celular'), { target: { value: '713 555 0123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envíenme estos mensajes' }));
    await screen.findByText('Hay un problema');
    expect(screen.getAllByText('Marque la casilla para aceptar recibir mensajes de texto').length).toBeGreaterThan(0);
    expect(s).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText(/^Sí, envíenme mensajes de texto a este número: uno ahora para confirmar/));
    fireEvent.click(screen.getByRole('button', { name: 'Envíenme estos mensajes' }));
    await screen.findByText(/Le enviaremos un mensaje de texto al \(713\) 555-0123 alrededor del 5 de enero de 2027/);
    expect(s).toHaveBeenCalledWith({ phone: '713 555 0123', textConsent: true, caseIds: ['x'], useSpanishURL: true });
  });

  it('by email and text: both sent; neither chosen is an error', async () => {
    const s = send();
    renderWithProviders(<OutcomeFollowupForm cases={cases.slice(1)} send={s} />);
    fireEvent.click(screen.getByLabelText('By email'));
    fireEvent.click(screen.getByRole('button', { name: 'Send me these check-ins' }));
    await screen.findByText('There is a problem');
    expect(screen.getAllByText('Choose email, text message or both').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByLabelText('By email'));
    fireEvent.click(screen.getByLabelText('By text message'));
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Mobile phone number'), { target: { value: '(281) 555-0177' } });
    fireEvent.click(screen.getByLabelText(/^Yes, text me at this number/));
    fireEvent.click(screen.getByRole('button', { name: 'Send me these check-ins' }));
    await screen.findByText(/We will email ana@example.com and text \(281\) 555-0177 on about January 5, 2027/);
    expect(s).toHaveBeenCalledWith({
      email: 'ana@example.com',
      phone: '(281) 555-0177',
      textConsent: true,
      caseIds: ['x'],
      useSpanishURL: false,
    });
  });
});
