import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { matchRoute, routeMessages } from '../app/routes';
import { PageErrorBoundary } from '../app/PageErrorBoundary';
import { renderWithProviders } from '../test/render';
import { resolveHref } from './routing';

describe('resolveHref', () => {
  const here = 'https://site.test/steps/review?lang=es#top';
  it('resolves #parts and relative paths against the current address, as the browser does', () => {
    expect(resolveHref('#petition', here)).toBe('/steps/review?lang=es#petition');
    expect(resolveHref('payment', here)).toBe('/steps/payment');
    expect(resolveHref('../info/faq#q3', here)).toBe('/info/faq#q3');
    expect(resolveHref('/check/pre-check?x=1', here)).toBe('/check/pre-check?x=1');
  });
  it('returns null for another site', () => {
    expect(resolveHref('https://example.org/x', here)).toBeNull();
    expect(resolveHref('//example.org/x', here)).toBeNull();
  });
});

describe('the route table', () => {
  it('matches in order, case-insensitively, with decoded parameters', () => {
    expect(matchRoute('/info/FAQ')?.route.path).toBe('/info/faq');
    expect(matchRoute('/check/case-verifications/2')?.params).toEqual({ index: '2' });
    expect(matchRoute('/reminders/unsubscribe/a%20b')?.params).toEqual({ token: 'a b' });
    expect(matchRoute('/steps/expunction/payment')?.route.path).toBe('/steps/expunction/payment');
  });
  it('sends unknown checker and steps paths to their redirects, anything else to the not-found page', () => {
    expect(matchRoute('/check/nothing')?.route.path).toBe('/check/*');
    expect(matchRoute('/steps/expunction/nothing')?.route.path).toBe('/steps/expunction/*');
    expect(matchRoute('/steps/nothing')?.route.path).toBe('/steps/*');
    expect(matchRoute('/nothing/here')?.route.path).toBe('/*?');
  });
  it('names the messages of the first pages that render before the others', () => {
    expect(routeMessages('/')).toEqual([]);
    expect(routeMessages('/email-pages/results/abc')).toEqual(['info']);
    expect(routeMessages('/info/faq')).toBeUndefined();
  });
});

describe('PageErrorBoundary', () => {
  function Flaky({ fail }: { fail: boolean }) {
    if (fail) throw new Error('chunk failed');
    return <p>page content</p>;
  }
  function Harness() {
    const [fail, setFail] = useState(true);
    return (
      <PageErrorBoundary resetKey="/info/faq" onRetry={() => setFail(false)}>
        <Flaky fail={fail} />
      </PageErrorBoundary>
    );
  }

  it('shows a translated message with a retry in place of a page that throws, and the page after the retry', async () => {
    const quiet = console.error;
    console.error = () => undefined;
    try {
      renderWithProviders(<Harness />, { lang: 'es' });
      expect(screen.getByRole('alert').textContent).toContain('Esta página no se cargó');
      fireEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
      expect(await screen.findByText('page content')).toBeTruthy();
    } finally {
      console.error = quiet;
    }
  });
});
