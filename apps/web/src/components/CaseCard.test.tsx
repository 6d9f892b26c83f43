import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { makeCase } from '../test/fixtures';
import { CaseCard, useReasonTexts } from './CaseCard';

function Reasons() {
  const texts = useReasonTexts(
    makeCase({
      reasons: [
        { code: 'DWI_NOT_CLASS_B', citation: "Tex. Gov't Code § 411.0726", params: { level: 'MA' } },
        { code: 'WAIT_NOT_OVER', citation: "Tex. Gov't Code § 411.0725", params: { date: '2027-03-01' } },
        { code: 'AUTOMATIC_ORDER_NO_PETITION', citation: "Tex. Gov't Code § 411.072", params: { date: '2025-01-31' } },
      ],
    }),
  );
  return (
    <ul>
      {texts.map((t) => (
        <li key={t}>{t}</li>
      ))}
    </ul>
  );
}

describe('useReasonTexts', () => {
  it.each([
    ['en', 'Class A misdemeanor'],
    ['es', 'Delito menor de clase A'],
  ] as const)('reads level codes as words in %s, never the raw code', async (lang, level) => {
    renderWithProviders(<Reasons />, { lang });
    const items = await screen.findAllByRole('listitem');
    expect(items[0]?.textContent).toContain(level);
    expect(items[0]?.textContent).not.toMatch(/\bMA\b/);
  });

  it.each([
    ['en', /pay the \$28 fee\. Texas has no law that seals records automatically/],
    ['es', /la cuota de \$28\. En Texas no hay ninguna ley que selle los antecedentes automáticamente/],
  ] as const)(
    '411.072: the $28 comes from the county profile, and no law seals automatically (%s)',
    async (lang, text) => {
      renderWithProviders(<Reasons />, { lang });
      const items = await screen.findAllByRole('listitem');
      expect(items[2]?.textContent).toMatch(text);
    },
  );
});

function FeeReasons() {
  const texts = useReasonTexts(
    makeCase({
      final_eligibility: 'expunction',
      reasons: [
        {
          code: 'FEE_WAIVED_ACQUITTAL_30_DAYS',
          citation: 'Tex. Code Crim. Proc. art. 102.0061',
          params: { date: '2026-12-10' },
        },
        { code: 'FEE_WAIVED_SPECIALTY_COURT', citation: 'Tex. Code Crim. Proc. art. 102.0061' },
      ],
    }),
  );
  return (
    <ul>
      {texts.map((t) => (
        <li key={t}>{t}</li>
      ))}
    </ul>
  );
}

describe('per-case filing-fee waivers on the results (CCP art. 102.0061)', () => {
  it.each([
    [
      'en',
      /^No filing fee: .*on or before December 10, 2026\./,
      /^No filing fee: .*veterans treatment court or mental health court/,
    ],
    [
      'es',
      /^Sin cuota de presentación: .*a más tardar el 10 de diciembre de 2026\./,
      /^Sin cuota de presentación: .*tratamiento para veteranos o del tribunal de salud mental/,
    ],
  ] as const)(
    '%s: the acquittal waiver with its last day, and the specialty-court waiver',
    async (lang, acquittal, specialty) => {
      renderWithProviders(<FeeReasons />, { lang });
      const items = await screen.findAllByRole('listitem');
      expect(items[0]?.textContent).toMatch(acquittal);
      expect(items[1]?.textContent).toMatch(specialty);
    },
  );
});

describe('the card of a case that needs no petition (411.072)', () => {
  it.each([
    ['en', 'Earliest date you can ask for the order', 'Earliest date you can file'],
    ['es', 'Fecha más temprana para pedir la orden', 'Fecha más temprana para presentar'],
  ] as const)('names the date the order can be asked for, not a filing date (%s)', (lang, label, filing) => {
    const view = renderWithProviders(
      <CaseCard
        c={makeCase({ final_eligibility: 'nondisclosure', ndo_form: '411.072', eligible_date: '2019-02-04' })}
      />,
      { lang },
    );
    expect(screen.getByText(label)).toBeTruthy();
    expect(screen.queryByText(filing)).toBeNull();
    view.unmount();
    renderWithProviders(
      <CaseCard
        c={makeCase({ final_eligibility: 'nondisclosure', ndo_form: '411.0725', eligible_date: '2019-02-04' })}
      />,
      { lang },
    );
    expect(screen.getByText(filing)).toBeTruthy();
  });
});

describe('which answer matters, and what was answered', () => {
  const unsure = (question: string) => ({
    code: 'ANSWER_NOT_SURE',
    citation: "Tex. Gov't Code § 411.0726",
    params: { question },
  });

  it.each([
    ['en', 'You answered “Not sure” to: “Was your blood alcohol concentration (BAC) below 0.15', 'Not sure', 'Yes'],
    ['es', 'Usted respondió “No lo sé” a: “', 'No lo sé', 'Sí'],
  ] as const)(
    'names each question once in its own words and lists the answers (%s)',
    async (lang, start, notSure, yes) => {
      const c = makeCase({
        reasons: [unsure('bac_under_015'), unsure('bac_under_015'), unsure('had_commercial_license_or_permit')],
        answers: {
          bac_under_015: 'not_sure',
          had_commercial_license_or_permit: 'not_sure',
          paid_all_fines_and_costs: true,
        },
      });
      renderWithProviders(<CaseCard c={c} />, { lang });
      // The "Why" list's items (the card also lists what filing will cost).
      await screen.findAllByRole('listitem');
      const why = [...document.querySelectorAll('.case-card__reasons li')].map((li) => li.textContent ?? '');
      // Two different questions, two sentences: the repeated one is shown once.
      expect(why).toHaveLength(2);
      expect(why[0]?.startsWith(start)).toBe(true);
      expect(why[0]).not.toEqual(why[1]);
      const answers = [...document.querySelectorAll('.case-card__answers dd')].map((d) => d.textContent);
      expect(answers).toEqual([notSure, notSure, yes]);
    },
  );

  it('keeps the general sentence for a "not sure" that names no question (a result saved before)', async () => {
    renderWithProviders(<CaseCard c={makeCase({ reasons: [{ code: 'ANSWER_NOT_SURE', citation: 'x' }] })} />, {
      lang: 'en',
    });
    await screen.findAllByRole('listitem');
    expect(document.querySelector('.case-card__reasons li')?.textContent).toMatch(
      /^You told us you are not sure about one of the questions\./,
    );
    expect(document.querySelector('.case-card__answers')).toBeNull();
  });
});
