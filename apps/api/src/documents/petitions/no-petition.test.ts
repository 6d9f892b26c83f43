/**
 * Whether a section's order needs a petition is declared once, in the engine's section declaration (`applies`):
 * the county profile's steps page entry (`sectionForms[...].petitionNeeded`) and the packet must agree with it.
 */
import { describe, expect, it } from 'vitest';
import { APPLICABILITY } from '@cyr/rules';
import { harrisCounty } from '@cyr/i18n';
import { printableSection } from './types';
import { decision, SECTION_CASES } from './test/fixtures';

const forms = harrisCounty.sectionForms as Record<string, { petitionNeeded: boolean }>;

describe('no-petition sections come from the engine declarations', () => {
  it.each([...APPLICABILITY.entries()].map(([id, law]) => ({ id, noPetition: law.applies.noPetition })))(
    '$id: petitionNeeded is the opposite of the declared noPetition ($noPetition)',
    ({ id, noPetition }) => {
      expect(forms[id]?.petitionNeeded).toBe(!noPetition);
    },
  );
  it('411.0729 (no petition, no letter) gets no document', () => {
    const base = SECTION_CASES['411.0725'];
    expect(printableSection({ ...base, decision: decision(base.engineCase.id, '411.0729', '2023-01-01') })).toBeNull();
  });
});
