import { describe, expect, it } from 'vitest';
import { cfiOrNull, fitsAnchor, isBookmark, isRangeCfi, shareOf, startingPlace } from './locator';

describe('reader locators', () => {
  it('opens at the address’s note, else where I stopped, else the start', () => {
    const note = 'epubcfi(/6/8!/4/2,/1:0,/1:5)';
    const resume = 'epubcfi(/6/4!/4/10/1:0)';
    expect(startingPlace(note, resume)).toBe(note);
    expect(startingPlace(null, resume)).toBe(resume);
    expect(startingPlace('12', resume)).toBe(resume);
    // A PDF page saved as the locator is not a place in the EPUB.
    expect(startingPlace(null, '12')).toBeNull();
    expect(cfiOrNull(`epubcfi(${'/4'.repeat(600)})`)).toBeNull();
  });

  it('opens at a contents entry’s href before where I stopped, never at a link out of the book', () => {
    const resume = 'epubcfi(/6/4!/4/10/1:0)';
    expect(startingPlace(null, resume, 'text/ch2.xhtml#art-5')).toBe('text/ch2.xhtml#art-5');
    // A note's place wins over the contents entry.
    expect(startingPlace('epubcfi(/6/8!/4/2/1:0)', resume, 'text/ch2.xhtml')).toBe(
      'epubcfi(/6/8!/4/2/1:0)',
    );
    for (const outside of ['https://x.test/a', '//x.test/a', 'javascript:alert(1)', 'a\\b']) {
      expect(startingPlace(null, resume, outside)).toBe(resume);
    }
  });

  it('keeps the share within 0–1', () => {
    expect(shareOf(0.123456)).toBe(0.1235);
    expect(shareOf(1.2)).toBe(1);
    expect(shareOf(-0.1)).toBe(0);
    expect(shareOf(undefined)).toBe(0);
    expect(shareOf(Number.NaN)).toBe(0);
  });

  it('tells bookmarks (a point) from highlights (a range)', () => {
    expect(isRangeCfi('epubcfi(/6/4!/4/2,/1:0,/1:4)')).toBe(true);
    expect(isBookmark({ anchor: 'epubcfi(/6/4!/4/2/1:0)' })).toBe(true);
    expect(isBookmark({ anchor: 'epubcfi(/6/4!/4/2,/1:0,/1:4)' })).toBe(false);
    expect(isBookmark({ anchor: '12' })).toBe(false);
    expect(fitsAnchor(`epubcfi(${'/4'.repeat(100)})`)).toBe(false);
  });
});
