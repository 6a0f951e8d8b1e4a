import { PLAYED_POSITION_TOLERANCE_MS } from '@yzfk/contract/calls/media';
import type { TAuth } from '../../platform/http/auth';
import type { TCourseCatalogService } from './course-catalog.service';

/**
 * Whether a note may go on a lesson (the notes module's port, wired in modules.ts): a readable
 * lesson bounds the note's moment by its length (with the player's tolerance) and names its
 * 法考 subject, which /mynotes filters by.
 */
export function createLessonNoteSource(catalog: TCourseCatalogService) {
  return async (auth: TAuth, lessonId: number) => {
    const found = await catalog.lessonReadability(auth, lessonId);
    return found.status === 'readable'
      ? {
          status: found.status,
          maxOrder: found.durationMs + PLAYED_POSITION_TOLERANCE_MS,
          subject: found.subject,
        }
      : found;
  };
}
