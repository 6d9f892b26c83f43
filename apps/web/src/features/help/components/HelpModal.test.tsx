import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { makePartner, partnersFetch } from '../../../test/fixtures';
import HelpModal from './HelpModal';

beforeEach(() => vi.stubGlobal('fetch', partnersFetch([makePartner()])));
afterEach(() => vi.unstubAllGlobals());

describe('HelpModal', () => {
  it.each([
    ['en', 'For free legal advice, call Houston Volunteer Lawyers at 713-228-0735.'],
    ['es', 'Para recibir asesoramiento legal gratuito, llame a Houston Volunteer Lawyers al 713-228-0735.'],
  ] as const)('shows the legal help line as one sentence with a phone link in %s', (lang, sentence) => {
    renderWithProviders(<HelpModal onClose={() => {}} />, { lang });
    const link = screen.getByRole('link', { name: '713-228-0735' });
    expect(link.getAttribute('href')).toBe('tel:+17132280735');
    // The whole sentence, with the space before the number and the full stop after the link.
    expect(link.parentElement?.textContent).toBe(sentence);
  });

  it.each([
    [
      'en',
      'A person on our team (not a lawyer) answers within 2 business days',
      'Our team reads messages Monday to Friday',
    ],
    [
      'es',
      'Una persona de nuestro equipo (no es abogado) le responde en 2 días hábiles',
      'Nuestro equipo lee los mensajes de lunes a viernes',
    ],
  ] as const)('says who answers the form and when, under the form heading (%s)', (lang, who, when) => {
    renderWithProviders(<HelpModal onClose={() => {}} />, { lang });
    const heading = screen.getByRole('heading', { level: 3 });
    const intro = heading.nextElementSibling;
    expect(intro?.textContent).toContain(who);
    expect(intro?.nextElementSibling?.textContent).toContain(when);
  });

  it.each([
    ['en', 'Give an email address or a phone number (one is enough) so we can answer you'],
    ['es', 'Escriba un correo electrónico o un número de teléfono (con uno basta) para que podamos responderle'],
  ] as const)('asks once for an email or a phone number, marking both fields (%s)', async (lang, message) => {
    const user = userEvent.setup();
    renderWithProviders(<HelpModal onClose={() => {}} />, { lang });
    await user.type(
      screen.getByRole('textbox', { name: lang === 'en' ? 'How can we help?' : '¿Cómo le podemos ayudar?' }),
      'x',
    );
    await user.click(screen.getByRole('button', { name: lang === 'en' ? 'Send message' : 'Enviar mensaje' }));
    const links = await screen.findAllByRole('link', { name: message });
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('#help-email');
    expect(document.getElementById('help-email')?.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('help-phone')?.getAttribute('aria-invalid')).toBe('true');
  });

  describe('where the site sends texts', () => {
    afterEach(() => {
      document.querySelector('meta[name="cyr-texts"]')?.setAttribute('content', 'false');
      vi.unstubAllGlobals();
    });

    it('offers the acknowledgement by text under the number, checks it is a U.S. mobile, and sends the consent', async () => {
      document.querySelector('meta[name="cyr-texts"]')?.setAttribute('content', 'true');
      const f = vi.fn(
        async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ message: 'ok' }), { status: 200 }),
      );
      // The partner list of the modal asks for the partners; only the form's own request goes to `f`.
      const partners = partnersFetch([]);
      vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
        String(url).startsWith('/api/partners') ? partners(url) : f(url, init),
      );
      const user = userEvent.setup();
      renderWithProviders(<HelpModal onClose={() => {}} />, { lang: 'es' });
      await user.type(screen.getByRole('textbox', { name: 'Número de teléfono' }), '555-0199');
      await user.click(
        screen.getByRole('checkbox', { name: /Sí, envíenme un mensaje de texto a este número para confirmar/ }),
      );
      await user.type(screen.getByRole('textbox', { name: '¿Cómo le podemos ayudar?' }), 'Solo tengo teléfono');
      await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
      expect(
        await screen.findByRole('link', {
          name: 'Número de teléfono: Escriba un número de celular de EE. UU., como 713-555-0123',
        }),
      ).toBeTruthy();
      expect(f).not.toHaveBeenCalled();
      await user.clear(screen.getByRole('textbox', { name: 'Número de teléfono' }));
      await user.type(screen.getByRole('textbox', { name: 'Número de teléfono' }), '713-555-0199');
      await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
      await vi.waitFor(() => expect(f).toHaveBeenCalled());
      const [, init] = f.mock.calls[0] as unknown as [string, RequestInit];
      expect(JSON.parse(String(init.body))).toEqual({
        name: '',
        email: '',
        phone: '713-555-0199',
        description: 'Solo tengo teléfono',
        textConsent: true,
      });
    });

    it('says nothing about texts where the site sends none', () => {
      renderWithProviders(<HelpModal onClose={() => {}} />, { lang: 'en' });
      expect(screen.queryByRole('checkbox')).toBeNull();
      expect(document.body.textContent).not.toMatch(/text me|text message/i);
    });
  });

  it('lists every partner before there are results, folded under one line', async () => {
    renderWithProviders(<HelpModal onClose={() => {}} />, { lang: 'en' });
    const summary = screen.getByText('Organisations that can look at your cases');
    expect(summary.tagName).toBe('SUMMARY');
    expect(await screen.findByText('Example Legal Aid')).toBeTruthy();
  });
});
