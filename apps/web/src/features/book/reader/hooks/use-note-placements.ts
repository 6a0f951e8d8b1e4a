import { useEffect, useState } from 'react';
import type { TBookNote } from '../api/book-notes';
import type { TRenderer } from '../engine/renderer';
import { placeNote, type TNotePlacement } from '../utils/anchoring';
import { isRangeCfi } from '../utils/locator';

/**
 * Places my notes in the open book: each at its CFI, by its text, or as 未定位 in the list
 * (never dropped), and draws the highlights of those placed at a range (bookmarks are points).
 * The search marks used to find a quote are cleared when any note had to be found by its text.
 */
export function useNotePlacements(
  renderer: TRenderer | null,
  notes: readonly TBookNote[],
): ReadonlyMap<number, TNotePlacement> {
  const [placements, setPlacements] = useState<ReadonlyMap<number, TNotePlacement>>(new Map());
  useEffect(() => {
    if (!renderer) return;
    let cancelled = false;
    void (async () => {
      const next = new Map<number, TNotePlacement>();
      for (const note of notes) {
        next.set(
          note.id,
          await placeNote(note, renderer.textAt, async (quote) => renderer.search(quote)),
        );
      }
      if (cancelled) return;
      if ([...next.values()].some((placed) => placed.status === 'reanchored')) {
        renderer.clearSearch();
      }
      setPlacements(next);
      renderer.setHighlights(
        notes.flatMap((note) => {
          const placed = next.get(note.id);
          return placed && placed.status !== 'detached' && isRangeCfi(placed.cfi)
            ? [{ cfi: placed.cfi, colour: note.colour, noteId: note.id }]
            : [];
        }),
      );
    })();
    return () => {
      cancelled = true;
    };
  }, [renderer, notes]);
  return placements;
}
