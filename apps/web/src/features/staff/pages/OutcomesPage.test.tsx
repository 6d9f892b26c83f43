import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutcomesReport } from '@cyr/schemas/outcomes';
import type { StaffMe } from '@cyr/schemas/staff';
import { renderWithProviders } from '../../../test/render';
import { StaffConsole } from '../StaffApp';
import { resetCsrf } from '../api';

/**
 * The Outcomes page against its API mocked at `fetch` (unit test only; the server's figures are tested in
 * apps/api routes/staff/outcomes.test.ts): every figure in a chart's table, withheld ones as "fewer than 5", and
 * the CSV link for the same months.
 */
const staffer: StaffMe = {
  id: 's1',
  email: 'staff@example.org',
  role: 'staff',
  idleExpiresAt: 0,
  absoluteExpiresAt: 0,
};

const row = (key: string, followed: number | null, granted: number | null) => ({
  key,
  followed,
  filed: followed,
  hearing_set: granted,
  granted,
  denied: 0,
});

const report: OutcomesReport = {
  from: '2025-12',
  to: '2026-11',
  funnel: { results: 120, downloaded: 40, followed: 12, filed: 9, hearing_set: 6, granted: 5, denied: null },
  byRoute: [{ ...row('411.0725', 12, 5), kind: 'nondisclosure' }],
  byCourt: [row('district:178', 7, 5), row('ccl:3', 5, null)],
  byMonth: [row('2026-10', 6, 5), row('2026-11', 6, null)],
  medianDaysToOrder: 92,
  decidedWithMonths: 5,
  stuck: [
    { reason: 'fee', count: 6 },
    { reason: 'forms', count: null },
    { reason: 'hearing_date', count: 0 },
    { reason: 'notarising', count: 0 },
    { reason: 'fear', count: 0 },
    { reason: 'other', count: 0 },
  ],
};

let urls: string[] = [];
beforeEach(() => {
  urls = [];
  resetCsrf();
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      const body = url.startsWith('/api/staff/outcomes') ? report : { error: { code: 'not_found', message: 'x' } };
      return Promise.resolve(
        new Response(JSON.stringify(body), {
          status: url.startsWith('/api/staff/outcomes') ? 200 : 404,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const rowsOf = (name: string | RegExp) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((r) =>
      Array.from(r.children)
        .map((c) => c.textContent)
        .join('|'),
    );

describe('Outcomes page', () => {
  it('shows the funnel, the breakdowns and the stuck reasons in tables, withheld figures as "fewer than 5"', async () => {
    renderWithProviders(<StaffConsole me={staffer} />, { path: '/staff/outcomes' });
    await screen.findByRole('table', { name: 'Table: From results to an order' });
    expect(rowsOf('Table: From results to an order')).toEqual([
      'Step|Petitions',
      'Results shown|120',
      'Petitions and packets downloaded|40',
      'Follow-ups asked for|12',
      'Filed|9',
      'Hearing set or decided|6',
      'Granted|5',
      'Denied|fewer than 5',
    ]);
    expect(rowsOf('Table: By court')).toEqual([
      'Court|Follow-ups asked for|Filed|Hearing set or decided|Granted|Denied',
      '178th District Court|7|7|5|5|0',
      'County Criminal Court at Law No. 3|5|5|fewer than 5|fewer than 5|0',
    ]);
    expect(rowsOf('Table: By route')[1]).toBe('Nondisclosure, § 411.0725|12|12|5|5|0');
    expect(rowsOf('Table: By month asked').slice(1)).toEqual([
      'Oct 2026|6|6|5|5|0',
      'Nov 2026|6|6|fewer than 5|fewer than 5|0',
    ]);
    expect(rowsOf('Table: Why people are stuck').slice(1, 3)).toEqual(['The filing fee|6', 'The forms|fewer than 5']);
    expect(document.querySelector('[data-figure="medianDaysToOrder"]')?.textContent).toBe('92 days');
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/staff/outcomes.csv');
  });

  it('asks for the months chosen, and the CSV link follows them; in Spanish', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StaffConsole me={staffer} />, { path: '/staff/outcomes', lang: 'es' });
    await screen.findByRole('table', { name: 'Tabla: De los resultados a la orden' });
    expect(rowsOf('Tabla: Por corte')[2]).toBe(
      'Corte Penal del Condado n.º 3 (County Criminal Court at Law No. 3)|5|5|menos de 5|menos de 5|0',
    );
    fireEvent.change(screen.getByLabelText('Desde (año y mes)'), { target: { value: '2026-01' } });
    fireEvent.change(screen.getByLabelText('Hasta (año y mes)'), { target: { value: '2026-06' } });
    await user.click(screen.getByRole('button', { name: 'Mostrar' }));
    await screen.findByRole('table', { name: 'Tabla: De los resultados a la orden' });
    expect(urls.at(-1)).toBe('/api/staff/outcomes?from=2026-01&to=2026-06');
    expect(screen.getByRole('link', { name: 'Descargar CSV' }).getAttribute('href')).toBe(
      '/api/staff/outcomes.csv?from=2026-01&to=2026-06',
    );
  });
});
