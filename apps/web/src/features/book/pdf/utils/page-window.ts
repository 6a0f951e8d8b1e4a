// The virtualised page list: every page is a box of its height (a placeholder until drawn),
// one below the other with a gap; only the pages in or near the viewport are drawn.

export type TPageLayout = {
  /** Top of each page box in px, by index (page 1 at index 0). */
  tops: number[];
  /** Height of each page box in px, by index. */
  heights: number[];
  /** Height of the whole list. */
  total: number;
};

/** Lays the pages out one below the other, `gap` px apart, after `gap` px at the top. */
export function layoutPages(heights: readonly number[], gap: number): TPageLayout {
  const tops: number[] = [];
  let y = gap;
  for (const height of heights) {
    tops.push(y);
    y += height + gap;
  }
  return { tops, heights: [...heights], total: y };
}

/** The page (from 1) at a vertical offset: the last page whose top is at or above it. */
export function pageAt(layout: TPageLayout, offset: number): number {
  const { tops } = layout;
  if (tops.length === 0) return 1;
  let low = 0;
  let high = tops.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if ((tops[mid] ?? 0) <= offset) low = mid;
    else high = mid - 1;
  }
  return low + 1;
}

/**
 * The pages (from 1, inclusive) to draw for a viewport scrolled to `scrollTop` and `height`
 * px tall: those it shows, plus `overscan` pages either side so a short scroll finds them drawn.
 */
export function visiblePages(
  layout: TPageLayout,
  scrollTop: number,
  height: number,
  overscan = 1,
): { first: number; last: number } {
  const count = layout.tops.length;
  if (count === 0) return { first: 1, last: 0 };
  const first = pageAt(layout, scrollTop);
  const last = pageAt(layout, scrollTop + Math.max(0, height - 1));
  return { first: Math.max(1, first - overscan), last: Math.min(count, last + overscan) };
}
