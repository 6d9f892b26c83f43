import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { DateOfBirth } from './DateOfBirth';
import { daysInMonth, dobYears } from '../lib/dates';

const TODAY = new Date(2026, 10, 22);

function setup(lang: 'en' | 'es' = 'en') {
  const onChange = vi.fn();
  renderWithProviders(<DateOfBirth id="dob" legend="Date of birth" value="" onChange={onChange} today={TODAY} />, {
    lang,
  });
  return onChange;
}

const dayCount = () => within(screen.getByLabelText(/^(Day|Día)$/)).getAllByRole('option').length - 1;

describe('DateOfBirth', () => {
  it('offers 31, 30, 28 or 29 days depending on the month and year', async () => {
    const user = userEvent.setup();
    setup();
    expect(dayCount()).toBe(31);
    await user.selectOptions(screen.getByLabelText('Month'), 'April');
    expect(dayCount()).toBe(30);
    await user.selectOptions(screen.getByLabelText('Month'), 'February');
    await user.selectOptions(screen.getByLabelText('Year'), '2000');
    expect(dayCount()).toBe(29);
    await user.selectOptions(screen.getByLabelText('Year'), '1999');
    expect(dayCount()).toBe(28);
    await user.selectOptions(screen.getByLabelText('Month'), 'December');
    expect(dayCount()).toBe(31);
  });

  it('emits the date only when month, day and year are all valid, and drops a day the new month lacks', async () => {
    const user = userEvent.setup();
    const onChange = setup();
    await user.selectOptions(screen.getByLabelText('Month'), 'January');
    await user.selectOptions(screen.getByLabelText('Day'), '31');
    expect(onChange).toHaveBeenLastCalledWith('');
    await user.selectOptions(screen.getByLabelText('Year'), '1990');
    expect(onChange).toHaveBeenLastCalledWith('1990-01-31');
    await user.selectOptions(screen.getByLabelText('Month'), 'February');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect((screen.getByLabelText('Day') as HTMLSelectElement).value).toBe('');
  });

  it('offers 90 years, the newest 17 years before the current year', () => {
    setup();
    const years = within(screen.getByLabelText('Year'))
      .getAllByRole('option')
      .slice(1)
      .map((o) => Number(o.textContent));
    expect(years).toHaveLength(90);
    expect(years[0]).toBe(2009);
    expect(years.at(-1)).toBe(1920);
    expect(dobYears(TODAY)).toEqual(years);
  });

  it('labels the parts and names the months in Spanish', () => {
    setup('es');
    expect(screen.getByLabelText('Mes')).toBeTruthy();
    expect(screen.getByLabelText('Año')).toBeTruthy();
    expect(within(screen.getByLabelText('Mes')).getByRole('option', { name: 'febrero' })).toBeTruthy();
  });

  it('knows leap years', () => {
    expect(daysInMonth(2, 1900)).toBe(28);
    expect(daysInMonth(2, 2000)).toBe(29);
    expect(daysInMonth(2, 2024)).toBe(29);
    expect(daysInMonth(9, 2024)).toBe(30);
  });
});
