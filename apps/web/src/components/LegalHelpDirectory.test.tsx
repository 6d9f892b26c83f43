import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { harrisCounty, LEGAL_HELP_DIRECTORY } from '@cyr/i18n/county/harris';
import { renderWithProviders } from '../test/render';
import { LegalHelpDirectory } from './LegalHelpDirectory';
import HelpModal from '../features/help/components/HelpModal';

describe('LegalHelpDirectory', () => {
  it.each(['en', 'es'] as const)(
    'lists every place of the county profile with what it does and how to reach it (%s)',
    (lang) => {
      renderWithProviders(<LegalHelpDirectory />, { lang });
      const section = screen.getByRole('region', {
        name: lang === 'en' ? 'Free legal help in Harris County' : 'Ayuda legal gratuita en el condado de Harris',
      });
      const items = within(section).getAllByRole('listitem');
      expect(items).toHaveLength(LEGAL_HELP_DIRECTORY.length);
      for (const [i, key] of LEGAL_HELP_DIRECTORY.entries()) {
        const place = harrisCounty.legalHelp[key];
        const item = items[i] as HTMLElement;
        expect(within(item).getByRole('heading', { level: 3 }).textContent).toBe(place.name);
        expect(
          within(item)
            .getByRole('link', { name: new RegExp(place.name.replace(/[().:]/g, '.')) })
            .getAttribute('href'),
        ).toBe(place.url.value);
        expect(item.textContent).toMatch(lang === 'en' ? /Languages: / : /Idiomas: /);
      }
      // Only confirmed phone numbers are shown: Houston Volunteer Lawyers', as a tel: link.
      const phones = within(section).getAllByRole('link', { name: /^\d{3}-\d{3}-\d{4}$/ });
      expect(phones.map((a) => a.getAttribute('href'))).toEqual(['tel:+17132280735']);
    },
  );

  it('is offered, collapsed, in the help form', () => {
    renderWithProviders(<HelpModal onClose={() => undefined} />);
    expect(screen.getByText('Free legal help in Harris County').tagName).toBe('SUMMARY');
    expect(screen.getByText(/A person on our team \(not a lawyer\) answers within 2 business days/)).toBeTruthy();
  });
});
