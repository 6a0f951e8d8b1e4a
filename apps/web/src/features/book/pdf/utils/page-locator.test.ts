import { describe, expect, it } from 'vitest';
import { pageProgress, parsePageLocator } from './page-locator';

describe('parsePageLocator', () => {
  it('reads a saved page number', () => {
    expect(parsePageLocator('17', 41)).toBe(17);
    expect(parsePageLocator(' 41 ', 41)).toBe(41);
  });

  it('starts at page 1 without a saved page', () => {
    expect(parsePageLocator(null, 41)).toBe(1);
    expect(parsePageLocator(undefined, 41)).toBe(1);
  });

  it('starts at page 1 for a page past the end or anything else', () => {
    expect(parsePageLocator('42', 41)).toBe(1);
    expect(parsePageLocator('0', 41)).toBe(1);
    expect(parsePageLocator('-3', 41)).toBe(1);
    expect(parsePageLocator('3.5', 41)).toBe(1);
    expect(parsePageLocator('epubcfi(/6/4)', 41)).toBe(1);
  });
});

describe('pageProgress', () => {
  it('saves the page as text and the share read', () => {
    expect(pageProgress(10, 40)).toEqual({ locator: '10', share: 0.25 });
    expect(pageProgress(40, 40)).toEqual({ locator: '40', share: 1 });
  });
});
