import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { clearSession, updateSession } from '../lib/session';
import { setCurrentLanguage } from '../lib/language';
import HelpModal from '../features/help/components/HelpModal';
import EmailModal from '../features/modals/components/EmailModal';
import SurveyModal from '../features/survey/components/SurveyModal';

/**
 * A refusal from the server (too many emails) is shown inside the modal that sent the request, announced
 * (`role="alert"`), in the site's language: not only in a toast dimmed behind the modal.
 */
const tooMany = () =>
  new Response(
    JSON.stringify({
      error: {
        code: 'rate_limited',
        message: 'Too many emails from this device. Please try again in an hour.',
        messageEs: 'Demasiados correos desde este dispositivo. Intente otra vez en una hora.',
      },
    }),
    { status: 429, headers: { 'Retry-After': '3600' } },
  );

beforeEach(() => updateSession({ token: 'tok', tokenExpirationTime: Date.now() / 1000 + 3600 }));
afterEach(() => {
  clearSession();
  setCurrentLanguage('en');
  vi.unstubAllGlobals();
});

describe('a refused request is announced inside its modal', () => {
  it('the help form, in Spanish', async () => {
    setCurrentLanguage('es');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => tooMany()),
    );
    renderWithProviders(<HelpModal onClose={() => undefined} />, { lang: 'es' });
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Número de teléfono'), { target: { value: '713 555 0100' } });
    fireEvent.change(screen.getByLabelText(/¿Cómo le podemos ayudar?/), { target: { value: 'Necesito ayuda' } });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Demasiados correos desde este dispositivo');
    expect(alert.closest('dialog')).not.toBeNull();
  });

  it('the email modal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => tooMany()),
    );
    renderWithProviders(<EmailModal kind="results" onClose={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ana@example.com' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send email' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Too many emails from this device');
    expect(alert.closest('dialog')).not.toBeNull();
  });

  it('the survey, with the general message when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('network');
      }),
    );
    renderWithProviders(<SurveyModal viaUrl={false} onClose={() => undefined} />);
    fireEvent.click(screen.getAllByRole('radio')[0] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent?.length).toBeGreaterThan(10);
    expect(alert.closest('dialog')).not.toBeNull();
  });
});
