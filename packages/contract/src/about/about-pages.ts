/** The server's help pages under /static/about/ (spec section 7), one per legal text. */
export const ABOUT_PAGE_NAMES = ['service', 'privacy', 'disclaimer'] as const;

export type TAboutPage = (typeof ABOUT_PAGE_NAMES)[number];

// No texts here: the web app's shell links these pages and must not carry the texts with it.

/** The path of a help page on the API server, e.g. `/static/about/privacy`. */
export function aboutPagePath(page: TAboutPage): string {
  return `/static/about/${page}`;
}
