import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CourtNote } from '@cyr/schemas/outcomes';
import type { StaffMe } from '@cyr/schemas/staff';
import { renderWithProviders } from '../../../test/render';
import { StaffConsole } from '../StaffApp';
import { resetCsrf } from '../api';

/**
 * The court notes page against its API mocked at `fetch` (unit test only; apps/api routes/staff/outcomes.test.ts
 * tests the server, its audit and the person's side): a court is chosen, its notes written in both languages and
 * saved with the CSRF token; a topic in one language only shows the server's refusal at the field.
 */
const staffer: StaffMe = {
  id: 's1',
  email: 'staff@example.org',
  role: 'staff',
  idleExpiresAt: 0,
  absoluteExpiresAt: 0,
};

const saved: CourtNote = {
  court: 'district:178',
  setting: { en: 'Hearings six weeks out.', es: 'Audiencias a seis semanas.' },
  objections: { en: '', es: '' },
  wait: { en: '', es: '' },
  checkedOn: '2026-11-20',
  updatedAt: '2026-11-20T15:00:00.000Z',
};

interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}
let calls: Call[] = [];
let putAnswer: { status: number; body: unknown } = { status: 200, body: { note: saved } };

beforeEach(() => {
  calls = [];
  resetCsrf();
  putAnswer = { status: 200, body: { note: saved } };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
      const call: Call = {
        method: init.method ?? 'GET',
        url: String(input),
        headers: (init.headers ?? {}) as Record<string, string>,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const json = (status: number, body: unknown) =>
        Promise.resolve(
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
        );
      if (call.url === '/api/staff/auth/csrf') return json(200, { csrfToken: 'csrf-1' });
      if (call.url === '/api/staff/courts') return json(200, { notes: [] });
      if (call.method === 'PUT') return json(putAnswer.status, putAnswer.body);
      return json(404, { error: { code: 'not_found', message: 'x' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Court notes page', () => {
  it('writes a court’s notes in both languages and saves them with the CSRF token', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StaffConsole me={staffer} />, { path: '/staff/court-notes' });
    expect(await screen.findByText('No court has notes yet.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Court'), 'district:178');
    const setting = screen.getByRole('group', { name: 'How the court sets hearings' });
    await user.type(within(setting).getByLabelText('In English'), 'Hearings six weeks out.');
    await user.type(within(setting).getByLabelText('In Spanish'), 'Audiencias a seis semanas.');
    await user.clear(screen.getByLabelText('Day you checked this with the court'));
    await user.type(screen.getByLabelText('Day you checked this with the court'), '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByText('The notes for 178th District Court are saved.')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/staff/courts/district:178');
    expect(put?.headers['x-csrf-token']).toBe('csrf-1');
    expect(put?.body).toEqual({
      setting_en: 'Hearings six weeks out.',
      setting_es: 'Audiencias a seis semanas.',
      objections_en: '',
      objections_es: '',
      wait_en: '',
      wait_es: '',
      checkedOn: '2026-11-20',
    });
    expect(within(screen.getByTestId('court-notes-list')).getByText('178th District Court')).toBeTruthy();
  });

  it('shows the server’s refusal of a topic in one language at that field, in Spanish', async () => {
    const user = userEvent.setup();
    putAnswer = {
      status: 400,
      body: { error: { code: 'validation_error', message: 'x', messageEs: 'x', fields: { wait_es: 'required' } } },
    };
    renderWithProviders(<StaffConsole me={staffer} />, { path: '/staff/court-notes', lang: 'es' });
    await screen.findByText('Ninguna corte tiene notas todavía.');
    await user.selectOptions(screen.getByLabelText('Corte'), 'ccl:3');
    const wait = screen.getByRole('group', { name: 'La espera habitual' });
    await user.type(within(wait).getByLabelText('En inglés'), 'About two months.');
    await user.click(screen.getByRole('button', { name: 'Guardar las notas' }));
    expect(await screen.findByText('Revise las casillas marcadas abajo y vuelva a guardar.')).toBeTruthy();
    const es = within(wait).getByLabelText('En español');
    await waitFor(() => expect(es.getAttribute('aria-invalid')).toBe('true'));
    expect(within(wait).getByText('Escriba este tema en los dos idiomas, o vacíe los dos.')).toBeTruthy();
  });
});
