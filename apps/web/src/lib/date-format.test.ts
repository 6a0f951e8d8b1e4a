import { describe, expect, it } from 'vitest';
import { formatDate, formatStamp } from './date-format';

describe('date formatting', () => {
  it('shows dates as YYYY-MM-DD', () => {
    expect(formatDate('2025-03-07T08:09:10')).toBe('2025-03-07');
    expect(formatDate(new Date(2024, 11, 31, 23, 59))).toBe('2024-12-31');
  });

  it('shows stamps as YYYY/MM/DD-HH:mm:ss', () => {
    expect(formatStamp(new Date(2025, 0, 2, 3, 4, 5))).toBe('2025/01/02-03:04:05');
  });

  it('leaves missing or invalid values blank', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatStamp('2025-13-45x')).toBe('');
  });
});
