import { describe, expect, it } from 'vitest';
import { checkByteRange } from './byte-range';

const SIZE = 1000;

describe('checkByteRange', () => {
  it('serves the whole file without a Range header or for another unit', () => {
    expect(checkByteRange(undefined, SIZE)).toEqual({ kind: 'whole' });
    expect(checkByteRange('items=0-5', SIZE)).toEqual({ kind: 'whole' });
  });

  it('reads one range, cutting an end past the file to its last byte', () => {
    expect(checkByteRange('bytes=0-99', SIZE)).toEqual({ kind: 'part', start: 0, end: 99 });
    expect(checkByteRange('bytes=500-', SIZE)).toEqual({ kind: 'part', start: 500, end: 999 });
    expect(checkByteRange('bytes=-100', SIZE)).toEqual({ kind: 'part', start: 900, end: 999 });
    expect(checkByteRange('bytes=-5000', SIZE)).toEqual({ kind: 'part', start: 0, end: 999 });
    expect(checkByteRange('bytes=990-5000', SIZE)).toEqual({ kind: 'part', start: 990, end: 999 });
    expect(checkByteRange('bytes=999-999', SIZE)).toEqual({ kind: 'part', start: 999, end: 999 });
    expect(checkByteRange('bytes= 10 - 20 ', SIZE)).toEqual({ kind: 'part', start: 10, end: 20 });
  });

  it('refuses a start past the end, and any range of an empty file', () => {
    for (const header of [
      'bytes=1000-',
      'bytes=1000-1001',
      'bytes=99999999999999999999-',
      'bytes=-0',
    ]) {
      expect(checkByteRange(header, SIZE), header).toEqual({ kind: 'refused', reason: 'past_end' });
    }
    expect(checkByteRange('bytes=0-', 0)).toEqual({ kind: 'refused', reason: 'past_end' });
    expect(checkByteRange('bytes=-10', 0)).toEqual({ kind: 'refused', reason: 'past_end' });
  });

  it('refuses reversed, several and malformed ranges', () => {
    expect(checkByteRange('bytes=500-100', SIZE)).toEqual({ kind: 'refused', reason: 'reversed' });
    expect(checkByteRange('bytes=0-1,5-6', SIZE)).toEqual({ kind: 'refused', reason: 'multiple' });
    expect(checkByteRange('bytes=0-1,', SIZE)).toEqual({ kind: 'refused', reason: 'multiple' });
    for (const header of [
      'bytes=',
      'bytes=-',
      'bytes=abc',
      'bytes=1-2-3',
      'bytes=0x10-20',
      'bytes=1.5-2',
    ]) {
      expect(checkByteRange(header, SIZE), header).toEqual({
        kind: 'refused',
        reason: 'malformed',
      });
    }
  });
});
