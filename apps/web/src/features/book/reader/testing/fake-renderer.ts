import { vi } from 'vitest';
import type { TBookNote } from '../api/book-notes';
import type { TRenderer, TSearchHit } from '../engine/renderer';

/** The book a fake renderer holds: the text at each CFI, and where a text search finds a quote. */
export type TFakeBook = {
  texts?: Record<string, string>;
  hits?: Record<string, TSearchHit[]>;
  pageStart?: { cfi: string; text: string } | null;
};

/** A renderer without foliate-js: what the page asked of it is recorded on its mocks. */
export function fakeRenderer(book: TFakeBook = {}) {
  return {
    toc: [],
    start: vi.fn(() => Promise.resolve()),
    goTo: vi.fn(() => Promise.resolve()),
    next: vi.fn(() => Promise.resolve()),
    prev: vi.fn(() => Promise.resolve()),
    setFlow: vi.fn(),
    setLook: vi.fn(),
    setHighlights: vi.fn(),
    textAt: vi.fn((cfi: string) => Promise.resolve(book.texts?.[cfi] ?? null)),
    search: vi.fn((query: string) => Promise.resolve(book.hits?.[query] ?? [])),
    clearSearch: vi.fn(),
    visibleText: vi.fn(() => ''),
    pageStart: vi.fn(() => book.pageStart ?? null),
    clearSelection: vi.fn(),
    destroy: vi.fn(),
  } satisfies TRenderer;
}

/** A note on the book as the notes calls answer it. */
export function bookNote(id: number, overrides: Partial<TBookNote> = {}): TBookNote {
  return {
    id,
    source: 'book',
    sourceId: 5,
    anchor: `epubcfi(/6/4!/4/${id},/1:0,/1:4)`,
    anchorOrder: 0.5,
    quote: `第${id}条`,
    text: '',
    colour: 'yellow',
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}
