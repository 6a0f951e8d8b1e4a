import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookNote, fakeRenderer } from '../testing/fake-renderer';
import { useNotePlacements } from './use-note-placements';

describe('useNotePlacements', () => {
  it('draws highlights at their CFI or where their text is now, and lists the lost as detached', async () => {
    const kept = bookNote(1);
    const moved = bookNote(2, { colour: 'green', anchorOrder: 0.4 });
    const lost = bookNote(3);
    const bookmark = bookNote(4, { anchor: 'epubcfi(/6/8!/4/2/1:0)', quote: '第四章' });
    const renderer = fakeRenderer({
      texts: { [kept.anchor]: kept.quote, [bookmark.anchor]: '第四章' },
      hits: {
        [moved.quote]: [
          { cfi: 'epubcfi(/6/4!/4/9,/1:0,/1:4)', excerpt: '', share: 0.9 },
          { cfi: 'epubcfi(/6/4!/4/7,/1:0,/1:4)', excerpt: '', share: 0.41 },
        ],
      },
    });
    const placements = renderHook(() =>
      useNotePlacements(renderer, [kept, moved, lost, bookmark]),
    ).result;

    await waitFor(() => expect(placements.current.size).toBe(4));
    expect(placements.current.get(1)).toEqual({ status: 'anchored', cfi: kept.anchor });
    expect(placements.current.get(2)).toEqual({
      status: 'reanchored',
      cfi: 'epubcfi(/6/4!/4/7,/1:0,/1:4)',
    });
    expect(placements.current.get(3)).toEqual({ status: 'detached' });
    // A bookmark is placed (the list opens it) but not drawn: it marks a point, not a range.
    expect(placements.current.get(4)).toEqual({ status: 'anchored', cfi: bookmark.anchor });
    expect(renderer.setHighlights).toHaveBeenLastCalledWith([
      { cfi: kept.anchor, colour: 'yellow', noteId: 1 },
      { cfi: 'epubcfi(/6/4!/4/7,/1:0,/1:4)', colour: 'green', noteId: 2 },
    ]);
    // The search that found the moved note is not left marked in the book.
    expect(renderer.clearSearch).toHaveBeenCalled();
  });

  it('leaves the search marks alone when every note kept its place, and waits for the book', async () => {
    const kept = bookNote(1);
    const renderer = fakeRenderer({ texts: { [kept.anchor]: kept.quote } });
    const hook = renderHook(({ open }) => useNotePlacements(open ? renderer : null, [kept]), {
      initialProps: { open: false },
    });
    expect(hook.result.current.size).toBe(0);
    expect(renderer.textAt).not.toHaveBeenCalled();
    hook.rerender({ open: true });
    await waitFor(() => expect(hook.result.current.size).toBe(1));
    expect(renderer.clearSearch).not.toHaveBeenCalled();
  });
});
