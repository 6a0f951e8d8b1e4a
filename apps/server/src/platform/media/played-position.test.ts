import { describe, expect, it } from 'vitest';
import { playedPosition } from './played-position';

describe('played position', () => {
  it('allows a position a little past the end, stored as the end, not more', () => {
    expect(playedPosition(30_000, 61_000)).toBe(30_000);
    expect(playedPosition(62_000, 61_000)).toBe(61_000);
    expect(playedPosition(63_000, 61_000)).toBe(61_000);
    expect(playedPosition(63_001, 61_000)).toBeUndefined();
  });
});
