import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db';
import { testDb } from '../test/db';
import { usage } from '../services/staff/usage';
import { countTexts } from './usage';

let handle: DbHandle;

describe('texts in the staff usage figures', () => {
  beforeAll(async () => {
    handle = await testDb();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('sent, failed and stopped per day and in total, every day of the range present, no number anywhere', async () => {
    await countTexts(handle.db, '2026-11-20', 'sent', 3);
    await countTexts(handle.db, '2026-11-20', 'failed');
    await countTexts(handle.db, '2026-11-22', 'sent');
    await countTexts(handle.db, '2026-11-22', 'stopped', 2);
    await countTexts(handle.db, '2026-11-22', 'sent', 0);
    const u = await usage(handle.db, { from: '2026-11-20', to: '2026-11-22' });
    expect(u.days.map((d) => [d.day, d.texts])).toEqual([
      ['2026-11-20', { sent: 3, failed: 1, stopped: 0 }],
      ['2026-11-21', { sent: 0, failed: 0, stopped: 0 }],
      ['2026-11-22', { sent: 1, failed: 0, stopped: 2 }],
    ]);
    expect(u.totals.texts).toEqual({ sent: 4, failed: 1, stopped: 2 });
    // Texts are not funnel steps or page views.
    expect(u.totals.funnel.finished).toBe(0);
  });
});
