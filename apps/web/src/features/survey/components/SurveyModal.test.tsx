import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import SurveyModal from './SurveyModal';

afterEach(() => vi.unstubAllGlobals());

describe('SurveyModal', () => {
  it('does not send a survey with no answer; it says to answer a question, in Spanish too', async () => {
    const f = vi.fn();
    vi.stubGlobal('fetch', f);
    renderWithProviders(<SurveyModal viaUrl={false} onClose={() => undefined} />, { lang: 'es' });
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar mi opinión' }));
    expect((await screen.findAllByText(/Conteste al menos una pregunta antes de enviar la encuesta/)).length).toBe(2);
    expect(f).not.toHaveBeenCalled();
  });
});
