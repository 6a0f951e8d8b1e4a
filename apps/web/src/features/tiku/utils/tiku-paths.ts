import type { TLawRef, TPracticeSession } from '@yzfk/contract/calls/tiku-shapes';

// Paths of the question-bank pages, in one place.

/** Where a session is practised: papers on /sj, everything else on /zj. */
export function practicePath(session: Pick<TPracticeSession, 'id' | 'kind'>): string {
  const page = session.kind === 'paper' ? '/sj' : '/zj';
  return `${page}?session=${encodeURIComponent(session.id)}`;
}

/**
 * The law database page of a related article, or null when the law is not in the database.
 * The anchor is the one the law page scrolls to (art-<ordinal>).
 */
export function lawRefPath(ref: TLawRef): string | null {
  if (ref.lawId === null) return null;
  const hash = ref.articleOrdinal ? `#art-${ref.articleOrdinal}` : '';
  return `/law/item/${ref.lawId}${hash}`;
}

/** The citation of a related article: 《民法典》第一百四十三条. */
export function lawRefText(ref: TLawRef): string {
  return `《${ref.lawTitle}》${ref.articleNumber ?? ''}`;
}

/** The subjective workspace of a question. */
export function subjectivePath(questionId: number): string {
  return `/zg?q=${questionId}`;
}
