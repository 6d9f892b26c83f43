import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { clearSession } from '../../../lib/session';
import PreCheckPage from './PreCheckPage';

afterEach(() => clearSession());

describe('PreCheckPage', () => {
  it.each([
    ['en', 'Yes', 'No', 'Continue', 'Continue anyway'],
    ['es', 'Sí', 'No', 'Continuar', 'Continuar de todos modos'],
  ] as const)(
    'reveals the button only after both answers, and warns on a yes (%s)',
    async (lang, yes, no, cont, anyway) => {
      const user = userEvent.setup();
      renderWithProviders(<PreCheckPage />, { lang });
      const [q1, q2] = screen.getAllByRole('group');
      expect(screen.queryByRole('button', { name: cont })).toBeNull();
      await user.click(within(q1 as HTMLElement).getByLabelText(no));
      expect(screen.queryByRole('button', { name: cont })).toBeNull();
      await user.click(within(q2 as HTMLElement).getByLabelText(no));
      expect(screen.getByRole('button', { name: cont })).toBeTruthy();
      expect(document.querySelector('.alert--warning')).toBeNull();
      await user.click(within(q2 as HTMLElement).getByLabelText(yes));
      expect(screen.getByRole('button', { name: anyway })).toBeTruthy();
      expect(document.querySelectorAll('.alert--warning')).toHaveLength(1);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    },
  );
});
