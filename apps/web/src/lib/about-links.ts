import { aboutPagePath, type TAboutPage } from '@yzfk/contract/about/about-pages';
import { webEnv } from '../config/env';

/**
 * The server's plain help page (/static/about/…) of a legal text: fast, without scripts, on
 * the API's origin (this page's unless VITE_API_BASE says otherwise).
 */
export function aboutPageHref(page: TAboutPage): string {
  return `${webEnv.VITE_API_BASE}${aboutPagePath(page)}`;
}
