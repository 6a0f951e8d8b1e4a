import { describe, expect, it } from 'vitest';
import { formatPosition } from './format-position';

describe('formatPosition', () => {
  it('shows minutes and seconds, whole seconds down', () => {
    expect(formatPosition(0)).toBe('00:00');
    expect(formatPosition(192_999)).toBe('03:12');
    expect(formatPosition(59_999)).toBe('00:59');
  });

  it('adds hours past an hour, and treats a negative position as the start', () => {
    expect(formatPosition(3_792_000)).toBe('1:03:12');
    expect(formatPosition(-5)).toBe('00:00');
  });
});
