import { describe, expect, it } from 'vitest';
import { repeat } from './repeat';

// Real timers with short turns: a condition is waited for (expect.poll), never a fixed sleep, so a busy machine only
// makes the test slower.
describe('repeat: the recurring chores', () => {
  it('runs at once when asked, then every turn, until stopped', async () => {
    let runs = 0;
    const stop = repeat(
      () => {
        runs += 1;
        return Promise.resolve();
      },
      { firstAfterMs: 0, everyMs: 20, onError: () => undefined },
    );
    expect(runs).toBe(1);
    await expect.poll(() => runs, { timeout: 20_000, interval: 10 }).toBeGreaterThanOrEqual(3);
    stop();
    const after = runs;
    await new Promise((r) => setTimeout(r, 100));
    expect(runs).toBe(after);
  });

  it('waits for the first delay, skips a turn while a run still goes, and tells a failure without stopping', async () => {
    let started = 0;
    let failures = 0;
    let finish: () => void = () => undefined;
    const stop = repeat(
      () => {
        started += 1;
        // The first run hangs until released; the second fails.
        if (started === 1) return new Promise<void>((resolve) => (finish = resolve));
        if (started === 2) return Promise.reject(new Error('database out of reach'));
        return Promise.resolve();
      },
      { firstAfterMs: 30, everyMs: 10, onError: () => (failures += 1) },
    );
    try {
      expect(started).toBe(0);
      await expect.poll(() => started, { timeout: 20_000, interval: 5 }).toBe(1);
      // Many turns pass while the first run hangs: none starts another.
      await new Promise((r) => setTimeout(r, 100));
      expect(started).toBe(1);
      finish();
      await expect.poll(() => failures, { timeout: 20_000, interval: 5 }).toBe(1);
      await expect.poll(() => started, { timeout: 20_000, interval: 5 }).toBeGreaterThanOrEqual(3);
    } finally {
      stop();
    }
  });
});
