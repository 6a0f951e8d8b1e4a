import type { Page } from 'playwright-core';

/** A phone's viewport (iPhone 12–15), where every page must fit without sideways scrolling. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** The desktop window most journeys run in. */
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

/** The page's scrollable width against its visible width (equal when nothing sticks out). */
export async function scrollWidths(page: Page): Promise<{ scroll: number; client: number }> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scroll: root.scrollWidth, client: root.clientWidth };
  });
}
