import { describe, expect, it } from 'vitest';
import { badgeCountText } from './badge-count';

describe('badgeCountText', () => {
  it('shows the count up to 99 and 99+ beyond', () => {
    expect(badgeCountText(1)).toBe('1');
    expect(badgeCountText(99)).toBe('99');
    expect(badgeCountText(100)).toBe('99+');
    expect(badgeCountText(12_345)).toBe('99+');
  });
});
