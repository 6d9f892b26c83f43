import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { makeCase } from '../test/fixtures';
import { useReasonTexts } from './CaseCard';

function Reasons() {
  const texts = useReasonTexts(
    makeCase({
      reasons: [
        { code: 'DWI_NOT_CLASS_B', citation: "Tex. Gov't Code § 411.0726", params: { level: 'MA' } },
        { code: 'WAIT_NOT_OVER', citation: "Tex. Gov't Code § 411.0725", params: { date: '2027-03-01' } },
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
});
