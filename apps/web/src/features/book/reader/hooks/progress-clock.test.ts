import { describe, expect, it } from 'vitest';
import { createProgressClock } from './progress-clock';

describe('reading time between saves', () => {
  it('counts only the time the page was shown, once', () => {
    const clock = createProgressClock(0);
    expect(clock.take(15_000)).toBe(15_000);
    clock.setVisible(false, 20_000);
    clock.setVisible(true, 80_000);
    expect(clock.take(90_000)).toBe(15_000);
    expect(clock.take(90_000)).toBe(0);
  });

  it('adds at most ten minutes in one save', () => {
    const clock = createProgressClock(0);
    expect(clock.take(3_600_000)).toBe(600_000);
  });
});
