import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { renderWithProviders } from '../../../test/render';
import UnsubscribePage from './UnsubscribePage';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const at = (lang: 'en' | 'es' = 'en') =>
  renderWithProviders(
    <Route path="/reminders/unsubscribe/:token">
      <UnsubscribePage />
    </Route>,
    { lang, path: `/reminders/unsubscribe/${TOKEN}` },
  );

describe('UnsubscribePage', () => {
  it('changes nothing when opened (a mail scanner opens links); the click cancels with a POST', async () => {
    const f = vi.fn(
      async () => new Response(JSON.stringify({ message: 'Reminder cancelled.', messageEs: '' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', f);
    at();
    expect(screen.getByText(/Do you want to cancel your reminder email/)).toBeTruthy();
    expect(f).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel my reminder' }));
    // The success shows like every other success: the green box, inside the status region that announces it.
    const done = await screen.findByText(/Your reminder is cancelled/);
    expect(done.closest('.alert--success')).not.toBeNull();
    expect(within(screen.getByRole('status')).getByText(/Your reminder is cancelled/)).toBe(done);
    const [url, init] = f.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/reminders/unsubscribe/${TOKEN}`);
    expect(init.method).toBe('POST');
    expect(screen.queryByRole('button', { name: 'Cancel my reminder' })).toBeNull();
  });

  it('says so in Spanish when the reminder is gone already', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'not_found', message: 'x', messageEs: 'x' } }), {
            status: 404,
          }),
      ),
    );
    at('es');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar mi recordatorio' }));
    const gone = await screen.findByText(/No encontramos este recordatorio/);
    expect(gone.closest('.alert--success')).toBeNull();
  });
});
