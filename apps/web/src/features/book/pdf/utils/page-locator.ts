// A PDF reading position is a page number, saved as text (the progress call's locator).

/**
 * The page a saved locator names, within 1…pageCount; page 1 for none or for anything that is
 * not a page of this book (a locator saved against an older, longer edition, or garbage).
 */
export function parsePageLocator(locator: string | null | undefined, pageCount: number): number {
  if (locator == null || !/^[1-9]\d{0,5}$/.test(locator.trim())) return 1;
  const page = Number(locator.trim());
  return page <= pageCount ? page : 1;
}

/** The locator and share read saved for a page. */
export function pageProgress(page: number, pageCount: number): { locator: string; share: number } {
  const share = pageCount > 0 ? Math.min(1, Math.max(0, page / pageCount)) : 0;
  return { locator: String(page), share };
}
