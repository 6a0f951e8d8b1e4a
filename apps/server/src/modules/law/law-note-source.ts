import type { TAuth } from '../../platform/http/auth';
import type { TLawService } from './law.service';

/**
 * Whether a note may go on a law (the notes module's port, wired in modules.ts). Laws are free;
 * the note's anchor must be one of the law's articles. A retired law's id answers its
 * successor, so a new note there is refused: it goes on the successor's id. The subject is the
 * syllabus's for the law's title (`subjectOf`, the question bank's mapping), none for others.
 */
export function createLawNoteSource(
  laws: TLawService,
  subjectOf: (lawTitle: string) => string | undefined,
) {
  return async (_auth: TAuth, lawId: number, anchor: string) => {
    const detail = await laws.detail(lawId, null).catch(() => null);
    if (
      detail?.movedFrom ||
      !detail?.articles.some((article) => String(article.ordinal) === anchor)
    ) {
      return { status: 'missing' as const };
    }
    return { status: 'readable' as const, subject: subjectOf(detail.law.title) ?? '' };
  };
}
