import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { useOpenModal } from '../lib/modals';
import { DemoNotice } from './DemoNotice';

const demoMeta = () => document.head.querySelector('meta[name="cyr-demo"]');
afterEach(() => demoMeta()?.setAttribute('content', 'false'));

function OpenModalName() {
  return <p data-testid="open">{useOpenModal()?.name ?? 'none'}</p>;
}

describe('DemoNotice', () => {
  it('on a demo site, says the people are made up and opens the demo instructions', async () => {
    // The test setup marks the page as no demo; this file's first render reads the mark.
    demoMeta()?.setAttribute('content', 'true');
    renderWithProviders(
      <>
        <DemoNotice />
        <OpenModalName />
      </>,
      { lang: 'es' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Ver las personas de demostración' }));
    expect(screen.getByText(/sus personas son inventadas/)).toBeTruthy();
    expect(screen.getByTestId('open').textContent).toBe('demo_instructions');
  });
});
