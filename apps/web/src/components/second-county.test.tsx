import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type * as CountyModule from '../lib/county';
import { renderWithProviders } from '../test/render';
import { makeCase } from '../test/fixtures';
import { loneOakCounty } from '../test/lone-oak-county';
import { CaseCard } from './CaseCard';

/**
 * The web's county seam (docs/decisions/0080-county-as-a-contract.md): pages read their county through
 * `lib/county.ts` alone, so a deployment for Lone Oak County (made up: test/lone-oak-county.ts) is that module
 * built from Lone Oak's profile. The cases are the engine's output as the API sends it, the same for every county;
 * what the card prints of courts and costs is Lone Oak's, and none of it is Harris County's.
 */
vi.mock('../lib/county', async (importOriginal) => {
  const real = await importOriginal<typeof CountyModule>();
  return { ...real, ...real.webCounty(loneOakCounty(real.county)) };
});

/** What Harris County's profile would have printed on these cards. */
const HARRIS = [
  'about $350',
  'unos $350',
  '$28',
  '$25',
  '$50',
  '(832) 927-5800',
  'County Criminal Court at Law No. 7',
  'Corte Penal del Condado n.º 7',
  '178th District Court',
];

const text = () => document.body.textContent ?? '';

function expectNoHarris() {
  for (const fact of HARRIS) expect(text()).not.toContain(fact);
}

describe("a second county's facts reach the case card, Harris County's do not", () => {
  it.each([
    ['en', 'County Criminal Court at Law No. 4', /Filing fee for the petition \(.*\): \$310 at the Lone Oak clerk/],
    ['es', 'Corte Penal del Condado n.º 4 (County Criminal Court at Law No. 4)', /\$310 en la Secretaría de Lone Oak/],
  ] as const)('an expunction in Lone Oak’s court 4: its court and its fees (%s)', (lang, court, fee) => {
    renderWithProviders(
      <CaseCard
        c={makeCase({
          crt: '4',
          final_eligibility: 'expunction',
          ndo_form: null,
          expunction_route: 'art. 55A.053(a)(2)',
        })}
      />,
      { lang },
    );
    expect(screen.getByText(court)).toBeTruthy();
    const costs = [...document.querySelectorAll('.case-card__cost li')].map((li) => li.textContent ?? '');
    expect(costs.some((line) => fee.test(line))).toBe(true);
    // One office every Lone Oak petition lists (its sheriff), $3 an agency, $6 at most.
    const agencies = costs.find((line) => line.includes('$3 ')) ?? '';
    expect(agencies).toMatch(/\b1\b/);
    expect(agencies).toContain('$6');
    expectNoHarris();
  });

  it('a petition: Lone Oak’s confirmed fee, so no "not confirmed" line; a 411.072 request: its $45', () => {
    const view = renderWithProviders(
      <CaseCard c={makeCase({ crt: '452', misdemeanor_felony: 'Felony', ndo_form: '411.0725' })} />,
      { lang: 'en' },
    );
    expect(screen.getByText('452nd District Court')).toBeTruthy();
    expect(text()).toContain('Filing fee for the petition: $275 at the Lone Oak clerk.');
    expect(text()).not.toContain('This amount is not confirmed');
    expectNoHarris();
    view.unmount();
    renderWithProviders(<CaseCard c={makeCase({ crt: '2', ndo_form: '411.072' })} />, { lang: 'en' });
    expect(screen.getByText('County Criminal Court at Law No. 2')).toBeTruthy();
    expect(text()).toContain('the clerk charges $45');
    expectNoHarris();
  });

  it.each([
    ['en', 'Court “7” in the court records'],
    ['es', 'Corte «7» según los registros de la corte'],
  ] as const)('a court on Harris County’s list but not Lone Oak’s is never named (%s)', (lang, asRecorded) => {
    renderWithProviders(<CaseCard c={makeCase({ crt: '7', ndo_form: '411.0725' })} />, { lang });
    expect(screen.getByText(asRecorded)).toBeTruthy();
    expectNoHarris();
  });
});
