import type { TAgreement } from './agreement-types';
import { DISCLAIMER } from './disclaimer';
import { PRIVACY_POLICY } from './privacy-policy';
import { SERVICE_AGREEMENT } from './service-agreement';

/** The server's help pages under /static/about/ (spec section 7), one per legal text. */
export const ABOUT_PAGES = {
  service: SERVICE_AGREEMENT,
  privacy: PRIVACY_POLICY,
  disclaimer: DISCLAIMER,
} as const satisfies Record<string, TAgreement>;

export type TAboutPage = keyof typeof ABOUT_PAGES;

/** The path of a help page on the API server, e.g. `/static/about/privacy`. */
export function aboutPagePath(page: TAboutPage): string {
  return `/static/about/${page}`;
}
