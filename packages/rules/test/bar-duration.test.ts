/** Every bar the engine can give says how long it lasts (issue #41: no six-month re-check for a bar that never lifts). */
import { describe, expect, it } from 'vitest';
import { BAR_DURATION } from '../src/vocabulary';
import { REASONS, REASON_CODES } from '../src/reasons';

describe('BAR_DURATION', () => {
  it('names every reason of kind bar, and nothing else', () => {
    const bars = REASON_CODES.filter((code) => REASONS[code].kind === 'bar').sort();
    expect(Object.keys(BAR_DURATION).sort()).toEqual(bars);
  });

  it('calls the 411.074(b) offense bars permanent, and keeps the re-check where no route is known', () => {
    expect(BAR_DURATION.BAR_411074_MURDER).toBe('permanent');
    expect(BAR_DURATION.BAR_411074_FAMILY_VIOLENCE).toBe('permanent');
    expect(BAR_DURATION.NO_SECTION_FOR_DISPOSITION).toBe('may_lift');
  });
});
