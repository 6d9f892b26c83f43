/**
 * docs/law/accuracy.md is stale when its figures differ from what the code computes: the document is rendered again
 * with its own stamp (the day and commit it was generated at), so a new commit alone never makes it stale. The About
 * page's figures (apps/web/src/features/info/accuracy.json) are checked the same way.
 */
import { readFileSync } from 'node:fs';
import { stampOf } from '@cyr/harris-data';
import { describe, expect, it } from 'vitest';
import { ACCURACY_FILE, ACCURACY_JSON, accuracyFiles } from './accuracy';

describe('docs/law/accuracy.md', () => {
  const doc = readFileSync(ACCURACY_FILE, 'utf8');

  it('matches the figures the code computes, and so does the About page (regenerate with `npm run accuracy`)', async () => {
    const stamp = stampOf(doc);
    expect(stamp).not.toBeNull();
    if (stamp === null) return;
    const files = await accuracyFiles(stamp);
    expect(files.doc).toBe(doc);
    expect(files.json).toBe(readFileSync(ACCURACY_JSON, 'utf8'));
  });

  it('reports no case where the site is more favourable than the reviewed reading', () => {
    const rows = doc.split('\n').filter((l) => /^\| (before any answer|after the answers) /.test(l));
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r.split('|').map((c) => c.trim())[4]).toBe('0');
  });
});
