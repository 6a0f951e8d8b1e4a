import { z } from 'zod';
import { defineCall } from '../call';
import { zId } from '../fields';

// Media files (course videos and audio, book scans) are fetched by media elements, which cannot
// send the bearer header: the page asks for a signed link, short-lived and bound to its session
// (docs/decisions/0018-media-storage.md).

/**
 * How far past the end of a played part (a lesson, an audiobook chapter) a saved position may
 * be: players report the end a little late.
 */
export const PLAYED_POSITION_TOLERANCE_MS = 2_000;

/** POST /flks/media/url: a fresh signed link to a media file, after the access check (5006). */
export const getMediaUrlCall = defineCall({
  path: '/flks/media/url',
  request: z.object({ fileId: zId('文件编号') }),
  data: z.object({
    /** `/media/<id>?exp=<unix s>&sid=<session>&sig=<signature>`, on the API's origin. */
    url: z.string(),
    /** When the link stops working (ISO 8601); ask again before or after. */
    expiresAt: z.string(),
  }),
});
