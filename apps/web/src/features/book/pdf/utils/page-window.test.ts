import { describe, expect, it } from 'vitest';
import { layoutPages, pageAt, visiblePages } from './page-window';

// Ten pages 100 px tall, 10 px apart: page n's box spans 10 + 110(n−1) … +100.
const layout = layoutPages(Array<number>(10).fill(100), 10);

describe('layoutPages', () => {
  it('stacks the pages with the gap between and around them', () => {
    expect(layout.tops.slice(0, 3)).toEqual([10, 120, 230]);
    expect(layout.total).toBe(1110);
  });
});

describe('pageAt', () => {
  it('answers the page whose box starts at or above an offset', () => {
    expect(pageAt(layout, 0)).toBe(1);
    expect(pageAt(layout, 119)).toBe(1);
    expect(pageAt(layout, 120)).toBe(2);
    expect(pageAt(layout, 5000)).toBe(10);
  });
});

describe('visiblePages', () => {
  it('draws the pages in view and one more either side', () => {
    expect(visiblePages(layout, 250, 200)).toEqual({ first: 2, last: 5 });
  });

  it('stays within the document at its ends', () => {
    expect(visiblePages(layout, 0, 150)).toEqual({ first: 1, last: 3 });
    expect(visiblePages(layout, 1000, 300)).toEqual({ first: 9, last: 10 });
  });

  it('draws nothing of an empty document', () => {
    expect(visiblePages(layoutPages([], 10), 0, 500)).toEqual({ first: 1, last: 0 });
  });
});
