import type { TLawNotesRepository } from './law-notes.repository';

/** A law that gave way to another, with [old ordinal, new ordinal] per article kept. */
export type TLawMove = { fromLawId: number; toLawId: number; articles: [number, number][] };

/**
 * Where a note at `ordinal` of the old law goes: the article with the same number; for an article
 * the new law has no counterpart of, the nearest one before it that has one (else the first
 * after it). Why not leave such a note where it was: its old law is gone, and opening it would
 * land on the new law at an ordinal that means another article there; the nearest mapped article
 * keeps it in reading order beside the text it was on, and its quote still says what that was.
 * Undefined when no article has a counterpart: the note stays (its link still opens the new law).
 */
export function movedOrdinal(articles: [number, number][], ordinal: number): number | undefined {
  const sorted = [...articles].sort((a, b) => a[0] - b[0]);
  const before = sorted.filter(([from]) => from <= ordinal).at(-1);
  return (before ?? sorted[0])?.[1];
}

/**
 * Moves every user's notes on retired laws to the laws that replaced them, each at its mapped
 * article. Idempotent (a law already moved has no notes left); answers how many anchors moved.
 */
export async function moveLawNotes(
  repository: TLawNotesRepository,
  moves: TLawMove[],
): Promise<number> {
  let moved = 0;
  for (const move of moves) {
    for (const anchor of await repository.anchorsOf(move.fromLawId)) {
      // A law note's anchor is its article's ordinal (notes-rules.ts); others stay where they are.
      if (!/^\d+$/.test(anchor)) continue;
      const ordinal = movedOrdinal(move.articles, Number(anchor));
      if (ordinal === undefined) continue;
      await repository.move(move.fromLawId, anchor, move.toLawId, ordinal);
      moved++;
    }
  }
  return moved;
}
