import { describe, expect, it } from 'vitest';
import { hasContent, placeNote } from './notes-rules';

describe('placeNote', () => {
  it('orders a lesson note by its position in ms, whatever order was sent', () => {
    expect(placeNote('lesson', '192000', 5)).toEqual({ anchor: '192000', anchorOrder: 192_000 });
    expect(placeNote('lesson', '0', 0)).toEqual({ anchor: '0', anchorOrder: 0 });
    expect(placeNote('lesson', '007', 0)).toEqual({ anchor: '7', anchorOrder: 7 });
  });

  it('refuses a lesson anchor that is not a whole number of ms within a day', () => {
    for (const anchor of ['', '-1', '1.5', '03:12', '1e5', '86400001', '123456789']) {
      expect(placeNote('lesson', anchor, 0)).toBeNull();
    }
  });

  it('takes a question note as on the whole question only', () => {
    expect(placeNote('question', '', 9)).toEqual({ anchor: '', anchorOrder: 0 });
    expect(placeNote('question', '3', 0)).toBeNull();
  });

  it('places a law note at its article ordinal, ordered by it', () => {
    expect(placeNote('law', '12', 0)).toEqual({ anchor: '12', anchorOrder: 12 });
    for (const anchor of ['', '0', '第十条', '012', '1234567']) {
      expect(placeNote('law', anchor, 1)).toBeNull();
    }
  });

  it('keeps a book position with the order sent', () => {
    expect(placeNote('book', 'epubcfi(/6/4!/4/2)', 0.25)).toEqual({
      anchor: 'epubcfi(/6/4!/4/2)',
      anchorOrder: 0.25,
    });
  });
});

describe('hasContent', () => {
  it('needs text, or a quote for a highlight without text', () => {
    expect(hasContent({ text: '要点', quote: '' })).toBe(true);
    expect(hasContent({ text: '', quote: '原文' })).toBe(true);
    expect(hasContent({ text: '', quote: '' })).toBe(false);
  });
});
