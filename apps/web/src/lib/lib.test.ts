import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, backoffMs, ApiError, inLocalClock } from './api';
import { clearSession, getSession, updateSession, isExpired } from './session';
import { safePath, safeTarget } from './analytics';
import { formatDate } from '@cyr/i18n/dates';
import { buildIcs } from './dates';
import { setNavigate } from './navigation';
import { EMAIL_TOKEN_RE } from './emailToken';
import { setCurrentLanguage } from './language';
import { EMAIL_TOKEN_PATTERN } from '@cyr/schemas';
import { EMPTY_PRELIMINARY_QUESTIONS_FORM } from '@cyr/schemas/application';
import { reveal } from '../features/checker/model/additionalInfo';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearSession();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client', () => {
  it('backs off from 300 ms to at most 5000 ms', () => {
    expect([1, 2, 3, 4, 5, 6].map(backoffMs)).toEqual([300, 600, 1200, 2400, 4800, 5000]);
  });

  it('retries an idempotent GET on 503 and 429, then succeeds', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(503, {}))
      .mockResolvedValueOnce(json(429, {}))
      .mockResolvedValueOnce(json(200, { lookupEndDateEn: 'x' }));
    vi.stubGlobal('fetch', fetchMock);
    const p = apiRequest('/api/application/lookup-end-date');
    await vi.runAllTimersAsync();
    await expect(p).resolves.toEqual({ lookupEndDateEn: 'x' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up after 5 attempts', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => json(504, {}));
    vi.stubGlobal('fetch', fetchMock);
    const p = apiRequest('/api/x', { quiet: true });
    const settled = p.catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await settled).toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it("sends the site's language, not the browser's, as Accept-Language", async () => {
    const fetchMock = vi.fn(async () => json(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    setCurrentLanguage('es');
    await apiRequest('/api/survey/submit-help-form', { method: 'POST', body: {} });
    setCurrentLanguage('en');
    await apiRequest('/api/x');
    const sent = fetchMock.mock.calls.map((c) => (c as unknown as [string, RequestInit])[1].headers);
    expect(sent).toEqual([
      expect.objectContaining({ 'Accept-Language': 'es' }),
      expect.objectContaining({ 'Accept-Language': 'en' }),
    ]);
  });

  it('never retries a POST', async () => {
    const fetchMock = vi.fn(async () => json(503, {}));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/x', { method: 'POST', body: {}, quiet: true })).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('adds the bearer token and refreshes token and expiry from an authenticated 200', async () => {
    updateSession({ token: 'old', tokenExpirationTime: 100 });
    const fetchMock = vi.fn(async () => json(200, { token: 'new', tokenExpirationTime: 200, eligibilityInfo: {} }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/application/cont/confirm-cases', { method: 'POST', body: { spn: '1' }, auth: true });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer old');
    expect(getSession()).toMatchObject({ token: 'new', tokenExpirationTime: 200 });
  });

  it("reads a token's expiry against the server's Date, so a phone with a wrong clock keeps its session", async () => {
    // The server says 12:00:00 and "expires at 13:00:00"; this phone's clock reads 15:00:00 (three hours ahead).
    const serverNow = Date.UTC(2026, 0, 5, 12, 0, 0);
    const phoneNow = serverNow + 3 * 3600_000;
    const serverExpiry = serverNow / 1000 + 3600;
    expect(inLocalClock(serverExpiry, new Date(serverNow).toUTCString(), phoneNow)).toBe(phoneNow / 1000 + 3600);
    expect(inLocalClock(serverExpiry, null, phoneNow)).toBe(serverExpiry);
    expect(inLocalClock(serverExpiry, 'not a date', phoneNow)).toBe(serverExpiry);

    vi.useFakeTimers({ now: phoneNow, toFake: ['Date'] });
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          async () =>
            new Response(JSON.stringify({ token: 't', tokenExpirationTime: serverExpiry }), {
              status: 200,
              headers: { 'Content-Type': 'application/json', Date: new Date(serverNow).toUTCString() },
            }),
        ),
      );
      const res = await apiRequest<{ tokenExpirationTime: number }>('/api/application/pre-check', {
        method: 'POST',
        body: {},
        auth: true,
      });
      expect(res.tokenExpirationTime).toBe(phoneNow / 1000 + 3600);
      expect(isExpired(getSession())).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('on 401 clears the session and goes home', async () => {
    const nav = vi.fn();
    setNavigate(nav);
    updateSession({ token: 'old', tokenExpirationTime: 100, email: 'x@example.com' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { error: { code: 'session_expired', message: 'm', messageEs: 'm' } })),
    );
    await expect(
      apiRequest('/api/application/cont/case-lookup', { method: 'POST', body: {}, auth: true }),
    ).rejects.toMatchObject({ status: 401 });
    expect(getSession().token).toBeNull();
    expect(getSession().email).toBeNull();
    expect(nav).toHaveBeenCalledWith('/', undefined);
  });
});

describe('session', () => {
  it('is expired once the clock passes tokenExpirationTime', () => {
    updateSession({ token: 't', tokenExpirationTime: 1000 });
    expect(isExpired(getSession(), 999)).toBe(false);
    expect(isExpired(getSession(), 1000)).toBe(true);
  });

  it('is kept in sessionStorage', () => {
    updateSession({ token: 't', tokenExpirationTime: 5 });
    expect(JSON.parse(window.sessionStorage.getItem('cyr.session') ?? '{}')).toMatchObject({ token: 't' });
  });
});

describe('analytics', () => {
  it('sends paths without query strings, fragments or email tokens', () => {
    expect(safePath('/check/results?lang=es#x')).toBe('/check/results');
    expect(safePath('/email-pages/results/AbCdEfGhIjKlMnOpQrStUvWxYz012345')).toBe('/email-pages/results/:emailToken');
    expect(safePath('/check/case-verifications/2')).toBe('/check/case-verifications/2');
    expect(safeTarget('Email Results!')).toBe('email_results_');
    expect(safeTarget('')).toBeUndefined();
  });
});

describe('dates', () => {
  it('formats dates in both languages without a time-zone shift', () => {
    expect(formatDate('1990-01-01', 'en')).toBe('January 1, 1990');
    expect(formatDate('1990-01-01', 'es')).toBe('1 de enero de 1990');
  });

  it('builds a one-day calendar event', () => {
    const ics = buildIcs({
      date: '2027-03-01',
      summary: 'Check, again; now',
      description: 'line',
      uid: 'u1',
      now: new Date('2026-11-22T00:00:00Z'),
    });
    expect(ics).toContain('DTSTART;VALUE=DATE:20270301');
    expect(ics).toContain('DTEND;VALUE=DATE:20270302');
    expect(ics).toContain('SUMMARY:Check\\, again\\; now');
    expect(ics.split('\r\n')[0]).toBe('BEGIN:VCALENDAR');
  });
});

describe('additional-info reveal', () => {
  it('stops on a disqualifying offense and flags the None-of-the-above conflict', () => {
    const q = ['sexOffender', 'isVeteran'];
    expect(
      reveal({ ...EMPTY_PRELIMINARY_QUESTIONS_FORM, sexOffender: false, disqualifyingOffenses: ['murder'] }, q),
    ).toMatchObject({
      stopped: true,
      showVeteran: false,
    });
    expect(
      reveal(
        {
          ...EMPTY_PRELIMINARY_QUESTIONS_FORM,
          sexOffender: false,
          disqualifyingOffenses: ['murder'],
          noneOfTheAbove: true,
        },
        q,
      ),
    ).toMatchObject({ conflict: true });
    expect(reveal({ ...EMPTY_PRELIMINARY_QUESTIONS_FORM, sexOffender: false, noneOfTheAbove: true }, q)).toMatchObject({
      showVeteran: true,
      canSubmit: false,
    });
    expect(
      reveal({ ...EMPTY_PRELIMINARY_QUESTIONS_FORM, sexOffender: false, noneOfTheAbove: true, isVeteran: false }, q),
    ).toMatchObject({ canSubmit: true });
  });
});

describe('email tokens', () => {
  it('the web app checks tokens with the pattern of the shared schemas', () => {
    expect(EMAIL_TOKEN_RE.source).toBe(EMAIL_TOKEN_PATTERN.source);
    expect(EMAIL_TOKEN_RE.flags).toBe(EMAIL_TOKEN_PATTERN.flags);
  });
});
