import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { explain } from '../src/explain';
import type { EvaluateInput } from '../src/model';

describe('explain', () => {
  it('prints the example person as a tree with outcomes, sections, dates and citations', () => {
    const input = JSON.parse(readFileSync(new URL('../examples/ben.json', import.meta.url), 'utf8')) as EvaluateInput;
    const text = explain(input);
    expect(text).toContain('Case ben-theft');
    expect(text).toContain('outcome: NONDISCLOSURE');
    expect(text).toContain("section: Tex. Gov't Code § 411.0725");
    expect(text).toContain('outcome: INELIGIBLE');
    expect(text).toContain('FIRST_OFFENDER_FAILED');
    expect(text).toContain('expunction: Tex. Code Crim. Proc. art. 55A.054');
    expect(text).toContain('earliest date: 2021-06-03');
    // The chosen section's declared conditions, as the rule book prints them.
    expect(text).toContain(
      "law: Deferred adjudication: felonies and misdemeanors not under 411.072 — Tex. Gov't Code § 411.0725",
    );
    expect(text).toContain("[Tex. Gov't Code § 411.0725(e)]");
  });
});
