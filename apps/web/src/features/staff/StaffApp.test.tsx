import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  AuditEntry,
  AuditListResponse,
  DataOverview,
  FeedbackContactsResponse,
  FeedbackSummary,
  FeedbackTextResponse,
  HelpListResponse,
  HelpRequestDetail,
  ImportRow,
  StaffCountyReport,
  StaffMe,
  UsageResponse,
} from '@cyr/schemas/staff';
import { renderWithProviders } from '../../test/render';
import { StaffConsole } from './StaffApp';
import { resetCsrf } from './api';

/**
 * The console's pages against its API, mocked at `fetch` (unit tests only; the browser test e2e/staff-console
 * runs them against the real server). Each call is recorded with its method, headers and body.
 */
interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}
let calls: Call[] = [];
type Handler = (call: Call) => { status?: number; body: unknown; headers?: Record<string, string> } | undefined;
let handler: Handler = () => undefined;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

beforeEach(() => {
  calls = [];
  resetCsrf();
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
      const call: Call = {
        method: init.method ?? 'GET',
        url: String(input),
        headers: (init.headers ?? {}) as Record<string, string>,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        credentials: init.credentials,
      };
      calls.push(call);
      if (call.url === '/api/staff/auth/csrf') return Promise.resolve(json(200, { csrfToken: 'csrf-1' }));
      const res = handler(call);
      if (!res) return Promise.resolve(json(404, { error: { code: 'not_found', message: 'Not found' } }));
      return Promise.resolve(json(res.status ?? 200, res.body, res.headers));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  handler = () => undefined;
});

const admin: StaffMe = { id: 'a1', email: 'admin@example.org', role: 'admin', idleExpiresAt: 0, absoluteExpiresAt: 0 };
const staffer: StaffMe = {
  id: 's1',
  email: 'staff@example.org',
  role: 'staff',
  idleExpiresAt: 0,
  absoluteExpiresAt: 0,
};

const summary = (over: Partial<HelpRequestDetail> = {}): HelpRequestDetail => ({
  id: 'req-0001-abcdef',
  createdAt: '2026-11-20T15:00:00.000Z',
  name: 'Rosa Díaz',
  firstLine: 'Necesito ayuda con mi caso.',
  newMessages: 0,
  messages: [],
  assignees: [
    { id: 'a1', email: 'admin@example.org' },
    { id: 's1', email: 'staff@example.org' },
  ],
  language: 'es',
  status: 'new',
  assignee: null,
  dueOn: '2026-11-24',
  overdue: true,
  email: 'person@example.org',
  phone: '',
  description: 'Necesito ayuda con mi caso.',
  notes: [],
  replies: [],
  acknowledged: true,
  ...over,
});

/** The calls that changed something (not the CSRF token's). */
const changes = () => calls.filter((c) => c.method !== 'GET');

describe('sign-in', () => {
  it('enrols the authenticator at the first sign-in, then signs in with the code (CSRF header, cookies, no bearer)', async () => {
    const user = userEvent.setup();
    handler = (c) => {
      if (c.url === '/api/staff/auth/password') {
        return {
          body: {
            next: 'enrol',
            otpauthUri: 'otpauth://totp/CYR:new%40example.org?secret=JBSWY3DPEHPK3PXP',
            secret: 'JBSWY3DPEHPK3PXP',
          },
        };
      }
      if (c.url === '/api/staff/auth/totp') {
        const code = (c.body as { code: string }).code;
        return code === '123456'
          ? { body: { ...staffer, email: 'new@example.org', mustChangePassword: true } }
          : { status: 401, body: { error: { code: 'totp_invalid', message: 'Wrong code' } } };
      }
      if (c.url === '/api/staff/auth/change-password') return { body: { message: 'ok' } };
      if (c.url === '/api/staff/me')
        return { body: { ...staffer, email: 'new@example.org', mustChangePassword: false } };
      if (c.url.startsWith('/api/staff/help'))
        return { body: { requests: [], overdue: 0, assignees: [] } satisfies HelpListResponse };
      return undefined;
    };
    renderWithProviders(<StaffConsole me={null} />, { path: '/staff/sign-in' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeTruthy();

    // Nothing filled in: the fields say so, no call is made.
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Fill in this field.')).not.toHaveLength(0);
    expect(changes()).toHaveLength(0);

    await user.type(screen.getByLabelText('Email address'), 'new@example.org');
    await user.type(screen.getByLabelText('Password'), 'a long first password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your authenticator app' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(screen.getByText(/^otpauth:\/\/totp\/CYR/)).toBeTruthy();

    const password = changes()[0];
    expect(password?.body).toEqual({ email: 'new@example.org', password: 'a long first password' });
    expect(password?.headers['x-csrf-token']).toBe('csrf-1');
    expect(password?.credentials).toBe('same-origin');
    expect(password?.headers.Authorization).toBeUndefined();

    // A wrong code is refused in words and the field is cleared.
    await user.type(screen.getByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/The code is not correct/)).toBeTruthy();
    expect((screen.getByLabelText('6-digit code') as HTMLInputElement).value).toBe('');

    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // The one-time password is replaced first.
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your own password' })).toBeTruthy();
    await user.type(screen.getByLabelText('One-time password'), 'a long first password');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('New password again'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save my password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Use at least 12 characters.');
    expect(calls.some((c) => c.url === '/api/staff/auth/change-password')).toBe(false);
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'river lantern copper seven');
    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password again'), 'river lantern copper seven');
    await user.click(screen.getByRole('button', { name: 'Save my password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Help inbox' })).toBeTruthy();
    const change = changes().find((c) => c.url === '/api/staff/auth/change-password');
    expect(change?.body).toEqual({
      currentPassword: 'a long first password',
      newPassword: 'river lantern copper seven',
    });
    expect(change?.headers['x-csrf-token']).toBe('csrf-1');
    expect(screen.getByText('Signed in as new@example.org (staff)')).toBeTruthy();
    // A staff member sees no staff management.
    expect(screen.queryByRole('link', { name: 'Staff' })).toBeNull();
  });

  it('says a disabled account cannot sign in', async () => {
    const user = userEvent.setup();
    handler = (c) =>
      c.url === '/api/staff/auth/password'
        ? { status: 423, body: { error: { code: 'account_locked', message: 'Locked' } } }
        : undefined;
    renderWithProviders(<StaffConsole me={null} />, { path: '/staff/inbox' });
    await user.type(await screen.findByLabelText('Email address'), 'x@example.org');
    await user.type(screen.getByLabelText('Password'), 'whatever password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/cannot sign in now. Ask an admin/);
  });

  it('says when the next try is taken after too many wrong ones (Retry-After)', async () => {
    const user = userEvent.setup();
    handler = (c) =>
      c.url === '/api/staff/auth/password'
        ? {
            status: 429,
            body: { error: { code: 'sign_in_wait', message: 'Wait' } },
            headers: { 'retry-after': '900' },
          }
        : undefined;
    renderWithProviders(<StaffConsole me={null} />, { path: '/staff/inbox' });
    await user.type(await screen.findByLabelText('Email address'), 'x@example.org');
    await user.type(screen.getByLabelText('Password'), 'whatever password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Too many tries\. The next try is taken at \d{1,2}:\d\d [AP]M, in about 15 minutes\.$/,
    );
  });

  it('offers the passkey first when the member has one (the code beside it); a cancelled passkey is said in words', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    vi.stubGlobal('navigator', {
      ...navigator,
      credentials: { get: vi.fn(() => Promise.reject(new DOMException('cancelled', 'NotAllowedError'))) },
    });
    handler = (c) => {
      if (c.url === '/api/staff/auth/password') return { body: { next: 'totp', passkey: true } };
      if (c.url === '/api/staff/auth/passkey/options')
        return { body: { challenge: 'Y2hhbGxlbmdl', allowCredentials: [], rpId: 'localhost' } };
      return undefined;
    };
    renderWithProviders(<StaffConsole me={null} />, { path: '/staff/sign-in' });
    await user.type(await screen.findByLabelText('Email address'), 'x@example.org');
    await user.type(screen.getByLabelText('Password'), 'whatever password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const use = await screen.findByRole('button', { name: 'Use my passkey' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Use my passkey'));
    // The code stays offered beside it.
    expect(screen.getByLabelText('6-digit code')).toBeTruthy();
    // The browser's refusal (cancelled) is said in words; nothing is sent.
    await user.click(use);
    expect((await screen.findByRole('alert')).textContent).toMatch(/The passkey was not used/);
    expect(changes().some((c) => c.url === '/api/staff/auth/passkey')).toBe(false);
  });
});

describe('help inbox', () => {
  it('lists requests as cards (due date first, name, first line), overdue ones marked in words', async () => {
    handler = (c) =>
      c.url.startsWith('/api/staff/help?')
        ? {
            body: {
              requests: [
                summary({ newMessages: 2 }),
                summary({
                  id: 'req-0002-zzzzzz',
                  name: null,
                  firstLine: 'I need help.',
                  overdue: false,
                  status: 'in_progress',
                  assignee: { id: 's1', email: 'staff@example.org' },
                  language: 'en',
                }),
              ],
              overdue: 1,
              assignees: summary().assignees,
            },
          }
        : undefined;
    renderWithProviders(<StaffConsole me={staffer} />, { path: '/staff/inbox' });
    await screen.findByRole('link', { name: 'Rosa Díaz' });
    const list = document.querySelector('ul.staff-inbox') as HTMLElement;
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(first.querySelector('p')?.textContent).toMatch(/^Reply due Nov 24, 2026/);
    expect(within(first).getByText('Overdue')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Rosa Díaz' })).toBeTruthy();
    expect(within(first).getByText('Necesito ayuda con mi caso.')).toBeTruthy();
    expect(within(first).getByText('2 new messages')).toBeTruthy();
    expect(within(second).queryByText('Overdue')).toBeNull();
    expect(within(second).getByRole('link', { name: 'No name given' })).toBeTruthy();
    expect(within(second).getByText('staff@example.org')).toBeTruthy();
    expect(screen.getByText('1 request is past its reply date.')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/staff/help?status=open')).toBe(true);
  });

  it('searches and filters, and assigns or closes the chosen requests at once', async () => {
    const user = userEvent.setup();
    handler = (c) => {
      if (c.url.startsWith('/api/staff/help?'))
        return {
          body: {
            requests: [summary(), summary({ id: 'req-0002-zzzzzz', name: 'Tom Lee' })],
            overdue: 2,
            assignees: summary().assignees,
          },
        };
      if (c.url === '/api/staff/help/bulk') return { body: { updated: (c.body as { ids: string[] }).ids.length } };
      return undefined;
    };
    renderWithProviders(<StaffConsole me={staffer} />, { path: '/staff/inbox' });
    await screen.findByRole('link', { name: 'Tom Lee' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '713 555');
    await user.selectOptions(screen.getByLabelText('Assigned to'), 'none');
    await user.selectOptions(screen.getByLabelText('Language'), 'es');
    await user.click(screen.getByLabelText('Only requests past their reply date'));
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.url === '/api/staff/help?status=open&q=713+555&assignee=none&language=es&overdue=true'),
      ).toBe(true),
    );

    // Nothing chosen: said so, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Close the chosen requests' }));
    expect(await screen.findByText('Choose at least one request first.')).toBeTruthy();
    expect(changes()).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Choose the request of Tom Lee' }));
    await user.click(screen.getByRole('checkbox', { name: 'Choose the request of Rosa Díaz' }));
    await user.selectOptions(screen.getByLabelText('Assign to'), 's1');
    await user.click(screen.getByRole('button', { name: 'Assign the chosen requests' }));
    expect(await screen.findByText('2 requests assigned.')).toBeTruthy();
    expect(changes()[0]?.body).toEqual({
      ids: ['req-0002-zzzzzz', 'req-0001-abcdef'],
      action: 'assign',
      assigneeId: 's1',
    });
    expect(changes()[0]?.headers['x-csrf-token']).toBe('csrf-1');

    await user.click(await screen.findByRole('checkbox', { name: 'Choose every request shown' }));
    await user.click(screen.getByRole('button', { name: 'Close the chosen requests' }));
    expect(await screen.findByText('2 requests closed.')).toBeTruthy();
    expect(changes()[1]?.body).toEqual({ ids: ['req-0001-abcdef', 'req-0002-zzzzzz'], action: 'close' });
  });

  it('replies with a template and text, changes the status and adds a note', async () => {
    const user = userEvent.setup();
    let current = summary();
    handler = (c) => {
      if (c.url !== `/api/staff/help/${current.id}` && c.url !== `/api/staff/help/${current.id}/reply`)
        return undefined;
      if (c.method === 'PATCH') {
        const b = c.body as { status?: HelpRequestDetail['status']; note?: string };
        current = {
          ...current,
          ...(b.status ? { status: b.status } : {}),
          notes: b.note
            ? [...current.notes, { at: '2026-11-26T10:00:00.000Z', by: 'staff@example.org', text: b.note }]
            : current.notes,
        };
      }
      if (c.method === 'POST') {
        const b = c.body as { template: 'answer'; text: string };
        current = {
          ...current,
          status: 'answered',
          overdue: false,
          replies: [
            {
              at: '2026-11-26T10:05:00.000Z',
              by: 'staff@example.org',
              template: b.template,
              text: b.text,
              language: 'es',
            },
          ],
        };
      }
      return { body: current };
    };
    renderWithProviders(<StaffConsole me={staffer} />, { path: `/staff/inbox/${current.id}` });
    expect(await screen.findByText('Necesito ayuda con mi caso.')).toBeTruthy();
    expect(screen.getByText('person@example.org')).toBeTruthy();
    expect(screen.getByText(/emailed in the person’s language \(Spanish\)/)).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Template'), 'referral');
    await user.type(screen.getByLabelText('Your text'), 'Llame a la línea de ayuda legal.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(/The reply is queued for sending/)).toBeTruthy();
    const reply = changes().find((c) => c.url.endsWith('/reply'));
    expect(reply?.body).toEqual({ template: 'referral', text: 'Llame a la línea de ayuda legal.' });
    expect(reply?.headers['x-csrf-token']).toBe('csrf-1');
    expect(screen.getByText('Llame a la línea de ayuda legal.')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Status'), 'closed');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    await waitFor(() =>
      expect(changes().some((c) => c.method === 'PATCH' && (c.body as { status?: string }).status === 'closed')).toBe(
        true,
      ),
    );

    await user.type(screen.getByRole('textbox', { name: 'Add a note' }), 'Called back.');
    await user.click(screen.getByRole('button', { name: 'Add a note' }));
    expect(await screen.findByText('Called back.')).toBeTruthy();
    // Anyone assigns from the request's own list of members (the member list is for admins).
    expect(calls.some((c) => c.url === '/api/staff/staff')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Assign to me' }));
    await waitFor(() =>
      expect(changes().some((c) => (c.body as { assigneeId?: string }).assigneeId === 's1')).toBe(true),
    );
  });
});

const feedbackSummary: FeedbackSummary = {
  from: '2026-10-28',
  to: '2026-11-26',
  responses: 3,
  byLanguage: { en: 2, es: 1 },
  questions: [
    {
      question: 'howHelpfulWasWebsite',
      answers: [
        { answer: 'very_helpful', count: 2 },
        { answer: 'moderately_helpful', count: 0 },
        { answer: 'slightly_helpful', count: 0 },
        { answer: 'not_helpful', count: 1 },
      ],
      unanswered: 0,
    },
  ],
};
const feedbackText: FeedbackTextResponse = {
  from: '2026-10-28',
  to: '2026-11-26',
  answers: [
    {
      responseId: 'r1',
      createdAt: '2026-11-25T12:00:00.000Z',
      language: 'en',
      question: 'additionalFeedback',
      text: 'Very clear, thanks.',
    },
  ],
};
const feedbackContacts: FeedbackContactsResponse = {
  from: '2026-10-28',
  to: '2026-11-26',
  contacts: [
    {
      responseId: 'r2',
      createdAt: '2026-11-24T12:00:00.000Z',
      language: 'es',
      name: 'Ana',
      email: 'ana@example.org',
      phone: '',
    },
  ],
};

describe('feedback', () => {
  const feedbackHandler: Handler = (c) => {
    if (c.url.startsWith('/api/staff/feedback/summary')) return { body: feedbackSummary };
    if (c.url.startsWith('/api/staff/feedback/text')) return { body: feedbackText };
    if (c.url.startsWith('/api/staff/feedback/contacts')) return { body: feedbackContacts };
    return undefined;
  };

  it('shows each question as a chart with its table, the comments, and no contact details to staff', async () => {
    handler = feedbackHandler;
    renderWithProviders(<StaffConsole me={staffer} />, { path: '/staff/feedback' });
    const table = await screen.findByRole('table', { name: 'Table: How helpful was this website?' });
    const cells = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(cells).toContain('Very helpful2');
    expect(cells).toContain('Not helpful1');
    expect(cells).toContain('Not answered0');
    // Answers can overlap (check all that apply): no sum row.
    expect(cells.some((c) => c?.startsWith('Total'))).toBe(false);
    expect(document.querySelector('[data-chart="bar"]')).not.toBeNull();
    expect(screen.getByText('Very clear, thanks.')).toBeTruthy();
    expect(screen.getByText('Only admins can see contact details.')).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith('/api/staff/feedback/contacts'))).toBe(false);
    expect(screen.queryByText('ana@example.org')).toBeNull();
    // Each response's answers (and their CSV) are for admins: staff see totals.
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
    expect(screen.getByText(/You see the answers as totals/)).toBeTruthy();
  });

  it('shows contact details to an admin, and asks again for a new date range', async () => {
    const user = userEvent.setup();
    handler = feedbackHandler;
    renderWithProviders(<StaffConsole me={admin} />, { path: '/staff/feedback' });
    expect(await screen.findByText('ana@example.org')).toBeTruthy();
    const exportLink = screen.getByRole('link', { name: 'Export CSV' });
    expect(exportLink.getAttribute('href')).toMatch(/^\/api\/staff\/feedback\/export\.csv\?from=\d{4}-\d{2}-\d{2}&to=/);
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('summary?from=2026-01-01'))).toBe(true));
  });
});

describe('usage', () => {
  it('draws the funnel, outcomes, language and device per day, each with its table and totals', async () => {
    const day = (d: string, n: number) => ({
      day: d,
      funnel: { pre_check: n, lookup: n, found: n - 1, confirmed: 1, results: 1, steps: 0, finished: 0 },
      outcomes: { nondisclosure: 1, expunction: 0, not_yet_eligible: 0, could_not_determine: 0, ineligible: 0 },
      languages: { en: n - 1, es: 1 },
      devices: { phone: n, desktop: 0 },
      texts: { sent: n, failed: 0, stopped: 0 },
    });
    const usage: UsageResponse = {
      from: '2026-11-25',
      to: '2026-11-26',
      days: [day('2026-11-25', 3), day('2026-11-26', 5)],
      totals: { ...day('', 8), day: undefined } as unknown as UsageResponse['totals'],
    };
    handler = (c) => (c.url.startsWith('/api/staff/usage') ? { body: usage } : undefined);
    renderWithProviders(<StaffConsole me={staffer} />, { path: '/staff/usage' });
    const funnel = await screen.findByRole('table', { name: 'Table: Checker steps per day' });
    const head = within(funnel)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(head).toEqual([
      'Date',
      'Pre-check',
      'Record search',
      'Records found',
      'Cases confirmed',
      'Results shown',
      'Next steps opened',
      'Finished',
    ]);
    const total = within(funnel).getAllByRole('row').at(-1);
    expect(
      within(total as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['8', '8', '6', '2', '2', '0', '0']);
    for (const name of [
      'Results shown per day, by outcome',
      'Checks started per day, by language',
      'Checks started per day, phone or desktop',
    ])
      expect(screen.getByRole('table', { name: `Table: ${name}` })).toBeTruthy();
    // Texts sent, given up and held back by a STOP, per day and in total: counts only.
    const texts = screen.getByRole('table', {
      name: 'Table: Text messages per day: sent, given up, held back by a STOP',
    });
    expect(
      within(texts)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Sent', 'Given up', 'Not sent (STOP)']);
    const textTotal = within(texts).getAllByRole('row').at(-1);
    expect(
      within(textTotal as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['8', '0', '0']);
    expect(document.querySelectorAll('[data-chart="line"]')).toHaveLength(5);
  });
});

const importRow = (over: Partial<ImportRow>): ImportRow => ({
  id: 'i1',
  origin: 'sync',
  fileName: 'weekly.tsv',
  status: 'ok',
  message: null,
  startedAt: '2026-11-10T06:00:00.000Z',
  finishedAt: '2026-11-10T06:05:00.000Z',
  rows: 100,
  cases: 90,
  dataDate: '2026-11-09',
  decision: null,
  acceptable: false,
  ...over,
});

describe('data', () => {
  const overview: DataOverview = {
    freshness: { stale: true, lastSuccessAt: '2026-11-10T06:05:00.000Z', dataEndDate: '2026-11-09', staleAfterDays: 8 },
    inUse: { cases: 4_200_000, dataEndDate: '2026-11-09', source: 'import' },
    countyReport: { createdAt: '2026-11-01T12:00:00.000Z', dataEndDate: '2026-10-31', people: 1_980 },
    imports: [
      importRow({
        id: 'i3',
        status: 'failed',
        message: 'download failed: 503',
        startedAt: '2026-11-25T06:00:00.000Z',
        cases: null,
      }),
      importRow({ id: 'i2', status: 'quarantined', acceptable: true, startedAt: '2026-11-20T06:00:00.000Z' }),
      importRow({}),
    ],
    quarantined: [importRow({ id: 'i2', status: 'quarantined', acceptable: true, message: 'row count fell by 40%' })],
    syncRunning: false,
  };

  it('warns that the data is stale and shows the failed sync, without admin buttons for staff', async () => {
    handler = (c) => (c.url === '/api/staff/data' ? { body: overview } : undefined);
    renderWithProviders(<StaffConsole me={staffer} />, { path: '/staff/data' });
    expect(await screen.findByRole('heading', { name: 'The court data is out of date' })).toBeTruthy();
    // What the site searches, the county report beside it, and what to do.
    expect(
      screen.getByText('The site searches 4,200,000 cases from the District Clerk’s data, current to Nov 9, 2026.'),
    ).toBeTruthy();
    expect(screen.getByText(/What to do: start a sync below/)).toBeTruthy();
    expect(
      screen.getByText(/counted 1,980 people in data current to Oct 31, 2026\. It was made from other data/),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Imports and syncs' });
    const failed = within(table)
      .getAllByRole('row')
      .find((r) => r.getAttribute('data-status') === 'failed');
    expect(failed?.textContent).toContain('Failed');
    expect(failed?.textContent).toContain('download failed: 503');
    expect(screen.getByText('1 attempt in this list failed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start a sync now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept and publish' })).toBeNull();
  });

  it('says the demo county is in use, never that the site has no data, while the county report counts people', async () => {
    handler = (c) =>
      c.url === '/api/staff/data'
        ? {
            body: {
              ...overview,
              freshness: { stale: true, lastSuccessAt: null, dataEndDate: null, staleAfterDays: 8 },
              inUse: { cases: 2_610, dataEndDate: '2026-11-20', source: 'seed' },
              countyReport: { createdAt: '2026-11-21T12:00:00.000Z', dataEndDate: '2026-11-20', people: 1_980 },
              imports: [],
              quarantined: [],
            } satisfies DataOverview,
          }
        : undefined;
    renderWithProviders(<StaffConsole me={staffer} />, { path: '/staff/data' });
    expect(await screen.findByText(/The site searches 2,610 cases of the demo county/)).toBeTruthy();
    expect(screen.getByText(/counted 1,980 people in data current to Nov 20, 2026\.$/)).toBeTruthy();
    expect(screen.queryByText(/has no court data/)).toBeNull();
  });

  it('lets an admin accept a quarantined file and start a sync', async () => {
    const user = userEvent.setup();
    handler = (c) => {
      if (c.url === '/api/staff/data') return { body: overview };
      if (c.url === '/api/staff/data/imports/i2/decision') return { body: { status: 'ok', message: null } };
      if (c.url === '/api/staff/data/sync') return { body: { jobId: 'j1', startedAt: '2026-11-26T10:00:00.000Z' } };
      return undefined;
    };
    renderWithProviders(<StaffConsole me={admin} />, { path: '/staff/data' });
    await user.click(await screen.findByRole('button', { name: 'Accept and publish' }));
    expect(await screen.findByText('The file was accepted.')).toBeTruthy();
    expect(changes().find((c) => c.url.endsWith('/decision'))?.body).toEqual({ decision: 'accept' });
    await user.click(screen.getByRole('button', { name: 'Start a sync now' }));
    expect(await screen.findByText(/The sync has started/)).toBeTruthy();
  });
});

describe('county report', () => {
  const counts = (n: number) => ({
    nondisclosure_now: n,
    expunction_now: n + 1,
    nondisclosure_later: n + 2,
    expunction_later: n + 3,
    could_not_determine: n + 4,
    ineligible: n + 5,
  });
  const report: StaffCountyReport = {
    id: 'c1',
    createdAt: '2026-11-26T08:00:00.000Z',
    summary: {
      en: 'Of 1,234 people, 120 may clear a case now.',
      es: 'De 1,234 personas, 120 podrían limpiar un caso ahora.',
    },
    report: {
      version: 1,
      dataEndDate: '2026-11-20',
      asOf: '2026-11-26',
      generatedAt: '2026-11-26T08:00:00.000Z',
      millis: 1000,
      threads: 2,
      totals: { people: 1234, cases: 2345, casesLeftOut: 12 },
      people: { atLeastOne: counts(10), first: counts(20), eligibleNow: 120 },
      cases: counts(30),
      ifAnsweredNo: { people: { atLeastOne: counts(40), first: counts(50), eligibleNow: 300 }, cases: counts(60) },
      laterByYear: [{ year: 2027, nondisclosure: { people: 5, cases: 6 }, expunction: { people: 7, cases: 8 } }],
      bySection: [],
      byDisposition: [],
      byLevel: [],
    },
    inUse: { cases: 2345, dataEndDate: '2026-11-20', source: 'import' },
  };

  it('shows the summary in the console’s language, the figures, the charts with tables and the CSV link', async () => {
    handler = (c) => (c.url === '/api/staff/county-report' ? { body: report } : undefined);
    renderWithProviders(<StaffConsole me={staffer} />, { path: '/staff/county-report', lang: 'es' });
    expect((await screen.findByTestId('county-summary')).textContent).toBe(
      'De 1,234 personas, 120 podrían limpiar un caso ahora.',
    );
    expect(document.querySelector('[data-figure="people"]')?.textContent).toBe(
      new Intl.NumberFormat('es-US').format(1234),
    );
    expect(document.querySelector('[data-figure="eligibleNow"]')?.textContent).toBe('120');
    const byOutcome = screen.getByRole('table', { name: /^Tabla: Personas según el resultado \(una persona/ });
    expect(
      within(byOutcome)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toContain('Expunción ahora11');
    expect(
      screen.getByRole('table', { name: 'Tabla: Personas que califican más adelante, por año' }).textContent,
    ).toContain('2027');
    expect(screen.getByRole('link', { name: 'Descargar CSV' }).getAttribute('href')).toBe(
      '/api/staff/county-report.csv',
    );
  });

  it('says when the site searches newer data than the report’s', async () => {
    handler = (c) =>
      c.url === '/api/staff/county-report'
        ? { body: { ...report, inUse: { cases: 2400, dataEndDate: '2026-11-27', source: 'import' } } }
        : undefined;
    renderWithProviders(<StaffConsole me={staffer} />, { path: '/staff/county-report' });
    expect(
      await screen.findByText(/now searches data current to Nov 27, 2026: this report is out of date/),
    ).toBeTruthy();
    // Starting a report is for admins.
    expect(screen.queryByRole('button', { name: 'Start a county report' })).toBeNull();
  });

  it('lets an admin start a report and shows how far it has gone', async () => {
    const user = userEvent.setup();
    let job: { finishedAt: string | null; progress: { done: number; total: number } | null; status: string } | null =
      null;
    handler = (c) => {
      if (c.url === '/api/staff/county-report') return { body: report };
      if (c.url === '/api/staff/county-report/job')
        return { body: { job: job && { id: 'j1', startedAt: '2026-11-26T10:00:00.000Z', message: null, ...job } } };
      if (c.url === '/api/staff/county-report/run') {
        job = { finishedAt: null, progress: { done: 500, total: 2000 }, status: 'running' };
        return { body: { job: { id: 'j1', startedAt: '2026-11-26T10:00:00.000Z', message: null, ...job } } };
      }
      return undefined;
    };
    renderWithProviders(<StaffConsole me={admin} />, { path: '/staff/county-report' });
    await user.click(await screen.findByRole('button', { name: 'Start a county report' }));
    expect(await screen.findByText(/Making the report: 25% done/)).toBeTruthy();
    expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBe(25);
    expect(changes().find((c) => c.url === '/api/staff/county-report/run')?.headers['x-csrf-token']).toBe('csrf-1');
    job = { finishedAt: '2026-11-26T10:03:00.000Z', progress: { done: 2000, total: 2000 }, status: 'ok' };
    expect(await screen.findByText(/The report made on .* is shown below\./, {}, { timeout: 5000 })).toBeTruthy();
  });

  it('says when no report has been made', async () => {
    handler = (c) =>
      c.url === '/api/staff/county-report'
        ? { status: 404, body: { error: { code: 'no_county_report', message: 'none' } } }
        : undefined;
    renderWithProviders(<StaffConsole me={staffer} />, { path: '/staff/county-report' });
    expect(await screen.findByText(/No county report has been made yet/)).toBeTruthy();
  });
});

describe('staff management', () => {
  it('lists members and adds one, showing the first password once', async () => {
    const user = userEvent.setup();
    const member = {
      id: 'm2',
      email: 'new@example.org',
      role: 'staff' as const,
      status: 'active' as const,
      totpEnrolled: false,
      createdAt: '2026-11-26T10:00:00.000Z',
      lastSignInAt: null,
    };
    handler = (c) => {
      if (c.url === '/api/staff/staff' && c.method === 'GET')
        return {
          body: { staff: [{ ...member, id: 'a1', email: 'admin@example.org', role: 'admin', totpEnrolled: true }] },
        };
      if (c.url === '/api/staff/staff' && c.method === 'POST')
        return { body: { staff: member, initialPassword: 'correct horse battery staple' } };
      return undefined;
    };
    renderWithProviders(<StaffConsole me={admin} />, { path: '/staff/members' });
    expect(await screen.findByRole('cell', { name: 'admin' })).toBeTruthy();
    await user.type(screen.getByLabelText('Email address'), 'new@example.org');
    await user.click(screen.getByRole('radio', { name: /^staff —/ }));
    await user.click(screen.getByRole('button', { name: 'Add staff member' }));
    expect((await screen.findByTestId('initial-password')).textContent).toBe('correct horse battery staple');
    expect(changes().find((c) => c.url === '/api/staff/staff')?.body).toEqual({
      email: 'new@example.org',
      role: 'staff',
    });
  });

  it('is not offered to a staff member', async () => {
    handler = (c) => (c.url.startsWith('/api/staff/help') ? { body: { requests: [], overdue: 0 } } : undefined);
    renderWithProviders(<StaffConsole me={staffer} />, { path: '/staff/members' });
    expect(await screen.findByText('Your role cannot see this page.')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/staff/staff')).toBe(false);
  });
});

describe('the session', () => {
  it('goes back to the sign-in page when a call finds the session gone', async () => {
    handler = (c) =>
      c.url === '/api/staff/data'
        ? { status: 401, body: { error: { code: 'staff_unauthenticated', message: 'Sign in' } } }
        : undefined;
    renderWithProviders(<StaffConsole me={staffer} />, { path: '/staff/data' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeTruthy();
  });

  it('switches language with its own button, and marks the pages noindex', async () => {
    const user = userEvent.setup();
    handler = (c) => (c.url.startsWith('/api/staff/help') ? { body: { requests: [], overdue: 0 } } : undefined);
    renderWithProviders(<StaffConsole me={staffer} />, { path: '/staff/inbox' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Help inbox' })).toBeTruthy();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    await user.click(screen.getByRole('button', { name: 'Español: cambiar a español' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Solicitudes de ayuda' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Consola del personal' })).toBeTruthy();
  });
});

describe('what a person typed, shown isolated', () => {
  it('sets the name, first line, message and phone apart from the page’s direction: a right-to-left override cannot make a number read as another', async () => {
    // Values stored before bidirectional controls were removed on input still hold them.
    const RLO = '\u202E';
    const stored = summary({
      name: `Rosa ${RLO}Díaz`,
      firstLine: `${RLO}Necesito ayuda.`,
      phone: `${RLO}713-555-0100`,
      description: `${RLO}Necesito ayuda.`,
      messages: [{ at: '2026-11-25T12:00:00.000Z', text: `Llámeme al ${RLO}713-555-0100` }],
    });
    handler = (c) => {
      if (c.url.startsWith('/api/staff/help?'))
        return { body: { requests: [stored], overdue: 1, assignees: stored.assignees } };
      if (c.url === `/api/staff/help/${stored.id}`) return { body: stored };
      return undefined;
    };
    const isolated = (el: Element | null | undefined) => el?.closest('bdi') ?? null;

    const list = renderWithProviders(<StaffConsole me={staffer} />, { path: '/staff/inbox' });
    const card = (await screen.findByRole('link', { name: `Rosa ${RLO}Díaz` })).closest('li') as HTMLElement;
    expect(isolated(within(card).getByText(`Rosa ${RLO}Díaz`))).not.toBeNull();
    expect(isolated(within(card).getByText(`${RLO}Necesito ayuda.`))).not.toBeNull();
    list.unmount();

    renderWithProviders(<StaffConsole me={staffer} />, { path: `/staff/inbox/${stored.id}` });
    const phone = isolated(await screen.findByText(`${RLO}713-555-0100`));
    expect(phone).not.toBeNull();
    expect(phone?.getAttribute('dir')).toBe('ltr');
    expect(isolated(screen.getByText(`Rosa ${RLO}Díaz`))).not.toBeNull();
    expect(isolated(screen.getByText(`${RLO}Necesito ayuda.`, { selector: 'bdi' }))).not.toBeNull();
    expect(isolated(screen.getByText(`Llámeme al ${RLO}713-555-0100`))).not.toBeNull();
  });
});

describe('audit log', () => {
  const entry = (over: Partial<AuditEntry>): AuditEntry => ({
    id: 1,
    at: '2026-11-25T15:00:00.000Z',
    actor: 'admin@example.org',
    action: 'staff_added',
    subject: 'staff:s9',
    count: 1,
    lastAt: null,
    before: null,
    after: null,
    client: null,
    ...over,
  });
  const page1: AuditListResponse = {
    entries: [
      entry({
        id: 3,
        actor: null,
        action: 'sign_in_failed',
        subject: null,
        count: 12,
        lastAt: '2026-11-25T15:04:00.000Z',
        client: 'Qm9vZ2llV29vZ2ll',
      }),
      entry({ id: 2, action: 'role_changed', before: { role: 'staff' }, after: { role: 'admin' } }),
    ],
    total: 51,
    page: 1,
    pageSize: 50,
  };
  const page2: AuditListResponse = { entries: [entry({ id: 1 })], total: 51, page: 2, pageSize: 50 };

  it('shows who did what and when, a flood of failures as one line with its count, before and after; pages and filters', async () => {
    const user = userEvent.setup();
    handler = (c) => {
      if (!c.url.startsWith('/api/staff/audit')) return undefined;
      if (c.url.includes('page=2')) return { body: page2 };
      return { body: c.url.includes('client=') || c.url.includes('action=') ? { ...page1, total: 1 } : page1 };
    };
    renderWithProviders(<StaffConsole me={admin} />, { path: '/staff/audit' });
    expect(await screen.findByText('51 entries (page 1 of 2).')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Audit log' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const [, folded, changed] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(folded).getByText('No account')).toBeTruthy();
    expect(within(folded).getByText('× 12')).toBeTruthy();
    expect(within(folded).getByText('Qm9vZ2llV29vZ2ll')).toBeTruthy();
    expect(within(changed).getByText('role: staff')).toBeTruthy();
    expect(within(changed).getByText('role: admin')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/staff/audit')).toBe(true);

    // The next page.
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('51 entries (page 2 of 2).')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/staff/audit?page=2')).toBe(true);

    // Who, what and when; then one client's entries from its code.
    await user.type(screen.getByLabelText('Who'), 'anonymous');
    await user.selectOptions(screen.getByLabelText('What'), 'sign_in_failed');
    await user.type(screen.getByLabelText('From'), '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.url === '/api/staff/audit?actor=anonymous&action=sign_in_failed&from=2026-11-20'),
      ).toBe(true),
    );
    await user.click(await screen.findByRole('button', { name: 'Show the entries of client Qm9vZ2llV29vZ2ll' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/staff/audit?client=Qm9vZ2llV29vZ2ll')).toBe(true));
    expect(changes()).toHaveLength(0);
  });
});
