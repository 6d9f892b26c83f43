import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { resources } from '@cyr/i18n';
import { createI18n } from '../lib/i18n';
import { AppTree } from './App';
import { APP_ROUTE_PATTERNS, preloadRoute, routeMessages } from './routes';
import { PRERENDERED_PAGES } from './prerenderedPages';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the /staff route', () => {
  it('renders the staff console in its own layout, without the public header, footer or menu', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ error: { code: 'staff_unauthenticated', message: 'Sign in' } }), {
            status: 401,
            headers: { 'content-type': 'application/json' },
          }),
        ),
      ),
    );
    window.history.replaceState(null, '', '/staff/inbox');
    await preloadRoute('/staff/inbox');
    render(<AppTree i18n={createI18n('en', resources)} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeTruthy();
    // Nobody signed in: the console went to its sign-in page.
    expect(window.location.pathname).toBe('/staff/sign-in');
    expect(document.querySelector('.site-header')).toBeNull();
    expect(document.querySelector('footer')).toBeNull();
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#staff-main');
  });

  it('is an app route the server answers, needing only the critical messages, and is never prerendered', () => {
    expect(APP_ROUTE_PATTERNS).toContain('/staff/*?');
    expect(routeMessages('/staff/data')).toEqual([]);
    expect(PRERENDERED_PAGES.some((p) => p.path.startsWith('/staff'))).toBe(false);
  });
});
