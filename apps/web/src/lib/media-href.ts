import { webEnv } from '../config/env';

/**
 * The address a media element loads: signed media links (/flks/media/url, course play, covers)
 * are paths on the API's origin, which is this page's origin unless VITE_API_BASE says otherwise.
 */
export function mediaHref(signedPath: string): string {
  return `${webEnv.VITE_API_BASE}${signedPath}`;
}
