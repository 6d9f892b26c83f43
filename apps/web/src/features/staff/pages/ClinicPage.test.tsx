import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClinicRun } from '@cyr/schemas/clinic';
import type { StaffMe } from '@cyr/schemas/staff';
import { renderWithProviders } from '../../../test/render';
import { StaffConsole } from '../StaffApp';
import { resetCsrf } from '../api';
import { progressStep } from './ClinicPage';

/**
 * The clinic day page's progress for screen readers, against its API mocked at `fetch` (unit test only; the
 * browser test e2e/tests/partners.e2e.test.ts runs a real list): the bar shows every look at the run, while the
 * polite live region says the count at the start and at each quarter only, then the end.
 */
const admin: StaffMe = {
  id: 's1',
  email: 'director@example.org',
  role: 'admin',
  idleExpiresAt: 0,
  absoluteExpiresAt: 0,
};

const running = (done: number): ClinicRun => ({
  id: 'run-1',
  status: 'running',
  total: 8,
  done,
  createdAt: '2026-12-06T18:00:00.000Z',
});

/** What the server answers to each look at the run, in order (the last one repeats). */
let looks: ClinicRun[] = [];

beforeEach(() => {
  resetCsrf();
  looks = [
    running(0),
    running(1),
    running(3),
    {
      ...running(8),
      status: 'done',
      documents: 0,
      rows: [{ line: 2, name: 'Eli Sample', status: 'found', cases: [] }],
    },
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const json = (status: number, body: unknown) =>
        Promise.resolve(
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
        );
      if (url === '/api/staff/auth/csrf') return json(200, { csrfToken: 'csrf-1' });
      if (url === '/api/staff/clinic' && init.method === 'POST') return json(200, { id: 'run-1', total: 8 });
      if (url === '/api/staff/clinic/run-1') return json(200, looks.length > 1 ? looks.shift() : looks[0]);
      return json(404, { error: { code: 'not_found', message: 'x' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('clinic day progress', () => {
  it('counts quarters of the list', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((done) => progressStep(done, 8))).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4]);
    expect(progressStep(0, 0)).toBe(0);
    expect(progressStep(9, 8)).toBe(4);
  });

  it('says the count to screen readers at the start and each quarter, not at every look, then the end', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StaffConsole me={admin} />, { path: '/staff/clinic' });
    await user.upload(
      await screen.findByLabelText('List of clients (CSV)'),
      new File(['First name,Last name,Date of birth\nEli,Sample,3/14/1984\n'], 'clients.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Look them up' }));
    const said = screen.getByTestId('clinic-said');
    expect(said.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(said.textContent).toBe('Looking up clients: 0 of 8'));
    // The second look (1 of 8) moves the bar, which is outside the live region, and says nothing new.
    await screen.findByText('Looking up clients: 1 of 8', { selector: 'label' }, { timeout: 4000 });
    expect(said.textContent).toBe('Looking up clients: 0 of 8');
    expect(said.contains(screen.getByRole('progressbar'))).toBe(false);
    // The third (3 of 8) passes a quarter: said.
    await waitFor(() => expect(said.textContent).toBe('Looking up clients: 3 of 8'), { timeout: 4000 });
    // The end replaces the count.
    await waitFor(() => expect(said.textContent).toContain('Done: 1 rows, 0 with an error'), { timeout: 4000 });
    expect(said.textContent).not.toContain('Looking up clients');
  }, 20_000);
});
